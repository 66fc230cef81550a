/** The names the office map writes, in the page's language (the site's catalogue, pages.officeMap). */
export interface OfficeMapWords {
  rustaveli: string;
  bobur: string;
  usmonNosir: string;
  ring: string;
  anhor: string;
  park: string;
  north: string;
}

const STREET = { fill: "none", stroke: "#ffffff", strokeLinecap: "round" } as const;
const NAME = { fontSize: 13, fontWeight: 700, fill: "#3b4a6b", letterSpacing: "0.02em" } as const;

/**
 * The central office on a map drawn for this site (no third-party map, no request): the real
 * streets around 45 Shota Rustaveli Street in Tashkent, stylised and named in the page's
 * language (issue 29.4). North is up; distances are not to scale. The office is marked with the
 * company's star. The whole drawing is one image, named by its label.
 */
export function OfficeMap({ label, words, company }: { label: string; words: OfficeMapWords; company: string }) {
  return (
    <figure className="office-map">
      <svg width="560" height="420" viewBox="0 0 560 420" role="img" aria-label={label}>
        <rect width="560" height="420" rx="24" fill="#eef2fb" />
        {/* City blocks between the streets. */}
        <g fill="#e1e7f5">
          <rect x="352" y="92" width="180" height="62" rx="8" />
          <rect x="352" y="188" width="180" height="118" rx="8" />
          <rect x="28" y="196" width="232" height="110" rx="8" />
          <rect x="28" y="18" width="70" height="44" rx="8" />
          <rect x="352" y="18" width="180" height="40" rx="8" />
        </g>
        {/* Bobur Park, between the Anhor and Shota Rustaveli Street. */}
        <path d="M118 92 H 288 L 276 156 H 136 C 128 130, 126 110, 118 92 Z" fill="#cdeee6" />
        <g fill="#9fd9c9">
          <circle cx="168" cy="118" r="9" />
          <circle cx="196" cy="134" r="7" />
          <circle cx="232" cy="112" r="8" />
          <circle cx="252" cy="138" r="6" />
        </g>
        {/* The Anhor canal. */}
        <path
          d="M96 -10 C 120 60, 100 110, 126 170 S 108 300, 132 430"
          fill="none"
          stroke="#8fcfe8"
          strokeWidth="12"
          strokeLinecap="round"
        />
        {/* Streets: the cross streets, the Small Ring Road, then Shota Rustaveli Street on top. */}
        <g {...STREET} strokeWidth="16">
          <path d="M-10 76 L 570 68" />
          <path d="M-10 176 L 570 170" />
          <path d="M-10 372 C 150 340, 380 330, 570 352" />
        </g>
        <g {...STREET} strokeWidth="22">
          <path d="M318 -10 L 286 430" />
        </g>
        <g fill="none" stroke="#c9d3ea" strokeWidth="1.5">
          <path d="M-10 76 L 570 68" />
          <path d="M-10 176 L 570 170" />
          <path d="M-10 372 C 150 340, 380 330, 570 352" />
          <path d="M318 -10 L 286 430" />
        </g>
        <g {...NAME}>
          <text x="540" y="60" textAnchor="end">
            {words.usmonNosir}
          </text>
          <text x="540" y="162" textAnchor="end">
            {words.bobur}
          </text>
          <text x="60" y="355" transform="rotate(-6 60 355)">
            {words.ring}
          </text>
          <text x="0" y="0" transform="translate(300 300) rotate(-86)" textAnchor="middle">
            {words.rustaveli}
          </text>
          <text x="0" y="0" transform="translate(92 258) rotate(-82)" textAnchor="middle" fill="#2b7ea3">
            {words.anhor}
          </text>
          <text x="200" y="150" textAnchor="middle" fill="#1e6b5c">
            {words.park}
          </text>
        </g>
        {/* The office, on the street's east side. */}
        <g transform="translate(318 222)">
          <circle r="34" fill="#2f5fd0" opacity="0.15" />
          <rect x="-13" y="-13" width="26" height="26" rx="2" fill="#0b1f4d" />
          <rect x="-13" y="-13" width="26" height="26" rx="2" fill="#0b1f4d" transform="rotate(45)" />
          <circle r="6.5" fill="#d9a521" />
          <text x="26" y="5" fontSize="15" fontWeight="800" fill="#0b1f4d">
            {company}
          </text>
        </g>
        {/* North arrow. */}
        <g transform="translate(516 388)">
          <circle r="16" fill="#ffffff" stroke="#c9d3ea" />
          <path d="M0 -10 L 5 4 L 0 1 L -5 4 Z" fill="#0b1f4d" />
          <text y="-20" textAnchor="middle" fontSize="11" fontWeight="800" fill="#0b1f4d">
            {words.north}
          </text>
        </g>
      </svg>
    </figure>
  );
}
