import { Link } from "react-router";
import type { CaseFacet } from "../../content/proof.server.ts";
import type { CaseStudiesModule } from "../../../content/types.ts";
import { useLocalePath } from "../../site/use-site.ts";

export interface CaseFilterState {
  industry: string | null;
  service: string | null;
}

/**
 * The case list's filters: one row of links per facet, the state in the URL
 * (`?industry=banking&service=webdev`), so they work without JavaScript and crawlers follow
 * them. Choosing one keeps the other.
 */
export function CaseFilter({
  facets,
  chosen,
  words,
}: {
  facets: { industries: readonly CaseFacet[]; services: readonly CaseFacet[] };
  chosen: CaseFilterState;
  words: CaseStudiesModule["list"]["filter"];
}) {
  const rows = [
    { key: "industry", label: words.industries, all: words.allIndustries, options: facets.industries },
    { key: "service", label: words.services, all: words.allServices, options: facets.services },
  ] as const;
  return (
    <div className="case-filter">
      {rows.map((row) =>
        row.options.length > 1 || chosen[row.key] ? (
          <nav key={row.key} className="case-filter__row" aria-label={row.label}>
            <span className="case-filter__label" aria-hidden="true">
              {row.label}
            </span>
            <ul className="plain-list">
              {[null, ...row.options].map((option) => {
                const value = option?.value ?? null;
                return (
                  <li key={value ?? "all"}>
                    <FilterLink state={{ ...chosen, [row.key]: value }} current={chosen[row.key] === value}>
                      {option?.label ?? row.all}
                    </FilterLink>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null,
      )}
    </div>
  );
}

/** A link to the case list in a given state of its filters. */
export function FilterLink({
  state,
  current,
  className = "chip",
  children,
}: {
  state: CaseFilterState;
  current?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const href = useLocalePath();
  const params = new URLSearchParams();
  if (state.industry) params.set("industry", state.industry);
  if (state.service) params.set("service", state.service);
  const query = params.toString();
  return (
    <Link
      to={href("/casestudies") + (query ? `?${query}` : "")}
      className={className}
      aria-current={current ? "page" : undefined}
      preventScrollReset
    >
      {children}
    </Link>
  );
}
