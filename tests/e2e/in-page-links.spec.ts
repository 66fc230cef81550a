import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./helpers.ts";

/**
 * Issue 25, point 1: following an in-page link (the skip link, "Send an application",
 * "Apply for this position"), going back and forward never takes a form off the page nor
 * what was typed into it, while the page's code is still on its way (decision 081) or after.
 */
const PAGES = {
  home: "/",
  blog: "/blog",
  post: "/blog/post/credit-scoring-pipeline",
  careers: "/company/careers",
  job: "/company/careers/senior-java-developer-tashkent",
};

/** The page's code waits until the test lets it through, so the page and its forms stay server HTML meanwhile. */
function holdFormCode(page: Page) {
  let requested = false;
  let letThrough!: () => void;
  const gate = new Promise<void>((resolve) => (letThrough = resolve));
  const ready = page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    requested = true;
    await gate;
    await route.continue();
  });
  return { ready, requested: () => requested, letThrough };
}

/** The first field of each form on the page (the application's first name, the newsletter's address). */
const firstField = (page: Page, form: number) =>
  page
    .locator("form:is(.subscribe, .application-form)")
    .nth(form)
    .locator('input:is([type="text"], [type="email"]):not([tabindex="-1"])')
    .first();

async function expectPartsKept(page: Page, forms: number, typed: string[]) {
  await expect(page.locator("form:is(.subscribe, .application-form)")).toHaveCount(forms);
  for (let form = 0; form < forms; form++) await expect(firstField(page, form)).toHaveValue(typed[form] ?? "");
}

for (const lang of ["en", "ru", "uz"] as const) {
  for (const [name, path] of Object.entries(PAGES)) {
    const url = lang === "en" ? path : `/${lang}${path === "/" ? "/" : path}`;
    test(`${lang} ${name}: every in-page link, back and forward keep the forms and what was typed`, async ({
      page,
    }) => {
      let links: { href: string; text: string }[] | undefined;
      // The page is loaded afresh for each link; its first load also lists them.
      for (let index = 0; index < (links?.length ?? 1); index++) {
        const code = holdFormCode(page);
        await code.ready;
        await page.goto(url);
        links ??= await page
          .locator('a[href^="#"]')
          .evaluateAll((anchors) =>
            anchors.map((anchor) => ({ href: anchor.getAttribute("href")!, text: anchor.textContent!.trim() })),
          );
        expect(links.map((link) => link.href)).toContain("#main");
        const link = links[index]!;
        const forms = await page.locator("form:is(.subscribe, .application-form)").count();
        expect(forms, "the page has its forms").toBeGreaterThan(0);

        // The skip link is for keyboards (it shows on focus); the others are clicked.
        const anchor = page.getByRole("link", { name: link.text, exact: true });
        if (link.href === "#main") {
          await anchor.focus();
          await page.keyboard.press("Enter");
        } else {
          await anchor.click();
        }
        await expect(page).toHaveURL(new RegExp(`${link.href}$`));
        if (link.href === "#main") await expect(page.locator("main")).toBeFocused();
        // The page's code is asked for; until it comes the forms stay as the server drew them.
        await expect.poll(code.requested).toBe(true);
        await expectPartsKept(page, forms, []);

        // Typed while the code is on its way, kept once it has taken over.
        const typed = Array.from({ length: forms }, (_, form) => `visitor${form}@example.uz`);
        for (const [form, value] of typed.entries()) await firstField(page, form).fill(value);
        code.letThrough();
        await hydrated(page);
        await expectPartsKept(page, forms, typed);

        await page.goBack();
        await expect(page).not.toHaveURL(/#/);
        await expectPartsKept(page, forms, typed);
        await page.goForward();
        await expect(page).toHaveURL(new RegExp(`${link.href}$`));
        await expectPartsKept(page, forms, typed);
        await page.unrouteAll({ behavior: "ignoreErrors" });
      }
    });
  }
}
