import type { Language } from "../../../shared/i18n/languages.ts";
import en, { type Catalogue } from "./en.ts";
import ru from "./ru.ts";
import uz from "./uz.ts";

export type { Catalogue };
export const catalogues: Record<Language, Catalogue> = { en, ru, uz };
