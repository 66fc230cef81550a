import { expect, test } from "@playwright/test";
import { ADMIN_PASSWORD } from "../../playwright.config.ts";
import { signInToInbox } from "./helpers.ts";

/**
 * Issue 27.5: Markdown is written with a toolbar beside a live preview that is the site's
 * own rendering, asked of the server as the person types, in the language being edited.
 */
test("the Markdown editor's toolbar writes Markdown and its preview shows the site's rendering", async ({ page }) => {
  await signInToInbox(page, { password: ADMIN_PASSWORD, next: "/admin/posts/credit-scoring-pipeline" });
  await page.locator("#tab-ru").click();
  const body = page.locator('form [name="body.ru"]');
  await body.fill("## Проверка предпросмотра\n\nТекст с **жирным** словом и [ссылкой](https://example.com).");
  const preview = page.getByRole("region", { name: /^Preview: / }).filter({ visible: true });
  await expect(preview.getByRole("heading", { name: "Проверка предпросмотра" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("жирным");
  // Typeset as the public page is: a non-breaking space after a short Russian word.
  await expect(preview.locator(".prose p")).toContainText("с\u00a0");

  await body.press("End");
  await page
    .getByRole("toolbar", { name: "Formatting" })
    .filter({ visible: true })
    .getByRole("button", { name: "Bold" })
    .click();
  await page.keyboard.type("важно");
  await expect(body).toHaveValue(/\*\*важно\*\*$/);
  await expect(preview.locator("strong").last()).toHaveText("важно");
});

/**
 * Issue 27.5: one language at a time, each tab marked complete or not, a language started from
 * another's text, and nothing typed lost by a click away without a question first.
 */
test("the editor's language tabs show what is missing, fill from another language, and leaving unsaved asks first", async ({
  page,
}) => {
  const post = "/admin/posts/credit-scoring-pipeline";
  await signInToInbox(page, { password: ADMIN_PASSWORD, next: post });
  const english = page.getByRole("tab", { name: /^English/ });
  const russian = page.getByRole("tab", { name: /^Russian/ });
  await expect(english).toHaveAttribute("aria-selected", "true");
  await expect(russian).toContainText("all filled in");
  const englishTitle = await page.locator('form [name="title.en"]').inputValue();

  // One language at a time; an emptied Russian title marks the tab and can start from English.
  await russian.click();
  await expect(russian).toHaveAttribute("aria-selected", "true");
  await expect(page.locator('form [name="title.en"]')).toBeHidden();
  await page.locator('form [name="title.ru"]').fill("");
  await expect(russian).toContainText("1 field to fill in");
  await page.getByRole("button", { name: "Fill empty fields from English" }).click();
  await expect(page.locator('form [name="title.ru"]')).toHaveValue(englishTitle);
  await expect(russian).toContainText("all filled in");

  // A click away with unsaved changes asks; staying keeps every word.
  await page.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: "Subscribers" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${post}$`));
  await expect(page.locator('form [name="title.ru"]')).toHaveValue(englishTitle);

  // Leaving on purpose goes.
  await page.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: "Subscribers" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(/\/admin\/subscribers$/);
});
