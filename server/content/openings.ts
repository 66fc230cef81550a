import { openings } from "../../content/model/index.ts";
import { tashkentDay } from "../../shared/tashkent-time.ts";
import type { Db } from "../db/database.ts";
import { redirectedId } from "../db/id-redirects.ts";
import { isLive, readEntry } from "./entries.ts";

/**
 * Still taking applications on a day: not closed, and its last day (in Tashkent, where the
 * company's days are) not passed. The careers pages and the application form ask the same.
 */
export function isOpening(opening: { closedAt: string | null; validThrough: string }, now = new Date()): boolean {
  return opening.closedAt === null && opening.validThrough >= tashkentDay(now);
}

/**
 * Whether an opening takes applications at `now`: visitors can see it, and it is open. An id
 * it was renamed from names it still (decision 035).
 */
export async function takesApplications(db: Db, id: string, now = new Date()): Promise<boolean> {
  const entry = await readEntry(db, openings, (await redirectedId(db, openings.name, id)) ?? id);
  return (
    entry !== undefined &&
    isLive(entry.state, now.toISOString()) &&
    isOpening({ closedAt: entry.state.closedAt, validThrough: entry.doc.validThrough }, now)
  );
}
