import type { CsvWords } from "../../server/admin/csv.ts";
import { isLanguage } from "../../shared/i18n/languages.ts";
import type { Status } from "../../shared/inbox.ts";
import type { InboxCatalogue } from "./i18n/index.ts";

/**
 * An export in the inbox's words (issue 25): headers as the inbox names the fields, statuses
 * and hiring steps as it shows them, languages by name, in the exporting member's language.
 */
export function csvWords(t: InboxCatalogue): CsvWords {
  const { fields } = t.detail;
  return {
    headers: {
      received: t.lists.received,
      status: t.lists.status,
      step: t.lists.step,
      fullName: fields.fullName,
      companyName: fields.companyName,
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      phone: fields.phone,
      position: fields.position,
      message: fields.message,
      attachment: fields.attachment,
      cv: fields.cv,
      language: fields.language,
      id: t.csv.id,
      subscribed: t.csv.subscribed,
      confirmed: t.csv.confirmed,
      unsubscribed: t.lists.columns.unsubscribedAt,
      unsubscribeLink: t.csv.unsubscribeLink,
      owner: t.ownership.owner,
      sourcePage: t.leadSource.page,
      sourceLanding: t.leadSource.landing,
      sourceReferrer: t.leadSource.referrer,
      sourceName: t.leadSource.source,
      sourceMedium: t.leadSource.medium,
      sourceCampaign: t.leadSource.campaign,
      sourceTerm: t.leadSource.term,
      sourceContent: t.leadSource.content,
    },
    status: (status) => t.statuses[status as Status] ?? status,
    language: (code) => (isLanguage(code) ? t.common.languages[code] : code),
  };
}
