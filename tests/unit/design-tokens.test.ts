import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { REVEAL } from "../../app/document/timing.ts";
import { MAIL_COLORS } from "../../app/mail/layout.ts";
import { colorToken } from "../../tools/design-tokens.ts";

describe("the design tokens outside the stylesheet", () => {
  it("gives the e-mails the stylesheet's colours", () => {
    for (const [name, value] of Object.entries(MAIL_COLORS)) expect(value, name).toBe(colorToken(name));
  });

  it("gives the stylesheet the scroll reveal's duration, which no script sets at run time", () => {
    const tokens = readFileSync(new URL("../../app/styles/tokens.css", import.meta.url), "utf8");
    expect(/--reveal-duration:\s*(\d+)ms;/.exec(tokens)?.[1]).toBe(String(REVEAL.duration));
  });

  it("refuses a colour the stylesheet does not have", () => {
    expect(() => colorToken("lapis-1000")).toThrow(/no colour --lapis-1000/);
  });
});
