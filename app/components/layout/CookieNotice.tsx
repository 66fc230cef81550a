import { useEffect, useState, type ComponentType } from "react";
import { storedConsent, subscribeToConsent } from "../../document/consent.ts";
import { COOKIE_NOTICE_DELAY_MS } from "../../document/timing.ts";
import type CookieNoticePanel from "./CookieNoticePanel.tsx";

type Panel = ComponentType<React.ComponentProps<typeof CookieNoticePanel>>;

/**
 * The cookie notice (spec §4): hidden at first, shown 8 s after load only when no `cookie`
 * value is stored. Its code is fetched at that moment, not with the page (issue 18). It is
 * kept in state rather than behind React.lazy: a suspended boundary's reveal waits on a
 * timer, which a test's paused clock would hold. A choice made meanwhile elsewhere (the
 * cookie policy page, another tab) keeps it away.
 */
export function CookieNotice() {
  const [panel, setPanel] = useState<{ Panel: Panel } | null>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (storedConsent() !== null) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      if (storedConsent() !== null) return;
      void import("./CookieNoticePanel.tsx").then((module) => {
        if (cancelled || storedConsent() !== null) return;
        setPanel({ Panel: module.default });
        setVisible(true);
      });
    }, COOKIE_NOTICE_DELAY_MS);
    const unsubscribe = subscribeToConsent(() => {
      if (storedConsent() !== null) setVisible(false);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, []);

  if (!visible || !panel) return null;
  return <panel.Panel onDone={() => setVisible(false)} />;
}
