import sprite from "./icons.svg?url";

/**
 * Icons drawn from one sprite file (icons.svg) rather than carried in every page's script
 * (issue 18): the browser fetches it once, when the first icon shows, and caches it for
 * good (its name is hashed). Decorative by default (aria-hidden); label the control, not
 * the icon. Adding an icon: a <symbol> in icons.svg and its id in the list below.
 */
/** The icons, one <symbol> each in icons.svg (tests/unit/icons.test.ts checks the two agree). */
export const ICONS = [
  "arrowRight",
  "arrowUpRight",
  "chevronDown",
  "close",
  "menu",
  "globe",
  "check",
  "alert",
  "file",
  "mail",
  "phone",
  "pin",
  "download",
  "upload",
  "external",
  "filter",
] as const;

/** The networks' marks, filled rather than stroked; in the same sprite. */
export const BRANDS = ["linkedin", "instagram", "telegram", "youtube"] as const;

export type IconName = (typeof ICONS)[number];
export type BrandName = (typeof BRANDS)[number];

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

export function BrandIcon({ name, size = 20 }: { name: BrandName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
