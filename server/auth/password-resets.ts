import { randomUUID } from "node:crypto";
import { isLanguage, type Language } from "../../shared/i18n/languages.ts";
import { BOOTSTRAP_ACCOUNT_ID } from "../../shared/staff.ts";
import { accountByEmail, getAccount, updateAccount, type Account } from "../db/accounts.ts";
import { deleteSessionsOf } from "../db/admin-sessions.ts";
import { recordAudit } from "../db/audit-log.ts";
import type { Database, Db } from "../db/database.ts";
import { enqueue } from "../db/outbox.ts";
import {
  getPasswordReset,
  insertPasswordReset,
  spendPasswordResets,
  usePasswordReset,
  type PasswordReset,
} from "../db/password-resets.ts";
import { AccountError, checkNewPassword } from "./accounts.ts";
import { hashPassword } from "./passwords.ts";
import { signLink, verifyLink } from "./signed-links.ts";
import { actorName, type StaffAuth, type StaffMember } from "./staff-auth.ts";

/** A reset link works this long, once (decision 051). */
const RESET_TTL_MS = 60 * 60 * 1000;

export function passwordResetPath(token: string): string {
  return `/admin/reset/${encodeURIComponent(token)}`;
}

async function resetToken(db: Db, reset: Pick<PasswordReset, "id" | "expiresAt">): Promise<string> {
  return signLink(db, "password-reset", reset.id, new Date(reset.expiresAt));
}

async function newReset(tx: Db, account: Account, createdBy: string | null): Promise<PasswordReset> {
  const now = new Date();
  const reset: PasswordReset = {
    id: randomUUID(),
    accountId: account.id,
    createdBy,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
    usedAt: null,
  };
  await insertPasswordReset(tx, reset);
  return reset;
}

export type ResetRequest = { outcome: "asked" } | { outcome: "limited" };

/**
 * "Forgot your password?": when the e-mail belongs to an account, a link is mailed through
 * the outbox in the account's language. The answer is the same whether it does or not, and
 * the limits count unknown addresses too, so nobody learns who has an account.
 */
export async function requestPasswordReset(
  database: Database,
  auth: StaffAuth,
  email: string,
  address: string,
): Promise<ResetRequest> {
  if (!(await auth.mayRequestReset(email, address))) return { outcome: "limited" };
  const account = email.trim() ? await accountByEmail(database.db, email) : undefined;
  if (!account?.email || !account.passwordHash) return { outcome: "asked" };
  await database.transaction(async (tx) => {
    const reset = await newReset(tx, account, null);
    await enqueue(tx, {
      channel: "email",
      kind: "password-reset",
      subjectId: reset.id,
      recipient: account.email!,
      now: reset.createdAt,
    });
    await recordAudit(tx, actorName(account), "password-reset-asked", { account: account.email });
  });
  return { outcome: "asked" };
}

/**
 * A reset link an administrator hands over by hand, as invitations are without e-mail:
 * shown once to them, working once, for an hour.
 */
export async function createResetLink(database: Database, by: StaffMember, accountId: string): Promise<string> {
  const reset = await database.transaction(async (tx) => {
    const account = await getAccount(tx, accountId);
    if (!account) throw new AccountError("notFound");
    if (account.id === BOOTSTRAP_ACCOUNT_ID) throw new AccountError("bootstrapFixed");
    const made = await newReset(tx, account, by.id);
    await recordAudit(tx, actorName(by), "password-reset-link", { account: account.email, name: account.name });
    return made;
  });
  return resetToken(database.db, reset);
}

/** The account an open reset link is for: signed by us, unexpired, unused, not spent by a later change. */
export async function openPasswordReset(
  database: Database,
  token: string,
  now = new Date(),
): Promise<{ reset: PasswordReset; account: Account } | null> {
  const check = await verifyLink(database.db, "password-reset", token, { expiring: true, now });
  if (!check.ok) return null;
  const reset = await getPasswordReset(database.db, check.value);
  if (!reset || reset.usedAt || reset.expiresAt <= now.toISOString()) return null;
  const account = await getAccount(database.db, reset.accountId);
  return account ? { reset, account } : null;
}

/**
 * Sets the new password a reset link was for, once; every session of the account ends
 * (whoever was signed in with the forgotten password is signed out), and every other open
 * link of the account is spent.
 */
export async function completePasswordReset(
  database: Database,
  token: string,
  choice: { password: string; confirm: string },
): Promise<Account> {
  const open = await openPasswordReset(database, token);
  if (!open) throw new AccountError("resetInvalid");
  checkNewPassword(choice.password, choice.confirm);
  const passwordHash = await hashPassword(choice.password);
  const now = new Date().toISOString();
  return database.transaction(async (tx) => {
    // Single use, even when two tabs send it at once: only one update finds it open.
    if (!(await usePasswordReset(tx, open.reset.id, now))) throw new AccountError("resetInvalid");
    await updateAccount(tx, open.account.id, { passwordHash }, now);
    await spendPasswordResets(tx, open.account.id, now);
    const ended = await deleteSessionsOf(tx, open.account.id);
    await recordAudit(tx, actorName(open.account), "password-reset", {
      account: open.account.email,
      sessions: ended,
    });
    return { ...open.account, passwordHash };
  });
}

/** What the reset e-mail says; null once the link was used or spent (the outbox then drops it). */
export async function passwordResetDetails(
  db: Db,
  id: string,
  origin: string,
): Promise<{ lang: Language; name: string; link: string } | null> {
  const reset = await getPasswordReset(db, id);
  if (!reset || reset.usedAt || reset.expiresAt <= new Date().toISOString()) return null;
  const account = await getAccount(db, reset.accountId);
  if (!account) return null;
  return {
    lang: isLanguage(account.language) ? account.language : "en",
    name: account.name,
    link: origin + passwordResetPath(await resetToken(db, reset)),
  };
}
