import { useEffect, useRef, useState } from "react";

/** A list of one stays where it is: a row of one card is only a narrower stack. */
const isRow = (count: number) => count > 1;

/** The class that makes a list of `count` items one sideways row on a phone (` rail`), or nothing. */
export function railClass(count: number): string {
  return isRow(count) ? " rail" : "";
}

/**
 * Around a list of cards that a phone turns into one sideways row (`.rail`, components.css):
 * under it, a dot per card and "2 / 5", so a visitor sees there is more and where they are
 * (issue 37). The next card peeks in as well; wider screens show the grid and no cue.
 */
export function Rail({ count, children }: { count: number; children: React.ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const list = frame.current?.querySelector<HTMLElement>(".rail");
    if (!list) return;
    const follow = () => {
      const [first, second] = [...list.children] as HTMLElement[];
      if (!first || !second) return;
      // At the end of the row the last card is in view even if it cannot reach the start.
      const atEnd = list.scrollLeft >= list.scrollWidth - list.clientWidth - 2;
      const step = second.offsetLeft - first.offsetLeft;
      setCurrent(atEnd ? count - 1 : Math.min(count - 1, Math.round(list.scrollLeft / step)));
    };
    list.addEventListener("scroll", follow, { passive: true });
    return () => list.removeEventListener("scroll", follow);
  }, [count]);

  return (
    <div ref={frame} className="rail-frame">
      {children}
      {isRow(count) ? (
        // The cards themselves are the list a screen reader reads; the cue is for the eye.
        <p className="rail-cue" aria-hidden="true">
          <span className="rail-cue__dots">
            {Array.from({ length: count }, (_, index) => (
              <span key={index} className="rail-cue__dot" data-current={index === current || undefined} />
            ))}
          </span>
          <span className="rail-cue__count">
            {current + 1} / {count}
          </span>
        </p>
      ) : null}
    </div>
  );
}
