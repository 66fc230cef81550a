import { useSyncExternalStore } from "react";
import { TOAST_AUTO_CLOSE_MS } from "../../document/timing.ts";

/**
 * Toasts (spec §8): top right, closing after 3000 ms. The toast library loads with the
 * first message, not with the page; until then nothing of it is on the page.
 */
type ToastLibrary = typeof import("react-toastify");

let library: ToastLibrary | undefined;
let loading: Promise<ToastLibrary> | undefined;
const listeners = new Set<() => void>();

function load(): Promise<ToastLibrary> {
  loading ??= import("react-toastify").then((module) => {
    library = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

/** Shows a toast; messages queue until the container has mounted. */
export async function notify(kind: "success" | "error", message: string): Promise<void> {
  const { toast } = await load();
  // role=status is announced politely: the visitor's reading is not interrupted.
  toast[kind](message, { role: "status", toastId: `${kind}:${message}` });
}

export function ToastHost({ closeLabel }: { closeLabel: string }) {
  const loaded = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => library,
    () => undefined,
  );
  if (!loaded) return null;
  const { ToastContainer } = loaded;
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
      theme="light"
      closeButton={({ closeToast }) => (
        <button type="button" className="toast-close" onClick={closeToast} aria-label={closeLabel}>
          ×
        </button>
      )}
    />
  );
}
