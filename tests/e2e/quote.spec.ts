import { API_PATHS, uploadPath } from "../../shared/api.ts";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hydrated, plainText, PNG_FILE, takeTimeOverForm, withDatabase } from "./helpers.ts";
import { startServerProcess } from "../support/server-process.ts";
import { TEST_PORTS } from "../support/ports.ts";

const UPLOAD = `**${uploadPath("attachments")}`;
const CONTACT = `**${API_PATHS.contact}`;

async function openQuote(page: Page, url = "/") {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(url);
  await hydrated(page);
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Get a quote|Получить расчёт|Narxni bilish/ })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: /Send request|Отправить заявку|Soʻrovni yuborish/ })).toBeVisible();
  return dialog;
}

async function fillValid(page: Page) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Full name").fill("Dilnoza Karimova");
  await dialog.getByLabel("Company name").fill("Orient Logistics");
  // As people write it: sent and stored as digits and plus signs.
  await dialog.getByLabel("Phone number").fill("+998 90 123-45-67");
  await dialog.getByLabel("Email").fill("dilnoza@example.uz");
  await dialog.getByLabel("How can we help?").fill("A warehouse tracking system for 40 sites.");
  await dialog.getByLabel("Attached file").setInputFiles(PNG_FILE);
  await expect(dialog.getByText("Uploaded", { exact: true })).toBeVisible();
  await dialog.getByRole("checkbox").check();
}

async function expectFieldError(page: Page, label: string | RegExp, message: string) {
  await expectDescribedError(page.getByRole("dialog").getByLabel(label), message);
}

/** The control is marked invalid and its description is the message. */
async function expectDescribedError(input: Locator, message: string) {
  const page = input.page();
  await expect(input).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await input.getAttribute("aria-describedby")) ?? "";
  await expect(page.locator(`[id="${describedBy.split(" ")[0]}"]`)).toHaveText(message);
}

