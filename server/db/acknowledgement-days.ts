import { createHash } from "node:crypto";
import type { Db } from "./database.ts";

/**
 * Claims a day's one acknowledgement for an address (issue 39.1): true for the first
 * submission from it that Tashkent day, on any instance, false for every later one. Claims
 * of earlier days are forgotten on the way: only today's keep an address from a second mail.
 */
export async function claimAcknowledgementDay(db: Db, address: string, day: string): Promise<boolean> {
  await db.deleteFrom("acknowledgementDays").where("day", "<", day).execute();
  const inserted = await db
    .insertInto("acknowledgementDays")
    .values({ addressHash: addressHash(address), day })
    .onConflict((conflict) => conflict.columns(["addressHash", "day"]).doNothing())
    .returning("day")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** An address as claims name it: its SHA-256, whatever the letter case and spaces around it. */
function addressHash(address: string): string {
  return createHash("sha256").update(address.trim().toLocaleLowerCase("und")).digest("hex");
}
