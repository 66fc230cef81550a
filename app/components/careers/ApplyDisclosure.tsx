import { useRef, useState } from "react";

/**
 * The general application on a phone: one button until the visitor asks for the form, so the
 * page stays short for those who came to read the openings (issue 37). Wider screens, and
 * phones without JavaScript, show the form at once (careers.css).
 */
export function ApplyDisclosure({ label, children }: { label: string; children: React.ReactNode }) {
  const [shown, setShown] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  return (
    <>
      {shown ? null : (
        <button
          type="button"
          className="btn btn--primary btn--lg apply-disclosure__open"
          aria-expanded="false"
          aria-controls="apply-form"
          onClick={() => {
            setShown(true);
            // The visitor asked for the form: they land in its first field.
            requestAnimationFrame(() => card.current?.querySelector<HTMLElement>("input, select, textarea")?.focus());
          }}
        >
          {label}
        </button>
      )}
      <div ref={card} id="apply-form" className="apply-card" data-shown={shown}>
        {children}
      </div>
    </>
  );
}
