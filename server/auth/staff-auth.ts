import { createHash, randomBytes } from "node:crypto";
import { COOKIES, writeCookie } from "../../shared/cookies.ts";
import { BOOTSTRAP_ACCOUNT_ID, isPermission, isRole, type Permission, type Role } from "../../shared/staff.ts";
import {
  accountByEmail,
  anyPasswordAccount,
  ensureAccount,
  getAccount,
  realAdministratorExists,
  type Account,
} from "../db/accounts.ts";
import {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOf,
  getSession,
  insertSession,
} from "../db/admin-sessions.ts";
import { recordAudit } from "../db/audit-log.ts";
import type { Database } from "../db/database.ts";
import { deleteExpiredChallenges, endChallenge, insertChallenge, openChallenge } from "../db/sign-in-challenges.ts";
import { twoFactorEnabled } from "../db/two-factor.ts";
import type { WindowCounter } from "../limits/window-counter.ts";
import { bootstrapCredential, type BootstrapCredential } from "./bootstrap-credential.ts";
import { hashPassword, PasswordCheckBusyError, verifyPassword } from "./passwords.ts";
import { checkSecondFactor, twoFactorRequired, type SecondFactor } from "./two-factor.ts";

/** A session ends this long after sign-in. */
const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/** A right password waits this long for its one-time code; then the sign-in starts again. */
const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/**
 * Sign-in attempts allowed per client address in a window that opens at the first one;
 * then the address waits for the window to end. Counted in the shared counters, so the
 * limit holds across instances. An attempt that succeeds is given back (colleagues behind
 * one office address sign in all day); failures stay counted, whoever signs in meanwhile.
 */
export const MAX_FAILED_SIGN_INS = 5;
const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/**
 * Each account (an e-mail, or ADMIN_PASSWORD) may be tried from many addresses, so it has
 * limits of its own: a few wrong passwords without a wait, then each next try waits twice
 * as long as the one before, from a second up to a minute and a half, until a quarter of an
 * hour passes without one. Whoever knows a colleague's e-mail can slow their sign-in by
 * seconds but never lock them out; a guesser spread over any number of addresses gets at
 * most twenty tries in the first 15 minutes and forty an hour after (decision 034).
 */
const FREE_ACCOUNT_FAILURES = 5;
const FIRST_WAIT_MS = 1_000;
const LONGEST_WAIT_MS = 90_000;
const ACCOUNT_MEMORY_MS = 15 * 60 * 1000;
/**
 * Links to reset a password asked for by one address, and for one e-mail as typed (known or
 * not), per hour: enough for someone who mistyped, too few to fill a colleague's mailbox.
 */
const RESET_REQUESTS_PER_ADDRESS = 5;
const RESET_REQUESTS_PER_EMAIL = 3;
const RESET_WINDOW_MS = 60 * 60 * 1000;

/** How long an account's next sign-in waits after `failures` wrong (or unfinished) ones. */
export function accountWaitMs(failures: number): number {
  if (failures < FREE_ACCOUNT_FAILURES) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_ACCOUNT_FAILURES), LONGEST_WAIT_MS);
}

/** Who is signed in, as the inbox's pages see it. */
export interface StaffMember {
  id: string;
  name: string;
  email: string | null;
  role: Role;
  /** Rights granted beyond the role (shared/staff.ts). */
  permissions: Permission[];
  language: string;
}

export interface StaffSession {
  id: string;
  csrfToken: string;
  expiresAt: Date;
  staff: StaffMember;
  /**
   * Two-factor sign-in is required of everyone and this member has not set it up yet: they
   * may do nothing but set it up (or sign out) until they have.
   */
  setupRequired: boolean;
}

/** Why a password was not checked: this address tried too often, this account must wait, the server is busy. */
type Refusal =
  | { outcome: "locked"; retryAfterSeconds: number }
  | { outcome: "wait"; retryAfterSeconds: number }
  /** Too many sign-ins are being checked at once; try again shortly. */
  | { outcome: "busy" };

export type SignInResult =
  | { outcome: "signed-in"; token: string; session: StaffSession }
  /** The password was right; the account signs in with a one-time code too (its token names this sign-in). */
  | { outcome: "code-needed"; challenge: string; expiresAt: Date }
  | { outcome: "wrong" }
  | Refusal;

export type PasswordCheck = { outcome: "right" } | { outcome: "wrong" } | Refusal;

/** A sign-in's second step: signed in (and with what), the code was wrong or refused, or the step has ended. */
export type CodeResult =
  | { outcome: "signed-in"; token: string; session: StaffSession; factor: SecondFactor }
  | { outcome: "expired" }
  | { outcome: "wrong" }
  | Refusal;

