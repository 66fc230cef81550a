import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { clientSeed } from "../../content/seed/clients.ts";
import { ADMIN_PASSWORD, SITE_URL } from "../../playwright.config.ts";
import { LANGUAGES, localizePath, type Language } from "../../shared/i18n/languages.ts";
import { TEST_PORTS } from "../support/ports.ts";
import { startServerProcess } from "../support/server-process.ts";
import { fillEditor, plainText, signInToInbox } from "./helpers.ts";

/**
 * The site starts with its clients' band (issue 37.3), then staff own the proof (issue 26):
 * an editor publishes a client with its logo, a case study with a gallery of screens and a
 * testimonial with a photo, and a member of sales whom an administrator granted the people
 * page adds a colleague with a photo, all in three languages; each is on the public pages,
 * the sitemap and the structured data at once, with no restart. On a server of its own: what it publishes (a logistics case, a client, a
 * colleague) is no other test's business, and no other test's choice of sector or service is its.
 */
test.describe.configure({ mode: "serial" });

const BASE = `http://127.0.0.1:${TEST_PORTS.proof}`;
test.use({ baseURL: BASE });

let server: ChildProcess | undefined;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(join(tmpdir(), "lojuvard-proof-"));
  server = await startServerProcess(TEST_PORTS.proof, {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    SITE_URL,
    RATE_LIMIT_PER_MINUTE: "1000",
  });
});

