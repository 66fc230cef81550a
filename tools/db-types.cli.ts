import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { openDatabase } from "../server/db/database.ts";
import { SCHEMA_FILE, schemaTypes } from "./db-types.ts";

/** `npm run db:types`: writes server/db/schema.ts from a SQLite database the migrations just made. */
const dataDir = await mkdtemp(join(tmpdir(), "lojuvard-db-types-"));
try {
  const database = await openDatabase({ dataDir });
  try {
    await writeFile(SCHEMA_FILE, await schemaTypes(database));
  } finally {
    await database.close();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
console.log(`${relative(process.cwd(), SCHEMA_FILE)} written from the migrations`);
