import { useInbox } from "../i18n/index.ts";
import { DAY_PATTERN, readTypedDay, writeTypedDay } from "../../../shared/typed-day.ts";

/**
 * A day typed as the staff member's language writes it (24.11.2026), the pattern shown
 * under the label: the same on every browser, scripts or not (a native date field shows
 * the browser's own format). The server reads it with `readTypedDay`; what cannot be read
 * comes back as typed, with `problem` said beside it.
 */
export function DayInput({
  label,
  name,
  value,
  problem,
}: {
  label: string;
  name: string;
  /** What the field holds: a day ("2026-11-24"), shown in the language's way, or text as typed. */
  value: string;
  problem?: boolean;
}) {
  const { t, lang } = useInbox();
  const id = `day-${name}`;
  const shown = readTypedDay(value) ? writeTypedDay(readTypedDay(value)!, lang) : value;
  return (
    <div className={`field${problem ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        // Drawn anew when the list's address changes, so the field shows what it filters by.
        key={shown}
        id={id}
        className="input input--day"
        name={name}
        inputMode="numeric"
        autoComplete="off"
        placeholder={DAY_PATTERN[lang]}
        defaultValue={shown}
        aria-invalid={problem || undefined}
        aria-describedby={`${id}-hint`}
      />
      <span id={`${id}-hint`} className={problem ? "field__error" : "field__hint"}>
        {problem ? `${t.forms.date} ${DAY_PATTERN[lang]}` : DAY_PATTERN[lang]}
      </span>
    </div>
  );
}
