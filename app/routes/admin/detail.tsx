import { data, Link, redirect, useSearchParams } from "react-router";
import { openings } from "../../../content/model/index.ts";
import type { Route } from "./+types/detail";
import { z } from "zod";
import {
  accountPermissions,
  actorName,
  assignEntry,
  changeEntry,
  changeFollowUp,
  conversationMail,
  deliveryState,
  ENTRY_MAIL,
  entryHistory,
  entryUpload,
  eventFiles,
  replyTemplates,
  templateNames,
  getLeadSource,
  inboxEntry,
  LIST_KINDS,
  markEntryRead,
  listAccounts,
  mailboxStatus,
  entryTitles,
  cancelInterview,
  changeInterview,
  interviewersOf,
  interviewEventsOf,
  interviewsOf,
  proposeInterview,
  scorecardSummary,
} from "../../admin/inbox.server.ts";
import { requireStaff, type StaffContext } from "../../admin/session.server.ts";
import { intent, staffAction } from "../../admin/forms/staff-action.server.ts";
import { formatWhen, LIST_VIEWS } from "../../admin/fields.ts";
import { inboxCatalogue, useInbox } from "../../admin/i18n/index.ts";
import { HiringPanel } from "../../admin/hiring/HiringPanel.tsx";
import type { HistoryItem } from "../../admin/conversations/History.tsx";
import { LeadSourceDetails } from "../../admin/conversations/LeadSourceDetails.tsx";
import { MailboxState } from "../../admin/conversations/MailboxState.tsx";
import { OwnerForm, type OwnerProblem } from "../../admin/conversations/OwnerForm.tsx";
import { FollowUpForm, type FollowUpProblem } from "../../admin/conversations/FollowUpForm.tsx";
import { RequestPanel } from "../../admin/conversations/RequestPanel.tsx";
import { InterviewsPanel, type InterviewProblem } from "../../admin/hiring/InterviewsPanel.tsx";
import { ScorecardSummary } from "../../admin/hiring/ScorecardSummary.tsx";
import type { InterviewItem, SummaryView } from "../../admin/hiring/interview-types.ts";
import { fromTashkentLocal } from "../../admin/tashkent-time.ts";
import { INTERVIEW_DURATIONS, INTERVIEW_PLACE_MAX, isRecommendation } from "../../../shared/interviews.ts";
import type { TemplateOption } from "../../admin/conversations/ReplyFields.tsx";
import { conversationSubject } from "../../mail/templates.server.ts";
import { siteContext } from "../../site/context.server.ts";
import { mailSite } from "../../content/company.server.ts";
import { ANSWERED_TODAY, isEntryList, type EntryList, type Status } from "../../../shared/inbox.ts";
import { REPLY_FILES_MAX } from "../../../shared/forms/uploads.ts";
import { fillPlaceholders, templateLabel, type PlaceholderValues } from "../../../shared/reply-templates.ts";
import { isLanguage } from "../../../shared/i18n/languages.ts";
import { formatFileSize } from "../../../shared/i18n/file-size.ts";
import { BOOTSTRAP_ACCOUNT_ID, canAccess, isRole } from "../../../shared/staff.ts";
import { followUpState, isDay, isTime } from "../../../shared/follow-up.ts";
import { tashkentClock } from "../../../shared/tashkent-time.ts";
import { readTypedMoment } from "../../../shared/typed-day.ts";

function entryList(list: string | undefined): EntryList {
  if (!isEntryList(list)) throw data(null, { status: 404 });
  return list;
}

