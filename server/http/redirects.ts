import { localizePath, splitLanguagePrefix } from "../../shared/i18n/languages.ts";
import { redirectPath, redirectTarget } from "../../shared/redirects.ts";
import type { Database } from "../db/database.ts";
import { addRedirectHits, listRedirects, type Redirect } from "../db/redirects.ts";

/** How often the hits counted in memory are written: following a redirect never waits for the database. */
const HITS_WRITE_MS = 5_000;

/** How a page at a path answers (its status), asked of the site itself. */
export type Probe = (path: string) => Promise<number>;

/**
 * The redirects staff keep, as this instance serves them: read once per change of the
 * content version (which saving one moves, so every instance follows within seconds),
 * matched before React Router and the page cache in every language prefix, and followed
 * only into a page that answers (a target withdrawn or not found is not served, the path
 * answers as if there were no redirect).
 */
export class SiteRedirects {
  #rules: Promise<Map<string, Redirect>> | undefined;
  /** Whether each location answers, for this content version. */
  #answers = new Map<string, Promise<boolean>>();
  #hits = new Map<string, number>();
  #probe: Probe | undefined;
  readonly #database: Database;
  readonly #timer: NodeJS.Timeout;

  constructor(database: Database, onError: (error: unknown) => void) {
    this.#database = database;
    this.#timer = setInterval(() => void this.flush().catch(onError), HITS_WRITE_MS);
    this.#timer.unref();
  }

  /** How the site answers a path; without it (no pages served) every target counts as answering. */
  useProbe(probe: Probe): void {
    this.#probe = probe;
  }

  /** The content changed (here or on another instance): read the redirects and their targets again. */
  changed(): void {
    this.#rules = undefined;
    this.#answers.clear();
  }

  /** Where a request for `pathname` is sent, if a redirect that leads somewhere starts there. */
  async follow(pathname: string, search: string): Promise<{ status: number; location: string } | undefined> {
    if (pathname.startsWith("/admin") || pathname === "/__manifest") return undefined;
    const path = redirectPath(pathname);
    if (!path) return undefined;
    this.#rules ??= listRedirects(this.#database.db).then((rows) => new Map(rows.map((row) => [row.fromPath, row])));
    const rule = (await this.#rules).get(path);
    if (!rule) return undefined;
    // Checked again as served: a row stored before the check was strict never leaves the site.
    const target = redirectTarget(rule.target);
    if (!target) return undefined;
    const location = this.locationOf("path" in target ? target.path : target.url, splitLanguagePrefix(pathname).lang);
    if (!(await this.answers(location))) return undefined;
    this.#hits.set(rule.id, (this.#hits.get(rule.id) ?? 0) + 1);
    // A visitor's campaign parameters follow them to a page of the site.
    const carried = location.startsWith("/") && !location.includes("?") ? search : "";
    return { status: rule.status, location: location + carried };
  }

  /** A target in the language the request was made in (an unprefixed one stays unprefixed). */
  locationOf(target: string, lang: ReturnType<typeof splitLanguagePrefix>["lang"]): string {
    return target.startsWith("/") && lang ? localizePath(target, lang) : target;
  }

  /** Whether a location answers with a page (not 404 or 410); an https URL elsewhere is taken as it is. */
  answers(location: string): Promise<boolean> {
    const probe = this.#probe;
    if (!location.startsWith("/") || !probe) return Promise.resolve(true);
    let answer = this.#answers.get(location);
    if (!answer) {
      answer = probe(location).then(
        (status) => status < 400,
        () => false,
      );
      this.#answers.set(location, answer);
    }
    return answer;
  }

  /** Writes the hits counted since the last write. */
  async flush(): Promise<void> {
    const counted = [...this.#hits];
    this.#hits.clear();
    const now = new Date().toISOString();
    for (const [id, hits] of counted) await addRedirectHits(this.#database.db, id, hits, now);
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
  }
}
