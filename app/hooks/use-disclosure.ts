import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * A button that shows and hides a panel (menus of the header). Opens on click;
 * closes on a second click, Escape (focus returns to the button), a click outside,
 * a navigation, and — when `closeOnPointerLeave` — when a mouse pointer leaves the whole
 * widget (spec §2).
 */
export function useDisclosure({ closeOnPointerLeave = false } = {}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // A navigation closes the panel (state adjusted while rendering, not in an effect).
  const { pathname } = useLocation();
  const [renderedAt, setRenderedAt] = useState(pathname);
  if (renderedAt !== pathname) {
    setRenderedAt(pathname);
    setOpen(false);
  }

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !rootRef.current?.contains(next)) close();
    };
    const root = rootRef.current;
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointerDown);
    root?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointerDown);
      root?.removeEventListener("focusout", onFocusOut);
    };
  }, [open, close]);

  return {
    open,
    setOpen,
    close,
    rootProps: {
      ref: rootRef,
      onPointerLeave: closeOnPointerLeave
        ? (event: React.PointerEvent) => {
            if (event.pointerType === "mouse") close();
          }
        : undefined,
    },
    buttonProps: {
      ref: buttonRef,
      type: "button" as const,
      "aria-expanded": open,
      "aria-controls": panelId,
      onClick: () => setOpen((value) => !value),
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
