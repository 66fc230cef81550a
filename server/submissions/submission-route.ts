import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type * as z from "zod/mini";
import { fieldErrors, spamReason, type AntiAbuseFields, type FieldErrors } from "../../shared/forms/fields.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import type { Db } from "../db/database.ts";
import type { LeadSourcePayload } from "../../shared/lead-source.ts";
import type { Schema, IsoDate } from "../db/schema.ts";
import { ANSWERED_TODAY, type EntryList } from "../../shared/inbox.ts";
import { tashkentDay } from "../../shared/tashkent-time.ts";
import { claimAcknowledgementDay } from "../db/acknowledgement-days.ts";
import { enqueue } from "../db/outbox.ts";
import { claimUpload, UnknownUploadError } from "../db/uploads.ts";
import { CREATED_EVENT } from "../webhooks/events.ts";
import { queueWebhooks } from "../webhooks/queue.ts";
import { saveLeadSource } from "../db/lead-sources.ts";
import { leadSourceOf } from "./lead-source.ts";
import type { ApiRoute } from "./api-route.ts";
import { ACCEPTED, invalid, submissionLanguage } from "./respond.ts";
import { keepAsSpam } from "./spam.ts";

/** JSON bodies of a form submission: generous for a long message, bounded for memory. */
const SUBMISSION_BODY_LIMIT = 64 * 1024;

/**
 * A form whose submission carries an uploaded file (the quote request with its
 * attachment, the application with its CV): what the server needs to know of it.
 */
export interface SubmissionDefinition<Data extends AntiAbuseFields & { email: string; source?: LeadSourcePayload }> {
  path: string;
  /** The inbox's list it goes to. */
  list: EntryList;
  /** The outbox's name for it: "contact", "application". */
  kind: string;
  /** The outbox's name for the e-mail that answers the sender ("contact-acknowledgement"). */
  acknowledgement: string;
  schema: z.ZodMiniType<Data>;
  /** The field holding the upload's id, and the upload category it must come from. */
  upload: { field: keyof Data & string; category: string };
  /**
   * What the schema cannot know, checked against the database before anything is stored
   * (the opening an application names must take applications): the fields refused, if any.
   */
  refuse?(db: Db, data: Data, now: IsoDate): Promise<FieldErrors<keyof Data & string>>;
  /** Writes the submission's own row, in the transaction that also claims the upload. */
  save(tx: Transaction<Schema>, data: Data, meta: { id: string; language: Language; now: IsoDate }): Promise<void>;
}

/**
 * The one handler of file-carrying submissions. Valid data is stored with where it came
 * from, its upload claimed, staff's notifications, webhooks and (with e-mail) the sender's
 * answer queued, in one transaction,
 * and only then acknowledged; invalid data gets 400 with a code per field and nothing is
 * stored; a submission that looks automated is kept in the spam view with its upload,
 * notifying nobody, and answered like a delivered one.
 */
export function submissionRoute<Data extends AntiAbuseFields & { email: string; source?: LeadSourcePayload }>(
  definition: SubmissionDefinition<Data>,
): ApiRoute {
  return (api, { database, channels }) => {
    api.post(definition.path, { bodyLimit: SUBMISSION_BODY_LIMIT }, async (request, reply) => {
      const parsed = definition.schema.safeParse(request.body);
      if (!parsed.success) return invalid(reply, fieldErrors(parsed.error.issues));
      const data = parsed.data;
      const refused = await definition.refuse?.(database.db, data, new Date().toISOString());
      if (refused && Object.keys(refused).length > 0) return invalid(reply, refused);
      const id = randomUUID();
      const now = new Date().toISOString();
      const language = submissionLanguage(request);
      const reason = spamReason(data);
      const fileId = String(data[definition.upload.field]);
      try {
        await database.transaction(async (tx) => {
          await claimUpload(tx, fileId, definition.upload.category, now);
          if (reason) {
            await keepAsSpam(tx, { id, list: definition.list, reason, email: data.email, language, data, fileId, now });
          } else {
            const meta = { id, language, receivedAt: now, now, referer: request.headers.referer };
            await acceptSubmission(tx, definition, data, meta, channels);
          }
        });
      } catch (error) {
        if (error instanceof UnknownUploadError) return invalid(reply, { [definition.upload.field]: "upload" });
        throw error;
      }
      if (reason) request.log.warn({ form: definition.kind, id, reason }, "submission kept as spam");
      else request.log.info({ form: definition.kind, id }, "submission stored");
      return ACCEPTED;
    });
  };
}

/**
 * What accepting a submission means, in the caller's transaction: its row (received at
 * `receivedAt`) with where it came from, its webhooks, a notification per staff channel and,
 * with e-mail, the sender's answer, all due `now`. A submission restored from spam is
 * accepted the same way.
 */
export async function acceptSubmission<Data extends AntiAbuseFields & { email: string; source?: LeadSourcePayload }>(
  tx: Transaction<Schema>,
  definition: SubmissionDefinition<Data>,
  data: Data,
  meta: { id: string; language: Language; receivedAt: IsoDate; now: IsoDate; referer?: string },
  channels: readonly string[],
): Promise<void> {
  const { id, now } = meta;
  await definition.save(tx, data, { id, language: meta.language, now: meta.receivedAt });
  await saveLeadSource(
    tx,
    { list: definition.list, id, now: meta.receivedAt },
    leadSourceOf(data.source, meta.referer),
  );
  await queueWebhooks(tx, CREATED_EVENT[definition.list], id, now);
  for (const channel of channels) await enqueue(tx, { channel, kind: definition.kind, subjectId: id, now });
  if (channels.includes("email")) {
    // One acknowledgement per address and day: later ones are kept for staff to see, unsent.
    const first = await claimAcknowledgementDay(tx, data.email, tashkentDay(new Date(now)));
    await enqueue(tx, {
      channel: "email",
      kind: definition.acknowledgement,
      subjectId: id,
      recipient: data.email,
      now,
      ...(first ? {} : { cancelled: ANSWERED_TODAY }),
    });
  }
}