/** What a limited check found: right (with what it found), wrong, or not checked. */
type Checked<T> = { outcome: "right"; value: T } | { outcome: "wrong" } | Refusal;

/**
 * Sign-in for the inbox: staff accounts with their own e-mail and password, and the
 * bootstrap administrator, who signs in with ADMIN_PASSWORD and no e-mail. Passwords are
 * kept only as scrypt hashes. Each attempt is counted before its password is checked,
 * atomically, so a burst in parallel is refused past the limit instead of all being
 * tried. Sessions are random tokens whose SHA-256 is stored, so a database leak hands
 * out no live session.
 */
export class StaffAuth {
  private readonly database: Database;
  private readonly attempts: WindowCounter;
  /** ADMIN_PASSWORD's hash and the stamp of its sessions, or null when it is unset. */
  private readonly bootstrap: BootstrapCredential | null;
  /** Checked for an unknown e-mail too, so a wrong address takes as long as a wrong password. */
  private readonly decoyHash: string;

  private constructor(
    database: Database,
    attempts: WindowCounter,
    bootstrap: BootstrapCredential | null,
    decoyHash: string,
  ) {
    this.database = database;
    this.attempts = attempts;
    this.bootstrap = bootstrap;
    this.decoyHash = decoyHash;
  }

  static async create(database: Database, attempts: WindowCounter, adminPassword?: string): Promise<StaffAuth> {
    const now = new Date().toISOString();
    if (adminPassword) {
      await ensureAccount(database.db, {
        id: BOOTSTRAP_ACCOUNT_ID,
        name: "Administrator",
        email: null,
        emailKey: null,
        role: "administrator",
        passwordHash: null,
        language: "en",
        createdAt: now,
        updatedAt: now,
      });
    }
    const [bootstrap, decoyHash] = await Promise.all([
      adminPassword ? bootstrapCredential(database, adminPassword) : null,
      hashPassword(randomBytes(24).toString("base64url")),
    ]);
    return new StaffAuth(database, attempts, bootstrap, decoyHash);
  }

  /** Whether the inbox exists: ADMIN_PASSWORD is set, or some account has a password of its own. */
  async enabled(): Promise<boolean> {
    return this.bootstrap !== null || (await anyPasswordAccount(this.database.db));
  }

  /** Signs in by e-mail and password, or with no e-mail as the bootstrap administrator. */
  async signIn(
    credentials: { email: string; password: string },
    address: string,
    now = Date.now(),
  ): Promise<SignInResult> {
    const email = credentials.email.trim().toLowerCase();
    const account = email
      ? await accountByEmail(this.database.db, email)
      : await getAccount(this.database.db, BOOTSTRAP_ACCOUNT_ID);
    // ADMIN_PASSWORD only opens an installation no administrator of flesh and blood can sign in to.
    const hash = email ? account?.passwordHash : await this.bootstrapHash();
    const check = await this.checkPassword(email, hash ?? undefined, credentials.password, address, now);
    if (check.outcome !== "right") return check;
    if (!account) return { outcome: "wrong" };
    if (account.id !== BOOTSTRAP_ACCOUNT_ID && (await twoFactorEnabled(this.database.db, account.id))) {
      return { outcome: "code-needed", ...(await this.startChallenge(account.id, now)) };
    }
    return { outcome: "signed-in", ...(await this.startSession(account, now)) };
  }

