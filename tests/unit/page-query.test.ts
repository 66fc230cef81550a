import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { JOB_FILTERS } from "../../app/content/jobs.ts";
import { HYDRATION_DATA_PARAM } from "../../app/document/hydration-data.server.ts";
import { NO_SCRIPT_RESULT_PARAM } from "../../app/forms/subscribe/fields.ts";
import { PAGE_QUERY_PARAMETERS } from "../../app/routing/page-query.server.ts";
import { THANK_YOU_PARAM } from "../../app/routing/thank-you.ts";

const APP = join(import.meta.dirname, "../../app");

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the query parameters a shared page is rendered with", () => {
  it("include every parameter a page outside the inbox reads", () => {
    const read = sources(APP)
      .filter((path) => !/^(routes\/admin|admin)\//.test(relative(APP, path)))
      .flatMap((path) => [...readFileSync(path, "utf8").matchAll(/[pP]arams\.(?:get|getAll|has)\("([^"]+)"\)/g)])
      .map((match) => match[1]!);
    expect(read).toContain("category");
    const named = [...read, ...Object.keys(JOB_FILTERS), NO_SCRIPT_RESULT_PARAM, HYDRATION_DATA_PARAM, THANK_YOU_PARAM];
    for (const name of named) expect(PAGE_QUERY_PARAMETERS, name).toContain(name);
  });
});
