import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "../db/database.ts";
import { getOrCreateSetting } from "../db/settings.ts";
import { markUnsubscribed } from "../db/subscribers.ts";

/**
 * Unsubscribe links carry the subscriber's id signed with a secret kept in the database
 * (made on first use), so every instance signs alike and nobody can unsubscribe others.
 */
async function secret(database: Database): Promise<Buffer> {
  const value = await getOrCreateSetting(database.db, "unsubscribe_secret", () =>
    randomBytes(32).toString("base64url"),
  );
  return Buffer.from(value, "base64url");
}

function sign(key: Buffer, subscriberId: string): string {
  return createHmac("sha256", key).update(subscriberId).digest("base64url");
}

export async function unsubscribeToken(database: Database, subscriberId: string): Promise<string> {
  return `${Buffer.from(subscriberId).toString("base64url")}.${sign(await secret(database), subscriberId)}`;
}

/** The subscriber a token names, when its signature is right. */
export async function verifyUnsubscribeToken(database: Database, token: string): Promise<string | null> {
  const [encoded, signature] = token.split(".");
  if (!encoded || !signature) return null;
  const subscriberId = Buffer.from(encoded, "base64url").toString();
  const expected = Buffer.from(sign(await secret(database), subscriberId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? subscriberId : null;
}

/** Marks the subscriber as unsubscribed; true when the token was valid. */
export async function unsubscribe(database: Database, token: string): Promise<boolean> {
  const id = await verifyUnsubscribeToken(database, token);
  if (!id) return false;
  await markUnsubscribed(database.db, id, new Date().toISOString());
  return true;
}
