import { useEffect } from "react";
import { useLocation } from "react-router";
import { REVEAL } from "./timing.ts";

/**
 * Sections marked `data-reveal` fade in as they scroll into view, with the spec's
 * constants (offset 120 px, 400 ms, scroll throttled to 99 ms, resize debounced by 50 ms; the
 * duration is `--reveal-duration` in tokens.css, set on the root by no script, which would make
 * the browser restyle the whole page).
 * Content is visible in the server HTML; only sections still below the fold when the
 * script starts are hidden until reached, so nothing flickers and crawlers, visitors
 * without JavaScript and visitors who prefer reduced motion see everything at once.
 * The hero (`data-reveal="hero"`) is animated by CSS alone as the loader lifts: the spec's
 * other set of constants (start delay 1000 ms, offset 0) is the loader's second.
 */
export function ScrollReveal() {
  const { pathname } = useLocation();

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const limit = () => window.innerHeight - REVEAL.offset;
    /**
     * Reveals the sections that have come within reach and returns those still below. Every
     * position is read before any class changes: one layout for all of them, where reading after
     * each change would lay the page out again per section (this first runs in the task that
     * hydrates the page).
     */
    const revealReached = (sections: HTMLElement[]): HTMLElement[] => {
      const tops = sections.map((element) => element.getBoundingClientRect().top);
      const reach = limit();
      return sections.filter((element, index) => {
        if (tops[index]! >= reach) return true;
        element.classList.add("is-revealed");
        element.classList.remove("is-pending");
        return false;
      });
    };

    const sections = document.querySelectorAll<HTMLElement>("[data-reveal]:not([data-reveal=hero])");
    let pending = revealReached([...sections].filter((element) => !element.classList.contains("is-revealed")));
    for (const element of pending) element.classList.add("is-pending");
    if (pending.length === 0) return;

    const check = () => {
      pending = revealReached(pending);
      if (pending.length === 0) detach();
    };

    let lastRun = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const now = performance.now();
      clearTimeout(trailing);
      if (now - lastRun >= REVEAL.throttleMs) {
        lastRun = now;
        check();
      } else {
        trailing = setTimeout(onScroll, REVEAL.throttleMs - (now - lastRun));
      }
    };
    let debounce: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(debounce);
      debounce = setTimeout(check, REVEAL.debounceMs);
    };
    const detach = () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onResize);
      clearTimeout(trailing);
      clearTimeout(debounce);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onResize);
    return () => {
      detach();
      for (const element of pending) element.classList.remove("is-pending");
    };
  }, [pathname]);

  return null;
}
