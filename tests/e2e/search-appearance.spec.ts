import { expect, test } from "@playwright/test";
import { ADMIN_PASSWORD } from "../../playwright.config.ts";
import { fillEditor, plainText, signInToInbox } from "./helpers.ts";

/**
 * Issue 27.4: staff set how an item shows in search results and shared links, per
 * language, see both as they type with the lengths that fit, and the public page's title
 * and description carry it at once, without a restart.
 */
const POST = "/admin/posts/credit-scoring-pipeline";

test("an SEO title and description typed for a post show in its preview and on the public page", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signInToInbox(page, { password: ADMIN_PASSWORD, next: POST });
  const title = "Кредитный скоринг за 300 мс: как мы это сделали";
  const description =
    "Разбор конвейера кредитного скоринга для банка: потоки данных, модели и проверки, которые держат 300 мс.";
  await fillEditor(page, { "seo.title.ru": title, "seo.description.ru": description });

  const preview = page.locator('.search-preview [data-lang="ru"]');
  await expect(preview.locator(".search-preview__title")).toHaveText(title);
  await expect(preview).toContainText(`Title: ${title.length} characters, shown whole.`);
  await expect(preview.locator(".search-preview__card-description")).toHaveText(description);
  // A title too long for a result is shown cut, and the hint says where.
  await fillEditor(page, { "seo.title.uz": "Kredit skoring ".repeat(8).trim() });
  await expect(page.locator('.search-preview [data-lang="uz"] .search-preview__title')).toHaveText(/ …$/);
  await expect(page.locator('.search-preview [data-lang="uz"]')).toContainText(/search results cut it after about \d+/);
  await fillEditor(page, { "seo.title.uz": "" });

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").first()).toContainText("Saved");
  await expect
    .poll(async () => {
      const html = plainText(await (await request.get("/ru/blog/post/credit-scoring-pipeline")).text());
      return plainText(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
    })
    .toContain(title);
  const html = plainText(await (await request.get("/ru/blog/post/credit-scoring-pipeline")).text());
  expect(html).toContain(`<meta name="description" content="${description}"`);
  expect(html).toContain(`<meta property="og:title" content="${title}"`);
  // Languages without an override keep the post's own title.
  const english = await (await request.get("/blog/post/credit-scoring-pipeline")).text();
  expect(english).not.toContain(title);
});
