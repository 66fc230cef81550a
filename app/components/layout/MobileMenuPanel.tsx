import { useEffect, useId, useRef, useState } from "react";
import { navDirectLinks, navGroups, type NavGroup } from "../../routing/navigation.ts";
import { useSite, type FeaturedCase } from "../../site/use-site.ts";
import { Icon } from "../ui/Icon.tsx";
import { NavItemLink } from "./NavItemLink.tsx";
import FeaturedCasePanel from "./FeaturedCasePanel.tsx";
import { LanguageMenu } from "./LanguageMenu.tsx";
import { QuoteButton } from "./QuoteDialog.tsx";

/**
 * The phone menu's panel: a modal <dialog> (focus stays inside, the page behind is inert)
 * with collapsible sections for services, industries and company. Loaded with the first
 * intent to open it (MobileMenu); once there, it stays and opens and closes with `open`.
 */
export default function MobileMenuPanel({
  id,
  open,
  onClose,
  toggle,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The menu's toggle: focus goes back to it when the quote dialog opened from here closes. */
  toggle: React.RefObject<HTMLButtonElement | null>;
}) {
  const { t, menus } = useSite();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={dialogRef} id={id} className="mobile-menu" aria-label={t.nav.mobileMenu} onClose={onClose}>
      <div className="mobile-menu__top">
        <LanguageMenu variant="mobile" />
        <button type="button" className="icon-button" onClick={onClose}>
          <Icon name="close" size={24} />
          <span className="visually-hidden">{t.nav.closeMenu}</span>
        </button>
      </div>
      <nav aria-label={t.nav.label} className="mobile-menu__nav">
        <ul className="mobile-menu__list">
          <li>
            <NavItemLink link={{ label: t.nav.home, href: "/" }} className="mobile-menu__link" />
          </li>
          {navGroups(t.nav, menus).map((group) => (
            <li key={group.id}>
              <MobileSection group={group} featured={group.featuresCase ? menus.featured : null} />
            </li>
          ))}
          {navDirectLinks(t.nav).map((link) => (
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
          onClose();
          return toggle.current;
        }}
      />
    </dialog>
  );
}

function MobileSection({ group, featured }: { group: NavGroup; featured: FeaturedCase | null }) {
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
        {group.label}
        <Icon name="chevronDown" size={20} className="mobile-menu__chevron" />
      </button>
      <div id={panelId} className="mobile-menu__subpanel" hidden={!expanded}>
        <ul className="mobile-menu__sublist">
          {group.links.map((link) => (
            <li key={link.href}>
              <NavItemLink link={link} className="mobile-menu__sublink" />
            </li>
          ))}
        </ul>
        {featured ? <FeaturedCasePanel item={featured} /> : null}
      </div>
    </>
  );
}
