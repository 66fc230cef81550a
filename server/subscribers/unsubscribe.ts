import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Store } from "../db/store.ts";

/**
 * Unsubscribe links carry the subscriber's id signed with a secret kept in the database
 * (made on first use), so every instance signs alike and nobody can unsubscribe others.
 */
async function secret(store: Store): Promise<Buffer> {
  const [row] = await store.engine.all("SELECT value FROM settings WHERE name = ?", ["unsubscribe_secret"]);
  if (row) return Buffer.from(String(row.value), "base64url");
  const fresh = randomBytes(32).toString("base64url");
  const insert =
    store.engine.dialect === "postgres"
      ? "INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING"
      : "INSERT OR IGNORE INTO settings (name, value) VALUES (?, ?)";
  await store.engine.run(insert, ["unsubscribe_secret", fresh]);
  return secret(store);
}

function sign(key: Buffer, subscriberId: string): string {
  return createHmac("sha256", key).update(subscriberId).digest("base64url");
}

export async function unsubscribeToken(store: Store, subscriberId: string): Promise<string> {
  return `${Buffer.from(subscriberId).toString("base64url")}.${sign(await secret(store), subscriberId)}`;
}

/** The subscriber a token names, when its signature is right. */
export async function verifyUnsubscribeToken(store: Store, token: string): Promise<string | null> {
  const [encoded, signature] = token.split(".");
  if (!encoded || !signature) return null;
  const subscriberId = Buffer.from(encoded, "base64url").toString();
  const expected = Buffer.from(sign(await secret(store), subscriberId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? subscriberId : null;
}

/** Marks the subscriber as unsubscribed; true when the token was valid. */
export async function unsubscribe(store: Store, token: string): Promise<boolean> {
  const id = await verifyUnsubscribeToken(store, token);
  if (!id) return false;
  await store.engine.run("UPDATE subscribers SET unsubscribed_at = COALESCE(unsubscribed_at, ?) WHERE id = ?", [
    new Date().toISOString(),
    id,
  ]);
  return true;
}