test.afterAll(() => {
  server?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

type Words = Record<Language, string>;
const w = (en: string, ru: string, uz: string): Words => ({ en, ru, uz });

const EDITOR = { name: "Madina Rashidova", email: "madina.editor@lojuvard.uz", password: "tells-the-story-2026" };
const KEEPER = { name: "Lola Khamidova", email: "lola.people@lojuvard.uz", password: "knows-everyone-2026" };

const CASE_ID = "cargo-tracking";
const STUDY = {
  title: w(
    "A shipment tracking platform for a logistics operator",
    "Платформа отслеживания грузов для логистического оператора",
    "Logistika operatori uchun yuklarni kuzatish platformasi",
  ),
  client: w(
    "Logistics operator · Freight tracking",
    "Логистический оператор · Отслеживание грузов",
    "Logistika operatori · Yuklarni kuzatish",
  ),
  summary: w(
    "We built a platform that shows every lorry and every consignment of a freight operator on one map, from the warehouse to the customer's door.",
    "Мы создали платформу, которая показывает каждый грузовик и каждую партию груза оператора на одной карте — от склада до двери клиента.",
    "Yuk tashuvchi operatorning har bir yuk mashinasi va yuk partiyasini ombordan mijoz eshigigacha bitta xaritada koʻrsatadigan platforma yaratdik.",
  ),
  figureValue: w("40%", "40%", "40%"),
  figureLabel: w("fewer calls at the dispatch desk", "меньше звонков диспетчерам", "dispetcherlarga kamroq qoʻngʻiroq"),
  screens: [
    w(
      "The dispatcher's map with lorries on their routes and a consignment's timeline",
      "Карта диспетчера с грузовиками на маршрутах и историей партии груза",
      "Dispetcher xaritasi: yoʻnalishdagi yuk mashinalari va yuk partiyasi tarixi",
    ),
    w(
      "The driver's app with the next stop and a signature on delivery",
      "Приложение водителя со следующей остановкой и подписью при доставке",
      "Haydovchi ilovasi: keyingi bekat va yetkazib berishdagi imzo",
    ),
  ],
  challenge: w(
    "Dispatchers tracked lorries by phone.\n\nCustomers called to ask where their goods were.",
    "Диспетчеры отслеживали грузовики по телефону.\n\nКлиенты звонили, чтобы узнать, где их товар.",
    "Dispetcherlar yuk mashinalarini telefon orqali kuzatardi.\n\nMijozlar yuklari qayerdaligini bilish uchun qoʻngʻiroq qilardi.",
  ),
  steps: [
    [
      w("Discovery", "Исследование", "Tadqiqot"),
      w("Two weeks at the dispatch desk.", "Две недели рядом с диспетчерами.", "Dispetcherlar bilan ikki hafta."),
    ],
    [
      w("Prototype", "Прототип", "Prototip"),
      w(
        "A clickable map for the first route.",
        "Интерактивная карта первого маршрута.",
        "Birinchi yoʻnalish uchun interaktiv xarita.",
      ),
    ],
    [
      w("Launch", "Запуск", "Ishga tushirish"),
      w("Every depot within six weeks.", "Все склады за шесть недель.", "Olti haftada barcha omborlar."),
    ],
  ],
  solution: w(
    "Lorries report their position every minute, and customers follow their consignment on a public page.",
    "Грузовики сообщают своё положение каждую минуту, а клиенты следят за партией на открытой странице.",
    "Yuk mashinalari har daqiqada joylashuvini yuboradi, mijozlar esa yuk partiyasini ochiq sahifada kuzatadi.",
  ),
  result: w(
    "Customers see where their goods are without calling anyone.",
    "Клиенты видят, где их товар, никому не звоня.",
    "Mijozlar hech kimga qoʻngʻiroq qilmasdan yuklari qayerdaligini koʻradi.",
  ),
  features: [
    [
      w("Live map", "Карта в реальном времени", "Jonli xarita"),
      w("Every lorry on one map.", "Все грузовики на одной карте.", "Barcha yuk mashinalari bitta xaritada."),
    ],
    [
      w("Driver app", "Приложение водителя", "Haydovchi ilovasi"),
      w("Stops, documents and signatures.", "Остановки, документы и подписи.", "Bekatlar, hujjatlar va imzolar."),
    ],
    [
      w("Customer page", "Страница клиента", "Mijoz sahifasi"),
      w(
        "A link that shows the consignment's way.",
        "Ссылка, по которой виден путь партии.",
        "Yuk partiyasi yoʻlini koʻrsatadigan havola.",
      ),
    ],
    [
      w("Reports", "Отчёты", "Hisobotlar"),
      w(
        "Delivery times by route and depot.",
        "Сроки доставки по маршрутам и складам.",
        "Yoʻnalish va omborlar boʻyicha yetkazish muddatlari.",
      ),
    ],
  ],
  quote: w(
    "Our dispatchers finally answer questions before customers ask them.",
    "Наши диспетчеры наконец отвечают на вопросы раньше, чем клиенты их задают.",
    "Dispetcherlarimiz endi savollarga mijozlar soʻramasidan oldin javob beradi.",
  ),
  role: w("Operations director", "Операционный директор", "Operatsion direktor"),
  organisation: w("Karvon Logistics", "Карвон Логистикс", "Karvon Logistics"),
};
const CLIENT = {
  name: w("Karvon Logistics", "Карвон Логистикс", "Karvon Logistics"),
  link: "https://karvon.example.uz/",
};
const TESTIMONIAL = {
  words: w(
    "They shipped every release on the day they promised, and the dispatch desk felt the difference within a week.",
    "Каждый релиз вышел в обещанный день, а диспетчерская почувствовала разницу уже через неделю.",
    "Har bir reliz vaʼda qilingan kuni chiqdi, dispetcherlik xizmati esa farqni bir haftada sezdi.",
  ),
  person: w("Dilshod Nazarov, head of IT", "Дилшод Назаров, руководитель ИТ", "Dilshod Nazarov, AT boʻlimi rahbari"),
  organisation: CLIENT.name,
};
const PERSON = {
  name: w("Zilola Rakhimova", "Зилола Рахимова", "Zilola Rahimova"),
  role: w(
    "Account Director, London",
    "Директор по работе с клиентами, Лондон",
    "Mijozlar bilan ishlash direktori, London",
  ),
};

/** A picture made for the test, a colour of its own so each upload is a file of its own. */
const image = async (name: string, background: string) => ({
  name,
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 1400, height: 900, channels: 3, background } })
    .png()
    .toBuffer(),
});

