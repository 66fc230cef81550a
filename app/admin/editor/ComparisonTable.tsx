import type { Language } from "../../../shared/i18n/languages.ts";
import { useInbox } from "../i18n/index.ts";

/** One value that differs between two versions, marked up on the server (server/content/compare.ts). */
export interface ChangedValue {
  label: string;
  language?: Language;
  before: string;
  after: string;
}

/**
 * Two versions side by side, only the values that differ, removed words in <del> and added in
 * <ins>: two columns on a wide screen, one above the other (each named) on a phone.
 */
export function ComparisonTable({
  changed,
  olderTitle,
  newerTitle,
}: {
  changed: readonly ChangedValue[];
  olderTitle: string;
  newerTitle: string;
}) {
  const { t, format } = useInbox();
  if (!changed.length) return null;
  return (
    <table className="revision-compare">
      <thead>
        <tr>
          <th scope="col">{olderTitle}</th>
          <th scope="col">{newerTitle}</th>
        </tr>
      </thead>
      {changed.map((change, index) => (
        <tbody key={index}>
          <tr>
            <th scope="colgroup" colSpan={2}>
              {change.language
                ? format(t.content.compare.field, {
                    field: change.label,
                    language: t.common.languages[change.language],
                  })
                : change.label}
            </th>
          </tr>
          <tr>
            {/* Escaped and marked up on the server (server/content/compare.ts). */}
            <td data-label={olderTitle} lang={change.language} dangerouslySetInnerHTML={{ __html: change.before }} />
            <td data-label={newerTitle} lang={change.language} dangerouslySetInnerHTML={{ __html: change.after }} />
          </tr>
        </tbody>
      ))}
    </table>
  );
}
