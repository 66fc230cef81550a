import { useInbox } from "../i18n/index.ts";

export interface LeadSourceView {
  page: string;
  landing: string;
  referrer: string;
  source: string;
  medium: string;
  campaign: string;
  term: string;
  content: string;
}

/** Where a quote request or an application came from: pages, referring site, campaign tags. */
export function LeadSourceDetails({ source }: { source: LeadSourceView | null }) {
  const { t } = useInbox();
  const s = t.leadSource;
  const rows: [string, string][] = source
    ? [
        [s.page, source.page],
        [s.landing, source.landing],
        [s.referrer, source.referrer || s.direct],
        [s.source, source.source || s.direct],
        [s.medium, source.medium],
        [s.campaign, source.campaign],
        [s.term, source.term],
        [s.content, source.content],
      ]
    : [];
  return (
    <section className="admin-source" aria-labelledby="source-title">
      <h2 id="source-title">{s.title}</h2>
      {source ? (
        <dl className="admin-fields">
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd className="admin-source__value">{value}</dd>
              </div>
            ))}
        </dl>
      ) : (
        <p className="muted">{s.none}</p>
      )}
    </section>
  );
}
