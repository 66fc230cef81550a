import { lazy, Suspense, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useT } from "../../site/use-site.ts";
import { Icon } from "../ui/Icon.tsx";

/**
 * The phone menu's toggle. The panel's code (its sections, links and language switch) loads
 * on the first intent to open it, a touch, pointer or focus on the toggle, not with the page
 * (issue 18): most visits never open it, and without JavaScript it could not open anyway.
 */
const loadPanel = () => import("./MobileMenuPanel.tsx");
const MobileMenuPanel = lazy(loadPanel);

export function MobileMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  // The panel stays once it has been opened, so it opens again at once.
  const [wanted, setWanted] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const { pathname } = useLocation();

  // A navigation closes the menu (state adjusted during render, not in an effect).
  const [openedAt, setOpenedAt] = useState(pathname);
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }

  const preload = () => void loadPanel();
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={wanted ? dialogId : undefined}
        aria-haspopup="dialog"
        onPointerDown={preload}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Icon name="menu" size={24} />
        <span className="visually-hidden">{t.nav.openMenu}</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel id={dialogId} open={open} onClose={() => setOpen(false)} toggle={toggleRef} />
        </Suspense>
      ) : null}
    </>
  );
}
