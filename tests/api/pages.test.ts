import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookie, StaffAuth, type StaffMember } from "../../server/auth/staff-auth.ts";
import { readEntry, saveEntry } from "../../server/content/entries.ts";
import { publicContentOf } from "../../server/content/public-content.ts";
import { mailSiteIn } from "../../server/content/site-details.ts";
import { MemoryWindowCounter } from "../../server/limits/window-counter.ts";
import { mailTemplates } from "../../app/mail/render.server.ts";
import { conform } from "../../shared/content-model/document.ts";
import { aboutPage, company, homePage, industries } from "../../content/model/index.ts";
import type { Role } from "../../shared/staff.ts";
import { ENGINES, multipart, PDF, startTestServer, type TestServer } from "./server.ts";
import { staffAccount } from "../support/accounts.ts";

const ADMIN_PASSWORD = "bootstrap-password-for-tests";

/**
 * The pages' words as kinds (issue 27, decision 046): what each kind refuses, how a change
 * reaches the public content and the e-mails at once, and the portfolio PDF's upload.
 */
describe.each(ENGINES)("the pages' words on %s", (engine) => {
  let server: TestServer;
  let auth: StaffAuth;
  let admin: StaffMember;
  const editor: StaffMember = {
    id: "editor-1",
    name: "Malika",
    email: "malika@lojuvard.uz",
    role: "editor",
    language: "ru",
    permissions: [],
  };

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_PASSWORD });
    auth = await StaffAuth.create(server.database, new MemoryWindowCounter(), ADMIN_PASSWORD);
    const signedIn = await auth.signIn({ email: "", password: ADMIN_PASSWORD }, "203.0.113.1");
    if (signedIn.outcome !== "signed-in") throw new Error(`bootstrap sign-in: ${signedIn.outcome}`);
    admin = signedIn.session.staff;
  });
  afterAll(async () => server.close());

  it("a page's single entry is saved, never withdrawn", async () => {
    const home = (await readEntry(server.database.db, homePage, "home"))!;
    const refused = await saveEntry(server.database, homePage, editor, {
      originalId: "home",
      id: "home",
      doc: home.doc,
      action: "unpublish",
    });
    expect(refused).toEqual({ ok: false, issues: [{ field: "id", problem: "invalidId" }] });
    expect((await readEntry(server.database.db, homePage, "home"))!.state.status).toBe("published");
  });

  it("the home page names live services and industries once each, and its sections once each", async () => {
    const home = (await readEntry(server.database.db, homePage, "home"))!;
    const result = await saveEntry(server.database, homePage, editor, {
      originalId: "home",
      id: "home",
      doc: {
        ...home.doc,
        sections: ["services", "about", "services"],
        services: { ...home.doc.services, items: ["webdev", "no-such-service"] },
        industries: { ...home.doc.industries, items: ["banking", "banking"] },
      },
      action: "save",
    });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.issues).toEqual(
      expect.arrayContaining([
        { field: "sections.2", problem: "duplicate" },
        { field: "industries.items.1", problem: "duplicate" },
        { field: "services.items.1", problem: "unknownEntry" },
      ]),
    );
  });

  it("an industry shown only as a card needs no page; with a page of its own, the page needs its words", async () => {
    const healthcare = (await readEntry(server.database.db, industries, "healthcare"))!.doc;
    // A new industry as staff start it: a name and a card, its page switched off and empty.
    const card = conform(industries.fields, { name: healthcare.name, card: healthcare.card, hasPage: false });
    const saved = await saveEntry(server.database, industries, editor, {
      originalId: null,
      id: "energy",
      doc: { ...card, name: { en: "Energy", ru: "Энергетика", uz: "Energetika" } },
      action: "publish",
    });
    expect(saved).toEqual({ ok: true, id: "energy" });
    const withPage = await saveEntry(server.database, industries, editor, {
      originalId: "energy",
      id: "energy",
      doc: { ...card, hasPage: true },
      action: "save",
    });
    expect(withPage.ok).toBe(false);
    expect(withPage.ok ? [] : withPage.issues).toContainEqual({ field: "page.title", lang: "en", problem: "required" });
    // Live at once, in the industries' order (last), with no page to show.
    const live = await publicContentOf(server.database).list(industries, "ru");
    expect(live.at(-1)).toMatchObject({ id: "energy", view: { name: "Энергетика", hasPage: false } });
  });

  it("the company's details reach the next e-mail at once: its frame and the team's address", async () => {
    const details = (await readEntry(server.database.db, company, "company"))!.doc;
    const result = await saveEntry(server.database, company, admin, {
      originalId: "company",
      id: "company",
      doc: { ...details, phone: "+998 71 200 00 77", email: { ...details.email, sales: "deals@lojuvard.uz" } },
      action: "save",
    });
    expect(result).toEqual({ ok: true, id: "company" });
    const site = await mailSiteIn(publicContentOf(server.database), "ru");
    expect(site.company).toMatchObject({
      phone: { display: "+998 71 200 00 77", href: "tel:+998712000077" },
      email: { sales: "deals@lojuvard.uz" },
    });
    const mail = await mailTemplates.render({ template: "contact-acknowledgement", lang: "ru", name: "Ольга" }, site);
    expect(mail.text).toContain("+998 71 200 00 77");
    expect(mail.text).toContain("deals@lojuvard.uz");
    // A phone must be a phone.
    const wrong = await saveEntry(server.database, company, admin, {
      originalId: "company",
      id: "company",
      doc: { ...details, phone: "call us" },
      action: "save",
    });
    expect(wrong).toEqual({ ok: false, issues: [{ field: "phone", problem: "invalidPhone" }] });
  });

  describe("the portfolio PDF", () => {
    async function member(name: string, email: string, role: Role) {
      const password = "correct horse battery";
      await staffAccount(server.database, { name, email, password, role, language: "ru" }, admin);
      const signedIn = await auth.signIn({ email, password }, "203.0.113.2");
      if (signedIn.outcome !== "signed-in") throw new Error(`${email}: ${signedIn.outcome}`);
      return signedIn;
    }

    async function upload(signedIn: { token: string; session: { csrfToken: string } }, content: typeof PDF) {
      const form = await multipart([
        { name: "file", filename: "Lojuvard портфолио 2026.pdf", type: "application/pdf", content },
      ]);
      return server.app.inject({
        method: "POST",
        url: "/admin/media",
        headers: {
          ...form.headers,
          cookie: sessionCookie(signedIn.token, new Date(Date.now() + 3600_000), false).split(";")[0]!,
          "x-csrf-token": signedIn.session.csrfToken,
        },
        payload: form.payload,
      });
    }

    it("is uploaded to the media library by whoever edits the about page, checked by content, and downloads from the site", async () => {
      const pagesEditor = await member("Malika Saidova", "malika.pdf@lojuvard.uz", "editor");
      // Sales edit no content: the library is not theirs to add to.
      const sales = await member("Otabek Nazarov", "otabek.pdf@lojuvard.uz", "sales");
      expect((await upload(sales, PDF)).statusCode).toBe(403);
      const fake = new TextEncoder().encode("<script>alert(1)</script> not an image nor a PDF");
      expect((await upload(pagesEditor, fake)).statusCode).toBe(415);
      const response = await upload(pagesEditor, PDF);
      expect(response.statusCode).toBe(200);
      const { id, ref, kind } = response.json<{ id: string; ref: string; kind: string }>();
      expect(ref).toBe(`media:${id}`);
      expect(kind).toBe("document");
      const download = await server.app.inject({ method: "GET", url: `/media/${id}/document.pdf` });
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-type"]).toBe("application/pdf");
      expect(download.headers["content-disposition"]).toMatch(/^attachment; filename\*=UTF-8''/);
      expect(download.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      // The about page takes it as its portfolio, and visitors get the library's file.
      const about = (await readEntry(server.database.db, aboutPage, "about"))!;
      const saved = await saveEntry(server.database, aboutPage, pagesEditor.session.staff, {
        originalId: "about",
        id: "about",
        doc: { ...about.doc, portfolio: { ...about.doc.portfolio, file: { ...about.doc.portfolio.file, ru: ref } } },
        action: "publish",
      });
      expect(saved).toEqual({ ok: true, id: "about" });
      const view = await publicContentOf(server.database).get(aboutPage, "about", "ru");
      expect(view?.view.portfolio.file?.href).toMatch(new RegExp(`^/media/${id}/document\\.[0-9a-f]{10}\\.pdf$`));
      // Two accounts' passwords are hashed with scrypt on the way: slow by design.
    }, 20_000);
  });
});
