import { splitLanguagePrefix } from "./i18n/languages.ts";

/** What a redirect answers: 301 and 308 are permanent, 302 and 307 temporary. */
export const REDIRECT_STATUSES = [301, 308, 302, 307] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export function isRedirectStatus(value: unknown): value is RedirectStatus {
  return (REDIRECT_STATUSES as readonly unknown[]).includes(value);
}

/** Why a redirect was refused (the inbox's catalogue words each). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the list is the type's one source
const REDIRECT_PROBLEMS = [
  "fromInvalid",
  "fromReserved",
  "fromTaken",
  "targetInvalid",
  "loop",
  "chainTo",
  "chainFrom",
  "notFound",
] as const;
export type RedirectProblem = (typeof REDIRECT_PROBLEMS)[number];

/** Paths the site itself needs: the inbox, uploads, the API, built files. */
const RESERVED = /^\/(admin|files|api|assets|media|portraits)(\/|$)/;

/**
 * A path as redirects compare it: percent-escapes read, no language prefix (a redirect
 * serves every language), no trailing slash. Undefined when it is no path on this site.
 */
export function redirectPath(input: string): string | undefined {
  const raw = input.trim();
  if (!raw.startsWith("/") || /[\s?#\\]/.test(raw)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURI(raw);
  } catch {
    return undefined;
  }
  const { path } = splitLanguagePrefix(decoded);
  if (!staysOnSite(path)) return undefined;
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

/**
 * Whether a path, read the way any browser might (every escape decoded, twice encoded too,
 * its language prefix dropped), still names a page here: no backslash (`/\\evil.example`
 * is another host to a browser), no `//` start, no control or space, no dot segment.
 */
function staysOnSite(path: string): boolean {
  let plain = path;
  for (let round = 0; round < 3; round += 1) {
    try {
      const next = decodeURIComponent(plain);
      if (next === plain) break;
      plain = next;
    } catch {
      return false;
    }
  }
  for (const spelling of [plain, splitLanguagePrefix(plain).path]) {
    if (spelling.startsWith("//") || /[\\\s\p{Cc}\p{Cf}]/u.test(spelling)) return false;
    if (spelling.split("/").some((segment) => segment === "." || segment === "..")) return false;
  }
  return true;
}

/** Where a redirect leads: a path on this site (language prefix dropped) or an https URL. */
export function redirectTarget(input: string): { path: string } | { url: string } | undefined {
  const raw = input.trim();
  if (/^https:\/\//i.test(raw)) {
    try {
      const url = new URL(raw);
      return url.hostname ? { url: url.href } : undefined;
    } catch {
      return undefined;
    }
  }
  const [pathPart = "", rest = ""] = raw.split(/(?=[?#])/, 2);
  const path = redirectPath(pathPart);
  return path ? { path: path + rest } : undefined;
}

/** The path part of a target on this site, as redirects compare it. */
function targetPath(target: string): string | undefined {
  const parsed = redirectTarget(target);
  return parsed && "path" in parsed ? redirectPath(parsed.path.split(/[?#]/)[0] ?? "") : undefined;
}

/**
 * Checks one redirect against the others: the path it starts from, where it leads, and
 * that following it never leads to another redirect (a chain) or back to itself (a loop).
 */
export function redirectProblem(
  candidate: { id?: string; from: string; target: string },
  others: readonly { id: string; fromPath: string; target: string }[],
): RedirectProblem | { from: string; target: string } {
  const from = redirectPath(candidate.from);
  if (!from || from === "/") return "fromInvalid";
  if (RESERVED.test(from)) return "fromReserved";
  const target = redirectTarget(candidate.target);
  if (!target) return "targetInvalid";
  const to = "path" in target ? targetPath(target.path) : undefined;
  if (to === from) return "loop";
  const rest = others.filter((other) => other.id !== candidate.id);
  if (rest.some((other) => other.fromPath === from)) return "fromTaken";
  if (to && rest.some((other) => other.fromPath === to)) return "chainTo";
  if (rest.some((other) => targetPath(other.target) === from)) return "chainFrom";
  return { from, target: "path" in target ? target.path : target.url };
}
