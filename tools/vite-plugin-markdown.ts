import type { Plugin } from "vite";
import { parseMarkdownDocument } from "./markdown.ts";

/** Imports of content Markdown files become { data, html, words } modules at build time. */
export function markdownContent(): Plugin {
  return {
    name: "lojuvard:content-markdown",
    enforce: "pre",
    transform(source, id) {
      if (!id.endsWith(".md")) return null;
      const document = parseMarkdownDocument(source, id);
      return { code: `export default ${JSON.stringify(document)};`, map: null };
    },
  };
}
