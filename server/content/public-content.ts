import { LRUCache } from "lru-cache";
import { localize } from "../../shared/content-model/document.ts";
import type { Fields, ViewOf } from "../../shared/content-model/fields.ts";
import type { Kind } from "../../shared/content-model/kind.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { kindNamed } from "../../content/model/index.ts";
import type { Db } from "../db/database.ts";
import { getEntry, publicOrScheduledEntries } from "../db/entries.ts";
import { redirectedId } from "../db/id-redirects.ts";
import { listMedia } from "../db/media.ts";
import type { Media } from "../db/media.ts";
import { isLive, sortEntries, toEntry, type Entry } from "./entries.ts";
import { contentVersion } from "./version.ts";
import { viewResolvers } from "./views.ts";

/** An entry as a page reads it: its values in the page's language, and its publishing facts. */
export interface PublicEntry<V = Record<string, unknown>> {
  id: string;
  /** When it went out (or goes out). */
  publishAt: string | null;
  /** Closed before its time (openings). */
  closedAt: string | null;
  updatedAt: string;
  view: V;
}

interface Snapshot {
  /** The content version it was read at, and how many times entries had come due by then. */
  key: string;
  /** The earliest time a scheduled entry comes due: the snapshot is stale from then. */
  nextDue: string | null;
  entries: Map<string, Entry[]>;
  media: Map<string, Media>;
  views: Map<string, PublicEntry[]>;
}

/** Snapshots kept: the current version's, and older ones while renders begun before a change finish. */
const SNAPSHOTS_KEPT = 3;

/**
 * What visitors see of every kind, read once per version of the public content and shared by
 * every render in this process: published entries in their kind's order, their views per
 * language made when first asked for. This is the one cache of the process, and it holds data,
 * never pages (decision 081): each request looks at the content's version (one small query), so a
 * change on any instance shows on the next page this one renders, and a read begun for an older
 * version never answers a newer one.
 */
export class PublicContent {
  readonly #database: { db: Db };
  /** By version; a read in flight is shared by everyone asking for that version (lru-cache's fetch). */
  readonly #snapshots: LRUCache<string, Snapshot, { now: string }>;
  /** Counts the times the content watch saw scheduled entries come due: time changes content, not the version. */
  #dueSeen = 0;

  constructor(database: { db: Db }) {
    this.#database = database;
    this.#snapshots = new LRUCache<string, Snapshot, { now: string }>({
      max: SNAPSHOTS_KEPT,
      fetchMethod: (key, _stale, { context }) => this.#load(key, context.now),
    });
  }

  /**
   * The content's version as of now: a request reads it once and passes it to every read it makes
   * (app/content/entries.server.ts), so the loaders of one page agree, and no two requests share a look.
   */
  version(): Promise<string> {
    return contentVersion(this.#database.db);
  }

  /** A kind's live entries in a language, in its order, at `version` (by default, as of now). */
  async list<Fs extends Fields>(
    kind: Kind<Fs>,
    lang: Language,
    version?: Promise<string>,
  ): Promise<PublicEntry<ViewOf<Fs>>[]> {
    const snapshot = await this.#current(version ?? this.version());
    const key = `${kind.name}:${lang}`;
    let views = snapshot.views.get(key);
    if (!views) {
      const entries = sortEntries(kind, (snapshot.entries.get(kind.name) ?? []) as Entry<Fs>[]);
      views = entries.map((entry) => toPublic(kind, entry, lang, snapshot.media));
      snapshot.views.set(key, views);
    }
    return views as PublicEntry<ViewOf<Fs>>[];
  }

  /** A live entry in a language, or nothing. */
  async get<Fs extends Fields>(kind: Kind<Fs>, id: string, lang: Language, version?: Promise<string>) {
    return (await this.list(kind, lang, version)).find((entry) => entry.id === id);
  }

  /**
   * Where an old address of a kind's entry now lives: the live entry its id moved to, or
   * nothing (never a redirect into a page that would not be found).
   */
  async movedTo(kind: Kind, id: string, version?: Promise<string>): Promise<string | undefined> {
    const target = await redirectedId(this.#database.db, kind.name, id);
    if (!target) return undefined;
    return (await this.list(kind, "en", version)).some((entry) => entry.id === target) ? target : undefined;
  }

  /** Whether an entry (or the entry an old address names) was public once and is withdrawn now. */
  async withdrawn(kind: Kind, id: string): Promise<boolean> {
    const target = (await redirectedId(this.#database.db, kind.name, id)) ?? id;
    return (await getEntry(this.#database.db, kind.name, target))?.status === "unpublished";
  }

  /**
   * The content watch saw scheduled entries come due (server/content/version.ts): the next read
   * reads the entries again, whatever the version says. A read in flight finishes for its own
   * visitor and keeps nobody else's answer.
   */
  scheduledCameDue(): void {
    this.#dueSeen += 1;
  }

  /** An entry as saved, whatever its state, as visitors would see it: the inbox's preview. */
  async saved<Fs extends Fields>(kind: Kind<Fs>, id: string, lang: Language) {
    const row = await getEntry(this.#database.db, kind.name, id);
    if (!row) return undefined;
    const media = new Map((await listMedia(this.#database.db)).map((item) => [item.id, item]));
    return toPublic(kind, toEntry(kind, row), lang, media);
  }

  async #current(version: Promise<string>): Promise<Snapshot> {
    const now = new Date().toISOString();
    const key = `${await version}#${this.#dueSeen}`;
    const snapshot = await this.#snapshots.forceFetch(key, { context: { now } });
    // A scheduled entry came due since this version was read: the same version, read anew.
    if (snapshot.nextDue && snapshot.nextDue <= now) {
      return this.#snapshots.forceFetch(key, { context: { now }, forceRefresh: true });
    }
    return snapshot;
  }

  async #load(key: string, now: string): Promise<Snapshot> {
    const { db } = this.#database;
    const rows = await publicOrScheduledEntries(db);
    const entries = new Map<string, Entry[]>();
    let nextDue: string | null = null;
    for (const row of rows) {
      if (!isLive(row, now)) {
        if (row.publishAt && (!nextDue || row.publishAt < nextDue)) nextDue = row.publishAt;
        continue;
      }
      const kind = kindNamed(row.kind);
      if (!kind) continue;
      const list = entries.get(row.kind) ?? [];
      list.push(toEntry(kind, row));
      entries.set(row.kind, list);
    }
    const media = new Map((await listMedia(db)).map((item) => [item.id, item]));
    return { key, nextDue, entries, media, views: new Map() };
  }
}

const perDatabase = new WeakMap<Db, PublicContent>();

/**
 * The one reader of the public content for a database in this process, shared by the
 * pages and by what runs without a request (the outbox's e-mails).
 */
export function publicContentOf(database: { db: Db }): PublicContent {
  let content = perDatabase.get(database.db);
  if (!content) {
    content = new PublicContent(database);
    perDatabase.set(database.db, content);
  }
  return content;
}

function toPublic<Fs extends Fields>(
  kind: Kind<Fs>,
  entry: Entry<Fs>,
  lang: Language,
  media: ReadonlyMap<string, Media>,
): PublicEntry<ViewOf<Fs>> {
  return {
    id: entry.id,
    publishAt: entry.state.publishAt,
    closedAt: entry.state.closedAt,
    updatedAt: entry.updatedAt,
    view: localize(kind.fields, entry.doc, lang, viewResolvers(media)) as ViewOf<Fs>,
  };
}
