import { useEffect, useState } from "react";
import { storedConsent, subscribeToConsent } from "../../document/consent.ts";
import { COOKIE_NOTICE_DELAY_MS } from "../../document/timing.ts";
import type CookieNoticePanel from "./CookieNoticePanel.tsx";

/**
 * The cookie notice (spec §4): hidden at first, shown 8 s after load only when no `cookie`
 * value is stored. Its code is fetched at that moment, not with the page (issue 18), and the
 * panel shows while it is held in state. State rather than React.lazy: a suspended
 * boundary's reveal waits on a timer, which a test's paused clock would hold. A choice made
 * meanwhile elsewhere (the cookie policy page, another tab) keeps it away.
 */
export function CookieNotice() {
  const [Panel, setPanel] = useState<typeof CookieNoticePanel | null>(null);

  useEffect(() => {
    if (storedConsent() !== null) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void import("./CookieNoticePanel.tsx").then((module) => {
        if (!cancelled && storedConsent() === null) setPanel(() => module.default);
      });
    }, COOKIE_NOTICE_DELAY_MS);
    const unsubscribe = subscribeToConsent(() => {
      if (storedConsent() !== null) setPanel(null);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, []);

  return Panel ? <Panel onDone={() => setPanel(null)} /> : null;
}
