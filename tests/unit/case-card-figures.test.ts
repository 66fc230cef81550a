import { describe, expect, it } from "vitest";
import { chooseFigures } from "../../app/content/proof.server.ts";

const figure = (value: string) => ({ value, label: `counted by ${value}` });

describe("case cards' figures (issue 29: a figure is said once per page)", () => {
  it("gives each card its first figure the page does not already say", () => {
    const loans = [figure("10 trillion"), figure("15"), figure("2 months")];
    const preschool = [figure("15"), figure("100+")];
    expect(chooseFigures([loans, preschool], ["10 trillion", "ISO 9001"])).toEqual([figure("15"), figure("100+")]);
  });

  it("compares values as a reader would, and leaves a card without a figure rather than repeat one", () => {
    expect(chooseFigures([[figure("20+")], [figure(" 20+ ")]], [])).toEqual([figure("20+"), undefined]);
    expect(chooseFigures([[figure("ISO 9001")]], ["iso  9001"])).toEqual([undefined]);
  });
});
