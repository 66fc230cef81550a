import type { Area } from "../../shared/staff.ts";
import { countNewEntries } from "../../server/db/entries-read.ts";
import { countUnmatchedMail } from "../../server/db/inbound-mail.ts";
import type { Db } from "../../server/db/database.ts";

/** What the menu counts beside a link: what is new to this member there. */
export type MenuCounts = Partial<Record<Area, number>>;

/**
 * The inbox menu's counts of new items: quote requests and applications nobody has moved
 * on yet, owned by nobody or by the member, that the member has not opened; and the mail
 * waiting to be sorted. Three counts at most, each one query.
 */
export async function menuCounts(db: Db, memberId: string, areas: readonly Area[]): Promise<MenuCounts> {
  const counts: MenuCounts = {};
  if (areas.includes("requests")) counts.requests = await countNewEntries(db, memberId, "requests");
  if (areas.includes("applications")) counts.applications = await countNewEntries(db, memberId, "applications");
  if (areas.includes("unsorted")) counts.unsorted = await countUnmatchedMail(db);
  return counts;
}
