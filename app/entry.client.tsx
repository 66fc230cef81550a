import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "./document/react-dom-client.ts";
import { HydratedRouter } from "react-router/dom";

// The boot script is reloading the page in the visitor's language; this document is discarded.
if (!document.documentElement.dataset.reloading) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
