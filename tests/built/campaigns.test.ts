import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveEntry } from "../../server/content/entries.ts";
import { campaigns } from "../../content/model/index.ts";
import type { DocOfKind } from "../../shared/content-model/kind.ts";
import { EDITOR, ENGINES, startTestServer, type TestServer } from "../api/server.ts";

/** A campaign of the fictional company, as an editor would write it in three languages. */
function bankingOffer(): DocOfKind<typeof campaigns> {
  return {
    meta: {
      title: {
        en: "Core banking modernization",
        ru: "Модернизация АБС банка",
        uz: "Bank ABT tizimini modernizatsiya qilish",
      },
      description: {
        en: "A fixed-price assessment of your core banking system in four weeks.",
        ru: "Оценка вашей АБС за четыре недели по фиксированной цене.",
        uz: "Bankingizning ABT tizimini toʻrt haftada qatʼiy narxda baholaymiz.",
      },
      image: "",
    },
    title: {
      en: "Modernize your core banking without stopping the bank",
      ru: "Модернизируйте АБС, не останавливая банк",
      uz: "ABT tizimini bankni toʻxtatmasdan modernizatsiya qiling",
    },
    lead: {
      en: "We move one product at a time to a new platform while the old one keeps serving clients.",
      ru: "Мы переносим продукты на новую платформу по одному, пока старая продолжает обслуживать клиентов.",
      uz: "Mahsulotlarni yangi platformaga birma-bir koʻchiramiz, eskisi esa mijozlarga xizmat qilishda davom etadi.",
    },
    offer: {
      title: { en: "What you get", ru: "Что вы получите", uz: "Nimaga ega boʻlasiz" },
      items: [
        {
          title: { en: "An assessment", ru: "Оценку", uz: "Baholash" },
          text: {
            en: "Every module of your system, its risks and the order to replace them in.",
            ru: "Каждый модуль системы, его риски и порядок замены.",
            uz: "Tizimning har bir moduli, uning xatarlari va almashtirish tartibi.",
          },
        },
      ],
    },
    proof: {
      title: { en: "Why banks choose us", ru: "Почему банки выбирают нас", uz: "Nega banklar bizni tanlaydi" },
      figures: [{ value: { en: "20+", ru: "20+", uz: "20+" }, label: { en: "years", ru: "лет", uz: "yil" } }],
      cases: ["familycredit"],
      testimonials: ["words-familycredit"],
    },
    cta: {
      title: { en: "Ask for the assessment", ru: "Закажите оценку", uz: "Baholashga buyurtma bering" },
      text: {
        en: "Tell us about your system: we answer within a working day.",
        ru: "Расскажите о своей системе: ответим в течение рабочего дня.",
        uz: "Tizimingiz haqida yozing: bir ish kuni ichida javob beramiz.",
      },
      button: { en: "Request a quote", ru: "Запросить расчёт", uz: "Narxni soʻrash" },
    },
  };
}

describe.each(ENGINES)("campaign pages on %s", (engine) => {
  let server: TestServer;
  const sitemap = async () => (await server.app.inject({ method: "GET", url: "/sitemap.xml" })).body;

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { pages: true });
  });
  afterAll(async () => server.close());

  it("a published campaign answers at its address in three languages and is in the sitemap with its alternates", async () => {
    const draft = await saveEntry(server.database, campaigns, EDITOR, {
      originalId: null,
      id: "banking-modernization",
      doc: bankingOffer(),
      action: "save",
    });
    expect(draft).toEqual({ ok: true, id: "banking-modernization" });
    // A draft is nowhere yet.
    expect(await sitemap()).not.toContain("/banking-modernization<");
    expect((await server.app.inject({ method: "GET", url: "/banking-modernization" })).statusCode).toBe(404);

    const published = await saveEntry(server.database, campaigns, EDITOR, {
      originalId: "banking-modernization",
      id: "banking-modernization",
      doc: bankingOffer(),
      action: "publish",
    });
    expect(published.ok).toBe(true);
    for (const [prefix, title] of [
      ["", "Modernize your core banking without stopping the bank"],
      ["/ru", "Модернизируйте АБС, не останавливая банк"],
      ["/uz", "ABT tizimini bankni toʻxtatmasdan modernizatsiya qiling"],
    ] as const) {
      const page = await server.app.inject({ method: "GET", url: `${prefix}/banking-modernization` });
      expect(page.statusCode).toBe(200);
      // Texts are typeset: short words are bound to the next by no-break spaces.
      expect(page.body.replace(/[\u00a0\u202f]/g, " ")).toContain(title);
    }
    const xml = await sitemap();
    for (const prefix of ["", "/ru", "/uz"])
      expect(xml).toMatch(new RegExp(`<loc>[^<]*${prefix}/banking-modernization</loc>`));
    for (const lang of ["en", "ru", "uz", "x-default"])
      expect(xml).toMatch(new RegExp(`hreflang="${lang}" href="[^"]*/banking-modernization"`));
  });

  it("an address no campaign holds is not found, and the site's own pages keep theirs", async () => {
    expect((await server.app.inject({ method: "GET", url: "/no-such-offer" })).statusCode).toBe(404);
    expect((await server.app.inject({ method: "GET", url: "/services" })).statusCode).toBe(200);
  });
});
