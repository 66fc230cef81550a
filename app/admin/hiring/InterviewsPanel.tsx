import { Link } from "react-router";
import { INTERVIEW_DURATIONS, INTERVIEW_PLACE_MAX } from "../../../shared/interviews.ts";
import type { Language } from "../../../shared/i18n/languages.ts";
import { formatWhen } from "../fields.ts";
import { FieldError, StaffForm, useFieldProblems } from "../forms/StaffForm.tsx";
import { useInbox } from "../i18n/index.ts";
import { tashkentLocal } from "../tashkent-time.ts";
import { DAY_PATTERN, TIME_PATTERN, writeTypedMoment } from "../../../shared/typed-day.ts";
import type { InterviewItem } from "./interview-types.ts";

export type InterviewProblem = "gone" | "interviewers" | "cancelled";

/**
 * An application's interviews: each planned one with its time, place and interviewers,
 * the way to change or cancel it and to its scorecards; and the form that proposes a new
 * one. Proposing, changing and cancelling e-mail the applicant and the interviewers their
 * invitation (or its update, or its cancellation) with a calendar file.
 */
export function InterviewsPanel(props: {
  interviews: InterviewItem[];
  /** Colleagues who can interview: an account with an e-mail address. */
  staff: { id: string; name: string }[];
  applicantLanguage: Language;
  mail: boolean;
  problem: InterviewProblem | null;
  done: "proposed" | "changed" | "cancelled" | null;
}) {
  const { t, lang, format } = useInbox();
  const words = t.interviews;
  return (
    <section className="admin-interviews" aria-labelledby="interviews-title">
      <h2 id="interviews-title">{words.title}</h2>
      {props.problem ? (
        <p className="admin-message admin-message--error" role="alert">
          {words.problems[props.problem]}
        </p>
      ) : props.done ? (
        <p className="admin-message admin-message--success" role="status">
          {props.done === "proposed" ? words.proposed : props.done === "changed" ? words.changed : words.cancelledDone}
        </p>
      ) : null}
      {props.interviews.length === 0 ? <p className="muted">{words.none}</p> : null}
      <ul className="plain-list admin-interviews__list">
        {props.interviews.map((interview) => (
          <li key={interview.id} className="admin-interview" data-interview={interview.id}>
            <div className="admin-interview__head">
              <strong>
                {format(words.at, { when: formatWhen(interview.startsAt, lang), minutes: interview.durationMinutes })}
              </strong>
              <span className={`status status--${interview.status === "cancelled" ? "rejected" : "interview"}`}>
                {words.states[interview.status]}
              </span>
            </div>
            <p className="admin-interview__place">{interview.place}</p>
            <p className="muted">
              {format(words.withWhom, { names: interview.interviewers.map((person) => person.name).join(", ") })}
            </p>
            <div className="admin-interview__actions">
              <Link className="btn btn--secondary btn--sm" to={`/admin/interviews/${interview.id}`}>
                {words.openScorecard}
              </Link>
              {interview.status === "scheduled" ? (
                <StaffForm intent="cancel-interview">
                  <input type="hidden" name="interview" value={interview.id} />
                  <button
                    type="submit"
                    className="btn btn--secondary btn--sm"
                    aria-describedby={`cancel-${interview.id}`}
                  >
                    {words.cancel}
                  </button>
                  <span id={`cancel-${interview.id}`} className="visually-hidden">
                    {words.cancelHint}
                  </span>
                </StaffForm>
              ) : null}
            </div>
            {interview.status === "scheduled" ? (
              <details className="admin-interview__change">
                <summary>{words.change}</summary>
                <InterviewForm
                  intent="change-interview"
                  prefix={`change-${interview.id}`}
                  interview={interview}
                  staff={props.staff}
                  submit={props.mail ? words.changeSend : words.change}
                />
              </details>
            ) : null}
          </li>
        ))}
      </ul>
      <h3>{words.propose}</h3>
      <p className="field__hint">
        {props.mail
          ? format(words.proposeHint, { language: t.common.languages[props.applicantLanguage] })
          : words.proposeNoMail}
      </p>
      <InterviewForm
        intent="propose-interview"
        prefix="propose"
        interview={null}
        staff={props.staff}
        submit={props.mail ? words.send : words.keep}
      />
    </section>
  );
}

