import type { Point } from "../../../content/types.ts";

/**
 * A flow drawn as connected stages (the family-loan case's four steps). The stages are
 * an ordered list, so the order reads the same to screen readers; the connectors are CSS.
 */
export function FlowDiagram({ steps }: { steps: readonly Point[] }) {
  return (
    <ol className="flow">
      {steps.map((step, index) => (
        <li key={step.title} className="flow__step">
          <svg className="flow__badge" width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
            <polygon points="28,2 35,19 54,21 40,33 44,52 28,42 12,52 16,33 2,21 21,19" fill="#0b1f4d" />
            <text x="28" y="33" textAnchor="middle" fontSize="15" fontWeight="800" fill="#e8bd4a">
              {index + 1}
            </text>
          </svg>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
