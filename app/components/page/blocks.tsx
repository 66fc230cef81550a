import type { CallToAction, Faq, Point, Stat } from "../../../content/types.ts";
import { QuoteButton } from "../layout/QuoteDialog.tsx";
import { wordFit } from "./word-fit.ts";

/** A section's heading and lead. */
export function SectionHeader({
  title,
  lead,
  id,
  children,
}: {
  title: string;
  lead?: string;
  id?: string;
  /** Actions shown beside the heading (e.g. "All case studies"). */
  children?: React.ReactNode;
}) {
  return (
    <div className={`section__header${children ? " section__header--split" : ""}`}>
      <div>
        <h2 id={id}>{title}</h2>
        {lead ? <p className="lead">{lead}</p> : null}
      </div>
      {children}
    </div>
  );
}

export function StatList({ items }: { items: Stat[] }) {
  return (
    <ul className="stats">
      {items.map((item) => (
        <li key={item.label} className="stat">
          <span className="stat__value">{item.value}</span>
          <span className="stat__label">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}

export function PointGrid({ items, columns = 3, tone }: { items: Point[]; columns?: 2 | 3; tone?: "flat" | "dark" }) {
  return (
    <ul className={`grid grid--${columns} plain-list`}>
      {items.map((item) => (
        <li key={item.title} className={`card${tone ? ` card--${tone}` : ""}`}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps of a process or flow, drawn as a connected sequence. */
export function Steps({ items }: { items: Point[] }) {
  return (
    <ol
      className="steps"
      style={
        {
          "--steps-columns": stepColumns(items.length),
          "--steps-columns-mid": stepColumnsMid(items.length),
        } as React.CSSProperties
      }
    >
      {items.map((item, index) => (
        <li key={item.title} className="steps__item">
          <span className="steps__number" aria-hidden="true">
            {String(index + 1).padStart(2, "0")}
          </span>
          <div>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function FaqList({ items }: { items: Faq[] }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.question} className="faq__item">
          <summary>
            <h3>{item.question}</h3>
          </summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** The closing call to action of a page: its button opens the quote dialog. */
export function CtaBand({ cta }: { cta: CallToAction }) {
  return (
    <section className="section section--tight">
      <div className="container">
        <div className="cta-band" data-reveal>
          <div>
            <h2 style={wordFit(cta.title)}>{cta.title}</h2>
            <p>{cta.text}</p>
          </div>
          <QuoteButton className="btn btn--primary btn--lg" label={cta.button} />
        </div>
      </div>
    </section>
  );
}

/**
 * Columns of a wide step row that leave no lone step on a row of its own: 6 → 3 + 3, 4 → 4.
 * Five and seven steps are laid out by components.css instead (rows of three then wider
 * steps), since a column count cannot widen the last row; its rules override this number.
 */
export function stepColumns(count: number): number {
  // Five in a row leave each step too narrow for a long Russian word: three and two.
  if (count === 5) return 3;
  if (count <= 4) return count;
  return count % 3 === 0 ? 3 : 4;
}

/** The same on a laptop (60–80rem), where four columns of four steps are too narrow for a long word: 2 + 2. */
export function stepColumnsMid(count: number): number {
  return count === 4 ? 2 : stepColumns(count);
}
