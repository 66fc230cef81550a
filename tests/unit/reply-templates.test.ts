import { describe, expect, it } from "vitest";
import { replyTemplateSeeds } from "../../content/seed/reply-templates.ts";
import { MAIL_ATTACHMENT_KINDS, REPLY_FILE_KINDS, sniffKind } from "../../shared/forms/uploads.ts";
import { LANGUAGES } from "../../shared/i18n/languages.ts";
import {
  cleanTexts,
  fillPlaceholders,
  placeholdersIn,
  templateIssues,
  templateLabel,
  unknownPlaceholders,
} from "../../shared/reply-templates.ts";
import { zipEntryNames } from "../../server/submissions/zip-directory.ts";
import { excelWorkbook, wordDocument, zipArchive } from "../support/zip.ts";

describe("reply template placeholders", () => {
  it("finds each placeholder once and fills in those it has values for", () => {
    const text = "Hello {name},\n\n{company} thanks {name}. A lone { brace, and {unknown} stay.";
    expect(placeholdersIn(text)).toEqual(["name", "company", "unknown"]);
    expect(fillPlaceholders(text, { name: "Dilnoza", company: "Lojuvard" })).toBe(
      "Hello Dilnoza,\n\nLojuvard thanks Dilnoza. A lone { brace, and {unknown} stay.",
    );
    // A value is put in as it is: no placeholder inside it is filled in again.
    expect(fillPlaceholders("{name}", { name: "{company}", company: "Lojuvard" })).toBe("{company}");
  });

  it("names the placeholders a list cannot fill: an opening for quote requests, a client's company for applicants", () => {
    expect(unknownPlaceholders("{name} {position} {sender_company} {имя} {}", "requests")).toEqual([
      "position",
      "имя",
      "",
    ]);
    expect(unknownPlaceholders("{name} {position} {owner} {company} {sender_company}", "applications")).toEqual([
      "sender_company",
    ]);
  });

  it("a template needs a message and a name somewhere, and its texts are kept trimmed", () => {
    expect(templateIssues("requests", {})).toEqual([{ problem: "noMessage" }, { problem: "noName" }]);
    expect(templateIssues("requests", { ru: { name: "Звонок", body: "Здравствуйте, {nmae}!" } })).toEqual([
      { problem: "unknownPlaceholders", lang: "ru", names: ["nmae"] },
    ]);
    expect(cleanTexts({ en: { name: " Call ", body: " Hi \n" }, uz: { name: " ", body: "" } })).toEqual({
      en: { name: "Call", body: "Hi" },
    });
    expect(templateLabel({ uz: { name: "Qoʻngʻiroq", body: "" } }, "ru")).toBe("Qoʻngʻiroq");
  });

  it("the templates the inbox starts with are written in every language and fill in completely", () => {
    for (const seed of replyTemplateSeeds) {
      expect(templateIssues(seed.list, seed.texts), seed.id).toEqual([]);
      for (const lang of LANGUAGES) {
        expect(seed.texts[lang].name.trim(), `${seed.id} ${lang}`).not.toBe("");
        const filled = fillPlaceholders(seed.texts[lang].body, {
          name: "Dilnoza",
          company: "Lojuvard",
          owner: "Aziz",
          position: "Java developer",
          sender_company: "Orient Logistics",
        });
        expect(filled, `${seed.id} ${lang}`).not.toMatch(/[{}]/);
      }
    }
    expect(new Set(replyTemplateSeeds.map((seed) => seed.id)).size).toBe(replyTemplateSeeds.length);
  });
});

describe("files a message may carry", () => {
  const kindOf = (bytes: Uint8Array, kinds = REPLY_FILE_KINDS) =>
    sniffKind(bytes.subarray(0, 16), kinds, () => zipEntryNames(bytes, bytes.length))?.extension;

  it("tells Office files apart by the part their ZIP directory names, and refuses other archives", () => {
    expect(kindOf(wordDocument())).toBe("docx");
    expect(kindOf(excelWorkbook())).toBe("xlsx");
    expect(kindOf(zipArchive([{ name: "ppt/presentation.xml", data: "<p/>" }]))).toBe("pptx");
    expect(kindOf(zipArchive([{ name: "notes.txt", data: "xl/workbook.xml" }]))).toBeUndefined();
    // A sender's spreadsheet is kept from their reply too.
    expect(kindOf(excelWorkbook(), MAIL_ATTACHMENT_KINDS)).toBe("xlsx");
  });

  it("a message never carries a Word 97 file, whose first bytes an Excel 97 file shares", () => {
    const ole = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect(kindOf(ole)).toBeUndefined();
    expect(kindOf(ole, MAIL_ATTACHMENT_KINDS)).toBe("doc");
  });
});
