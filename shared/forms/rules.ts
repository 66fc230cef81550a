import * as z from "zod/mini";
import {
  HONEYPOT_FIELD,
  ELAPSED_FIELD,
  isStorableText,
  MAX_LENGTH,
  normalizePhone,
  PHONE_MIN_LENGTH,
  PHONE_PATTERN,
  SIMPLE_EMAIL_PATTERN,
} from "./fields.ts";

/**
 * Validation shared by the browser and the server (spec §5), built from fields.ts.
 * Messages are codes; each side turns them into words: the server answers with the
 * spec's English messages, the browser shows the visitor's language (catalogue
 * `forms.errors`).
 */
export const requiredText = (max: number) =>
  z
    .string("required")
    .check(z.trim(), z.minLength(1, "required"), z.maxLength(max, "tooLong"), z.refine(isStorableText, "controlChars"));

export const email = () =>
  requiredText(MAX_LENGTH.email).check(z.email("email"), z.regex(SIMPLE_EMAIL_PATTERN, "email"));

/** Written as people write it, kept as digits and plus signs (spec §5): normalized, then checked. */
export const phone = () =>
  z
    .string("required")
    .check(
      z.overwrite(normalizePhone),
      z.minLength(1, "required"),
      z.maxLength(MAX_LENGTH.phone, "tooLong"),
      z.minLength(PHONE_MIN_LENGTH, "phoneLength"),
      z.regex(PHONE_PATTERN, "phoneChars"),
    );

/** The consent checkbox must be exactly true (spec §5). */
export const consent = () => z.literal(true, "consent");

export const antiAbuseFields = {
  [HONEYPOT_FIELD]: z.optional(z.string()),
  [ELAPSED_FIELD]: z.optional(z.number()),
};

const sourceText = () =>
  z.optional(
    z.string("required").check(z.maxLength(MAX_LENGTH.source, "tooLong"), z.refine(isStorableText, "controlChars")),
  );

/** Where the submission came from (shared/lead-source.ts); our own forms send it, other clients need not. */
export const leadSource = () =>
  z.optional(z.strictObject({ page: sourceText(), landing: sourceText(), referrer: sourceText() }));
