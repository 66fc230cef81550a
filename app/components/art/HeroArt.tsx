/**
 * The home hero's illustration: concentric girih stars in the palette of the tilework
 * of Samarkand. Decorative, drawn in SVG with explicit dimensions (no layout shift).
 */
function star(cx: number, cy: number, r: number, inner: number, points = 8): string {
  const step = Math.PI / points;
  return Array.from({ length: points * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? r : inner;
    const angle = i * step - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(" ");
}

export function HeroArt() {
  return (
    <svg className="hero-art" width="560" height="560" viewBox="0 0 560 560" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hero-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#2f5fd0" stopOpacity="0.55" />
          <stop offset="1" stopColor="#0b1f4d" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="280" cy="280" r="270" fill="url(#hero-glow)" />
      <g fill="none" strokeLinejoin="round">
        <polygon points={star(280, 280, 250, 190, 12)} stroke="#1d3f8f" strokeWidth="1.5" />
        <polygon points={star(280, 280, 205, 150, 8)} stroke="#2f5fd0" strokeWidth="2" />
        <rect x="150" y="150" width="260" height="260" stroke="#1fa59a" strokeWidth="1.5" opacity="0.7" />
        <rect
          x="150"
          y="150"
          width="260"
          height="260"
          stroke="#1fa59a"
          strokeWidth="1.5"
          opacity="0.7"
          transform="rotate(45 280 280)"
        />
        <circle cx="280" cy="280" r="112" stroke="#7fd8cf" strokeWidth="1" opacity="0.6" />
      </g>
      <polygon points={star(280, 280, 96, 52, 8)} fill="#1d3f8f" />
      <polygon points={star(280, 280, 64, 30, 8)} fill="#d9a521" />
      <circle cx="280" cy="280" r="14" fill="#0b1f4d" />
      {[0, 90, 180, 270].map((angle) => (
        <g key={angle} transform={`rotate(${angle} 280 280)`}>
          <polygon points={star(280, 60, 22, 11, 8)} fill="#1fa59a" />
          <circle cx="280" cy="130" r="5" fill="#d9a521" />
        </g>
      ))}
      {[45, 135, 225, 315].map((angle) => (
        <g key={angle} transform={`rotate(${angle} 280 280)`}>
          <polygon points={star(280, 92, 14, 7, 8)} fill="#7fd8cf" opacity="0.8" />
        </g>
      ))}
    </svg>
  );
}
