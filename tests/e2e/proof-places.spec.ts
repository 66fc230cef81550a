import { expect, test } from "@playwright/test";
import { ADMIN_PASSWORD } from "../../playwright.config.ts";
import { localizePath, type Language } from "../../shared/i18n/languages.ts";
import { fillEditor, signInToInbox } from "./helpers.ts";

/**
 * Proof that shows when it exists (issue 37.3, decision 094): each place has content from
 * the start, and a stated rule for when it is empty.
 */
test.describe.configure({ mode: "serial" });

const NUMBER = "TQC-QMS-2024-0417";
const CERTIFICATE: Record<Language, { title: string; facts: string[] }> = {
  en: {
    title: "Quality management certificate",
    facts: ["Turon Quality Certification", "Design, development, testing", "18 March 2024", "17 March 2027"],
  },
  ru: {
    title: "Сертификат системы менеджмента качества",
    facts: ["Turon Quality Certification", "Проектирование, разработка", "18\u00a0марта\u00a02024\u00a0г."],
  },
  uz: {
    title: "Sifat menejmenti tizimi sertifikati",
    facts: ["Turon Quality Certification", "loyihalash, ishlab chiqish", "2024-yil 18-mart", "2027-yil 17-mart"],
  },
};

for (const [lang, { title, facts }] of Object.entries(CERTIFICATE)) {
  test(`the about page shows the certificate with its number, registrar, scope and validity in ${lang}`, async ({
    page,
  }) => {
    await page.goto(localizePath("/company/aboutus", lang as Language));
    const certificate = page.locator(".certificate");
    await expect(certificate.getByRole("heading", { name: title })).toBeVisible();
    await expect(certificate.locator(".certificate__number")).toHaveText(NUMBER);
    for (const fact of facts) await expect(certificate).toContainText(fact);
    await expect(certificate.locator("time").first()).toHaveAttribute("datetime", "2024-03-18");
    await expect(certificate.locator("time").last()).toHaveAttribute("datetime", "2027-03-17");
  });
}

test("without a number, or past its validity, the about page shows no certificate", async ({ page, browser }) => {
  const admin = await browser.newPage();
  await signInToInbox(admin, { password: ADMIN_PASSWORD, next: "/admin/company" });
  const save = async (fields: Record<string, string>) => {
    await fillEditor(admin, fields);
    await admin.getByRole("button", { name: "Save", exact: true }).click();
    await expect(admin.getByRole("status")).toHaveText("Saved.");
  };
  try {
    await save({ "certificate.number": "" });
    await page.goto("/company/aboutus");
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(page.locator(".certificate")).toHaveCount(0);

    await save({ "certificate.number": NUMBER, "certificate.validUntil": "2025-03-17" });
    await page.goto("/company/aboutus");
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(page.locator(".certificate")).toHaveCount(0);
  } finally {
    await save({ "certificate.number": NUMBER, "certificate.validUntil": "2027-03-17" });
  }
  await page.goto("/company/aboutus");
  await expect(page.locator(".certificate__number")).toHaveText(NUMBER);
});

const SPEAKERS: Record<Language, [name: string, initials: string, role: string][]> = {
  en: [
    ["Bakhtiyor Aliev", "BA", "Deputy chairman of the board, a state bank"],
    ["Gulnora Tursunova", "GT", "Director, a private preschool"],
    ["Rustam Nazarov", "RN", "Head of a regional mahalla support department"],
  ],
  ru: [
    ["Бахтиёр Алиев", "БА", "Заместитель председателя правления государственного банка"],
    ["Гульнора Турсунова", "ГТ", "Директор частного детского сада"],
    ["Рустам Назаров", "РН", "Руководитель областного отдела поддержки махаллей"],
  ],
  uz: [
    ["Baxtiyor Aliyev", "BA", "Davlat banki boshqaruv raisining oʻrinbosari"],
    ["Gulnora Tursunova", "GT", "Xususiy bogʻcha direktori"],
    ["Rustam Nazarov", "RN", "Viloyat mahallalarni qoʻllab-quvvatlash boʻlimi boshligʻi"],
  ],
};

for (const [lang, speakers] of Object.entries(SPEAKERS)) {
  test(`clients' words name their people, initials drawn where there is no photo, in ${lang}`, async ({ page }) => {
    await page.goto(localizePath("/", lang as Language));
    for (const [name, initials, role] of speakers) {
      const quote = page.locator("ul.testimonials figure", { hasText: name });
      await expect(quote.locator(".testimonial__name")).toHaveText(name);
      await expect(quote.locator(".testimonial__organisation")).toHaveText(role);
      await expect(quote.locator(".testimonial__initials")).toHaveText(initials);
    }
    // The case study's own words say who said them too.
    await page.goto(localizePath("/casestudies/kindergarten", lang as Language));
    const [, [name, initials]] = speakers as [unknown, [string, string, string]];
    await expect(page.locator("figure.case-quote .testimonial__name")).toHaveText(name);
    await expect(page.locator("figure.case-quote .testimonial__initials")).toHaveText(initials);
  });
}
