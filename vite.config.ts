import { dirname, relative, resolve, sep } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The server's own code (server/) stays outside the page build: the build imports it from
 * its place at run time, so pages and server share one instance of each module (the
 * request context, the database) and one build serves any configuration.
 */
const SERVER_DIR = resolve(import.meta.dirname, "server") + sep;

function serverCodeOutside(): Plugin {
  return {
    name: "lojuvard:server-code-outside-build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    resolveId(source, importer) {
      if (!source.startsWith(".") || !importer) return null;
      const path = resolve(dirname(importer), source);
      return path.startsWith(SERVER_DIR) ? { id: path, external: "absolute" } : null;
    },
    // The build then names server modules by a path relative to itself, so the checkout can move.
    renderChunk(code, chunk, options) {
      const from = resolve(options.dir ?? "", dirname(chunk.fileName));
      const to = relative(from, SERVER_DIR).split(sep).join("/");
      return code.replaceAll(`"${SERVER_DIR.split(sep).join("/")}`, `"${to.startsWith(".") ? to : `./${to}`}/`);
    },
  };
}

const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
const SHELL =
  /[\\/]app[\\/](root\.|site[\\/]|i18n[\\/](?!format\.ts$)|seo[\\/](meta|og|structured-data[\\/]breadcrumbs)\.ts|forms[\\/]subscribe[\\/](SubscribeForm\.tsx|fields\.ts)$|forms[\\/]kit[\\/](client|shown-since)\.ts$|components[\\/](layout|toast|policy|page|subscribe)[\\/]|components[\\/]ui[\\/](?!Field|Picture))/;
const ON_DEMAND = /Panel\.tsx$/;

export default defineConfig({
  plugins: [serverCodeOutside(), reactRouter()],
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
              test: FRAMEWORK,
              priority: 2,
            },
            {
              // The root view, its chrome and the modules every page uses (every route reads its
              // meta tags through seo/). Form fields stay out: they come with the forms; so do
              // panels loaded on demand (*Panel.tsx), and the date formats, which only the inbox's
              // script uses (public pages get their dates written by the server).
              name: "shell",
              test: (id) => SHELL.test(id) && !ON_DEMAND.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  // npm run dev (decision 082): the modules every page may load are found before the first request,
  // so Vite prepares their dependencies once instead of reloading open pages when it meets one.
  optimizeDeps: { entries: ["app/entry.client.tsx", "app/root.tsx", "app/routes/**/*.tsx"] },
});
