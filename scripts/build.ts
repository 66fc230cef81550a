import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { writePortfolioPdfs } from "../tools/portfolio-pdf.ts";
import { writeOgImages } from "../tools/og-images.ts";
import { writeCoverRasters } from "../tools/cover-rasters.ts";
import { precompress } from "./precompress.ts";

/**
 * `npm run build`: the React Router production build, the company portfolio PDFs,
 * social preview images and PNG copies of the drawn blog covers made from the same
 * content, and precompressed static files.
 * `npm start` runs it only when its inputs changed (wireit, package.json).
 */
const root = resolve(import.meta.dirname, "..");
const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run("react-router", ["build"]);
const pdfs = await writePortfolioPdfs(join(root, "build", "client", "downloads"));
console.log(`Portfolio PDFs: ${pdfs.length} written to build/client/downloads`);
const previews = await writeOgImages(join(root, "build", "client"));
console.log(`Social preview images: ${previews.length} written to build/client/og`);
const covers = await writeCoverRasters(join(root, "build", "client"));
console.log(`Blog covers as PNG: ${covers.length} written to build/client/images/blog`);
console.log(`Precompressed ${await precompress(join(root, "build", "client"))} static files (Brotli and gzip)`);
