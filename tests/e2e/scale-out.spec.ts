import { API_PATHS, uploadPath } from "../../shared/api.ts";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ADMIN_PASSWORD } from "../../playwright.config.ts";
import { openDatabase } from "../../server/db/database.ts";
import { signLink } from "../../server/auth/signed-links.ts";
import { confirmSubscription } from "../../server/newsletter/subscriptions.ts";
import { FakeTelegram } from "../support/fake-telegram.ts";
import { TEST_PORTS } from "../support/ports.ts";
import { testDatabaseUrl, wipePostgres } from "../support/postgres.ts";
import { startServerProcess } from "../support/server-process.ts";
import { fillEditor, openingFields, plainText, signInToInbox } from "./helpers.ts";
import { startVarnish, type RunningVarnish } from "../../scripts/bench/varnish.ts";

/**
 * Two production servers that share nothing but one PostgreSQL (each has a data folder of its
 * own), with Varnish in front of both as docs/deployment.md configures it (a round-robin
 * director): they must behave as one site. Runs where a PostgreSQL is given (TEST_DATABASE_URL;
 * .ci/run starts one).
 */
const DATABASE_URL = testDatabaseUrl("e2e_scale_out");
const PORTS = TEST_PORTS.scaleOut;
const RATE_LIMIT = 20;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const PDF = Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

/** Reads the shared database beside the two instances. */
async function inDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: tmpdir(), databaseUrl: DATABASE_URL });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const [A, B] = PORTS.map((port) => `http://127.0.0.1:${port}`) as [string, string];
const EDGE_PORT = TEST_PORTS.scaleOutEdge;

