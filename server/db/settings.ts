import type { Db } from "./database.ts";

export async function getSetting(db: Db, name: string): Promise<string | undefined> {
  return (await db.selectFrom("settings").select("value").where("name", "=", name).executeTakeFirst())?.value;
}

/**
 * The setting's value, storing `make()` first when there is none. Concurrent callers
 * (several instances on one PostgreSQL) all get the one value that was stored first.
 */
export async function getOrCreateSetting(db: Db, name: string, make: () => string): Promise<string> {
  const existing = await getSetting(db, name);
  if (existing !== undefined) return existing;
  await db
    .insertInto("settings")
    .values({ name, value: make() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const stored = await getSetting(db, name);
  if (stored === undefined) throw new Error(`Setting ${name} could not be stored`);
  return stored;
}

export async function setSetting(db: Db, name: string, value: string): Promise<void> {
  await db
    .insertInto("settings")
    .values({ name, value })
    .onConflict((conflict) => conflict.column("name").doUpdateSet({ value }))
    .execute();
}

export async function deleteSetting(db: Db, name: string): Promise<void> {
  await db.deleteFrom("settings").where("name", "=", name).execute();
}
