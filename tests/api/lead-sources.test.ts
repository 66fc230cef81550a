import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS, uploadPath } from "../../shared/api.ts";
import { assignEntry } from "../../server/admin/entries.ts";
import { inboxPage, listQuery } from "../../server/admin/inbox.ts";
import { getLeadSource, sourceCounts } from "../../server/db/lead-sources.ts";
import { staffAccount } from "../support/accounts.ts";
import { DOCX, ENGINES, multipart, PNG, startTestServer, type TestServer } from "./server.ts";

const CAMPAIGN_PAGE = "/industry/logistics?utm_source=linkedin&utm_medium=social&utm_campaign=q4-logistics";

/**
 * Where each lead came from: what the browser sends with a submission (the page, the
 * visit's first page, the referring site), read on the server into a source and a
 * campaign; the specification's payloads work exactly as before, and the inbox filters by
 * source, campaign and owner and counts them per month.
 */
describe.each(ENGINES)("lead sources on %s", (engine) => {
  let server: TestServer;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(engine, {
      RATE_LIMIT_PER_MINUTE: "1000",
      ADMIN_PASSWORD: "lapis-and-turquoise-2026",
    });
  });
  afterAll(async () => server.close());

  async function file(category: "attachments" | "cv") {
    const body = await multipart([
      category === "cv"
        ? { name: "file", filename: "cv.docx", content: DOCX }
        : { name: "file", filename: "brief.png", content: PNG },
    ]);
    const response = await server.app.inject({ method: "POST", url: uploadPath(category), ...body });
    return response.json<{ id: string }>().id;
  }

  async function quote(email: string, extra: object = {}, headers: Record<string, string> = {}) {
    return server.app.inject({
      method: "POST",
      url: API_PATHS.contact,
      headers,
      payload: {
        full_name: "Dilnoza Karimova",
        company_name: "Orient Logistics",
        email,
        phone: "+998901234567",
        message: "Warehouse tracking.",
        file: await file("attachments"),
        checkbox: true,
        ...extra,
      },
    });
  }

  async function idOf(email: string) {
    const row = await server.database.db
      .selectFrom("contactRequests")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("keeps the page, the visit's first page, the referring site and the campaign of each submission", async () => {
    const sent = await quote("campaign@example.uz", {
      source: { page: "/contact", landing: CAMPAIGN_PAGE, referrer: "https://www.linkedin.com/" },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    ids.campaign = await idOf("campaign@example.uz");
    expect(await getLeadSource(server.database.db, "requests", ids.campaign)).toMatchObject({
      page: "/contact",
      landing: CAMPAIGN_PAGE,
      referrer: "https://www.linkedin.com/",
      source: "linkedin",
      medium: "social",
      campaign: "q4-logistics",
    });

    // The specification's payload as it is, from another client: the Referer is the page.
    const plain = await quote(
      "google@example.uz",
      {},
      {
        referer: "https://lojuvard.uz/ru/industry/banking?utm_source=google&utm_medium=cpc&utm_campaign=banks",
      },
    );
    expect(plain.statusCode).toBe(200);
    ids.google = await idOf("google@example.uz");
    expect(await getLeadSource(server.database.db, "requests", ids.google)).toMatchObject({
      page: "/ru/industry/banking?utm_source=google&utm_medium=cpc&utm_campaign=banks",
      source: "google",
      campaign: "banks",
    });

    // Nothing known: a direct visit.
    expect((await quote("direct@example.uz")).statusCode).toBe(200);
    ids.direct = await idOf("direct@example.uz");
    expect(await getLeadSource(server.database.db, "requests", ids.direct)).toMatchObject({ source: "", campaign: "" });

    // A candidate who came from a job board, without campaign tags.
    const applied = await server.app.inject({
      method: "POST",
      url: API_PATHS.application,
      payload: {
        first_name: "Sardor",
        last_name: "Yoʻldoshev",
        email: "sardor@example.uz",
        phone: "+998935551122",
        message: "QA in Bukhara.",
        cv: await file("cv"),
        position: "",
        checkbox: true,
        source: { page: "/company/careers", landing: "/company/careers", referrer: "https://hh.uz/vacancy/42" },
      },
    });
    expect(applied.statusCode, applied.body).toBe(200);
  });

  it("refuses a malformed source with a clear answer and stores nothing", async () => {
    const before = await server.count("contactRequests");
    const tooLong = await quote("long@example.uz", { source: { page: `/${"a".repeat(1001)}` } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ fields: { source: { code: "tooLong" } } });
    const unknown = await quote("unknown@example.uz", { source: { cookie: "x" } });
    expect(unknown.statusCode).toBe(400);
    expect(await server.count("contactRequests")).toBe(before);
  });

  it("filters the inbox by source, campaign and owner", async () => {
    const seller = await staffAccount(server.database, {
      email: "malika@lojuvard.uz",
      password: "turquoise-domes-of-bukhara",
      role: "sales",
    });
    const page = async (search: string, me = seller.id) =>
      (await inboxPage(server.database, "requests", { ...listQuery(new URLSearchParams(search), "requests"), me })).rows
        .map((row) => row.email)
        .sort();
    expect(await page("source=linkedin")).toEqual(["campaign@example.uz"]);
    expect(await page("campaign=banks")).toEqual(["google@example.uz"]);
    expect(await page("source=-")).toEqual(["direct@example.uz"]);
    expect(await page("source=linkedin&campaign=banks")).toEqual([]);

    expect(
      await assignEntry(
        server.database,
        "requests",
        ids.google!,
        seller.id,
        { id: "bootstrap", label: "Administrator" },
        {
          mail: false,
        },
      ),
    ).toEqual({ ok: true });
    expect(await page("owner=mine")).toEqual(["google@example.uz"]);
    expect(await page("owner=mine", "someone-else")).toEqual([]);
    expect(await page("owner=unassigned")).toEqual(["campaign@example.uz", "direct@example.uz"]);
  });

  it("counts requests and applications by source and campaign per month", async () => {
    const month = new Date().toISOString().slice(0, 7);
    const counts = await sourceCounts(server.database.db, ["requests", "applications"]);
    expect(counts).toEqual(
      expect.arrayContaining([
        { month, list: "requests", source: "linkedin", campaign: "q4-logistics", n: 1 },
        { month, list: "requests", source: "google", campaign: "banks", n: 1 },
        { month, list: "requests", source: "", campaign: "", n: 1 },
        { month, list: "applications", source: "hh.uz", campaign: "", n: 1 },
      ]),
    );
    expect(await sourceCounts(server.database.db, ["applications"])).toHaveLength(1);
  });
});
