import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // All routes are server-rendered on request: the language of an unprefixed URL
  // comes from the visitor's `language` cookie, so pages cannot be prerendered once.
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
