import type { Point } from "../../../content/types.ts";
import { StepNumber } from "../page/blocks.tsx";

/**
 * A flow drawn as connected stages (the family-loan case's four steps). The stages are
 * an ordered list, so the order reads the same to screen readers; the connectors are CSS.
 * Numbered like every other sequence on the site (StepNumber).
 */
export function FlowDiagram({ steps }: { steps: readonly Point[] }) {
  return (
    <ol className="flow">
      {steps.map((step, index) => (
        <li key={step.title} className="flow__step">
          <StepNumber index={index} />
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
