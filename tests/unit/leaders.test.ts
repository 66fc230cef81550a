import { describe, expect, it } from "vitest";
import { peopleSeed } from "../../content/seed/people.ts";
import { LANGUAGES } from "../../shared/i18n/languages.ts";
import { wrongUzbekApostrophes } from "./untranslated.ts";

describe("the leaders on the people page (issue 29 point 1)", () => {
  const leaders = peopleSeed.filter((person) => person.doc.group === "leader");

  it("each has a one-line biography in every language, Uzbek written with its own apostrophes", () => {
    expect(leaders.length).toBeGreaterThan(0);
    for (const { id, doc } of leaders)
      for (const lang of LANGUAGES) {
        const bio = doc.bio[lang];
        expect(bio.trim(), `${id} ${lang}`).not.toBe("");
        // One sentence under the portrait, not a paragraph.
        expect(bio.length, `${id} ${lang}`).toBeLessThanOrEqual(160);
        expect(bio.match(/[.!?](\s|$)/g), `${id} ${lang}`).toHaveLength(1);
      }
    expect(wrongUzbekApostrophes(leaders.map(({ doc }) => doc.bio.uz))).toEqual([]);
  });
});
