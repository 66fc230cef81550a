import { data, Link, redirect, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/interview";
import { openings } from "../../../content/model/index.ts";
import {
  actorName,
  criteriaFor,
  entryTitles,
  getApplicationWithFile,
  getInterview,
  interviewersOf,
  listAccounts,
  parseRatings,
  scorecardOf,
  scorecardSummary,
  submitScorecard,
} from "../../admin/inbox.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { intent, staffAction } from "../../admin/forms/staff-action.server.ts";
import { FieldError, StaffForm, useFieldProblems } from "../../admin/forms/StaffForm.tsx";
import { formatWhen } from "../../admin/fields.ts";
import { inboxCatalogue, useInbox } from "../../admin/i18n/index.ts";
import { ScorecardSummary } from "../../admin/hiring/ScorecardSummary.tsx";
import type { SummaryView } from "../../admin/hiring/interview-types.ts";
import { RATINGS, RECOMMENDATIONS, SCORECARD_NOTES_MAX, type Recommendation } from "../../../shared/interviews.ts";
import { isLanguage } from "../../../shared/i18n/languages.ts";
import { canAccess } from "../../../shared/staff.ts";

/**
 * One interview for those who take part in it: when, where, whom; the signed-in
 * interviewer's scorecard (each criterion rated 1 to 4, notes, a recommendation); and the
 * summary of everyone's scorecards, which an interviewer sees once they have submitted
 * theirs (so nobody is anchored by a colleague's), and recruiters and administrators always.
 */
export async function loader(args: Route.LoaderArgs) {
  const { services, session } = await requireStaff(args);
  const { db } = services.database;
  const lang = isLanguage(session.staff.language) ? session.staff.language : "en";
  const interview = await getInterview(db, args.params.id);
  if (!interview) throw data(null, { status: 404 });
  const interviewers = (await interviewersOf(db, [interview.id])).get(interview.id) ?? [];
  const interviewer = interviewers.includes(session.staff.id);
  const recruiter = canAccess(session.staff, "applications");
  if (!interviewer && !recruiter) throw data(null, { status: 403 });

  const application = await getApplicationWithFile(db, interview.applicationId);
  if (!application) throw data(null, { status: 404 });
  const names = new Map((await listAccounts(db)).map((account) => [account.id, account.name]));
  // An interviewer whose account was removed since.
  const former = inboxCatalogue(lang).conversation.formerColleague;
  const own = interviewer ? await scorecardOf(db, interview.id, session.staff.id) : undefined;
  const ownRatings = own ? parseRatings(own.ratings) : [];
  const criteria = own
    ? ownRatings.map((item) => item.criterion[lang] || item.criterion.en)
    : (await criteriaFor(db, interview.applicationId)).map((item) => item.name[lang] || item.name.en);
  const found = recruiter || own ? await scorecardSummary(db, interview.applicationId, lang) : null;
  const summary: SummaryView | null = found && {
    criteria: found.criteria,
    scorecards: found.scorecards.map((card) => ({
      interviewId: card.interviewId,
      interviewer: names.get(card.accountId) ?? former,
      interviewAt: card.interviewId === interview.id ? interview.startsAt : null,
      recommendation: card.recommendation,
      notes: card.notes,
      ratings: card.ratings,
      submittedAt: card.submittedAt,
    })),
  };
  return {
    interview: {
      id: interview.id,
      startsAt: interview.startsAt,
      durationMinutes: interview.durationMinutes,
      place: interview.place,
      cancelled: interview.status === "cancelled",
      interviewers: interviewers.map((id) => names.get(id) ?? former),
    },
    candidate: `${application.firstName} ${application.lastName}`.trim(),
    applicationId: application.id,
    opening: application.position
      ? ((await entryTitles(db, openings, lang)).get(application.position) ?? application.position)
      : null,
    recruiter,
    interviewer,
    criteria,
    own: own
      ? {
          ratings: ownRatings.map((item) => item.rating),
          notes: own.notes,
          recommendation: own.recommendation as Recommendation,
          submittedAt: own.submittedAt,
        }
      : null,
    summary,
  };
}

export function action(args: Route.ActionArgs) {
  return staffAction(args, undefined, {
    scorecard: intent(
      z.object({
        ratings: z.array(z.coerce.number().int().min(1, "required").max(4, "invalid")).min(1, "required"),
        notes: z.string().max(SCORECARD_NOTES_MAX, "tooLong").optional().default(""),
        recommendation: z.enum(RECOMMENDATIONS, { message: "required" }),
      }),
      async (value, { services, session }) => {
        const outcome = await submitScorecard(
          services.database,
          args.params.id,
          { id: session.staff.id, label: actorName(session.staff) },
          { ratings: value.ratings, notes: value.notes, recommendation: value.recommendation },
        );
        if (!outcome.ok) {
          return data({ problem: outcome.problem }, { status: outcome.problem === "gone" ? 404 : 400 });
        }
        return redirect(`/admin/interviews/${encodeURIComponent(args.params.id)}?submitted=1`);
      },
    ),
  });
}

export default function InboxInterview({ loaderData, actionData }: Route.ComponentProps) {
  const { interview, candidate, opening, own, criteria, summary } = loaderData;
  const { t, lang, format } = useInbox();
  const words = t.interviews;
  const [params] = useSearchParams();
  const problems = useFieldProblems("scorecard");
  const problem = actionData && "problem" in actionData ? actionData.problem : null;
  const incomplete = Object.keys(problems).length > 0;
  return (
    <>
      <p>
        <Link to={loaderData.recruiter ? `/admin/applications/${loaderData.applicationId}` : "/admin/interviews"}>
          ← {loaderData.recruiter ? words.page.application : t.nav.interviews}
        </Link>
      </p>
      <div className="admin__heading">
        <h1>{format(words.page.title, { name: candidate })}</h1>
        <span className={`status status--${interview.cancelled ? "rejected" : "interview"}`}>
          {words.states[interview.cancelled ? "cancelled" : "scheduled"]}
        </span>
      </div>
      {params.get("submitted") && !actionData ? (
        <p className="admin-message admin-message--success" role="status">
          {words.page.submitted}
        </p>
      ) : null}
      <dl className="admin-fields">
        <div>
          <dt>{words.page.opening}</dt>
          <dd>{opening ?? t.detail.generalApplication}</dd>
        </div>
        <div>
          <dt>{words.when}</dt>
          <dd>
            {format(words.at, { when: formatWhen(interview.startsAt, lang), minutes: interview.durationMinutes })}
          </dd>
        </div>
        <div>
          <dt>{words.place}</dt>
          <dd className="admin-interview__place">{interview.place}</dd>
        </div>
        <div>
          <dt>{words.interviewers}</dt>
          <dd>{interview.interviewers.join(", ")}</dd>
        </div>
      </dl>

      {loaderData.interviewer ? (
        interview.cancelled ? (
          <p className="muted">{words.page.cancelledNote}</p>
        ) : (
          <StaffForm intent="scorecard" className="admin-form admin-scorecard" aria-labelledby="scorecard-title">
            <h2 id="scorecard-title">{words.page.yours}</h2>
            {own ? (
              <p className="muted">{format(words.page.submittedAt, { when: formatWhen(own.submittedAt, lang) })}</p>
            ) : null}
            {problem || incomplete ? (
              <p className="admin-message admin-message--error" role="alert">
                {words.problems[problem ?? "incomplete"]}
              </p>
            ) : null}
            <h3>{words.page.criteria}</h3>
            {criteria.map((criterion, index) => (
              <fieldset
                key={criterion}
                className={`admin-rating${problems[`ratings[${index}]`] ? " field--invalid" : ""}`}
                aria-describedby={problems[`ratings[${index}]`] ? `rating-${index}-problem` : undefined}
              >
                <legend>{criterion}</legend>
                <div className="admin-rating__options">
                  {RATINGS.map((rating) => (
                    <label key={rating} className="admin-rating__option">
                      <input
                        type="radio"
                        name={`ratings[${index}]`}
                        value={rating}
                        required
                        defaultChecked={own?.ratings[index] === rating}
                      />
                      <span>{words.ratings[rating]}</span>
                    </label>
                  ))}
                </div>
                <FieldError id={`rating-${index}-problem`} problems={problems} name={`ratings[${index}]`} />
              </fieldset>
            ))}
            <label className="field">
              <span className="field__label">{words.page.notes}</span>
              <textarea
                className="input"
                name="notes"
                rows={6}
                maxLength={SCORECARD_NOTES_MAX}
                defaultValue={own?.notes ?? ""}
                aria-describedby="scorecard-notes-hint"
              />
              <span className="field__hint" id="scorecard-notes-hint">
                {words.page.notesHint}
              </span>
            </label>
            <fieldset
              className={`admin-rating${problems.recommendation ? " field--invalid" : ""}`}
              aria-describedby={problems.recommendation ? "recommendation-problem" : undefined}
            >
              <legend>{words.page.recommendation}</legend>
              <div className="admin-rating__options">
                {RECOMMENDATIONS.map((recommendation) => (
                  <label key={recommendation} className="admin-rating__option">
                    <input
                      type="radio"
                      name="recommendation"
                      value={recommendation}
                      required
                      defaultChecked={own?.recommendation === recommendation}
                    />
                    <span>{words.recommendations[recommendation]}</span>
                  </label>
                ))}
              </div>
              <FieldError id="recommendation-problem" problems={problems} name="recommendation" />
            </fieldset>
            <button type="submit" className="btn btn--dark">
              {own ? words.page.update : words.page.submit}
            </button>
          </StaffForm>
        )
      ) : null}

      {summary ? (
        <ScorecardSummary summary={summary} />
      ) : (
        <p className="admin-message" role="note">
          {words.page.waitForYours}
        </p>
      )}
    </>
  );
}
