/**
 * The central office on a map drawn for this site (no third-party map): Tashkent's
 * main avenues schematically, the office marked with the company's star.
 */
export function OfficeMap({ label }: { label: string }) {
  return (
    <figure className="office-map">
      <svg width="560" height="420" viewBox="0 0 560 420" role="img" aria-label={label}>
        <rect width="560" height="420" rx="24" fill="#f2f5fd" />
        <g stroke="#c6d3f5" strokeWidth="10" strokeLinecap="round" fill="none">
          <path d="M-10 300 C 120 260, 220 250, 330 190 S 520 90, 580 70" />
          <path d="M80 -10 L 210 430" />
          <path d="M-10 120 L 580 210" />
          <path d="M400 -10 C 380 120, 420 260, 360 430" />
        </g>
        <g stroke="#e4ebfb" strokeWidth="5" strokeLinecap="round" fill="none">
          <path d="M-10 40 L 580 330" />
          <path d="M300 -10 L 250 430" />
          <path d="M-10 380 L 580 360" />
          <path d="M480 -10 L 520 430" />
        </g>
        <path
          d="M20 220 C 140 200, 160 330, 300 320 S 470 400, 560 380"
          stroke="#7fd8cf"
          strokeWidth="8"
          fill="none"
          opacity="0.8"
        />
        <circle cx="150" cy="110" r="34" fill="#d5f3ef" />
        <circle cx="470" cy="300" r="44" fill="#d5f3ef" />
        <g transform="translate(292 168)">
          <circle r="46" fill="#2f5fd0" opacity="0.15" />
          <circle r="28" fill="#2f5fd0" opacity="0.25" />
          <rect x="-16" y="-16" width="32" height="32" rx="2" fill="#0b1f4d" />
          <rect x="-16" y="-16" width="32" height="32" rx="2" fill="#0b1f4d" transform="rotate(45)" />
          <circle r="8" fill="#d9a521" />
        </g>
      </svg>
    </figure>
  );
}
