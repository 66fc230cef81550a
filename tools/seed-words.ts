import { localize } from "../shared/content-model/document.ts";
import type { Fields, ViewOf } from "../shared/content-model/fields.ts";
import type { Kind } from "../shared/content-model/kind.ts";
import type { Language } from "../shared/i18n/languages.ts";

/**
 * A seed document (content/seed/) in one language, as the build's tools read it: the
 * words the site starts with, untypeset (the portfolio PDF and the preview images set
 * their own type), with no media (the build has no database).
 */
export function seedIn<Fs extends Fields>(kind: Kind<Fs>, seed: { doc: unknown }, lang: Language): ViewOf<Fs> {
  return localize(kind.fields, seed.doc as never, lang, {
    text: (value) => value,
    markdown: (source) => ({ html: source, words: 0 }),
    image: () => null,
    file: () => null,
  }) as ViewOf<Fs>;
}
