import { useEffect, useId, useRef } from "react";
import { useT } from "../../site/use-site.ts";
import { Icon } from "../../components/ui/Icon.tsx";
import { QuoteForm } from "./QuoteForm.tsx";
import { ToastOutlet } from "../../components/toast/toast.tsx";

/** The get-in-touch dialog: a native modal <dialog>, so the page behind is inert and Escape closes it. */
export default function QuoteDialogPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog ref={ref} className="quote-dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="quote-dialog__header">
        <h2 id={titleId} className="quote-dialog__title">
          {t.quote.title}
        </h2>
        <button type="button" className="icon-button" onClick={() => ref.current?.close()}>
          <Icon name="close" size={22} />
          <span className="visually-hidden">{t.quote.close}</span>
        </button>
      </div>
      <p className="quote-dialog__intro">{t.quote.intro}</p>
      <QuoteForm onSent={() => ref.current?.close()} />
      {/* The page behind a modal dialog is inert: its toasts show here meanwhile. */}
      <ToastOutlet closeLabel={t.forms.toast.close} />
    </dialog>
  );
}
