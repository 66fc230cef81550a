import { randomUUID } from "node:crypto";
import { isRedirectStatus, redirectProblem, type RedirectProblem } from "../../shared/redirects.ts";
import { recordAudit } from "../db/audit-log.ts";
import type { Database } from "../db/database.ts";
import { deleteRedirect, getRedirect, insertRedirect, listRedirects, updateRedirect } from "../db/redirects.ts";
import { bumpContentVersion } from "./version.ts";

export type RedirectOutcome = { ok: true } | { ok: false; problem: RedirectProblem };

/**
 * Adds a redirect or changes one (with `id`), refusing loops and chains, in one
 * transaction with its audit entry and a new content version: every instance serves it
 * within seconds, and the pages cached for its old path are dropped.
 */
export async function saveRedirect(
  database: Database,
  input: { id?: string; from: string; target: string; status: number },
  by: string,
  now = new Date().toISOString(),
): Promise<RedirectOutcome> {
  const status = isRedirectStatus(input.status) ? input.status : 301;
  return database.exclusive("redirects", async (tx) => {
    if (input.id && !(await getRedirect(tx, input.id))) return { ok: false, problem: "notFound" } as const;
    const checked = redirectProblem(input, await listRedirects(tx));
    if (typeof checked === "string") return { ok: false, problem: checked } as const;
    const values = { fromPath: checked.from, target: checked.target, status, at: now, by };
    if (input.id) await updateRedirect(tx, input.id, values);
    else await insertRedirect(tx, { id: randomUUID(), ...values });
    await bumpContentVersion(tx);
    await recordAudit(tx, by, input.id ? "redirect-change" : "redirect-add", {
      from: checked.from,
      to: checked.target,
      status,
    });
    return { ok: true } as const;
  });
}

export async function removeRedirect(database: Database, id: string, by: string): Promise<boolean> {
  return database.transaction(async (tx) => {
    const redirect = await getRedirect(tx, id);
    if (!redirect || !(await deleteRedirect(tx, id))) return false;
    await bumpContentVersion(tx);
    await recordAudit(tx, by, "redirect-remove", { from: redirect.fromPath, to: redirect.target });
    return true;
  });
}
