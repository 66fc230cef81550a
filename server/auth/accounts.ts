import { randomUUID } from "node:crypto";
import { BOOTSTRAP_ACCOUNT_ID, PERMISSIONS, type Permission, type Role } from "../../shared/staff.ts";
import { isLanguage, LANGUAGES, type Language } from "../../shared/i18n/languages.ts";
import {
  accountByEmail,
  countAdministrators,
  deleteAccount,
  getAccount,
  insertAccount,
  realAdministratorExists,
  updateAccount,
  type Account,
} from "../db/accounts.ts";
import { recordAudit } from "../db/audit-log.ts";
import type { Database, Db } from "../db/database.ts";
import { deleteOtherSessions, deleteSessionsOf } from "../db/admin-sessions.ts";
import { deletePasswordResetsOf, spendPasswordResets } from "../db/password-resets.ts";
import {
  acceptInvitation,
  getInvitation,
  insertInvitation,
  revokeInvitation,
  revokeInvitationsBy,
  type Invitation,
} from "../db/invitations.ts";
import { enqueue } from "../db/outbox.ts";
import { isGuessablePassword } from "./password-strength.ts";
import { hashPassword } from "./passwords.ts";
import { signLink, verifyLink } from "./signed-links.ts";
import { removeTwoFactor } from "./two-factor.ts";
import { accountPermissions, actorName, type PasswordCheck, type StaffMember } from "./staff-auth.ts";

/** An invitation link works this long. */
const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The shortest password an account may have. */
const MIN_PASSWORD_LENGTH = 12;

export type AccountProblem =
  | "emailTaken"
  | "invalidEmail"
  | "nameMissing"
  | "lastAdministrator"
  | "bootstrapFixed"
  | "notFound"
  | "passwordTooShort"
  | "passwordTrivial"
  | "passwordsDiffer"
  | "currentPasswordWrong"
  | "tooManyAttempts"
  | "invitationInvalid"
  | "handedOver"
  | "resetInvalid";

export class AccountError extends Error {
  readonly problem: AccountProblem;
  constructor(problem: AccountProblem) {
    super(problem);
    this.problem = problem;
  }
}

/** An invitation link's token: the invitation's id, signed (server/auth/signed-links.ts). */
export async function invitationToken(db: Db, id: string): Promise<string> {
  return signLink(db, "invitation", id);
}

export function invitationPath(token: string): string {
  return `/admin/invitation/${encodeURIComponent(token)}`;
}

/** The open invitation a token names, when its signature is right and it is neither used, revoked nor expired. */
export async function openInvitation(database: Database, token: string, now = new Date()): Promise<Invitation | null> {
  const check = await verifyLink(database.db, "invitation", token, { expiring: false });
  if (!check.ok) return null;
  const invitation = await getInvitation(database.db, check.value);
  if (!invitation || invitation.acceptedAt || invitation.revokedAt) return null;
  return invitation.expiresAt > now.toISOString() ? invitation : null;
}

/**
 * What the invitation e-mail says: to whom, from whom, as what, and the link; null once
 * the invitation was accepted or withdrawn (the outbox then drops the e-mail).
 */
export async function invitationDetails(db: Db, id: string, origin: string) {
  const invitation = await getInvitation(db, id);
  if (!invitation || invitation.acceptedAt || invitation.revokedAt) return null;
  const inviter = invitation.invitedBy === BOOTSTRAP_ACCOUNT_ID ? null : await getAccount(db, invitation.invitedBy);
  return {
    lang: isLanguage(invitation.language) ? invitation.language : ("en" as const),
    name: invitation.name,
    inviter: inviter?.name ?? "Lojuvard",
    role: invitation.role,
    link: origin + invitationPath(await invitationToken(db, id)),
    expiresAt: invitation.expiresAt,
  };
}

/**
 * Invites a member of staff. With e-mail configured the link is mailed through the
 * outbox; the token is returned either way, for the administrator to hand over.
 */
