import { startTransition } from "react";

/** What is used here of React Router's data router (HydratedRouter puts it on the window). */
interface DataRouter {
  state: Record<string, unknown>;
  subscribe(subscriber: (state: Record<string, unknown>, options: unknown) => void): () => void;
}

let held: DataRouter | undefined;

/**
 * Keeps router updates from dropping deferred parts (decision 032). React replaces the server's
 * HTML of a part still waiting for its code by its empty fallback when an urgent update reaches
 * it, and every router update does (a hash link, the skip link, back and forward): the router's
 * contexts sit above the whole page, and HydratedRouter sets its location outside a transition.
 * Here every subscriber of the router is called in a transition, which React holds until the
 * parts have hydrated instead; an update that changes the router's state first asks for the
 * parts' code (`want`), so it commits soon, with what the visitor typed. Updates that change
 * nothing (the router learning the routes of the page's links) ask for nothing: no part's code
 * comes with the page itself (decision 029).
 *
 * React also renders a transition begun in a popstate event at once, as urgently as a click
 * (for the browser's scroll restoration; React Router restores scroll itself): while a part is
 * still server HTML (`dehydrated`), such updates are delivered right after the event, and every
 * later one behind them, in order.
 *
 * Call before the router's own subscribers subscribe (their layout effects run after their
 * children's).
 */
export function holdRouterUpdates(want: () => void, dehydrated: () => boolean): void {
  const router = (window as { __reactRouterDataRouter?: DataRouter }).__reactRouterDataRouter;
  if (!router || router === held) return;
  held = router;
  const subscribe = router.subscribe.bind(router);
  let previous = router.state;
  subscribe((state) => {
    if (Object.keys(state).some((key) => state[key] !== previous[key])) want();
    previous = state;
  });
  let queue: (() => void)[] | undefined;
  router.subscribe = (subscriber) =>
    subscribe((state, options) => {
      const update = () => startTransition(() => subscriber(state, options));
      if (queue) queue.push(update);
      else if (window.event?.type === "popstate" && dehydrated()) {
        const pending = (queue = [update]);
        setTimeout(() => {
          queue = undefined;
          for (const next of pending) next();
        });
      } else update();
    });
}
