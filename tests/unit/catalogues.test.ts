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
import { compareWithEnglish, emptyLeaves, placeholderMismatches, wrongUzbekApostrophes } from "./untranslated.ts";

describe("interface catalogues", () => {
  it("English has no empty string", () => {
    expect(emptyLeaves(en)).toEqual([]);
  });

  it.each([
    ["ru", ru],
    ["uz", uz],
  ])("%s has every key of English, none empty, none left in English", (_lang, catalogue) => {
    expect(compareWithEnglish(en, catalogue)).toEqual([]);
  });

  it("Russian text is written in Cyrillic", () => {
    const latinOnly = Object.values(ru.nav).filter((label) => !/\p{Script=Cyrillic}/u.test(label));
    expect(latinOnly).toEqual([]);
  });

  it("Uzbek uses the proper apostrophe letters", () => {
    expect(wrongUzbekApostrophes(uz)).toEqual([]);
  });
});

/** The inbox speaks each member of staff's language: the same checks as the public site's words. */
describe("inbox catalogues", () => {
  it("English has no empty string", () => {
    expect(emptyLeaves(inboxEn)).toEqual([]);
  });

  it.each([
    ["ru", inboxRu],
    ["uz", inboxUz],
  ])("%s has every key of English, none empty, none left in English, the same placeholders", (_lang, catalogue) => {
    expect(compareWithEnglish(inboxEn, catalogue)).toEqual([]);
    expect(placeholderMismatches(inboxEn, catalogue)).toEqual([]);
  });

  it("Russian menus and buttons are written in Cyrillic", () => {
    const labels = [...Object.values(inboxRu.nav), ...Object.values(inboxRu.roles), inboxRu.content.publish];
    expect(labels.filter((label) => !/\p{Script=Cyrillic}/u.test(label))).toEqual([]);
  });

  it("Uzbek uses the proper apostrophe letters", () => {
    expect(wrongUzbekApostrophes(inboxUz)).toEqual([]);
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

/** The e-mails' words: every key in every language, the same placeholders, proper Uzbek letters. */
describe("e-mail catalogues", () => {
  it.each([
    ["ru", mailRu],
    ["uz", mailUz],
  ])("%s has every key of English, none empty, none left in English, the same placeholders", (_lang, catalogue) => {
    expect(emptyLeaves(mailEn)).toEqual([]);
    expect(compareWithEnglish(mailEn, catalogue)).toEqual([]);
    expect(placeholderMismatches(mailEn, catalogue)).toEqual([]);
  });

  it("Uzbek uses the proper apostrophe letters", () => {
    expect(wrongUzbekApostrophes(mailUz)).toEqual([]);
  });
});
