import { deferred } from "../../components/deferred/deferred.tsx";

/**
 * The newsletter box, its code loaded as the visitor reaches it. Until then it is the
 * plain form that works without JavaScript.
 */
export const DeferredSubscribeForm = deferred(() =>
  import("./SubscribeForm.tsx").then((module) => module.SubscribeForm),
);
