import { resolve } from "node:path";
import { ESLint } from "eslint";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The lint rule that keeps inbox forms read by their intent's schema (decision 089): a
 * FormData read by hand in the inbox's folders fails lint, under any name; a URL's search
 * parameters and code outside the inbox do not. Linted against a small program of its own,
 * not the whole project, so the check takes seconds.
 */
const RULE = "lojuvard/no-hand-read-forms";

async function problems(path: string, code: string): Promise<string[]> {
  const file = resolve(path);
  const options: ts.CompilerOptions = { lib: ["lib.dom.d.ts", "lib.es2024.d.ts"], strict: true, noEmit: true };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === file ? ts.createSourceFile(name, code, language, true) : getSourceFile(name, language, ...rest);
  host.fileExists = (name) => name === file || fileExists(name);
  host.readFile = (name) => (name === file ? code : readFile(name));
  const program = ts.createProgram([file], options, host);
  const eslint = new ESLint({
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, programs: [program] } } },
  });
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const handRead = `
export async function action(request: Request) {
  const submitted = await request.formData();
  return [submitted.get("target"), submitted.getAll("ids"), submitted.has("x")];
}
`;

describe("inbox forms are read by their schema, not by hand", () => {
  it("refuses a FormData read by hand in an inbox route, whatever it is called", async () => {
    expect(
      (await problems("app/routes/admin/hand-read.fixture.ts", handRead)).filter((id) => id === RULE),
    ).toHaveLength(3);
  }, 60_000);

  it("refuses it in the inbox's own modules too", async () => {
    expect(await problems("app/admin/hand-read.fixture.ts", handRead)).toContain(RULE);
  }, 60_000);

  it("lets a URL's search parameters and the public pages' forms be", async () => {
    const search = `export const page = (url: URL) => url.searchParams.get("page");\n`;
    expect(await problems("app/routes/admin/search.fixture.ts", search)).not.toContain(RULE);
    expect(await problems("app/routes/public.fixture.ts", handRead)).not.toContain(RULE);
  }, 60_000);
});
