import { expect, test } from "@playwright/test";
import { ADMIN_PASSWORD } from "../../playwright.config.ts";
import { LANGUAGES, localizePath, type Language } from "../../shared/i18n/languages.ts";
import {
  acceptInvitation,
  fillEditor,
  hydrated,
  invite,
  PNG_FILE,
  plainText,
  signInToInbox,
  takeTimeOverForm,
} from "./helpers.ts";

/**
 * Issue 38.9: an editor whose inbox speaks Russian writes a campaign page in three
 * languages at an address of their choosing, publishes it, and visitors find it in every
 * language and in the sitemap, and ask for a quote from it.
 */
const EDITOR = { name: "Nodira Azimova", email: "nodira.campaigns@lojuvard.uz", password: "writes-the-offers-2026" };
const ID = "core-banking-offer";

type Words = Record<Language, string>;
const w = (en: string, ru: string, uz: string): Words => ({ en, ru, uz });
const inLanguages = (name: string, words: Words) =>
  Object.fromEntries(LANGUAGES.map((lang) => [`${name}.${lang}`, words[lang]]));

const TITLE = w(
  "Core banking modernization without a pause",
  "Модернизация АБС без остановки банка",
  "Bankni toʻxtatmasdan ABT modernizatsiyasi",
);
const BUTTON = w("Request a quote", "Запросить расчёт", "Narxni soʻrash");

test("an editor in Russian publishes a campaign page: three languages, the sitemap and its quote form", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInToInbox(page, { password: ADMIN_PASSWORD, next: "/admin/accounts" });
  const link = await invite(
    page,
    EDITOR,
    "Editor Posts, the pages' words, case studies, clients, people, subscribers and the newsletter",
  );
  const editor = await acceptInvitation(browser, link, EDITOR.password, "ru");

  // An address a page of the site already answers is refused, in the editor's language.
  await editor.goto("/admin/pages/campaigns/new");
  await editor.getByRole("button", { name: "Добавить: Пункт" }).click();
  await editor.getByRole("button", { name: "Добавить: Цифра" }).click();
  await editor.getByRole("button", { name: "Добавить: Кейс" }).click();
  await fillEditor(editor, {
    id: "services",
    ...inLanguages("meta.title", w("Core banking modernization", "Модернизация АБС", "ABT modernizatsiyasi")),
    ...inLanguages(
      "meta.description",
      w(
        "An assessment of your core banking system in four weeks.",
        "Оценка вашей АБС за четыре недели.",
        "ABT tizimingizni toʻrt haftada baholaymiz.",
      ),
    ),
    ...inLanguages("title", TITLE),
    ...inLanguages(
      "lead",
      w(
        "We move one product at a time while the old system keeps serving clients.",
        "Мы переносим продукты по одному, пока старая система обслуживает клиентов.",
        "Mahsulotlarni birma-bir koʻchiramiz, eski tizim esa mijozlarga xizmat qiladi.",
      ),
    ),
    ...inLanguages("offer.title", w("What you get", "Что вы получите", "Nimaga ega boʻlasiz")),
    ...inLanguages("offer.items.0.title", w("An assessment", "Оценку", "Baholash")),
    ...inLanguages(
      "offer.items.0.text",
      w("Every module and its risks.", "Каждый модуль и его риски.", "Har bir modul va uning xatarlari."),
    ),
    ...inLanguages("proof.title", w("Why banks choose us", "Почему банки выбирают нас", "Nega banklar bizni tanlaydi")),
    ...inLanguages("proof.figures.0.value", w("20+", "20+", "20+")),
    ...inLanguages("proof.figures.0.label", w("years", "лет", "yil")),
    "proof.cases.0": "familycredit",
    ...inLanguages("cta.title", w("Ask for the assessment", "Закажите оценку", "Baholashga buyurtma bering")),
    ...inLanguages(
      "cta.text",
      w("We answer within a working day.", "Ответим в течение рабочего дня.", "Bir ish kuni ichida javob beramiz."),
    ),
    ...inLanguages("cta.button", BUTTON),
  });
  await editor.getByRole("button", { name: "Опубликовать сейчас" }).click();
  await expect(editor.getByText("по этому адресу уже открывается страница сайта", { exact: true })).toBeVisible();

  // Saved as a draft, it is previewed as visitors will see it, and is not on the site yet.
  await fillEditor(editor, { id: ID });
  await editor.getByRole("button", { name: "Сохранить черновик" }).click();
  await expect(editor.getByText("Сохранено.", { exact: true })).toBeVisible();
  await editor.goto(`/admin/pages/campaigns/${ID}/preview?lang=uz`);
  await expect(editor.frameLocator(".admin-preview__page").getByRole("heading", { level: 1 })).toHaveText(
    plainText(TITLE.uz),
  );
  expect((await page.request.get(`/${ID}`)).status()).toBe(404);

  await editor.goto(`/admin/pages/campaigns/${ID}`);
  await editor.getByRole("button", { name: "Опубликовать сейчас" }).click();
  await expect(editor.getByText("Опубликовано: материал на сайте.")).toBeVisible();

  for (const lang of LANGUAGES) {
    await page.goto(localizePath(`/${ID}`, lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(plainText(TITLE[lang]));
  }
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  for (const lang of LANGUAGES) expect(sitemap).toContain(`${localizePath(`/${ID}`, lang)}</loc>`);

  // The closing band's button opens the site's quote form, which sends as everywhere.
  await page.goto(localizePath(`/${ID}`, "ru"));
  await hydrated(page);
  await page.getByRole("main").getByRole("button", { name: BUTTON.ru }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Имя и фамилия").fill("Бахтиёр Каримов");
  await dialog.getByLabel("Компания").fill("Банк Развития");
  await dialog.getByLabel("Номер телефона").fill("+998901112233");
  await dialog.getByLabel("Электронная почта").fill("b.karimov@bank.example.uz");
  await dialog.getByLabel("Чем мы можем помочь?").fill("Хотим оценку нашей АБС.");
  await dialog.getByLabel("Вложение").setInputFiles(PNG_FILE);
  await expect(dialog.getByText("Загружен", { exact: true })).toBeVisible();
  await dialog.getByRole("checkbox").check();
  await takeTimeOverForm(page);
  await dialog.getByRole("button", { name: "Отправить заявку" }).click();
  await expect(page).toHaveURL(/thank-you$/);
  await editor.context().close();
});