/** Uploads into an image field by its control's name and waits for the stored image. */
async function upload(page: Page, name: string, file: Awaited<ReturnType<typeof image>>) {
  const field = page.locator("fieldset.entry-image", { has: page.locator(`input[name="${name}"]`) });
  await field.locator('input[type="file"]').setInputFiles(file);
  // The library shows the chosen image by its thumbnail.
  await expect(field.locator(".entry-image__preview")).toHaveAttribute("src", /^\/media\/[0-9a-f-]{36}\/thumbnail$/);
}

/** Each language's values of some fields: { "title.ru": "…" }. */
function inLanguage(lang: Language, fields: Record<string, Words>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, words]) => [`${name}.${lang}`, words[lang]]));
}

/** The page's JSON-LD objects, their texts with the typography step's no-break spaces read as spaces. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(plainText(text)) as Record<string, unknown>,
  );
}

/** Waits until a page, fetched afresh, shows something: the public content follows the inbox without a restart. */
async function eventually(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 15_000 });
}

async function invite(page: Page, person: { name: string; email: string }, role: string): Promise<string> {
  await page.goto("/admin/accounts");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Send invitation" }) });
  await form.getByLabel("Name").fill(person.name);
  await form.getByLabel("E-mail").fill(person.email);
  await form.getByRole("radio", { name: role }).check();
  await form.getByRole("button", { name: "Send invitation" }).click();
  return new URL((await page.getByTestId("invitation-link").textContent())!).pathname;
}

async function accept(browser: Browser, path: string, password: string, language: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: BASE })).newPage();
  await page.goto(path);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirm"]').fill(password);
  await page.locator('select[name="language"]').selectOption(language);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/(subscribers|requests)$/);
  return page;
}

let editor: Page;
let keeper: Page;

const CLIENTS_TITLE: Words = { en: "Our clients", ru: "Наши клиенты", uz: "Mijozlarimiz" };

/** The "Our clients" band of the page in a language. */
const clientBand = (page: Page, lang: Language) =>
  page.locator("section", { has: page.getByRole("heading", { name: CLIENTS_TITLE[lang], exact: true }) });

/** The names the band's logos give, in its order, as a reader hears them. */
const logoNames = async (page: Page, lang: Language) =>
  (
    await clientBand(page, lang)
      .getByRole("img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""))
  ).map(plainText);

test("a fresh site shows its clients' drawn logos, each named in the page's language, and none where a sector has none", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  for (const lang of LANGUAGES) {
    const names = clientSeed.map((client) => client.doc.name[lang]);
    const sectorNames = (sector: string) =>
      clientSeed.filter((client) => client.doc.sector === sector).map((client) => client.doc.name[lang]);
    for (const [path, expected] of [
      ["/", names],
      ["/casestudies", names],
      ["/industry/banking", sectorNames("banking")],
      ["/industry/government", sectorNames("government")],
    ] as const) {
      await page.goto(localizePath(path, lang));
      expect(await logoNames(page, lang), `${lang} ${path}`).toEqual(expected);
    }
    // Each drawing loads once the band is in view (the logos load lazily), at its own size.
    await page.goto(localizePath("/", lang));
    const band = clientBand(page, lang);
    await band.scrollIntoViewIfNeeded();
    const logos = band.getByRole("img");
    await expect(logos).toHaveCount(clientSeed.length);
    for (const [index, client] of clientSeed.entries()) {
      const logo = logos.nth(index);
      await expect(logo).toHaveAttribute("src", client.doc.logo);
      await expect(logo).toHaveAttribute("width", "200");
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), lang)
        .toBe(200);
    }
    // The home page names them to search engines, each with its whole logo.
    const list = (await structuredData(page)).find((data) => data["@type"] === "ItemList");
    expect(list?.itemListElement).toEqual(
      clientSeed.map((client, index) =>
        expect.objectContaining({
          position: index + 1,
          item: expect.objectContaining({ name: client.doc.name[lang], logo: SITE_URL + client.doc.logo }),
        }),
      ),
    );
  }
  for (const client of clientSeed) {
    const response = await page.request.get(client.doc.logo);
    expect(response.status(), client.doc.logo).toBe(200);
    expect(response.headers()["content-type"], client.doc.logo).toContain("image/svg+xml");
  }
  // The band's empty rule (decision 094): a sector with no client published shows no band.
  for (const lang of LANGUAGES) {
    await page.goto(localizePath("/industry/ofandprod", lang));
    await expect(clientBand(page, lang)).toHaveCount(0);
  }
  // On a phone the home page keeps to its length (issue 37.2) without the band; the case list
  // and a sector's page show it, three logos to a row. A visitor of one language each: the site
  // remembers the language last chosen.
  for (const lang of LANGUAGES) {
    const phone = await browser.newPage({ viewport: { width: 375, height: 667 } });
    await phone.goto(localizePath("/", lang));
    // In the page (a wider screen shows it), hidden from the phone and its reader.
    await expect(phone.locator('[data-section="logos"]').getByRole("img", { includeHidden: true })).toHaveCount(
      clientSeed.length,
    );
    await expect(phone.locator('[data-section="logos"]')).toBeHidden();
    for (const path of ["/casestudies", "/industry/banking"]) {
      await phone.goto(localizePath(path, lang));
      const logos = clientBand(phone, lang).getByRole("img");
      await expect(logos.first(), `${lang} ${path}`).toBeVisible();
      const tops = await logos.evaluateAll((images) => images.map((image) => image.getBoundingClientRect().top));
      expect(tops.filter((top) => top === tops[0]).length, `${lang} ${path}: logos in the first row`).toBe(
        Math.min(3, tops.length),
      );
    }
    await phone.context().close();
  }
});

