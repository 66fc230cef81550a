import { expect, test, type Page } from "@playwright/test";
import { ADMIN_PASSWORD } from "../../playwright.config.ts";
import { hydrated, signInToInbox } from "./helpers.ts";

/**
 * Issue 27.5: Markdown is written in a code editor (CodeMirror, decision 058) with a toolbar
 * beside a live preview that is the site's own rendering, asked of the server as the person
 * types, in the language being edited. The editor's text is what the form saves.
 */
test("the Markdown editor formats a selection, takes Ctrl+B, undoes, previews as the site renders, and saves", async ({
  page,
}) => {
  const post = "/admin/posts/government-digital-services";
  await signInToInbox(page, { password: ADMIN_PASSWORD, next: post });
  await page.locator("#tab-ru").click();
  const body = page.getByRole("textbox", { name: /^Text RU/ });
  const sent = page.locator('form [name="body.ru"]');
  // The plain box the page came with gives way to the editor, named by the field's label.
  await expect(sent).toBeHidden();
  await expect(body).toBeVisible();
  await expect(body).toHaveAttribute("aria-describedby", /help/);
  await page
    .locator("label")
    .filter({ visible: true, hasText: /^Text\s*RU/ })
    .click();
  await expect(body).toBeFocused();

  await body.fill("## Проверка предпросмотра\n\nТекст с **жирным** словом и [ссылкой](https://example.com).");
  await expect(sent).toHaveValue(
    "## Проверка предпросмотра\n\nТекст с **жирным** словом и [ссылкой](https://example.com).",
  );
  const preview = page.getByRole("region", { name: /^Preview: / }).filter({ visible: true });
  await expect(preview.getByRole("heading", { name: "Проверка предпросмотра" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText(["жирным"]);
  // Typeset as the public page is: a non-breaking space after a short Russian word.
  await expect(preview.locator(".prose p")).toContainText("с\u00a0");

  // A toolbar button acts on the words chosen.
  await body.press("Control+End");
  await page.keyboard.type(" Это важно");
  for (let letter = 0; letter < "важно".length; letter += 1) await page.keyboard.press("Shift+ArrowLeft");
  const toolbar = page.getByRole("toolbar", { name: "Formatting" }).filter({ visible: true });
  await toolbar.getByRole("button", { name: "Bold" }).click();
  await expect(sent).toHaveValue(/ Это \*\*важно\*\*$/);
  await expect(preview.locator("strong").last()).toHaveText("важно");

  // Ctrl+B on a selection, then undo takes it back, one step at a time.
  await page.keyboard.press("End");
  await page.keyboard.type(" и срочно");
  await page.keyboard.press("Shift+ArrowLeft");
  for (let letter = 1; letter < "срочно".length; letter += 1) await page.keyboard.press("Shift+ArrowLeft");
  await page.keyboard.press("Control+b");
  await expect(sent).toHaveValue(/\*\*важно\*\* и \*\*срочно\*\*$/);
  await expect(preview.locator("strong").last()).toHaveText("срочно");
  await page.keyboard.press("Control+z");
  await expect(sent).toHaveValue(/\*\*важно\*\* и срочно$/);
  await expect(preview.locator("strong").last()).toHaveText("важно");

  // A list from the toolbar, on the line the cursor is on.
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Первый пункт");
  await toolbar.getByRole("button", { name: "List", exact: true }).click();
  await expect(sent).toHaveValue(/\n\n- Первый пункт$/);
  await expect(preview.getByRole("listitem")).toHaveText("Первый пункт");

  // Saved, the text is what the editor held, and it comes back in the editor.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await page.reload();
  await hydrated(page);
  await page.locator("#tab-ru").click();
  // The page's plain box gives way to the editor again: until then both answer to the label.
  await expect(sent).toBeHidden();
  await expect(body).toContainText("Это **важно** и срочно");
  await expect(sent).toHaveValue(/^## Проверка предпросмотра\n[\s\S]*\n\n- Первый пункт$/);
});

/** A Markdown field's problem is told on its editor, and the list of problems leads to it. */
test("a Markdown field's problem marks its editor, describes it, and its link puts the cursor there", async ({
  page,
}) => {
  await signInToInbox(page, { password: ADMIN_PASSWORD, next: "/admin/posts/new" });
  await page.getByRole("button", { name: "Publish now" }).click();
  await page.getByRole("alert").getByRole("link", { name: "Russian: Text: missing" }).click();
  // The code editor has taken over: the plain box, named alike, is hidden.
  await expect(page.locator('form [name="body.ru"]')).toBeHidden();
  const body = page.getByRole("textbox", { name: /^Text RU/ });
  await expect(body).toBeFocused();
  await expect(body).toHaveAttribute("aria-invalid", "true");
  await expect(body).toHaveAccessibleDescription(/missing$/);
  await expect(page.locator('form [name="body.ru"]')).toBeHidden();
});

/** Until the code editor has come, or if it never does, the box the page came with does its work. */
test("without the code editor's script, the Markdown box still formats, previews and counts", async ({ page }) => {
  await page.route(/\/markdown-code-[\w-]+\.js$/, (route) => route.abort());
  await signInToInbox(page, { password: ADMIN_PASSWORD, next: "/admin/posts/credit-scoring-pipeline" });
  await hydrated(page);
  await page.locator("#tab-ru").click();
  const body = page.getByRole("textbox", { name: /^Text RU/ });
  await expect(body).toHaveJSProperty("tagName", "TEXTAREA");
  // The preview has drawn the stored text: the editor is live (and the failed script settled).
  await expect(page.getByRole("region", { name: /^Preview: / }).filter({ visible: true })).toContainText("Клиент");
  await body.fill("Слово");
  await body.selectText();
  await page
    .getByRole("toolbar", { name: "Formatting" })
    .filter({ visible: true })
    .getByRole("button", { name: "Bold" })
    .click();
  await expect(body).toHaveValue("**Слово**");
  const preview = page.getByRole("region", { name: /^Preview: / }).filter({ visible: true });
  // A list, so the check waits while the stored text's many bold words are still shown
  // (one locator for several elements would fail at once rather than wait).
  await expect(preview.locator("strong")).toHaveText(["Слово"]);
  await body.fill("");
  await expect(page.getByRole("tab", { name: /^Russian/ })).toContainText("1 field to fill in");
  await expect(page.locator(".cm-editor")).toHaveCount(0);
});

/**
 * The code editor is the inbox's alone: every script a public page can ever load (its
 * route's modules, what they import, what those load later) is free of it.
 */
test("CodeMirror loads in the inbox only: no script a public page can reach contains it", async ({ page, request }) => {
  const marker = "cm-content";
  const editorScripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script" && (await response.text()).includes(marker))
      editorScripts.push(response.url());
  });
  await page.goto("/");
  await hydrated(page);
  const manifest = (await page.evaluate(
    () => (window as unknown as { __reactRouterManifest: unknown }).__reactRouterManifest,
  )) as {
    entry: { module: string; imports?: string[] };
    routes: Record<string, { id: string; module: string; imports?: string[] }>;
  };
  const queue = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
  for (const route of Object.values(manifest.routes)) {
    if (!route.id.startsWith("admin")) queue.push(route.module, ...(route.imports ?? []));
  }
  const reached = new Map<string, string>();
  while (queue.length) {
    const path = queue.pop()!;
    if (reached.has(path)) continue;
    const code = await (await request.get(path)).text();
    reached.set(path, code);
    // Static and dynamic imports between chunks name their neighbours relatively.
    for (const [, file] of code.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) queue.push(`/assets/${file}`);
  }
  expect(reached.size).toBeGreaterThan(20);
  expect([...reached].filter(([, code]) => code.includes(marker)).map(([path]) => path)).toEqual([]);
  expect(editorScripts).toEqual([]);

  // In the inbox's editor it does come, once a Markdown field is there: the marker is its own.
  await signInToInbox(page, { password: ADMIN_PASSWORD, next: "/admin/posts/credit-scoring-pipeline" });
  // The code editor's own box, named as the field (while it takes over, the plain box is named so too).
  await expect(page.locator(".cm-editor").getByRole("textbox", { name: /^Text EN/ })).toBeVisible();
  await expect.poll(() => editorScripts.length).toBe(1);
  expect(reached.has(new URL(editorScripts[0]!).pathname)).toBe(false);
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
  const englishBody = await page.locator('form [name="body.en"]').inputValue();

  // One language at a time; an emptied Russian title marks the tab and can start from English.
  await russian.click();
  await expect(russian).toHaveAttribute("aria-selected", "true");
  await expect(page.locator('form [name="title.en"]')).toBeHidden();
  await page.locator('form [name="title.ru"]').fill("");
  await expect(russian).toContainText("1 field to fill in");
  // The Markdown text emptied in its editor counts as missing too, and is filled like the rest.
  await expect(page.locator('form [name="body.ru"]')).toBeHidden();
  const russianBody = page.getByRole("textbox", { name: /^Text RU/ });
  await russianBody.press("Control+a");
  await russianBody.press("Delete");
  await expect(page.locator('form [name="body.ru"]')).toHaveValue("");
  await expect(russian).toContainText("2 fields to fill in");
  await page.getByRole("button", { name: "Fill empty fields from English" }).click();
  await expect(page.locator('form [name="title.ru"]')).toHaveValue(englishTitle);
  await expect(page.locator('form [name="body.ru"]')).toHaveValue(englishBody);
  await expect(russianBody).toContainText("A customer fills in a loan application on their phone and waits.");
  const preview = page.getByRole("region", { name: /^Preview: / }).filter({ visible: true });
  await expect(preview.getByRole("heading", { name: "The shape of the pipeline" })).toBeVisible();
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

test("a date's day, month and year wait for the editor's script, so a date typed early is never saved as the old one", async ({
  page,
  browser,
}) => {
  await signInToInbox(page, { password: ADMIN_PASSWORD, next: "/admin/pages/cookie-policy" });
  const parts = (where: Page) =>
    where.locator("fieldset.date-input").first().locator("input:not([type=hidden]), select");
  // Before the script runs (here: never), the parts take no typing: only the script sends what they say.
  const early = await browser.newContext({
    storageState: await page.context().storageState(),
    javaScriptEnabled: false,
  });
  const before = await early.newPage();
  await before.goto("/admin/pages/cookie-policy");
  await expect(parts(before)).toHaveCount(3);
  for (const part of await parts(before).all()) await expect(part).toBeDisabled();
  await early.close();
  await hydrated(page);
  for (const part of await parts(page).all()) await expect(part).toBeEnabled();
});
