import { describe, expect, it } from "vitest";
import { dueBy, followUpState, isDay, isTime } from "../../shared/follow-up.ts";
import { tashkentClock, tashkentInstant } from "../../shared/tashkent-time.ts";

/** Issue 38.3: where a follow-up stands, on Tashkent's clock, as the inbox and the digest judge it. */
describe("a follow-up", () => {
  const now = { day: "2026-12-02", time: "10:00" };

  it("without a time is due all its day and overdue from the next", () => {
    expect(followUpState({ on: "2026-12-02", time: null }, now)).toBe("today");
    expect(followUpState({ on: "2026-12-02", time: null }, { day: "2026-12-02", time: "23:59" })).toBe("today");
    expect(followUpState({ on: "2026-12-01", time: null }, now)).toBe("overdue");
    expect(followUpState({ on: "2026-12-03", time: null }, now)).toBe("later");
  });

  it("with a time is overdue once its minute has passed", () => {
    expect(followUpState({ on: "2026-12-02", time: "10:00" }, now)).toBe("today");
    expect(followUpState({ on: "2026-12-02", time: "09:59" }, now)).toBe("overdue");
    expect(followUpState({ on: "2026-12-03", time: "00:00" }, now)).toBe("later");
  });

  it("is in a day's digest when due that day or before, whatever its time", () => {
    expect(dueBy({ on: "2026-12-02", time: "18:00" }, "2026-12-02")).toBe(true);
    expect(dueBy({ on: "2026-11-20", time: null }, "2026-12-02")).toBe(true);
    expect(dueBy({ on: "2026-12-03", time: null }, "2026-12-02")).toBe(false);
  });

  it("takes only real days and minutes", () => {
    expect(isDay("2026-12-02")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("2026-12-2")).toBe(false);
    expect(isTime("00:00")).toBe(true);
    expect(isTime("23:59")).toBe(true);
    expect(isTime("24:00")).toBe(false);
    expect(isTime("9:30")).toBe(false);
  });
});

describe("Tashkent's clock", () => {
  it("is five hours ahead of UTC all year, past midnight while UTC is still on the day before", () => {
    expect(tashkentClock(new Date("2026-12-01T19:30:00.000Z"))).toEqual({ day: "2026-12-02", time: "00:30" });
    expect(tashkentClock(new Date("2026-07-01T03:00:00.000Z"))).toEqual({ day: "2026-07-01", time: "08:00" });
    expect(tashkentInstant("2026-12-02", "08:00").toISOString()).toBe("2026-12-02T03:00:00.000Z");
  });
});
