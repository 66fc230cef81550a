import { Form } from "react-router";
import { formatWhen } from "../fields.ts";
import { useInbox } from "../i18n/index.ts";
import { savedBy } from "./labels.ts";
import { StaffForm } from "../forms/StaffForm.tsx";
import type { RevisionEntry } from "./parts.tsx";
import { ComparisonTable, type ChangedValue } from "./ComparisonTable.tsx";

/** What the editor's loader sends for `?revision=`: the comparison made on the server. */
export interface ShownComparison {
  id: string;
  createdAt: string;
  against: { id: string; createdAt: string } | null;
  changed: ChangedValue[];
  unchanged: number;
}

/**
 * A revision beside the current version (or another revision), only the values that differ,
 * with the words marked, and the button that brings the revision back next to it.
 */
export function RevisionComparison({
  comparison,
  revisions,
}: {
  comparison: ShownComparison;
  revisions: RevisionEntry[];
}) {
  const { t, lang, format } = useInbox();
  const words = t.content.compare;
  const optionOf = (revision: RevisionEntry) =>
    format(words.option, {
      revision: format(t.content.revisionBy, {
        action: t.content.actions[revision.action as keyof typeof t.content.actions] ?? revision.action,
        who: savedBy(revision.createdBy, t),
      }),
      when: formatWhen(revision.createdAt, lang),
    });
  // A deletion keeps nothing to compare.
  const comparable = revisions.filter((revision) => revision.action !== "deleted");
  const newerTitle = comparison.against ? formatWhen(comparison.against.createdAt, lang) : words.current;
  return (
    <section className="admin-card admin-revision" aria-labelledby="revision-title">
      <h2 id="revision-title">{words.title}</h2>
      <Form method="get" className="revision-compare__pick">
        <label className="field">
          <span className="field__label">{words.from}</span>
          <select name="revision" className="input" defaultValue={comparison.id}>
            {comparable.map((revision) => (
              <option key={revision.id} value={revision.id}>
                {optionOf(revision)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{words.to}</span>
          <select name="against" className="input" defaultValue={comparison.against?.id ?? ""}>
            <option value="">{words.current}</option>
            {comparable.map((revision) => (
              <option key={revision.id} value={revision.id}>
                {optionOf(revision)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn--secondary btn--sm">
          {words.show}
        </button>
      </Form>
      <div className="revision-compare__summary">
        <p className="muted">
          {comparison.changed.length ? words.legend : words.same}{" "}
          {comparison.unchanged ? format(words.unchanged, { n: comparison.unchanged }) : null}
        </p>
        <StaffForm intent="restore">
          <input type="hidden" name="revision" value={comparison.id} />
          <button type="submit" className="btn btn--dark btn--sm">
            {t.content.restore}
          </button>
        </StaffForm>
      </div>
      <ComparisonTable
        changed={comparison.changed}
        olderTitle={formatWhen(comparison.createdAt, lang)}
        newerTitle={newerTitle}
      />
    </section>
  );
}
