import { Link } from "react-router";
import { useLocalePath, useSite } from "../../site/use-site.ts";

/** The mark: an eight-pointed girih star, lapis with a gold heart. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" className="logo__mark">
      <rect x="8" y="8" width="24" height="24" rx="2" fill="currentColor" />
      <rect x="8" y="8" width="24" height="24" rx="2" fill="currentColor" transform="rotate(45 20 20)" />
      <path d="M20 11.5 22.6 17.4 28.5 20 22.6 22.6 20 28.5 17.4 22.6 11.5 20 17.4 17.4Z" fill="#d9a521" />
      <circle cx="20" cy="20" r="2.2" fill="currentColor" />
    </svg>
  );
}

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const href = useLocalePath();
  const { t, company } = useSite();
  return (
    <Link to={href("/")} className={`logo logo--${tone}`} aria-label={`${company.name} — ${t.common.home}`}>
      <LogoMark />
      <span className="logo__word">{company.name}</span>
    </Link>
  );
}
