import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../../shared/i18n/languages.ts";
import { conform, readForm } from "../../shared/content-model/document.ts";
import { choice, words, type Fields } from "../../shared/content-model/fields.ts";
import { tidy, validate } from "../../shared/content-model/validation.ts";
import { caseStudies, people, testimonials } from "../../content/model/index.ts";
import { SECTORS, SERVICES } from "../../content/model/sectors.ts";
import { caseStudySeed } from "../../content/seed/case-studies.ts";
import { peopleSeed } from "../../content/seed/people.ts";
import { testimonialSeed } from "../../content/seed/testimonials.ts";
import screensEn from "../../content/art/screens/en.ts";
import screensRu from "../../content/art/screens/ru.ts";
import screensUz from "../../content/art/screens/uz.ts";
import { industrySeeds } from "../../content/seed/industries.ts";
import { serviceSeeds } from "../../content/seed/services.ts";
import { seedEntries } from "../../server/content/seed.ts";
import { compareWithEnglish, wrongUzbekApostrophes } from "./untranslated.ts";

/**
 * The case studies, testimonials and people the site starts with (content/seed/): each is
 * complete in three languages, nothing is left in English, Uzbek is written with its own
 * letters, and what they are filed under matches the pages that show them.
 */
const ENGLISH_WORDS = /\b(the|and|of|for|with|to|our|your|we|is|are|you|this|that|from|on|in|by)\b/i;

/** Every value held per language, by its path: { en, ru, uz } leaves. */
function localizedLeaves(value: unknown, path = ""): [string, Record<Language, string>][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => localizedLeaves(item, `${path}[${index}]`));
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  if (LANGUAGES.every((lang) => typeof record[lang] === "string")) return [[path, record as Record<Language, string>]];
  return Object.entries(record).flatMap(([key, item]) => localizedLeaves(item, path ? `${path}.${key}` : key));
}

const SEEDS = [
  ["case study", caseStudies, caseStudySeed],
  ["testimonial", testimonials, testimonialSeed],
  ["person", people, peopleSeed],
] as const;

describe.each(SEEDS)("every %s the site starts with", (_name, kind, entries) => {
  it.each(entries.map((entry) => [entry.id, entry] as const))("%s is complete, translated and valid", (_id, entry) => {
    const doc = entry.doc as never;
    expect([...validate(kind.fields, doc, true), ...(kind.rules?.(doc, true) ?? [])]).toEqual([]);
    for (const [path, values] of localizedLeaves(entry.doc)) {
      // An optional value is given in every language or in none.
      const given = LANGUAGES.filter((lang) => values[lang].trim());
      expect(given.length === 0 || given.length === 3, `${path} is given in ${given.join(", ")} only`).toBe(true);
      for (const lang of ["ru", "uz"] as const) {
        const leftInEnglish =
          values.en.trim() &&
          values[lang] === values.en &&
          ENGLISH_WORDS.test(values.en) &&
          values.en.split(/\s+/).length > 2;
        expect(leftInEnglish, `${path}.${lang} is left in English`).toBeFalsy();
      }
      expect(wrongUzbekApostrophes(values.uz), `${path}.uz`).toEqual([]);
    }
  });

  it("has ids that are unique, and is what the import reads", async () => {
    const ids = entries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await seedEntries<Fields>(kind)).map((entry) => entry.id)).toEqual(ids);
  });
});

describe("the content the site starts with", () => {
  it("is the specification's three case studies, with the family-loan flow, and 12 leaders and 20 team members", () => {
    expect(caseStudySeed.map((study) => study.id)).toEqual(["familycredit", "kindergarten", "neighborhood"]);
    expect(caseStudySeed.find((study) => study.id === "familycredit")?.doc.flow).toHaveLength(4);
    expect(caseStudySeed.every((study) => study.doc.features.length === 4)).toBe(true);
    expect(peopleSeed.filter((person) => person.doc.group === "leader")).toHaveLength(12);
    expect(peopleSeed.filter((person) => person.doc.group === "team")).toHaveLength(20);
  });

  it("imports each case study's words as a testimonial that belongs to it", () => {
    for (const study of caseStudySeed) {
      const words = testimonialSeed.find((testimonial) => testimonial.doc.caseStudy === study.id);
      expect(words?.doc.words).toEqual(study.doc.quote.words);
      // The person is named on the testimonial (issue 37.3); their role is the case quote's.
      expect(words?.doc.role).toEqual(study.doc.quote.role);
    }
  });

  it("files proof under the sectors and services that have pages, by the pages' own ids", () => {
    const sectors = SECTORS.map((option) => option.value);
    for (const industry of industrySeeds.filter((seed) => seed.doc.hasPage)) expect(sectors).toContain(industry.id);
    const withPages = serviceSeeds.filter((seed) => seed.doc.hasPage).map((seed) => seed.id);
    expect(SERVICES.map((option) => option.value).toSorted()).toEqual(withPages.toSorted());
  });

  it("draws the case studies' screens with every word translated", () => {
    expect(compareWithEnglish(screensEn, screensRu)).toEqual([]);
    expect(compareWithEnglish(screensEn, screensUz)).toEqual([]);
    expect(wrongUzbekApostrophes(screensUz)).toEqual([]);
  });
});

describe("a choice of several options", () => {
  const field = choice({
    label: words("Sectors", "Отрасли", "Sohalar"),
    options: [
      { value: "banking", label: words("Banking", "Банки", "Banklar") },
      { value: "education", label: words("Education", "Образование", "Taʼlim") },
    ],
    many: true,
    required: true,
  });
  const fields = { sectors: field };

  it("is read from ticked boxes, kept once each in the options' order, and refuses a value not offered", () => {
    const form = new FormData();
    form.append("sectors", "education");
    form.append("sectors", "banking");
    form.append("sectors", "education");
    const doc = tidy(fields, readForm(fields, form));
    expect(doc.sectors).toEqual(["banking", "education"]);
    expect(validate(fields, doc, true)).toEqual([]);
    expect(validate(fields, tidy(fields, { sectors: ["mining", "banking"] }), true)).toEqual([
      { field: "sectors", problem: "unknownValue" },
    ]);
  });

  it("is empty when nothing is ticked (publishing then needs one), and fits any stored shape", () => {
    expect(readForm(fields, new FormData()).sectors).toEqual([]);
    expect(validate(fields, { sectors: [] }, true)).toEqual([{ field: "sectors", problem: "required" }]);
    expect(validate(fields, { sectors: [] }, false)).toEqual([]);
    expect(conform(fields, { sectors: "banking" }).sectors).toEqual([]);
    expect(conform(fields, { sectors: ["banking", 3] }).sectors).toEqual(["banking"]);
  });
});
