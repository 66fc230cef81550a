import { readFileSync } from "node:fs";
import { resolve } from "node:path";

/**
 * The folders of a checkout that git ignores (its `.gitignore`, lines that name a folder):
 * what tools write there (the build, test output, the bench, wireit's cache) is never source,
 * so the development server does not watch it. One list, kept where a new tool's folder goes anyway.
 */
export function foldersGitIgnores(root: string): string[] {
  return readFileSync(resolve(root, ".gitignore"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.endsWith("/") && !line.startsWith("#") && !line.startsWith("!"))
    .map((folder) => resolve(root, folder.replace(/^\//, "")));
}
