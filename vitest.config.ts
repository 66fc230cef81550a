import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/** Files of the api and fuzz suites at once: one per core, two at least (decision 096). */
const FILES_AT_ONCE = Math.max(2, availableParallelism());

/**
 * Four suites, each its own npm script (all run by `npm test`):
 * - unit: pure modules, milliseconds each, the whole suite within seconds (the inner loop);
 * - assets: checks of what is generated and committed or of the whole copy (the drawn art, the
 *   portfolio PDF, the subset fonts, the glossary over every text): slower, run before a commit;
 * - api: the real server in-process on SQLite and PostgreSQL, a file per core, two at least
 *   (each worker has a temporary folder and a PostgreSQL database of its own);
 * - fuzz, as many files at a time: generated hostile requests and SIGKILL crashes, the slow
 *   robustness suites that need the production build, and the in-process tests of rendered pages
 *   (`tests/built`), which need it too (its npm script builds first).
 */
export default defineConfig({
  test: {
    environment: "node",
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts", "{app,server,shared,tools}/**/*.test.ts"] },
      },
      {
        extends: true,
        test: { name: "assets", include: ["tests/assets/**/*.test.ts"], testTimeout: 30_000 },
      },
      {
        extends: true,
        // A real server, both databases and password hashing on a 2-core machine running the
        // other suites beside it: 5 s (the default) measured the machine's load, not the code.
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          setupFiles: ["tests/support/worker-database.ts"],
          globalSetup: ["tests/support/start-template.setup.ts"],
          // Vitest's default on two cores is one worker; the files wait on the databases and
          // password hashing often enough that two take half the time (decision 096).
          maxWorkers: FILES_AT_ONCE,
          // A worker imports the server once for all its files instead of once a file (a third of
          // the suite's time). What the modules keep is a process's, as in production: caches of
          // pure results, and listeners each server removes when it closes, which every file's
          // two servers (SQLite, PostgreSQL) already rely on (decision 096).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "fuzz",
          include: ["tests/fuzz/**/*.test.ts", "tests/faults/**/*.test.ts", "tests/built/**/*.test.ts"],
          setupFiles: ["tests/support/worker-database.ts"],
          globalSetup: ["tests/support/start-template.setup.ts"],
          // Like api: five files, a file per core (decision 096).
          maxWorkers: FILES_AT_ONCE,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
