import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { ART_PATH } from "../app/components/art/art-paths.ts";
import { artFiles, PUBLIC_DIR } from "./art/index.ts";

/** `npm run art`: draws the site's art again (public/images/art) after its code or words change. */
await rm(join(PUBLIC_DIR, ART_PATH), { recursive: true, force: true });
const files = await artFiles();
for (const [path, svg] of files) {
  await mkdir(dirname(join(PUBLIC_DIR, path)), { recursive: true });
  await writeFile(join(PUBLIC_DIR, path), svg);
}
console.log(`${files.size} drawings written to ${join(PUBLIC_DIR, ART_PATH)}`);
