import { createContext, lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType } from "react";

/**
 * A part of the page whose code loads when the visitor is about to use it (issue 18,
 * decision 028): when it comes near the viewport, or on the first pointer, focus or key
 * inside it. The server renders it whole, so the page looks and reads the same; until its
 * code arrives the browser keeps the server's HTML in place (React leaves a suspended
 * boundary dehydrated) and hydrates it then.
 *
 * What the visitor typed into its fields meanwhile is put back once the code has taken
 * over (a form library sets its fields to their defaults as it starts), and a form submitted
 * in that moment is sent then. After the first page, a client navigation renders the part
 * at once.
 */
/**
 * When the visitor first saw a deferred part (its server HTML hydrating), for parts that
 * measure time from then: a form's fill time starts when the form was on the page, not
 * when its code arrived.
 */
export const DeferredShownAt = createContext<number | undefined>(undefined);

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let release!: () => void;
  const wanted = new Promise<void>((resolve) => (release = resolve));
  let takenOver = false;
  const heldSubmits = new Set<() => void>();
  let typed: FieldSnapshot[] = [];
  let root: HTMLElement | null = null;

  const Part = lazy(async () => {
    // The server renders at once; the browser waits until the part is wanted (below).
    if (typeof document !== "undefined") await wanted;
    const Component = await load();
    typed = root ? snapshotFields(root) : [];
    function TakenOver(props: P) {
      useEffect(() => {
        takenOver = true;
        restoreFields(typed);
        typed = [];
        // After the restored values have rendered, so the form's handler reads them.
        setTimeout(() => {
          for (const submit of heldSubmits) submit();
          heldSubmits.clear();
        });
      }, []);
      return <Component {...props} />;
    }
    return { default: TakenOver };
  });

  // Same props, no update: the parent re-rendering leaves the dehydrated part alone.
  const QuietPart = memo(Part) as unknown as ComponentType<P>;

  function Deferred(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    // Only a part hydrating the server's HTML waits; one mounted by a client navigation
    // renders at once. Read once, never re-rendered on: an update reaching a boundary that
    // is still dehydrated makes React drop the server's HTML for the (empty) fallback.
    const [mountedAfterHydration] = useState(
      () => typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true",
    );
    if (mountedAfterHydration) release();
    const [shownAt] = useState(() => Date.now());
    useEffect(() => {
      const element = ref.current;
      if (!element || takenOver) return;
      root = element;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) release();
        },
        // Load a screen ahead, so it is ready by the time the visitor reaches it.
        { rootMargin: "100% 0px" },
      );
      observer.observe(element);
      // On the window, capturing: React stops events aimed at a part it has not hydrated
      // yet at its root, before they could reach listeners on the part itself.
      const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
      const intents = ["pointerdown", "pointerover", "focusin", "keydown", "touchstart", "input", "change"] as const;
      const onIntent = (event: Event) => {
        if (inside(event)) release();
      };
      for (const intent of intents) window.addEventListener(intent, onIntent, { capture: true, passive: true });
      const hold = (event: SubmitEvent) => {
        if (takenOver || !inside(event)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        const form = event.target as HTMLFormElement;
        const submitter = event.submitter;
        heldSubmits.add(() => form.requestSubmit(submitter));
        release();
      };
      window.addEventListener("submit", hold, { capture: true });
      // Typed or chosen before these listeners were in place (the page was still hydrating).
      if (snapshotFields(element).length) release();
      return () => {
        observer.disconnect();
        for (const intent of intents) window.removeEventListener(intent, onIntent, { capture: true });
        window.removeEventListener("submit", hold, { capture: true });
      };
    }, []);
    return (
      <div ref={ref} className="deferred">
        <DeferredShownAt value={shownAt}>
          <Suspense fallback={null}>
            <QuietPart {...props} />
          </Suspense>
        </DeferredShownAt>
      </div>
    );
  }
  return Deferred;
}

interface FieldSnapshot {
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  value: string;
  checked: boolean;
  /** A copy: clearing the field empties the list it held. */
  files: FileList | null;
}

/** What the visitor put into the server-rendered fields before the code took over. */
function snapshotFields(root: HTMLElement): FieldSnapshot[] {
  return [...root.querySelectorAll<FieldSnapshot["field"]>("input, textarea, select")]
    .filter((field) => field.type !== "hidden" && changedByVisitor(field))
    .map((field) => ({
      field,
      value: field.value,
      checked: "checked" in field && field.checked,
      files: field instanceof HTMLInputElement && field.files ? copyFiles(field.files) : null,
    }));
}

function copyFiles(files: FileList): FileList {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  return transfer.files;
}

/** Whether a field differs from what the server's HTML put in it. */
function changedByVisitor(field: FieldSnapshot["field"]): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
    return field.checked !== field.defaultChecked;
  if (field instanceof HTMLInputElement && field.type === "file") return Boolean(field.files?.length);
  return field.value !== field.defaultValue;
}

/**
 * Puts the visitor's values back as if entered again, so the form's own handlers see them.
 * React only reports a change when the value differs from the last one it saw set through
 * the element's own property; so that one is set to something else first, and the real
 * value through the prototype's setter, which React does not watch.
 */
function restoreFields(snapshot: FieldSnapshot[]): void {
  for (const { field, value, checked, files } of snapshot) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (field.checked !== checked) field.click();
      else if (checked) {
        field.checked = !checked;
        field.click();
      }
      continue;
    }
    if (field instanceof HTMLInputElement && field.type === "file") {
      field.value = "";
      if (files) field.files = files;
      field.dispatchEvent(new Event("change", { bubbles: true }));
      continue;
    }
    field.value = value === "" ? " " : "";
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
    const event = field instanceof HTMLSelectElement ? "change" : "input";
    field.dispatchEvent(new Event(event, { bubbles: true }));
  }
}
