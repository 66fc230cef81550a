import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "./document/react-dom-client.ts";
import { HydratedRouter } from "react-router/dom";
import { dataIsNewerThanPage } from "./document/newer-data.ts";

// The boot script is reloading the page in the visitor's language; this document is discarded.
if (!document.documentElement.dataset.reloading) {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
      {
        // Content was published between this HTML and its data (newer-data.ts): React renders the
        // page anew, as intended, and that is no error to report.
        onRecoverableError(error) {
          if (!dataIsNewerThanPage()) reportError(error);
        },
      },
    );
  });
}
