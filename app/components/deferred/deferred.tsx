import { createContext, lazy, memo, Suspense, useContext, useEffect, useState, type ComponentType } from "react";

/** One deferred part on the page: what it holds until its code has taken over. */
class Slot {
  element: HTMLElement | null = null;
  /** When the visitor first saw it: its server HTML, hydrating. */
  readonly shownAt = Date.now();
  takenOver = false;
  /** What the visitor typed or chose before the code came, to put back. */
  private typed: FieldSnapshot[] = [];
  /** Submits made before the code came, to send once it has. */
  private held: (() => void)[] = [];

  attach(element: HTMLElement | null): void {
    this.element = element;
  }

  /** The code has come: remember what the visitor put in meanwhile. */
  remember(): void {
    this.typed = this.element ? snapshotFields(this.element) : [];
  }

  hold(submit: () => void): void {
    this.held.push(submit);
  }

  /** The code has rendered: put the visitor's values back, then send what was held. */
  takeOver(): void {
    this.takenOver = true;
    restoreFields(this.typed.splice(0));
    // After the restored values have rendered, so the form's handler reads them.
    setTimeout(() => {
      for (const submit of this.held.splice(0)) submit();
    });
  }
}

const SlotContext = createContext<Slot | undefined>(undefined);

/**
 * When the visitor first saw the deferred part this component is in, if it is in one:
 * a form's fill time starts when the form was on the page, not when its code arrived.
 */
export function useShownSince(): number | undefined {
  return useContext(SlotContext)?.shownAt;
}

/**
 * A part of the page whose code loads when the visitor is about to use it (issue 18,
 * decision 028): a screen before it comes into view, or on the first pointer, focus, key,
 * input or change inside it. The server renders it whole, so the page looks and reads the
 * same; until its code arrives the browser keeps the server's HTML in place (React leaves a
 * suspended boundary dehydrated) and hydrates it then.
 *
 * What the visitor typed into its fields meanwhile is put back once the code has taken
 * over (a form library sets its fields to their defaults as it starts), and a form submitted
 * in that moment is sent then. Each part on the page (the same form may stand twice) keeps
 * its own. After the first page, a client navigation renders the part at once.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let release!: () => void;
  const wanted = new Promise<void>((resolve) => (release = resolve));
  const slots = new Set<Slot>();

  const Part = lazy(async () => {
    // The server renders at once; the browser waits until the part is wanted (below).
    if (typeof document !== "undefined") await wanted;
    const Component = await load();
    for (const slot of slots) slot.remember();
    function TakenOver(props: P) {
      const slot = useContext(SlotContext);
      useEffect(() => slot?.takeOver(), [slot]);
      return <Component {...props} />;
    }
    return { default: TakenOver };
  });

  // Same props, no update: the parent re-rendering leaves the dehydrated part alone.
  const QuietPart = memo(Part) as unknown as ComponentType<P>;

  function Deferred(props: P) {
    // Only a part hydrating the server's HTML waits; one mounted by a client navigation
    // renders at once. Read once, never re-rendered on: an update reaching a boundary that
    // is still dehydrated makes React drop the server's HTML for the (empty) fallback.
    const [slot] = useState(() => new Slot());
    const [mountedAfterHydration] = useState(
      () => typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true",
    );
    if (mountedAfterHydration) release();
    useEffect(() => {
      const element = slot.element;
      if (!element || slot.takenOver) return;
      slots.add(slot);
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
        if (slot.takenOver || !inside(event)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        const form = event.target as HTMLFormElement;
        const submitter = event.submitter;
        slot.hold(() => form.requestSubmit(submitter));
        release();
      };
      window.addEventListener("submit", hold, { capture: true });
      // Typed or chosen before these listeners were in place (the page was still hydrating).
      if (snapshotFields(element).length) release();
      return () => {
        slots.delete(slot);
        observer.disconnect();
        for (const intent of intents) window.removeEventListener(intent, onIntent, { capture: true });
        window.removeEventListener("submit", hold, { capture: true });
      };
    }, [slot]);
    return (
      <div ref={(element) => slot.attach(element)} className="deferred">
        <SlotContext value={slot}>
          <Suspense fallback={null}>
            <QuietPart {...props} />
          </Suspense>
        </SlotContext>
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
