/**
 * What the inbox's pages use of the server: lists, entries, erasure, the audit log and
 * exports. Route modules reach server code only through `*.server.ts` modules like this
 * one, which the browser build can never include.
 */
export {
  entryUpload,
  erasePerson,
  inboxEntry,
  inboxExport,
  inboxPage,
  LIST_KINDS,
  listQuery,
  personCounts,
} from "../../server/admin/inbox.ts";
export { CSV_COLUMNS, toCsv } from "../../server/admin/csv.ts";
export { realAdministratorExists } from "../../server/db/accounts.ts";
export {
  completePasswordReset,
  createResetLink,
  openPasswordReset,
  passwordResetPath,
  requestPasswordReset,
} from "../../server/auth/password-resets.ts";
export { recordAudit } from "../../server/db/audit-log.ts";
export { getUpload } from "../../server/db/uploads.ts";
export { deliveryState } from "../../server/notify/outbox.ts";
export { unsubscribeUrl } from "../../server/newsletter/subscriptions.ts";
export {
  accountPermissions,
  actorName,
  challengeCookie,
  clearedChallengeCookie,
  clearedSessionCookie,
  sessionCookie,
} from "../../server/auth/staff-auth.ts";
export {
  beginSetup,
  confirmSetup,
  disableOwn,
  recoveryCodesLeft,
  renewRecoveryCodes,
  requireTwoFactor,
  resetTwoFactor,
  setupView,
  TwoFactorError,
  twoFactorRequired,
} from "../../server/auth/two-factor.ts";
export { accountsWithTwoFactor, twoFactorEnabled } from "../../server/db/two-factor.ts";
export {
  accept,
  AccountError,
  changePermissions,
  changeRole,
  handOver,
  invitationPath,
  invitationToken,
  invite,
  openInvitation,
  removeAccount,
  revoke,
  updateOwnSettings,
} from "../../server/auth/accounts.ts";
export { getAccount, listAccounts } from "../../server/db/accounts.ts";
export { openInvitations } from "../../server/db/invitations.ts";
export { entriesForStaff, entryTitles, isLive } from "../../server/content/entries.ts";
export { applicationCounts } from "../../server/db/applications.ts";
export { assignEntry, changeEntry, entryHistory } from "../../server/admin/entries.ts";
export { changeFollowUp, waitingCount, waitingOn } from "../../server/admin/follow-ups.ts";
export { conversationMail } from "../../server/db/inbound-mail.ts";
export { ENTRY_MAIL } from "../../server/db/inbox-entries.ts";
export { mailFileList } from "../../server/db/inbound-mail.ts";
export { MAIL_UPLOAD_CATEGORY } from "../../server/conversations/incoming.ts";
export { REPLY_UPLOAD_CATEGORY, replyFileList } from "../../server/conversations/reply-files.ts";
export { eventFiles } from "../../server/db/entry-event-files.ts";
export {
  replyTemplate,
  replyTemplates,
  saveReplyTemplate,
  setTemplateRetired,
  templateNames,
} from "../../server/admin/reply-templates.ts";
export { getLeadSource, knownSources, leadSourcesOf, sourceCounts } from "../../server/db/lead-sources.ts";
export { listAddresses, readerLanguages, setListAddress, setReaderLanguage } from "../../server/notify/addresses.ts";
export { mailboxStatus } from "../../server/conversations/mailbox-worker.ts";
export { fileReply, setAside, unsortedMail } from "../../server/admin/unsorted.ts";
export { deliveriesTo, eventsOf, listEndpoints } from "../../server/db/webhooks.ts";
export { addEndpoint, changeEndpoint, removeEndpoint, sendAgain } from "../../server/webhooks/endpoints.ts";
export { sendTestEvent } from "../../server/webhooks/test-event.ts";
export { webhookSender } from "../../server/webhooks/deliver.ts";
export { countUnconfirmed, activeSubscribers } from "../../server/db/subscribers.ts";
export { pauseSend, resendUncertain, sendsOverview, startSend } from "../../server/newsletter/sends.ts";
export { cancelInterview, changeInterview, proposeInterview } from "../../server/hiring/interviews.ts";
export { criteriaFor, scorecardSummary, submitScorecard, parseRatings } from "../../server/hiring/scorecards.ts";
export {
  getInterview,
  interviewersOf,
  interviewEventsOf,
  interviewsOf,
  interviewsOfInterviewer,
} from "../../server/db/interviews.ts";
export { scorecardOf } from "../../server/db/scorecards.ts";
export { getApplicationWithFile } from "../../server/db/applications.ts";
export {
  allIssues,
  emptyIssue,
  issueMailContent,
  issueProblems,
  readIssue,
  saveIssue,
} from "../../server/newsletter/issues.ts";
export { startIssueSend } from "../../server/newsletter/sends.ts";
export { sendTest } from "../../server/newsletter/tests.ts";
export { markEntryRead } from "../../server/db/entries-read.ts";
