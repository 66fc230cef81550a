import * as z from "zod/mini";
import { antiAbuseFields, email } from "../../../shared/forms/rules.ts";

/** A newsletter subscription: spec §3 payload `{ email }`, §5 rules. */
export const subscribeSchema = z.strictObject({ email: email(), ...antiAbuseFields });
