import { useEffect, useId, useSyncExternalStore } from "react";
import { TOAST_AUTO_CLOSE_MS } from "../../document/timing.ts";
import { Icon } from "../ui/Icon.tsx";

/**
 * Toasts (spec §8): top right, closing after 3000 ms, drawn in the site's design
 * (decision 026). A native modal <dialog> makes the rest of the page inert, to eyes,
 * pointers and screen readers alike, so toasts show in the topmost *outlet*: the page's,
 * or the open dialog's while one is open. Each outlet is a live region from its first
 * render, so a message added to it is announced.
 */
type ToastKind = "success" | "error";
interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

const NONE: readonly Toast[] = [];
let toasts = NONE;
let outlets: readonly string[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function dismiss(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/** Shows a toast; the same message again restarts its time rather than stacking a copy. */
export function notify(kind: ToastKind, message: string): void {
  const same = toasts.find((toast) => toast.kind === kind && toast.message === message);
  if (same) dismiss(same.id);
  const toast = { id: nextId++, kind, message };
  toasts = [toast, ...toasts];
  timers.set(
    toast.id,
    setTimeout(() => dismiss(toast.id), TOAST_AUTO_CLOSE_MS),
  );
  emit();
}

/** Where toasts show: render one in the page and one in each modal dialog; the latest mounted wins. */
export function ToastOutlet({ closeLabel }: { closeLabel: string }) {
  const outlet = useId();
  useEffect(() => {
    outlets = [...outlets, outlet];
    emit();
    return () => {
      outlets = outlets.filter((other) => other !== outlet);
      emit();
    };
  }, [outlet]);
  const active = useSyncExternalStore(
    subscribe,
    () => outlets.at(-1) === outlet,
    () => false,
  );
  const shown = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NONE,
  );

  return (
    <div className="toasts" aria-live="polite">
      {active
        ? shown.map((toast) => (
            <div key={toast.id} role="status" className={`toast toast--${toast.kind}`}>
              <Icon name={toast.kind === "success" ? "check" : "alert"} size={20} />
              <p className="toast__message">{toast.message}</p>
              <button type="button" className="icon-button toast__close" onClick={() => dismiss(toast.id)}>
                <Icon name="close" size={18} />
                <span className="visually-hidden">{closeLabel}</span>
              </button>
            </div>
          ))
        : null}
    </div>
  );
}
