import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { Store } from "../../server/db/store.ts";
import type { Ledger, Ledgers } from "./load-scenarios.ts";

export interface EndpointCount {
  endpoint: keyof Ledgers;
  acknowledged: number;
  stored: number;
}

/**
 * Matches what the server acknowledged with what it stored (the server must be
 * stopped): per endpoint the same submissions, none lost and none stored without a
 * 2xx answer, and every stored form pointing at an upload whose file is on disk.
 */
export async function checkSubmissions(options: {
  dataDir: string;
  databaseUrl?: string;
  tag: string;
  ledgers: Ledgers;
}): Promise<{ counts: EndpointCount[]; problems: string[] }> {
  const { dataDir, tag, ledgers } = options;
  const store = await Store.open({ dataDir, databaseUrl: options.databaseUrl });
  try {
    const like = [`${tag}-%`];
    const uploads = await store.engine.all(
      "SELECT id, stored_name, original_name, size, category FROM uploads WHERE original_name LIKE ?",
      like,
    );
    const contacts = await store.engine.all(
      "SELECT email, file_id AS upload_id FROM contact_requests WHERE email LIKE ?",
      like,
    );
    const applications = await store.engine.all(
      "SELECT email, cv_id AS upload_id FROM applications WHERE email LIKE ?",
      like,
    );
    const subscribers = await store.engine.all("SELECT email FROM subscribers WHERE email LIKE ?", like);

    const problems: string[] = [];
    const stored = {
      uploads: uploads.map((row) => String(row.original_name)),
      contacts: contacts.map((row) => String(row.email)),
      applications: applications.map((row) => String(row.email)),
      subscribers: subscribers.map((row) => String(row.email)),
    };
    const counts = (Object.keys(stored) as (keyof Ledgers)[]).map((endpoint) => {
      problems.push(...compare(endpoint, ledgers[endpoint], stored[endpoint]));
      return { endpoint, acknowledged: ledgers[endpoint].acknowledged.size, stored: stored[endpoint].length };
    });

    const uploadsById = new Map(uploads.map((row) => [String(row.id), row]));
    for (const [name, id] of ledgers.uploads.acknowledged) {
      if (uploadsById.get(id)?.original_name !== name)
        problems.push(`upload ${name}: answered id ${id}, which is not its row`);
    }
    for (const row of uploads) {
      const path = join(dataDir, "uploads", String(row.stored_name));
      if (!existsSync(path)) problems.push(`upload ${row.original_name}: file ${path} is missing`);
      else if (statSync(path).size !== Number(row.size))
        problems.push(`upload ${row.original_name}: file has ${statSync(path).size} bytes, row says ${row.size}`);
    }
    for (const [kind, rows, category] of [
      ["contact", contacts, "attachments"],
      ["application", applications, "cv"],
    ] as const) {
      for (const row of rows) {
        const upload = uploadsById.get(String(row.upload_id));
        if (!upload) problems.push(`${kind} ${row.email}: its upload ${row.upload_id} is not stored`);
        else if (upload.category !== category)
          problems.push(`${kind} ${row.email}: its upload ${row.upload_id} is a ${upload.category} upload`);
      }
    }
    return { counts, problems };
  } finally {
    await store.close();
  }
}

function compare(endpoint: string, ledger: Ledger, stored: string[]): string[] {
  const problems: string[] = [];
  const storedKeys = new Set(stored);
  const sample = (keys: string[]) => `${keys.length} (${keys.slice(0, 3).join(", ")}${keys.length > 3 ? ", …" : ""})`;
  if (storedKeys.size !== stored.length) problems.push(`${endpoint}: ${stored.length - storedKeys.size} stored twice`);
  const lost = [...ledger.acknowledged.keys()].filter((key) => !storedKeys.has(key));
  if (lost.length) problems.push(`${endpoint}: acknowledged but not stored (lost): ${sample(lost)}`);
  const unacknowledged = stored.filter((key) => !ledger.acknowledged.has(key));
  if (unacknowledged.length) {
    const refused = unacknowledged.filter((key) => ledger.refused.has(key));
    const unknown = unacknowledged.filter((key) => !ledger.sent.has(key));
    problems.push(
      `${endpoint}: stored without a 2xx answer: ${sample(unacknowledged)}; ${refused.length} of them were refused, ${unknown.length} never sent`,
    );
  }
  return problems;
}
