import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteEntry, readEntry, saveEntry, type SaveRequest } from "../../server/content/entries.ts";
import { PublicContent } from "../../server/content/public-content.ts";
import { seedContent } from "../../server/content/seed.ts";
import { forgetKind } from "../support/database.ts";
import { caseStudies, clients, people, testimonials } from "../../content/model/index.ts";
import { caseStudySeed } from "../../content/seed/case-studies.ts";
import { clientSeed } from "../../content/seed/clients.ts";
import type { DocOfKind } from "../../shared/content-model/kind.ts";
import { EDITOR, ENGINES, startTestServer, type TestServer } from "./server.ts";

type CaseDoc = DocOfKind<typeof caseStudies>;

const perLanguage = <T>(make: (lang: "en" | "ru" | "uz") => T) => ({ en: make("en"), ru: make("ru"), uz: make("uz") });
const point = (what: string) => ({
  title: perLanguage((lang) => `${what} (${lang})`),
  text: perLanguage((lang) => `What the ${what} was about (${lang}).`),
});

/** A case study complete in all three languages, as the editor would type it. */
function completeCase(): CaseDoc {
  const doc = structuredClone(caseStudySeed[1]!.doc) as CaseDoc;
  doc.title = perLanguage((lang) => `A clinic's appointment system (${lang})`);
  doc.sectors = ["healthcare"];
  doc.services = ["webdev", "mobileapps"];
  return doc;
}

