import { lazy, Suspense, type ComponentType } from "react";

/** Every lazy part's loader, so the server can have them all in hand before it renders. */
const loaders: (() => Promise<unknown>)[] = [];
let preloaded: Promise<unknown> | undefined;

/**
 * Loads every lazy part's code once, in the server: each then renders at once, inside the page's
 * HTML, instead of suspending on its first render in this process and arriving as a streamed chunk
 * that only a script could put in place (entry.server awaits it; a resolved promise after the first).
 */
export function preloadLazyParts(): Promise<unknown> {
  return (preloaded ??= Promise.all(loaders.map((load) => load())));
}

/**
 * A part of a page whose code the browser loads apart from the page's (React.lazy, decision 081):
 * an interactive form most visitors never touch. The server renders it whole inside its own
 * Suspense boundary, so the page reads and works as plain HTML; the browser hydrates the rest of
 * the page without waiting for it, and this part once its code has come (React's selective
 * hydration: a boundary still loading keeps the server's HTML, and one the visitor interacts with
 * goes first).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  loaders.push(loadOnce);
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  function LazyPart(props: P) {
    // The server has the code in hand (preloadLazyParts); the browser always goes through the
    // lazy component, so the element it renders never changes type between renders.
    const Component = typeof document === "undefined" && loaded ? loaded : Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
