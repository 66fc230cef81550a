import type { Language } from "../../../shared/i18n/languages.ts";
import { formatFileSize } from "../../../shared/i18n/file-size.ts";
import { messageFormat, type FormatMessage } from "../../../shared/i18n/message.ts";
import { typesetDeep, typesetText } from "../../../server/content/typography.ts";
import en, { type Catalogue } from "./en.ts";
import ru from "./ru.ts";
import uz from "./uz.ts";

export type { Catalogue };

/** An ICU message: a string with something to fill in. */
const isMessage = (text: string) => text.includes("{");

/**
 * The interface's strings as pages show them: typeset for their language (issue 13),
 * except the validation messages and toasts, whose wording the specification fixes, and
 * the ICU messages, which are typeset once formatted (a typographer's quote or space
 * inside `{…}` would change the message).
 */
function typesetCatalogue(catalogue: Catalogue, lang: Language): Catalogue {
  const typeset = typesetDeep(catalogue, lang, isMessage);
  return { ...typeset, forms: { ...typeset.forms, errors: catalogue.forms.errors, toast: catalogue.forms.toast } };
}

export const catalogues: Record<Language, Catalogue> = {
  en: typesetCatalogue(en, "en"),
  ru: typesetCatalogue(ru, "ru"),
  uz: typesetCatalogue(uz, "uz"),
};

/**
 * Formats the site's messages for a page, on the server, typeset like the rest of its
 * text: public pages receive finished words and never load the formatter (decision 041).
 */
export function pageMessageFormat(lang: Language): FormatMessage {
  const format = messageFormat(lang);
  return (message, values) => typesetText(format(message, values), lang);
}

const pageCatalogues = new Map<string, Catalogue>();

/**
 * The catalogue every page receives (the root loader's): the upload control's messages
 * name the server's own limit (UPLOAD_MAX_MB), finished here, so the browser fills in nothing.
 */
export function pageCatalogue(lang: Language, uploadMaxMb: number): Catalogue {
  const key = `${lang} ${uploadMaxMb}`;
  const made = pageCatalogues.get(key);
  if (made) return made;
  const t = catalogues[lang];
  const format = pageMessageFormat(lang);
  const limit = { max: formatFileSize(uploadMaxMb * 1024 * 1024, lang) };
  const upload = t.forms.upload;
  const catalogue: Catalogue = {
    ...t,
    forms: {
      ...t.forms,
      upload: {
        ...upload,
        hint: { attachments: format(upload.hint.attachments, limit), cv: format(upload.hint.cv, limit) },
        tooLarge: format(upload.tooLarge, limit),
      },
    },
  };
  pageCatalogues.set(key, catalogue);
  return catalogue;
}
