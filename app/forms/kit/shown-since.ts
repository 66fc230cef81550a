import { useEffect, useRef, useState, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * When the visitor first saw this form, for its fill time (the anti-spam rule: a form sent faster
 * than a person fills it). A form drawn in the server's HTML was on screen since the page
 * started loading, before React took it over; one opened later (a dialog) since it mounted.
 * React renders with the server snapshot while it hydrates the server's HTML, and only then.
 */
export function useShownSince(): { readonly current: number } {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [fromServer] = useState(hydrating);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = fromServer ? performance.timeOrigin : Date.now();
  }, [fromServer]);
  return shownAt;
}
