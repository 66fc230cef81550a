import { useRef, useState } from "react";

/**
 * A passage of a case study's story, told in full on a wide screen. A phone with JavaScript shows
 * its first paragraph and "Read on" for the rest (case-study.css), so the case's flow, screens and
 * results come within a few screens (issue 37.2); without JavaScript, or once asked, all of it
 * shows. Whether there is a rest is the stylesheet's to say (`:has`), so a passage of one
 * paragraph never offers a button that reveals nothing.
 */
export function FoldedText({ html, readOn, about }: { html: string; readOn: string; about: string }) {
  const [whole, setWhole] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  return (
    <div className="folded-text" data-folded={whole ? undefined : true}>
      <div ref={body} className="folded-text__body" dangerouslySetInnerHTML={{ __html: html }} />
      {whole ? null : (
        <button
          type="button"
          className="folded-text__more"
          // Two passages fold on the page: a screen reader hears which one goes on.
          aria-label={`${readOn}: ${about}`}
          onClick={() => {
            setWhole(true);
            // The reader goes on where the passage went on: its second paragraph.
            requestAnimationFrame(() => {
              const next = body.current?.children[1];
              if (next instanceof HTMLElement) {
                next.tabIndex = -1;
                next.focus();
              }
            });
          }}
        >
          {readOn}
        </button>
      )}
    </div>
  );
}
