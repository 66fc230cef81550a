import { accept, invite } from "../../server/auth/accounts.ts";
import type { StaffMember } from "../../server/auth/staff-auth.ts";
import type { Database } from "../../server/db/database.ts";
import type { Role } from "../../shared/staff.ts";
import { BOOTSTRAP_ACCOUNT_ID } from "../../shared/staff.ts";
import type { Language } from "../../shared/i18n/languages.ts";

/** The installation's own administrator (ADMIN_PASSWORD), as the server knows it. */
export const BOOTSTRAP_ADMIN = {
  id: BOOTSTRAP_ACCOUNT_ID,
  name: "Administrator",
  email: null,
  role: "administrator",
  permissions: [],
  language: "en",
} satisfies StaffMember;

/**
 * A member of staff with a password of their own: invited (by the bootstrap administrator
 * unless `by` says who) and accepted, as a person would through the e-mailed link.
 */
export async function staffAccount(
  database: Database,
  person: { email: string; password: string; role?: Role; language?: Language; name?: string },
  by: StaffMember = BOOTSTRAP_ADMIN,
) {
  const language = person.language ?? "en";
  const { token } = await invite(
    database,
    by,
    { name: person.name ?? person.email.split("@")[0]!, email: person.email, role: person.role ?? "editor", language },
    { mail: false },
  );
  return accept(database, token, { password: person.password, confirm: person.password, language });
}
