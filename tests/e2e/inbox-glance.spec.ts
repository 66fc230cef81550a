import { expect, test, type Page } from "@playwright/test";
import { signInToInbox, withDatabase } from "./helpers.ts";

/**
 * Issue 37.6: an inbox that reads at a glance. The menu groups the areas by the work they
 * are and counts what is new to the member (and counts it down once they open an item); on
 * a phone the menu and a list's filters are one button each, so the list starts within
 * the first screen; the editor's language tabs stay uncovered; a day is typed the way the
 * member's language writes it, in any browser.
 */
const PASSWORD = "reads-the-inbox-at-a-glance-2026";
const ID = "inbox-glance";
const PHONE = { width: 375, height: 667 };

async function seed() {
  const { hashPassword } = await import("../../server/auth/passwords.ts");
  const passwordHash = await hashPassword(PASSWORD);
  await withDatabase(async ({ db }) => {
    const at = new Date().toISOString();
    for (const lang of ["ru", "uz"]) {
      await db
        .insertInto("accounts")
        .values({
          id: `${ID}-${lang}`,
          name: lang === "ru" ? "Нодира Саидова" : "Jasur Toʻxtayev",
          email: `${ID}.${lang}@lojuvard.uz`,
          emailKey: `${ID}.${lang}@lojuvard.uz`,
          role: "administrator",
          passwordHash,
          language: lang,
          createdAt: at,
          updatedAt: at,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
    await db
      .insertInto("uploads")
      .values({
        id: `${ID}-brief`,
        category: "attachments",
        storedName: `${ID}-brief`,
        originalName: "brif.pdf",
        mime: "application/pdf",
        size: 12_000,
        createdAt: at,
        usedAt: at,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    // Two new quote requests nobody owns, received on days of their own.
    for (const [suffix, createdAt, name] of [
      ["old", "2025-03-14T07:00:00.000Z", "Бахтиёр Юсупов"],
      ["new", "2025-03-20T07:00:00.000Z", "Мадина Хасанова"],
    ] as const) {
      await db
        .insertInto("contactRequests")
        .values({
          id: `${ID}-${suffix}`,
          fullName: name,
          companyName: "Samarqand Agro",
          email: `${ID}-${suffix}@example.uz`,
          phone: "+998901112233",
          message: "Нужен учёт поставок.",
          fileId: `${ID}-brief`,
          language: "ru",
          createdAt,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  });
}

test.beforeAll(seed);

/** The count beside a menu link (0 when it shows none). */
async function countOf(page: Page, href: string): Promise<number> {
  const badge = page.locator(`.admin__menu li:has(> a[href="${href}"]) > .admin__badge`);
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
}

test("the menu is grouped by the work and counts what is new to the member, down once it is opened", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToInbox(page, { password: PASSWORD, email: `${ID}.ru@lojuvard.uz`, next: "/admin/requests" });
  const menu = page.getByRole("navigation", { name: "Входящие" });
  await expect(menu.getByRole("heading")).toHaveText(["Продажи", "Найм", "Сайт", "Настройки"]);
  await expect(menu.getByRole("link", { name: /Заявки на расчёт/ })).toBeVisible();
  const before = await countOf(page, "/admin/requests");
  expect(before).toBeGreaterThanOrEqual(2);
  // The count is said to a screen reader too, after the link (whose name stays its label).
  await expect(
    menu.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Заявки на расчёт", exact: true }) }),
  ).toContainText(`(${before} нов`);

  await page.goto(`/admin/requests/${ID}-new`);
  await page.goto("/admin/requests");
  expect(await countOf(page, "/admin/requests")).toBe(before - 1);
  // Opened again: still counted once.
  await page.goto(`/admin/requests/${ID}-new`);
  await page.goto("/admin/requests");
  expect(await countOf(page, "/admin/requests")).toBe(before - 1);

  // What one member opened stays new to another.
  const other = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1440, height: 900 } });
  await signInToInbox(other, { password: PASSWORD, email: `${ID}.uz@lojuvard.uz`, next: "/admin/requests" });
  await expect(other.getByRole("navigation").getByRole("heading")).toHaveText([
    "Sotuv",
    "Ishga qabul",
    "Sayt",
    "Sozlamalar",
  ]);
  expect(await countOf(other, "/admin/requests")).toBeGreaterThanOrEqual(2);
  await other.close();
});

test("on a phone the menu and the filters are a button each, and the first entry is on the first screen", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInToInbox(page, { password: PASSWORD, email: `${ID}.ru@lojuvard.uz`, next: "/admin/requests" });
  const menuLink = page.locator('.admin__menu a[href="/admin/requests"]');
  await expect(menuLink).toBeHidden();
  await expect(page.locator(".admin-filters")).toBeHidden();
  const first = page.locator(".admin-table tbody tr").first();
  const box = await first.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeLessThanOrEqual(PHONE.height);

  // The drawer opens, and its links lead on.
  await page.locator(".admin__drawer-button").click();
  await expect(menuLink).toBeVisible();
  await page.locator(".admin__drawer-button").click();
  await page.getByText("Фильтры", { exact: true }).click();
  await expect(page.locator(".admin-filters")).toBeVisible();
});

test("a day typed the Russian way filters the list; one that is no day is said so", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToInbox(page, { password: PASSWORD, email: `${ID}.ru@lojuvard.uz`, next: "/admin/requests" });
  const from = page.getByLabel("С", { exact: true });
  await expect(from).toHaveAttribute("placeholder", "ДД.ММ.ГГГГ");
  await from.fill("20.03.2025");
  await page.getByLabel("По", { exact: true }).fill("20.3.2025");
  await page.getByRole("button", { name: "Показать", exact: true }).click();
  await expect(page).toHaveURL(/from=20\.03\.2025/);
  await expect(page.getByRole("link", { name: "Мадина Хасанова" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Бахтиёр Юсупов" })).toHaveCount(0);
  // Shown back as the member writes it.
  await expect(page.getByLabel("По", { exact: true })).toHaveValue("20.03.2025");

  await page.getByLabel("С", { exact: true }).fill("31.02.2025");
  await page.getByRole("button", { name: "Показать", exact: true }).click();
  await expect(page.getByLabel("С", { exact: true })).toHaveValue("31.02.2025");
  await expect(page.getByText("Введите корректную дату. ДД.ММ.ГГГГ")).toBeVisible();
});

test("on a phone the editor's save bar leaves its language tabs uncovered", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInToInbox(page, { password: PASSWORD, email: `${ID}.uz@lojuvard.uz`, next: "/admin/posts/new" });
  // Where the tabs first are, and once the page scrolls on (they stay at the top).
  for (const y of [0, 900]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    for (const lang of ["en", "ru", "uz"]) {
      const uncovered = await page.locator(`#tab-${lang}`).evaluate((tab) => {
        const box = tab.getBoundingClientRect();
        const corners = [
          [box.left + 4, box.top + 4],
          [box.right - 4, box.bottom - 4],
        ] as const;
        return corners.every(([x, top]) => {
          const hit = document.elementFromPoint(x, top);
          return hit !== null && tab.contains(hit);
        });
      });
      expect(uncovered, `${lang} at ${y}`).toBe(true);
    }
  }
  // The bar itself is a slim row, not a third of the screen.
  expect((await page.locator(".save-bar").boundingBox())!.height).toBeLessThanOrEqual(PHONE.height / 5);
});
