import type { Selectable } from "kysely";
import type { Db } from "./database.ts";
import type { IsoDate, Schema } from "./schema.ts";

/** Episodes of an endpoint failing that administrators were told of (server/webhooks/health.ts). */
export type WebhookIncident = Selectable<Schema["webhookIncidents"]>;

export async function getIncident(db: Db, id: string): Promise<WebhookIncident | undefined> {
  return db.selectFrom("webhookIncidents").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The endpoint's episode still going on, if any: at most one. */
export async function openIncident(db: Db, endpointId: string): Promise<WebhookIncident | undefined> {
  return db
    .selectFrom("webhookIncidents")
    .selectAll()
    .where("endpointId", "=", endpointId)
    .where("recoveredAt", "is", null)
    .executeTakeFirst();
}

export async function insertIncident(db: Db, incident: WebhookIncident): Promise<void> {
  await db.insertInto("webhookIncidents").values(incident).execute();
}

/** The latest failure of an episode still going on. */
export async function updateIncident(
  db: Db,
  id: string,
  changes: Pick<WebhookIncident, "failures" | "lastStatus" | "lastFailure">,
): Promise<void> {
  await db.updateTable("webhookIncidents").set(changes).where("id", "=", id).execute();
}

/** Ends an episode; false when another instance ended it first. */
export async function closeIncident(db: Db, id: string, at: IsoDate): Promise<boolean> {
  const result = await db
    .updateTable("webhookIncidents")
    .set({ recoveredAt: at })
    .where("id", "=", id)
    .where("recoveredAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
