import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");

describe("the production server", () => {
  it("loads React's production builds: its first import sets NODE_ENV before anything reads it", async () => {
    const serve = readFileSync(join(ROOT, "scripts/serve.ts"), "utf8");
    const firstImport = /^import\s+(?:[^"]*from\s+)?"([^"]+)";/m.exec(serve)?.[1];
    expect(firstImport).toBe("./production-mode.ts");
    const previous = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = "development";
      await import(`${join(ROOT, "scripts/production-mode.ts")}?${Date.now()}`);
      expect(process.env.NODE_ENV).toBe("production");
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});
