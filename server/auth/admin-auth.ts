import { createHash, randomBytes } from "node:crypto";
import { COOKIES, writeCookie } from "../../shared/cookies.ts";
import type { Database } from "../db/database.ts";
import { deleteExpiredSessions, deleteSession, getSession, insertSession } from "../db/admin-sessions.ts";
import type { WindowCounter } from "../limits/window-counter.ts";
import { hashPassword, PasswordCheckBusyError, verifyPassword } from "./passwords.ts";

/** A session ends this long after sign-in. */
const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/**
 * Sign-in attempts allowed per client address in a window that opens at the first one;
 * then the address waits for the window to end. Counted in the shared counters, so the
 * lockout holds across instances.
 */
export const MAX_FAILED_SIGN_INS = 5;
const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export interface AdminSession {
  id: string;
  csrfToken: string;
  expiresAt: Date;
}

export type SignInResult =
  | { outcome: "signed-in"; token: string; session: AdminSession }
  | { outcome: "wrong" }
  | { outcome: "locked"; retryAfterSeconds: number }
  /** Too many sign-ins are being checked at once; try again shortly. */
  | { outcome: "busy" };

/**
 * Sign-in for the inbox. The password from ADMIN_PASSWORD is kept only as a scrypt
 * hash. Each attempt is counted before the password is checked, atomically, so a burst
 * of attempts in parallel is refused past the limit instead of all being tried.
 * Sessions are random tokens whose SHA-256 is stored, so a database leak does not hand
 * out live sessions.
 */
export class AdminAuth {
  private readonly database: Database;
  private readonly attempts: WindowCounter;
  private readonly passwordHash: string;

  private constructor(database: Database, attempts: WindowCounter, passwordHash: string) {
    this.database = database;
    this.attempts = attempts;
    this.passwordHash = passwordHash;
  }

  static async create(database: Database, attempts: WindowCounter, password: string): Promise<AdminAuth> {
    return new AdminAuth(database, attempts, await hashPassword(password));
  }

  async signIn(password: string, address: string, now = Date.now()): Promise<SignInResult> {
    const attempt = await this.attempts.hit(attemptKey(address), SIGN_IN_WINDOW_MS, now);
    if (attempt.hits > MAX_FAILED_SIGN_INS) {
      return { outcome: "locked", retryAfterSeconds: Math.max(1, Math.ceil((attempt.endsAt - now) / 1000)) };
    }
    let matches: boolean;
    try {
      matches = await verifyPassword(password, this.passwordHash);
    } catch (error) {
      if (error instanceof PasswordCheckBusyError) return { outcome: "busy" };
      throw error;
    }
    if (!matches) return { outcome: "wrong" };
    await this.attempts.clear(attemptKey(address));
    const token = randomBytes(32).toString("base64url");
    const session: AdminSession = {
      id: sha256(token),
      csrfToken: randomBytes(24).toString("base64url"),
      expiresAt: new Date(now + SESSION_TTL_MS),
    };
    const nowIso = new Date(now).toISOString();
    await insertSession(
      this.database.db,
      { id: session.id, csrfToken: session.csrfToken, expiresAt: session.expiresAt.toISOString() },
      nowIso,
    );
    await deleteExpiredSessions(this.database.db, nowIso);
    return { outcome: "signed-in", token, session };
  }

  async session(token: string | null): Promise<AdminSession | null> {
    if (!token) return null;
    const row = await getSession(this.database.db, sha256(token));
    if (!row) return null;
    const expiresAt = new Date(row.expiresAt);
    if (expiresAt.getTime() < Date.now()) return null;
    return { id: row.id, csrfToken: row.csrfToken, expiresAt };
  }

  async signOut(session: AdminSession): Promise<void> {
    await deleteSession(this.database.db, session.id);
  }
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

function attemptKey(address: string): string {
  return `sign-in|${address}`;
}

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
