import { useRouteLoaderData } from "react-router";
import { isLanguage, type Language } from "../../../shared/i18n/languages.ts";
import en, { type InboxCatalogue } from "./en.ts";
import ru from "./ru.ts";
import uz from "./uz.ts";

export type { InboxCatalogue };

const catalogues: Record<Language, InboxCatalogue> = { en, ru, uz };

/** The inbox's words in a language (English for anything else). */
export function inboxCatalogue(lang: string | undefined): InboxCatalogue {
  return catalogues[isLanguage(lang) ? lang : "en"];
}

/** What the inbox layout's loader tells its pages about who is signed in. */
export interface InboxData {
  lang: Language;
  csrf: string;
  staff: { id: string; name: string; role: import("../../../shared/staff.ts").Role };
  areas: readonly import("../../../shared/staff.ts").Area[];
}

const INBOX_LAYOUT_ID = "admin/layout";

/** The signed-in member of staff and the inbox's words in their language (pages inside the inbox layout). */
export function useInbox(): InboxData & { t: InboxCatalogue } {
  const data = useRouteLoaderData(INBOX_LAYOUT_ID) as InboxData | undefined;
  if (!data) throw new Error("useInbox() needs the inbox layout's data");
  return { ...data, t: catalogues[data.lang] };
}

/** "{name} was removed" with its values filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
