import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "../db/database.ts";
import { getOrCreateSetting } from "../db/settings.ts";
import type { EntryList } from "../../shared/inbox.ts";

/**
 * The token that ties a message to its conversation (a quote request or an application):
 * it goes in the reply address ("inbox+<token>@…") and in the Message-ID of every e-mail
 * of the conversation, so a reply finds its way back by either. It carries the entry's id
 * and an HMAC-SHA-256 signature with a secret kept in the database (shared by every
 * instance): nobody can make up the token of someone else's conversation.
 *
 * Shape: a letter for the list, the id in base32 (a UUID as its 16 bytes: 26 letters;
 * any other id as "0" and its UTF-8 bytes), "-", 16 letters of signature. Lower case only:
 * mail servers may change the letter case of an address's local part. 44 characters for a UUID.
 */

const LIST_LETTER: Record<EntryList, string> = { requests: "q", applications: "a" };
const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";
const SIGNATURE_BYTES = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The parts of a token-shaped text: letter, id, signature. */
const TOKEN = /^([qa])(0?[a-z2-7]{1,200})-([a-z2-7]{16})$/;

export interface Conversation {
  list: EntryList;
  id: string;
}

async function secret(db: Db): Promise<Buffer> {
  const value = await getOrCreateSetting(db, "conversation_secret", () => randomBytes(32).toString("base64url"));
  return Buffer.from(value, "base64url");
}

function sign(key: Buffer, payload: string): string {
  return base32(createHmac("sha256", key).update(payload).digest().subarray(0, SIGNATURE_BYTES));
}

export async function conversationToken(db: Db, conversation: Conversation): Promise<string> {
  const payload = `${LIST_LETTER[conversation.list]}${encodeId(conversation.id)}`;
  return `${payload}-${sign(await secret(db), payload)}`;
}

/** Whether a text has the shape of a token (it may still be forged). */
export function looksLikeToken(text: string): boolean {
  return TOKEN.test(text.toLowerCase());
}

/** The conversation a token names, or null when it is not one this site signed. */
export async function verifyToken(db: Db, token: string): Promise<Conversation | null> {
  const match = TOKEN.exec(token.toLowerCase());
  if (!match) return null;
  const [, letter, encoded, given] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(sign(await secret(db), `${letter}${encoded}`));
  const signature = Buffer.from(given);
  if (expected.length !== signature.length || !timingSafeEqual(expected, signature)) return null;
  const id = decodeId(encoded);
  if (id === null) return null;
  return { list: letter === "q" ? "requests" : "applications", id };
}

function encodeId(id: string): string {
  if (UUID.test(id)) return base32(Buffer.from(id.replaceAll("-", ""), "hex"));
  return `0${base32(Buffer.from(id, "utf8"))}`;
}

function decodeId(encoded: string): string | null {
  if (encoded.startsWith("0")) return fromBase32(encoded.slice(1))?.toString("utf8") ?? null;
  const bytes = fromBase32(encoded);
  if (!bytes || bytes.length !== 16) return null;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** RFC 4648 base32, lower case, without padding. */
function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

function fromBase32(text: string): Buffer | null {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) return null;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}