  /**
   * The sign-in waiting for its code: a random token in the browser (its SHA-256 stored), so
   * the code step needs the password step of the same browser, within ten minutes.
   */
  private async startChallenge(accountId: string, now: number): Promise<{ challenge: string; expiresAt: Date }> {
    const challenge = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now + CHALLENGE_TTL_MS);
    const nowIso = new Date(now).toISOString();
    await insertChallenge(this.database.db, {
      id: sha256(challenge),
      accountId,
      createdAt: nowIso,
      expiresAt: expiresAt.toISOString(),
    });
    await deleteExpiredChallenges(this.database.db, nowIso);
    return { challenge, expiresAt };
  }

  /** The account a sign-in waiting for its code belongs to, while it waits. */
  async challengeAccount(challenge: string | null, now = Date.now()): Promise<Account | null> {
    if (!challenge) return null;
    const open = await openChallenge(this.database.db, sha256(challenge), new Date(now).toISOString());
    return open ? ((await getAccount(this.database.db, open.accountId)) ?? null) : null;
  }

  /**
   * The second step: a one-time code (or a recovery code) for the sign-in the challenge names,
   * under the same limits as passwords (per address, and a growing wait per account). Right,
   * it ends the challenge (once, whichever request comes first) and starts the session.
   */
  async completeSignIn(challenge: string | null, code: string, address: string, now = Date.now()): Promise<CodeResult> {
    const account = await this.challengeAccount(challenge, now);
    if (!challenge || !account) return { outcome: "expired" };
    const check = await this.limited(`sign-in-code|${account.id}`, address, now, () =>
      checkSecondFactor(this.database, account.id, code, now),
    );
    if (check.outcome !== "right") return check;
    if (!(await endChallenge(this.database.db, sha256(challenge)))) return { outcome: "expired" };
    return { outcome: "signed-in", factor: check.value, ...(await this.startSession(account, now)) };
  }

  /**
   * Checks a code of a signed-in member's own (before two-factor sign-in is turned off or its
   * recovery codes renewed), under the same limits as the sign-in's code step.
   */
  async confirmCode(staff: StaffMember, code: string, address: string, now = Date.now()): Promise<PasswordCheck> {
    const check = await this.limited(`sign-in-code|${staff.id}`, address, now, () =>
      checkSecondFactor(this.database, staff.id, code, now),
    );
    return check.outcome === "right" ? { outcome: "right" } : check;
  }

  /** ADMIN_PASSWORD's hash while it may still sign in: until a real administrator exists. */
  private async bootstrapHash(): Promise<string | undefined> {
    if (!this.bootstrap || (await realAdministratorExists(this.database.db))) return undefined;
    return this.bootstrap.hash;
  }

  /**
   * Counts a request for a password reset link, by address and by the e-mail as typed (an
   * unknown one too, so the limit tells nothing about which exist); false past the limit.
   */
  async mayRequestReset(email: string, address: string, now = Date.now()): Promise<boolean> {
    const byAddress = await this.attempts.hit(`reset|${address}`, RESET_WINDOW_MS, now);
    if (byAddress.hits > RESET_REQUESTS_PER_ADDRESS) return false;
    const byEmail = await this.attempts.hit(`reset-email|${email.trim().toLowerCase()}`, RESET_WINDOW_MS, now);
    return byEmail.hits <= RESET_REQUESTS_PER_EMAIL;
  }

  /**
   * Checks a signed-in member's own password again (before it is changed), under the same
   * limits as a sign-in: a stolen session cannot try passwords faster than a sign-in could.
   */
  async confirmPassword(staff: StaffMember, password: string, address: string, now = Date.now()) {
    const account = await getAccount(this.database.db, staff.id);
    return this.checkPassword(
      staff.email?.toLowerCase() ?? "",
      account?.passwordHash ?? undefined,
      password,
      address,
      now,
    );
  }

  /**
   * Each attempt is counted before its password is checked, atomically, for the address and
   * for the account (an unknown e-mail too, so limits tell nothing about which exist), and
   * only attempts that fail stay counted.
   */
  private async checkPassword(
    email: string,
    hash: string | undefined,
    password: string,
    address: string,
    now: number,
  ): Promise<PasswordCheck> {
    const accountKey = email ? `sign-in-account|${email}` : "sign-in-admin-password";
    const check = await this.limited(accountKey, address, now, async () =>
      (await verifyPassword(password, hash ?? this.decoyHash)) && hash ? true : null,
    );
    return check.outcome === "right" ? { outcome: "right" } : check;
  }

  /**
   * Runs a check of a secret (a password, a one-time code) under the sign-in limits: counted
   * first, atomically, for the client's address (shared by every kind of check) and for what
   * is tried (`accountKey`, a growing wait); a check that finds nothing (null) stays counted,
   * one that succeeds gives back its own attempt and nothing else.
   */
  private async limited<T>(
    accountKey: string,
    address: string,
    now: number,
    check: () => Promise<T | null>,
  ): Promise<Checked<T>> {
    const addressKey = `sign-in|${address}`;
    const seconds = (until: number) => Math.max(1, Math.ceil((until - now) / 1000));
    const attempt = await this.attempts.hit(addressKey, SIGN_IN_WINDOW_MS, now);
    if (attempt.hits > MAX_FAILED_SIGN_INS) return { outcome: "locked", retryAfterSeconds: seconds(attempt.endsAt) };
    const turn = await this.attempts.takeTurn(accountKey, ACCOUNT_MEMORY_MS, accountWaitMs, now);
    if (!turn.granted) {
      await this.attempts.giveBack(addressKey);
      return { outcome: "wait", retryAfterSeconds: seconds(turn.retryAt) };
    }
    let found: T | null;
    try {
      found = await check();
    } catch (error) {
      if (!(error instanceof PasswordCheckBusyError)) throw error;
      // Not checked, so not a failure.
      await this.attempts.giveBack(addressKey);
      await this.attempts.giveBack(accountKey);
      return { outcome: "busy" };
    }
    if (found === null) return { outcome: "wrong" };
    // A success gives back its own attempt and nothing else: failures others caused stay counted.
    await this.attempts.giveBack(addressKey);
    await this.attempts.giveBack(accountKey);
    return { outcome: "right", value: found };
  }

  /** A new session for an account (after sign-in, or once an invitation is accepted). */
  async startSession(account: Account, now = Date.now()): Promise<{ token: string; session: StaffSession }> {
    const token = randomBytes(32).toString("base64url");
    const session: StaffSession = {
      id: sha256(token),
      csrfToken: randomBytes(24).toString("base64url"),
      expiresAt: new Date(now + SESSION_TTL_MS),
      staff: staffMember(account),
      setupRequired: await this.setupRequired(account.id),
    };
    const nowIso = new Date(now).toISOString();
    await insertSession(
      this.database.db,
      {
        id: session.id,
        csrfToken: session.csrfToken,
        accountId: account.id,
        expiresAt: session.expiresAt.toISOString(),
        credential: account.id === BOOTSTRAP_ACCOUNT_ID ? (this.bootstrap?.stamp ?? null) : null,
      },
      nowIso,
    );
    await deleteExpiredSessions(this.database.db, nowIso);
    return { token, session };
  }

  /** The session a token names, with its account as it is now; null when gone or expired. */
  async session(token: string | null): Promise<StaffSession | null> {
    if (!token) return null;
    const row = await getSession(this.database.db, sha256(token));
    if (!row) return null;
    const expiresAt = new Date(row.expiresAt);
    if (expiresAt.getTime() < Date.now()) return null;
    const account = await getAccount(this.database.db, row.accountId);
    // The bootstrap administrator's session lasts while the ADMIN_PASSWORD it began with is in force.
    if (!account) return null;
    if (account.id === BOOTSTRAP_ACCOUNT_ID) {
      // …and while no real administrator exists: the hand-over ends it (decision 052).
      if (row.credential !== this.bootstrap?.stamp || (await realAdministratorExists(this.database.db))) return null;
    }
    return {
      id: row.id,
      csrfToken: row.csrfToken,
      expiresAt,
      staff: staffMember(account),
      setupRequired: await this.setupRequired(account.id),
    };
  }

  /**
   * Whether the member must set up two-factor sign-in before anything else: it is required
   * of everyone and theirs is not on. The installation password's sign-in is exempt: it has
   * no phone of its own and ends at the hand-over (decision 071).
   */
  private async setupRequired(accountId: string): Promise<boolean> {
    if (accountId === BOOTSTRAP_ACCOUNT_ID || !(await twoFactorRequired(this.database.db))) return false;
    return !(await twoFactorEnabled(this.database.db, accountId));
  }

  async signOut(session: StaffSession): Promise<void> {
    await deleteSession(this.database.db, session.id);
  }

  /** Ends every session of the member, this one too: a phone left signed in somewhere is signed out. */
  async signOutEverywhere(staff: StaffMember): Promise<void> {
    await this.database.transaction(async (tx) => {
      const ended = await deleteSessionsOf(tx, staff.id);
      await recordAudit(tx, actorName(staff), "sign-out-everywhere", { sessions: ended });
    });
  }
}

