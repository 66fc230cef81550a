import { resolve } from "node:path";
import { writePortfolioPdfs } from "./portfolio-pdf.ts";

/** `node tools/portfolio-pdf.cli.ts <outDir>`: writes the company portfolio PDFs, one per language. */
const outDir = process.argv[2];
if (!outDir) {
  console.error("Usage: node tools/portfolio-pdf.cli.ts <outDir>");
  process.exit(2);
}
for (const path of await writePortfolioPdfs(resolve(outDir))) console.log(path);
