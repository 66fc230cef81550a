import type * as z from "zod/mini";

/**
 * What the browser and the server agree on about form fields, free of the validation
 * library so that pages can import it without loading that: error codes and the API's
 * messages, limits and patterns, the anti-abuse fields. The schemas built on it are in
 * rules.ts and each form's schema.ts, loaded by the browser on the form's first focus.
 */
export const ERROR_CODES = [
  "required",
  "email",
  "phoneLength",
  "phoneChars",
  "tooLong",
  "controlChars",
  "consent",
  "upload",
  "position",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return (ERROR_CODES as readonly unknown[]).includes(value);
}

/** The specification's messages, as the API returns them. */
export const API_MESSAGES: Record<ErrorCode, string> = {
  required: "Value is required",
  email: "Value is not a valid email address",
  phoneLength: "This field should be at least 5 characters long",
  phoneChars: "Use only digits and the plus sign",
  tooLong: "Value is too long",
  controlChars: "Value contains control characters",
  consent: "Value is required",
  upload: "Upload the file again",
  position: "This position is not open: choose another one or send a general application",
};

export const PHONE_MIN_LENGTH = 5;
/** Digits and plus signs only, with at least one digit. */
export const PHONE_PATTERN = /^[0-9+]*[0-9][0-9+]*$/;
/** What people write between a phone number's digits: spaces, hyphens and dashes, dots, brackets. */
const PHONE_SEPARATORS = /[\s\-\u2010-\u2015.()]/gu;

/**
 * A phone number as people write it ("+998 90 123-45-67", "(90) 123.45.67") as the
 * specification keeps it: digits and plus signs. Anything else (letters) stays, for the
 * rule to refuse. Client and server validate, send and store the result.
 */
export function normalizePhone(value: string): string {
  return value.replace(PHONE_SEPARATORS, "");
}
/** The footer's extra check before sending (spec §5: "a simple {email} pattern"). */
export const SIMPLE_EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
/** Longest accepted text values: generous for real messages, bounded for storage. */
export const MAX_LENGTH = { name: 200, email: 254, phone: 32, message: 5000, source: 1000 } as const;

/** Control characters other than tab and line breaks. */
const CONTROL_CHARACTER = /[^\P{Cc}\t\n\r]/u;

/**
 * Text that can be stored exactly as sent: PostgreSQL refuses NUL, a lone surrogate
 * would come back as U+FFFD, and other control characters only hide or garble text.
 * Such text is refused with its own code (`controlChars`): it mostly comes pasted from
 * another program, and the visitor is told what to remove.
 */
export const isStorableText = (value: string) => value.isWellFormed() && !CONTROL_CHARACTER.test(value);

/**
 * Extra fields our own forms send against spam: a honeypot people never see and the
 * time the form was open. Other API clients send neither and are judged on content.
 */
export const HONEYPOT_FIELD = "website";
export const ELAPSED_FIELD = "form_time_ms";
/** A person needs at least this long to fill a form; bots are faster. */
export const MIN_FILL_MS = 2500;

export type FieldErrors<Field extends string> = Partial<Record<Field, ErrorCode>>;

/** The first problem of each field, as codes. */
export function fieldErrors<Field extends string>(issues: readonly z.core.$ZodIssue[]): FieldErrors<Field> {
  const errors: Partial<Record<string, ErrorCode>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (!field || errors[field]) continue;
    errors[field] = (ERROR_CODES as readonly string[]).includes(issue.message)
      ? (issue.message as ErrorCode)
      : "required";
  }
  return errors as FieldErrors<Field>;
}

/** The anti-abuse fields as a submission carries them. */
export interface AntiAbuseFields {
  [HONEYPOT_FIELD]?: string;
  [ELAPSED_FIELD]?: number;
}

/** Why a submission from our own form looks automated: the honeypot is filled, or it was filled too fast. */
export type SpamReason = "honeypot" | "too-fast";

/**
 * Why a submission looks automated, or null when it does not. Such a submission is kept in
 * the inbox's spam view, notifying nobody, and answered as if delivered (decision 033).
 */
export function spamReason(data: AntiAbuseFields): SpamReason | null {
  if (data[HONEYPOT_FIELD]) return "honeypot";
  const elapsed = data[ELAPSED_FIELD];
  return elapsed !== undefined && elapsed < MIN_FILL_MS ? "too-fast" : null;
}