export async function invite(
  database: Database,
  by: StaffMember,
  person: { name: string; email: string; role: Role; language: Language },
  options: { mail: boolean },
): Promise<{ invitation: Invitation; token: string }> {
  const name = person.name.trim();
  const email = person.email.trim();
  checkNameAndEmail(name, email);
  if (await accountByEmail(database.db, email)) throw new AccountError("emailTaken");
  const now = new Date();
  const invitation: Invitation = {
    id: randomUUID(),
    name,
    email,
    emailKey: email.toLowerCase(),
    role: person.role,
    language: person.language,
    invitedBy: by.id,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
    acceptedAt: null,
    revokedAt: null,
  };
  await database.transaction(async (tx) => {
    await insertInvitation(tx, invitation);
    if (options.mail) {
      await enqueue(tx, {
        channel: "email",
        kind: "invitation",
        subjectId: invitation.id,
        recipient: email,
        now: invitation.createdAt,
      });
    }
    await recordAudit(tx, actorName(by), "invite", { email, role: person.role, mailed: options.mail });
  });
  return { invitation, token: await invitationToken(database.db, invitation.id) };
}

export async function revoke(database: Database, by: StaffMember, id: string): Promise<boolean> {
  return database.transaction(async (tx) => {
    const invitation = await getInvitation(tx, id);
    if (!invitation || !(await revokeInvitation(tx, id, new Date().toISOString()))) return false;
    await recordAudit(tx, actorName(by), "revoke-invitation", { email: invitation.email });
    return true;
  });
}

/** Accepts an invitation once: creates the account with its password and language. */
export async function accept(
  database: Database,
  token: string,
  choice: { password: string; confirm: string; language: string },
): Promise<Account> {
  const invitation = await openInvitation(database, token);
  if (!invitation) throw new AccountError("invitationInvalid");
  checkNewPassword(choice.password, choice.confirm);
  const passwordHash = await hashPassword(choice.password);
  const language = (LANGUAGES as readonly string[]).includes(choice.language) ? choice.language : "en";
  const now = new Date().toISOString();
  return database.transaction(async (tx) => {
    // Single use, even when two tabs accept at once: only one update finds it open.
    if (!(await acceptInvitation(tx, invitation.id, now))) throw new AccountError("invitationInvalid");
    if (await accountByEmail(tx, invitation.email)) throw new AccountError("emailTaken");
    const account: Account = {
      id: randomUUID(),
      name: invitation.name,
      email: invitation.email,
      emailKey: invitation.emailKey,
      role: invitation.role,
      passwordHash,
      language,
      permissions: "[]",
      morningDigest: 1,
      createdAt: now,
      updatedAt: now,
    };
    await insertAccount(tx, account);
    await recordAudit(tx, actorName(account), "accept-invitation", { role: account.role });
    return account;
  });
}

export async function changeRole(database: Database, by: StaffMember, id: string, role: Role): Promise<void> {
  // One change of administrators at a time: two stepping down at once leave one.
  await database.exclusive("administrators", async (tx) => {
    const account = await getAccount(tx, id);
    if (!account) throw new AccountError("notFound");
    if (account.id === BOOTSTRAP_ACCOUNT_ID) throw new AccountError("bootstrapFixed");
    if (account.role === "administrator" && role !== "administrator" && (await countAdministrators(tx)) <= 1) {
      throw new AccountError("lastAdministrator");
    }
    await updateAccount(tx, id, { role }, new Date().toISOString());
    await recordAudit(tx, actorName(by), "change-role", { account: account.email, from: account.role, to: role });
  });
}

/** Sets the rights an account holds beyond its role (an administrator holds every area already). */
export async function changePermissions(
  database: Database,
  by: StaffMember,
  id: string,
  permissions: readonly Permission[],
): Promise<void> {
  const chosen = PERMISSIONS.filter((permission) => permissions.includes(permission));
  await database.transaction(async (tx) => {
    const account = await getAccount(tx, id);
    if (!account) throw new AccountError("notFound");
    if (account.id === BOOTSTRAP_ACCOUNT_ID) throw new AccountError("bootstrapFixed");
    const before = accountPermissions(account);
    await updateAccount(tx, id, { permissions: JSON.stringify(chosen) }, new Date().toISOString());
    await recordAudit(tx, actorName(by), "change-permissions", {
      account: account.email,
      from: before,
      to: chosen,
    });
  });
}

export async function removeAccount(database: Database, by: StaffMember, id: string): Promise<void> {
  await database.exclusive("administrators", async (tx) => {
    const account = await getAccount(tx, id);
    if (!account) throw new AccountError("notFound");
    if (account.id === BOOTSTRAP_ACCOUNT_ID) throw new AccountError("bootstrapFixed");
    if (account.role === "administrator" && (await countAdministrators(tx)) <= 1) {
      throw new AccountError("lastAdministrator");
    }
    // Whom they invited and who has not joined yet is not let in by someone who has left.
    const revoked = await revokeInvitationsBy(tx, id, new Date().toISOString());
    await deletePasswordResetsOf(tx, id);
    await removeTwoFactor(tx, id);
    await deleteAccount(tx, id);
    await recordAudit(tx, actorName(by), "remove-account", {
      account: account.email,
      role: account.role,
      invitationsRevoked: revoked,
    });
  });
}

