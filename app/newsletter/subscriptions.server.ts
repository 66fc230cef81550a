/** What the newsletter's pages use of the server (signed links, server/newsletter/). */
export {
  checkConfirmation,
  confirmSubscription,
  unsubscribe,
  verifyUnsubscribeToken,
} from "../../server/newsletter/subscriptions.ts";