export async function loader(args: Route.LoaderArgs) {
  const { params } = args;
  const list = entryList(params.list);
  const { services, session } = await requireStaff(args, LIST_VIEWS[list].area);
  const { db } = services.database;
  const entry = await inboxEntry(services.database, list, params.id);
  if (!entry) throw data(null, { status: 404 });
  // Opened: no longer new to this member (the menu's counts).
  await markEntryRead(db, session.staff.id, list, entry.id, new Date().toISOString());
  const upload = await entryUpload(services.database, list, entry);
  const row = entry as unknown as Record<string, unknown>;
  const senderLanguage = isLanguage(row.language) ? row.language : "en";
  const position = String(row.position ?? "");
  const accounts = await listAccounts(db);
  const names = new Map(accounts.map((account) => [account.id, account.name]));
  const due =
    typeof row.dueOn === "string"
      ? { on: row.dueOn, time: typeof row.dueTime === "string" ? row.dueTime : null }
      : null;

  // What staff did and what the sender wrote, in the order it happened.
  const staffLanguage = isLanguage(session.staff.language) ? session.staff.language : "en";
  const entryEvents = await entryHistory(services.database, list, params.id);
  const sentFiles = await eventFiles(
    db,
    entryEvents.filter((event) => event.kind === "reply").map((event) => event.id),
  );
  const templateTexts = await templateNames(db, list);
  const events: HistoryItem[] = await Promise.all(
    entryEvents.map(async (event): Promise<HistoryItem> => {
      const common = { id: event.id, at: event.createdAt, by: event.createdBy };
      switch (event.kind) {
        case "moved":
          return { ...common, kind: "moved", from: event.fromStatus, to: event.toStatus };
        case "assigned":
          return { ...common, kind: "assigned", assignee: event.assigneeName };
        case "due":
          return { ...common, kind: "due", on: event.dueOn, time: event.dueTime };
        case "reply":
          return {
            ...common,
            kind: "reply",
            subject: event.subject,
            body: event.body ?? "",
            delivery: (await deliveryState(db, ENTRY_MAIL[list].reply, event.id))[0]?.status ?? null,
            template: event.templateId
              ? templateLabel(templateTexts.get(event.templateId) ?? {}, staffLanguage) || null
              : null,
            files: sentFiles
              .filter((file) => file.eventId === event.id)
              .map((file) => ({ uploadId: file.uploadId, name: file.name, size: file.size, problem: null })),
          };
        default:
          return { ...common, kind: "note", note: event.note ?? "" };
      }
    }),
  );
  const replies: HistoryItem[] = (await conversationMail(db, list, params.id)).map((mail) => ({
    kind: "incoming",
    id: mail.id,
    at: mail.createdAt,
    from: mail.fromName ? `${mail.fromName} <${mail.fromAddress}>` : mail.fromAddress,
    subject: mail.subject,
    body: mail.body,
    tooLarge: mail.problem === "tooLarge",
    files: mail.attachments.map((file) => ({
      uploadId: file.uploadId,
      name: file.name,
      size: file.size,
      problem: file.problem,
    })),
  }));
  const hiring = list === "applications" ? await hiringOf(services.database, params.id, staffLanguage) : null;
  const history = [...events, ...replies, ...(hiring?.history ?? [])].sort((a, b) => a.at.localeCompare(b.at));

  const positionTitle = position ? ((await entryTitles(db, openings, senderLanguage)).get(position) ?? null) : null;
  const conversation = list === "requests" ? ({ list } as const) : ({ list, position: positionTitle } as const);
  // The company's details and hiring steps as staff keep them, in the sender's language.
  const site = await mailSite(args.context, senderLanguage);
  const ownerId = typeof row.assigneeId === "string" ? row.assigneeId : null;
  // The list's templates written in the sender's language, filled in for them.
  const values: PlaceholderValues = {
    name: String((list === "applications" ? row.firstName : row.fullName) ?? ""),
    company: site.company.name,
    owner: (ownerId ? names.get(ownerId) : undefined) ?? session.staff.name,
    position: positionTitle ?? "",
    sender_company: String(row.companyName ?? ""),
  };
  const templates: TemplateOption[] = (await replyTemplates(db, list)).flatMap((template) => {
    const body = template.texts[senderLanguage]?.body;
    if (!body?.trim()) return [];
    return [
      {
        id: template.id,
        step: template.step,
        label: templateLabel(template.texts, staffLanguage),
        body: fillPlaceholders(body, values),
        files: template.files.map((file) => ({ id: file.uploadId, name: file.name, size: file.size })),
      },
    ];
  });
  return {
    list,
    entry: row,
    positionTitle: position
      ? ((await entryTitles(db, openings, isLanguage(session.staff.language) ? session.staff.language : "en")).get(
          position,
        ) ?? position)
      : "",
    upload: upload ? { id: upload.id, name: upload.originalName, size: upload.size, mime: upload.mime } : null,
    deliveries: await deliveryState(db, LIST_KINDS[list], params.id),
    acknowledgement: (await deliveryState(db, ENTRY_MAIL[list].acknowledgement, params.id))[0] ?? null,
    senderLanguage,
    history,
    templates,
    maxFileMb: siteContext(args.context).publicConfig.uploadMaxMb,
    subject: conversationSubject(senderLanguage, conversation),
    teamEmail: list === "requests" ? site.company.email.sales : site.company.email.careers,
    mail: services.mail,
    repliesRead: services.repliesRead,
    mailbox: services.repliesRead ? await mailboxStatus(db) : null,
    source: (await getLeadSource(db, list, params.id)) ?? null,
    ownerId,
    interviews: hiring?.interviews ?? [],
    summary: hiring?.summary ?? null,
    // Anyone with an account and an address may interview, whatever their role.
    interviewerChoices: accounts
      .filter((account) => account.id !== BOOTSTRAP_ACCOUNT_ID && account.email)
      .map((account) => ({ id: account.id, name: account.name })),
    ownerName: typeof row.assigneeId === "string" ? (names.get(row.assigneeId) ?? null) : null,
    // People only: the installation password's identity owns nothing (issue 38.4).
    colleagues: accounts
      .filter(
        (account) =>
          account.id !== BOOTSTRAP_ACCOUNT_ID &&
          isRole(account.role) &&
          canAccess({ role: account.role, permissions: accountPermissions(account) }, list),
      )
      .map((account) => ({ id: account.id, name: names.get(account.id) ?? account.name })),
    followUp: due,
    // Judged by the server's clock, so the page reads the same before and after hydration.
    followUpState: due ? followUpState(due, tashkentClock(new Date())) : null,
  };
}

