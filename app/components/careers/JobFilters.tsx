import { useState } from "react";
import { Form } from "react-router";
import type { JobFilter, JobFilters as ChosenFilters } from "../../content/jobs.ts";
import { Icon } from "../ui/Icon.tsx";

const FILTER_ORDER: JobFilter[] = ["location", "department", "type", "workplace"];

export interface JobFiltersCopy {
  filtersButton: string;
  filtersChosen: string;
  filtersTitle: string;
  all: string;
  apply: string;
}

/**
 * The careers filters. Phones fold the four into one panel behind a "Filters" button (issue 13);
 * that button's state lives here, so opening the panel renders the filters alone, not the whole
 * page with its list of openings (a first tap answers sooner on a slow phone, issue 30).
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
  const [shown, setShown] = useState(false);
  const chosen = Object.keys(filters).length;
  return (
    <>
      {/* Shown on phones with JavaScript only; without it the form is always open. */}
      <button
        type="button"
        className="btn btn--secondary job-filters__toggle"
        aria-expanded={shown}
        aria-controls="job-filters"
        onClick={() => setShown((open) => !open)}
      >
        <Icon name="filter" size={18} />
        {copy.filtersButton}
        {chosen > 0 ? (
          <>
            <span className="count-badge" aria-hidden="true">
              {chosen}
            </span>
            <span className="visually-hidden">
              {" "}
              ({copy.filtersChosen}: {chosen})
            </span>
          </>
        ) : null}
      </button>
      {/* A plain GET form: filters live in the URL, work without JavaScript and survive a reload. */}
      <Form
        id="job-filters"
        data-shown={shown}
        method="get"
        action={action}
        className="job-filters"
        preventScrollReset
        aria-label={copy.filtersTitle}
        onChange={(event) => onChange(event.currentTarget)}
      >
        {FILTER_ORDER.map((name) => (
          <label key={name} className="field job-filters__field">
            <span className="field__label">{labels[name]}</span>
            <select
              name={name}
              defaultValue={filters[name] ?? ""}
              className="input"
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
        <button type="submit" className="btn btn--dark job-filters__submit">
          {copy.apply}
        </button>
      </Form>
    </>
  );
}
