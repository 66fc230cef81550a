import { describe, expect, it } from "vitest";
import { lookOf, parsePortraitPath, portraitPath, PORTRAIT_SIZE } from "../../shared/portrait.ts";
import { areasOf, canAccess } from "../../shared/staff.ts";
import { drawPortrait, PORTRAIT_COLOURS } from "../../server/content/portraits.ts";
import { colorToken } from "../../tools/design-tokens.ts";

const NOTHING_CHOSEN = { hair: "", hairColour: "", skin: "", beard: "", glasses: false };

describe("drawn portraits (decision 044)", () => {
  it("draw anyone from their id alone, the same every time, never with a beard nobody chose", () => {
    const ids = Array.from({ length: 40 }, (_, index) => `0c6f5a1e-1d2b-4e8a-9f3c-${String(index).padStart(12, "0")}`);
    for (const id of ids) {
      const look = lookOf(id, NOTHING_CHOSEN);
      expect(look).toEqual(lookOf(id, NOTHING_CHOSEN));
      expect(look.beard).toBe("none");
    }
    // Different people are told apart.
    expect(new Set(ids.map((id) => portraitPath(id, lookOf(id, NOTHING_CHOSEN)))).size).toBe(ids.length);
    expect(new Set(ids.map((id) => JSON.stringify(lookOf(id, NOTHING_CHOSEN)))).size).toBeGreaterThan(10);
  });

  it("keep what staff chose, and name every choice in their address, which the server reads back", () => {
    const look = lookOf("aziz-rakhimov", {
      hair: "short",
      hairColour: "dark",
      skin: "medium",
      beard: "stubble",
      glasses: true,
    });
    expect(look).toEqual({ hair: "short", hairColour: "dark", skin: "medium", beard: "stubble", glasses: true });
    const path = portraitPath("aziz-rakhimov", look);
    expect(path).toBe("/portraits/v1/aziz-rakhimov/short.dark.medium.stubble.1.svg");
    expect(parsePortraitPath(path)).toEqual({ id: "aziz-rakhimov", look });
    for (const wrong of [
      "/portraits/v1/aziz-rakhimov/mohawk.dark.medium.stubble.1.svg",
      "/portraits/v1/Aziz/short.dark.medium.stubble.1.svg",
      "/portraits/v1/aziz-rakhimov/short.dark.medium.stubble.2.svg",
      "/portraits/v2/aziz-rakhimov/short.dark.medium.stubble.1.svg",
      "/portraits/v1/../short.dark.medium.stubble.1.svg",
    ]) {
      expect(parsePortraitPath(wrong), wrong).toBeNull();
    }
  });

  it("are SVG documents of the stated size, in the site's palette", () => {
    const svg = drawPortrait("aziz-rakhimov", lookOf("aziz-rakhimov", NOTHING_CHOSEN));
    expect(svg).toMatch(
      new RegExp(
        `^<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_SIZE.width}" height="${PORTRAIT_SIZE.height}"`,
      ),
    );
    expect(svg).not.toMatch(/<script|<image|href=/);
    for (const [name, value] of Object.entries(PORTRAIT_COLOURS)) expect(value, name).toBe(colorToken(name));
  });
});

describe("staff permissions", () => {
  it("add areas to a role's, in the menu's order, and only theirs", () => {
    expect(areasOf({ role: "recruiter", permissions: [] })).toEqual([
      "applications",
      "unsorted",
      "sources",
      "openings",
      "careers",
    ]);
    expect(areasOf({ role: "recruiter", permissions: ["people"] })).toEqual([
      "applications",
      "unsorted",
      "sources",
      "openings",
      "careers",
      "people",
    ]);
    expect(canAccess({ role: "sales", permissions: ["people"] }, "people")).toBe(true);
    expect(canAccess({ role: "sales", permissions: ["people"] }, "proof")).toBe(false);
    expect(canAccess({ role: "editor", permissions: [] }, "proof")).toBe(true);
  });
});
