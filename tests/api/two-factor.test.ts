import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Secret, TOTP } from "otpauth";
import { StaffAuth, type StaffMember } from "../../server/auth/staff-auth.ts";
import {
  beginSetup,
  confirmSetup,
  disableOwn,
  RECOVERY_CODE_COUNT,
  requireTwoFactor,
  resetTwoFactor,
} from "../../server/auth/two-factor.ts";
import { latestAuditEntries } from "../../server/db/audit-log.ts";
import { MemoryWindowCounter, SqlWindowCounter } from "../../server/limits/window-counter.ts";
import { describeAuditEntry } from "../../app/admin/audit-words.ts";
import { inboxCatalogue } from "../../app/admin/i18n/index.ts";
import { messageFormat } from "../../shared/i18n/message.ts";
import { ENGINES, startTestServer, type TestServer } from "./server.ts";
import { BOOTSTRAP_ADMIN, staffAccount } from "../support/accounts.ts";

const ADMIN_PASSWORD = "installation-password-for-two-factor-tests";
const MINUTE = 60_000;
/** Every sign-in checks a real scrypt hash: generous time on a busy machine. */
const SLOW = { timeout: 60_000 };

/** The code an authenticator app shows for a secret at a time. */
const appCode = (secret: string, timestamp: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

const member = (account: { id: string; name: string; email: string | null; role: string; language: string }) =>
  ({
    id: account.id,
    name: account.name,
    email: account.email,
    role: account.role as StaffMember["role"],
    permissions: [],
    language: account.language,
  }) satisfies StaffMember;

/**
 * Issue 38, point 8: one-time codes (RFC 6238) after the password, recovery codes, a code
 * never taken twice, the sign-in limits on codes too, and an administrator's requirement.
 */
describe.each(ENGINES)("two-factor sign-in on %s", (engine) => {
  let server: TestServer;
  const counter = () => (engine === "postgres" ? new SqlWindowCounter(server.database.db) : new MemoryWindowCounter());
  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_PASSWORD });
  });
  afterAll(() => server.close());

  /**
   * A member with two-factor sign-in on, set up at `now` with the app's code of that moment.
   * (Editors: an administrator of flesh and blood would end the installation password's sign-in.)
   */
  async function withTwoFactor(email: string, password: string, now: number) {
    const account = await staffAccount(server.database, { email, password });
    const staff = member(account);
    const secret = await beginSetup(server.database, staff);
    // A reload (or another instance) shows the same secret until it is confirmed.
    expect(await beginSetup(server.database, staff)).toBe(secret);
    const codes = await confirmSetup(server.database, staff, appCode(secret, now), now);
    return { account, staff, secret, codes };
  }

  async function challengeFor(auth: StaffAuth, email: string, password: string, address: string, now: number) {
    const result = await auth.signIn({ email, password }, address, now);
    if (result.outcome !== "code-needed") throw new Error(`expected the code step, got ${result.outcome}`);
    return result.challenge;
  }

  it("a password alone no longer signs in; the app's code does, once (no replay within its window)", SLOW, async () => {
    const auth = await StaffAuth.create(server.database, counter(), ADMIN_PASSWORD);
    const now = Date.now();
    const { secret, codes } = await withTwoFactor("aziza@lojuvard.uz", "the cupola of bibi khanym", now);
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);

    const challenge = await challengeFor(auth, "aziza@lojuvard.uz", "the cupola of bibi khanym", "198.51.100.10", now);
    // The code that confirmed the setup was taken: it cannot sign in, though still in its window.
    expect((await auth.completeSignIn(challenge, appCode(secret, now), "198.51.100.10", now)).outcome).toBe("wrong");
    // The next step's code (a phone a little ahead) signs in, once.
    const next = appCode(secret, now + 30_000);
    const signedIn = await auth.completeSignIn(challenge, next, "198.51.100.10", now);
    expect(signedIn).toMatchObject({ outcome: "signed-in", factor: { kind: "app" } });
    // The challenge is spent with it.
    expect((await auth.completeSignIn(challenge, next, "198.51.100.10", now)).outcome).toBe("expired");

    // Someone who saw that code and the password tries it again within its window: refused.
    const thief = await challengeFor(auth, "aziza@lojuvard.uz", "the cupola of bibi khanym", "203.0.113.7", now);
    expect((await auth.completeSignIn(thief, next, "203.0.113.7", now + 5_000)).outcome).toBe("wrong");
    // And so is a code of an earlier step.
    const earlier = appCode(secret, now - 30_000);
    expect((await auth.completeSignIn(thief, earlier, "203.0.113.7", now + 5_000)).outcome).toBe("wrong");
  });

  it("two sign-ins sending one new code at once: one gets in", SLOW, async () => {
    const auth = await StaffAuth.create(server.database, counter(), ADMIN_PASSWORD);
    const now = Date.now() + 10 * MINUTE;
    const { secret } = await withTwoFactor("bobur@lojuvard.uz", "walnut trees in the ferghana valley", now);
    const [a, b] = await Promise.all(
      ["198.51.100.21", "198.51.100.22"].map((address) =>
        challengeFor(auth, "bobur@lojuvard.uz", "walnut trees in the ferghana valley", address, now),
      ),
    );
    const code = appCode(secret, now + 30_000);
    const outcomes = await Promise.all([
      auth.completeSignIn(a!, code, "198.51.100.21", now),
      auth.completeSignIn(b!, code, "198.51.100.22", now),
    ]);
    expect(outcomes.map((result) => result.outcome).sort()).toEqual(["signed-in", "wrong"]);
  });

  it("each recovery code signs in once, is kept hashed, and its use is in the audit log", SLOW, async () => {
    const auth = await StaffAuth.create(server.database, counter(), ADMIN_PASSWORD);
    const now = Date.now() + 20 * MINUTE;
    const { account, codes } = await withTwoFactor("dilfuza@lojuvard.uz", "mulberry silk from margilan", now);
    const stored = await server.database.db
      .selectFrom("recoveryCodes")
      .select("codeHash")
      .where("accountId", "=", account.id)
      .execute();
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    const plain = new Set(codes.flatMap((code) => [code, code.replaceAll("-", "")]));
    for (const row of stored) expect(plain.has(row.codeHash)).toBe(false);

    const first = await challengeFor(auth, "dilfuza@lojuvard.uz", "mulberry silk from margilan", "198.51.100.30", now);
    // Typed as people copy it from paper: upper case, without the hyphens.
    const typed = codes[0]!.toUpperCase().replaceAll("-", " ");
    expect(await auth.completeSignIn(first, typed, "198.51.100.30", now)).toMatchObject({
      outcome: "signed-in",
      factor: { kind: "recovery", left: RECOVERY_CODE_COUNT - 1 },
    });
    const again = await challengeFor(auth, "dilfuza@lojuvard.uz", "mulberry silk from margilan", "198.51.100.31", now);
    expect((await auth.completeSignIn(again, codes[0]!, "198.51.100.31", now)).outcome).toBe("wrong");

    const used = (await latestAuditEntries(server.database.db)).find(
      (entry) => entry.action === "two-factor-recovery-used" && entry.actor.includes("dilfuza@"),
    );
    expect(used).toBeDefined();
    const lookups = { titles: new Map(), people: new Map(), media: new Map() };
    const say = (lang: "en" | "ru" | "uz") =>
      describeAuditEntry(used!, { t: inboxCatalogue(lang), format: messageFormat(lang), lang, lookups });
    expect(say("en")).toBe(`${account.name} used a recovery code (9 are left)`);
    expect(say("ru")).toBe(`${account.name}: использован резервный код, осталось 9`);
    expect(say("uz")).toBe(`${account.name}: zaxira kod ishlatildi, 9 ta qoldi`);
  });

  it("codes are limited like passwords: per address, and a growing wait per account", SLOW, async () => {
    const auth = await StaffAuth.create(server.database, counter(), ADMIN_PASSWORD);
    const now = Date.now() + 60 * MINUTE;
    const { secret } = await withTwoFactor("jasur@lojuvard.uz", "snow on the chimgan peaks", now);
    const password = "snow on the chimgan peaks";

    // From one address: the password counts, then four wrong codes; the sixth attempt is not checked.
    const challenge = await challengeFor(auth, "jasur@lojuvard.uz", password, "198.51.100.40", now);
    for (let i = 0; i < 4; i += 1) {
      expect((await auth.completeSignIn(challenge, `00000${i}`, "198.51.100.40", now)).outcome).toBe("wrong");
    }
    expect((await auth.completeSignIn(challenge, "000004", "198.51.100.40", now)).outcome).toBe("wrong");
    const locked = await auth.completeSignIn(challenge, appCode(secret, now + 30_000), "198.51.100.40", now);
    expect(locked).toMatchObject({ outcome: "locked" });

    // From many addresses: five wrong codes are free, then each try waits, a second and more.
    const later = now + 30 * MINUTE;
    const spread = await challengeFor(auth, "jasur@lojuvard.uz", password, "198.51.100.50", later);
    for (let i = 0; i < 5; i += 1) {
      expect((await auth.completeSignIn(spread, `11111${i}`, `203.0.113.${60 + i}`, later)).outcome).toBe("wrong");
    }
    const waits = await auth.completeSignIn(spread, appCode(secret, later), "203.0.113.70", later);
    expect(waits).toMatchObject({ outcome: "wait", retryAfterSeconds: 1 });
    // After the wait, the right code gets in.
    expect((await auth.completeSignIn(spread, appCode(secret, later), "203.0.113.70", later + 1_000)).outcome).toBe(
      "signed-in",
    );
  });

  it("a sign-in waits ten minutes for its code, then starts again from the password", SLOW, async () => {
    const auth = await StaffAuth.create(server.database, counter(), ADMIN_PASSWORD);
    const now = Date.now() + 120 * MINUTE;
    const { secret } = await withTwoFactor("kamola@lojuvard.uz", "apricot blossom over bukhara", now);
    const challenge = await challengeFor(
      auth,
      "kamola@lojuvard.uz",
      "apricot blossom over bukhara",
      "198.51.100.80",
      now,
    );
    const late = now + 10 * MINUTE + 1_000;
    expect((await auth.completeSignIn(challenge, appCode(secret, late), "198.51.100.80", late)).outcome).toBe(
      "expired",
    );
    expect((await auth.completeSignIn(null, appCode(secret, late), "198.51.100.80", late)).outcome).toBe("expired");
  });

  it(
    "required of everyone: members without it must set it up first; the installation password stays exempt",
    SLOW,
    async () => {
      const auth = await StaffAuth.create(server.database, counter(), ADMIN_PASSWORD);
      const admin = { staff: BOOTSTRAP_ADMIN, account: BOOTSTRAP_ADMIN };
      const editor = await staffAccount(server.database, {
        email: "malika@lojuvard.uz",
        password: "dried melon from khorezm",
      });
      const before = await auth.signIn(
        { email: "malika@lojuvard.uz", password: "dried melon from khorezm" },
        "198.51.100.90",
      );
      if (before.outcome !== "signed-in") throw new Error(before.outcome);
      expect(before.session.setupRequired).toBe(false);

      await requireTwoFactor(server.database, admin.staff, true);
      // Her session, begun before, must set it up now; a new sign-in too (the password is enough to reach the setup).
      expect((await auth.session(before.token))?.setupRequired).toBe(true);
      const after = await auth.signIn(
        { email: "malika@lojuvard.uz", password: "dried melon from khorezm" },
        "198.51.100.91",
      );
      if (after.outcome !== "signed-in") throw new Error(after.outcome);
      expect(after.session.setupRequired).toBe(true);
      // The installation password's sign-in has no phone of its own: exempt, and it still signs in.
      const bootstrap = await auth.signIn({ email: "", password: ADMIN_PASSWORD }, "198.51.100.92");
      if (bootstrap.outcome !== "signed-in") throw new Error(bootstrap.outcome);
      expect(bootstrap.session.setupRequired).toBe(false);

      // Once she has set it up, nothing more is asked.
      const staff = member(editor);
      const secret = await beginSetup(server.database, staff);
      await confirmSetup(server.database, staff, appCode(secret, Date.now()));
      expect((await auth.session(after.token))?.setupRequired).toBe(false);

      await requireTwoFactor(server.database, admin.staff, false);
      const entries = (await latestAuditEntries(server.database.db)).filter(
        (entry) => entry.action === "two-factor-required",
      );
      const en = { t: inboxCatalogue("en"), format: messageFormat("en"), lang: "en" as const };
      const lookups = { titles: new Map(), people: new Map(), media: new Map() };
      expect(entries.map((entry) => describeAuditEntry(entry, { ...en, lookups }))).toEqual([
        `${admin.account.name} stopped requiring two-factor sign-in`,
        `${admin.account.name} required two-factor sign-in of everyone`,
      ]);
    },
  );

  it(
    "turning it off, and an administrator's reset of a colleague's, are audited; the reset signs them out",
    SLOW,
    async () => {
      const auth = await StaffAuth.create(server.database, counter(), ADMIN_PASSWORD);
      const now = Date.now() + 240 * MINUTE;
      const own = await withTwoFactor("nodira@lojuvard.uz", "lapis tiles of the registan", now);
      const colleague = await withTwoFactor("otabek@lojuvard.uz", "plov on a friday afternoon", now);
      const { token } = await auth.startSession(colleague.account);
      expect(await resetTwoFactor(server.database, BOOTSTRAP_ADMIN, colleague.account.id)).toBe(colleague.account.name);
      expect(await auth.session(token)).toBeNull();
      // Without it, the password alone signs in again.
      const again = await auth.signIn(
        { email: "otabek@lojuvard.uz", password: "plov on a friday afternoon" },
        "198.51.100.95",
      );
      expect(again.outcome).toBe("signed-in");
      await expect(resetTwoFactor(server.database, BOOTSTRAP_ADMIN, colleague.account.id)).rejects.toMatchObject({
        problem: "notOn",
      });

      await disableOwn(server.database, own.staff);
      const ru = { t: inboxCatalogue("ru"), format: messageFormat("ru"), lang: "ru" as const };
      const lookups = { titles: new Map(), people: new Map(), media: new Map() };
      const said = (await latestAuditEntries(server.database.db)).map((entry) =>
        describeAuditEntry(entry, { ...ru, lookups }),
      );
      expect(said).toContain(`${own.account.name}: включена двухфакторная аутентификация`);
      expect(said).toContain(`${own.account.name}: выключена двухфакторная аутентификация`);
      expect(said).toContain(
        `Administrator: сброшена двухфакторная аутентификация сотрудника ${colleague.account.name}`,
      );
    },
  );
});
