import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accept,
  AccountError,
  changeRole,
  invite,
  openInvitation,
  removeAccount,
  revoke,
  updateOwnSettings,
} from "../../server/auth/accounts.ts";
import { sessionCookie, StaffAuth, type StaffMember } from "../../server/auth/staff-auth.ts";
import { restoreRevision, saveItem } from "../../server/content/items.ts";
import { liveOpenings, openingStore } from "../../server/content/openings.ts";
import { livePosts, postStore } from "../../server/content/posts.ts";
import { seedContent } from "../../server/content/seed.ts";
import { composeMessage } from "../../server/notify/message.ts";
import { mailTemplates } from "../../app/mail/render.server.ts";
import type { OpeningInput, PostInput } from "../../server/content/validation.ts";
import { watchContent } from "../../server/content/version.ts";
import { accountByEmail, getAccount } from "../../server/db/accounts.ts";
import { latestAuditEntries } from "../../server/db/audit-log.ts";
import { redirectedId } from "../../server/db/id-redirects.ts";
import { listRevisions } from "../../server/db/revisions.ts";
import { MemoryWindowCounter } from "../../server/limits/window-counter.ts";
import { BOOTSTRAP_ACCOUNT_ID, type Role } from "../../shared/staff.ts";
import { ENGINES, multipart, startTestServer, type TestServer } from "./server.ts";

const ADMIN_PASSWORD = "bootstrap-password-for-tests";

/** An opening complete in all three languages, as the recruiter would type it. */
function completeOpening(id: string): OpeningInput {
  const text = (lang: string) => ({
    title: `Platform Engineer (${lang})`,
    summary: `Run the platform our banking clients rely on (${lang}).`,
    responsibilities: [`Keep deployments boring (${lang})`, `Own the observability stack (${lang})`],
    requirements: [`Three years with Kubernetes (${lang})`],
    offer: [`Private health insurance (${lang})`],
    body: `## About the team (${lang})\n\nWe run forty services for three banks.`,
  });
  return {
    id,
    location: "tashkent",
    department: "devops",
    type: "full-time",
    workplace: "office",
    datePosted: "2026-11-20",
    validThrough: "2027-01-31",
    texts: { en: text("en"), ru: text("ru"), uz: text("uz") },
  };
}

function completePost(id: string): PostInput {
  const text = (lang: string) => ({
    title: `Shipping on Fridays (${lang})`,
    summary: `Why our release train leaves every day, Fridays too (${lang}).`,
    author: "Jasur Tursunov",
    authorRole: "Head of Delivery",
    coverAlt: "A train of hexagons leaving a station",
    body: `## Small changes (${lang})\n\nEvery change is small enough to read in five minutes.`,
  });
  return {
    id,
    category: "technical-insights",
    date: "2026-11-24",
    cover: "/images/blog/credit-scoring-pipeline.svg",
    texts: { en: text("en"), ru: text("ru"), uz: text("uz") },
  };
}

