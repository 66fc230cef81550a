/**
 * What the inbox's pages use of the server: lists, entries, erasure, the audit log and
 * exports. Route modules reach server code only through `*.server.ts` modules like this
 * one, which the browser build can never include.
 */
export {
  changeStatus,
  entryUpload,
  erasePerson,
  inboxEntry,
  inboxExport,
  inboxPage,
  LIST_KINDS,
  listQuery,
  personData,
} from "../../server/admin/inbox.ts";
export { CSV_COLUMNS, toCsv } from "../../server/admin/csv.ts";
export { latestAuditEntries } from "../../server/db/audit-log.ts";
export { recordAudit } from "../../server/db/audit-log.ts";
export { getUpload } from "../../server/db/uploads.ts";
export { deliveryState } from "../../server/notify/outbox.ts";
export { unsubscribeToken } from "../../server/newsletter/unsubscribe-links.ts";
export { clearedSessionCookie, sessionCookie } from "../../server/auth/admin-auth.ts";
