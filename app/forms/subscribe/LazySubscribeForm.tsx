import { lazyPart } from "../../components/lazy-part.tsx";

/**
 * The newsletter box, its code loaded apart from the page's (decision 081). Until it has come,
 * it is the plain form that works without JavaScript.
 */
export const LazySubscribeForm = lazyPart(() => import("./SubscribeForm.tsx").then((module) => module.SubscribeForm));
