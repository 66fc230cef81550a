/** What the unsubscribe page uses of the server (signed links, server/newsletter/). */
export { unsubscribe, verifyUnsubscribeToken } from "../../server/newsletter/unsubscribe-links.ts";