test.afterAll(async () => {
  await editor?.context().close();
  await keeper?.context().close();
});

test("an administrator grants a member of sales the people page, beyond their role, on the server too", async ({
  page,
  browser,
}) => {
  await signInToInbox(page, { password: ADMIN_PASSWORD, next: "/admin/accounts", base: BASE });
  const editorLink = await invite(
    page,
    EDITOR,
    "Editor Posts, the pages' words, case studies, clients, people, subscribers and the newsletter",
  );
  const keeperLink = await invite(page, KEEPER, "Sales Quote requests");
  editor = await accept(browser, editorLink, EDITOR.password, "en");
  keeper = await accept(browser, keeperLink, KEEPER.password, "ru");
  await expect(editor.getByRole("navigation", { name: "Inbox" }).getByRole("link")).toHaveText([
    "Subscribers",
    "Posts",
    "Pages",
    "Case studies and clients",
    "People",
    "Media library",
    "Redirects",
    "Newsletter",
  ]);
  const keeperMenu = keeper.getByRole("navigation", { name: "Входящие" });
  await expect(keeperMenu.getByRole("link")).toHaveText([
    "Ждут меня",
    "Заявки на расчёт",
    "Неразобранная почта",
    "Источники обращений",
  ]);
  await keeper.goto("/admin/people");
  await expect(keeper.getByRole("heading", { name: "Недоступно для вашей роли" })).toBeVisible();

  await page.goto("/admin/accounts");
  const row = page.getByRole("row", { name: new RegExp(KEEPER.name) });
  await row.getByRole("checkbox", { name: "Edit the people page" }).check();
  await row.getByRole("button", { name: `Save: ${KEEPER.name}` }).click();
  await expect(page.getByText(`${KEEPER.name} may now also: Edit the people page.`)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(KEEPER.name) }).getByRole("checkbox")).toBeChecked();

  // At once, in the session they already have: the menu, the page, and nothing more.
  await keeper.goto("/admin/people");
  await expect(keeper.getByRole("heading", { level: 1, name: "Команда" })).toBeVisible();
  await expect(keeperMenu.getByRole("link")).toHaveText([
    "Ждут меня",
    "Заявки на расчёт",
    "Неразобранная почта",
    "Источники обращений",
    "Команда",
  ]);
  const cookie = (await keeper.context().cookies()).map((item) => `${item.name}=${item.value}`).join("; ");
  for (const path of ["/admin/proof", "/admin/proof/cases/new", "/admin/posts"]) {
    expect((await keeper.request.get(path, { headers: { cookie }, maxRedirects: 0 })).status(), path).toBe(403);
  }
  await page.goto("/admin/audit");
  // The audit log says it in a sentence, naming who changed whose rights.
  await expect(
    page
      .locator(".admin-audit__entry")
      .filter({ hasText: `changed what ${KEEPER.name} may do beyond their role` })
      .first(),
  ).toBeVisible();
});

