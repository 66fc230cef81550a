import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { navDirectLinks, navGroups, type NavGroup } from "../../routing/navigation.ts";
import { useT } from "../../site/use-site.ts";
import { Icon } from "../ui/Icon.tsx";
import { NavItemLink } from "./NavItemLink.tsx";
import { LanguageMenu } from "./LanguageMenu.tsx";
import { QuoteButton } from "./QuoteDialog.tsx";

/**
 * The phone menu: a modal panel (native <dialog>, so focus stays inside and the page
 * behind is inert) with collapsible sections for services, industries and company.
 */
export function MobileMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const { pathname } = useLocation();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // A navigation closes the menu (state adjusted during render, not in an effect).
  const [openedAt, setOpenedAt] = useState(pathname);
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={dialogId}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" size={24} />
        <span className="visually-hidden">{t.nav.openMenu}</span>
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        className="mobile-menu"
        aria-label={t.nav.mobileMenu}
        onClose={() => setOpen(false)}
      >
        <div className="mobile-menu__top">
          <LanguageMenu variant="mobile" />
          <button type="button" className="icon-button" onClick={() => setOpen(false)}>
            <Icon name="close" size={24} />
            <span className="visually-hidden">{t.nav.closeMenu}</span>
          </button>
        </div>
        <nav aria-label={t.nav.label} className="mobile-menu__nav">
          <ul className="mobile-menu__list">
            <li>
              <NavItemLink link={{ label: "home", href: "/" }} className="mobile-menu__link" />
            </li>
            {navGroups.map((group) => (
              <li key={group.id}>
                <MobileSection group={group} />
              </li>
            ))}
            {navDirectLinks.map((link) => (
              <li key={link.href}>
                <NavItemLink link={link} className="mobile-menu__link" />
              </li>
            ))}
          </ul>
        </nav>
        <QuoteButton
          className="btn btn--primary btn--block"
          onOpen={() => {
            // The menu closes; focus returns to its toggle when the dialog closes.
            setOpen(false);
            return toggleRef.current;
          }}
        />
      </dialog>
    </>
  );
}

function MobileSection({ group }: { group: NavGroup }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        className="mobile-menu__section"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((value) => !value)}
      >
        {t.nav[group.label]}
        <Icon name="chevronDown" size={20} className="mobile-menu__chevron" />
      </button>
      <ul id={panelId} className="mobile-menu__sublist" hidden={!expanded}>
        {group.links.map((link) => (
          <li key={link.href}>
            <NavItemLink link={link} className="mobile-menu__sublink" />
          </li>
        ))}
      </ul>
    </>
  );
}
