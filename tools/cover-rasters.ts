import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import sharp from "sharp";

/**
 * The blog's drawn covers (public/images/blog/*.svg) as PNG beside them in the build:
 * link previews, feed readers and mail programs show no SVG (shared/content.ts
 * `rasterCover` names the copy). Drawn once per build with sharp, at the covers' 1200 × 630.
 */
const SOURCE = resolve(import.meta.dirname, "../public/images/blog");

export async function writeCoverRasters(clientDir: string): Promise<string[]> {
  const target = join(clientDir, "images", "blog");
  await mkdir(target, { recursive: true });
  const written: string[] = [];
  for (const file of (await readdir(SOURCE)).filter((name) => name.endsWith(".svg"))) {
    const png = await sharp(await readFile(join(SOURCE, file)), { density: 144 })
      .resize(1200, 630, { fit: "cover" })
      .png({ palette: true, quality: 90, effort: 8 })
      .toBuffer();
    const path = join(target, file.replace(/\.svg$/, ".png"));
    await writeFile(path, png);
    written.push(path);
  }
  return written;
}