test("the editor publishes a client with its logo: it joins the band on the home page, the case list and its sector's page", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/");
  const seeded = await logoNames(page, "en");
  expect(seeded.length).toBeGreaterThan(0);
  expect(seeded).not.toContain(CLIENT.name.en);

  await editor
    .getByRole("navigation", { name: "Inbox" })
    .getByRole("link", { name: "Case studies and clients" })
    .click();
  await expect(editor.getByRole("heading", { level: 1, name: "Case studies and clients" })).toBeVisible();
  const clients = editor.getByRole("listitem").filter({ has: editor.getByRole("heading", { name: "Clients" }) });
  await expect(clients).toContainText(`${seeded.length} entries · ${seeded.length} on the site`);
  await clients.getByRole("link", { name: "New client" }).click();
  await expect(editor).toHaveURL("/admin/proof/clients/new");
  await fillEditor(editor, {
    ...inLanguage("en", { name: CLIENT.name }),
    ...inLanguage("ru", { name: CLIENT.name }),
    ...inLanguage("uz", { name: CLIENT.name }),
    sector: "logistics",
    link: CLIENT.link,
  });
  await upload(editor, "logo", await image("karvon-logo.png", "#0e6b64"));
  await editor.getByRole("button", { name: "Publish now" }).click();
  await expect(editor.getByText("Published: it is on the site.")).toBeVisible();

  const logistics = clientSeed.filter((client) => client.doc.sector === "logistics");
  for (const lang of LANGUAGES) {
    for (const [path, before] of [
      ["/", clientSeed],
      ["/casestudies", clientSeed],
      ["/industry/logistics", logistics],
    ] as const) {
      await eventually(page, localizePath(path, lang), async () => {
        const logo = clientBand(page, lang).getByRole("link", { name: CLIENT.name[lang] });
        await expect(logo).toHaveAttribute("href", CLIENT.link, { timeout: 500 });
        await expect(logo.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\/media\/.+\.avif/);
      });
      // Last, after the clients already there, as a new entry of a list arranged by hand is.
      expect(await logoNames(page, lang), `${lang} ${path}`).toEqual([
        ...before.map((client) => client.doc.name[lang]),
        CLIENT.name[lang],
      ]);
    }
  }
  // The home page names its clients to search engines, the new one among them.
  await page.goto("/ru");
  const list = (await structuredData(page)).find((data) => data["@type"] === "ItemList");
  expect(list?.itemListElement).toContainEqual(
    expect.objectContaining({
      position: clientSeed.length + 1,
      item: {
        "@type": "Organization",
        name: CLIENT.name.ru,
        url: CLIENT.link,
        // The whole logo at its largest size ("1200.png"), not the link preview's crop ("social.jpg").
        logo: expect.stringMatching(new RegExp(`^${SITE_URL}/media/[0-9a-f-]{36}/\\d+\\.[0-9a-f]{10}\\.(jpg|png)$`)),
      },
    }),
  );
  // Not on the page of another sector; a sector with no client still has no band.
  await page.goto("/industry/education");
  expect(await logoNames(page, "en")).not.toContain(CLIENT.name.en);
  await page.goto("/industry/ofandprod");
  await expect(clientBand(page, "en")).toHaveCount(0);
});

