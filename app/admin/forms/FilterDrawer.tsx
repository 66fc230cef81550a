import type { ReactNode } from "react";
import { Form } from "react-router";
import { useInbox } from "../i18n/index.ts";

/**
 * A list's filters: on a phone one button ("Filters · 2") that opens them, so the list
 * starts within the first screen; from a tablet up always open (admin.css). A `<details>`,
 * so it opens without scripts too; open from the start when a filter cannot be read.
 */
export function FilterDrawer({ active, open, children }: { active: number; open?: boolean; children: ReactNode }) {
  const { t, format } = useInbox();
  return (
    <details className="admin-filters-drawer" open={open || undefined}>
      <summary className="btn btn--secondary btn--sm admin-filters-drawer__button">
        {active ? format(t.lists.filtersActive, { n: active }) : t.lists.filters}
      </summary>
      <Form method="get" className="admin-filters" role="search">
        {children}
      </Form>
    </details>
  );
}
