import { formatWhen } from "../fields.ts";
import { useInbox } from "../i18n/index.ts";

export interface MailboxStateView {
  readAt: string | null;
  triedAt: string;
  error: string | null;
  reason?: "unreachable" | "signIn" | "mailbox" | "other";
}

/** Whether replies are being read from the mailbox: when last, or since when it fails and why. */
export function MailboxState({ status }: { status: MailboxStateView | null }) {
  const { t, lang, format } = useInbox();
  const m = t.mailbox;
  const failing = status?.error ?? null;
  return (
    <section aria-labelledby="mailbox-title">
      <h2 id="mailbox-title">{m.title}</h2>
      {!status ? (
        <p className="muted">{m.never}</p>
      ) : failing ? (
        <div className="admin-message admin-message--error" role="alert">
          <p>
            {format(m.failed, {
              when: formatWhen(status.readAt ?? status.triedAt, lang),
              reason: m.reasons[status.reason ?? "other"],
            })}
          </p>
          <p className="muted">{format(m.detail, { error: failing })}</p>
        </div>
      ) : (
        <p className="muted">{format(m.read, { when: formatWhen(status.readAt, lang) })}</p>
      )}
    </section>
  );
}
