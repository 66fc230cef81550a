import type { Db } from "./database.ts";
import type { EntryList } from "../../shared/inbox.ts";

/** The step a quote request or an application arrives at: until someone moves it on, it is new. */
const FIRST_STEP = { requests: "new", applications: "review" } as const satisfies Record<EntryList, string>;
const TABLES = { requests: "contactRequests", applications: "applications" } as const;

/** Records that a member of staff opened an entry (once; the first time is kept). */
export async function markEntryRead(db: Db, accountId: string, list: EntryList, entryId: string, now: string) {
  await db
    .insertInto("entriesRead")
    .values({ accountId, list, entryId, readAt: now })
    .onConflict((conflict) => conflict.columns(["accountId", "list", "entryId"]).doNothing())
    .execute();
}

/**
 * How many entries of a list are new to a member of staff: still at their first step,
 * owned by nobody or by them, and not yet opened by them. One count over an index-sized
 * set: the menu asks it on every inbox page.
 */
export async function countNewEntries(db: Db, accountId: string, list: EntryList): Promise<number> {
  const row = await db
    .selectFrom(TABLES[list] as "contactRequests")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("status", "=", FIRST_STEP[list])
    .where((eb) => eb.or([eb("assigneeId", "is", null), eb("assigneeId", "=", accountId)]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("entriesRead")
            .select("entriesRead.entryId")
            .where("entriesRead.accountId", "=", accountId)
            .where("entriesRead.list", "=", list)
            .whereRef("entriesRead.entryId", "=", `${TABLES[list] as "contactRequests"}.id`),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
