import { describe, expect, it } from "vitest";
import { plural } from "../../app/i18n/plural.ts";

const ru = { one: "{n} вакансия", few: "{n} вакансии", many: "{n} вакансий", other: "{n} вакансии" };
const en = { one: "{n} position", few: "{n} positions", many: "{n} positions", other: "{n} positions" };

describe("plural forms", () => {
  it("follow Russian grammar", () => {
    expect([1, 2, 5, 11, 21, 22, 25].map((n) => plural(n, "ru", ru))).toEqual([
      "1 вакансия",
      "2 вакансии",
      "5 вакансий",
      "11 вакансий",
      "21 вакансия",
      "22 вакансии",
      "25 вакансий",
    ]);
  });
  it("follow English grammar", () => {
    expect([0, 1, 2].map((n) => plural(n, "en", en))).toEqual(["0 positions", "1 position", "2 positions"]);
  });
});
