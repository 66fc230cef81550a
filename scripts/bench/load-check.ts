import { openDatabase } from "../../server/db/database.ts";
import { openFileStore } from "../../server/files/index.ts";
import type { Ledger, Ledgers } from "./load-scenarios.ts";

export interface EndpointCount {
  endpoint: keyof Ledgers;
  acknowledged: number;
  stored: number;
}

/**
 * Matches what the server acknowledged with what it stored (the server must be
 * stopped): per endpoint the same submissions, none lost and none stored without a
 * 2xx answer, and every stored form pointing at an upload whose file is stored whole.
 */
export async function checkSubmissions(options: {
  dataDir: string;
  databaseUrl?: string;
  tag: string;
  ledgers: Ledgers;
}): Promise<{ counts: EndpointCount[]; problems: string[] }> {
  const { dataDir, tag, ledgers } = options;
  const database = await openDatabase({ dataDir, databaseUrl: options.databaseUrl });
  try {
    const files = await openFileStore(database, dataDir);
    const { db } = database;
    const like = `${tag}-%`;
    const uploads = await db
      .selectFrom("uploads")
      .select(["id", "storedName", "originalName", "size", "category"])
      .where("originalName", "like", like)
      .execute();
    const contacts = await db
      .selectFrom("contactRequests")
      .select(["email", "fileId as uploadId"])
      .where("email", "like", like)
      .execute();
    const applications = await db
      .selectFrom("applications")
      .select(["email", "cvId as uploadId"])
      .where("email", "like", like)
      .execute();
    const subscribers = await db.selectFrom("subscribers").select("email").where("email", "like", like).execute();

    const problems: string[] = [];
    const stored = {
      uploads: uploads.map((row) => row.originalName),
      contacts: contacts.map((row) => row.email),
      applications: applications.map((row) => row.email),
      subscribers: subscribers.map((row) => row.email),
    };
    const counts = (Object.keys(stored) as (keyof Ledgers)[]).map((endpoint) => {
      problems.push(...compare(endpoint, ledgers[endpoint], stored[endpoint]));
      return { endpoint, acknowledged: ledgers[endpoint].acknowledged.size, stored: stored[endpoint].length };
    });

    const uploadsById = new Map(uploads.map((row) => [row.id, row]));
    for (const [name, id] of ledgers.uploads.acknowledged) {
      if (uploadsById.get(id)?.originalName !== name)
        problems.push(`upload ${name}: answered id ${id}, which is not its row`);
    }
    for (const row of uploads) {
      let size = 0;
      try {
        for await (const chunk of files.open(row.storedName)) size += (chunk as Buffer).length;
      } catch {
        problems.push(`upload ${row.originalName}: its file ${row.storedName} cannot be read`);
        continue;
      }
      if (size !== row.size) problems.push(`upload ${row.originalName}: file has ${size} bytes, row says ${row.size}`);
    }
    for (const [kind, rows, category] of [
      ["contact", contacts, "attachments"],
      ["application", applications, "cv"],
    ] as const) {
      for (const row of rows) {
        const upload = uploadsById.get(row.uploadId);
        if (!upload) problems.push(`${kind} ${row.email}: its upload ${row.uploadId} is not stored`);
        else if (upload.category !== category)
          problems.push(`${kind} ${row.email}: its upload ${row.uploadId} is a ${upload.category} upload`);
      }
    }
    return { counts, problems };
  } finally {
    await database.close();
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