test("the editor publishes a case study with a gallery of screens in three languages; it answers at its address everywhere", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await editor.goto("/admin/proof/cases");
  await editor.getByRole("link", { name: "New case study" }).click();
  await expect(editor.getByRole("button", { name: "Add: Figure" })).toBeVisible();
  for (const [item, times] of [
    ["Figure", 1],
    ["Screen", 2],
    ["Step", 3],
    ["Result", 1],
  ] as const) {
    for (let index = 0; index < times; index += 1) await editor.getByRole("button", { name: `Add: ${item}` }).click();
  }
  // The four features are a list of a fixed length: a new case study starts with them, to fill in.
  await expect(editor.getByRole("button", { name: "Add: Feature" })).toHaveCount(0);
  const texts = (lang: Language) => ({
    ...inLanguage(lang, {
      title: STUDY.title,
      client: STUDY.client,
      summary: STUDY.summary,
      "figures.0.value": STUDY.figureValue,
      "figures.0.label": STUDY.figureLabel,
      "gallery.0.alt": STUDY.screens[0]!,
      "gallery.1.alt": STUDY.screens[1]!,
      challenge: STUDY.challenge,
      solution: STUDY.solution,
      "results.0": STUDY.result,
      "quote.words": STUDY.quote,
      "quote.role": STUDY.role,
      "quote.organisation": STUDY.organisation,
    }),
    ...Object.assign(
      {},
      ...STUDY.steps.map(([title, text], index) =>
        inLanguage(lang, { [`process.${index}.title`]: title!, [`process.${index}.text`]: text! }),
      ),
      ...STUDY.features.map(([title, text], index) =>
        inLanguage(lang, { [`features.${index}.title`]: title!, [`features.${index}.text`]: text! }),
      ),
    ),
  });
  await fillEditor(editor, { id: CASE_ID, published: "2026-02-10", ...texts("en") });
  await editor.getByRole("checkbox", { name: "Logistics and supply chain" }).check();
  await editor.getByRole("checkbox", { name: "Front-end applications" }).check();
  await upload(editor, "gallery.0.image.en", await image("map.png", "#1d3f8f"));
  await upload(editor, "gallery.1.image.en", await image("driver.png", "#d9a521"));
  await expect(editor.getByRole("tab", { name: /English/ })).toContainText("all filled in");

  // Russian and Uzbek start from the English screens, then get their own words.
  for (const lang of ["ru", "uz"] as const) {
    await editor.locator(`#tab-${lang}`).click();
    await editor.getByRole("button", { name: "Fill empty fields from English" }).click();
    await expect(editor.locator(`input[name="gallery.1.image.${lang}"]`)).toHaveValue(/^media:/);
    await fillEditor(editor, texts(lang));
  }
  await editor.getByRole("button", { name: "Publish now" }).click();
  await expect(editor.getByText("Published: it is on the site.")).toBeVisible();

  // The inbox previews the saved version with the public page's own article.
  await editor.getByRole("link", { name: "Preview in Uzbek" }).click();
  await expect(editor.getByRole("heading", { level: 1, name: STUDY.title.uz })).toBeVisible();
  await editor.goBack();

  for (const lang of LANGUAGES) {
    const path = localizePath(`/casestudies/${CASE_ID}`, lang);
    await eventually(page, path, async () => {
      await expect(page.getByRole("heading", { level: 1, name: STUDY.title[lang] })).toBeVisible({ timeout: 500 });
    });
    // The first screen previewed beside the title; both in the gallery, each named in the page's language.
    const hero = page.locator(".page-hero picture");
    await expect(hero.locator("img")).toHaveAttribute("alt", "");
    await expect(hero.locator('source[type="image/webp"]')).toHaveAttribute(
      "srcset",
      /\/media\/.+\/\d+\.[0-9a-f]{10}\.webp \d+w/,
    );
    const gallery = page.locator("section", { has: page.locator("#case-gallery") });
    const shots = gallery.getByRole("img");
    await expect(shots).toHaveCount(2);
    await expect(shots.first()).toHaveAccessibleName(STUDY.screens[0]![lang]);
    await expect(shots.last()).toHaveAccessibleName(STUDY.screens[1]![lang]);
    await expect(page.getByText(STUDY.figureLabel[lang])).toBeVisible();
    await expect(page.locator("figure.case-quote figcaption")).toHaveText(
      `${STUDY.role[lang]}, ${STUDY.organisation[lang]}`,
    );
    const article = (await structuredData(page)).find((data) => data["@type"] === "Article");
    expect(article).toMatchObject({ headline: STUDY.title[lang], url: SITE_URL + path, datePublished: "2026-02-10" });

    // Listed wherever its proof belongs: the case list, the home page, its sector's and its service's pages.
    for (const where of ["/casestudies", "/", "/industry/logistics", "/services/frontapps"]) {
      await page.goto(localizePath(where, lang));
      await expect(page.getByRole("link", { name: STUDY.title[lang] }), `${lang} ${where}`).toHaveAttribute(
        "href",
        path,
      );
    }
    await page.goto(localizePath("/casestudies", lang));
    const list = (await structuredData(page)).find((data) => data["@type"] === "ItemList");
    expect(JSON.stringify(list)).toContain(SITE_URL + path);
  }
  // Not on the pages of a sector or service it was not filed under.
  await page.goto("/industry/banking");
  await expect(page.getByRole("link", { name: STUDY.title.en })).toHaveCount(0);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const lang of LANGUAGES)
    expect(sitemap).toContain(`<loc>${SITE_URL}${localizePath(`/casestudies/${CASE_ID}`, lang)}</loc>`);
});

