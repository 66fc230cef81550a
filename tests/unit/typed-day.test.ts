import { describe, expect, it } from "vitest";
import { DAY_PATTERN, readTypedDay, readTypedMoment, writeTypedDay, writeTypedMoment } from "../../shared/typed-day.ts";

/** Issue 37.6: a day typed in the inbox the way the staff member's language writes it. */
describe("a typed day", () => {
  it("is read day first, whatever the separator, or as ISO", () => {
    expect(readTypedDay("24.11.2026")).toBe("2026-11-24");
    expect(readTypedDay("4.3.2026")).toBe("2026-03-04");
    expect(readTypedDay("24/11/2026")).toBe("2026-11-24");
    expect(readTypedDay(" 24-11-2026 ")).toBe("2026-11-24");
    expect(readTypedDay("2026-11-24")).toBe("2026-11-24");
  });

  it("is nothing when blank, and no day when it names none (never silently dropped)", () => {
    expect(readTypedDay("")).toBe("");
    expect(readTypedDay(null)).toBe("");
    expect(readTypedDay("31.02.2026")).toBeNull();
    expect(readTypedDay("11/24/2026")).toBeNull();
    expect(readTypedDay("24.11.26")).toBeNull();
    expect(readTypedDay("завтра")).toBeNull();
  });

  it("is written back in each language's way, with the pattern the field shows", () => {
    expect(writeTypedDay("2026-03-04", "ru")).toBe("04.03.2026");
    expect(writeTypedDay("2026-03-04", "uz")).toBe("04.03.2026");
    expect(writeTypedDay("2026-03-04", "en")).toBe("04/03/2026");
    expect(writeTypedDay("not a day", "ru")).toBe("");
    expect(DAY_PATTERN.ru).toBe("ДД.ММ.ГГГГ");
  });
});

describe("a typed day and time", () => {
  it("is read as Tashkent local time, typed the language's way or as ISO", () => {
    expect(readTypedMoment("01.12.2026 15:00")).toBe("2026-12-01T15:00");
    expect(readTypedMoment("1.12.2026, 9:05")).toBe("2026-12-01T09:05");
    expect(readTypedMoment("2026-12-01T15:00")).toBe("2026-12-01T15:00");
    expect(readTypedMoment("01.12.2026")).toBeNull();
    expect(readTypedMoment("01.12.2026 25:00")).toBeNull();
    expect(readTypedMoment("31.11.2026 10:00")).toBeNull();
  });

  it("is written back in each language's way", () => {
    expect(writeTypedMoment("2026-12-01T15:00", "ru")).toBe("01.12.2026 15:00");
    expect(writeTypedMoment("2026-12-01T15:00", "en")).toBe("01/12/2026 15:00");
    expect(writeTypedMoment("", "uz")).toBe("");
  });
});
