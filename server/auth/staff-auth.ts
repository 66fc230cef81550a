import { createHash, randomBytes } from "node:crypto";
import { COOKIES, writeCookie } from "../../shared/cookies.ts";
import { BOOTSTRAP_ACCOUNT_ID, isPermission, isRole, type Permission, type Role } from "../../shared/staff.ts";
import { accountByEmail, anyPasswordAccount, ensureAccount, getAccount } from "../db/accounts.ts";
import { deleteExpiredSessions, deleteSession, getSession, insertSession } from "../db/admin-sessions.ts";
import type { Database } from "../db/database.ts";
import type { Account } from "../db/schema.ts";
import type { WindowCounter } from "../limits/window-counter.ts";
import { hashPassword, PasswordCheckBusyError, verifyPassword } from "./passwords.ts";

/** A session ends this long after sign-in. */
const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/**
 * Sign-in attempts allowed per client address in a window that opens at the first one;
 * then the address waits for the window to end. Counted in the shared counters, so the
 * lockout holds across instances. One account may be tried from many addresses: it has
 * a wider allowance of its own.
 */
export const MAX_FAILED_SIGN_INS = 5;
const MAX_ATTEMPTS_PER_ACCOUNT = 20;
const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

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
}

export type SignInResult =
  | { outcome: "signed-in"; token: string; session: StaffSession }
  | { outcome: "wrong" }
  | { outcome: "locked"; retryAfterSeconds: number }
  /** Too many sign-ins are being checked at once; try again shortly. */
  | { outcome: "busy" };

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
  /** The hash of ADMIN_PASSWORD, or null when it is unset. */
  private readonly bootstrapHash: string | null;
  /** Checked for an unknown e-mail too, so a wrong address takes as long as a wrong password. */
  private readonly decoyHash: string;

  private constructor(database: Database, attempts: WindowCounter, bootstrapHash: string | null, decoyHash: string) {
    this.database = database;
    this.attempts = attempts;
    this.bootstrapHash = bootstrapHash;
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
    const [bootstrapHash, decoyHash] = await Promise.all([
      adminPassword ? hashPassword(adminPassword) : null,
      hashPassword(randomBytes(24).toString("base64url")),
    ]);
    return new StaffAuth(database, attempts, bootstrapHash, decoyHash);
  }

  /** Whether the inbox exists: ADMIN_PASSWORD is set, or some account has a password of its own. */
  async enabled(): Promise<boolean> {
    return this.bootstrapHash !== null || (await anyPasswordAccount(this.database.db));
  }

  /** Signs in by e-mail and password, or with no e-mail as the bootstrap administrator. */
  async signIn(
    credentials: { email: string; password: string },
    address: string,
    now = Date.now(),
  ): Promise<SignInResult> {
    const email = credentials.email.trim().toLowerCase();
    const attempt = await this.attempts.hit(`sign-in|${address}`, SIGN_IN_WINDOW_MS, now);
    const perAccount = email ? await this.attempts.hit(`sign-in-account|${email}`, SIGN_IN_WINDOW_MS, now) : undefined;
    const over = [
      attempt.hits > MAX_FAILED_SIGN_INS ? attempt.endsAt : 0,
      perAccount && perAccount.hits > MAX_ATTEMPTS_PER_ACCOUNT ? perAccount.endsAt : 0,
    ];
    const until = Math.max(...over);
    if (until > 0) return { outcome: "locked", retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };

    const account = email
      ? await accountByEmail(this.database.db, email)
      : await getAccount(this.database.db, BOOTSTRAP_ACCOUNT_ID);
    const hash = email ? account?.passwordHash : this.bootstrapHash;
    let matches: boolean;
    try {
      matches = await verifyPassword(credentials.password, hash ?? this.decoyHash);
    } catch (error) {
      if (error instanceof PasswordCheckBusyError) return { outcome: "busy" };
      throw error;
    }
    if (!matches || !hash || !account) return { outcome: "wrong" };
    await this.attempts.clear(`sign-in|${address}`);
    if (email) await this.attempts.clear(`sign-in-account|${email}`);
    return { outcome: "signed-in", ...(await this.startSession(account, now)) };
  }

  /** A new session for an account (after sign-in, or once an invitation is accepted). */
  async startSession(account: Account, now = Date.now()): Promise<{ token: string; session: StaffSession }> {
    const token = randomBytes(32).toString("base64url");
    const session: StaffSession = {
      id: sha256(token),
      csrfToken: randomBytes(24).toString("base64url"),
      expiresAt: new Date(now + SESSION_TTL_MS),
      staff: staffMember(account),
    };
    const nowIso = new Date(now).toISOString();
    await insertSession(
      this.database.db,
      {
        id: session.id,
        csrfToken: session.csrfToken,
        accountId: account.id,
        expiresAt: session.expiresAt.toISOString(),
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
    // The bootstrap administrator exists only while ADMIN_PASSWORD is set.
    if (!account || (account.id === BOOTSTRAP_ACCOUNT_ID && !this.bootstrapHash)) return null;
    return { id: row.id, csrfToken: row.csrfToken, expiresAt, staff: staffMember(account) };
  }

  async signOut(session: StaffSession): Promise<void> {
    await deleteSession(this.database.db, session.id);
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

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
