import { Form } from "react-router";
import type { JobFilter, JobFilters as ChosenFilters } from "../../content/jobs.ts";

const FILTER_ORDER: JobFilter[] = ["location", "department", "type", "workplace"];

export interface JobFiltersCopy {
  filtersTitle: string;
  all: string;
  apply: string;
}

/**
 * The careers filters as a row of chips above the openings (issue 37): each chip names its filter
 * and shows its choice, a chosen one filled, so a phone sees at once what narrows the list and
 * changes it in one tap, without a panel to open first.
 */
export function JobFilters({
  filters,
  options,
  labels,
  copy,
  action,
  onChange,
}: {
  filters: ChosenFilters;
  options: Record<JobFilter, { key: string; label: string }[]>;
  labels: Record<JobFilter, string>;
  copy: JobFiltersCopy;
  action: string;
  onChange: (form: HTMLFormElement) => void;
}) {
  return (
    // A plain GET form: filters live in the URL, work without JavaScript and survive a reload.
    <Form
      id="job-filters"
      method="get"
      action={action}
      className="job-filters"
      preventScrollReset
      aria-label={copy.filtersTitle}
      onChange={(event) => onChange(event.currentTarget)}
    >
      {FILTER_ORDER.map((name) => (
        <label key={name} className="job-chip" data-chosen={filters[name] ? "true" : undefined}>
          <span className="job-chip__label">{labels[name]}</span>
          <select
            name={name}
            defaultValue={filters[name] ?? ""}
            className="job-chip__select"
            key={`${name}:${filters[name] ?? ""}`}
          >
            <option value="">{copy.all}</option>
            {options[name].map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button type="submit" className="btn btn--dark btn--sm job-filters__submit">
        {copy.apply}
      </button>
    </Form>
  );
}
