import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountError, handOver, updateOwnSettings } from "../../server/auth/accounts.ts";
import {
  completePasswordReset,
  createResetLink,
  openPasswordReset,
  passwordResetDetails,
  requestPasswordReset,
} from "../../server/auth/password-resets.ts";
import { StaffAuth } from "../../server/auth/staff-auth.ts";
import { accountByEmail, getAccount } from "../../server/db/accounts.ts";
import { auditPage, recordAudit } from "../../server/db/audit-log.ts";
import { MemoryWindowCounter } from "../../server/limits/window-counter.ts";
import { BOOTSTRAP_ACCOUNT_ID } from "../../shared/staff.ts";
import { messageFormat } from "../../shared/i18n/message.ts";
import { inboxCatalogue } from "../../app/admin/i18n/index.ts";
import { auditAreaActions, describeAuditEntry } from "../../app/admin/audit-words.ts";
import { ENGINES, startTestServer, type TestServer } from "./server.ts";
import { BOOTSTRAP_ADMIN as bootstrap, staffAccount } from "../support/accounts.ts";

const ADMIN_PASSWORD = "installation-password-for-account-tests";
const SLOW = { timeout: 60_000 };
const HOUR = 3_600_000;

/** Issue 27, point 6: accounts people expect (decisions 051 and 052). */
describe.each(ENGINES)("accounts on %s", (engine) => {
  let server: TestServer;
  let auth: StaffAuth;
  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_PASSWORD });
    auth = await StaffAuth.create(server.database, new MemoryWindowCounter(), ADMIN_PASSWORD);
  });
  afterAll(() => server.close());

  const member = (
    email: string,
    password: string,
    options: { role?: "editor" | "administrator"; language?: "en" | "ru" | "uz" } = {},
  ) => staffAccount(server.database, { email, password, ...options });

  const tokenIn = (link: string) => decodeURIComponent(link.split("/admin/reset/")[1]!);

  it(
    "a forgotten password: a link mailed in the account's language, the same answer for an unknown address",
    SLOW,
    async () => {
      const account = await member("dilnoza@lojuvard.uz", "silk road caravan at dawn", { language: "uz" });
      const before = await server.count("outbox");
      expect(await requestPasswordReset(server.database, auth, "nobody@lojuvard.uz", "198.51.100.1")).toEqual({
        outcome: "asked",
      });
      expect(await server.count("outbox")).toBe(before);
      expect(await requestPasswordReset(server.database, auth, " Dilnoza@Lojuvard.uz ", "198.51.100.1")).toEqual({
        outcome: "asked",
      });
      const queued = await server.database.db
        .selectFrom("outbox")
        .selectAll()
        .where("kind", "=", "password-reset")
        .execute();
      expect(queued).toHaveLength(1);
      expect(queued[0]!.recipient).toBe("dilnoza@lojuvard.uz");
      const details = await passwordResetDetails(server.database.db, queued[0]!.subjectId, "https://www.lojuvard.uz");
      expect(details).toMatchObject({ lang: "uz", name: account.name });
      expect(details!.link).toMatch(/^https:\/\/www\.lojuvard\.uz\/admin\/reset\//);

      // Two sessions of the account (a laptop, a phone); the reset ends both.
      const laptop = await auth.startSession(account);
      const phone = await auth.startSession(account);
      const token = tokenIn(details!.link);
      await completePasswordReset(server.database, token, {
        password: "new words for the lapis domes",
        confirm: "new words for the lapis domes",
      });
      expect(await auth.session(laptop.token)).toBeNull();
      expect(await auth.session(phone.token)).toBeNull();
      const signedIn = await auth.signIn(
        { email: "dilnoza@lojuvard.uz", password: "new words for the lapis domes" },
        "198.51.100.2",
      );
      expect(signedIn.outcome).toBe("signed-in");

      // Single use: the same link again is refused, and its e-mail is no longer sent.
      await expect(
        completePasswordReset(server.database, token, {
          password: "another long passphrase",
          confirm: "another long passphrase",
        }),
      ).rejects.toMatchObject({ problem: "resetInvalid" });
      expect(
        await passwordResetDetails(server.database.db, queued[0]!.subjectId, "https://www.lojuvard.uz"),
      ).toBeNull();
    },
  );

  it("a reset link expires after an hour, and a later change of the password spends it", SLOW, async () => {
    const account = await member("otabek@lojuvard.uz", "tashkent metro mosaics");
    const staff = { ...bootstrap, id: account.id, name: account.name, email: account.email, role: "editor" as const };
    const token = await createResetLink(server.database, bootstrap, account.id);
    expect(await openPasswordReset(server.database, token)).not.toBeNull();
    expect(await openPasswordReset(server.database, token, new Date(Date.now() + 59 * 60_000))).not.toBeNull();
    expect(await openPasswordReset(server.database, token, new Date(Date.now() + HOUR + 1000))).toBeNull();
    // A forged or altered link is refused.
    expect(await openPasswordReset(server.database, `${token}x`)).toBeNull();

    // The person remembers their password after all and changes it: the older link is spent.
    const session = await auth.startSession(account);
    await updateOwnSettings(
      server.database,
      { staff, sessionId: session.session.id },
      {
        language: "en",
        password: {
          current: "tashkent metro mosaics",
          password: "chorsu bazaar domes",
          confirm: "chorsu bazaar domes",
        },
      },
      (current) => auth.confirmPassword(staff, current, "198.51.100.3"),
    );
    expect(await openPasswordReset(server.database, token)).toBeNull();
    await expect(
      completePasswordReset(server.database, token, { password: "registan at night", confirm: "registan at night" }),
    ).rejects.toBeInstanceOf(AccountError);
  });

  it("a reset refuses a trivial or mistyped password, and keeps the link for another try", SLOW, async () => {
    const account = await member("kamola@lojuvard.uz", "fergana valley silk");
    const token = await createResetLink(server.database, bootstrap, account.id);
    await expect(
      completePasswordReset(server.database, token, { password: "            ", confirm: "            " }),
    ).rejects.toMatchObject({ problem: "passwordTrivial" });
    await expect(
      completePasswordReset(server.database, token, { password: "amu darya delta", confirm: "amu darya deltA" }),
    ).rejects.toMatchObject({ problem: "passwordsDiffer" });
    expect(await openPasswordReset(server.database, token)).not.toBeNull();
    await expect(createResetLink(server.database, bootstrap, BOOTSTRAP_ACCOUNT_ID)).rejects.toMatchObject({
      problem: "bootstrapFixed",
    });
  });

  it("asking for links is limited per e-mail and per address, known or not", async () => {
    const auth2 = await StaffAuth.create(server.database, new MemoryWindowCounter(), ADMIN_PASSWORD);
    const ask = (email: string, address: string) => requestPasswordReset(server.database, auth2, email, address);
    for (let i = 0; i < 3; i += 1) expect((await ask("ghost@lojuvard.uz", `203.0.113.${i}`)).outcome).toBe("asked");
    expect((await ask("ghost@lojuvard.uz", "203.0.113.9")).outcome).toBe("limited");
    for (let i = 0; i < 5; i += 1) expect((await ask(`other${i}@lojuvard.uz`, "192.0.2.7")).outcome).toBe("asked");
    expect((await ask("other9@lojuvard.uz", "192.0.2.7")).outcome).toBe("limited");
  });

  it("signing out everywhere ends every session of the member, and only theirs", SLOW, async () => {
    const me = await member("malika@lojuvard.uz", "samarkand blue tiles");
    const other = await member("jasur@lojuvard.uz", "bukhara old city walls");
    const first = await auth.startSession(me);
    const second = await auth.startSession(me);
    const theirs = await auth.startSession(other);
    await auth.signOutEverywhere(first.session.staff);
    expect(await auth.session(first.token)).toBeNull();
    expect(await auth.session(second.token)).toBeNull();
    expect(await auth.session(theirs.token)).not.toBeNull();
  });

  it("the installation password hands over to a real administrator, then signs nobody in", SLOW, async () => {
    const now = Date.now() + 24 * HOUR;
    const signedIn = await auth.signIn({ email: "", password: ADMIN_PASSWORD }, "192.0.2.50", now);
    if (signedIn.outcome !== "signed-in") throw new Error(signedIn.outcome);
    await expect(
      handOver(server.database, signedIn.session.staff, {
        name: "Malika Saidova",
        email: "not an address",
        password: "registan square at dusk",
        confirm: "registan square at dusk",
        language: "ru",
      }),
    ).rejects.toMatchObject({ problem: "invalidEmail" });
    const admin = await handOver(server.database, signedIn.session.staff, {
      name: "Malika Saidova",
      email: "malika.saidova@lojuvard.uz",
      password: "registan square at dusk",
      confirm: "registan square at dusk",
      language: "ru",
    });
    expect(admin).toMatchObject({ role: "administrator", language: "ru" });
    // The installation password's session ended, and the password no longer signs in.
    expect(await auth.session(signedIn.token)).toBeNull();
    expect((await auth.signIn({ email: "", password: ADMIN_PASSWORD }, "192.0.2.51", now + HOUR)).outcome).toBe(
      "wrong",
    );
    // Across a restart too.
    const restarted = await StaffAuth.create(server.database, new MemoryWindowCounter(), ADMIN_PASSWORD);
    expect((await restarted.signIn({ email: "", password: ADMIN_PASSWORD }, "192.0.2.52", now)).outcome).toBe("wrong");
    expect(await restarted.enabled()).toBe(true);
    const own = await restarted.signIn(
      { email: "malika.saidova@lojuvard.uz", password: "registan square at dusk" },
      "192.0.2.52",
      now,
    );
    expect(own.outcome).toBe("signed-in");
    // Only once.
    await expect(
      handOver(server.database, bootstrap, {
        name: "Someone Else",
        email: "else@lojuvard.uz",
        password: "another long passphrase",
        confirm: "another long passphrase",
        language: "en",
      }),
    ).rejects.toMatchObject({ problem: "handedOver" });
    expect(await accountByEmail(server.database.db, "else@lojuvard.uz")).toBeUndefined();
    expect(await getAccount(server.database.db, admin.id)).toBeDefined();
  });

  it("the audit log is filtered by person, area and date, paged, and read as sentences", async () => {
    const at = (iso: string) => server.database.db.updateTable("auditLog").set({ createdAt: iso });
    await server.database.db.deleteFrom("auditLog").execute();
    await recordAudit(server.database.db, "Malika Saidova <malika@lojuvard.uz>", "post-publish", {
      id: "no-such-post",
      status: "published",
    });
    await at("2026-03-02T06:00:00.000Z").execute();
    for (let i = 0; i < 55; i += 1) {
      await recordAudit(server.database.db, "Jasur Tursunov <jasur@lojuvard.uz>", "change-role", {
        account: "otabek@lojuvard.uz",
        from: "editor",
        to: "recruiter",
      });
    }
    await recordAudit(server.database.db, "Jasur Tursunov <jasur@lojuvard.uz>", "redirect-add", { from: "/a" });

    const everything = await auditPage(server.database.db, { offset: 0, limit: 50 });
    expect(everything.total).toBe(57);
    expect(everything.entries).toHaveLength(50);
    expect((await auditPage(server.database.db, { offset: 50, limit: 50 })).entries).toHaveLength(7);

    const malika = await auditPage(server.database.db, {
      actor: "Malika Saidova <malika@lojuvard.uz>",
      offset: 0,
      limit: 50,
    });
    expect(malika.entries.map((entry) => entry.action)).toEqual(["post-publish"]);
    const posts = await auditPage(server.database.db, { actions: auditAreaActions("posts"), offset: 0, limit: 50 });
    expect(posts.entries.map((entry) => entry.action)).toEqual(["post-publish"]);
    const accounts = await auditPage(server.database.db, {
      actions: auditAreaActions("accounts"),
      offset: 0,
      limit: 10,
    });
    expect(accounts.total).toBe(55);
    const march = await auditPage(server.database.db, {
      from: "2026-03-01T19:00:00.000Z",
      until: "2026-03-02T18:59:59.999Z",
      offset: 0,
      limit: 50,
    });
    expect(march.entries.map((entry) => entry.action)).toEqual(["post-publish"]);
    expect(
      (await auditPage(server.database.db, { actions: auditAreaActions("erase"), offset: 0, limit: 5 })).total,
    ).toBe(0);

    const lookups = {
      titles: new Map([["post|no-such-post", "Как мы строили платёжный шлюз"]]),
      people: new Map([["otabek@lojuvard.uz", "Otabek"]]),
      media: new Map<string, string>(),
    };
    const say = (lang: "en" | "ru" | "uz", entry: { actor: string; action: string; detail: string }) =>
      describeAuditEntry(entry, { t: inboxCatalogue(lang), format: messageFormat(lang), lang, lookups });
    const published = malika.entries[0]!;
    expect(say("en", published)).toBe("Malika Saidova published the post “Как мы строили платёжный шлюз”");
    expect(say("ru", published)).toBe("Malika Saidova: опубликовано — статья «Как мы строили платёжный шлюз»");
    const role = accounts.entries[0]!;
    expect(say("en", role)).toBe("Jasur Tursunov changed Otabek’s role to Recruiter");
    expect(say("uz", role)).toBe("Jasur Tursunov: Otabekning roli “Rekruter” etib oʻzgartirildi");
    const unknown = everything.entries.find((entry) => entry.action === "redirect-add")!;
    expect(say("en", unknown)).toBe("Jasur Tursunov: redirect add");
    for (const entry of everything.entries) expect(say("ru", entry)).not.toMatch(/[{}]/);
  });
});
