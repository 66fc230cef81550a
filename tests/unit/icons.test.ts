import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BRANDS, ICONS } from "../../app/components/ui/Icon.tsx";

/** Every icon name the code may ask for is a symbol of the sprite, and the sprite holds no others. */
describe("the icon sprite", () => {
  const sprite = readFileSync(new URL("../../app/components/ui/icons.svg", import.meta.url), "utf8");
  const symbols = [...sprite.matchAll(/<symbol id="(\w+)" viewBox="0 0 24 24">/g)].map((match) => match[1]);

  it("has a symbol for each name, and only those", () => {
    expect(symbols.toSorted()).toEqual([...ICONS, ...BRANDS].toSorted());
  });
});
