import { useEffect } from "react";
import { useLocation } from "react-router";
import { REVEAL } from "./timing.ts";

/**
 * Sections marked `data-reveal` fade in as they scroll into view, with the spec's
 * constants (offset 120 px, 400 ms, scroll throttled to 99 ms, resize debounced by 50 ms).
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
    const root = document.documentElement;
    root.style.setProperty("--reveal-duration", `${REVEAL.duration}ms`);
    const pending = new Set<HTMLElement>();
    const limit = () => window.innerHeight - REVEAL.offset;

    for (const element of document.querySelectorAll<HTMLElement>("[data-reveal]:not([data-reveal=hero])")) {
      if (element.classList.contains("is-revealed")) continue;
      if (element.getBoundingClientRect().top < limit()) element.classList.add("is-revealed");
      else {
        element.classList.add("is-pending");
        pending.add(element);
      }
    }
    if (pending.size === 0) return;

    const check = () => {
      for (const element of pending) {
        if (element.getBoundingClientRect().top < limit()) {
          element.classList.add("is-revealed");
          element.classList.remove("is-pending");
          pending.delete(element);
        }
      }
      if (pending.size === 0) detach();
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
