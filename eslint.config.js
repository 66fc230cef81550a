import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The walls between the parts (docs/architecture.md), one way only:
 * scripts and tools → app → server → content → shared. The browser's code never
 * reaches the server's: in app/, only `*.server.ts(x)` modules may import server/.
 */
const walls = [
  {
    target: "./shared",
    from: ["./app", "./server", "./content", "./tools", "./scripts", "./tests"],
    message: "shared/ is what browser and server both run: it imports nothing of the site's other parts.",
  },
  {
    target: "./content",
    from: ["./app", "./server", "./tools", "./scripts", "./tests"],
    message: "content/ is data: it may use shared/ only.",
  },
  {
    target: "./server",
    from: ["./app", "./tools", "./scripts", "./tests"],
    message: "The server never imports page code: pass what it needs in (app/site.server.ts composes the two).",
  },
  {
    target: ["./app/**/!(*.server).ts", "./app/**/!(*.server).tsx"],
    from: "./server",
    message: "Pages reach server code only through a *.server.ts module, which the browser build can never include.",
  },
  {
    target: "./app",
    from: ["./tools", "./scripts", "./tests"],
    message: "app/ does not depend on build tools, scripts or tests.",
  },
  {
    // Every module a public page may bring to the browser: all of app/ but the inbox, the
    // e-mails and *.server.ts modules.
    target: [
      "./app/!(*.server).{ts,tsx}",
      "./app/!(admin|mail|routes)/**/!(*.server).{ts,tsx}",
      "./app/routes/!(*.server).{ts,tsx}",
    ],
    from: "./shared/i18n/message.ts",
    message:
      "Public pages receive their messages finished by the server (decision 041): format in a *.server.ts module (pageMessageFormat, pageCatalogue). Only the inbox and the e-mails format themselves.",
  },
  {
    target: [
      "./app",
      "./server",
      "./content",
      "./tools",
      "./scripts",
      "./tests",
      "./shared/!(i18n)/**",
      "./shared/*.ts",
      "./shared/i18n/!(message).ts",
    ],
    from: "./node_modules/intl-messageformat",
    message: "Messages are formatted in one place: shared/i18n/message.ts (decision 041).",
  },
];

/**
 * Every query lives in a table's module under server/db/ (decision 012): built anywhere
 * else, a table's shape leaks into code the compiler checks against nothing of its own.
 * Tests and the load bench's check read what was stored, as a person with psql would.
 */
const QUERY_MESSAGE = "Queries live in server/db/<table>.ts: add a function there and call it.";
const queriesInTheirHome = {
  files: ["**/*.{ts,tsx}"],
  ignores: ["server/db/**", "tests/**", "scripts/bench/load-check.ts"],
  rules: {
    "no-restricted-syntax": [
      "error",
      {
        selector:
          "CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]",
        message: QUERY_MESSAGE,
      },
      { selector: "TaggedTemplateExpression[tag.name='sql']", message: QUERY_MESSAGE },
      { selector: "CallExpression[callee.object.name='sql']", message: QUERY_MESSAGE },
    ],
    "no-restricted-imports": ["error", { paths: [{ name: "kysely", importNames: ["sql"], message: QUERY_MESSAGE }] }],
  },
};

/**
 * An inbox action reads its form by the schema of the intent it names (staffAction,
 * decision 089): a value read from a FormData by hand skips the schema and its messages.
 * Typed, so a form under any name is caught and a URL's search parameters are not.
 */
const noHandReadForms = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      handRead:
        "Inbox forms are read by their intent's schema: declare the field in staffAction's intent (intent(schema, run)) instead of reading the FormData by hand.",
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    const checker = services.program.getTypeChecker();
    return {
      "CallExpression > MemberExpression.callee[property.name=/^(get|getAll|has)$/]"(node) {
        const type = checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node.object));
        if (checker.typeToString(checker.getNonNullableType(type)) === "FormData") {
          context.report({ node, messageId: "handRead" });
        }
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "node_modules/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      "data/",
      ".bench/",
      ".wireit/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: { "import-x/resolver-next": [importX.createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "import-x/no-restricted-paths": ["error", { zones: walls }],
    },
  },
  {
    // Type-aware: a promise nobody awaits or handles fails silently, and one passed where a
    // plain callback is expected (an event handler, a setTimeout) loses its rejection.
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  queriesInTheirHome,
  {
    files: ["app/admin/**/*.{ts,tsx}", "app/routes/admin/**/*.{ts,tsx}"],
    plugins: { lojuvard: { rules: { "no-hand-read-forms": noHandReadForms } } },
    rules: { "lojuvard/no-hand-read-forms": "error" },
  },
);
