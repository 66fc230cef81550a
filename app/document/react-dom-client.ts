/**
 * React DOM's client, for entry.client. Starting it is one long function (compiling and running
 * React DOM's 200 KB module body); this module sits in the `shell` chunk (vite.config.ts), so it
 * starts while the starter evaluates that chunk, in a task of its own: neither with React and
 * React Router in the `framework` slice nor in the task that then hydrates the page (decisions
 * 036 and 064).
 */
export { hydrateRoot } from "react-dom/client";
