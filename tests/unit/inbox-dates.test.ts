import { afterEach, describe, expect, it, vi } from "vitest";
import { formatWhen } from "../../app/admin/fields.ts";

/**
 * Issue 25, point 9: the inbox's dates read the same from the server and in any browser,
 * whatever date data the browser carries (Chromium has none for Uzbek).
 */
/** The text as a reader sees it: no-break spaces as spaces, word joiners gone. */
const visible = (text: string) => text.replace(/\u00a0/g, " ").replaceAll("\u2060", "");

describe("the inbox's dates", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("are written in Tashkent time, in each language's own way", () => {
    const moment = "2026-11-26T05:11:00.000Z";
    expect(formatWhen(moment, "en")).toBe("26 Nov 2026, 10:11");
    expect(formatWhen(moment, "ru")).toBe("26\u00a0нояб.\u00a02026\u00a0г., 10:11");
    // Issue 39.16: Uzbek writes the year first and the month whole, never "26-noy, 2026"; the
    // date does not break in a narrow cell (a word joiner after each hyphen, a no-break space).
    expect(formatWhen(moment, "uz")).toBe("2026-\u2060yil\u00a026-\u2060noyabr, 10:11");
    // Past midnight in Tashkent while still the day before in UTC.
    expect(visible(formatWhen("2026-12-31T19:30:00.000Z", "uz"))).toBe("2027-yil 1-yanvar, 00:30");
    expect(formatWhen(null, "en")).toBe("");
    expect(formatWhen("not a date", "en")).toBe("");
  });

  it("do not depend on the date data of the runtime", () => {
    const moment = "2026-05-03T23:59:00.000Z";
    const expected = ["en", "ru", "uz"].map((lang) => formatWhen(moment, lang));
    // A runtime without date data for any language, as a browser without Uzbek is for Uzbek.
    const Bare = class extends Intl.DateTimeFormat {
      constructor(_locale?: string | string[], options?: Intl.DateTimeFormatOptions) {
        super("und", options);
      }
    };
    vi.stubGlobal("Intl", { ...Intl, DateTimeFormat: Bare });
    expect(["en", "ru", "uz"].map((lang) => formatWhen(moment, lang))).toEqual(expected);
    expect(expected.map(visible)).toEqual(["4 May 2026, 04:59", "4 мая 2026 г., 04:59", "2026-yil 4-may, 04:59"]);
  });
});
