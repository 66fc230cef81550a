/**
 * What the subscription box and its server handler share without the validation
 * library (which the box loads only on first focus).
 */

/** Query parameter set on the page a subscription sent without JavaScript returns to. */
export const NO_SCRIPT_RESULT_PARAM = "subscribe";
/** The footer's box, which that page scrolls to. */
export const FOOTER_FORM_ID = "subscribe";
