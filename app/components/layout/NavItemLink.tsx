import { NavLink as RouterNavLink } from "react-router";
import type { NavLink } from "../../routing/navigation.ts";
import { useLocalePath, useT } from "../../site/use-site.ts";
import { Icon } from "../ui/Icon.tsx";

/** A navigation link in the visitor's URL scheme; the privacy policy opens in a new tab. */
export function NavItemLink({ link, className }: { link: NavLink; className: string }) {
  const t = useT();
  const href = useLocalePath();
  if (link.newTab) {
    return (
      <a href={href(link.href)} target="_blank" rel="noopener" className={className}>
        {link.label}
        <Icon name="external" size={14} className="link-external" />
        <span className="visually-hidden"> ({t.common.opensInNewTab})</span>
      </a>
    );
  }
  return (
    <RouterNavLink to={href(link.href)} className={className} end prefetch="intent">
      {link.label}
    </RouterNavLink>
  );
}
