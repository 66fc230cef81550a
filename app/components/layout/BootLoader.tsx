import { LOADER_CYCLE_MS, LOADER_FIRST_START_MS, LOADER_PAUSE_MS } from "../../document/timing.ts";
import { LogoMark } from "./Logo.tsx";

/**
 * The loading animation of the first second (spec §4, §9). It shows only while the
 * boot script marks <html> as booting, so visitors without JavaScript and crawlers
 * never see it, and the server-rendered page is already underneath. Two visual states
 * alternate: the first start comes after 500 ms, then cycles of 1500 ms with a 500 ms pause.
 */
export function BootLoader({ label }: { label: string }) {
  const timing = {
    "--loader-delay": `${LOADER_FIRST_START_MS}ms`,
    "--loader-cycle": `${LOADER_CYCLE_MS + LOADER_PAUSE_MS}ms`,
  } as React.CSSProperties;
  return (
    <div className="boot-loader" role="status" aria-label={label} style={timing}>
      <div className="boot-loader__mark">
        <LogoMark size={64} />
      </div>
    </div>
  );
}
