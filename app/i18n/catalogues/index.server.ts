import type { Language } from "../../../shared/i18n/languages.ts";
import { typesetDeep } from "../../../server/content/typography.ts";
import en, { type Catalogue } from "./en.ts";
import ru from "./ru.ts";
import uz from "./uz.ts";

export type { Catalogue };

/**
 * The interface's strings as pages show them: typeset for their language (issue 13),
 * except the validation messages and toasts, whose wording the specification fixes.
 */
function typesetCatalogue(catalogue: Catalogue, lang: Language): Catalogue {
  const typeset = typesetDeep(catalogue, lang);
  return { ...typeset, forms: { ...typeset.forms, errors: catalogue.forms.errors, toast: catalogue.forms.toast } };
}

export const catalogues: Record<Language, Catalogue> = {
  en: typesetCatalogue(en, "en"),
  ru: typesetCatalogue(ru, "ru"),
  uz: typesetCatalogue(uz, "uz"),
};
