import type { Db } from "../db/database.ts";
import { deleteSetting, getSetting, setSetting } from "../db/settings.ts";
import { isLanguage, type Language } from "../../shared/i18n/languages.ts";
import { ENTRY_LISTS, type EntryList } from "../../shared/inbox.ts";

/**
 * Where staff e-mails about each list go: quote requests to sales, applications to HR.
 * An administrator sets an address per list in the inbox (kept in the database, so every
 * instance reads the same); a list without one uses NOTIFY_EMAIL. Each address, and the
 * Telegram chat, has the language its readers read (decision 076): English unless set.
 */
const settingName = (list: EntryList) => `notify_email:${list}`;
const LANGUAGE_SETTINGS = {
  /** NOTIFY_EMAIL, and every list without an address of its own. */
  default: "notify_language",
  requests: "notify_language:requests",
  applications: "notify_language:applications",
  telegram: "telegram_language",
} as const;
/** Whose language: NOTIFY_EMAIL's ("default"), a list's own address, or the Telegram chat. */
export type NotifyReader = keyof typeof LANGUAGE_SETTINGS;

export async function listAddress(db: Db, list: EntryList): Promise<string | undefined> {
  return getSetting(db, settingName(list));
}

export async function listAddresses(db: Db): Promise<Record<EntryList, string | undefined>> {
  const entries = await Promise.all(ENTRY_LISTS.map(async (list) => [list, await listAddress(db, list)] as const));
  return Object.fromEntries(entries) as Record<EntryList, string | undefined>;
}

/** Sets a list's address, or goes back to NOTIFY_EMAIL with null. */
export async function setListAddress(db: Db, list: EntryList, address: string | null): Promise<void> {
  if (address) await setSetting(db, settingName(list), address);
  else await deleteSetting(db, settingName(list));
}

/** The language set for a reader of staff notifications (English until one is chosen). */
export async function readerLanguage(db: Db, reader: NotifyReader): Promise<Language> {
  const value = await getSetting(db, LANGUAGE_SETTINGS[reader]);
  return isLanguage(value) ? value : "en";
}

export async function readerLanguages(db: Db): Promise<Record<NotifyReader, Language>> {
  const readers = Object.keys(LANGUAGE_SETTINGS) as NotifyReader[];
  const entries = await Promise.all(readers.map(async (reader) => [reader, await readerLanguage(db, reader)] as const));
  return Object.fromEntries(entries) as Record<NotifyReader, Language>;
}

export async function setReaderLanguage(db: Db, reader: NotifyReader, language: Language): Promise<void> {
  await setSetting(db, LANGUAGE_SETTINGS[reader], language);
}

/**
 * The language of the staff e-mails about a list that go to its address: the address's own
 * when the list has one, else NOTIFY_EMAIL's.
 */
export async function listLanguage(db: Db, list: EntryList): Promise<Language> {
  return (await listAddress(db, list)) ? readerLanguage(db, list) : readerLanguage(db, "default");
}
