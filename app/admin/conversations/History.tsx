import type { Status } from "../../../shared/inbox.ts";
import type { Recommendation } from "../../../shared/interviews.ts";
import { formatFileSize } from "../../../shared/i18n/file-size.ts";
import { formatDay, formatWhen } from "../fields.ts";
import { useInbox } from "../i18n/index.ts";

/** One thing that happened to a quote request or an application, as its page shows it. */
export type HistoryItem =
  | { kind: "moved"; id: string; at: string; by: string; from: string | null; to: string | null }
  | { kind: "note"; id: string; at: string; by: string; note: string }
  | {
      kind: "reply";
      id: string;
      at: string;
      by: string;
      /** Kept from before conversations had one subject. */
      subject: string | null;
      body: string;
      /** The e-mail's delivery: pending, sent, failed, cancelled. */
      delivery: string | null;
      /** The reply template it started from, as the reader names it; null when none. */
      template: string | null;
      files: HistoryFile[];
    }
  | { kind: "assigned"; id: string; at: string; by: string; assignee: string | null }
  /** A follow-up set (`on`, with its `time` if any) or cleared (`on` null). */
  | { kind: "due"; id: string; at: string; by: string; on: string | null; time: string | null }
  | {
      /** An interview proposed, changed or cancelled, as it then stood, and its invitation's delivery. */
      kind: "interview";
      id: string;
      at: string;
      by: string;
      change: "proposed" | "changed" | "cancelled";
      startsAt: string;
      place: string;
      delivery: string | null;
    }
  | { kind: "scorecard"; id: string; at: string; by: string; recommendation: Recommendation }
  | {
      kind: "incoming";
      id: string;
      at: string;
      from: string;
      subject: string;
      body: string;
      tooLarge: boolean;
      files: HistoryFile[];
    };

/** A file of a message, either way: kept (its upload, to download), or refused when it arrived. */
interface HistoryFile {
  uploadId: string | null;
  name: string;
  size: number;
  problem: string | null;
}

/**
 * The history of an entry, oldest first: how it arrived, moves, notes, changes of owner
 * and of follow-up, messages to the sender and the sender's replies with their files.
 */
export function History(props: {
  items: HistoryItem[];
  receivedAt: string;
  /** "Request received", "Application received". */
  receivedLabel: string;
  /** "Message to the sender", "Message to the applicant". */
  sentLabel: string;
  /** "Moved from {from} to {to}" in the list's words. */
  movedLabel: string;
}) {
  const { t, lang, format } = useInbox();
  const c = t.conversation;
  const statusName = (value: string | null) => (value ? (t.statuses[value as Status] ?? value) : "");
  return (
    <ol className="plain-list admin-history">
      <li>
        <span className="muted">{formatWhen(props.receivedAt, lang)}</span> {props.receivedLabel}
      </li>
      {props.items.map((item) => (
        <li key={item.id} className={item.kind === "incoming" ? "admin-history__incoming" : undefined}>
          <span className="muted">
            {formatWhen(item.at, lang)}
            {item.kind === "incoming" ? "" : ` · ${item.by}`}
          </span>
          {item.kind === "moved" ? (
            <div>{format(props.movedLabel, { from: statusName(item.from), to: statusName(item.to) })}</div>
          ) : item.kind === "note" ? (
            <div>
              <strong>{c.noted}:</strong> <span className="admin-history__text">{item.note}</span>
            </div>
          ) : item.kind === "assigned" ? (
            <div>
              {item.assignee
                ? format(c.givenTo, { name: item.assignee, by: item.by })
                : format(c.givenToNobody, { by: item.by })}
            </div>
          ) : item.kind === "interview" ? (
            <div>
              {format(t.interviews.history[item.change], {
                when: formatWhen(item.startsAt, lang),
                where: item.place,
              })}
              {item.delivery ? (
                <div className="muted">
                  {t.interviews.history.invitation}: {t.detail.delivery[item.delivery as "sent"] ?? item.delivery}
                </div>
              ) : null}
            </div>
          ) : item.kind === "scorecard" ? (
            <div>
              {format(t.interviews.history.scorecard, {
                recommendation: t.interviews.recommendations[item.recommendation],
              })}
            </div>
          ) : item.kind === "due" ? (
            <div>
              {item.on
                ? format(t.followUp.historySet, { when: formatDay(item.on, lang, item.time) })
                : t.followUp.historyCleared}
            </div>
          ) : item.kind === "reply" ? (
            <div>
              <strong>{props.sentLabel}</strong>
              {item.delivery ? ` (${t.detail.delivery[item.delivery as "sent"] ?? item.delivery})` : ""}
              {item.subject ? `: ${item.subject}` : ""}
              {item.template ? <div className="muted">{format(c.fromTemplate, { name: item.template })}</div> : null}
              <details>
                <summary>{c.message}</summary>
                <p className="admin-history__text">{item.body}</p>
              </details>
              <Files files={item.files} />
            </div>
          ) : (
            <div>
              <strong>{format(c.replied, { from: item.from })}</strong>
              {item.subject ? <div className="muted">{item.subject}</div> : null}
              {item.tooLarge ? <p>{c.tooLarge}</p> : <p className="admin-history__text">{item.body}</p>}
              <Files files={item.files} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The files of a message, sent or received alike: each a download, or why it was not kept. */
function Files({ files }: { files: HistoryFile[] }) {
  const { t, lang, format } = useInbox();
  const c = t.conversation;
  if (files.length === 0) return null;
  return (
    <div className="admin-history__files">
      <strong>{c.files}:</strong>
      <ul className="plain-list">
        {files.map((file) => (
          <li key={`${file.name}-${file.uploadId ?? "refused"}`}>
            {file.uploadId ? (
              <a href={`/admin/files/${file.uploadId}`} download>
                {file.name} ({formatFileSize(file.size, lang)})
              </a>
            ) : (
              format(c.refused, {
                name: file.name,
                reason: c.refusedReasons[file.problem === "tooLarge" ? "tooLarge" : "type"],
              })
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
