import * as fontkit from "fontkit";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../../shared/i18n/languages.ts";
import { companySeed } from "../../content/seed/company.ts";

const company = companySeed.doc;
import { portfolioFontFiles, renderPortfolioPdf } from "../../tools/portfolio-pdf.ts";

/** A phrase per language that only renders if that script's glyphs are embedded. */
const SCRIPT_SAMPLES: Record<Language, string> = {
  en: "Software engineering services",
  ru: "Наша история",
  uz: "Oʻzbekiston",
};

/** The PDF's text with every run of whitespace (wrapped lines, no-break spaces) as one space. */
async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(document, { mergePages: true });
  return { pages: totalPages, text: text.replace(/\s+/g, " ") };
}

describe.each(LANGUAGES)("portfolio PDF (%s)", (lang) => {
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await renderPortfolioPdf(lang);
  });

  it("is a complete PDF file", async () => {
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.subarray(-16).toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);
  });

  it("carries the title, author and language in its metadata", async () => {
    const raw = pdf.toString("latin1");
    expect(raw).toContain("/Lang (");
    expect(raw).toContain("/DisplayDocTitle true");
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const info = (await document.getMetadata()).info as Record<string, unknown>;
    expect(info.Author).toBe(company.legalName);
    expect(String(info.Title)).toContain(company.name);
  });

  it("contains the company name, the tagline and text in the language's script", async () => {
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(6);
    expect(text).toContain("Lojuvard");
    expect(text).toContain(company.tagline[lang]);
    expect(text).toContain(SCRIPT_SAMPLES[lang]);
  });

  it("prints no character that the embedded fonts lack", async () => {
    const { text } = await pdfText(pdf);
    const characters = [...new Set(text)].filter((char) => char.trim() !== "");
    for (const path of Object.values(portfolioFontFiles())) {
      const font = fontkit.openSync(path) as fontkit.Font;
      const missing = characters.filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0)!));
      expect(missing, `${font.fullName} lacks glyphs`).toEqual([]);
    }
  });
});
