import { describe, expect, it } from "vitest";
import { compareWithEnglish, wrongUzbekApostrophes } from "./untranslated.ts";

// The translation checks must themselves catch what they promise to catch.
describe("translation checks", () => {
  it("reports a missing key, an empty value, a shorter list and an English sentence", () => {
    const english = {
      a: "Hello there",
      b: "Read the guide",
      list: ["one", "two"],
      nested: { c: "We build software for you" },
    };
    const other = { a: "", list: ["один"], nested: { c: "We build software for you" } };
    expect(compareWithEnglish(english, other).map((finding) => finding.path)).toEqual(["a", "b", "list", "nested.c"]);
  });

  it("accepts proper names and technology names that stay in Latin letters", () => {
    expect(
      compareWithEnglish({ name: "React Native", brand: "LinkedIn" }, { name: "React Native", brand: "LinkedIn" }),
    ).toEqual([]);
  });

  it("finds ASCII and typographic apostrophes in Uzbek words", () => {
    expect(wrongUzbekApostrophes({ ok: "oʻzbek taʼlim", bad: "o'zbek", curly: "ta’lim" })).toHaveLength(2);
  });
});
