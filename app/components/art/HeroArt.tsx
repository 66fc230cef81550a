import art from "./home-hero.svg";

/**
 * The home hero's illustration: concentric girih stars in the palette of the tilework of
 * Samarkand. A static, cached file rather than markup drawn by the page's script (issue 18);
 * decorative (empty alt), with explicit dimensions (no layout shift). Shown from 64rem up
 * only, so lazy: a phone never fetches it.
 */
export function HeroArt() {
  return <img className="hero-art" src={art} width={560} height={560} alt="" loading="lazy" decoding="async" />;
}
