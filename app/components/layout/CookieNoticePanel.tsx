import { useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { CONSENT_ACCEPTED, CONSENT_REFUSED, storeConsent, type ConsentChoice } from "../../document/consent.ts";
import { useLocalePath, useT } from "../../site/use-site.ts";
import { Icon } from "../ui/Icon.tsx";

/** Where an element stands in the viewport, whatever transform its entrance animation applies now. */
function layoutBox(element: HTMLElement): { top: number; bottom: number; width: number } {
  let top = 0;
  for (let node: HTMLElement | null = element; node; node = node.offsetParent as HTMLElement | null)
    top += node.offsetTop;
  top -= window.scrollY;
  return { top, bottom: top + element.offsetHeight, width: element.offsetWidth };
}

/** Whether one of the page's buttons (a call to action, a form's button) is on screen between these heights. */
function coversAnAction(top: number, bottom: number): boolean {
  return [...document.querySelectorAll<HTMLElement>("main .btn, main button")].some((action) => {
    const box = layoutBox(action);
    return box.width > 0 && box.bottom > top && box.top < bottom && box.top < window.innerHeight;
  });
}

/** Whether the notice, where it is, covers an action that it would not cover at the top. */
function betterAtTop(panel: HTMLElement): boolean {
  // Where it stands, not where its entrance animation has it now (a fixed box's offsets are the viewport's).
  const notice = { top: panel.offsetTop, bottom: panel.offsetTop + panel.offsetHeight, height: panel.offsetHeight };
  if (!coversAnAction(notice.top, notice.bottom)) return false;
  // At the top it keeps the gap it keeps from the bottom (layout.css), under the header.
  const gap = Number.parseFloat(getComputedStyle(panel).bottom);
  const top = (document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0) + gap;
  return !coversAnAction(top, top + notice.height);
}

/**
 * What the cookie notice shows: Accept stores "true" for good; Reject, of equal weight,
 * stores the refusal for good (issue 13); close hides it for this page view only.
 * It sits at the bottom (on a wide screen at the right, over the hero's art), unless there
 * (on a phone, where it spans the screen) it would cover one of the first screen's actions,
 * like the hero's buttons: then it sits at the top, under the header, over words rather
 * than over what a visitor came to press.
 */
export default function CookieNoticePanel({ onDone }: { onDone: () => void }) {
  const t = useT();
  const href = useLocalePath();
  const [before, linkText, after] = t.cookie_policy_check.description;
  const panel = useRef<HTMLElement>(null);
  const [atTop, setAtTop] = useState(false);

  // Measured before the first paint, so the notice never shows over the buttons first.
  useLayoutEffect(() => {
    if (panel.current && betterAtTop(panel.current)) setAtTop(true);
  }, []);

  function choose(choice: ConsentChoice) {
    storeConsent(choice);
    onDone();
  }

  return (
    <section
      ref={panel}
      className={`cookie-notice${atTop ? " cookie-notice--top" : ""}`}
      aria-label={t.cookie_policy_check.region}
    >
      <h2 className="cookie-notice__title">{t.cookie_policy_check.title}</h2>
      <p className="cookie-notice__text">
        {before}
        <Link to={href("/cookie-policy")}>{linkText}</Link>
        {after}
      </p>
      <div className="cookie-notice__actions">
        <button type="button" className="btn btn--light btn--sm" onClick={() => choose(CONSENT_REFUSED)}>
          {t.cookie_policy_check.reject}
        </button>
        <button type="button" className="btn btn--light btn--sm" onClick={() => choose(CONSENT_ACCEPTED)}>
          {t.cookie_policy_check.button}
        </button>
      </div>
      <button type="button" className="icon-button icon-button--light cookie-notice__close" onClick={onDone}>
        <Icon name="close" size={20} />
        <span className="visually-hidden">{t.cookie_policy_check.close}</span>
      </button>
    </section>
  );
}
