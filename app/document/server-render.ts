import { createContext, useContext } from "react";

/**
 * What only the server's render of the document carries, provided by entry.server: the
 * response's CSP nonce and the boot script's source. The browser hydrates the document and
 * keeps the server's inline script as it is, so neither ships in the page's JavaScript.
 */
export interface ServerRender {
  nonce: string;
  bootScript: string;
}

export const ServerRenderContext = createContext<ServerRender | undefined>(undefined);

/** The server's render, or undefined in the browser. */
export function useServerRender(): ServerRender | undefined {
  return useContext(ServerRenderContext);
}
