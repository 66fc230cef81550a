import { createHash, randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import type { Store } from "../db/store.ts";
import type { WindowCounter } from "../limits/window-counter.ts";

/** Name of the admin session cookie; sent only to /admin. */
export const SESSION_COOKIE = "admin_session";
/** A session ends this long after sign-in. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/**
 * Failed sign-ins allowed per client address in a window that opens at the first
 * failure; then the address waits for the window to end. Counted in the shared
 * counters, so the lockout holds across instances.
 */
export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export interface AdminSession {
  id: string;
  csrfToken: string;
  expiresAt: Date;
}

/**
 * Sign-in for the inbox. The password from ADMIN_PASSWORD is kept only as a salted
 * scrypt hash and compared in constant time. Sessions are random tokens whose SHA-256
 * is stored, so a database leak does not hand out live sessions.
 */
export class AdminAuth {
  private readonly salt = randomBytes(16);
  private readonly hash: Buffer;
  private readonly store: Store;
  private readonly failures: WindowCounter;

  constructor(store: Store, failures: WindowCounter, password: string) {
    this.store = store;
    this.failures = failures;
    this.hash = this.derive(password);
  }

  private derive(password: string): Buffer {
    return scryptSync(password.normalize("NFKC"), this.salt, 32);
  }

  /** Seconds the address must wait before trying again, or 0. */
  async retryAfter(address: string, now = Date.now()): Promise<number> {
    const failed = await this.failures.peek(failureKey(address), now);
    if (failed.hits < MAX_FAILED_SIGN_INS) return 0;
    return Math.ceil((failed.endsAt - now) / 1000);
  }

  /** Checks the password; a wrong one is recorded against the address. */
  async signIn(password: string, address: string): Promise<{ token: string; session: AdminSession } | null> {
    const matches = timingSafeEqual(this.derive(password), this.hash);
    if (!matches) {
      await this.failures.hit(failureKey(address), SIGN_IN_WINDOW_MS);
      return null;
    }
    await this.failures.clear(failureKey(address));
    const token = randomBytes(32).toString("base64url");
    const session: AdminSession = {
      id: sha256(token),
      csrfToken: randomBytes(24).toString("base64url"),
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    };
    await this.store.engine.run(
      "INSERT INTO admin_sessions (id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?)",
      [session.id, session.csrfToken, new Date().toISOString(), session.expiresAt.toISOString()],
    );
    await this.store.engine.run("DELETE FROM admin_sessions WHERE expires_at < ?", [new Date().toISOString()]);
    return { token, session };
  }

  async session(token: string | null): Promise<AdminSession | null> {
    if (!token) return null;
    const [row] = await this.store.engine.all("SELECT * FROM admin_sessions WHERE id = ?", [sha256(token)]);
    if (!row) return null;
    const expiresAt = new Date(row.expires_at as string | Date);
    if (expiresAt.getTime() < Date.now()) return null;
    return { id: String(row.id), csrfToken: String(row.csrf_token), expiresAt };
  }

  async signOut(session: AdminSession): Promise<void> {
    await this.store.engine.run("DELETE FROM admin_sessions WHERE id = ?", [session.id]);
  }
}

export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  const attributes = [
    `${SESSION_COOKIE}=${token}`,
    "Path=/admin",
    "HttpOnly",
    "SameSite=Strict",
    `Expires=${expiresAt.toUTCString()}`,
  ];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

export function clearedSessionCookie(secure: boolean): string {
  return sessionCookie("", new Date(0), secure);
}

function failureKey(address: string): string {
  return `sign-in|${address}`;
}

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
