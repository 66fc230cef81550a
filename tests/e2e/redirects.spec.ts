import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN_PASSWORD } from "../../playwright.config.ts";
import { signInToInbox, withDatabase } from "./helpers.ts";

/**
 * Issue 27.3: staff keep redirects in the inbox; the public site follows each within
 * seconds, in every language, without a restart, counts the visits, refuses loops and
 * chains, and never sends a visitor into a page that is not there.
 */
test.describe.configure({ mode: "serial" });

async function answer(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers()["location"] ?? null };
}

async function addRedirect(page: Page, from: string, target: string, kind?: string) {
  const form = page.getByRole("region", { name: "Add a redirect" });
  await form.getByLabel("From").fill(from);
  await form.getByLabel("To").fill(target);
  if (kind) await form.getByLabel("Kind").selectOption({ label: kind });
  await form.getByRole("button", { name: "Add redirect" }).click();
}

test("an administrator adds, changes and removes a redirect; the site follows it in every language", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signInToInbox(page, { password: ADMIN_PASSWORD, next: "/admin/redirects" });
  await addRedirect(page, "/spring-offer", "/services");
  await expect(page.getByRole("status")).toHaveText("Redirect added. The site follows it within a few seconds.");

  await expect
    .poll(() => answer(request, "/ru/spring-offer?utm_source=tg"))
    .toEqual({
      status: 301,
      location: "/ru/services?utm_source=tg",
    });
  expect(await answer(request, "/spring-offer")).toEqual({ status: 301, location: "/services" });
  await page.goto("/uz/spring-offer");
  await expect(page).toHaveURL(/\/uz\/services$/);

  // Each visit is counted (at least the last two); the counts are written every few seconds, not on the visitor's time.
  await expect(async () => {
    await page.goto("/admin/redirects");
    await expect(page.getByRole("listitem").filter({ hasText: "/spring-offer" })).toContainText(
      /Followed: ([2-9]|\d\d+) times/,
    );
  }).toPass({ timeout: 20_000 });

  const item = page.getByRole("listitem").filter({ hasText: "/spring-offer" });
  await item.getByText("Change").click();
  await item.getByLabel("To").fill("https://example.com/spring");
  await item.getByLabel("Kind").selectOption({ label: "Temporary" });
  await item.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Redirect saved.");
  await expect
    .poll(() => answer(request, "/spring-offer"))
    .toEqual({
      status: 302,
      location: "https://example.com/spring",
    });

  await page.getByRole("listitem").filter({ hasText: "/spring-offer" }).getByText("Change").click();
  await page.getByRole("listitem").filter({ hasText: "/spring-offer" }).getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("status")).toHaveText("Redirect removed.");
  await expect.poll(async () => (await answer(request, "/spring-offer")).status).toBe(404);
});

test("a redirect into a missing page is flagged and not served; loops and chains are refused", async ({
  page,
  request,
}) => {
  await signInToInbox(page, { password: ADMIN_PASSWORD, next: "/admin/redirects" });
  await addRedirect(page, "/old-article", "/blog/post/no-such-article");
  await expect(page.getByRole("status")).toHaveText("Redirect added. The site follows it within a few seconds.");
  await expect(async () => {
    await page.goto("/admin/redirects");
    await expect(page.getByRole("listitem").filter({ hasText: "/old-article" })).toContainText(
      "Not working: the page it leads to is not published or does not exist",
    );
  }).toPass({ timeout: 10_000 });
  expect((await answer(request, "/old-article")).status).toBe(404);
  expect((await answer(request, "/ru/old-article")).status).toBe(404);

  await addRedirect(page, "/same-place", "/ru/same-place");
  await expect(page.getByRole("alert")).toHaveText("A redirect cannot lead to the address it starts from.");
  await addRedirect(page, "/older-article", "/old-article");
  await expect(page.getByRole("alert")).toHaveText(
    "The new address is itself redirected elsewhere. Point this redirect straight at the final page.",
  );
  await addRedirect(page, "/blog/post/no-such-article", "/blog");
  await expect(page.getByRole("alert")).toContainText("Another redirect leads to this address.");
});

test("the redirects made when an item's address changed are listed too", async ({ page }) => {
  await withDatabase(async ({ db }) => {
    await db
      .insertInto("idRedirects")
      .values({
        kind: "post",
        oldId: "scoring-notes",
        newId: "credit-scoring-pipeline",
        createdAt: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  });
  await signInToInbox(page, { password: ADMIN_PASSWORD, next: "/admin/redirects" });
  const automatic = page.getByRole("region", { name: "Made automatically" }).getByRole("listitem").first();
  await expect(automatic).toContainText("/blog/post/scoring-notes");
  await expect(automatic).toContainText("/blog/post/credit-scoring-pipeline");
});
