import { KINDS } from "../../content/model/index.ts";
import { LANGUAGES, type Language } from "../../shared/i18n/languages.ts";
import type { FormatMessage } from "../../shared/i18n/message.ts";
import { isRole, type Area } from "../../shared/staff.ts";
import type { InboxCatalogue } from "./i18n/index.ts";

/** What the audit log's page needs to know to put an entry in words. */
export interface AuditEntryData {
  actor: string;
  action: string;
  detail: string;
}

/** Names the log's details refer to by id or address, looked up when the page is read. */
export interface AuditLookups {
  /** An entry's title in the reader's language, by "kind|id". */
  titles: ReadonlyMap<string, string>;
  /** An account's name, by id and by e-mail (lower case). */
  people: ReadonlyMap<string, string>;
  /** A media item's name, by id. */
  media: ReadonlyMap<string, string>;
}

/** Actions about the accounts area: staff, invitations, passwords, sessions. */
const ACCOUNT_ACTIONS = [
  "invite",
  "revoke-invitation",
  "accept-invitation",
  "change-role",
  "change-permissions",
  "remove-account",
  "account-settings",
  "admin-password-changed",
  "password-reset-asked",
  "password-reset-link",
  "password-reset",
  "sign-out-everywhere",
  "hand-over",
  "two-factor-on",
  "two-factor-off",
  "two-factor-recovery-used",
  "recovery-codes-renewed",
  "two-factor-reset",
  "two-factor-required",
] as const;

/** Actions on a list's entries (and its reply templates) that name the list in their detail. */
const LIST_ACTIONS = [
  "assign",
  "follow-up",
  "restore-spam",
  "file-reply",
  "export",
  "reply-template-add",
  "reply-template-change",
  "reply-template-retire",
  "reply-template-restore",
];

/** Which actions the audit log's area filter shows for each area it offers. */
export interface AreaActions {
  names: readonly string[];
  prefixes: readonly string[];
  lists: { names: readonly string[]; list: string } | null;
}

export function auditAreaActions(area: Area): AreaActions {
  const kindPrefixes = KINDS.filter((kind) => kind.area === area).map((kind) => `${kind.name}-`);
  const byArea: Partial<Record<Area, Omit<AreaActions, "prefixes"> & { prefixes?: string[] }>> = {
    requests: { names: ["request"], lists: { names: LIST_ACTIONS, list: "requests" } },
    applications: {
      names: ["application", "interview-propose", "interview-change", "interview-cancel", "scorecard"],
      lists: { names: LIST_ACTIONS, list: "applications" },
    },
    subscribers: { names: [], lists: { names: ["export"], list: "subscribers" } },
    unsorted: { names: ["set-aside-reply"], lists: null },
    media: { names: ["media-describe", "media-delete"], lists: null },
    newsletter: { names: [], prefixes: ["newsletter-"], lists: null },
    accounts: { names: ACCOUNT_ACTIONS, lists: null },
    integrations: { names: ["notify-addresses", "notify-telegram"], prefixes: ["webhook-"], lists: null },
    erase: { names: ["erase"], lists: null },
  };
  const own = byArea[area] ?? { names: [], lists: null };
  return { names: own.names, prefixes: [...(own.prefixes ?? []), ...kindPrefixes], lists: own.lists };
}

/** The areas the filter offers: those whose work is recorded. */
export const AUDIT_AREAS: readonly Area[] = [
  "requests",
  "applications",
  "subscribers",
  "unsorted",
  "openings",
  "posts",
  "media",
  "proof",
  "people",
  "newsletter",
  "accounts",
  "integrations",
  "erase",
];

/** The content kind and entry action a "<kind>-<action>" name stands for. */
export function kindAction(action: string): { kind: (typeof KINDS)[number]; verb: string } | null {
  for (const kind of KINDS) {
    if (action.startsWith(`${kind.name}-`)) return { kind, verb: action.slice(kind.name.length + 1) };
  }
  return null;
}

/** The name part of a recorded actor ("Malika Saidova <malika@…>" → "Malika Saidova"). */
export function actorShownAs(actor: string, t: InboxCatalogue): string {
  if (actor === "Site configuration") return t.audit.site;
  return actor.replace(/\s*<[^>]*>$/, "");
}

