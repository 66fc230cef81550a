import type { Db } from "../db/database.ts";
import { deleteSetting, getSetting, setSetting } from "../db/settings.ts";
import { ENTRY_LISTS, type EntryList } from "../../shared/inbox.ts";

/**
 * Where staff e-mails about each list go: quote requests to sales, applications to HR.
 * An administrator sets an address per list in the inbox (kept in the database, so every
 * instance reads the same); a list without one uses NOTIFY_EMAIL.
 */
const settingName = (list: EntryList) => `notify_email:${list}`;

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