function staffMember(account: Account): StaffMember {
  if (!isRole(account.role)) throw new Error(`Account ${account.id} has an unknown role ${account.role}`);
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    role: account.role,
    permissions: accountPermissions(account),
    language: account.language,
  };
}

/** The permissions an account holds; a name no longer known grants nothing. */
export function accountPermissions(account: Pick<Account, "permissions">): Permission[] {
  try {
    const stored: unknown = JSON.parse(account.permissions);
    return Array.isArray(stored) ? stored.filter(isPermission) : [];
  } catch {
    return [];
  }
}

/** How the audit log names a member of staff. */
export function actorName(staff: Pick<StaffMember, "name" | "email">): string {
  return staff.email ? `${staff.name} <${staff.email}>` : staff.name;
}

export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return writeCookie(COOKIES.session, token, {
    path: "/admin",
    httpOnly: true,
    sameSite: "strict",
    expires: expiresAt,
    secure,
  });
}

export function clearedSessionCookie(secure: boolean): string {
  return sessionCookie("", new Date(0), secure);
}

/** The sign-in waiting for its one-time code (a challenge's token), until it expires. */
export function challengeCookie(token: string, expiresAt: Date, secure: boolean): string {
  return writeCookie(COOKIES.signInCode, token, {
    path: "/admin",
    httpOnly: true,
    sameSite: "strict",
    expires: expiresAt,
    secure,
  });
}

export function clearedChallengeCookie(secure: boolean): string {
  return challengeCookie("", new Date(0), secure);
}

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
