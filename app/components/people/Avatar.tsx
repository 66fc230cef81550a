/**
 * A portrait made from the person's initials on a tile of the site's palette:
 * no photographs of real people, and each colour is stable for a given person.
 */
const TILES = [
  { bg: "#0b1f4d", fg: "#e8bd4a" },
  { bg: "#1d3f8f", fg: "#ffffff" },
  { bg: "#0e6b64", fg: "#ffffff" },
  { bg: "#e4ebfb", fg: "#122c69" },
  { bg: "#d5f3ef", fg: "#0e6b64" },
  { bg: "#fbf1d6", fg: "#8a5a00" },
] as const;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

export function Avatar({ name, seed, size }: { name: string; seed: number; size: number }) {
  const tile = TILES[seed % TILES.length] ?? TILES[0];
  return (
    <svg className="avatar" width={size} height={size} viewBox="0 0 88 88" aria-hidden="true" focusable="false">
      <rect width="88" height="88" rx="24" fill={tile.bg} />
      <path d="M44 6 53 35 82 44 53 53 44 82 35 53 6 44 35 35Z" fill={tile.fg} opacity="0.08" />
      <text
        x="44"
        y="53"
        textAnchor="middle"
        fontSize="28"
        fontWeight="800"
        fill={tile.fg}
        fontFamily="Manrope, sans-serif"
      >
        {initials(name)}
      </text>
    </svg>
  );
}
