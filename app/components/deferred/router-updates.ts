import { startTransition } from "react";

/** What is used here of React Router's data router (HydratedRouter puts it on the window). */
interface DataRouter {
  state: object;
  subscribe(subscriber: (state: object, options: unknown) => void): () => void;
}

/** The deferred parts of the page, as router updates must treat them. */
export interface WaitingParts {
  /** Asks for the code of every part that has not asked for it yet. */
  want(): void;
  /** Whether a part on the page is still the server's HTML, its code not taken over. */
  anyDehydrated(): boolean;
}

const held = new WeakSet<DataRouter>();

/**
 * Keeps router updates from dropping deferred parts (decision 032). React replaces the server's
 * HTML of a part still waiting for its code by its empty fallback when an urgent update reaches
 * it, and every router update does (a hash link, the skip link, back and forward): the router's
 * contexts sit above the whole page, and HydratedRouter sets its location outside a transition.
 * Here every subscriber of the router is called in a transition, which React holds until the
 * parts have hydrated instead; an update that changes the router's state first asks for every
 * part's code, so it commits soon, with what the visitor typed. Updates that change nothing (the
 * router learning the routes of the page's links) ask for nothing: no part's code comes with the
 * page itself (decision 029). Call before the router's own subscribers subscribe (their layout
 * effects run after their children's).
 */
export function holdRouterUpdatesFor(parts: WaitingParts): void {
  const router = (window as { __reactRouterDataRouter?: DataRouter }).__reactRouterDataRouter;
  if (!router || held.has(router)) return;
  held.add(router);
  const subscribe = router.subscribe.bind(router);
  let previous = router.state as Record<string, unknown>;
  subscribe((state) => {
    const next = state as Record<string, unknown>;
    if (Object.keys(next).some((key) => next[key] !== previous[key])) parts.want();
    previous = next;
  });
  const deliver = inOrderAfterPopstate(parts);
  router.subscribe = (subscriber) =>
    subscribe((state, options) => deliver(() => startTransition(() => subscriber(state, options))));
}

/**
 * React renders a transition begun in a popstate event at once, as urgently as a click (so a
 * browser can restore the scroll position), which drops a dehydrated part all the same; while
 * one is on the page such updates are delivered right after the event, and every later one
 * behind them, in order. React Router restores scroll positions itself.
 */
function inOrderAfterPopstate(parts: WaitingParts) {
  let queue: (() => void)[] | null = null;
  return (update: () => void) => {
    if (queue) queue.push(update);
    else if (window.event?.type === "popstate" && parts.anyDehydrated()) {
      const pending = (queue = [update]);
      setTimeout(() => {
        queue = null;
        for (const next of pending) next();
      });
    } else update();
  };
}
