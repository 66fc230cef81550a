import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// The boot script is reloading the page in the visitor's language; this document is discarded.
if (!document.documentElement.dataset.reloading) {
  // Hydrating in a transition lets React yield to the browser while it works (React Router's template).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
