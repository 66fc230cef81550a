import { describe, expect, it } from "vitest";
import { compareDocs } from "../../server/content/compare.ts";
import { boolean, group, list, text, words } from "../../shared/content-model/fields.ts";

const fields = {
  title: text({ label: words("Title", "Заголовок", "Sarlavha"), localized: true, max: 160 }),
  author: text({ label: words("Author", "Автор", "Muallif"), max: 120 }),
  featured: boolean({ label: words("Featured", "На главной", "Bosh sahifada") }),
  figures: list({
    label: words("Figures", "Цифры", "Raqamlar"),
    max: 6,
    of: group({
      label: words("Figure", "Цифра", "Raqam"),
      fields: { value: text({ label: words("Value", "Значение", "Qiymat"), max: 20 }) },
    }),
  }),
};

const before = {
  title: { en: "Fast sites for banks", ru: "Быстрые сайты для банков", uz: "Banklar uchun saytlar" },
  author: "Dilnoza",
  featured: false,
  figures: [{ value: "12" }, { value: "40" }],
};

describe("comparing two versions of an entry", () => {
  it("marks the removed and added words on each side, per language, named in the staff member's language", () => {
    const after = {
      ...before,
      title: { ...before.title, ru: "Надёжные сайты для банков" },
      figures: [{ value: "12" }, { value: "45" }],
    };
    const comparison = compareDocs(fields, before, after, "ru");
    expect(comparison.changed).toEqual([
      {
        label: "Заголовок",
        language: "ru",
        before: "<del>Быстрые</del> сайты для банков",
        after: "<ins>Надёжные</ins> сайты для банков",
      },
      { label: "Цифры 2 › Значение", before: "<del>40</del>", after: "<ins>45</ins>" },
    ]);
    // Title (its English and Uzbek are the same, but the field changed), author, featured, figure 1.
    expect(comparison.unchanged).toBe(3);
  });

  it("counts every field unchanged when nothing differs, and escapes what staff typed", () => {
    expect(compareDocs(fields, before, before, "en")).toEqual({ changed: [], unchanged: 5 });
    const after = { ...before, author: "<b>Dilnoza</b> & co" };
    const [change] = compareDocs(fields, before, after, "en").changed;
    expect(change?.label).toBe("Author");
    expect(change?.after).toContain("&lt;b&gt;");
    expect(change?.after).not.toContain("<b>");
  });
});
