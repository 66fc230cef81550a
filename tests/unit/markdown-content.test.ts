import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../shared/i18n/languages.ts";
import { CONTENT_DIR, openingFromFiles, postFromFiles, readCollection } from "../../server/content/seed.ts";
import { openingIssues, postIssues } from "../../server/content/validation.ts";

/**
 * The posts and openings the site starts with (content/blog, content/jobs): each passes the
 * rules an item must meet to be published from the inbox, in all three languages.
 */
const posts = readCollection(join(CONTENT_DIR, "blog")).map(([id, files]) => postFromFiles(id, files).input);
const openings = readCollection(join(CONTENT_DIR, "jobs")).map(([id, files]) => openingFromFiles(id, files).input);

describe("blog posts", () => {
  it.each(posts.map((post) => [post.id, post] as const))("%s is complete and valid in every language", (_id, post) => {
    expect(postIssues(post, true)).toEqual([]);
    expect(existsSync(join(CONTENT_DIR, "..", "public", post.cover))).toBe(true);
    for (const lang of LANGUAGES.filter((code) => code !== "en")) {
      expect(post.texts[lang].title).not.toBe(post.texts.en.title);
      expect(post.texts[lang].body.length).toBeGreaterThan(post.texts.en.body.length * 0.6);
    }
  });

  it("at least nine articles cover the categories", () => {
    expect(posts.length).toBeGreaterThanOrEqual(9);
    expect(new Set(posts.map((post) => post.category)).size).toBeGreaterThanOrEqual(5);
  });
});

describe("job openings", () => {
  it.each(openings.map((opening) => [opening.id, opening] as const))(
    "%s is complete and valid in every language, with lists of the same length",
    (_id, opening) => {
      expect(openingIssues(opening, true)).toEqual([]);
      for (const lang of LANGUAGES.filter((code) => code !== "en")) {
        expect(opening.texts[lang].responsibilities).toHaveLength(opening.texts.en.responsibilities.length);
        expect(opening.texts[lang].title).not.toBe(opening.texts.en.title);
      }
    },
  );
});

describe("the rules of publishing", () => {
  const [first] = posts;
  it("name each field and language that keeps an item from going out", () => {
    const incomplete = structuredClone(first!);
    incomplete.texts.ru.title = "";
    incomplete.texts.uz.body = " ";
    incomplete.category = "gossip";
    incomplete.date = "2026-02-30";
    incomplete.id = "Not A Slug";
    expect(postIssues(incomplete, true)).toEqual(
      expect.arrayContaining([
        { field: "title", lang: "ru", problem: "required" },
        { field: "body", lang: "uz", problem: "required" },
        { field: "category", problem: "unknownValue" },
        { field: "date", problem: "invalidDate" },
        { field: "id", problem: "invalidId" },
      ]),
    );
  });

  it("let a draft be incomplete, but never malformed", () => {
    const draft = structuredClone(first!);
    draft.texts.ru.title = "";
    draft.category = "";
    expect(postIssues(draft, false)).toEqual([]);
    draft.category = "gossip";
    draft.texts.en.summary = "Bell\u0007";
    expect(postIssues(draft, false)).toEqual([
      { field: "category", problem: "unknownValue" },
      { field: "summary", lang: "en", problem: "controlChars" },
    ]);
  });

  it("keep an opening's last day on or after the day it was posted", () => {
    const opening = structuredClone(openings[0]!);
    opening.validThrough = "2020-01-01";
    expect(openingIssues(opening, true)).toContainEqual({ field: "validThrough", problem: "dateOrder" });
  });
});
