import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getPost, listPosts } from "../../app/content/blog.server.ts";
import { getJob } from "../../app/content/jobs.server.ts";
import { frontMatter } from "../../app/content/front-matter.server.ts";
import { LANGUAGES } from "../../shared/i18n/languages.ts";

const folders = (collection: string) =>
  readdirSync(join(import.meta.dirname, "../../content", collection), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe("blog posts", () => {
  it.each(folders("blog"))("%s exists in every language with the same category, date and cover", (id) => {
    const [en, ...others] = LANGUAGES.map((lang) => getPost(id, lang));
    expect(en).toBeDefined();
    for (const post of others) {
      expect(post).toBeDefined();
      expect(post).toMatchObject({ category: en!.category, date: en!.date, cover: en!.cover });
      expect(post!.title).not.toBe(en!.title);
      expect(post!.html.length).toBeGreaterThan(en!.html.length * 0.6);
    }
  });

  it("at least nine articles cover the categories", () => {
    const posts = listPosts("en");
    expect(posts.length).toBeGreaterThanOrEqual(9);
    expect(new Set(posts.map((post) => post.category)).size).toBeGreaterThanOrEqual(5);
  });
});

describe("job openings", () => {
  it.each(folders("jobs"))("%s exists in every language with the same filters and dates", (id) => {
    const [en, ...others] = LANGUAGES.map((lang) => getJob(id, lang));
    expect(en).toBeDefined();
    for (const job of others) {
      expect(job).toBeDefined();
      const keys = ["location", "department", "type", "workplace", "datePosted", "validThrough"] as const;
      for (const key of keys) expect(job![key], key).toBe(en![key]);
      expect(job!.responsibilities).toHaveLength(en!.responsibilities.length);
      expect(job!.title).not.toBe(en!.title);
    }
  });
});

describe("front matter reader", () => {
  it("refuses missing, empty or malformed fields, naming the file and field", () => {
    const read = frontMatter("content/jobs/x/en.md", { title: "", type: "gig", date: "5 May", items: [] });
    expect(() => read.text("title")).toThrow('content/jobs/x/en.md: "title" is missing or empty');
    expect(() => read.text("summary")).toThrow(/"summary" is missing/);
    expect(() => read.oneOf("type", ["full-time"])).toThrow(/must be one of full-time/);
    expect(() => read.date("date")).toThrow(/YYYY-MM-DD/);
    expect(() => read.list("items")).toThrow(/non-empty list/);
  });
});
