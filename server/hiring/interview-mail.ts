import type { CompanyDetails } from "../../content/model/company.ts";
import { openings } from "../../content/model/index.ts";
import { accountByEmail } from "../db/accounts.ts";
import type { Db } from "../db/database.ts";
import { getEntryContact } from "../db/inbox-entries.ts";
import { getInterviewEvent } from "../db/interviews.ts";
import type { OutboxRow } from "../db/outbox.ts";
import { entryTitle } from "../content/entries.ts";
import { threadHeaders, type MailIdentity } from "../conversations/threading.ts";
import type { Composed } from "../notify/message.ts";
import type { InterviewFacts } from "../notify/mail-content.ts";
import { isLanguage, type Language } from "../../shared/i18n/languages.ts";
import { eventInterviewers, INTERVIEW_MAIL } from "./interviews.ts";

/**
 * The e-mail of one interview event, composed when it is sent: to the applicant, in the
 * application's language and the conversation's thread; to an interviewer, in their
 * inbox's language, with the way to their scorecard. Both carry the calendar file of the
 * interview as the event left it; an interviewer the event no longer names is sent its
 * cancellation. Null when the application was erased meanwhile.
 */
export async function interviewMessage(
  db: Db,
  row: Pick<OutboxRow, "kind" | "subjectId" | "recipient">,
  deps: { origin: string; identity: MailIdentity; company: CompanyDetails },
): Promise<Composed | null> {
  const event = await getInterviewEvent(db, row.subjectId);
  if (!event || event.kind === "scorecard") return null;
  const application = await getEntryContact(db, "applications", event.applicationId);
  if (!application) return null;
  const interviewers = eventInterviewers(event.interviewers);
  const facts = (change: InterviewFacts["change"], attendee: InterviewFacts["attendee"]): InterviewFacts => ({
    change,
    uid: `interview-${event.interviewId}@${deps.identity.host}`,
    sequence: event.sequence,
    startsAt: event.startsAt,
    durationMinutes: event.durationMinutes,
    place: event.place,
    interviewers: interviewers.map((person) => person.name),
    attendee,
  });
  const change = event.kind as InterviewFacts["change"];

  if (row.kind === INTERVIEW_MAIL.applicant) {
    const lang = language(application.language);
    // The applicant's mail never names an opening visitors cannot see.
    const position = application.position
      ? ((await entryTitle(db, openings, application.position, lang, { publicOnly: true })) ?? null)
      : null;
    return {
      content: {
        template: "interview-invitation",
        lang,
        conversation: { list: "applications", position },
        name: application.greeting,
        interview: facts(change, { name: application.name, email: application.email }),
      },
      ...(await threadHeaders(
        db,
        deps.identity,
        { list: "applications", id: application.id },
        { part: event.id, before: event.createdAt, teamAddress: deps.company.email.careers },
      )),
    };
  }

  const reader = row.recipient ? await accountByEmail(db, row.recipient) : undefined;
  if (!reader?.email) return null;
  const lang = language(reader.language);
  const stillInvited = interviewers.some((person) => person.id === reader.id);
  return {
    content: {
      template: "staff-interview",
      lang,
      applicant: application.name,
      position: application.position
        ? ((await entryTitle(db, openings, application.position, lang)) ?? application.position)
        : null,
      interview: facts(stillInvited ? change : "cancelled", { name: reader.name, email: reader.email }),
      scorecardUrl: `${deps.origin}/admin/interviews/${encodeURIComponent(event.interviewId)}`,
    },
    staff: true,
  };
}

function language(value: string | null | undefined): Language {
  return isLanguage(value) ? value : "en";
}
