import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashes: scrypt, memory-hard, run on libuv's thread pool so a burst of
 * sign-ins never blocks the event loop (decision 013). Stored as
 * `scrypt$N$r$p$salt$hash` (base64url), so the cost can rise later without breaking
 * old hashes.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
/** 128 × N × r bytes (32 MiB) per hash, plus headroom. */
const MAX_MEMORY = 64 * 1024 * 1024;

/** Hashes computed at once at most; more wait their turn, so sign-ins cannot starve the thread pool. */
const MAX_CONCURRENT_HASHES = 2;
/** Sign-ins waiting for a turn at most; beyond, the server answers that it is busy. */
const MAX_WAITING_HASHES = 32;

export class PasswordCheckBusyError extends Error {}

let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    if (waiting.length >= MAX_WAITING_HASHES) throw new PasswordCheckBusyError("Too many sign-ins at once");
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, cost: ScryptOptions): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize("NFKC"), salt, KEY_BYTES, { ...cost, maxmem: MAX_MEMORY }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Whether the password matches a stored hash, compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
