import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Text files worth compressing ahead of time; fonts, images and PDFs are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|xml|json|txt|webmanifest|html)$/;

/**
 * Writes .br and .gz next to every compressible static file, at the highest levels,
 * so the server sends them without compressing per request (@fastify/static preCompressed).
 */
export async function precompress(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) count += await precompress(path);
    else if (COMPRESSIBLE.test(entry.name)) {
      // Even a route chunk of a few hundred bytes loses a third: every page loads several.
      const content = await readFile(path);
      const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      if (br.length >= content.length) continue;
      await writeFile(`${path}.br`, br);
      const gz = gzipSync(content, { level: 9 });
      if (gz.length < content.length) await writeFile(`${path}.gz`, gz);
      count += 1;
    }
  }
  return count;
}