describe.each(ENGINES)("staff accounts on %s", (engine) => {
  let server: TestServer;
  let auth: StaffAuth;
  let admin: StaffMember;

  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_PASSWORD });
    auth = await StaffAuth.create(server.database, new MemoryWindowCounter(), ADMIN_PASSWORD);
    const signedIn = await auth.signIn({ email: "", password: ADMIN_PASSWORD }, "203.0.113.1");
    if (signedIn.outcome !== "signed-in") throw new Error(`bootstrap sign-in: ${signedIn.outcome}`);
    admin = signedIn.session.staff;
  });
  afterAll(async () => server.close());

  async function member(name: string, email: string, role: Role, password = "correct horse battery") {
    const { token } = await invite(server.database, admin, { name, email, role, language: "ru" }, { mail: false });
    await accept(server.database, token, { password, confirm: password, language: "ru" });
    const signedIn = await auth.signIn({ email, password }, "203.0.113.2");
    if (signedIn.outcome !== "signed-in") throw new Error(`${email}: ${signedIn.outcome}`);
    return signedIn;
  }

  it("ADMIN_PASSWORD signs in the first administrator, without an e-mail", () => {
    expect(admin).toMatchObject({ id: BOOTSTRAP_ACCOUNT_ID, role: "administrator", email: null });
  });

  it("an invitation link is signed, works once, and not after it expires or is revoked", async () => {
    const { invitation, token } = await invite(
      server.database,
      admin,
      { name: "Dilnoza Karimova", email: "Dilnoza@Lojuvard.uz", role: "recruiter", language: "uz" },
      { mail: false },
    );
    expect(await openInvitation(server.database, token)).toMatchObject({ id: invitation.id, role: "recruiter" });
    // A made-up or altered link opens nothing.
    expect(await openInvitation(server.database, `${invitation.id}.forged`)).toBeNull();
    expect(await openInvitation(server.database, token.slice(0, -2) + "xx")).toBeNull();
    // Seven days later it has expired.
    expect(await openInvitation(server.database, token, new Date(Date.now() + 8 * 24 * 3600 * 1000))).toBeNull();

    await expect(
      accept(server.database, token, { password: "short", confirm: "short", language: "uz" }),
    ).rejects.toMatchObject({ problem: "passwordTooShort" });
    await expect(
      accept(server.database, token, { password: "a long enough one", confirm: "another one", language: "uz" }),
    ).rejects.toMatchObject({ problem: "passwordsDiffer" });
    const password = "a long enough password";
    const account = await accept(server.database, token, { password, confirm: password, language: "uz" });
    expect(account).toMatchObject({ role: "recruiter", language: "uz", email: "Dilnoza@Lojuvard.uz" });
    // Only a hash is kept, and it is a memory-hard one.
    expect(account.passwordHash).not.toContain(password);
    expect(account.passwordHash).toMatch(/^scrypt\$/);
    await expect(accept(server.database, token, { password, confirm: password, language: "en" })).rejects.toMatchObject(
      { problem: "invitationInvalid" },
    );
    // The address is one account whatever its letter case.
    await expect(
      invite(
        server.database,
        admin,
        { name: "Again", email: "dilnoza@lojuvard.uz", role: "sales", language: "en" },
        { mail: false },
      ),
    ).rejects.toMatchObject({ problem: "emailTaken" });

    const revoked = await invite(
      server.database,
      admin,
      { name: "Temur Aliyev", email: "temur@lojuvard.uz", role: "sales", language: "en" },
      { mail: false },
    );
    expect(await revoke(server.database, admin, revoked.invitation.id)).toBe(true);
    expect(await openInvitation(server.database, revoked.token)).toBeNull();
  });

  it("an invitation is mailed through the outbox when e-mail is configured", async () => {
    await invite(
      server.database,
      admin,
      { name: "Nodira Usmonova", email: "nodira@lojuvard.uz", role: "editor", language: "ru" },
      { mail: true },
    );
    const queued = await server.database.db.selectFrom("outbox").selectAll().where("kind", "=", "invitation").execute();
    expect(queued).toEqual([expect.objectContaining({ channel: "email", recipient: "nodira@lojuvard.uz" })]);
    // The e-mail is written in the language chosen for her, to her, with a link that works.
    const mail = await composeMessage(server.database.db, queued[0]!, {
      templates: mailTemplates,
      links: { SITE_URL: "https://www.lojuvard.uz" },
    });
    expect(mail).toMatchObject({ to: "nodira@lojuvard.uz", subject: "Приглашение во входящие Lojuvard" });
    expect(mail!.text).toContain("Здравствуйте, Nodira Usmonova!");
    expect(mail!.text).toContain("Ваша роль: редактор.");
    const link = /https:\/\/www\.lojuvard\.uz(\/admin\/invitation\/\S+)/.exec(mail!.text)![1]!;
    const token = decodeURIComponent(link.split("/").at(-1)!);
    expect(await openInvitation(server.database, token)).toMatchObject({ email: "nodira@lojuvard.uz" });
    // Withdrawn before the outbox sent it: nothing goes out.
    await revoke(server.database, admin, queued[0]!.subjectId);
    expect(await composeMessage(server.database.db, queued[0]!, { templates: mailTemplates })).toBeNull();
  });

  it("members sign in with their e-mail; a wrong password or address is one answer", async () => {
    const { session } = await member("Sardor Rahimov", "sardor@lojuvard.uz", "sales");
    expect(session.staff).toMatchObject({ name: "Sardor Rahimov", role: "sales", language: "ru" });
    expect(
      (await auth.signIn({ email: "sardor@lojuvard.uz", password: "wrong password!" }, "203.0.113.3")).outcome,
    ).toBe("wrong");
    expect((await auth.signIn({ email: "nobody@lojuvard.uz", password: "whatever" }, "203.0.113.3")).outcome).toBe(
      "wrong",
    );
  });

  /** A member's own settings as the settings page saves them, from `address`. */
  const saveSettings = (
    signedIn: { session: { id: string; staff: StaffMember } },
    settings: Parameters<typeof updateOwnSettings>[2],
    address = "203.0.113.4",
  ) =>
    updateOwnSettings(
      server.database,
      { staff: signedIn.session.staff, sessionId: signedIn.session.id },
      settings,
      (current) => auth.confirmPassword(signedIn.session.staff, current, address),
    );

  it("an account's own settings change its language and password", async () => {
    const signedIn = await member("Aziza Karimova", "aziza@lojuvard.uz", "editor");
    await saveSettings(signedIn, {
      language: "uz",
      password: { current: "correct horse battery", password: "a brand new password", confirm: "a brand new password" },
    });
    const again = await auth.signIn({ email: "aziza@lojuvard.uz", password: "a brand new password" }, "203.0.113.4");
    expect(again.outcome === "signed-in" && again.session.staff.language).toBe("uz");
    // The bootstrap administrator's password is ADMIN_PASSWORD: it is changed there, not here.
    await expect(
      updateOwnSettings(
        server.database,
        { staff: admin, sessionId: "none" },
        { language: "en", password: { current: ADMIN_PASSWORD, password: "x".repeat(20), confirm: "x".repeat(20) } },
        (current) => auth.confirmPassword(admin, current, "203.0.113.4"),
      ),
    ).rejects.toBeInstanceOf(AccountError);
  });

  it(
    "a new password needs the current one, and ends every other session of the account",
    { timeout: 30_000 },
    async () => {
      const here = await member("Farrukh Rakhimov", "farrukh@lojuvard.uz", "sales", "steppe winds and silk roads");
      const elsewhere = await auth.signIn(
        { email: "farrukh@lojuvard.uz", password: "steppe winds and silk roads" },
        "198.51.100.20",
      );
      if (elsewhere.outcome !== "signed-in") throw new Error(elsewhere.outcome);
      const change = (current: string) => ({
        language: "ru" as const,
        password: { current, password: "minarets at dawn over bukhara", confirm: "minarets at dawn over bukhara" },
      });
      await expect(saveSettings(here, change("not my password at all"))).rejects.toMatchObject({
        problem: "currentPasswordWrong",
      });
      // Nothing changed: both sessions and the old password still work.
      expect(await auth.session(elsewhere.token)).not.toBeNull();
      expect((await getAccount(server.database.db, here.session.staff.id))?.language).toBe("ru");

      await saveSettings(here, change("steppe winds and silk roads"));
      expect(await auth.session(here.token)).not.toBeNull();
      expect(await auth.session(elsewhere.token)).toBeNull();
      const old = await auth.signIn(
        { email: "farrukh@lojuvard.uz", password: "steppe winds and silk roads" },
        "192.0.2.50",
      );
      expect(old.outcome).toBe("wrong");
    },
  );

  it(
    "a stolen session cannot guess the current password faster than a sign-in could",
    { timeout: 30_000 },
    async () => {
      const signedIn = await member("Shahlo Nurmatova", "shahlo@lojuvard.uz", "editor", "pomegranates in the bazaar");
      const attempt = (i: number) =>
        saveSettings(
          signedIn,
          {
            language: "en",
            password: {
              current: `guess number ${i}`,
              password: "a quiet courtyard fountain",
              confirm: "a quiet courtyard fountain",
            },
          },
          `192.0.2.${100 + i}`,
        ).then(
          () => "changed",
          (error: AccountError) => error.problem,
        );
      const outcomes = [];
      for (let i = 0; i < 8; i += 1) outcomes.push(await attempt(i));
      expect(outcomes.slice(0, 5)).toEqual(Array(5).fill("currentPasswordWrong"));
      expect(outcomes.slice(5)).toContain("tooManyAttempts");
    },
  );

  it.each([
    ["twelve spaces", " ".repeat(12)],
    ["one character again and again", "aaaaaaaaaaaaaaaa"],
    ["two characters in turn", "abababababab"],
    ["a run of digits", "123456789012"],
    ["a keyboard row", "qwertyuiopasdf"],
    ["a common word with digits", "password1234"],
    ["a common word written with signs", "P@ssw0rd2026!"],
    ["the company's name and a year", "Lojuvard2026!"],
    ["a common word in Russian", "пароль123456"],
  ])("a password of %s is refused as too easy to guess", async (_name, password) => {
    const { token } = await invite(
      server.database,
      admin,
      {
        name: "Guess Me",
        email: `guess-${Math.random().toString(36).slice(2)}@lojuvard.uz`,
        role: "sales",
        language: "en",
      },
      { mail: false },
    );
    await expect(accept(server.database, token, { password, confirm: password, language: "en" })).rejects.toMatchObject(
      {
        problem: "passwordTrivial",
      },
    );
  });

  it("removing a member withdraws the invitations they sent and nobody has accepted", async () => {
    const { session: inviter } = await member("Timur Aliev", "timur@lojuvard.uz", "administrator");
    const sent = await invite(
      server.database,
      inviter.staff,
      { name: "Kamola Usmonova", email: "kamola@lojuvard.uz", role: "recruiter", language: "uz" },
      { mail: false },
    );
    expect(await openInvitation(server.database, sent.token)).not.toBeNull();
    await removeAccount(server.database, admin, inviter.staff.id);
    expect(await openInvitation(server.database, sent.token)).toBeNull();
    await expect(
      accept(server.database, sent.token, {
        password: "silk road caravans",
        confirm: "silk road caravans",
        language: "uz",
      }),
    ).rejects.toMatchObject({ problem: "invitationInvalid" });
  });

  it("roles change at once, the last administrator stays, and a removed member's sessions end", async () => {
    const { token, session } = await member("Bekzod Yusupov", "bekzod@lojuvard.uz", "administrator");
    const bekzod = session.staff;
    await changeRole(server.database, admin, bekzod.id, "sales");
    expect((await auth.session(token))?.staff.role).toBe("sales");
    await expect(changeRole(server.database, admin, BOOTSTRAP_ACCOUNT_ID, "sales")).rejects.toMatchObject({
      problem: "bootstrapFixed",
    });
    await removeAccount(server.database, admin, bekzod.id);
    expect(await auth.session(token)).toBeNull();
    expect(await getAccount(server.database.db, bekzod.id)).toBeUndefined();

    // With the bootstrap administrator gone (no ADMIN_PASSWORD), the last real administrator cannot be demoted.
    const { session: lola } = await member("Lola Ahmedova", "lola@lojuvard.uz", "administrator");
    await server.database.db.deleteFrom("accounts").where("id", "=", BOOTSTRAP_ACCOUNT_ID).execute();
    await expect(changeRole(server.database, lola.staff, lola.staff.id, "editor")).rejects.toMatchObject({
      problem: "lastAdministrator",
    });
    await expect(removeAccount(server.database, lola.staff, lola.staff.id)).rejects.toMatchObject({
      problem: "lastAdministrator",
    });
    await StaffAuth.create(server.database, new MemoryWindowCounter(), ADMIN_PASSWORD);
  });

  it("every change to accounts is in the audit log with the person who made it", async () => {
    const entries = await latestAuditEntries(server.database.db);
    const byAction = (action: string) => entries.filter((entry) => entry.action === action).map((entry) => entry.actor);
    expect(byAction("invite")).toContain("Administrator");
    expect(byAction("revoke-invitation")).toEqual(["Administrator", "Administrator"]);
    expect(byAction("change-role")).toContain("Administrator");
    expect(new Set(byAction("remove-account"))).toEqual(new Set(["Administrator"]));
    expect(byAction("account-settings")).toContain("Aziza Karimova <aziza@lojuvard.uz>");
    expect(byAction("accept-invitation")).toContain("Dilnoza Karimova <Dilnoza@Lojuvard.uz>");
  });

  describe("covers uploaded for posts", () => {
    const png = () =>
      sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 20, g: 40, b: 120 } } })
        .png()
        .toBuffer();

    async function upload(signedIn: { token: string; session: { csrfToken: string } } | null, body: Buffer) {
      const form = await multipart([
        { name: "image", filename: "cover.png", type: "image/png", content: new Uint8Array(body) },
      ]);
      return server.app.inject({
        method: "POST",
        url: "/admin/media",
        headers: {
          ...form.headers,
          ...(signedIn
            ? {
                cookie: sessionCookie(signedIn.token, new Date(Date.now() + 3600_000), false).split(";")[0]!,
                "x-csrf-token": signedIn.session.csrfToken,
              }
            : {}),
        },
        payload: form.payload,
      });
    }

    it("are taken from editors only, checked by content, and served resized in modern formats", async () => {
      const editor = await member("Malika Saidova", "malika@lojuvard.uz", "editor");
      const recruiter = await member("Otabek Nazarov", "otabek@lojuvard.uz", "recruiter");
      expect((await upload(null, await png())).statusCode).toBe(401);
      expect((await upload(recruiter, await png())).statusCode).toBe(403);
      expect((await upload({ ...editor, session: { csrfToken: "stolen" } }, await png())).statusCode).toBe(403);
      const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from("<script>alert(1)</script>")]);
      expect((await upload(editor, fake)).statusCode).toBe(415);

      const response = await upload(editor, await png());
      expect(response.statusCode).toBe(200);
      const { id, cover } = response.json<{ id: string; cover: string }>();
      expect(cover).toBe(`media:${id}`);
      for (const [file, type, width] of [
        ["600.avif", "image/avif", 600],
        ["1200.webp", "image/webp", 1200],
        ["1200.jpg", "image/jpeg", 1200],
      ] as const) {
        const image = await server.app.inject({ method: "GET", url: `/media/${id}/${file}` });
        expect(image.statusCode, file).toBe(200);
        expect(image.headers["content-type"]).toBe(type);
        expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        const meta = await sharp(image.rawPayload).metadata();
        expect([meta.width, meta.height]).toEqual([width, Math.round((width * 630) / 1200)]);
      }
      expect((await server.app.inject({ method: "GET", url: `/media/${id}/999.gif` })).statusCode).toBe(404);
    });
  });
});

