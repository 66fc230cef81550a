import { lazy, Suspense, useEffect, useState } from "react";
import { useDisclosure } from "../../hooks/use-disclosure.ts";
import type { FeaturedCase } from "../../site/use-site.ts";
import { navDirectLinks, navGroups, type NavGroup } from "../../routing/navigation.ts";
import { useSite } from "../../site/use-site.ts";
import { Icon } from "../ui/Icon.tsx";
import { LanguageMenu } from "./LanguageMenu.tsx";
import { Logo } from "./Logo.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { NavItemLink } from "./NavItemLink.tsx";
import { QuoteButton } from "./QuoteDialog.tsx";

/** The menus' featured case comes with the first intent to open a menu that shows it. */
const loadFeaturedCase = () => import("./FeaturedCasePanel.tsx");
const FeaturedCasePanel = lazy(loadFeaturedCase);
const preloadFeaturedCase = () => void loadFeaturedCase();

export function Header() {
  const { t, menus } = useSite();
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <header className={`site-header${scrolled ? " site-header--scrolled" : ""}`}>
      <div className="container site-header__bar">
        <Logo />
        <nav className="site-nav" aria-label={t.nav.label}>
          <ul className="site-nav__list">
            {navGroups(t.nav, menus).map((group) => (
              <li key={group.id}>
                <NavDropdown group={group} featured={group.featuresCase ? menus.featured : null} />
              </li>
            ))}
            {navDirectLinks(t.nav).map((link) => (
              <li key={link.href}>
                <NavItemLink link={link} className="site-nav__link" />
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <LanguageMenu />
          <QuoteButton className="btn btn--primary btn--sm site-header__quote" />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

/**
 * A menu of the header. The featured case's card is drawn only while the menu is open: the
 * panels are in every page's HTML, the card need not be (its data comes with the root's, its
 * code when a pointer, a touch or the keyboard first reaches the menu).
 */
function NavDropdown({ group, featured }: { group: NavGroup; featured: FeaturedCase | null }) {
  const menu = useDisclosure({ closeOnPointerLeave: true });
  return (
    <div className="nav-dropdown" {...menu.rootProps}>
      <button
        className="site-nav__link nav-dropdown__button"
        {...menu.buttonProps}
        onPointerEnter={featured ? preloadFeaturedCase : undefined}
        onPointerDown={featured ? preloadFeaturedCase : undefined}
        onFocus={featured ? preloadFeaturedCase : undefined}
      >
        {group.label}
        <Icon name="chevronDown" size={16} className="nav-dropdown__chevron" />
      </button>
      <div className="nav-dropdown__panel" {...menu.panelProps}>
        <ul className="nav-dropdown__list">
          {group.links.map((link) => (
            <li key={link.href}>
              <NavItemLink link={link} className="nav-dropdown__link" />
            </li>
          ))}
        </ul>
        {menu.open && featured ? (
          <Suspense fallback={null}>
            <FeaturedCasePanel item={featured} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
