import { type MouseEvent, type SyntheticEvent, useState } from "react";
import { PrefetchPageLinks, useNavigate } from "react-router";
import { useFreshMarkup } from "./StaticMarkup.tsx";

/** The site's own page an event inside the markup points at, as a path; null for anything else. */
function ownPage(target: EventTarget): string | null {
  const anchor = target instanceof Element ? target.closest<HTMLAnchorElement>("a[href]") : null;
  if (!anchor || anchor.origin !== location.origin || anchor.target || anchor.hasAttribute("download")) return null;
  return anchor.pathname + anchor.search + anchor.hash;
}

/**
 * Markup drawn by a route's loader, as StaticMarkup places it (decision 062), whose links lead
 * to the site's own pages (lists of cards, decision 064). They behave as `<Link prefetch="intent">`
 * would: a plain click navigates in the page, and pointing at one (hover, focus, touch) fetches
 * that page's code and data first. A click with a modifier, or on a link to elsewhere, is the
 * browser's. The components that drew the markup never reach the browser.
 */
export function MarkupWithLinks({ html }: { html: string }) {
  const navigate = useNavigate();
  const [intent, setIntent] = useState<string | null>(null);
  const ref = useFreshMarkup(html);
  if (!html) return null;
  const follow = (event: MouseEvent) => {
    const page = ownPage(event.target);
    if (!page || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(page);
  };
  const prefetch = (event: SyntheticEvent) => setIntent(ownPage(event.target) ?? intent);
  return (
    <>
      <div
        ref={ref}
        className="static-markup"
        onClick={follow}
        onMouseOver={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {intent ? <PrefetchPageLinks page={intent} /> : null}
    </>
  );
}
