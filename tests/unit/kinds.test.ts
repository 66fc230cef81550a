import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readForm } from "../../shared/content-model/document.ts";
import { validate } from "../../shared/content-model/validation.ts";
import type { Kind } from "../../shared/content-model/kind.ts";
import { KINDS } from "../../content/model/index.ts";
import { kindProblems } from "../../app/routing/kind-problems.ts";
import { kindPages } from "../../app/routing/route-table.ts";
import { seedEntries } from "../../server/content/seed-sources.ts";
import { awards } from "./fixtures/awards.ts";

const guide = readFileSync(new URL("../../docs/architecture.md", import.meta.url), "utf8");

/** The declaration the guide's worked example shows, as a file would hold it (the list's indent taken off). */
function guidesDeclaration(): string {
  const example = guide.slice(guide.indexOf("## Adding a kind of content"));
  const block = /```ts\n([\s\S]*?)\n\s*```/.exec(example)?.[1] ?? "";
  return block
    .split("\n")
    .map((line) => line.replace(/^ {3}/, ""))
    .join("\n");
}

describe("every kind of content", () => {
  it("has an inbox address of its own, in its area, a preview on a public page and says how it starts", () => {
    expect(kindProblems(KINDS)).toEqual([]);
  });

  it("is refused when two kinds take one address", () => {
    const twice = { ...awards, name: "award-copy", inboxPath: "pages/home" } as Kind;
    expect(kindProblems([...KINDS, twice])).toContain(
      "admin/home-page/entry and admin/award-copy/list are both at /admin/pages/home",
    );
    expect(kindProblems([...KINDS, awards, awards])).toContain("two kinds are named award");
  });

  it("is refused when an area's page and a kind's list collide, or a kind is listed under another area", () => {
    // The guide's example before it was corrected: a second kind in the posts area makes /admin/posts the area's page.
    const inPosts = { ...awards, area: "posts", inboxPath: "awards" } as Kind;
    expect(kindProblems([...KINDS, inPosts])).toContain(
      "admin/area/posts and admin/post/list are both at /admin/posts",
    );
    const elsewhere = { ...awards, area: "posts", inboxPath: "proof/awards" } as Kind;
    expect(kindProblems([...KINDS, elsewhere])).toContain(
      "award belongs to the posts area but is listed at the proof area's address",
    );
    expect(kindProblems([...KINDS, { ...awards, inboxPath: "media" } as Kind])).toContain(
      "admin/media and admin/award/list are both at /admin/media",
    );
  });

  it("is refused without a preview on a public page, or without saying how it starts", () => {
    const { preview: _preview, seed: _seed, ...bare } = awards;
    expect(kindProblems([bare as Kind])).toEqual([
      "award has no preview",
      "award says neither its seed nor that it starts empty",
    ]);
    expect(kindProblems([{ ...awards, preview: { page: "/company/awards" } } as Kind])).toEqual([
      "award is previewed at /company/awards, which is no public page",
    ]);
  });
});

describe("the guide's worked example (docs/architecture.md), followed word for word", () => {
  it("is the fixture's declaration", () => {
    const fixture = readFileSync(new URL("./fixtures/awards.ts", import.meta.url), "utf8");
    expect(guidesDeclaration()).toMatch(/^export const awards = defineKind\(\{/);
    expect(fixture).toContain(guidesDeclaration());
  });

  it("registered beside every kind, gives its list, editor and preview at addresses of their own", () => {
    const kinds = [...KINDS, awards] as readonly Kind[];
    expect(kindProblems(kinds)).toEqual([]);
    const paths = kindPages(kinds)
      .filter((page) => page.id.startsWith("admin/award/"))
      .map((page) => [page.file, page.path]);
    expect(paths).toEqual([
      ["routes/admin/entries.tsx", "/admin/pages/awards"],
      ["routes/admin/entry.tsx", "/admin/pages/awards/:id"],
      ["routes/admin/entry-preview.tsx", "/admin/pages/awards/:id/preview"],
    ]);
  });

  it("is edited by its fields' controls and validated in three languages", () => {
    const form = new FormData();
    for (const [lang, title] of Object.entries({
      en: "Best employer",
      ru: "Лучший работодатель",
      uz: "Eng yaxshi ish beruvchi",
    }))
      form.set(`title.${lang}`, title);
    form.set("year", "2025");
    const doc = readForm(awards.fields, form);
    expect(doc).toEqual({
      title: { en: "Best employer", ru: "Лучший работодатель", uz: "Eng yaxshi ish beruvchi" },
      year: 2025,
      badge: "",
    });
    expect(validate(awards.fields, doc, true)).toEqual([]);
    form.delete("title.uz");
    expect(validate(awards.fields, readForm(awards.fields, form), true)).toEqual([
      { field: "title", lang: "uz", problem: "required" },
    ]);
  });

  it("starts empty, as it says", async () => {
    expect(await seedEntries(awards)).toEqual([]);
  });
});
