import { useRouteLoaderData } from "react-router";
import { isLanguage, type Language } from "../../../shared/i18n/languages.ts";
import { messageFormat, type FormatMessage } from "../../../shared/i18n/message.ts";
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
  /** How many items are new to the member per area, where the menu counts them (menuCounts). */
  counts: Partial<Record<import("../../../shared/staff.ts").Area, number>>;
  /** Whether the member interviews at some interview (their menu then leads to them). */
  interviewer: boolean;
  /** How many things wait on the member ("Waiting on me"); null when they own nothing (no such list, or the installation password). */
  waiting: number | null;
  /** Two-factor sign-in is required and this member has not set it up: the inbox offers nothing else yet. */
  setupRequired: boolean;
}

const INBOX_LAYOUT_ID = "admin/layout";

/**
 * The signed-in member of staff, the inbox's words in their language and the formatter of
 * its messages: `format(t.accounts.removed, { name })` (pages inside the inbox layout).
 */
export function useInbox(): InboxData & { t: InboxCatalogue; format: FormatMessage } {
  const data = useRouteLoaderData(INBOX_LAYOUT_ID) as InboxData | undefined;
  if (!data) throw new Error("useInbox() needs the inbox layout's data");
  return { ...data, t: catalogues[data.lang], format: messageFormat(data.lang) };
}
