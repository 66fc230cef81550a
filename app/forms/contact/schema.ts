import * as z from "zod/mini";
import { MAX_LENGTH } from "../../../shared/forms/fields.ts";
import { antiAbuseFields, consent, email, leadSource, phone, requiredText } from "../../../shared/forms/rules.ts";

/** A contact (quote) request: spec §3 payload, §5 rules. `file` is the id of an upload. */
export const contactSchema = z.strictObject({
  full_name: requiredText(MAX_LENGTH.name),
  company_name: requiredText(MAX_LENGTH.name),
  email: email(),
  phone: phone(),
  message: requiredText(MAX_LENGTH.message),
  file: requiredText(64),
  checkbox: consent(),
  source: leadSource(),
  ...antiAbuseFields,
});
