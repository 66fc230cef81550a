import { wordFit } from "./word-fit.ts";

/**
 * A big heading that never breaks inside a word: its size is capped for its longest word
 * (word-fit.ts), so "конфиденциальности" stays whole on a 320 px phone. The inner pages' titles
 * (PageHero) and the section headings of the content pages use it.
 */
export function FittedHeading({ level = 2, id, children }: { level?: 1 | 2; id?: string; children: string }) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <Heading id={id} style={wordFit(children)}>
      {children}
    </Heading>
  );
}
