import { useEffect, useState } from "react";
import { NavLink as RouterNavLink, useLocation } from "react-router";
import { useDisclosure } from "../../hooks/use-disclosure.ts";
import { navDirectLinks, navGroups, type NavGroup, type NavLink } from "../../site/navigation.ts";
import { useHref, useT } from "../../site/use-site.ts";
import { Icon } from "../ui/Icon.tsx";
import { LanguageMenu } from "./LanguageMenu.tsx";
import { Logo } from "./Logo.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { QuoteButton } from "./QuoteDialog.tsx";

export function Header() {
  const t = useT();
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
            {navGroups.map((group) => (
              <li key={group.id}>
                <NavDropdown group={group} />
              </li>
            ))}
            {navDirectLinks.map((link) => (
              <li key={link.href}>
                <HeaderLink link={link} className="site-nav__link" />
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

function NavDropdown({ group }: { group: NavGroup }) {
  const t = useT();
  const menu = useDisclosure({ closeOnPointerLeave: true });
  const { pathname } = useLocation();
  const { close } = menu;
  useEffect(() => close(), [pathname, close]);
  return (
    <div className="nav-dropdown" {...menu.rootProps}>
      <button className="site-nav__link nav-dropdown__button" {...menu.buttonProps}>
        {t.nav[group.label]}
        <Icon name="chevronDown" size={16} className="nav-dropdown__chevron" />
      </button>
      <ul className="nav-dropdown__panel" {...menu.panelProps}>
        {group.links.map((link) => (
          <li key={link.href}>
            <HeaderLink link={link} className="nav-dropdown__link" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A navigation link in the visitor's URL scheme; the privacy policy opens in a new tab. */
export function HeaderLink({ link, className }: { link: NavLink; className: string }) {
  const t = useT();
  const href = useHref();
  if (link.newTab) {
    return (
      <a href={href(link.href)} target="_blank" rel="noopener" className={className}>
        {t.nav[link.label]}
        <Icon name="external" size={14} className="link-external" />
        <span className="visually-hidden"> ({t.common.opensInNewTab})</span>
      </a>
    );
  }
  return (
    <RouterNavLink to={href(link.href)} className={className} end prefetch="intent">
      {t.nav[link.label]}
    </RouterNavLink>
  );
}
