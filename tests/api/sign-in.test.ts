import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWaitMs, StaffAuth } from "../../server/auth/staff-auth.ts";
import { latestAuditEntries } from "../../server/db/audit-log.ts";
import { MemoryWindowCounter, SqlWindowCounter } from "../../server/limits/window-counter.ts";
import { ENGINES, startTestServer, type TestServer } from "./server.ts";
import { staffAccount } from "../support/accounts.ts";

const ADMIN_PASSWORD = "bootstrap-password-for-sign-in-tests";
const MINUTE = 60_000;
/** Every check is a real scrypt hash: generous time on a busy machine. */
const SLOW = { timeout: 60_000 };

/**
 * What an attacker could do to the sign-in (issue 25, points 13, 14 and 16): guess
 * ADMIN_PASSWORD from many addresses, reset an address's count by signing in with an
 * account of their own, keep a colleague out with wrong passwords, keep a session after
 * the password was changed.
 */
describe.each(ENGINES)("sign-in limits on %s", (engine) => {
  let server: TestServer;
  const counter = () => (engine === "postgres" ? new SqlWindowCounter(server.database.db) : new MemoryWindowCounter());
  beforeAll(async () => {
    server = await startTestServer(engine, { ADMIN_PASSWORD });
  });
  afterAll(() => server.close());

  const account = (email: string, password: string) => staffAccount(server.database, { email, password });

  /**
   * A guesser with a fresh address for every try, trying again the moment it is allowed:
   * how many passwords it gets checked between `start` and `end` (at most `cap` tries).
   */
  async function guess(auth: StaffAuth, email: string, start: number, end: number, cap = 60) {
    let checked = 0;
    let now = start;
    for (let i = 0; i < cap && now < end; i += 1) {
      const result = await auth.signIn({ email, password: `guess number ${i}` }, `10.1.${i >> 8}.${i & 255}`, now);
      if (result.outcome === "wrong") checked += 1;
      else if (result.outcome === "wait") now += result.retryAfterSeconds * 1000;
      else throw new Error(`unexpected ${result.outcome}`);
    }
    return { checked, now };
  }

  it(
    "ADMIN_PASSWORD has a limit of its own: guesses from any number of addresses get at most twenty in 15 minutes",
    SLOW,
    async () => {
      const auth = await StaffAuth.create(server.database, counter(), ADMIN_PASSWORD);
      const start = Date.now() + 60 * MINUTE;
      const { checked } = await guess(auth, "", start, start + 15 * MINUTE);
      expect(checked).toBeLessThanOrEqual(20);
      expect(checked).toBeGreaterThanOrEqual(15);
    },
  );

  it("waits grow from a second to a minute and a half, and never lock anyone out", () => {
    expect([4, 5, 6, 7, 11, 12, 40].map(accountWaitMs)).toEqual([0, 1_000, 2_000, 4_000, 64_000, 90_000, 90_000]);
  });

  it("a sign-in that succeeds clears no failures others caused, with whatever credentials", SLOW, async () => {
    const auth = await StaffAuth.create(server.database, counter(), ADMIN_PASSWORD);
    await account("insider@lojuvard.uz", "my own honest passphrase");
    const address = "198.51.100.77";
    const now = Date.now() + 120 * MINUTE;
    for (let i = 0; i < 4; i += 1) {
      expect((await auth.signIn({ email: "", password: `guess ${i}` }, address, now)).outcome).toBe("wrong");
    }
    // The attacker's own account gets in, and gives back only its own attempt.
    const own = await auth.signIn({ email: "insider@lojuvard.uz", password: "my own honest passphrase" }, address, now);
    expect(own.outcome).toBe("signed-in");
    expect((await auth.signIn({ email: "", password: "guess 4" }, address, now)).outcome).toBe("wrong");
    // Five failures from this address: nothing more is checked from it, whoever signed in meanwhile.
    expect((await auth.signIn({ email: "", password: "guess 5" }, address, now)).outcome).toBe("locked");
    expect(
      (await auth.signIn({ email: "insider@lojuvard.uz", password: "my own honest passphrase" }, address, now)).outcome,
    ).toBe("locked");
  });

  it("someone who knows a colleague's e-mail slows their sign-in by seconds, never locks them out", SLOW, async () => {
    const auth = await StaffAuth.create(server.database, counter(), ADMIN_PASSWORD);
    await account("colleague@lojuvard.uz", "lapis domes of samarkand");
    const start = Date.now() + 180 * MINUTE;
    // Wrong passwords for the colleague from many addresses, as fast as they are taken, for ten minutes.
    const { now } = await guess(auth, "colleague@lojuvard.uz", start, start + 10 * MINUTE);
    const right = { email: "colleague@lojuvard.uz", password: "lapis domes of samarkand" };
    // At worst they wait a minute and a half, then they are in.
    const first = await auth.signIn(right, "203.0.113.99", now);
    if (first.outcome !== "signed-in") {
      expect(first).toMatchObject({ outcome: "wait" });
      const waited = first.outcome === "wait" ? first.retryAfterSeconds : Infinity;
      expect(waited).toBeLessThanOrEqual(90);
      expect((await auth.signIn(right, "203.0.113.99", now + waited * 1000)).outcome).toBe("signed-in");
    }
  });

  it("sessions of ADMIN_PASSWORD last across restarts, and end when it changes", SLOW, async () => {
    // Each test signs in at its own hour: the limits of ADMIN_PASSWORD are shared in the database.
    const now = Date.now() + 300 * MINUTE;
    const before = await StaffAuth.create(server.database, counter(), ADMIN_PASSWORD);
    const signedIn = await before.signIn({ email: "", password: ADMIN_PASSWORD }, "203.0.113.240", now);
    if (signedIn.outcome !== "signed-in") throw new Error(signedIn.outcome);
    // A restart with the same password keeps the session.
    const restarted = await StaffAuth.create(server.database, counter(), ADMIN_PASSWORD);
    expect((await restarted.session(signedIn.token))?.staff.id).toBe("bootstrap");

    // The operator changes ADMIN_PASSWORD and restarts: the session ends, on this instance and
    // on one still running with the old password.
    const changed = await StaffAuth.create(server.database, counter(), "a new administrator passphrase");
    expect(await changed.session(signedIn.token)).toBeNull();
    expect(await before.session(signedIn.token)).toBeNull();
    const entries = await latestAuditEntries(server.database.db);
    expect(entries.map((entry) => entry.action)).toContain("admin-password-changed");

    // The new password's sessions last across its restarts in turn.
    const again = await changed.signIn(
      { email: "", password: "a new administrator passphrase" },
      "203.0.113.241",
      now + 60 * MINUTE,
    );
    if (again.outcome !== "signed-in") throw new Error(again.outcome);
    const next = await StaffAuth.create(server.database, counter(), "a new administrator passphrase");
    expect(await next.session(again.token)).not.toBeNull();
    await StaffAuth.create(server.database, counter(), ADMIN_PASSWORD);
    expect(await next.session(again.token)).toBeNull();
  });
});
