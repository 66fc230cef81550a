import { Link } from "react-router";
import type { SocialNetwork } from "../../../content/model/company.ts";
import { footerCompanyLinks, footerServiceLinks } from "../../routing/navigation.ts";
import { useLocalePath, useSite } from "../../site/use-site.ts";
import { BrandIcon, Icon } from "../ui/Icon.tsx";
import { Logo } from "./Logo.tsx";
import { SubscribeForm } from "../../forms/subscribe/SubscribeForm.tsx";

const SOCIAL_ORDER: SocialNetwork[] = ["linkedin", "instagram", "telegram", "youtube"];

export function SocialLinks({ className = "social-links" }: { className?: string }) {
  const { t, company } = useSite();
  return (
    <ul className={className} aria-label={t.footer.social}>
      {SOCIAL_ORDER.map((network) => (
        <li key={network}>
          <a href={company.social[network]} rel="noopener me" target="_blank" className="social-links__link">
            <BrandIcon name={network} />
            <span className="visually-hidden">
              {t.footer[network]} ({t.common.opensInNewTab})
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const { t, company, menus } = useSite();
  const href = useLocalePath();
  const { address } = company;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo tone="light" />
          <p className="site-footer__description">{t.footer.description}</p>
          <SocialLinks />
        </div>
        <nav className="site-footer__col" aria-labelledby="footer-company">
          <h2 id="footer-company" className="site-footer__heading">
            {t.footer.quickLinks}
          </h2>
          <ul>
            {footerCompanyLinks(t.nav).map((link) => (
              <li key={link.href}>
                <Link to={href(link.href)} prefetch="intent">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__col" aria-labelledby="footer-services">
          <h2 id="footer-services" className="site-footer__heading">
            {t.footer.services}
          </h2>
          <ul>
            {footerServiceLinks(t.nav, menus).map((link) => (
              <li key={link.href}>
                <Link to={href(link.href)} prefetch="intent">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__col site-footer__contact">
          <h2 className="site-footer__heading">{t.footer.contact}</h2>
          <address>
            <p>
              <Icon name="pin" size={18} />
              <span>
                {address.street}, {address.city} {address.postalCode}, {address.country}
              </span>
            </p>
            <p>
              <Icon name="mail" size={18} />
              <a href={`mailto:${company.email.general}`}>{company.email.general}</a>
            </p>
            <p>
              <Icon name="phone" size={18} />
              <a href={company.phone.href}>{company.phone.display}</a>
            </p>
          </address>
        </div>
        <div className="site-footer__subscribe">
          <h2 className="site-footer__heading">{t.footer.subscribeTitle}</h2>
          <p>{t.footer.subscribeText}</p>
          <SubscribeForm />
        </div>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {company.foundedYear}–{new Date().getFullYear()} {company.legalName}. {t.footer.rights}
        </p>
        <ul>
          <li>
            <a href={href("/privacy-policy")} target="_blank" rel="noopener">
              {t.nav.privacy}
              <span className="visually-hidden"> ({t.common.opensInNewTab})</span>
            </a>
          </li>
          <li>
            <Link to={href("/cookie-policy")}>{t.footer.cookiePolicy}</Link>
          </li>
          <li>
            <Link to={href("/accessibility")}>{t.footer.accessibility}</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
