import { Link } from "react-router";
import type { Route } from "./+types/interviews";
import { openings } from "../../../content/model/index.ts";
import { entryTitles, getApplicationWithFile, interviewsOfInterviewer, scorecardOf } from "../../admin/inbox.server.ts";
import { requireStaff } from "../../admin/session.server.ts";
import { formatWhen } from "../../admin/fields.ts";
import { useInbox } from "../../admin/i18n/index.ts";
import { isLanguage } from "../../../shared/i18n/languages.ts";

/** The interviews the signed-in member takes part in, soonest first, and whether their scorecard is in. */
export async function loader(args: Route.LoaderArgs) {
  const { services, session } = await requireStaff(args);
  const { db } = services.database;
  const lang = isLanguage(session.staff.language) ? session.staff.language : "en";
  const titles = await entryTitles(db, openings, lang);
  const interviews = await Promise.all(
    (await interviewsOfInterviewer(db, session.staff.id)).map(async (interview) => {
      const application = await getApplicationWithFile(db, interview.applicationId);
      return {
        id: interview.id,
        startsAt: interview.startsAt,
        durationMinutes: interview.durationMinutes,
        cancelled: interview.status === "cancelled",
        candidate: application ? `${application.firstName} ${application.lastName}`.trim() : "",
        opening: application?.position ? (titles.get(application.position) ?? application.position) : null,
        submitted: Boolean(await scorecardOf(db, interview.id, session.staff.id)),
      };
    }),
  );
  return { interviews };
}

export default function InboxInterviews({ loaderData }: Route.ComponentProps) {
  const { t, lang, format } = useInbox();
  const words = t.interviews;
  return (
    <>
      <h1>{words.mine}</h1>
      <p className="muted">{words.mineIntro}</p>
      {loaderData.interviews.length === 0 ? (
        <p className="muted">{words.noneMine}</p>
      ) : (
        <table className="admin-table admin-table--stack">
          <thead>
            <tr>
              <th scope="col">{words.page.candidate}</th>
              <th scope="col">{words.when}</th>
              <th scope="col">{words.page.opening}</th>
              <th scope="col">{words.openScorecard}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.interviews.map((interview) => (
              <tr key={interview.id}>
                <th scope="row">
                  <Link to={`/admin/interviews/${interview.id}`}>{interview.candidate}</Link>
                </th>
                <td data-label={words.when}>
                  {format(words.at, { when: formatWhen(interview.startsAt, lang), minutes: interview.durationMinutes })}
                  {interview.cancelled ? ` · ${words.states.cancelled}` : ""}
                </td>
                <td data-label={words.page.opening}>{interview.opening ?? t.detail.generalApplication}</td>
                <td data-label={words.openScorecard}>
                  {interview.submitted ? words.page.submitted : interview.cancelled ? "—" : words.page.submit}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
