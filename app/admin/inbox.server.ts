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
export { CSV_COLUMNS, stepName, toCsv } from "../../server/admin/csv.ts";
export { latestAuditEntries } from "../../server/db/audit-log.ts";
export { recordAudit } from "../../server/db/audit-log.ts";
export { getUpload } from "../../server/db/uploads.ts";
export { deliveryState } from "../../server/notify/outbox.ts";
export { unsubscribeUrl } from "../../server/newsletter/subscriptions.ts";
export { actorName, clearedSessionCookie, sessionCookie } from "../../server/auth/staff-auth.ts";
export {
  accept,
  AccountError,
  changeRole,
  invitationPath,
  invitationToken,
  invite,
  openInvitation,
  removeAccount,
  revoke,
  updateOwnSettings,
} from "../../server/auth/accounts.ts";
export { listAccounts } from "../../server/db/accounts.ts";
export { openInvitations } from "../../server/db/invitations.ts";
export { entriesForStaff, entryTitles, isLive } from "../../server/content/entries.ts";
export { applicationCounts } from "../../server/db/application-events.ts";
export { applicationHistory, changeApplication } from "../../server/admin/hiring.ts";
export { countUnconfirmed, activeSubscribers } from "../../server/db/subscribers.ts";
export { pauseSend, resendUncertain, sendsOverview, startSend } from "../../server/newsletter/sends.ts";