describe.each(ENGINES)("posts and openings on %s", (engine) => {
  let server: TestServer;
  let recruiter: StaffMember;
  let editor: StaffMember;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const now = new Date().toISOString();
    for (const [id, role] of [
      ["recruiter-1", "recruiter"],
      ["editor-1", "editor"],
    ] as const) {
      await server.database.db
        .insertInto("accounts")
        .values({
          id,
          name: `${role} person`,
          email: `${role}@lojuvard.uz`,
          emailKey: `${role}@lojuvard.uz`,
          role,
          passwordHash: null,
          language: "en",
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    }
    recruiter = {
      id: "recruiter-1",
      name: "recruiter person",
      email: "recruiter@lojuvard.uz",
      role: "recruiter",
      language: "en",
    };
    editor = { id: "editor-1", name: "editor person", email: "editor@lojuvard.uz", role: "editor", language: "en" };
  });
  afterAll(async () => server.close());

  it("the site's content was imported once: starting again imports nothing and keeps staff's edits", async () => {
    const posts = await livePosts(server.database.db, "en");
    expect(posts.length).toBeGreaterThanOrEqual(9);
    expect((await liveOpenings(server.database.db, "ru")).length).toBeGreaterThanOrEqual(10);
    const [first] = posts;
    const input = (await postStore.read(server.database.db, first!.id))!;
    input.texts.en.title = "Edited by staff";
    expect(
      (await saveItem(server.database, postStore, editor, { originalId: input.id, input, action: "save" })).ok,
    ).toBe(true);
    // Instances starting together: each waits its turn, one imports, none overwrites.
    expect(await Promise.all([seedContent(server.database), seedContent(server.database)])).toEqual([
      { posts: 0, openings: 0 },
      { posts: 0, openings: 0 },
    ]);
    expect((await postStore.read(server.database.db, first!.id))!.texts.en.title).toBe("Edited by staff");
  });

  it("a draft may be incomplete; publishing names each missing field and language", async () => {
    const draft = completeOpening("platform-engineer-tashkent");
    draft.texts.ru.title = "";
    draft.texts.uz.requirements = [];
    const saved = await saveItem(server.database, openingStore, recruiter, {
      originalId: null,
      input: draft,
      action: "save",
    });
    expect(saved).toEqual({ ok: true, id: "platform-engineer-tashkent" });
    const refused = await saveItem(server.database, openingStore, recruiter, {
      originalId: draft.id,
      input: draft,
      action: "publish",
    });
    expect(refused).toEqual({
      ok: false,
      issues: expect.arrayContaining([
        { field: "title", lang: "ru", problem: "required" },
        { field: "requirements", lang: "uz", problem: "listEmpty" },
      ]),
    });
    expect((await liveOpenings(server.database.db, "en")).map((job) => job.id)).not.toContain(draft.id);
  });

  it("a published opening is public in every language; closing it keeps its page but takes it off the list", async () => {
    const opening = completeOpening("platform-engineer-tashkent");
    const published = await saveItem(server.database, openingStore, recruiter, {
      originalId: opening.id,
      input: opening,
      action: "publish",
    });
    expect(published.ok).toBe(true);
    for (const lang of ["en", "ru", "uz"] as const) {
      const live = (await liveOpenings(server.database.db, lang)).find((job) => job.id === opening.id);
      expect(live).toMatchObject({ title: `Platform Engineer (${lang})`, open: true });
      expect(live?.html).toContain(`<h2>About the team (${lang})</h2>`);
    }
    await saveItem(server.database, openingStore, recruiter, {
      originalId: opening.id,
      input: opening,
      action: "close",
    });
    expect((await liveOpenings(server.database.db, "en")).find((job) => job.id === opening.id)?.open).toBe(false);
    await saveItem(server.database, openingStore, recruiter, {
      originalId: opening.id,
      input: opening,
      action: "reopen",
    });
    expect((await liveOpenings(server.database.db, "en")).find((job) => job.id === opening.id)?.open).toBe(true);
  });

  it("an opening past its validThrough is closed by the date alone", async () => {
    const opening = completeOpening("platform-engineer-tashkent");
    const later = new Date("2027-02-01T00:00:00Z");
    expect((await liveOpenings(server.database.db, "en", later)).find((job) => job.id === opening.id)?.open).toBe(
      false,
    );
  });

  it("a changed id keeps the old address as a redirect, and ids stay unique", async () => {
    const opening = completeOpening("platform-engineer-tashkent");
    const renamed = { ...opening, id: "platform-engineer" };
    expect(
      await saveItem(server.database, openingStore, recruiter, {
        originalId: opening.id,
        input: renamed,
        action: "save",
      }),
    ).toEqual({ ok: true, id: "platform-engineer" });
    expect(await redirectedId(server.database.db, "opening", "platform-engineer-tashkent")).toBe("platform-engineer");
    // Renamed again: the first address redirects to the newest in one step.
    await saveItem(server.database, openingStore, recruiter, {
      originalId: "platform-engineer",
      input: { ...opening, id: "platform-engineer-2026" },
      action: "save",
    });
    expect(await redirectedId(server.database.db, "opening", "platform-engineer-tashkent")).toBe(
      "platform-engineer-2026",
    );
    const clash = await saveItem(server.database, openingStore, recruiter, {
      originalId: null,
      input: { ...opening, id: "platform-engineer-2026" },
      action: "save",
    });
    expect(clash).toEqual({ ok: false, issues: [{ field: "id", problem: "idTaken" }] });
    // The revisions followed the item to its new id.
    expect(
      (await listRevisions(server.database.db, "opening", "platform-engineer-2026")).length,
    ).toBeGreaterThanOrEqual(5);
  });

  it("every save keeps a revision, and restoring one brings its content back with its author in the log", async () => {
    const id = "platform-engineer-2026";
    const before = (await openingStore.read(server.database.db, id))!;
    const edited = structuredClone(before);
    edited.texts.en.summary = "A summary that turned out wrong.";
    await saveItem(server.database, openingStore, recruiter, { originalId: id, input: edited, action: "save" });
    const revisions = await listRevisions(server.database.db, "opening", id);
    const previous = revisions.find((revision) => revision.action !== "save" || revisions.indexOf(revision) > 0)!;
    const restored = await restoreRevision(server.database, openingStore, recruiter, id, previous.id);
    expect(restored.ok).toBe(true);
    expect((await openingStore.read(server.database.db, id))!.texts.en.summary).toBe(before.texts.en.summary);
    const audit = await latestAuditEntries(server.database.db);
    expect(audit.find((entry) => entry.action === "opening-restore")?.actor).toBe(
      "recruiter person <recruiter@lojuvard.uz>",
    );
  });

  it("a scheduled post appears at its time, not before", async () => {
    const post = completePost("shipping-on-fridays");
    const inAnHour = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await saveItem(server.database, postStore, editor, {
      originalId: null,
      input: post,
      action: "schedule",
      publishAt: inAnHour,
    });
    expect(scheduled.ok).toBe(true);
    expect((await livePosts(server.database.db, "en")).map((item) => item.id)).not.toContain(post.id);
    const later = new Date(Date.now() + 3601_000);
    expect((await livePosts(server.database.db, "uz", later)).map((item) => item.id)).toContain(post.id);
    const past = await saveItem(server.database, postStore, editor, {
      originalId: post.id,
      input: post,
      action: "schedule",
      publishAt: "2020-01-01T00:00:00.000Z",
    });
    expect(past).toEqual({ ok: false, issues: [{ field: "publishAt", problem: "scheduleInPast" }] });
  });

  it("tells every instance when the content changed, and when a scheduled item comes due", async () => {
    let changes = 0;
    const stop = watchContent(server.database, () => (changes += 1), { intervalMs: 25 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(changes).toBe(0);
      const post = (await postStore.read(server.database.db, "shipping-on-fridays"))!;
      post.texts.en.title = "Shipping on Fridays, revisited";
      await saveItem(server.database, postStore, editor, { originalId: post.id, input: post, action: "save" });
      await expect.poll(() => changes, { timeout: 2_000 }).toBeGreaterThan(0);
      // A scheduled item's time arriving is a change too, with nobody saving anything.
      const seen = changes;
      await server.database.db
        .updateTable("posts")
        .set({ publishAt: new Date(Date.now() + 150).toISOString() })
        .where("id", "=", "shipping-on-fridays")
        .execute();
      await expect.poll(() => changes, { timeout: 2_000 }).toBeGreaterThan(seen);
    } finally {
      stop();
    }
  });

  it("a body's script never reaches the stored page", async () => {
    const post = completePost("no-scripts-here");
    post.texts.en.body =
      'Hello <script>window.pwned=1</script> <img src=x onerror="window.pwned=1"> [x](javascript:alert(1))';
    await saveItem(server.database, postStore, editor, { originalId: null, input: post, action: "publish" });
    const live = (await livePosts(server.database.db, "en")).find((item) => item.id === post.id)!;
    expect(live.html).not.toMatch(/<script|onerror|javascript:/i);
    expect(live.html).toContain("Hello");
  });

  it("ids must be URL-safe and unique across both kinds' own lists", async () => {
    const bad = await saveItem(server.database, postStore, editor, {
      originalId: null,
      input: { ...completePost("x"), id: "Not/A Slug" },
      action: "save",
    });
    expect(bad).toEqual({ ok: false, issues: [{ field: "id", problem: "invalidId" }] });
    expect(await accountByEmail(server.database.db, "editor@lojuvard.uz")).toBeDefined();
  });
});
