import { describe, expect, it } from "vitest";
import { stepColumns, stepColumnsMid } from "../../app/components/page/blocks.tsx";
import { wordFit } from "../../app/components/page/word-fit.ts";

describe("step rows", () => {
  it("never leave a single step alone on the last row, wide or on a laptop", () => {
    for (let count = 2; count <= 12; count += 1) {
      for (const columns of [stepColumns(count), stepColumnsMid(count)]) {
        expect(count % columns === 0 || count % columns > 1, `${count} steps in ${columns} columns`).toBe(true);
      }
    }
  });

  it("use at most four columns on a laptop", () => {
    expect([4, 5, 6, 7].map(stepColumnsMid)).toEqual([2, 3, 3, 4]);
  });
});

describe("headings sized by their longest word", () => {
  it("count the longest run a line cannot break: words, and words the typography glued", () => {
    expect(wordFit("Политика конфиденциальности")).toEqual({ "--longest-word": 18 });
    expect(wordFit("Как\u00a010\u00a0разработчиков за\u00a0месяц")).toEqual({ "--longest-word": 20 });
    expect(wordFit("Cross-platform apps / web")).toEqual({ "--longest-word": 8 });
  });
});
