import type { Transaction } from "kysely";
import { applicationSubmission } from "../forms/application/application.server.ts";
import { contactSubmission } from "../forms/contact/contact.server.ts";
import type { Services } from "../site/context.server.ts";
import { restoreSpam } from "../../server/admin/spam.ts";
import type { Schema } from "../../server/db/schema.ts";
import type { SpamEntry } from "../../server/db/spam.ts";
import { requestConfirmation } from "../../server/newsletter/subscriptions.ts";
import { acceptSubmission, type SubmissionDefinition } from "../../server/submissions/submission-route.ts";
import { spamData } from "../../server/submissions/spam.ts";
import type { AntiAbuseFields } from "../../shared/forms/fields.ts";
import { isLanguage } from "../../shared/i18n/languages.ts";
import { isListName, type ListName } from "../../shared/inbox.ts";

export { inboxSpamCount, inboxSpamPage } from "../../server/admin/spam.ts";
export { spamData } from "../../server/submissions/spam.ts";

interface Delivery {
  channels: readonly string[];
  now: string;
}

/** A spam entry of a form with an upload, delivered as that form delivers a submission. */
function asFormSends<Data extends AntiAbuseFields & { email: string }>(definition: SubmissionDefinition<Data>) {
  return async (tx: Transaction<Schema>, entry: SpamEntry, { channels, now }: Delivery) => {
    const parsed = definition.schema.safeParse(spamData(entry));
    if (!parsed.success) throw new Error(`Spam entry ${entry.id} no longer fits its form`);
    const language = isLanguage(entry.language) ? entry.language : "en";
    await acceptSubmission(
      tx,
      definition,
      parsed.data,
      { id: entry.id, language, receivedAt: entry.createdAt, now },
      channels,
    );
  };
}

/** How an entry restored from each list's spam is delivered: as its form would have delivered it. */
const DELIVER: Record<ListName, (tx: Transaction<Schema>, entry: SpamEntry, delivery: Delivery) => Promise<void>> = {
  requests: asFormSends(contactSubmission),
  applications: asFormSends(applicationSubmission),
  // A subscription asks for its confirmation; staff hear of it once confirmed.
  subscribers: async (tx, entry, { channels, now }) => {
    const language = isLanguage(entry.language) ? entry.language : "en";
    await requestConfirmation(tx, { email: entry.email, language, now, mail: channels.includes("email") });
  },
};

/**
 * Restores a spam entry into its list, notifying staff and answering the sender as usual,
 * through the outbox; undefined when it is no longer in spam.
 */
export async function restoreFromSpam(services: Pick<Services, "database" | "channels">, id: string, actor: string) {
  const now = new Date().toISOString();
  return restoreSpam(services.database, id, actor, (tx, entry) => {
    if (!isListName(entry.list)) throw new Error(`Spam entry ${entry.id} names no list`);
    return DELIVER[entry.list](tx, entry, { channels: services.channels, now });
  });
}
