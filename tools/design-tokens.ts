import { readFileSync } from "node:fs";

/**
 * The stylesheet's colour tokens (app/styles/tokens.css), read from it, for what the tools
 * draw outside the stylesheet: the art and the portfolio PDF share its one palette. (The
 * e-mails keep a copy, checked against this by tests/unit/design-tokens.test.ts.)
 */
const TOKENS = new Map(
  [
    ...readFileSync(new URL("../app/styles/tokens.css", import.meta.url), "utf8").matchAll(
      /--([\w-]+):\s*(#[0-9a-f]{3,8});/gi,
    ),
  ].map(([, name, value]) => [name, value] as const),
);

/** A colour token's value ("lapis-900" → "#0b1f4d"); an unknown name is a mistake caught at once. */
export function colorToken(name: string): string {
  const value = TOKENS.get(name);
  if (!value) throw new Error(`app/styles/tokens.css has no colour --${name}`);
  return value;
}
