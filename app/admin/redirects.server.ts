/** What the redirects page uses of the server. */
export { listIdRedirects, listRedirects } from "../../server/db/redirects.ts";
export { removeRedirect, saveRedirect } from "../../server/content/redirects.ts";
