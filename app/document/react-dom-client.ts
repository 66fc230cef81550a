/**
 * React DOM's client, for entry.client. Starting it is one long function; this module sits in
 * the `framework` chunk (vite.config.ts), so it starts while the starter evaluates that chunk, in
 * a task of its own, rather than in the task that then hydrates the page (decision 036).
 */
export { hydrateRoot } from "react-dom/client";
