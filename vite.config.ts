import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { markdownContent } from "./tools/vite-plugin-markdown.ts";

export default defineConfig({
  plugins: [markdownContent(), reactRouter()],
  define: {
    // The API host is fixed at build time (API_BASE_URL); empty means the site itself.
    "import.meta.env.VITE_API_BASE_URL": JSON.stringify(process.env.API_BASE_URL ?? ""),
    "import.meta.env.VITE_UPLOAD_AUTHORIZATION": JSON.stringify(process.env.UPLOAD_AUTHORIZATION ?? ""),
  },
  build: {
    // Modern evergreen browsers only: smaller output, no legacy transforms.
    target: "es2022",
    assetsInlineLimit: 0,
  },
  server: { port: 5173 },
});