test.describe("quote request", () => {
  test("the dialog says what to attach and why, and how to reach us without one, in each language", async ({
    page,
  }) => {
    // Issue 39.14: the attachment is required, so the intro never says "if you have one".
    const attach = {
      en: ["a brief, a requirements document, a screenshot or a sketch (PNG, JPEG or PDF)", "estimate it"],
      ru: ["бриф, техническое задание, скриншот или эскиз (PNG, JPEG или PDF)", "сможет её оценить"],
      uz: ["Loyiha tavsifi, texnik topshiriq, skrinshot yoki eskizni (PNG, JPEG yoki PDF)", "baholay oladi"],
    };
    for (const [lang, [what, why]] of Object.entries(attach)) {
      const dialog = await openQuote(page, lang === "en" ? "/" : `/${lang}`);
      const intro = dialog
        .getByRole("paragraph")
        .filter({ hasText: /PNG, JPEG/ })
        .first();
      const text = plainText(await intro.innerText());
      expect(text, lang).toContain(what);
      expect(text, lang).toContain(why);
      expect(text, lang).not.toMatch(/if you have one|если (оно|он) есть|boʻlsa, ilova/i);
      // The company's details as staff keep them: the phone, the sales address and Telegram.
      for (const way of ["+998 71 205 45 45", "sales@lojuvard.uz", "@lojuvard"]) expect(text, lang).toContain(way);
      await page.keyboard.press("Escape");
    }
  });

  test("every rule and message of the specification, in English", async ({ page }) => {
    const dialog = await openQuote(page);
    await dialog.getByRole("button", { name: "Send request" }).click();
    for (const label of ["Full name", "Company name", "Phone number", "Email", "How can we help?", "Attached file"]) {
      await expectFieldError(page, label, "Value is required");
    }
    await expectDescribedError(dialog.getByRole("checkbox"), "Value is required");
    // Focus lands on the first invalid field, not on the page's body.
    await expect(dialog.getByLabel("Full name")).toBeFocused();
    // A failed validation also shows the error toast, top right, in the dialog (the page behind
    // a modal dialog is inert), inside a live region, so it is seen and announced.
    const toast = dialog.getByRole("status").filter({ hasText: "Oops, something went wrong!" });
    await expect(toast).toBeVisible();
    await expect(dialog.locator('[aria-live="polite"]').getByRole("status")).toHaveCount(1);
    // Measured where it comes to rest, once its slide-in has finished.
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const box = (await toast.boundingBox())!;
    expect(box.y).toBeLessThan(120);
    expect(box.x + box.width).toBeGreaterThan(1280 - 40);
    // Nothing (the backdrop, the dialog's own content) covers it: the toast is what a click there hits.
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest("[role=status]")?.textContent ?? "",
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toContain("Oops, something went wrong!");

    await dialog.getByLabel("Full name").fill("   ");
    await expectFieldError(page, "Full name", "Value is required");
    await dialog.getByLabel("Email").fill("dilnoza@example");
    await expectFieldError(page, "Email", "Value is not a valid email address");
    await dialog.getByLabel("Phone number").fill("+998");
    await expectFieldError(page, "Phone number", "This field should be at least 5 characters long");
    await dialog.getByLabel("Phone number").fill("+998 90 CALL ME");
    await expectFieldError(page, "Phone number", "Use only digits and the plus sign");
    // Spaces, hyphens, dots and brackets are how people write numbers, not mistakes.
    await dialog.getByLabel("Phone number").fill("(90) 123.45.67");
    await expect(dialog.getByLabel("Phone number")).not.toHaveAttribute("aria-invalid");
    await dialog.getByLabel("Phone number").fill("+++++");
    await expectFieldError(page, "Phone number", "Use only digits and the plus sign");
    await dialog.getByLabel("Phone number").fill("+998901234567");
    await expect(dialog.getByLabel("Phone number")).not.toHaveAttribute("aria-invalid");
    await expect(dialog.locator(".field--invalid").first()).toBeVisible();
  });

  test("messages in Russian", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const dialog = await openQuote(page, "/ru");
    await dialog.getByRole("button", { name: "Отправить заявку" }).click();
    await expectFieldError(page, "Имя и фамилия", "Обязательное поле");
    await dialog.getByLabel("Электронная почта").fill("a@b");
    await expectFieldError(page, "Электронная почта", "Введите корректный адрес электронной почты");
    await dialog.getByLabel("Номер телефона").fill("123");
    await expectFieldError(page, "Номер телефона", "Поле должно содержать не менее 5 символов");
    await dialog.getByLabel("Номер телефона").fill("8 (90) 123 доб. 5");
    await expectFieldError(page, "Номер телефона", "Используйте только цифры и знак плюс");
    for (const label of ["Компания", "Чем мы можем помочь?", "Вложение"])
      await expectFieldError(page, label, "Обязательное поле");
    await expectDescribedError(dialog.getByRole("checkbox"), "Обязательное поле");
    // A control character pasted from another program (here a vertical tab) is named as such.
    await dialog.getByLabel("Чем мы можем помочь?").fill("Первая строка\u000bвторая строка");
    await expectFieldError(
      page,
      "Чем мы можем помочь?",
      "В тексте есть невидимые управляющие символы, часто остающиеся после копирования; наберите его заново",
    );
    await expect(page.getByRole("status").filter({ hasText: "Упс, что-то пошло не так!" })).toBeVisible();
  });

  test("the attachment uploads at once with a progress bar; sending waits for it", async ({ page }) => {
    const dialog = await openQuote(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(UPLOAD, async (route) => {
      await held;
      await route.continue();
    });
    const requests: Record<string, string>[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/files/upload/")) requests.push(request.headers());
    });
    await dialog.getByLabel("Attached file").setInputFiles(PNG_FILE);
    await expect(dialog.getByRole("progressbar", { name: "Uploading the file" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Send request" })).toBeDisabled();
    release();
    await expect(dialog.getByText("Uploaded", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("progressbar")).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Send request" })).toBeEnabled();
    expect(requests[0]?.["content-type"]).toMatch(/^multipart\/form-data/);
    // No upload credential is configured for this build, so none is sent.
    expect(requests[0]?.authorization).toBeUndefined();
  });

  test("a failed upload clears the uploading state and shows the error toast", async ({ page }) => {
    const dialog = await openQuote(page);
    await page.route(UPLOAD, (route) => route.fulfill({ status: 500, body: "{}" }));
    await dialog.getByLabel("Attached file").setInputFiles(PNG_FILE);
    const toast = page.getByRole("status").filter({ hasText: "Oops, something went wrong!" });
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    await expect(dialog.getByRole("progressbar")).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Send request" })).toBeEnabled();
    // Toasts close by themselves after 3000 ms (spec §8).
    await page.mouse.move(0, 0);
    await expect(toast).toHaveCount(0, { timeout: 6000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2500);
  });

  test("the upload control speaks the page's language, shows name and size, refuses before uploading, and removes", async ({
    page,
  }) => {
    const dialog = await openQuote(page, "/ru");
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/files/upload/")) uploads.push(request.url());
    });
    await expect(dialog.getByText("Выберите файл")).toBeVisible();
    await expect(dialog.getByText("или перетащите его сюда")).toBeVisible();
    const input = dialog.getByLabel("Вложение");

    // A wrong type and a too large file: refused in the control, with a message, before any upload.
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expectDescribedError(input, "Файлы этого типа не принимаются: выберите файл PNG, JPEG или PDF.");
    await input.setInputFiles({
      name: "scan.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(11 * 1024 * 1024),
    });
    await expectDescribedError(input, "Файл слишком большой: допустимо не более 10 МБ.");
    expect(uploads).toEqual([]);

    // A good file: its name, its size in Russian, uploaded; the message is gone.
    await input.setInputFiles({ ...PNG_FILE, buffer: Buffer.concat([PNG_FILE.buffer, Buffer.alloc(2048)]) });
    await expect(dialog.getByText("brief.png", { exact: true })).toBeVisible();
    await expect(dialog.getByText(/^2\s?кБ/)).toBeVisible();
    await expect(dialog.getByText("Загружен", { exact: true })).toBeVisible();
    await expect(input).not.toHaveAttribute("aria-invalid");
    expect(uploads).toHaveLength(1);

    // Remove: the file is gone, and sending asks for one again.
    await dialog.getByRole("button", { name: "Удалить файл: brief.png" }).click();
    await expect(dialog.getByText("brief.png", { exact: true })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Отправить заявку" }).click();
    await expectDescribedError(input, "Обязательное поле");
  });

  test("the upload control's hint and refusal name the server's own limit (UPLOAD_MAX_MB)", async ({ page }) => {
    const port = TEST_PORTS.uploadLimit;
    const server = await startServerProcess(port, {
      DATA_DIR: mkdtempSync(join(tmpdir(), "lojuvard-upload-limit-")),
      UPLOAD_MAX_MB: "2",
    });
    try {
      const dialog = await openQuote(page, `http://127.0.0.1:${port}/ru`);
      await expect(
        dialog.getByText("PNG, JPEG или PDF до 2 МБ: бриф, техническое задание, скриншот или эскиз."),
      ).toBeVisible();
      const input = dialog.getByLabel("Вложение");
      await input.setInputFiles({
        name: "scan.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.alloc(3 * 1024 * 1024),
      });
      await expectDescribedError(input, "Файл слишком большой: допустимо не более 2 МБ.");
    } finally {
      server.kill("SIGTERM");
    }
  });

  test("a file dropped on the control uploads like a chosen one", async ({ page }) => {
    const dialog = await openQuote(page);
    const zone = dialog.locator(".upload__zone");
    const transfer = await page.evaluateHandle(
      (bytes) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], "dropped.png", { type: "image/png" }));
        return data;
      },
      [...PNG_FILE.buffer],
    );
    await zone.dispatchEvent("dragover", { dataTransfer: transfer });
    await expect(zone).toHaveClass(/upload__zone--over/);
    await zone.dispatchEvent("drop", { dataTransfer: transfer });
    await expect(dialog.getByText("dropped.png", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Uploaded", { exact: true })).toBeVisible();
  });

  test("a refused file type is refused by the server, not only by the picker", async ({ page }) => {
    const dialog = await openQuote(page);
    await dialog.getByLabel("Attached file").setInputFiles({
      name: "brief.png",
      mimeType: "image/png",
      buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
    });
    await expect(page.getByRole("status").filter({ hasText: "Oops, something went wrong!" })).toBeVisible();
    await expect(dialog.getByText("Uploaded", { exact: true })).toHaveCount(0);
  });

  test("success: everything disabled while sending, then a cleared form, the success toast and the thank-you page", async ({
    page,
  }) => {
    const dialog = await openQuote(page);
    await fillValid(page);
    let payload: Record<string, unknown> = {};
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(CONTACT, async (route) => {
      payload = route.request().postDataJSON() as Record<string, unknown>;
      await held;
      await route.continue();
    });
    await takeTimeOverForm(page);
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(dialog.getByRole("button", { name: "Sending…" })).toBeDisabled();
    for (const label of ["Full name", "Email", "How can we help?", "Attached file"]) {
      await expect(dialog.getByLabel(label)).toBeDisabled();
    }
    release();
    await expect(page.getByRole("status").filter({ hasText: "Your input was successful!" })).toBeVisible();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // The specification's fields, and where the lead came from (decision 040: optional, for sales).
    expect(Object.keys(payload).sort()).toEqual(
      [
        "checkbox",
        "company_name",
        "email",
        "file",
        "form_time_ms",
        "full_name",
        "message",
        "phone",
        "source",
        "website",
      ].sort(),
    );
    expect(payload.source).toMatchObject({ page: expect.stringMatching(/^\//) });
    expect(payload.checkbox).toBe(true);
    expect(payload.phone).toBe("+998901234567");
    const stored = await withDatabase(({ db }) =>
      db.selectFrom("contactRequests").selectAll().where("email", "=", "dilnoza@example.uz").execute(),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.fileId).toBe(payload.file);
    expect(stored[0]?.phone).toBe("+998901234567");

    // Opened again, the form is empty.
    await page.getByRole("banner").getByRole("button", { name: "Get a quote" }).click();
    await expect(page.getByRole("dialog").getByLabel("Full name")).toHaveValue("");
  });

  test("a server failure shows the error toast and gives the form back", async ({ page }) => {
    const dialog = await openQuote(page);
    await fillValid(page);
    await page.route(CONTACT, (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Oops, something went wrong!" })).toBeVisible();
    await expect(dialog.getByLabel("Full name")).toBeEnabled();
    await expect(dialog.getByLabel("Full name")).toHaveValue("Dilnoza Karimova");
    await expect(dialog.getByRole("button", { name: "Send request" })).toBeEnabled();
    await expect(page).not.toHaveURL(/thank-you/);
  });

  test("the dialog keeps keyboard focus inside, closes on Escape and returns focus", async ({ page }) => {
    const dialog = await openQuote(page);
    const opener = page.getByRole("banner").getByRole("button", { name: "Get a quote" });
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press("Tab");
      expect(
        await dialog.evaluate(
          (element) => element.contains(document.activeElement) || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

test("every call to action opens the same dialog", async ({ page }) => {
  await page.goto("/services/webdev");
  await hydrated(page);
  const ctas = page.getByRole("main").getByRole("button", { name: "Get a quote" });
  expect(await ctas.count()).toBeGreaterThanOrEqual(2);
  await ctas.last().click();
  await expect(page.getByRole("dialog", { name: "Tell us about your project" })).toBeVisible();
});

test.describe("newsletter subscription", () => {
  test("Enter sends it; an invalid address is explained in the visitor's language", async ({ page }) => {
    await page.goto("/ru");
    await hydrated(page);
    const input = page.getByRole("contentinfo").getByLabel("Ваша электронная почта");
    await input.fill("aziz@example");
    await input.press("Enter");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("contentinfo")).toContainText("Введите корректный адрес электронной почты");
    await expect(page.getByRole("status").filter({ hasText: "Упс, что-то пошло не так!" })).toBeVisible();

    await takeTimeOverForm(page);
    await input.fill("Aziz.Subscriber@Example.uz");
    const sent = page.waitForRequest(`**${API_PATHS.subscribe}`);
    await input.press("Enter");
    expect((await sent).postDataJSON()).toMatchObject({ email: "Aziz.Subscriber@Example.uz" });
    await expect(page.getByRole("status").filter({ hasText: "Ваши данные успешно отправлены!" })).toBeVisible();
    await expect(input).toHaveValue("");
    const rows = await withDatabase(({ db }) =>
      db.selectFrom("subscribers").select("language").where("emailKey", "=", "aziz.subscriber@example.uz").execute(),
    );
    expect(rows).toEqual([{ language: "ru" }]);
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/uz/blog");
    await page.getByRole("contentinfo").getByLabel("Elektron pochtangiz").fill("kamola.nojs@example.uz");
    await page.getByRole("contentinfo").getByRole("button", { name: /Obuna/ }).click();
    await expect(page).toHaveURL(/\/uz\/blog\?subscribe=ok#subscribe$/);
    await expect(page.getByRole("contentinfo").getByRole("status")).toContainText("Rahmat!");
    const rows = await withDatabase(({ db }) =>
      db.selectFrom("subscribers").select("email").where("emailKey", "=", "kamola.nojs@example.uz").execute(),
    );
    expect(rows).toHaveLength(1);
    await context.close();
  });
});