/**
 * The member's own settings: the inbox's language, and a new password (not for the
 * bootstrap administrator). A new password needs the current one, checked under the
 * sign-in limits (`confirmCurrent`), and ends every other session of the account: whoever
 * else was signed in with the old password is signed out.
 */
export async function updateOwnSettings(
  database: Database,
  me: { staff: StaffMember; sessionId: string },
  settings: {
    language: Language;
    password?: { current: string; password: string; confirm: string };
    /** The morning digest on or off (decision 075); unchanged when not given. */
    digest?: boolean;
  },
  confirmCurrent: (password: string) => Promise<PasswordCheck>,
): Promise<void> {
  const changes: { language: string; passwordHash?: string; morningDigest?: number } = { language: settings.language };
  if (settings.digest !== undefined) {
    if (me.staff.id === BOOTSTRAP_ACCOUNT_ID) throw new AccountError("bootstrapFixed");
    changes.morningDigest = settings.digest ? 1 : 0;
  }
  if (settings.password) {
    if (me.staff.id === BOOTSTRAP_ACCOUNT_ID) throw new AccountError("bootstrapFixed");
    checkNewPassword(settings.password.password, settings.password.confirm);
    const current = await confirmCurrent(settings.password.current);
    if (current.outcome === "wrong") throw new AccountError("currentPasswordWrong");
    if (current.outcome !== "right") throw new AccountError("tooManyAttempts");
    changes.passwordHash = await hashPassword(settings.password.password);
  }
  await database.transaction(async (tx) => {
    await updateAccount(tx, me.staff.id, changes, new Date().toISOString());
    if (changes.passwordHash) {
      await deleteOtherSessions(tx, me.staff.id, me.sessionId);
      // A reset link asked for before is spent: the password it was meant to replace is gone.
      await spendPasswordResets(tx, me.staff.id, new Date().toISOString());
    }
    await recordAudit(tx, actorName(me.staff), "account-settings", {
      language: settings.language,
      password: Boolean(settings.password),
      ...(settings.digest !== undefined ? { digest: settings.digest } : {}),
    });
  });
}

/** Refuses a new password that is short, guessable, or not typed the same twice. */
export function checkNewPassword(password: string, confirm: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) throw new AccountError("passwordTooShort");
  if (isGuessablePassword(password)) throw new AccountError("passwordTrivial");
  if (password !== confirm) throw new AccountError("passwordsDiffer");
}

function checkNameAndEmail(name: string, email: string): void {
  if (!name) throw new AccountError("nameMissing");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) throw new AccountError("invalidEmail");
}

/**
 * The bootstrap administrator (signed in with ADMIN_PASSWORD) makes their own administrator
 * account. From then on ADMIN_PASSWORD signs nobody in, and every session it opened ends
 * (decision 052). Once only: when a real administrator exists, this is refused.
 */
export async function handOver(
  database: Database,
  by: StaffMember,
  person: { name: string; email: string; password: string; confirm: string; language: Language },
): Promise<Account> {
  if (by.id !== BOOTSTRAP_ACCOUNT_ID) throw new AccountError("handedOver");
  const name = person.name.trim();
  const email = person.email.trim();
  checkNameAndEmail(name, email);
  checkNewPassword(person.password, person.confirm);
  const passwordHash = await hashPassword(person.password);
  const now = new Date().toISOString();
  // One at a time across instances: two tabs handing over at once make one administrator.
  return database.exclusive("hand-over", async (tx) => {
    if (await realAdministratorExists(tx)) throw new AccountError("handedOver");
    if (await accountByEmail(tx, email)) throw new AccountError("emailTaken");
    const account: Account = {
      id: randomUUID(),
      name,
      email,
      emailKey: email.toLowerCase(),
      role: "administrator",
      passwordHash,
      language: person.language,
      permissions: "[]",
      morningDigest: 1,
      createdAt: now,
      updatedAt: now,
    };
    await insertAccount(tx, account);
    await deleteSessionsOf(tx, BOOTSTRAP_ACCOUNT_ID);
    await recordAudit(tx, actorName(by), "hand-over", { account: email, name });
    return account;
  });
}
