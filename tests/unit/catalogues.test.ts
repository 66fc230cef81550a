import { describe, expect, it } from "vitest";
import en from "../../app/i18n/catalogues/en.ts";
import ru from "../../app/i18n/catalogues/ru.ts";
import uz from "../../app/i18n/catalogues/uz.ts";
import inboxEn from "../../app/admin/i18n/en.ts";
import mailEn from "../../app/mail/words/en.ts";
import mailRu from "../../app/mail/words/ru.ts";
import mailUz from "../../app/mail/words/uz.ts";
import { careersSeed } from "../../content/seed/careers.ts";
import { HIRING_STEPS } from "../../shared/inbox.ts";
import inboxRu from "../../app/admin/i18n/ru.ts";
import inboxUz from "../../app/admin/i18n/uz.ts";

import { compareWithEnglish, emptyLeaves, messageProblems, wrongUzbekApostrophes } from "./untranslated.ts";

/**
 * Every interface string, in the three families of words: the site's, the inbox's and the
 * e-mails'. Each is checked the same way: no key missing, empty or left in English, every
 * message valid ICU with English's arguments and every plural form its language has.
 */
const FAMILIES = [
  ["the site's interface", { en, ru, uz }],
  ["the inbox", { en: inboxEn, ru: inboxRu, uz: inboxUz }],
  ["the e-mails", { en: mailEn, ru: mailRu, uz: mailUz }],
] as const;

describe.each(FAMILIES)("the words of %s", (_family, words) => {
  it("English has no empty string, and every message is valid ICU", () => {
    expect(emptyLeaves(words.en)).toEqual([]);
    expect(messageProblems(words.en, words.en, "en")).toEqual([]);
  });

  it.each(["ru", "uz"] as const)("%s has every key of English, none empty, none left in English", (lang) => {
    expect(compareWithEnglish(words.en, words[lang])).toEqual([]);
  });

  it.each(["ru", "uz"] as const)(
    "%s: every message is valid ICU, with English's arguments and each plural form of the language",
    (lang) => {
      expect(messageProblems(words.en, words[lang], lang)).toEqual([]);
    },
  );

  it("Uzbek uses the proper apostrophe letters", () => {
    expect(wrongUzbekApostrophes(words.uz)).toEqual([]);
  });
});

describe("the site's interface", () => {
  it("Russian text is written in Cyrillic", () => {
    const latinOnly = Object.values(ru.nav).filter((label) => !/\p{Script=Cyrillic}/u.test(label));
    expect(latinOnly).toEqual([]);
  });

  it("Uzbek uses the proper apostrophe letters", () => {
    expect(wrongUzbekApostrophes(uz)).toEqual([]);
  });
});

describe("the inbox", () => {
  it("speaks no developer words: no setting's name, no file path", () => {
    const leaves = (value: unknown): string[] =>
      typeof value === "string"
        ? [value]
        : value && typeof value === "object"
          ? Object.values(value).flatMap(leaves)
          : [];
    for (const words of [inboxEn, inboxRu, inboxUz]) {
      const found = leaves(words).filter((text) => /\b[A-Z]{2,}_[A-Z_]+\b|\bcontent\/|\.tsx?\b/.test(text));
      expect(found).toEqual([]);
    }
  });

  it("Russian menus and buttons are written in Cyrillic", () => {
    const labels = [...Object.values(inboxRu.nav), ...Object.values(inboxRu.roles), inboxRu.content.publish];
    expect(labels.filter((label) => !/\p{Script=Cyrillic}/u.test(label))).toEqual([]);
  });

  it.each([
    ["en", inboxEn],
    ["ru", inboxRu],
    ["uz", inboxUz],
  ] as const)("%s names the hiring steps as the careers page the site starts with does", (lang, inbox) => {
    expect(HIRING_STEPS.map((step) => inbox.statuses[step])).toEqual(
      careersSeed.doc.process.steps.map((step) => step.title[lang]),
    );
  });
});
