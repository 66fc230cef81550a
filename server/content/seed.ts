import type { Kind } from "../../shared/content-model/kind.ts";
import { validate, type Issue } from "../../shared/content-model/validation.ts";
import { KINDS, openings, posts } from "../../content/model/index.ts";
import type { Database, Db } from "../db/database.ts";
import { entryIds, insertEntries } from "../db/entries.ts";
import { insertRevisions } from "../db/revisions.ts";
import { getSetting, setSetting } from "../db/settings.ts";
import type { EntryState } from "./entries.ts";
import { CONTENT_DIR, seedEntries, type SeedEntry } from "./seed-sources.ts";
import { bumpContentVersion } from "./version.ts";
import { IMPORTED_BY } from "../../shared/content-model/imported.ts";

export { CONTENT_DIR, markdownFolder, readCollection, seedEntries } from "./seed-sources.ts";

/** Set once a kind's starting content is in the database; "content_seeded" was posts' and openings' before. */
const seededSetting = (kind: string) => `content_seeded:${kind}`;
const LEGACY_SEEDED = "content_seeded";

/**
 * Imports each kind's starting content into the database, once per kind: the first start
 * that knows a kind does it (instances starting together take turns), later starts do
 * nothing, and an entry staff already have is never overwritten, nor one they deleted
 * brought back. From then on the database is the one source; the files remain the tests'
 * fixtures.
 */
export async function seedContent(database: Database, dir = CONTENT_DIR): Promise<Record<string, number>> {
  const pending: Kind[] = [];
  for (const kind of KINDS) if (!(await alreadySeeded(database.db, kind))) pending.push(kind);
  if (!pending.length) return {};
  const prepared = await Promise.all(pending.map(async (kind) => ({ kind, entries: await seedEntries(kind, dir) })));
  for (const { kind, entries } of prepared) for (const entry of entries) assertComplete(kind, entry);
  return database.exclusive("seed-content", async (tx) => {
    const now = new Date().toISOString();
    const imported: Record<string, number> = {};
    for (const { kind, entries } of prepared) {
      if (await alreadySeeded(tx, kind)) continue;
      // A kind's entries go in together: a few statements per kind, not a few per entry.
      const present = new Set(await entryIds(tx, kind.name));
      const fresh = [...entries.entries()].filter(([, entry]) => !present.has(entry.id));
      const stateOf = (entry: SeedEntry): EntryState => ({
        status: "published",
        publishAt: entry.publishAt ?? now,
        closedAt: null,
      });
      await insertEntries(
        tx,
        fresh.map(([position, entry]) => ({
          kind: kind.name,
          id: entry.id,
          status: "published",
          publishAt: stateOf(entry).publishAt,
          closedAt: null,
          position,
          data: JSON.stringify(entry.doc),
          createdAt: now,
          updatedAt: now,
          updatedBy: IMPORTED_BY,
        })),
      );
      await insertRevisions(
        tx,
        fresh.map(([, entry]) => ({
          kind: kind.name,
          itemId: entry.id,
          snapshot: JSON.stringify({ state: stateOf(entry), doc: entry.doc }),
          action: "imported",
          createdAt: now,
          createdBy: IMPORTED_BY,
        })),
      );
      await setSetting(tx, seededSetting(kind.name), now);
      imported[kind.name] = fresh.length;
    }
    await bumpContentVersion(tx);
    return imported;
  });
}

async function alreadySeeded(db: Db, kind: Kind): Promise<boolean> {
  if (await getSetting(db, seededSetting(kind.name))) return true;
  // Databases seeded before kinds were declared had posts and openings imported under one flag.
  return (kind === posts || kind === openings) && Boolean(await getSetting(db, LEGACY_SEEDED));
}

function assertComplete(kind: Kind, entry: SeedEntry): void {
  const issues: Issue[] = [...validate(kind.fields, entry.doc, true), ...(kind.rules?.(entry.doc, true) ?? [])];
  if (issues.length) throw new Error(`content/${kind.name} ${entry.id}: ${describe(issues)}`);
}

function describe(issues: Issue[]): string {
  return issues.map((issue) => `${issue.lang ? `${issue.lang}.` : ""}${issue.field}: ${issue.problem}`).join(", ");
}
