import { defineConfig } from "vitest/config";
import { markdownContent } from "./tools/vite-plugin-markdown.ts";

export default defineConfig({
  plugins: [markdownContent()],
  test: {
    include: [
      "tests/unit/**/*.test.ts",
      "tests/api/**/*.test.ts",
      "app/**/*.test.ts",
      "server/**/*.test.ts",
      "tools/**/*.test.ts",
      "tests/faults/**/*.test.ts",
    ],
    environment: "node",
    // API suites share one PostgreSQL database; files run one at a time.
    fileParallelism: false,
  },
});