/** A form's text field: absent and blank are the same. */
const text = z.string().optional().default("");
/** A field sent once per value (a message's files): none, one or several. */
const values = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.string().max(200)).max(REPLY_FILES_MAX),
);

type StaffSession = StaffContext["session"];

/**
 * An application's interviews, their events for its history (with each invitation's
 * delivery), and the summary of its scorecards, in the reader's language.
 */
async function hiringOf(
  database: StaffContext["services"]["database"],
  applicationId: string,
  lang: "en" | "ru" | "uz",
) {
  const { db } = database;
  const names = new Map((await listAccounts(db)).map((account) => [account.id, account.name]));
  // An interviewer whose account was removed since.
  const former = inboxCatalogue(lang).conversation.formerColleague;
  const rows = await interviewsOf(db, applicationId);
  const people = await interviewersOf(
    db,
    rows.map((row) => row.id),
  );
  const interviews: InterviewItem[] = rows.map((row) => ({
    id: row.id,
    startsAt: row.startsAt,
    durationMinutes: row.durationMinutes,
    place: row.place,
    status: row.status === "cancelled" ? "cancelled" : "scheduled",
    interviewers: (people.get(row.id) ?? []).map((id) => ({ id, name: names.get(id) ?? former })),
  }));
  const history: HistoryItem[] = await Promise.all(
    (await interviewEventsOf(db, applicationId)).map(async (event): Promise<HistoryItem> => {
      const common = { id: event.id, at: event.createdAt, by: event.createdBy };
      if (event.kind === "scorecard") {
        return {
          ...common,
          kind: "scorecard",
          recommendation: isRecommendation(event.recommendation) ? event.recommendation : "no",
        };
      }
      return {
        ...common,
        kind: "interview",
        change: event.kind as "proposed" | "changed" | "cancelled",
        startsAt: event.startsAt,
        place: event.place,
        delivery: (await deliveryState(db, "interview-invitation", event.id))[0]?.status ?? null,
      };
    }),
  );
  const found = await scorecardSummary(db, applicationId, lang);
  const startOf = new Map(rows.map((row) => [row.id, row.startsAt]));
  const summary: SummaryView = {
    criteria: found.criteria,
    scorecards: found.scorecards.map((card) => ({
      interviewId: card.interviewId,
      interviewer: names.get(card.accountId) ?? former,
      interviewAt: startOf.get(card.interviewId) ?? null,
      recommendation: card.recommendation,
      notes: card.notes,
      ratings: card.ratings,
      submittedAt: card.submittedAt,
    })),
  };
  return { interviews, history, summary };
}

