import { useId } from "react";
import { useInbox } from "../i18n/index.ts";

/** A conversation form's Save: it waits, and says so, while a file of the message is still uploading. */
export function SaveButton({ label, busy }: { label: string; busy: boolean }) {
  const { t } = useInbox();
  const hint = useId();
  return (
    <div className="save-button">
      <button type="submit" className="btn btn--dark" disabled={busy} aria-describedby={busy ? hint : undefined}>
        {label}
      </button>
      {busy ? (
        <span className="field__hint" id={hint} role="status">
          {t.files.busy}
        </span>
      ) : null}
    </div>
  );
}