test("the editor adds a testimonial with a photo, files it under the case study and moves it first", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await editor.goto("/admin/proof/testimonials/new");
  await fillEditor(editor, {
    ...LANGUAGES.reduce(
      (fields, lang) => ({
        ...fields,
        ...inLanguage(lang, TESTIMONIAL),
      }),
      {},
    ),
    caseStudy: CASE_ID,
  });
  await editor.getByRole("checkbox", { name: "Logistics and supply chain" }).check();
  await editor.getByRole("checkbox", { name: "Front-end applications" }).check();
  await upload(editor, "photo", await image("dilshod.png", "#b97d57"));
  await editor.getByRole("button", { name: "Publish now" }).click();
  await expect(editor.getByText("Published: it is on the site.")).toBeVisible();

  // Last of four: the home page shows three. Staff move it to the top.
  await editor.goto("/admin/proof/testimonials");
  await expect(editor.getByRole("rowheader").nth(3)).toContainText(TESTIMONIAL.person.en);
  for (const place of [2, 1, 0]) {
    await editor.getByRole("button", { name: `Move up: ${TESTIMONIAL.person.en}` }).click();
    await expect(editor.getByRole("rowheader").nth(place)).toContainText(TESTIMONIAL.person.en);
  }
  await expect(editor.getByText("The order was changed.")).toBeVisible();

  for (const lang of LANGUAGES) {
    await eventually(page, localizePath("/", lang), async () => {
      const quotes = page.locator("ul.testimonials > li");
      await expect(quotes.first(), lang).toContainText(TESTIMONIAL.words[lang], { timeout: 500 });
    });
    await expect(page.locator("ul.testimonials > li").first().locator("figcaption")).toContainText(
      `${TESTIMONIAL.person[lang]}, ${TESTIMONIAL.organisation[lang]}`,
    );
    const organization = (await structuredData(page)).find((data) => data["@type"] === "Organization");
    expect((organization?.review as { reviewBody: string }[])[0]?.reviewBody).toBe(TESTIMONIAL.words[lang]);
    // On its case study (beside the case's own words) and on its service's page.
    for (const where of [`/casestudies/${CASE_ID}`, "/services/frontapps", "/industry/logistics"]) {
      await page.goto(localizePath(where, lang));
      await expect(page.locator("ul.testimonials"), `${lang} ${where}`).toContainText(TESTIMONIAL.words[lang]);
    }
  }
  await expect(page.locator("ul.testimonials .testimonial__photo")).toHaveAttribute("src", /^\/media\//);
});

