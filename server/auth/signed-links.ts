import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "../db/database.ts";
import { getOrCreateSetting } from "../db/settings.ts";

/**
 * Links that carry a value signed with a secret kept in the database (made on first use,
 * one per purpose), so every instance signs alike and nobody can make one up: an
 * invitation, a newsletter confirmation, an unsubscribe, a password reset, the preview of a
 * saved page. A link may expire.
 *
 * Token: base64url(value[.expiresAtSeconds]) "." base64url(HMAC-SHA-256(secret, value[.expires]))
 *
 * A token is taken in that one spelling only: anything after the signature, characters
 * base64 decoding would skip, or another encoding of the same bytes is a forged link.
 */
type Purpose = "invitation" | "confirmation" | "unsubscribe" | "password-reset" | "preview";

async function key(db: Db, purpose: Purpose): Promise<Buffer> {
  const secret = await getOrCreateSetting(db, `${purpose}_secret`, () => randomBytes(32).toString("base64url"));
  return Buffer.from(secret, "base64url");
}

const mac = (secret: Buffer, payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");

/** The one spelling of a token: base64url without padding, a dot, and the 43 characters of the MAC. */
const TOKEN = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;

export async function signLink(db: Db, purpose: Purpose, value: string, expiresAt?: Date): Promise<string> {
  const payload = expiresAt ? `${value}.${Math.floor(expiresAt.getTime() / 1000)}` : value;
  return `${Buffer.from(payload).toString("base64url")}.${mac(await key(db, purpose), payload)}`;
}

export type LinkCheck = { ok: true; value: string } | { ok: false; reason: "invalid" | "expired" };

/**
 * The value a token carries, when it was signed for this purpose and, for a link signed
 * with an expiry (`expiring`), has not expired.
 */
export async function verifyLink(
  db: Db,
  purpose: Purpose,
  token: string,
  options: { expiring: boolean; now?: Date },
): Promise<LinkCheck> {
  const [, encoded = "", given = ""] = TOKEN.exec(token) ?? [];
  const payload = Buffer.from(encoded, "base64url").toString();
  // Decoding forgives what signing never writes: only the exact encoding of the payload counts.
  if (!encoded || Buffer.from(payload).toString("base64url") !== encoded) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(mac(await key(db, purpose), payload));
  const signature = Buffer.from(given);
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
    return { ok: false, reason: "invalid" };
  }
  if (!options.expiring) return { ok: true, value: payload };
  const dot = payload.lastIndexOf(".");
  const expires = Number(payload.slice(dot + 1));
  if (dot < 0 || !Number.isFinite(expires)) return { ok: false, reason: "invalid" };
  if (expires * 1000 <= (options.now ?? new Date()).getTime()) return { ok: false, reason: "expired" };
  return { ok: true, value: payload.slice(0, dot) };
}
