/**
 * A big heading must never break inside a word: a long Russian or Uzbek word ("конфиденциальности",
 * "rejalashtiryapsizmi?") is wider than a 320 px phone at the heading's size. The heading gets its
 * longest unbreakable run's length as `--longest-word`, and its CSS caps the font size so that word fits
 * the line (`--glyph-width` em per character in tokens.css, measured on the heading's bold face).
 */
export function wordFit(text: string): React.CSSProperties {
  // Words joined by the typography step's non-breaking spaces ("Как 10 разработчиков") stay one unit.
  const longest = Math.max(1, ...text.split(/[ \t\n/]+|(?<=[-‐–—])/u).map((word) => word.length));
  return { "--longest-word": longest } as React.CSSProperties;
}
