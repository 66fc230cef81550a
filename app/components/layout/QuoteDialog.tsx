import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState } from "react";
import { useT } from "../../site/use-site.ts";

/**
 * The get-in-touch dialog (spec §2, §4) is opened by every "Get a quote" button.
 * Its code loads on first intent (pointer over or focus on a button), not with the page.
 */
const loadPanel = () => import("../../forms/contact/QuoteDialogPanel.tsx");
const QuoteDialogPanel = lazy(loadPanel);

interface QuoteApi {
  open: (opener: HTMLElement | null) => void;
}

const QuoteContext = createContext<QuoteApi | null>(null);

export function QuoteProvider({ children }: { children: React.ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);

  const api = useMemo<QuoteApi>(
    () => ({
      open(opener) {
        openerRef.current = opener;
        setOpen(true);
      },
    }),
    [],
  );

  const close = useCallback(() => {
    setOpen(false);
    // Focus goes back to the button that opened the dialog.
    requestAnimationFrame(() => openerRef.current?.focus());
  }, []);

  return (
    <QuoteContext value={api}>
      {children}
      {isOpen ? (
        <Suspense fallback={null}>
          <QuoteDialogPanel onClose={close} />
        </Suspense>
      ) : null}
    </QuoteContext>
  );
}

function useQuote(): QuoteApi {
  const api = useContext(QuoteContext);
  if (!api) throw new Error("useQuote() must be used inside <QuoteProvider>");
  return api;
}

export function QuoteButton({
  className = "btn btn--primary",
  label,
  onOpen,
}: {
  className?: string;
  label?: string;
  /** Runs before the dialog opens; may name the element that gets focus back when it closes. */
  onOpen?: () => HTMLElement | null | void;
}) {
  const t = useT();
  const quote = useQuote();
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
      onClick={(event) => {
        const opener = event.currentTarget;
        quote.open(onOpen?.() ?? opener);
      }}
    >
      {label ?? t.common.getQuote}
    </button>
  );
}
