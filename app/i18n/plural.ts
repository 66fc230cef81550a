import { LOCALES, type Language } from "../../shared/i18n/languages.ts";

/** Picks the plural form for a count with Intl (Russian: one/few/many) and fills in {n}. */
export function plural(
  count: number,
  lang: Language,
  forms: { one: string; few: string; many: string; other: string },
): string {
  const category = new Intl.PluralRules(LOCALES[lang]).select(count);
  const form = category === "one" || category === "few" || category === "many" ? forms[category] : forms.other;
  return form.replace("{n}", String(count));
}