/** When, how long, where and with whom an interview is: the fields the interview forms send. */
const interviewPlan = z.object({
  // Typed the staff language's way ("01.12.2026 15:00"), or ISO, in Tashkent time.
  startsAt: z
    .string()
    .transform((value) => readTypedMoment(value) ?? "")
    .refine((value) => fromTashkentLocal(value) !== null, "date"),
  duration: z.coerce.number().refine((value) => (INTERVIEW_DURATIONS as readonly number[]).includes(value), "invalid"),
  place: z.string().trim().min(1, "required").max(INTERVIEW_PLACE_MAX, "tooLong"),
  interviewers: z.array(z.string()).min(1, "required"),
});

const planOf = (value: z.output<typeof interviewPlan>) => ({
  startsAt: fromTashkentLocal(value.startsAt)!,
  durationMinutes: value.duration,
  place: value.place,
  interviewers: value.interviewers,
});

/** A follow-up: a real day, and a time of it or nothing. */
const followUpFields = z.object({
  on: z.string().refine(isDay, "date"),
  time: z
    .string()
    .optional()
    .refine((value) => value === undefined || isTime(value), "invalid"),
});

export function action(args: Route.ActionArgs) {
  const { params } = args;
  const list = entryList(params.list);
  const interviewDone = (outcome: { ok: true } | { ok: false; problem: InterviewProblem }, done: string) =>
    outcome.ok
      ? redirect(`/admin/${list}/${params.id}?interview=${done}#interviews-title`)
      : data({ interviewProblem: outcome.problem }, { status: outcome.problem === "gone" ? 410 : 400 });
  const actor = (session: StaffSession) => ({ id: session.staff.id, label: actorName(session.staff) });
  return staffAction(args, LIST_VIEWS[list].area, {
    "propose-interview": intent(interviewPlan, async (value, { services, session }) => {
      if (list !== "applications") throw data(null, { status: 404 });
      const outcome = await proposeInterview(services.database, params.id, planOf(value), actor(session), {
        mail: services.mail,
      });
      return interviewDone(outcome, "proposed");
    }),
    "change-interview": intent(
      interviewPlan.extend({ interview: z.string().min(1) }),
      async (value, { services, session }) => {
        const outcome = await changeInterview(
          services.database,
          params.id,
          value.interview,
          planOf(value),
          actor(session),
          {
            mail: services.mail,
          },
        );
        return interviewDone(outcome, "changed");
      },
    ),
    "cancel-interview": intent(z.object({ interview: z.string().min(1) }), async (value, { services, session }) => {
      const outcome = await cancelInterview(services.database, params.id, value.interview, actor(session), {
        mail: services.mail,
      });
      return interviewDone(outcome, "cancelled");
    }),
    assign: intent(z.object({ assignee: z.string().optional() }), async ({ assignee }, { services, session }) => {
      const outcome = await assignEntry(
        services.database,
        list,
        params.id,
        assignee ?? null,
        { id: session.staff.id, label: actorName(session.staff) },
        { mail: services.mail },
      );
      if (!outcome.ok) {
        return data(
          { ownerProblem: outcome.problem as OwnerProblem },
          { status: outcome.problem === "gone" ? 410 : 400 },
        );
      }
      return redirect(`/admin/${list}/${params.id}?owner=${assignee ? "assigned" : "unassigned"}`);
    }),
    followUp: intent(followUpFields, async ({ on, time }, { services, session }) =>
      followUpAnswer(
        await changeFollowUp(services.database, list, params.id, { on, time: time ?? null }, by(session)),
        `/admin/${list}/${params.id}?followUp=set`,
      ),
    ),
    clearFollowUp: intent(z.object({}), async (_, { services, session }) =>
      followUpAnswer(
        await changeFollowUp(services.database, list, params.id, null, by(session)),
        `/admin/${list}/${params.id}?followUp=cleared`,
      ),
    ),
    change: intent(
      z.object({
        status: z.string().optional(),
        note: text,
        reply: z.literal("on").optional(),
        body: text,
        template: z.string().max(200).optional(),
        files: values,
        templateFiles: values,
      }),
      async ({ status, note, reply, body, template, files, templateFiles }, { services, session }) => {
        const outcome = await changeEntry(
          services.database,
          list,
          params.id,
          {
            ...(status ? { to: status as Status } : {}),
            note,
            ...(reply ? { reply: { body, templateId: template || null, files, templateFiles } } : {}),
          },
          actorName(session.staff),
          { mail: services.mail, files: services.files },
        );
        if (!outcome.ok) {
          return data({ problem: outcome.problem }, { status: outcome.problem === "gone" ? 410 : 400 });
        }
        return redirect(`/admin/${list}/${params.id}?saved=1`);
      },
    ),
  });
}