describe.each(ENGINES)("case studies, clients, testimonials and people on %s", (engine) => {
  let server: TestServer;
  let content: PublicContent;
  const editor = EDITOR;
  const saveCase = (request: SaveRequest<typeof caseStudies.fields>) =>
    saveEntry(server.database, caseStudies, editor, request);

  beforeAll(async () => {
    server = await startTestServer(engine);
    content = new PublicContent(server.database);
  }, 30_000);
  afterAll(async () => server.close());

  it("the three case studies, their clients' words, eight clients and 32 people are imported once, in order", async () => {
    expect((await content.list(caseStudies, "en")).map((entry) => entry.id)).toEqual([
      "familycredit",
      "kindergarten",
      "neighborhood",
    ]);
    expect((await content.list(testimonials, "ru")).map((entry) => entry.view.caseStudy)).toEqual([
      "familycredit",
      "kindergarten",
      "neighborhood",
    ]);
    const team = await content.list(people, "uz");
    expect(team).toHaveLength(32);
    expect(team[0]?.view).toMatchObject({ name: "Aziz Rahimov", group: "leader", office: "tashkent", photo: null });
    // The clients with their drawn logos, one file for every language, named in each.
    const named = await content.list(clients, "ru");
    expect(named.map((entry) => entry.id)).toEqual(clientSeed.map((client) => client.id));
    expect(named[0]?.view).toMatchObject({
      name: "Чинор Банк",
      sector: "banking",
      link: "",
      logo: { src: "/images/art/clients/chinor-bank.svg", width: 200, height: 60, alt: "" },
    });

    // The family-loan case as a page reads it: Markdown paragraphs, its drawn screen, its flow.
    const loans = (await content.get(caseStudies, "familycredit", "ru"))!.view;
    expect(loans.challenge.html.match(/<p>/g)).toHaveLength(3);
    expect(loans.gallery[0]?.image).toMatchObject({
      src: "/images/art/screens/familycredit.ru.svg",
      width: 720,
      height: 440,
    });
    expect(loans.gallery[0]?.image?.alt).toContain("82");
    expect(loans.flow).toHaveLength(4);
    expect(loans.sectors).toEqual(["banking", "fintech"]);
  });

  it("importing again changes nothing: staff's edits and deletions stay; a kind new to a database is imported", async () => {
    const person = (await readEntry(server.database.db, people, "anna-pak"))!;
    person.doc.role.en = "Client Partner, New York and Boston";
    expect(
      (
        await saveEntry(server.database, people, editor, {
          originalId: "anna-pak",
          id: "",
          doc: person.doc,
          action: "save",
        })
      ).ok,
    ).toBe(true);
    expect((await deleteEntry(server.database, people, editor, "sokha-chea", null)).ok).toBe(true);
    expect(await Promise.all([seedContent(server.database), seedContent(server.database)])).toEqual([{}, {}]);
    expect((await readEntry(server.database.db, people, "anna-pak"))!.doc.role.en).toBe(
      "Client Partner, New York and Boston",
    );
    expect(await readEntry(server.database.db, people, "sokha-chea")).toBeUndefined();

    // A database whose site predates testimonials gets them on its next start, beside what it has.
    await forgetKind(server.database, testimonials.name);
    expect(await seedContent(server.database)).toEqual({ [testimonials.name]: 3 });
    expect(await seedContent(server.database)).toEqual({});
    expect(await readEntry(server.database.db, people, "sokha-chea")).toBeUndefined();
  });

  it("a case study is published only with four features, a screen, and a speaker for its client's words", async () => {
    const doc = completeCase();
    doc.features = doc.features.slice(0, 3);
    doc.gallery = [];
    doc.quote.role.uz = "";
    doc.flow = [point("Booking")];
    doc.flowTitle = perLanguage(() => "");
    const refused = await saveCase({ originalId: null, id: "clinic-appointments", doc, action: "publish" });
    expect(refused.ok).toBe(false);
    expect(refused.ok ? [] : refused.issues).toEqual(
      expect.arrayContaining([
        { field: "features", problem: "tooFew" },
        { field: "gallery", problem: "listEmpty" },
        { field: "quote.role", lang: "uz", problem: "required" },
        { field: "flowTitle", lang: "en", problem: "required" },
      ]),
    );
    // A draft may be unfinished.
    expect(await saveCase({ originalId: null, id: "clinic-appointments", doc, action: "save" })).toEqual({
      ok: true,
      id: "clinic-appointments",
    });
    expect(await content.get(caseStudies, "clinic-appointments", "en")).toBeUndefined();

    const complete = completeCase();
    complete.features.push(point("Reminders"));
    complete.features = complete.features.slice(0, 5);
    const tooMany = await saveCase({
      originalId: "clinic-appointments",
      id: "clinic-appointments",
      doc: complete,
      action: "publish",
    });
    expect(tooMany).toEqual({ ok: false, issues: [{ field: "features", problem: "tooMany" }] });

    const sectors = { ...completeCase(), sectors: ["healthcare", "mining"] };
    expect(
      await saveCase({ originalId: "clinic-appointments", id: "clinic-appointments", doc: sectors, action: "publish" }),
    ).toEqual({ ok: false, issues: [{ field: "sectors", problem: "unknownValue" }] });

    expect(
      await saveCase({
        originalId: "clinic-appointments",
        id: "clinic-appointments",
        doc: completeCase(),
        action: "publish",
      }),
    ).toEqual({ ok: true, id: "clinic-appointments" });
    // Public at once, at the end of the arranged order.
    expect((await content.list(caseStudies, "uz")).map((entry) => entry.id).at(-1)).toBe("clinic-appointments");
  });

  it("a testimonial names a case study that exists; a client's logo is required and its link is a web address", async () => {
    const words = {
      words: perLanguage((lang) => `They shipped on the day they promised (${lang}).`),
      person: perLanguage((lang) => `Head of IT, a private clinic (${lang})`),
      role: perLanguage(() => ""),
      organisation: perLanguage(() => ""),
      photo: "",
      caseStudy: "no-such-case",
      sectors: ["healthcare"],
      services: [],
    };
    const refused = await saveEntry(server.database, testimonials, editor, {
      originalId: null,
      id: "",
      doc: words,
      action: "publish",
    });
    expect(refused).toEqual({ ok: false, issues: [{ field: "caseStudy", problem: "unknownEntry" }] });
    const saved = await saveEntry(server.database, testimonials, editor, {
      originalId: null,
      id: "",
      doc: { ...words, caseStudy: "clinic-appointments" },
      action: "publish",
    });
    expect(saved.ok).toBe(true);
    const live = await content.list(testimonials, "en");
    expect(live.at(-1)?.view).toMatchObject({ caseStudy: "clinic-appointments", sectors: ["healthcare"] });

    const client = {
      name: perLanguage((lang) => `Shifo Clinics (${lang})`),
      sector: "healthcare",
      logo: "",
      link: "javascript:alert(1)",
    };
    const noLogo = await saveEntry(server.database, clients, editor, {
      originalId: null,
      id: "",
      doc: client,
      action: "publish",
    });
    expect(noLogo).toEqual({
      ok: false,
      issues: [
        { field: "logo", problem: "required" },
        { field: "link", problem: "invalidUrl" },
      ],
    });
    const named = await saveEntry(server.database, clients, editor, {
      originalId: null,
      id: "",
      doc: { ...client, logo: "/images/art/heroes/industry-banking.svg", link: "https://shifo.uz" },
      action: "publish",
    });
    expect(named.ok).toBe(true);
    // Last after the starting clients, as a new entry of a list arranged by hand is.
    expect((await content.list(clients, "ru")).at(-1)?.view).toMatchObject({
      name: "Shifo Clinics (ru)",
      link: "https://shifo.uz",
      logo: { src: "/images/art/heroes/industry-banking.svg" },
    });
  });

  it("a person without a photo is drawn by the server, from the address the page names", async () => {
    const ok = await server.app.inject({ method: "GET", url: "/portraits/v1/anna-pak/long.black.light.none.0.svg" });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(ok.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(ok.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="176" height="176"/);
    // Compressed as the other SVG files are: Brotli when accepted, else gzip, else as drawn.
    const url = "/portraits/v1/anna-pak/long.black.light.none.0.svg";
    const br = await server.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ok.body);
    expect(br.rawPayload.length).toBeLessThan(ok.body.length / 2);
    const gzip = await server.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ok.body);
    for (const url of [
      "/portraits/v1/anna-pak/long.black.light.none.0.png",
      "/portraits/v1/anna-pak/afro.black.light.none.0.svg",
      "/portraits/v1/<script>/long.black.light.none.0.svg",
    ]) {
      expect((await server.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });
});
