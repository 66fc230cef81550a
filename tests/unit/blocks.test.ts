import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  PointGrid,
  SectionHeader,
  splitFigure,
  stepColumns,
  Steps,
  stepColumnsMid,
} from "../../app/components/page/blocks.tsx";
import { keyFigure } from "../../content/model/parts.ts";
import { group, words } from "../../shared/content-model/fields.ts";
import { validate } from "../../shared/content-model/validation.ts";
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

describe("lists that a phone turns into a sideways row", () => {
  const points = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ title: `Point ${index + 1}`, text: "What it means." }));
  const isRow = (markup: string) =>
    [...markup.matchAll(/class="([^"]*)"/g)].some((match) => match[1]!.split(" ").includes("rail"));

  it("are a row with its cue from two items on", () => {
    const grid = renderToStaticMarkup(createElement(PointGrid, { items: points(2), rail: true }));
    expect(isRow(grid)).toBe(true);
    expect(grid).toContain("1 / 2");
    expect(isRow(renderToStaticMarkup(createElement(Steps, { items: points(3) })))).toBe(true);
  });

  it("stay where they are with one item: a row of one card is only a narrower stack", () => {
    for (const markup of [
      renderToStaticMarkup(createElement(PointGrid, { items: points(1), rail: true })),
      renderToStaticMarkup(createElement(Steps, { items: points(1) })),
    ]) {
      expect(isRow(markup)).toBe(false);
      expect(markup).not.toContain("rail-cue");
    }
  });
});

describe("headings sized by their longest word", () => {
  it("count the longest run a line cannot break: words, and words the typography glued", () => {
    expect(wordFit("Политика конфиденциальности")).toEqual({ "--longest-word": 18 });
    expect(wordFit("Как\u00a010\u00a0разработчиков за\u00a0месяц")).toEqual({ "--longest-word": 20 });
    expect(wordFit("Cross-platform apps / web")).toEqual({ "--longest-word": 8 });
  });
});

describe("a section's key figure", () => {
  const figure = (value: string, label: string) => ({
    value: { en: value, ru: value, uz: value },
    label: { en: label, ru: label, uz: label },
  });
  const markup = (value: string, label: string) =>
    renderToStaticMarkup(createElement(SectionHeader, { title: "What we do", figure: { value, label } }));

  it("stands right after the heading, its number set apart from what it counts", () => {
    expect(markup("70%", "of our clients come back")).toBe(
      '<div class="section__header section__header--figure"><div><h2 style="--longest-word:4">What we do</h2>' +
        '<p class="key-figure"><strong class="key-figure__value"><span class="key-figure__number">70%</span></strong> ' +
        '<span class="key-figure__label">of our clients come back</span></p></div></div>',
    );
  });

  it("sets the number apart from a unit after it, in each language's way of writing numbers", () => {
    expect(splitFigure("5 часовых поясов")).toEqual({ number: "5", unit: "часовых поясов" });
    expect(splitFigure("1,2\u00a0млн")).toEqual({ number: "1,2", unit: "млн" });
    expect(splitFigure("99,95\u00a0%")).toEqual({ number: "99,95\u00a0%", unit: "" });
    expect(splitFigure("300\u00a0000")).toEqual({ number: "300\u00a0000", unit: "" });
    expect(splitFigure("6 ta shahar")).toEqual({ number: "6", unit: "ta shahar" });
    expect(splitFigure("20+")).toEqual({ number: "20+", unit: "" });
    expect(splitFigure("ISO 9001")).toEqual({ number: "ISO 9001", unit: "" });
    expect(markup("5 time zones", "one team")).toContain(
      '<span class="key-figure__number">5</span><span class="key-figure__unit">\u00a0time zones</span>',
    );
  });

  it("is left out while either half is empty in the page's language", () => {
    for (const [value, label] of [
      ["", ""],
      ["70%", " "],
      ["", "of our clients come back"],
    ])
      expect(markup(value!, label!)).toBe(
        '<div class="section__header"><div><h2 style="--longest-word:4">What we do</h2></div></div>',
      );
  });

  it("asks staff for the missing half when publishing, in the language it is missing in", () => {
    const fields = {
      services: group({
        label: words("What we do", "Что мы делаем", "Nima qilamiz"),
        fields: { keyFigure: keyFigure() },
      }),
    };
    const issues = (keyFigure: ReturnType<typeof figure>, complete = true) =>
      validate(fields, { services: { keyFigure } }, complete);
    expect(issues(figure("", ""))).toEqual([]);
    expect(issues(figure("70%", "of our clients"))).toEqual([]);
    const half = { value: { en: "70%", ru: "70 %", uz: "" }, label: { en: "of our clients", ru: "", uz: "mijozlar" } };
    expect(issues(half)).toEqual([
      { field: "services.keyFigure.label", lang: "ru", problem: "required" },
      { field: "services.keyFigure.value", lang: "uz", problem: "required" },
    ]);
    // A draft may hold half a figure while it is being written.
    expect(issues(half, false)).toEqual([]);
  });
});
