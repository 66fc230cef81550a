import { describe, expect, it } from "vitest";
import { typesetHtml, typesetText } from "../../server/content/typography.ts";
import { formatDate } from "../../app/i18n/format.ts";
import ru from "../../app/i18n/catalogues/ru.ts";
import { pageMessageFormat } from "../../app/i18n/catalogues/index.server.ts";

const NBSP = "\u00a0";

describe("the typography step", () => {
  it("binds Russian short prepositions, number groups, units and dashes", () => {
    const text = typesetText("Платформа в 300 000 пользователей и 10 трлн сумов - за один год", "ru");
    expect(text).toContain(`в${NBSP}300`);
    expect(text).toContain(`300${NBSP}000${NBSP}пользователей`);
    expect(text).toContain(`10${NBSP}трлн`);
    expect(text).toMatch(/сумов\u00a0—/);
    expect(typesetText("Закон от 2 июля 2019 года № ЗРУ-547", "ru")).toContain(`№${NBSP}ЗРУ-\u2060547`);
    expect(typesetText("the Law No. ZRU-547 of 2 July 2019", "en")).toContain("ZRU-\u2060547");
  });

  it("keeps the space a fragment ends with before its link (the cookie notice), in every language", () => {
    expect(typesetText("Read more in our ", "en")).toBe("Read more in our ");
    expect(typesetText("Batafsil maʼlumot — ", "uz")).toMatch(/ $/);
    expect(typesetText(" and more", "en")).toBe(" and more");
    // A short word last keeps with the link after it.
    expect(typesetText("Подробнее — в нашей политике по ", "ru")).toMatch(/по\u00a0$/);
  });

  it("binds a figure with a plus to its word, and a Russian date, reading time and claim (issue 29.7)", () => {
    expect(typesetText("Уже 20+ лет и 100+ проектов", "ru")).toBe(`Уже 20+${NBSP}лет и${NBSP}100+${NBSP}проектов`);
    expect(typesetText("20+ yillik tajriba", "uz")).toContain(`20+${NBSP}yillik`);
    expect(formatDate("2026-11-12", "ru")).toBe(`12${NBSP}ноября${NBSP}2026${NBSP}г.`);
    expect(pageMessageFormat("ru")(ru.blog.minutesRead, { n: 5 })).toBe(`5${NBSP}мин чтения`);
  });

  it("uses the language's quotes", () => {
    expect(typesetText('Проект "Махалля" запущен', "ru")).toContain("«Махалля»");
    expect(typesetText('The "strangler" pattern', "en")).toContain("“strangler”");
  });

  it("keeps English short words breakable, so a narrow column keeps an even edge", () => {
    const text = typesetText("Replacing it is the most feared project in banking, and for good reasons here.", "en");
    expect(text).not.toContain(NBSP);
    // Numbers still keep their word.
    expect(typesetText("It carries 10 trillion soms a year", "en")).toContain(`10${NBSP}trillion`);
  });

  it("leaves tags, attributes and code alone in a post's HTML", () => {
    const html = typesetHtml('<p>Код в <code>a = "b"</code> и <a href="/x y">ссылка</a></p>', "ru");
    expect(html).toContain('<code>a = "b"</code>');
    expect(html).toContain('href="/x y"');
    expect(html).toContain(`в${NBSP}<code>`);
  });
});
