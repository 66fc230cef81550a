import { expect, test } from "@playwright/test";
import { ADMIN_PASSWORD } from "../../playwright.config.ts";
import { applyFor, HIRING_STEPS, signInToInbox, withDatabase } from "./helpers.ts";

test("a recruiter moves an application through the seven hiring steps, with notes and its history", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const candidate = await (await browser.newContext()).newPage();
  await applyFor(candidate, {
    path: "/company/careers/qa-automation-engineer-bukhara",
    firstName: "Madina",
    lastName: "Yusupova",
    email: "madina.pipeline@example.uz",
  });
  await candidate.context().close();

  await signInToInbox(page, { password: ADMIN_PASSWORD, next: "/admin/applications" });
  // Filtered by its opening and first step, it is there; the per-opening counts link to it.
  await page.getByRole("combobox", { name: "Opening", exact: true }).selectOption({ label: "QA Automation Engineer" });
  await page.getByRole("combobox", { name: "Step", exact: true }).selectOption({ label: "Application review" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/position=qa-automation-engineer-bukhara&status=review/);
  const pipeline = page.locator(".admin-pipeline tr", { hasText: "QA Automation Engineer" });
  await expect(pipeline.locator("td").first()).not.toHaveText("0");
  await page.getByRole("link", { name: "Madina Yusupova" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Madina Yusupova" })).toBeVisible();
  await expect(page.locator(".admin-steps [aria-current=step]")).toContainText("Application review");
  // This server has no e-mail: the recruiter is told, instead of a message that cannot leave.
  await expect(page.getByText("E-mail is not set up on this server")).toBeVisible();

  for (const [index, step] of HIRING_STEPS.slice(1).entries()) {
    await page.getByRole("combobox", { name: "Move to" }).selectOption({ label: step });
    await page.getByLabel("Internal note").fill(`Passed ${HIRING_STEPS[index]}; next: ${step}.`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Saved.");
    await expect(page.locator(".admin-steps [aria-current=step]")).toContainText(step);
  }
  await expect(page.locator(".admin__heading .status")).toHaveText("Onboarding");

  // Every move and note, in order, with who made it.
  const history = page.locator(".admin-history li");
  await expect(history).toHaveCount(1 + 2 * (HIRING_STEPS.length - 1));
  await expect(history.first()).toContainText("Application received");
  for (const [index, step] of HIRING_STEPS.slice(1).entries()) {
    await expect(history.nth(1 + 2 * index)).toContainText(`Moved from ${HIRING_STEPS[index]} to ${step}`);
    await expect(history.nth(2 + 2 * index)).toContainText(`Note: Passed ${HIRING_STEPS[index]}; next: ${step}.`);
  }
  await expect(history.nth(1)).toContainText("Administrator");

  // Choosing the same step with nothing to add says so and changes nothing.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Choose another step, write a note, or write to the applicant.");
  await expect(history).toHaveCount(13);

  const row = await withDatabase(({ db }) =>
    db.selectFrom("applications").select("status").where("email", "=", "madina.pipeline@example.uz").executeTakeFirst(),
  );
  expect(row?.status).toBe("onboarding");

  // The export carries the step.
  await page.goto("/admin/applications?position=qa-automation-engineer-bukhara&status=onboarding");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const { readFileSync } = await import("node:fs");
  const csv = readFileSync((await (await download).path())!).toString("utf8");
  expect(csv.split("\r\n")[0]).toContain('"Step"');
  expect(csv).toContain('"Onboarding"');
  expect(csv).toContain("madina.pipeline@example.uz");
});