test("the member granted the people page adds a colleague with an uploaded photo, in three languages", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await keeper.goto("/admin/people");
  await keeper.getByRole("link", { name: "Новый сотрудник" }).click();
  await fillEditor(keeper, {
    group: "team",
    office: "london",
    ...LANGUAGES.reduce((fields, lang) => ({ ...fields, ...inLanguage(lang, PERSON) }), {}),
  });
  await upload(keeper, "photo", await image("zilola.png", "#e7b995"));
  await keeper.getByRole("button", { name: "Опубликовать сейчас" }).click();
  await expect(keeper.getByText("Опубликовано: материал на сайте.")).toBeVisible();

  for (const lang of LANGUAGES) {
    await eventually(page, localizePath("/company/people", lang), async () => {
      await expect(page.getByRole("heading", { name: PERSON.name[lang] })).toBeVisible({ timeout: 500 });
    });
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: PERSON.name[lang] }) });
    await expect(card).toContainText(PERSON.role[lang]);
    // Their photo, not a drawing: in modern formats, with its dimensions.
    await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute("srcset", /\/media\/.+\.avif/);
    await expect(card.locator("img")).toHaveAttribute("width", /^\d+$/);
    const organization = (await structuredData(page)).find((data) => Array.isArray(data.employee));
    expect(organization?.employee).toContainEqual(
      expect.objectContaining({
        "@type": "Person",
        name: PERSON.name[lang],
        jobTitle: PERSON.role[lang],
        image: expect.stringMatching(new RegExp(`^${SITE_URL}/media/`)),
      }),
    );
  }
});

const OFFICE_PHOTOS = [
  w(
    "The central office's entrance on Shota Rustaveli Street",
    "Вход в центральный офис на улице Шота Руставели",
    "Shota Rustaveli koʻchasidagi markaziy ofisga kirish",
  ),
  w(
    "A meeting room with the team at a sprint demo",
    "Переговорная: команда на демонстрации спринта",
    "Majlislar xonasi: jamoa sprint namoyishida",
  ),
];

test("the about page's office shows the drawn map alone, then the photos an editor adds, named in each language", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A fresh site has no photograph of its office: the drawn map is its picture.
  await page.goto("/company/aboutus");
  await expect(page.getByRole("img", { name: /Illustrated map of central Tashkent/ })).toBeVisible();
  await expect(page.locator(".office-photos")).toHaveCount(0);

  await editor.goto("/admin/pages/about");
  for (let index = 0; index < OFFICE_PHOTOS.length; index += 1)
    await editor.getByRole("button", { name: "Add: Photo", exact: true }).click();
  await upload(editor, "office.photos.0.image", await image("entrance.png", "#2f5fd0"));
  await upload(editor, "office.photos.1.image", await image("meeting-room.png", "#0f7a6c"));
  for (const lang of LANGUAGES)
    await fillEditor(
      editor,
      Object.fromEntries(OFFICE_PHOTOS.map((alt, index) => [`office.photos.${index}.alt.${lang}`, alt[lang]])),
    );
  await editor.getByRole("button", { name: "Save", exact: true }).click();
  await expect(editor.getByRole("status")).toHaveText("Saved.");

  for (const lang of LANGUAGES) {
    await eventually(page, localizePath("/company/aboutus", lang), async () => {
      await expect(page.locator(".office-photos img")).toHaveCount(2, { timeout: 500 });
    });
    const photos = page.locator(".office-photos img");
    for (const [index, alt] of OFFICE_PHOTOS.entries()) await expect(photos.nth(index)).toHaveAccessibleName(alt[lang]);
    // Photographs in modern formats, with their dimensions, one shape each; the map stays beside the address.
    await expect(page.locator('.office-photos source[type="image/avif"]').first()).toHaveAttribute(
      "srcset",
      /\/media\/.+\.avif/,
    );
    await expect(photos.first()).toHaveAttribute("width", /^\d+$/);
    const shapes = await photos.evaluateAll((images) =>
      images.map((image) => Math.round((image.clientWidth / image.clientHeight) * 10) / 10),
    );
    expect(shapes).toEqual([1.5, 1.5]);
    await expect(page.locator(".office svg, .office img").first()).toBeVisible();
  }
});
