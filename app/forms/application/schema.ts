import * as z from "zod/mini";
import { MAX_LENGTH } from "../../../shared/forms/fields.ts";
import { antiAbuseFields, consent, email, leadSource, phone, requiredText } from "../../../shared/forms/rules.ts";

/** Job ids are URL slugs; an empty position is a general application. */
const POSITION_PATTERN = /^([a-z0-9]+(-[a-z0-9]+)*)?$/;

/** A job application: the same rules and messages as the quote request; `cv` is the id of a CV upload. */
export const applicationSchema = z.strictObject({
  first_name: requiredText(MAX_LENGTH.name),
  last_name: requiredText(MAX_LENGTH.name),
  email: email(),
  phone: phone(),
  message: requiredText(MAX_LENGTH.message),
  cv: requiredText(64),
  position: z.string("required").check(z.trim(), z.maxLength(100, "tooLong"), z.regex(POSITION_PATTERN, "required")),
  checkbox: consent(),
  source: leadSource(),
  ...antiAbuseFields,
});
