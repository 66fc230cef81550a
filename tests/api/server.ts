import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { StaffMember } from "../../server/auth/staff-auth.ts";
import { createSite } from "../../app/site.server.ts";
import { loadConfig } from "../../server/config.ts";
import { openDatabase, type Database } from "../../server/db/database.ts";
import type { Schema } from "../../server/db/schema.ts";
import { getUpload, type Upload } from "../../server/db/uploads.ts";
import { openFileStore } from "../../server/files/index.ts";
import type { FileStore } from "../../server/files/file-store.ts";
import { countRows, storedFileBytes, storedFileNames } from "../support/database.ts";
import { testDatabaseUrl, wipePostgres } from "../support/postgres.ts";
import { copyStartTemplate } from "../support/start-template.ts";
import { wordDocument, zipArchive } from "../support/zip.ts";

/**
 * API tests run the real server in-process (pages off) against SQLite in a fresh
 * folder, and against PostgreSQL when TEST_DATABASE_URL names a database they may wipe
 * (.ci/run starts one); each test file gets a schema of its own there, so files run
 * in parallel. Each starts on a copy of a database already migrated and holding the
 * starting content (start-template.ts); `emptyDatabase: true` starts as production does.
 */
export const ENGINES = ["sqlite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])] as const;
export type Engine = (typeof ENGINES)[number];

/** An editor's account as the content engine's tests act under it. */
export const EDITOR: StaffMember = {
  id: "editor-1",
  name: "editor person",
  email: "editor@lojuvard.uz",
  role: "editor",
  permissions: [],
  language: "en",
};

export interface TestServer {
  app: FastifyInstance;
  /** The same database the server uses, opened beside it for the test's own reads. */
  database: Database;
  files: FileStore;
  dataDir: string;
  databaseUrl: string | undefined;
  count(table: keyof Schema): Promise<number>;
  upload(id: string): Promise<Upload | undefined>;
  storedFiles(): Promise<string[]>;
  fileBytes(storedName: string): Promise<Buffer>;
  close(): Promise<void>;
}

/** The server on one engine; `pages: true` serves the pages of the production build too (it must exist). */
export async function startTestServer(
  engine: Engine,
  env: Record<string, string> = {},
  options: { pages?: boolean; emptyDatabase?: boolean } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "lojuvard-api-"));
  const databaseUrl = engine === "postgres" ? testDatabaseUrl() : undefined;
  if (!options.emptyDatabase) await copyStartTemplate({ dataDir, databaseUrl });
  else if (databaseUrl) await wipePostgres(databaseUrl);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  // The tests run the outbox and the sweeps themselves, at the times they choose.
  const app = await createSite(config, { pages: options.pages ?? false, background: false });
  const database = await openDatabase({ dataDir, databaseUrl });
  const files = await openFileStore(database, dataDir);
  return {
    app,
    database,
    files,
    dataDir,
    databaseUrl,
    count: (table) => countRows(database, table),
    upload: (id) => getUpload(database.db, id),
    storedFiles: () => storedFileNames(database, dataDir),
    fileBytes: (storedName) => storedFileBytes(files, storedName),
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A multipart body as a browser would send it. */
export async function multipart(
  parts: { name: string; filename?: string; type?: string; content: Uint8Array<ArrayBuffer> | string }[],
) {
  const form = new FormData();
  for (const part of parts) {
    if (part.filename)
      form.append(
        part.name,
        new Blob([part.content], { type: part.type ?? "application/octet-stream" }),
        part.filename,
      );
    else form.append(part.name, String(part.content));
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { "content-type": response.headers.get("content-type") ?? "" },
  };
}

export const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
export const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
export const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

/** A Word document: a ZIP archive whose central directory names word/document.xml. */
export const DOCX = wordDocument();
/** A ZIP archive that is not a Word document. */
export const ZIP = zipArchive([{ name: "photos/cat.jpg", data: "not really a cat" }]);
/** A ZIP archive that only mentions a Word document in its bytes: no word/document.xml entry. */
export const ZIP_MENTIONING_WORD = zipArchive([
  { name: "notes.txt", data: "word/document.xml is where the text of a DOCX lives" },
]);
/** Word 97–2003 (OLE2) signature. */
export const DOC = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
