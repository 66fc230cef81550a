import { describe, expect, it } from "vitest";
import { formatDate, formatMoment, formatMonth } from "../../app/i18n/format.ts";
import { formatFileSize } from "../../shared/i18n/file-size.ts";

/** Issue 29, point 6: every date of the site in its language's convention, from one formatter. */
describe("the site's dates", () => {
  it("write a day as each language does", () => {
    expect(formatDate("2026-11-12", "en")).toBe("12 November 2026");
    expect(formatDate("2026-11-12", "ru")).toBe("12\u00a0ноября\u00a02026\u00a0г.");
    expect(formatDate("2026-11-12", "uz")).toBe("2026-yil 12-noyabr");
    expect(formatDate("2023-10-17", "ru")).toBe("17\u00a0октября\u00a02023\u00a0г.");
    expect(formatDate("2027-03-01", "uz")).toBe("2027-yil 1-mart");
    expect(formatDate("2026-05-03", "ru")).toBe("3\u00a0мая\u00a02026\u00a0г.");
  });

  it("write a month of a year the same way, Russian's month in the nominative", () => {
    expect(formatMonth("2026-11-20", "en")).toBe("November 2026");
    expect(formatMonth("2026-11-20", "ru")).toBe("ноябрь\u00a02026\u00a0г.");
    expect(formatMonth("2026-11-20", "uz")).toBe("2026-yil noyabr");
  });

  it("read the calendar day as written, whatever the time zone of the machine", () => {
    expect(formatDate("2026-12-31", "en")).toBe("31 December 2026");
    expect(formatDate("2026-01-01", "uz")).toBe("2026-yil 1-yanvar");
  });

  it("write a moment in Tashkent time as a person does, in the site, the inbox and the e-mails (issue 39.16)", () => {
    // An invitation that expires at 17:58 in Tashkent: 12:58 UTC.
    const expiry = "2026-12-05T12:58:00.000Z";
    expect(formatMoment(expiry, "en")).toBe("5 December 2026, 17:58");
    expect(formatMoment(expiry, "ru")).toBe("5\u00a0декабря\u00a02026\u00a0г., 17:58");
    expect(formatMoment(expiry, "uz")).toBe("2026-yil 5-dekabr, 17:58");
    expect(formatMoment(expiry, "en", "short")).toBe("5 Dec 2026, 17:58");
    // Tashkent is already in the new year.
    expect(formatMoment("2026-12-31T20:05:00.000Z", "en")).toBe("1 January 2027, 01:05");
    expect(formatMoment(new Date("2026-06-01T00:00:00.000Z"), "uz")).toBe("2026-yil 1-iyun, 05:00");
    for (const nothing of [null, undefined, "", "not a date", 42]) expect(formatMoment(nothing, "en")).toBe("");
  });
});

describe("file sizes", () => {
  it("are written as people write them: bytes in words, never “45B” (issue 39.16)", () => {
    expect(formatFileSize(45, "en")).toBe("45 bytes");
    expect(formatFileSize(1, "en")).toBe("1 byte");
    expect(formatFileSize(45, "ru")).toBe("45 байт");
    expect(formatFileSize(45, "uz")).toBe("45 bayt");
    expect(formatFileSize(1.4 * 1024 * 1024, "uz")).toBe("1,4 MB");
    expect(formatFileSize(248 * 1024, "en")).toBe("248 kB");
    expect(formatFileSize(1.4 * 1024 * 1024, "ru")).toBe("1,4 МБ");
    // Uzbek is written out, the same in any browser: Intl's data where a runtime has it.
    for (const bytes of [45, 1023, 2048, 14.5 * 1024, 1.4 * 1024 * 1024, 250 * 1024 * 1024]) {
      const intl = new Intl.NumberFormat("uz-Latn-UZ", {
        style: "unit",
        unit: bytes >= 1024 * 1024 ? "megabyte" : bytes >= 1024 ? "kilobyte" : "byte",
        unitDisplay: bytes >= 1024 ? "short" : "long",
        maximumFractionDigits: bytes >= 10 * 1024 * 1024 || (bytes >= 10 * 1024 && bytes < 1024 * 1024) ? 0 : 1,
      }).format(bytes >= 1024 * 1024 ? bytes / 1024 / 1024 : bytes >= 1024 ? bytes / 1024 : bytes);
      expect(formatFileSize(bytes, "uz"), String(bytes)).toBe(intl);
    }
  });
});
