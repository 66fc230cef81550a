import { IntlMessageFormat } from "intl-messageformat";
import { LOCALES, type Language } from "./languages.ts";

/**
 * Every interface string with something to fill in is an ICU message (decision 041):
 * `{name}`, `{n, plural, one {# entry} other {# entries}}`, `{kind, select, …}`, formatted by
 * FormatJS's `intl-messageformat`. Public pages receive their messages finished by the
 * server, so no visitor downloads the formatter; the inbox and the e-mails format here.
 */

/** What a message's arguments are given: text, or a number (plurals count with it). */
type MessageValues = Record<string, string | number>;

/** Formats a catalogue's message with its values: `format(t.accounts.removed, { name })`. */
export type FormatMessage = (message: string, values: MessageValues) => string;

/** `<b>` in a message is text: messages are plain strings, never markup. */
const OPTIONS = { ignoreTag: true };

/** Each message is parsed once per language; catalogues are finite, so this stays small. */
const parsed = new Map<string, IntlMessageFormat>();

function compiled(message: string, lang: Language): IntlMessageFormat {
  const key = `${lang}\u0000${message}`;
  let format = parsed.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, LOCALES[lang], undefined, OPTIONS);
    parsed.set(key, format);
  }
  return format;
}

/** The formatter of a language's messages. A missing value throws: it is a mistake in the code. */
export function messageFormat(lang: Language): FormatMessage {
  return (message, values) => String(compiled(message, lang).format(values));
}

/** A message's syntax tree (for the catalogue tests); throws when it is not valid ICU. */
export function parseMessage(message: string, lang: Language): ReturnType<IntlMessageFormat["getAst"]> {
  return compiled(message, lang).getAst();
}