/** The member of staff as an entry's history and the audit log name them. */
function by(session: { staff: Parameters<typeof actorName>[0] & { id: string } }) {
  return { id: session.staff.id, label: actorName(session.staff) };
}

function followUpAnswer(outcome: Awaited<ReturnType<typeof changeFollowUp>>, done: string) {
  if (outcome.ok) return redirect(done);
  return data(
    { followUpProblem: outcome.problem as FollowUpProblem },
    { status: outcome.problem === "gone" ? 410 : 400 },
  );
}

export default function InboxDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { list, entry, upload, deliveries, acknowledgement, positionTitle, history } = loaderData;
  const { t, lang, format, areas } = useInbox();
  const [params] = useSearchParams();
  const view = LIST_VIEWS[list];
  const status = String(entry.status) as Status;
  const problem = actionData && "problem" in actionData ? actionData.problem : null;
  const ownerProblem = actionData && "ownerProblem" in actionData ? actionData.ownerProblem : null;
  const interviewProblem = actionData && "interviewProblem" in actionData ? actionData.interviewProblem : null;
  const interviewDone = params.get("interview");
  const followUpProblem = actionData && "followUpProblem" in actionData ? actionData.followUpProblem : null;
  const owner = params.get("owner");
  const followUpDone = params.get("followUp");
  const replies = loaderData.repliesRead
    ? t.conversation.repliesHere
    : format(t.conversation.repliesElsewhere, {
        email: loaderData.teamEmail,
      });
  return (
    <>
      <p>
        <Link to={`/admin/${list}`}>← {t.nav[list]}</Link>
      </p>
      <div className="admin__heading">
        <h1>{view.name(entry)}</h1>
        <span className={`status status--${status}`}>{t.statuses[status] ?? status}</span>
      </div>
      {params.get("saved") && !actionData ? (
        <p className="admin-message admin-message--success" role="status">
          {t.hiring.saved}
        </p>
      ) : null}
      <div className="admin-detail">
        <div>
          <dl className="admin-fields">
            <div>
              <dt>{t.detail.received}</dt>
              <dd>{formatWhen(entry.createdAt, lang)}</dd>
            </div>
            {view.fields.map((field) => (
              <div key={field}>
                <dt>{t.detail.fields[field]}</dt>
                <dd className={field === "message" ? "admin-fields__message" : undefined}>
                  {field === "position"
                    ? positionTitle || t.detail.generalApplication
                    : field === "language" && isLanguage(entry.language)
                      ? t.common.languages[entry.language]
                      : String(entry[field] ?? "")}
                </dd>
              </div>
            ))}
            {view.file ? (
              <div>
                <dt>{t.detail.fields[view.file]}</dt>
                <dd>
                  {upload ? (
                    <a href={`/admin/files/${upload.id}`} download>
                      {upload.name} ({formatFileSize(upload.size, lang)})
                    </a>
                  ) : (
                    t.common.none
                  )}
                </dd>
              </div>
            ) : null}
          </dl>
          {list === "applications" ? (
            <HiringPanel
              // A saved change starts the form afresh: the new step, an empty note, no message.
              key={`${status}-${history.length}`}
              status={status}
              receivedAt={String(entry.createdAt)}
              applicantLanguage={loaderData.senderLanguage}
              history={history}
              templates={loaderData.templates}
              subject={loaderData.subject}
              mail={loaderData.mail}
              replies={replies}
              maxFileMb={loaderData.maxFileMb}
              problem={problem}
            />
          ) : (
            <RequestPanel
              key={`${status}-${history.length}`}
              status={status}
              receivedAt={String(entry.createdAt)}
              senderLanguage={loaderData.senderLanguage}
              history={history}
              templates={loaderData.templates}
              subject={loaderData.subject}
              mail={loaderData.mail}
              replies={replies}
              maxFileMb={loaderData.maxFileMb}
              problem={problem}
            />
          )}
          {list === "applications" ? (
            <>
              <InterviewsPanel
                interviews={loaderData.interviews}
                staff={loaderData.interviewerChoices}
                applicantLanguage={loaderData.senderLanguage}
                mail={loaderData.mail}
                problem={interviewProblem}
                done={
                  !actionData &&
                  (interviewDone === "proposed" || interviewDone === "changed" || interviewDone === "cancelled")
                    ? interviewDone
                    : null
                }
              />
              {loaderData.summary ? <ScorecardSummary summary={loaderData.summary} /> : null}
            </>
          ) : null}
          <LeadSourceDetails source={loaderData.source} />
        </div>
        <aside className="admin-side">
          <OwnerForm
            key={loaderData.ownerId ?? "nobody"}
            ownerId={loaderData.ownerId}
            colleagues={loaderData.colleagues}
            problem={ownerProblem}
            done={!actionData && (owner === "assigned" || owner === "unassigned") ? owner : null}
          />
          <FollowUpForm
            key={`${loaderData.followUp?.on ?? "none"}-${loaderData.followUp?.time ?? ""}`}
            due={loaderData.followUp}
            state={loaderData.followUpState}
            owner={loaderData.ownerName}
            problem={followUpProblem}
            done={!actionData && (followUpDone === "set" || followUpDone === "cleared") ? followUpDone : null}
          />
          <section>
            <h2>{t.detail.notifications}</h2>
            {deliveries.length === 0 ? (
              <p className="muted">{t.detail.noChannel}</p>
            ) : (
              <ul className="plain-list admin-deliveries">
                {deliveries.map((delivery) => (
                  <li key={delivery.channel}>
                    <strong>{t.detail.channels[delivery.channel as "email"] ?? delivery.channel}</strong>:{" "}
                    {t.detail.delivery[delivery.status]}
                    {delivery.sentAt ? `, ${formatWhen(delivery.sentAt, lang)}` : ""}
                    {delivery.status !== "sent" && delivery.attempts > 0
                      ? ` (${format(t.detail.attempts, { n: delivery.attempts })})`
                      : ""}
                    {delivery.lastError && delivery.status !== "sent" ? (
                      <div className="muted">{delivery.lastError}</div>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            <p className="admin-deliveries">
              <strong>{t.detail.acknowledgement}</strong>:{" "}
              {!acknowledgement
                ? t.detail.noAcknowledgement
                : acknowledgement.status === "cancelled" && acknowledgement.lastError === ANSWERED_TODAY
                  ? t.detail.answeredToday
                  : `${t.detail.delivery[acknowledgement.status]}${acknowledgement.sentAt ? `, ${formatWhen(acknowledgement.sentAt, lang)}` : ""}`}
            </p>
          </section>
          {loaderData.repliesRead ? <MailboxState status={loaderData.mailbox} /> : null}
          {/* Only for roles that may erase: anyone else would reach a page refused to them. */}
          {areas.includes("erase") ? (
            <Link
              className="btn btn--secondary btn--sm"
              to={`/admin/erase?email=${encodeURIComponent(String(entry.email))}`}
            >
              {t.detail.erase}
            </Link>
          ) : null}
        </aside>
      </div>
    </>
  );
}
