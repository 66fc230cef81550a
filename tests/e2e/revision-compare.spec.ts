import { expect, test } from "@playwright/test";
import { ADMIN_PASSWORD } from "../../playwright.config.ts";
import { expectFits } from "./fit.ts";
import { acceptInvitation, invite, signInToInbox } from "./helpers.ts";
import { keepScreenshot } from "./screenshots.ts";

/**
 * Issue 27.5: before bringing back an earlier version, an editor sees it beside the current
 * one, field by field, with the changed words marked, in their own language; the site's
 * starting content is shown as imported with the site, not by a developer's name.
 */
const EDITOR = {
  name: "Nodira Yusupova",
  email: "nodira.revisions@lojuvard.uz",
  password: "compare-then-restore-2026",
};
const POST = "/admin/posts/preschool-system-in-one-month";
const TITLE = "Как 10 разработчиков за месяц создали систему для частных детских садов";
const EDITED = "Как 10 разработчиков за месяц построили систему для частных детских садов";

test("an editor in Russian compares the imported version with the edited one and restores it", async ({
  page,
  browser,
}) => {
  await signInToInbox(page, { password: ADMIN_PASSWORD, next: "/admin/accounts" });
  const editor = await acceptInvitation(browser, await invite(page, EDITOR, "Editor"), EDITOR.password, "ru");

  await editor.goto(POST);
  const revisions = editor.getByRole("region", { name: "Версии" });
  await expect(revisions.getByText("Импортировано: Загружено вместе с сайтом")).toBeVisible();
  await expect(editor.getByText("content/")).toHaveCount(0);

  await editor.locator("#tab-ru").click();
  await editor.locator('form [name="title.ru"]').fill(EDITED);
  await editor.getByRole("button", { name: "Сохранить", exact: true }).click();
  await expect(editor.getByRole("status").filter({ hasText: "Сохранено." })).toBeVisible();

  await revisions
    .getByRole("listitem")
    .filter({ hasText: "Загружено вместе с сайтом" })
    .getByRole("link", { name: "Открыть" })
    .click();
  const comparison = editor.getByRole("region", { name: "Сравнение версий" });
  await expect(comparison.getByRole("combobox", { name: "Сравнить с" })).toHaveValue("");
  await expect(comparison.getByRole("columnheader", { name: "Текущая версия" })).toBeVisible();
  const titleRows = comparison.getByRole("rowgroup").filter({ hasText: "Заголовок · русский" });
  await expect(titleRows.locator("del")).toHaveText("создали");
  await expect(titleRows.locator("ins")).toHaveText("построили");
  await expect(comparison).toContainText(/\d+ пол(е|я|ей) без изменений/);
  // Only what changed is listed: the English title stayed as it was.
  await expect(comparison.getByText("Заголовок · английский")).toHaveCount(0);

  // Two columns on a wide screen, one above the other on a phone, never wider than the screen.
  for (const [width, height] of [
    [1440, 900],
    [375, 812],
  ] as const) {
    await editor.setViewportSize({ width, height });
    await editor.reload();
    await expectFits(editor, `revision comparison at ${width} px`);
    await keepScreenshot(comparison, test.info().outputPath(`revision-comparison-ru-${width}.png`));
  }
  const [before, after] = await titleRows.getByRole("cell").all();
  const [left, right] = [await before!.boundingBox(), await after!.boundingBox()];
  expect(right!.y).toBeGreaterThan(left!.y + left!.height - 1);

  await comparison.getByRole("button", { name: "Восстановить эту версию" }).click();
  await expect(editor.getByRole("status").filter({ hasText: "Версия восстановлена." })).toBeVisible();
  await editor.locator("#tab-ru").click();
  await expect(editor.locator('form [name="title.ru"]')).toHaveValue(TITLE);
  await editor.context().close();
});
