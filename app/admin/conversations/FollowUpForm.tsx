import type { FollowUp, FollowUpState } from "../../../shared/follow-up.ts";
import { formatDay } from "../fields.ts";
import { FieldError, StaffForm, useFieldProblems } from "../forms/StaffForm.tsx";
import { useInbox } from "../i18n/index.ts";
import { DateParts } from "../forms/DateParts.tsx";
import { TIME_PATTERN } from "../../../shared/typed-day.ts";

export type FollowUpProblem = "gone" | "unchanged";

/**
 * An entry's follow-up: the day (and optionally the time, Tashkent) its owner returns to
 * it, with where it stands; set, changed or cleared here, and kept in the history.
 */
export function FollowUpForm(props: {
  due: FollowUp | null;
  state: FollowUpState | null;
  /** The owner's name, who is reminded; null when nobody owns the entry. */
  owner: string | null;
  problem: FollowUpProblem | null;
  done: "set" | "cleared" | null;
}) {
  const { t, lang, format } = useInbox();
  const f = t.followUp;
  const problems = useFieldProblems("followUp");
  return (
    <section className="admin-status" aria-labelledby="follow-up-title">
      <h2 id="follow-up-title">{f.title}</h2>
      {props.problem ? (
        <p className="admin-message admin-message--error" role="alert">
          {f.problems[props.problem]}
        </p>
      ) : props.done ? (
        <p className="admin-message admin-message--success" role="status">
          {props.done === "set" ? f.saved : f.cleared}
        </p>
      ) : null}
      <p className="admin-due">
        {props.due && props.state ? (
          <>
            <strong>{formatDay(props.due.on, lang, props.due.time)}</strong>{" "}
            <span className={`status status--due-${props.state}`}>{f.states[props.state]}</span>
          </>
        ) : (
          <span className="muted">{f.none}</span>
        )}
      </p>
      <StaffForm intent="followUp" className="admin-status" aria-label={f.title}>
        <div className="admin-due__fields">
          {/* Day, month and year, the month named in the inbox's language, whatever the browser's locale. */}
          <DateParts
            legend={f.date}
            name="on"
            value={props.due?.on ?? ""}
            {...(problems.on ? { problem: t.forms[problems.on] } : {})}
          />
          <label className="field">
            <span className="field__label">{f.time}</span>
            {/* A 24-hour time typed as text: a native time field shows AM/PM in some browsers. */}
            <input
              className="input input--short"
              name="time"
              inputMode="numeric"
              autoComplete="off"
              placeholder={TIME_PATTERN}
              defaultValue={props.due?.time ?? ""}
              aria-invalid={problems.time ? true : undefined}
              aria-describedby={problems.time ? "follow-up-time-error follow-up-time-hint" : "follow-up-time-hint"}
            />
            <span className="field__hint" id="follow-up-time-hint">
              {f.timeHint}
            </span>
            <FieldError id="follow-up-time-error" problems={problems} name="time" />
          </label>
        </div>
        <p className="field__hint">{props.owner ? format(f.reminded, { name: props.owner }) : f.noOwner}</p>
        <button type="submit" className="btn btn--dark btn--sm">
          {props.due ? f.change : f.set}
        </button>
      </StaffForm>
      {props.due ? (
        <StaffForm intent="clearFollowUp">
          <button type="submit" className="btn btn--secondary btn--sm">
            {f.clear}
          </button>
        </StaffForm>
      ) : null}
    </section>
  );
}
