/** Timing constants of the specification (§4, §9), in milliseconds unless noted. */

/** The root view hides the loader after this long. */
export const LOADER_VISIBLE_MS = 1000;
/** The loader's animation first starts after this delay… */
export const LOADER_FIRST_START_MS = 500;
/** …then runs cycles of this length… */
export const LOADER_CYCLE_MS = 1500;
/** …separated by this pause. */
export const LOADER_PAUSE_MS = 500;

/** The cookie notice appears this long after load when no consent is stored. */
export const COOKIE_NOTICE_DELAY_MS = 8000;

/** Toasts close by themselves after this long (the toast library's own default is 5000). */
export const TOAST_AUTO_CLOSE_MS = 3000;

/** Scroll reveal of page sections (the spec's animation library defaults). */
export const REVEAL = { offset: 120, duration: 400, throttleMs: 99, debounceMs: 50 } as const;
