import { useT } from "../../site/use-site.ts";
import { BrandIcon, Icon } from "../ui/Icon.tsx";
import "./share.css";

/** Share links to the networks people here use; plain links, so no third-party code loads. */
export function ShareLinks({ url, title, heading }: { url: string; title: string; heading: string }) {
  const t = useT();
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const networks = [
    { name: "Telegram", icon: "telegram" as const, href: `https://t.me/share/url?url=${u}&text=${text}` },
    { name: "LinkedIn", icon: "linkedin" as const, href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
  return (
    <div className="share">
      <h2 className="share__title">{heading}</h2>
      <ul className="plain-list share__list">
        {networks.map((network) => (
          <li key={network.name}>
            <a href={network.href} target="_blank" rel="noopener noreferrer" className="chip">
              <BrandIcon name={network.icon} size={18} />
              <span>
                {t.blog.shareOn}
                {"\u00a0"}
                {network.name}
              </span>
              <span className="visually-hidden"> ({t.common.opensInNewTab})</span>
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:?subject=${text}&body=${u}`} className="chip">
            <Icon name="mail" size={18} />
            <span>{t.blog.shareByEmail}</span>
          </a>
        </li>
      </ul>
    </div>
  );
}
