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
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for what every page loads: Brotli compresses one file of
        // related code better than many small ones, and each file costs a request.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            {
              // The root view, its chrome and the modules every page uses. Form fields stay
              // out: they come with the forms.
              name: "shell",
              test: /[\\/]app[\\/](root\.|site[\\/]|i18n[\\/]|components[\\/](layout|toast|policy|page|subscribe)[\\/]|components[\\/]ui[\\/](?!Field))/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
});