/** When, how long, where and with whom: the fields of a new interview, or of one being changed. */
function InterviewForm(props: {
  intent: "propose-interview" | "change-interview";
  prefix: string;
  interview: InterviewItem | null;
  staff: { id: string; name: string }[];
  submit: string;
}) {
  const { t, format, lang } = useInbox();
  const words = t.interviews;
  const problems = useFieldProblems(props.intent);
  const id = (name: string) => `${props.prefix}-${name}`;
  const chosen = new Set(props.interview?.interviewers.map((person) => person.id) ?? []);
  return (
    <StaffForm intent={props.intent} className="admin-form admin-interview-form">
      {props.interview ? <input type="hidden" name="interview" value={props.interview.id} /> : null}
      <label className={`field${problems.startsAt ? " field--invalid" : ""}`}>
        <span className="field__label">{words.when}</span>
        {/* Typed the staff language's way, the same in every browser (a native field follows the browser's). */}
        <input
          className="input input--moment"
          name="startsAt"
          required
          inputMode="numeric"
          autoComplete="off"
          placeholder={`${DAY_PATTERN[lang]} ${TIME_PATTERN}`}
          defaultValue={props.interview ? writeTypedMoment(tashkentLocal(props.interview.startsAt), lang) : ""}
          aria-invalid={problems.startsAt ? true : undefined}
          aria-describedby={
            problems.startsAt ? `${id("startsAt-hint")} ${id("startsAt-problem")}` : id("startsAt-hint")
          }
        />
        <span className="field__hint" id={id("startsAt-hint")}>
          {DAY_PATTERN[lang]} {TIME_PATTERN}
        </span>
        <FieldError id={id("startsAt-problem")} problems={problems} name="startsAt" />
      </label>
      <label className="field">
        <span className="field__label">{words.duration}</span>
        <select className="input" name="duration" defaultValue={String(props.interview?.durationMinutes ?? 60)}>
          {INTERVIEW_DURATIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {format(words.minutes, { n: minutes })}
            </option>
          ))}
        </select>
      </label>
      <label className={`field${problems.place ? " field--invalid" : ""}`}>
        <span className="field__label">{words.place}</span>
        <input
          className="input"
          name="place"
          required
          maxLength={INTERVIEW_PLACE_MAX}
          defaultValue={props.interview?.place ?? ""}
          aria-invalid={problems.place ? true : undefined}
          aria-describedby={[id("place-hint"), problems.place ? id("place-problem") : ""].filter(Boolean).join(" ")}
        />
        <span className="field__hint" id={id("place-hint")}>
          {words.placeHint}
        </span>
        <FieldError id={id("place-problem")} problems={problems} name="place" />
      </label>
      <fieldset
        className="admin-interview-form__people"
        aria-describedby={[id("people-hint"), problems.interviewers ? id("people-problem") : ""]
          .filter(Boolean)
          .join(" ")}
      >
        <legend className="field__label">{words.interviewers}</legend>
        <span className="field__hint" id={id("people-hint")}>
          {words.interviewersHint}
        </span>
        {props.staff.map((person) => (
          <label key={person.id} className="checkbox">
            <input type="checkbox" name="interviewers" value={person.id} defaultChecked={chosen.has(person.id)} />
            <span>{person.name}</span>
          </label>
        ))}
        <FieldError id={id("people-problem")} problems={problems} name="interviewers" />
      </fieldset>
      <button type="submit" className="btn btn--dark">
        {props.submit}
      </button>
    </StaffForm>
  );
}
