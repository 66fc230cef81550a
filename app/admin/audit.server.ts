import { KINDS } from "../../content/model/index.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { isArea } from "../../shared/staff.ts";
import { readTypedDay } from "../../shared/typed-day.ts";
import { listAccounts } from "../../server/db/accounts.ts";
import { auditActors, auditPage, type AuditEntry } from "../../server/db/audit-log.ts";
import type { Db } from "../../server/db/database.ts";
import { listMedia } from "../../server/db/media.ts";
import { entryTitles } from "../../server/content/entries.ts";
import { AUDIT_AREAS, auditAreaActions, kindAction, type AuditLookups } from "./audit-words.ts";

/** Entries per page of the audit log. */
const AUDIT_PAGE_SIZE = 50;

/** The audit log's filters as the address carries them: ?person=&area=&from=&to=&page=. */
export interface AuditFilters {
  person: string;
  area: string;
  from: string;
  to: string;
  page: number;
}

export function auditFilters(params: URLSearchParams): AuditFilters {
  // Typed as the staff member's language writes a day (24.11.2026), or ISO.
  const day = (name: string) => readTypedDay(params.get(name)) ?? "";
  const area = params.get("area") ?? "";
  return {
    person: params.get("person") ?? "",
    area: isArea(area) && AUDIT_AREAS.includes(area) ? area : "",
    from: day("from"),
    to: day("to"),
    page: Math.max(1, Math.floor(Number(params.get("page")) || 1)),
  };
}

/** A day's bounds in Tashkent (UTC+5 all year), as stored timestamps. */
const tashkent = (day: string, time: string) => new Date(`${day}T${time}+05:00`).toISOString();

/** One page of the log as the filters ask, who can be chosen, and the names its details refer to. */
export async function auditLogPage(db: Db, filters: AuditFilters, lang: Language) {
  const { entries, total } = await auditPage(db, {
    actor: filters.person || undefined,
    actions: isArea(filters.area) ? auditAreaActions(filters.area) : undefined,
    from: filters.from ? tashkent(filters.from, "00:00:00.000") : undefined,
    until: filters.to ? tashkent(filters.to, "23:59:59.999") : undefined,
    offset: (filters.page - 1) * AUDIT_PAGE_SIZE,
    limit: AUDIT_PAGE_SIZE,
  });
  return {
    entries,
    total,
    pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    people: await auditActors(db),
    lookups: await lookupsFor(db, entries, lang),
  };
}

async function lookupsFor(db: Db, entries: AuditEntry[], lang: Language): Promise<AuditLookups> {
  const titles = new Map<string, string>();
  const kinds = new Set(entries.map((entry) => kindAction(entry.action)?.kind).filter((kind) => kind !== undefined));
  for (const kind of KINDS.filter((declared) => kinds.has(declared))) {
    for (const [id, title] of await entryTitles(db, kind, lang)) titles.set(`${kind.name}|${id}`, title);
  }
  const people = new Map<string, string>();
  for (const account of await listAccounts(db)) {
    people.set(account.id, account.name);
    if (account.emailKey) people.set(account.emailKey, account.name);
  }
  const media = new Map<string, string>();
  if (entries.some((entry) => entry.action.startsWith("media-"))) {
    for (const item of await listMedia(db)) media.set(item.id, item.name);
  }
  return { titles, people, media };
}
