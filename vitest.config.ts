import { defineConfig } from "vitest/config";
import { markdownContent } from "./tools/vite-plugin-markdown.ts";

export default defineConfig({
  plugins: [markdownContent()],
  test: {
    include: ["tests/unit/**/*.test.ts", "app/**/*.test.ts", "server/**/*.test.ts", "tools/**/*.test.ts"],
    environment: "node",
  },
});
