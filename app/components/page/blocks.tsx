import { Link } from "react-router";
import type { CallToAction, Faq, Point, Stat } from "../../../content/types.ts";
import { QuoteButton } from "../layout/QuoteDialog.tsx";
import { Rail, railClass } from "../ui/Rail.tsx";
import { FittedHeading } from "./FittedHeading.tsx";

/** A section's heading and lead, and the figure it leads with when staff gave one. */
export function SectionHeader({
  title,
  lead,
  id,
  figure,
  brief = false,
  children,
}: {
  title: string;
  lead?: string;
  id?: string;
  /** The section's key figure (issue 37.1), set large beside the heading on a wide screen. */
  figure?: Stat;
  /** The lead gives way on a phone, where the heading and what follows say enough (issue 37.2). */
  brief?: boolean;
  /** Actions shown beside the heading (e.g. "All case studies"). */
  children?: React.ReactNode;
}) {
  const shown = figure && hasFigure(figure);
  const modifiers = [children && "split", brief && "brief", shown && "figure"].filter(Boolean);
  return (
    <div className={["section__header", ...modifiers.map((name) => `section__header--${name}`)].join(" ")}>
      <div>
        <FittedHeading id={id}>{title}</FittedHeading>
        {shown ? <KeyFigure figure={figure} /> : null}
        {lead ? <p className="lead">{lead}</p> : null}
      </div>
      {children}
    </div>
  );
}

/** Whether staff gave a key figure in this language: a number and its words. */
const hasFigure = (figure: Stat) => Boolean(figure.value.trim() && figure.label.trim());

/** A figure's number ("94 %", "1,2") and the unit after it ("рабочих дня", "million"), if any. */
export function splitFigure(value: string): { number: string; unit: string } {
  // Digits with their group and decimal marks, a percent or plus sign (after a space in Russian), then the unit.
  const match = /^(\d(?:[\d.,]|\s(?=\d))*(?:\s?[%+])?)(?:\s+(\D.*))?$/u.exec(value.trim());
  return match ? { number: match[1]!, unit: match[2] ?? "" } : { number: value.trim(), unit: "" };
}

/**
 * The one figure a section leads with (issue 37.1): its number set large, a unit after it
 * smaller so "5 часовых поясов" fits a column, then what it counts, read as one statement.
 * Nothing when either half is empty.
 */
export function KeyFigure({ figure }: { figure: Stat }) {
  if (!hasFigure(figure)) return null;
  const { number, unit } = splitFigure(figure.value);
  return (
    <p className="key-figure">
      <strong className="key-figure__value">
        <span className="key-figure__number">{number}</span>
        {/* A number never ends a line apart from its unit (typography, issue 13). */}
        {unit ? <span className="key-figure__unit">{`\u00a0${unit}`}</span> : null}
      </strong>{" "}
      <span className="key-figure__label">{figure.label}</span>
    </p>
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

export function PointGrid({
  items,
  columns = 3,
  tone,
  rail,
}: {
  items: Point[];
  columns?: 2 | 3;
  tone?: "flat" | "dark";
  /** On a phone, one sideways row with its cue (Rail) rather than a stack. */
  rail?: boolean;
}) {
  const list = (
    <ul className={`grid grid--${columns} plain-list${rail ? railClass(items.length) : ""}`}>
      {items.map((item) => (
        <li key={item.title} className={`card${tone ? ` card--${tone}` : ""}`}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
  return rail ? <Rail count={items.length}>{list}</Rail> : list;
}

/**
 * Points set as a list between rules, in two columns on a wide screen: the section kind for
 * what is read rather than picked (issue 37.1), so a page never stacks one card grid on another.
 */
export function PointList({
  items,
  compact,
}: {
  items: { title: React.ReactNode; text: string; key: string }[];
  /** An index of links: on a phone only their names, two to a row (each page tells the rest). */
  compact?: boolean;
}) {
  return (
    <ul className={`point-list plain-list${compact ? " point-list--compact" : ""}`} data-reveal>
      {items.map((item) => (
        <li key={item.key}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps of a process or flow, drawn as a connected sequence. */
/**
 * The one way a step's place in a sequence is shown ("01" in a lapis disc): the steps of
 * the work, a flow's stages, the hiring steps. Lists that are not a sequence have no number.
 */
export function StepNumber({ index }: { index: number }) {
  return (
    <span className="steps__number" aria-hidden="true">
      {String(index + 1).padStart(2, "0")}
    </span>
  );
}

/** A process, step by step; on a phone one sideways row with its cue, so seven steps take one screen. */
export function Steps({ items }: { items: Point[] }) {
  return (
    <Rail count={items.length}>
      <ol
        className={`steps${railClass(items.length)}`}
        style={
          {
            "--steps-columns": stepColumns(items.length),
            "--steps-columns-mid": stepColumnsMid(items.length),
          } as React.CSSProperties
        }
      >
        {items.map((item, index) => (
          <li key={item.title} className="steps__item">
            <StepNumber index={index} />
            <div>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Rail>
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

/**
 * The closing call to action of a page: its button opens the quote dialog; a page may add a
 * link beside it (the team page's careers). Every page's band is this one, so all align alike.
 */
export function CtaBand({ cta, link }: { cta: CallToAction; link?: { to: string; label: string } }) {
  return (
    <section className="section section--tight" data-section="cta">
      <div className="container">
        <div className="cta-band" data-reveal>
          <div className="cta-band__text">
            <FittedHeading>{cta.title}</FittedHeading>
            <p>{cta.text}</p>
          </div>
          <div className="cta-band__actions">
            {link ? (
              <Link to={link.to} className="btn btn--on-dark btn--lg">
                {link.label}
              </Link>
            ) : null}
            <QuoteButton className="btn btn--primary btn--lg" label={cta.button} />
          </div>
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
