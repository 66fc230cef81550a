import { createHash, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { BOOTSTRAP_ACCOUNT_ID } from "../../shared/staff.ts";
import { getAccount } from "../db/accounts.ts";
import { deleteSessionsOf } from "../db/admin-sessions.ts";
import { recordAudit } from "../db/audit-log.ts";
import type { Database, Db } from "../db/database.ts";
import {
  deleteRecoveryCodes,
  replaceRecoveryCodes,
  unusedRecoveryCodes,
  useRecoveryCode,
} from "../db/recovery-codes.ts";
import { getSetting, setSetting } from "../db/settings.ts";
import { deleteChallengesOf } from "../db/sign-in-challenges.ts";
import { deleteTwoFactor, enableTwoFactor, getTwoFactor, pendingSecret, takeStep } from "../db/two-factor.ts";
import { actorName, type StaffMember } from "./staff-auth.ts";

/**
 * Time-based one-time codes (RFC 6238) as every authenticator app reads them from a QR
 * code: SHA-1, six digits, a new code every 30 seconds. A code is taken from the step
 * before or after the server's too, for a phone whose clock is off by up to half a minute.
 */
const DIGITS = 6;
const PERIOD_SECONDS = 30;
const STEPS_EITHER_SIDE = 1;
/** 160 bits, the size RFC 4226 recommends for the shared secret. */
const SECRET_BYTES = 20;

/** Recovery codes given at a time; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits nobody confuses when copying from paper: no 0/o, 1/l/i. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
/** Twelve characters of 31 (59 bits), written in groups of four. */
const RECOVERY_GROUPS = 3;
const RECOVERY_GROUP_LENGTH = 4;

/** The setting an administrator turns on to require two-factor sign-in of every member. */
const REQUIRED_SETTING = "two-factor-required";

export type TwoFactorProblem = "codeWrong" | "alreadyOn" | "notOn" | "notFound" | "installationPassword";

export class TwoFactorError extends Error {
  readonly problem: TwoFactorProblem;
  constructor(problem: TwoFactorProblem) {
    super(problem);
    this.problem = problem;
  }
}

function totp(secret: string, labels: { issuer?: string; label?: string } = {}): TOTP {
  return new TOTP({
    ...labels,
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A code as people type it: spaces or a hyphen in the middle are fine. */
function digitsOf(code: string): string | null {
  const digits = code.replace(/[\s-]/g, "");
  return new RegExp(`^\\d{${DIGITS}}$`).test(digits) ? digits : null;
}

/** The time step a code belongs to when it is right at `now` (within a step either side), else null. */
export function codeStep(secret: string, code: string, now = Date.now()): number | null {
  const token = digitsOf(code);
  if (!token) return null;
  const generator = totp(secret);
  const delta = generator.validate({ token, timestamp: now, window: STEPS_EITHER_SIDE });
  return delta === null ? null : generator.counter({ timestamp: now }) + delta;
}

/** What a setup shows: the QR code (SVG drawn here, nothing from another host) and the secret as text. */
export interface SetupView {
  /** The secret in groups of four, for typing into an app by hand. */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  svg: string;
}

export async function setupView(secret: string, labels: { issuer: string; label: string }): Promise<SetupView> {
  const uri = totp(secret, labels).toString();
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret: secret.match(/.{1,4}/g)?.join(" ") ?? secret, uri, svg };
}

/** A new set of recovery codes, as shown once ("k7mq-2xpa-9fth"). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: RECOVERY_GROUPS }, () =>
      Array.from({ length: RECOVERY_GROUP_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
        "",
      ),
    ).join("-"),
  );
}

/**
 * How a recovery code is kept. Its 59 random bits need no slow hash (nobody can try them
 * faster than the sign-in limits allow, and a leaked table gives nothing to guess from);
 * case and hyphens do not matter.
 */
export function recoveryCodeHash(code: string): string {
  return createHash("sha256")
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ""))
    .digest("hex");
}

/** The secret of a setup begun and not yet confirmed (the same one on every reload and instance). */
export async function beginSetup(database: Database, staff: StaffMember): Promise<string> {
  if (staff.id === BOOTSTRAP_ACCOUNT_ID) throw new TwoFactorError("installationPassword");
  const current = await getTwoFactor(database.db, staff.id);
  if (current?.enabledAt) throw new TwoFactorError("alreadyOn");
  return pendingSecret(database.db, staff.id, () => new Secret({ size: SECRET_BYTES }).base32, nowIso());
}

/**
 * Turns two-factor sign-in on once the app shows a right code for the pending secret: that
 * code's step is taken (it cannot sign in again), and the recovery codes are made, to be
 * shown once. Audited.
 */
export async function confirmSetup(
  database: Database,
  staff: StaffMember,
  code: string,
  now = Date.now(),
): Promise<string[]> {
  return database.transaction(async (tx) => {
    const current = await getTwoFactor(tx, staff.id);
    if (!current) throw new TwoFactorError("notOn");
    if (current.enabledAt) throw new TwoFactorError("alreadyOn");
    const step = codeStep(current.secret, code, now);
    if (step === null) throw new TwoFactorError("codeWrong");
    if (!(await enableTwoFactor(tx, staff.id, step, new Date(now).toISOString()))) {
      throw new TwoFactorError("alreadyOn");
    }
    const codes = newRecoveryCodes();
    await replaceRecoveryCodes(tx, staff.id, codes.map(recoveryCodeHash), new Date(now).toISOString());
    await recordAudit(tx, actorName(staff), "two-factor-on", {});
    return codes;
  });
}

/** What a second factor was: a code of the app, or a recovery code (and how many are left). */
export type SecondFactor = { kind: "app" } | { kind: "recovery"; left: number };

/**
 * Checks a second factor of an account with two-factor sign-in on: six digits are a code of
 * the app, taken once (a code of a step already taken, or of an earlier one, is refused
 * within its window and after); anything else is tried as a recovery code, spent once and
 * audited. Null when it is not right (or two-factor sign-in is off).
 */
export async function checkSecondFactor(
  database: Database,
  accountId: string,
  code: string,
  now = Date.now(),
): Promise<SecondFactor | null> {
  const current = await getTwoFactor(database.db, accountId);
  if (!current?.enabledAt) return null;
  if (digitsOf(code)) {
    const step = codeStep(current.secret, code, now);
    return step !== null && (await takeStep(database.db, accountId, step)) ? { kind: "app" } : null;
  }
  return database.transaction(async (tx) => {
    if (!(await useRecoveryCode(tx, accountId, recoveryCodeHash(code), new Date(now).toISOString()))) return null;
    const left = await unusedRecoveryCodes(tx, accountId);
    const account = await getAccount(tx, accountId);
    await recordAudit(tx, account ? actorName(account) : accountId, "two-factor-recovery-used", { left });
    return { kind: "recovery" as const, left };
  });
}

/** Ends one's own two-factor sign-in (the caller has checked the password and a code). Audited. */
export async function disableOwn(database: Database, staff: StaffMember): Promise<void> {
  await database.transaction(async (tx) => {
    if (!(await removeTwoFactor(tx, staff.id))) throw new TwoFactorError("notOn");
    await recordAudit(tx, actorName(staff), "two-factor-off", {});
  });
}

/** New recovery codes in place of the old (the caller has checked a code). Audited. */
export async function renewRecoveryCodes(database: Database, staff: StaffMember): Promise<string[]> {
  return database.transaction(async (tx) => {
    if (!(await getTwoFactor(tx, staff.id))?.enabledAt) throw new TwoFactorError("notOn");
    const codes = newRecoveryCodes();
    await replaceRecoveryCodes(tx, staff.id, codes.map(recoveryCodeHash), nowIso());
    await recordAudit(tx, actorName(staff), "recovery-codes-renewed", {});
    return codes;
  });
}

/**
 * An administrator ends a colleague's two-factor sign-in (a lost phone and lost codes): the
 * colleague's sessions end with it, so they sign in again and, if it is required, set it up
 * anew. Audited.
 */
export async function resetTwoFactor(database: Database, by: StaffMember, accountId: string): Promise<string> {
  return database.transaction(async (tx) => {
    const account = await getAccount(tx, accountId);
    if (!account) throw new TwoFactorError("notFound");
    if (!(await removeTwoFactor(tx, accountId))) throw new TwoFactorError("notOn");
    await deleteSessionsOf(tx, accountId);
    await recordAudit(tx, actorName(by), "two-factor-reset", { account: account.email, name: account.name });
    return account.name;
  });
}

/** Everything two-factor of an account: its secret, recovery codes and waiting sign-ins. */
export async function removeTwoFactor(db: Db, accountId: string): Promise<boolean> {
  await deleteRecoveryCodes(db, accountId);
  await deleteChallengesOf(db, accountId);
  return deleteTwoFactor(db, accountId);
}

export async function recoveryCodesLeft(db: Db, accountId: string): Promise<number> {
  return unusedRecoveryCodes(db, accountId);
}

/** Whether every member must sign in with a one-time code (the installation password aside). */
export async function twoFactorRequired(db: Db): Promise<boolean> {
  return (await getSetting(db, REQUIRED_SETTING)) === "true";
}

/** An administrator requires two-factor sign-in of everyone, or stops requiring it. Audited. */
export async function requireTwoFactor(database: Database, by: StaffMember, required: boolean): Promise<void> {
  await database.transaction(async (tx) => {
    if ((await twoFactorRequired(tx)) === required) return;
    await setSetting(tx, REQUIRED_SETTING, String(required));
    await recordAudit(tx, actorName(by), "two-factor-required", { required });
  });
}

const nowIso = () => new Date().toISOString();
