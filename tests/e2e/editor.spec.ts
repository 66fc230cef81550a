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
