import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../shared/i18n/languages.ts";
import { validate } from "../../shared/content-model/validation.ts";
import { CONTENT_DIR, markdownFolder } from "../../server/content/seed.ts";
import { openings, posts } from "../../content/model/index.ts";

/**
 * The posts and openings the site starts with (content/blog, content/jobs): each passes the
 * rules an entry must meet to be published from the inbox, in all three languages.
 */
const startingPosts = markdownFolder(posts, join(CONTENT_DIR, "blog"));
const startingOpenings = markdownFolder(openings, join(CONTENT_DIR, "jobs"));
const issuesOf = <K extends typeof posts | typeof openings>(kind: K, doc: Parameters<NonNullable<K["rules"]>>[0]) => [
  ...validate(kind.fields, doc, true),
  ...(kind.rules?.(doc as never, true) ?? []),
];

describe("blog posts", () => {
  it.each(startingPosts.map((post) => [post.id, post] as const))(
    "%s is complete and valid in every language",
    (_id, post) => {
      expect(issuesOf(posts, post.doc)).toEqual([]);
      expect(existsSync(join(CONTENT_DIR, "..", "public", post.doc.cover))).toBe(true);
      expect(post.publishAt).toBe(`${post.doc.date}T06:00:00.000Z`);
      for (const lang of LANGUAGES.filter((code) => code !== "en")) {
        expect(post.doc.title[lang]).not.toBe(post.doc.title.en);
        expect(post.doc.body[lang].length).toBeGreaterThan(post.doc.body.en.length * 0.6);
      }
    },
  );

  it("at least nine articles cover the categories", () => {
    expect(startingPosts.length).toBeGreaterThanOrEqual(9);
    expect(new Set(startingPosts.map((post) => post.doc.category)).size).toBeGreaterThanOrEqual(5);
  });
});

describe("job openings", () => {
  it.each(startingOpenings.map((opening) => [opening.id, opening] as const))(
    "%s is complete and valid in every language, with lists of the same length",
    (_id, opening) => {
      expect(issuesOf(openings, opening.doc)).toEqual([]);
      for (const lang of LANGUAGES.filter((code) => code !== "en")) {
        expect(opening.doc.responsibilities[lang]).toHaveLength(opening.doc.responsibilities.en.length);
        expect(opening.doc.title[lang]).not.toBe(opening.doc.title.en);
      }
    },
  );
});

describe("the rules of publishing", () => {
  const first = startingPosts[0]!.doc;
  it("name each field and language that keeps an entry from going out", () => {
    const incomplete = structuredClone(first);
    incomplete.title.ru = "";
    incomplete.body.uz = " ";
    incomplete.category = "gossip";
    incomplete.date = "2026-02-30";
    expect(validate(posts.fields, incomplete, true)).toEqual(
      expect.arrayContaining([
        { field: "title", lang: "ru", problem: "required" },
        { field: "body", lang: "uz", problem: "required" },
        { field: "category", problem: "unknownValue" },
        { field: "date", problem: "invalidDate" },
      ]),
    );
  });

  it("let a draft be incomplete, but never malformed", () => {
    const draft = structuredClone(first);
    draft.title.ru = "";
    draft.category = "";
    expect(validate(posts.fields, draft, false)).toEqual([]);
    draft.category = "gossip";
    draft.summary.en = "Bell\u0007";
    expect(validate(posts.fields, draft, false)).toEqual([
      { field: "category", problem: "unknownValue" },
      { field: "summary", lang: "en", problem: "controlChars" },
    ]);
  });

  it("keep an opening's last day on or after the day it was posted", () => {
    const opening = structuredClone(startingOpenings[0]!.doc);
    opening.validThrough = "2020-01-01";
    expect(openings.rules?.(opening, true)).toContainEqual({ field: "validThrough", problem: "dateOrder" });
  });

  it("ask for a whole salary range once an opening states one, its top never below its bottom", () => {
    const opening = structuredClone(startingOpenings[0]!.doc);
    opening.showSalary = false;
    opening.salary = { min: null, max: null, currency: "", period: "" };
    expect(validate(openings.fields, opening, true)).toEqual([]);
    opening.showSalary = true;
    expect(validate(openings.fields, opening, true).map((issue) => issue.field)).toEqual([
      "salary.min",
      "salary.max",
      "salary.currency",
      "salary.period",
    ]);
    opening.salary = { min: 20_000_000, max: 15_000_000, currency: "UZS", period: "month" };
    expect(validate(openings.fields, opening, true)).toEqual([]);
    expect(openings.rules?.(opening, true)).toEqual([{ field: "salary.max", problem: "belowMinimum" }]);
  });
});
