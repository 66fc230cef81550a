import { createContext } from "react-router";

/**
 * What the server's validated configuration (server/config.ts) tells the pages.
 * The default applies when pages run without our server (`react-router dev`).
 */
export const siteConfigContext = createContext<{ siteUrl: string | undefined }>({ siteUrl: undefined });
