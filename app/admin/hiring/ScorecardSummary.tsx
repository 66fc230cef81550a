import { formatWhen } from "../fields.ts";
import { useInbox } from "../i18n/index.ts";
import type { SummaryView } from "./interview-types.ts";

/**
 * What the interviewers concluded: each one's recommendation (with their ratings and notes
 * a click away) and the average of each criterion over the scorecards that rated it.
 */
export function ScorecardSummary({ summary, headingLevel = 2 }: { summary: SummaryView; headingLevel?: 2 | 3 }) {
  const { t, lang } = useInbox();
  const words = t.interviews.summary;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="admin-scorecards" aria-labelledby="scorecard-summary">
      <Heading id="scorecard-summary">{words.title}</Heading>
      {summary.scorecards.length === 0 ? (
        <p className="muted">{words.none}</p>
      ) : (
        <>
          <table className="admin-table admin-table--stack">
            <caption className="visually-hidden">{words.recommendation}</caption>
            <thead>
              <tr>
                <th scope="col">{words.interviewer}</th>
                <th scope="col">{words.interview}</th>
                <th scope="col">{words.recommendation}</th>
              </tr>
            </thead>
            <tbody>
              {summary.scorecards.map((card) => (
                <tr key={`${card.interviewId}-${card.interviewer}`}>
                  <th scope="row">{card.interviewer}</th>
                  <td data-label={words.interview}>{card.interviewAt ? formatWhen(card.interviewAt, lang) : ""}</td>
                  <td data-label={words.recommendation}>
                    <span className={`admin-recommendation admin-recommendation--${card.recommendation}`}>
                      {t.interviews.recommendations[card.recommendation]}
                    </span>
                    <details>
                      <summary>{words.ratings}</summary>
                      <ul className="plain-list">
                        {card.ratings.map((item) => (
                          <li key={item.criterion}>
                            {item.criterion}: {t.interviews.ratings[item.rating]}
                          </li>
                        ))}
                      </ul>
                      {card.notes ? (
                        <p className="admin-history__text">
                          <strong>{words.notes}:</strong> {card.notes}
                        </p>
                      ) : null}
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="admin-table admin-table--stack">
            <caption className="visually-hidden">{words.average}</caption>
            <thead>
              <tr>
                <th scope="col">{words.criterion}</th>
                <th scope="col">{words.average}</th>
                <th scope="col">{words.count}</th>
              </tr>
            </thead>
            <tbody>
              {summary.criteria.map((item) => (
                <tr key={item.criterion}>
                  <th scope="row">{item.criterion}</th>
                  <td data-label={words.average}>
                    <meter min={1} max={4} low={2} high={3} optimum={4} value={item.average} aria-hidden="true" />{" "}
                    {formatAverage(item.average, lang)}
                  </td>
                  <td data-label={words.count}>{item.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

/**
 * "3,5" in Russian and Uzbek, "3.5" in English, one decimal: written by hand, as the inbox's
 * dates are, because browsers lack Uzbek number data and must render exactly the server's text.
 */
function formatAverage(value: number, lang: string): string {
  const fixed = value.toFixed(1);
  return lang === "en" ? fixed : fixed.replace(".", ",");
}
