import { type RefObject, useEffect, useRef } from "react";
import { dataIsNewerThanPage } from "../../document/newer-data.ts";

/**
 * Markup drawn by a loader, kept fresh: React keeps the server's DOM as it hydrates and never
 * compares markup, so when the page's data turned out newer than its HTML (content published in
 * between, newer-data.ts) the hydrated markup is an older render's, and is set anew once.
 */
export function useFreshMarkup(html: string): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null);
  const hydratedWith = useRef(html);
  useEffect(() => {
    if (ref.current && dataIsNewerThanPage()) ref.current.innerHTML = hydratedWith.current;
  }, []);
  return ref;
}

/**
 * A part of a page that is only read, drawn to HTML by its route's loader (decision 062): the
 * browser keeps the server's markup as it hydrates and sets the same markup after a navigation,
 * without ever loading the components that drew it. Its box takes no part in the layout.
 */
export function StaticMarkup({ html }: { html: string }) {
  const ref = useFreshMarkup(html);
  return html ? <div ref={ref} className="static-markup" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
