import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { writePortfolioPdfs } from "../tools/portfolio-pdf.ts";
import { writeOgImages } from "../tools/og-images.ts";
import { precompress } from "./precompress.ts";

/**
 * `npm run build`: the React Router production build, the company portfolio PDFs made
 * from the same content, then a stamp `npm start` compares sources against.
 */
const root = resolve(import.meta.dirname, "..");
const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const startedAt = Date.now();
run("react-router", ["build"]);
const pdfs = await writePortfolioPdfs(join(root, "build", "client", "downloads"));
console.log(`Portfolio PDFs: ${pdfs.length} written to build/client/downloads`);
const previews = await writeOgImages(join(root, "build", "client"));
console.log(`Social preview images: ${previews.length} written to build/client/og`);
console.log(`Precompressed ${await precompress(join(root, "build", "client"))} static files (Brotli and gzip)`);
mkdirSync(join(root, "build"), { recursive: true });
writeFileSync(join(root, "build", ".stamp"), String(startedAt));
writeFileSync(join(root, "build", ".api-base"), process.env.API_BASE_URL ?? "");
