import { randomBytes } from "node:crypto";
import { deleteBootstrapSessionsExcept } from "../db/admin-sessions.ts";
import { recordAudit } from "../db/audit-log.ts";
import type { Database } from "../db/database.ts";
import { getSetting, setSetting } from "../db/settings.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

const SETTING = "bootstrap_credential";

/** The ADMIN_PASSWORD in force: its scrypt hash, and a random stamp its sessions carry. */
export interface BootstrapCredential {
  hash: string;
  stamp: string;
}

function parse(value: string | undefined): BootstrapCredential | undefined {
  if (!value) return undefined;
  const parsed = JSON.parse(value) as Partial<BootstrapCredential>;
  return typeof parsed.hash === "string" && typeof parsed.stamp === "string"
    ? { hash: parsed.hash, stamp: parsed.stamp }
    : undefined;
}

/**
 * The credential of ADMIN_PASSWORD, kept in the database so it outlives restarts: a start
 * with the password already in force keeps its stamp, so its sessions go on; a start with
 * another password makes a new stamp and ends the sessions of the old one, on every
 * instance, because each checks a session's stamp against its own.
 */
export async function bootstrapCredential(database: Database, password: string): Promise<BootstrapCredential> {
  const stored = parse(await getSetting(database.db, SETTING));
  if (stored && (await verifyPassword(password, stored.hash))) return stored;
  const fresh = { hash: await hashPassword(password), stamp: randomBytes(18).toString("base64url") };
  return database.exclusive("bootstrap-credential", async (tx) => {
    const current = parse(await getSetting(tx, SETTING));
    // Instances starting together with the new password share the stamp the first one stored.
    if (current && current.stamp !== stored?.stamp && (await verifyPassword(password, current.hash))) return current;
    await setSetting(tx, SETTING, JSON.stringify(fresh));
    await deleteBootstrapSessionsExcept(tx, fresh.stamp);
    if (current) await recordAudit(tx, "Site configuration", "admin-password-changed", {});
    return fresh;
  });
}
