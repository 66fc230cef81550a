import { describe, expect, it } from "vitest";
import { formatDate, formatMonth } from "../../app/i18n/format.ts";

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
});
