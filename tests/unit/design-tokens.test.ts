import { describe, expect, it } from "vitest";
import { MAIL_COLORS } from "../../app/mail/layout.ts";
import { colorToken } from "../../tools/design-tokens.ts";

describe("the design tokens outside the stylesheet", () => {
  it("gives the e-mails the stylesheet's colours", () => {
    for (const [name, value] of Object.entries(MAIL_COLORS)) expect(value, name).toBe(colorToken(name));
  });

  it("refuses a colour the stylesheet does not have", () => {
    expect(() => colorToken("lapis-1000")).toThrow(/no colour --lapis-1000/);
  });
});
