import { useState, useSyncExternalStore, type ReactNode } from "react";
import { controlId } from "../editor/labels.ts";
import { useInbox } from "../i18n/index.ts";

/**
 * A day as day, month and year, the month named in the staff member's language: the same
 * on every browser, whatever its own locale would show in a native date field. The form
 * receives "2026-11-24" (or "invalid" for a half-filled day, which the server refuses).
 */
export function DateParts({
  legend,
  name,
  value,
  help,
  problem,
}: {
  legend: ReactNode;
  name: string;
  value: string;
  help?: string;
  problem?: string;
}) {
  const { t } = useInbox();
  const [year = "", month = "", day = ""] = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.split("-") : [];
  const [parts, setParts] = useState({ day: day.replace(/^0/, ""), month, year });
  // Only the hidden value is sent, and only the script keeps it in step: until the editor has
  // hydrated, a day typed into the parts would be saved as the old one. They wait for it.
  const ready = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const iso =
    parts.year && parts.month && parts.day
      ? `${parts.year.padStart(4, "0")}-${parts.month}-${parts.day.padStart(2, "0")}`
      : parts.year || parts.month || parts.day
        ? "invalid"
        : "";
  const id = controlId(name);
  const described = [help ? `${id}-help` : "", problem ? `${id}-problem` : ""].filter(Boolean).join(" ") || undefined;
  const invalid = problem ? true : undefined;
  return (
    <fieldset className={`field date-input${problem ? " field--invalid" : ""}`} aria-describedby={described}>
      <legend className="field__label">{legend}</legend>
      <input type="hidden" name={name} value={iso} />
      <div className="date-input__parts">
        <label>
          <span className="field__hint">{t.content.day}</span>
          <input
            id={id}
            className="input input--short"
            inputMode="numeric"
            maxLength={2}
            disabled={!ready}
            value={parts.day}
            aria-invalid={invalid}
            onChange={(event) => setParts({ ...parts, day: event.target.value.replace(/\D/g, "") })}
          />
        </label>
        <label>
          <span className="field__hint">{t.content.month}</span>
          <select
            className="input"
            value={parts.month}
            disabled={!ready}
            aria-invalid={invalid}
            onChange={(event) => setParts({ ...parts, month: event.target.value })}
          >
            <option value="">{t.content.choose}</option>
            {t.content.months.map((monthName, index) => (
              <option key={monthName} value={String(index + 1).padStart(2, "0")}>
                {monthName}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="field__hint">{t.content.year}</span>
          <input
            className="input input--year"
            inputMode="numeric"
            maxLength={4}
            disabled={!ready}
            value={parts.year}
            aria-invalid={invalid}
            onChange={(event) => setParts({ ...parts, year: event.target.value.replace(/\D/g, "") })}
          />
        </label>
      </div>
      {help ? (
        <span id={`${id}-help`} className="field__hint">
          {help}
        </span>
      ) : null}
      {problem ? (
        <span id={`${id}-problem`} className="field__error">
          {problem}
        </span>
      ) : null}
    </fieldset>
  );
}

/** Nothing to subscribe to: `useSyncExternalStore` tells the server's render from the browser's. */
const noChange = () => () => {};
