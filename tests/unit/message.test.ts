import { describe, expect, it } from "vitest";
import inboxEn from "../../app/admin/i18n/en.ts";
import { catalogues, pageCatalogue, pageMessageFormat } from "../../app/i18n/catalogues/index.server.ts";
import { messageFormat } from "../../shared/i18n/message.ts";

describe("ICU messages", () => {
  it("follow Russian grammar: one, few and many", () => {
    const format = messageFormat("ru");
    const message = catalogues.ru.pages.careers.openPositions;
    expect([1, 2, 5, 11, 21, 22, 25].map((n) => format(message, { n }))).toEqual([
      "1 открытая вакансия",
      "2 открытые вакансии",
      "5 открытых вакансий",
      "11 открытых вакансий",
      "21 открытая вакансия",
      "22 открытые вакансии",
      "25 открытых вакансий",
    ]);
  });

  it("follow English grammar, in every argument of a message", () => {
    const format = messageFormat("en");
    expect([0, 1, 2].map((n) => format(catalogues.en.pages.careers.openPositions, { n }))).toEqual([
      "0 open positions",
      "1 open position",
      "2 open positions",
    ]);
    expect(format(inboxEn.erase.result, { requests: 1, applications: 0, subscriptions: 2, files: 1 })).toBe(
      "Erased 1 quote request, 0 applications, 2 subscriptions and 1 file. The action is in the audit log.",
    );
  });

  it("fill in text as it is, markup included, and refuse a missing value", () => {
    const format = messageFormat("en");
    expect(format(inboxEn.accounts.removed, { name: "<b>Aziz</b> O'Neil" })).toBe("<b>Aziz</b> O'Neil was removed.");
    expect(() => format(inboxEn.accounts.removed, {})).toThrow(/name/);
  });
});

describe("the messages pages receive", () => {
  it("are finished and typeset by the server", () => {
    expect(pageMessageFormat("ru")(catalogues.ru.blog.minutesRead, { n: 6 })).toBe("6\u00a0мин чтения");
    const upload = pageCatalogue("ru", 2).forms.upload;
    expect(upload.tooLarge).toBe("Файл слишком большой: допустимо не\u00a0более 2\u00a0МБ.");
    expect(upload.hint.cv.replace(/\s/g, " ")).toBe("PDF, DOC или DOCX, до 2 МБ");
  });

  /**
   * The browser never formats a message (decision 041). A message with arguments that
   * reaches it unfinished must be one a loader finishes on the server; a new one goes in
   * pageCatalogue (index.server.ts) or in its page's loader, and in this list.
   */
  it("hold no message left to fill in, but those their pages' loaders finish", () => {
    const unfinished = (value: unknown, path = ""): string[] =>
      typeof value === "string"
        ? value.includes("{")
          ? [path]
          : []
        : value && typeof value === "object"
          ? Object.entries(value).flatMap(([key, item]) => unfinished(item, path ? `${path}.${key}` : key))
          : [];
    for (const lang of ["en", "ru", "uz"] as const) {
      expect(unfinished(pageCatalogue(lang, 10))).toEqual([
        // The company's phone, e-mail and Telegram, from its details (app/site/site-data.server.ts).
        "quote.intro",
        "blog.minutesRead",
        "pages.careers.openPositions",
        // A job's salary range (app/content/jobs.server.ts).
        "pages.careers.salary",
        // "Show all N" under the phone's first openings, with the count (app/routes/careers.tsx).
        "pages.careers.showAll",
      ]);
    }
  });
});
