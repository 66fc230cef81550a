import {
  createContext,
  lazy,
  memo,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentType,
} from "react";
import type { FieldSnapshot } from "./fields.ts";
import { holdRouterUpdates } from "./router-updates.ts";

/** How to ask for each kind of part's code (asking twice does nothing more). */
const releases: (() => void)[] = [];
/** Parts on the page still showing the server's HTML, their code not taken over. */
const dehydrated = new Set<Slot>();
const wantAll = () => releases.forEach((release) => release());
const anyDehydrated = () => dehydrated.size > 0;

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
  remember(snapshotFields: (root: HTMLElement) => FieldSnapshot[]): void {
    this.typed = this.element ? snapshotFields(this.element) : [];
  }

  hold(submit: () => void): void {
    this.held.push(submit);
  }

  /** The code has rendered: put the visitor's values back, then send what was held. */
  takeOver(restoreFields: (snapshot: FieldSnapshot[]) => void): void {
    this.takenOver = true;
    dehydrated.delete(this);
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
 * decision 028): on the first pointer, touch, focus, key, input or change inside it, not
 * when it merely scrolls into view (most visitors read past a form). The server renders it whole, so the page looks and reads the
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
  releases.push(release);
  const slots = new Set<Slot>();

  const Part = lazy(async () => {
    // The server renders at once; the browser waits until the part is wanted (below).
    if (typeof document !== "undefined") await wanted;
    // What keeps the visitor's input comes with the part's code, not with the page.
    const [Component, fields] = await Promise.all([load(), import("./fields.ts")]);
    for (const slot of slots) slot.remember(fields.snapshotFields);
    function TakenOver(props: P) {
      const slot = useContext(SlotContext);
      useEffect(() => slot?.takeOver(fields.restoreFields), [slot]);
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
    // Before the router's own subscribers subscribe (decision 032).
    useLayoutEffect(() => holdRouterUpdates(wantAll, anyDehydrated), []);
    useEffect(() => {
      const element = slot.element;
      if (!element || slot.takenOver) return;
      slots.add(slot);
      dehydrated.add(slot);
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
      // Already in a field before these listeners were in place (the page was still hydrating).
      if (element.contains(document.activeElement)) release();
      return () => {
        slots.delete(slot);
        dehydrated.delete(slot);
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
