import { describe, expect, it } from "vitest";
import { formatDate, formatMonth } from "../../app/i18n/format.ts";

/** Issue 29, point 6: every date of the site in its language's convention, from one formatter. */
describe("the site's dates", () => {
  it("write a day as each language does", () => {
    expect(formatDate("2026-11-12", "en")).toBe("12 November 2026");
    expect(formatDate("2026-11-12", "ru")).toBe("12 ноября 2026 г.");
    expect(formatDate("2026-11-12", "uz")).toBe("2026-yil 12-noyabr");
    expect(formatDate("2023-10-17", "ru")).toBe("17 октября 2023 г.");
    expect(formatDate("2027-03-01", "uz")).toBe("2027-yil 1-mart");
    expect(formatDate("2026-05-03", "ru")).toBe("3 мая 2026 г.");
  });

  it("write a month of a year the same way, Russian's month in the nominative", () => {
    expect(formatMonth("2026-11-20", "en")).toBe("November 2026");
    expect(formatMonth("2026-11-20", "ru")).toBe("ноябрь 2026 г.");
    expect(formatMonth("2026-11-20", "uz")).toBe("2026-yil noyabr");
  });

  it("read the calendar day as written, whatever the time zone of the machine", () => {
    expect(formatDate("2026-12-31", "en")).toBe("31 December 2026");
    expect(formatDate("2026-01-01", "uz")).toBe("2026-yil 1-yanvar");
  });
});