async function upload(request: APIRequestContext, base: string, category: "attachments" | "cv", file: Buffer) {
  const name = category === "cv" ? "cv.pdf" : "brief.png";
  const mimeType = category === "cv" ? "application/pdf" : "image/png";
  const response = await request.post(`${base}${uploadPath(category)}`, {
    multipart: { file: { name, mimeType, buffer: file } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

if (DATABASE_URL) {
  test.describe.serial("two instances, one PostgreSQL", () => {
    const telegram = new FakeTelegram();
    const instances: ChildProcess[] = [];
    const dataDirs: string[] = [];
    let varnish: RunningVarnish | undefined;
    let submissions = 0;

    test.beforeAll(async () => {
      test.setTimeout(90_000);
      await wipePostgres(DATABASE_URL);
      await telegram.start();
      // Varnish first: each instance purges it as it starts.
      varnish = await startVarnish({ port: EDGE_PORT, backendPort: PORTS, memoryMb: 64 });
      dataDirs.push(...PORTS.map((port) => mkdtempSync(join(tmpdir(), `lojuvard-instance-${port}-`))));
      const env = {
        DATABASE_URL,
        ADMIN_PASSWORD,
        SITE_URL: "https://www.lojuvard.uz",
        RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
        TELEGRAM_BOT_TOKEN: "123:scale",
        TELEGRAM_CHAT_ID: "-100500",
        TELEGRAM_API_URL: `http://127.0.0.1:${telegram.port}`,
        CACHE_PURGE_URL: `${varnish.origin}/`,
      };
      // Started together: they also race to migrate the empty database.
      instances.push(
        ...(await Promise.all(
          PORTS.map((port, index) => startServerProcess(port, { ...env, DATA_DIR: dataDirs[index]! })),
        )),
      );
      await varnish.serving();
    });

    test.afterAll(async () => {
      await varnish?.stop();
      for (const instance of instances) instance.kill("SIGTERM");
      await Promise.all(instances.map((instance) => new Promise((resolve) => instance.once("exit", resolve))));
      await telegram.stop();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    });

    test("a file uploaded through one instance is used by a submission arriving at the other", async ({
      request,
      page,
    }) => {
      const attachment = await upload(request, A, "attachments", PNG);
      const quote = {
        full_name: "Dilnoza Karimova",
        company_name: "Orient Logistics",
        email: "dilnoza@example.uz",
        phone: "+998901234567",
        message: "Warehouse tracking for three sites.",
        file: attachment,
        checkbox: true,
      };
      const contact = await request.post(`${B}${API_PATHS.contact}`, { data: quote });
      expect(contact.status(), await contact.text()).toBe(200);
      const cv = await upload(request, B, "cv", PDF);
      const application = await request.post(`${A}${API_PATHS.application}`, {
        data: {
          first_name: "Sardor",
          last_name: "Yoʻldoshev",
          email: "sardor@example.uz",
          phone: "+998935551122",
          message: "I would like to join the QA team.",
          cv,
          position: "qa-automation-engineer-bukhara",
          checkbox: true,
        },
      });
      expect(application.status(), await application.text()).toBe(200);
      submissions += 2;

      // An upload is used once, whichever instance is asked the second time.
      const again = await request.post(`${A}${API_PATHS.contact}`, { data: quote });
      expect(again.status()).toBe(400);

      // Staff signed in on one instance open the attachment through the other: one session, one file store.
      await signInToInbox(page, { base: A, password: ADMIN_PASSWORD });
      const row = await inDatabase((db) => db.selectFrom("contactRequests").select("id").executeTakeFirstOrThrow());
      await page.goto(`${B}/admin/requests/${row.id}`);
      await expect(page.getByText("Dilnoza Karimova").first()).toBeVisible();
      const file = await page.request.get(`${B}/admin/files/${attachment}`);
      expect(file.status()).toBe(200);
      expect(Buffer.from(await file.body()).equals(PNG)).toBe(true);
    });

    test("rate limits are shared: the allowance of an address is spent across both instances", async ({ request }) => {
      for (let i = 0; i < RATE_LIMIT; i += 1) {
        const response = await request.post(`${i % 2 ? B : A}${API_PATHS.subscribe}`, {
          data: { email: `reader${i}@example.uz` },
        });
        expect(response.status(), `request ${i + 1}`).toBe(200);
      }
      // Staff hear of a subscriber once the address confirms it (the next test confirms them).
      for (const base of [A, B]) {
        const refused = await request.post(`${base}${API_PATHS.subscribe}`, { data: { email: "late@example.uz" } });
        expect(refused.status()).toBe(429);
        expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
      }
    });

    test("the outbox is processed once: every submission notifies staff exactly once", async () => {
      test.setTimeout(60_000);
      // The readers confirm their subscriptions: each confirmation is announced to staff.
      const database = await openDatabase({ dataDir: tmpdir(), databaseUrl: DATABASE_URL });
      try {
        const readers = await database.db.selectFrom("subscribers").select("id").execute();
        for (const reader of readers) {
          const token = await signLink(database.db, "confirmation", reader.id, new Date(Date.now() + 86_400_000));
          expect(await confirmSubscription(database, token, ["telegram"])).toBe("confirmed");
        }
        submissions += readers.length;
      } finally {
        await database.close();
      }
      await expect
        .poll(
          async () =>
            (await inDatabase((db) => db.selectFrom("outbox").select("id").where("status", "=", "sent").execute()))
              .length,
          { timeout: 40_000 },
        )
        .toBe(submissions);
      const messages = telegram.delivered.map((delivery) => delivery.body.text);
      expect(messages).toHaveLength(submissions);
      expect(new Set(messages).size).toBe(submissions);
      // Every claim of a row but the one that sent it failed (none here): no row was taken by
      // both workers. A sent row is never claimed again (only pending rows are), so no later
      // round of either worker can send it twice; nothing needs waiting for.
      const rows = await inDatabase((db) =>
        db.selectFrom("outbox").select(["status", "started", "attempts"]).execute(),
      );
      expect(rows).toHaveLength(submissions);
      expect(rows.filter((row) => row.status !== "sent" || row.started !== row.attempts + 1)).toEqual([]);
    });

    test("content is imported once by the two, and an opening published on one is served by the other", async ({
      page,
    }) => {
      // Both started on the empty database: the starting content is there once, not twice.
      const seeded = await inDatabase((db) =>
        db.selectFrom("contentEntries").select("id").where("kind", "=", "opening").execute(),
      );
      expect(seeded.length).toBeGreaterThan(0);
      expect(new Set(seeded.map((row) => row.id)).size).toBe(seeded.length);

      const id = "site-reliability-engineer-tashkent";
      const titles = { en: "Site Reliability Engineer", ru: "Инженер по надёжности", uz: "Ishonchlilik muhandisi" };
      // B has rendered and cached its careers page before anything is published.
      const before = await (await page.request.get(`${B}/ru/company/careers`)).text();
      expect(plainText(before)).not.toContain(titles.ru);

      await signInToInbox(page, { base: A, password: ADMIN_PASSWORD, next: "/admin/openings" });
      await page.goto(`${A}/admin/openings/new`);
      await fillEditor(page, {
        id,
        location: "tashkent",
        department: "devops",
        type: "full-time",
        workplace: "office",
        datePosted: "2026-11-20",
        validThrough: "2027-03-31",
        ...openingFields("en", titles.en),
        ...openingFields("ru", titles.ru),
        ...openingFields("uz", titles.uz),
      });
      await page.locator('button[value="publish"]').click();
      await expect(page).toHaveURL(`${A}/admin/openings/${id}?done=publish`);

      // B notices within seconds (it polls the shared database) and drops its cached page.
      await expect
        .poll(async () => plainText(await (await page.request.get(`${B}/ru/company/careers`)).text()), {
          timeout: 10_000,
        })
        .toContain(titles.ru);
      const job = await page.request.get(`${B}/uz/company/careers/${id}`);
      expect(job.status()).toBe(200);
      expect(plainText(await job.text())).toContain(titles.uz);
      expect(await (await page.request.get(`${B}/sitemap.xml`)).text()).toContain(`/company/careers/${id}`);
    });

    test("a change published on one instance is what the next request sees, on every instance and through Varnish, in three languages", async ({
      page,
    }) => {
      const edge = varnish!.origin;
      const pages = { en: "/company/careers", ru: "/ru/company/careers", uz: "/uz/company/careers" } as const;
      const id = "platform-engineer-bukhara";
      const titles = { en: "Platform Engineer", ru: "Инженер платформы", uz: "Platforma muhandisi" };
      const read = async (url: string) => plainText(await (await page.request.get(url)).text());
      // Every careers page is kept at the edge before anything changes. The previous test's publish
      // sends its purge again 7 s later (edge-purge.ts), which may drop a page between two requests.
      for (const path of Object.values(pages)) {
        await expect
          .poll(
            async () => {
              await page.request.get(`${edge}${path}`);
              return (await page.request.get(`${edge}${path}`)).headers()["cache-status"];
            },
            { message: path, timeout: 20_000, intervals: [500] },
          )
          .toMatch(/varnish; hit$/);
      }

      await signInToInbox(page, { base: A, password: ADMIN_PASSWORD, next: "/admin/openings" });
      await page.goto(`${A}/admin/openings/new`);
      await fillEditor(page, {
        id,
        location: "bukhara",
        department: "devops",
        type: "full-time",
        workplace: "office",
        datePosted: "2026-11-21",
        validThrough: "2027-03-31",
        ...openingFields("en", titles.en),
        ...openingFields("ru", titles.ru),
        ...openingFields("uz", titles.uz),
      });
      await page.locator('button[value="publish"]').click();
      await expect(page).toHaveURL(`${A}/admin/openings/${id}?done=publish`);

      // The very next request, no waiting: through the edge (either instance behind it) and on each.
      for (const [lang, path] of Object.entries(pages) as [keyof typeof titles, string][]) {
        expect(await read(`${edge}${path}`), `edge ${path}`).toContain(titles[lang]);
        expect(await read(`${B}${path}`), `B ${path}`).toContain(titles[lang]);
        expect(await read(`${A}${path}`), `A ${path}`).toContain(titles[lang]);
        const job = await page.request.get(`${edge}${pages.en === path ? "" : `/${lang}`}/company/careers/${id}`);
        expect(job.status(), `${lang} job page`).toBe(200);
        expect(plainText(await job.text())).toContain(titles[lang]);
      }

      // And withdrawn again: gone for the next visitor everywhere.
      await page.goto(`${A}/admin/openings/${id}`);
      await page.locator('button[value="unpublish"]').click();
      await expect(page).toHaveURL(/done=unpublish/);
      for (const [lang, path] of Object.entries(pages) as [keyof typeof titles, string][]) {
        expect(await read(`${edge}${path}`), `edge ${path}`).not.toContain(titles[lang]);
        expect(await read(`${B}${path}`), `B ${path}`).not.toContain(titles[lang]);
      }
    });

    test("the sign-in lockout holds across instances", async ({ request }) => {
      const attempt = (base: string, password: string) =>
        request.post(`${base}/admin/login`, { form: { intent: "sign-in", password }, maxRedirects: 0 });
      for (let i = 0; i < 5; i += 1) {
        expect((await attempt(i % 2 ? B : A, "not-the-password")).status()).toBe(401);
      }
      // Even the right password now waits, on either instance.
      for (const base of [A, B]) {
        const locked = await attempt(base, ADMIN_PASSWORD);
        expect(locked.status()).toBe(429);
        expect(Number(locked.headers()["retry-after"])).toBeGreaterThan(0);
      }
    });
  });
}