function parseDetail(detail: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(detail);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * One entry of the audit log as a sentence in the reader's language ("Malika Saidova
 * published the post “…”"), never its raw detail; an action this page does not know is
 * still said in words.
 */
export function describeAuditEntry(
  entry: AuditEntryData,
  { t, format, lang, lookups }: { t: InboxCatalogue; format: FormatMessage; lang: Language; lookups: AuditLookups },
): string {
  const who = actorShownAs(entry.actor, t);
  const detail = parseDetail(entry.detail);
  const words = t.audit.actions;
  const list = text(detail.list) || (entry.action === "application" ? "applications" : "requests");
  const item = format(t.audit.lists, { list });
  const person = (key: unknown) => {
    const value = text(key);
    return lookups.people.get(value) ?? lookups.people.get(value.toLowerCase()) ?? (value || t.audit.someone);
  };
  const role = (value: unknown) => (isRole(value) ? t.roles[value] : text(value));
  switch (entry.action) {
    case "erase":
    case "set-aside-reply":
    case "change-permissions":
    case "admin-password-changed":
    case "password-reset-asked":
    case "password-reset":
    case "sign-out-everywhere":
    case "two-factor-on":
    case "two-factor-off":
    case "recovery-codes-renewed":
    case "webhook-send-again":
    case "newsletter-pause":
    case "newsletter-resume":
    case "newsletter-resend-uncertain":
    case "notify-addresses":
      return format(words[entry.action], { who, name: person(detail.account) });
    case "restore-spam":
    case "file-reply":
      return format(words[entry.action], { who, item, list });
    case "request":
    case "application": {
      if (text(detail.to)) {
        const status = text(detail.to);
        return format(words.moved, {
          who,
          item,
          list,
          status: (t.statuses as Record<string, string>)[status] ?? status,
        });
      }
      return format(detail.reply ? words.answered : words.noted, { who, item, list });
    }
    case "assign":
      return detail.to
        ? format(words.assign, { who, item, list, name: person(detail.to) })
        : format(words.unassign, { who, item, list });
    case "invite":
      return format(words.invite, { who, email: text(detail.email), role: role(detail.role) });
    case "revoke-invitation":
      return format(words["revoke-invitation"], { who, email: text(detail.email) });
    case "accept-invitation":
      return format(words["accept-invitation"], { who, role: role(detail.role) });
    case "change-role":
      return format(words["change-role"], { who, name: person(detail.account), role: role(detail.to) });
    case "two-factor-recovery-used":
      return format(words["two-factor-recovery-used"], { who, left: Number(detail.left) || 0 });
    case "two-factor-required":
      return format(detail.required ? words["two-factor-required"] : words["two-factor-not-required"], { who });
    case "remove-account":
    case "password-reset-link":
    case "two-factor-reset":
    case "hand-over":
      return format(words[entry.action], { who, name: text(detail.name) || person(detail.account) });
    case "account-settings":
      if (typeof detail.digest === "boolean") return format(words.settings, { who });
      return format(detail.password ? words.password : words.language, { who });
    case "follow-up":
      return format(detail.on ? words["follow-up"] : words["follow-up-cleared"], { who, item, list });
    case "notify-telegram":
      return format(words["notify-telegram"], { who });
    case "media-describe":
    case "media-delete":
      return format(words[entry.action], {
        who,
        name: text(detail.name) || lookups.media.get(text(detail.id)) || text(detail.id),
      });
    case "webhook-add":
    case "webhook-change":
    case "webhook-remove":
    case "webhook-test":
      return format(words[entry.action], { who, url: text(detail.url) });
    case "newsletter-send":
    case "newsletter-issue-send":
      return format(words[entry.action], { who, n: Number(detail.recipients) || 0 });
    case "interview-propose":
    case "interview-change":
    case "interview-cancel":
    case "scorecard":
      return format(words[entry.action], { who, item });
    case "newsletter-issue-save":
    case "newsletter-test":
      return format(words[entry.action], { who });
    case "export":
      return format(words.export, { who, list: text(detail.list) });
    case "reply-template-add":
    case "reply-template-change":
    case "reply-template-retire":
    case "reply-template-restore": {
      // Named as it was called then, in the reader's language when it had a name in it.
      const names = detail.names && typeof detail.names === "object" ? (detail.names as Record<string, unknown>) : {};
      const name = text(names[lang]) || LANGUAGES.map((code) => text(names[code])).find(Boolean) || text(detail.id);
      return format(words[entry.action], { who, name });
    }
  }
  const content = kindAction(entry.action);
  if (content) {
    const kinds = t.audit.kinds;
    const verb = content.verb in kinds ? (content.verb as keyof typeof kinds) : "other";
    const id = text(detail.id);
    return format(kinds[verb], {
      who,
      kind: content.kind.label.singular[lang].toLocaleLowerCase(lang),
      kinds: content.kind.label.plural[lang],
      title: lookups.titles.get(`${content.kind.name}|${id}`) ?? id,
    });
  }
  // Someone else's new action: its name in words, never its raw detail.
  return format(words.unknown, { who, action: entry.action.replace(/[-_]+/g, " ") });
}
