import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { foldersGitIgnores } from "./not-source.ts";

describe("the folders the development server does not watch", () => {
  it("are the folders this checkout's .gitignore names: the build, test output and wireit's cache among them", () => {
    const root = resolve(import.meta.dirname, "../..");
    const folders = foldersGitIgnores(root);
    for (const folder of ["build", "test-results", ".wireit", ".bench", "node_modules", "data"])
      expect(folders).toContain(join(root, folder));
    expect(folders).not.toContain(join(root, "app"));
  });

  it("reads folder lines only, anchored or not, and skips comments, files and exceptions", () => {
    const root = mkdtempSync(join(tmpdir(), "not-source-"));
    writeFileSync(join(root, ".gitignore"), "# tools\n/dist/\ncache/\n*.log\n.env\n!keep/\n  out/  \n");
    expect(foldersGitIgnores(root)).toEqual([join(root, "dist"), join(root, "cache"), join(root, "out")]);
  });
});
