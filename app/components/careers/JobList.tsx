import { useRef, useState } from "react";

/** How many openings a phone lists before "Show all" (issue 37: the page within four screens' reach). */
const FIRST_ON_A_PHONE = 4;

/**
 * The openings. A phone with JavaScript lists the first four and a button for the rest
 * (careers.css); wider screens, and phones without JavaScript, list them all.
 */
export function JobList({ count, showAll, children }: { count: number; showAll: string; children: React.ReactNode }) {
  const [all, setAll] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const folded = count > FIRST_ON_A_PHONE && !all;
  return (
    <>
      <ul ref={list} className="job-list plain-list" data-folded={folded || undefined}>
        {children}
      </ul>
      {folded ? (
        <button
          type="button"
          className="btn btn--secondary job-list__more"
          onClick={() => {
            setAll(true);
            // The visitor goes on reading where the list went on: the first opening it had left out.
            requestAnimationFrame(() =>
              list.current?.children[FIRST_ON_A_PHONE]?.querySelector<HTMLElement>("a")?.focus(),
            );
          }}
        >
          {showAll}
        </button>
      ) : null}
    </>
  );
}
