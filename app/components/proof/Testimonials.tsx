import type { PublicImage } from "../../../shared/content-model/fields.ts";
import { SectionHeader } from "../page/blocks.tsx";
import { Picture } from "../ui/Picture.tsx";
import { Rail, railClass } from "../ui/Rail.tsx";
import "../../styles/proof.css";

/** What a quote draws of a testimonial (app/content/proof.server.ts). */
export interface TestimonialItem {
  id: string;
  words: string;
  /** A name, or an anonymised role. */
  person: string;
  /** Beside a name: the person's role; empty when `person` is a role already. */
  role: string;
  organisation: string;
  photo: PublicImage | null;
}

/**
 * Clients' words, each with who said it: a section of its own, or nothing when there are none.
 */
export function Testimonials({
  items,
  title,
  tone,
}: {
  items: readonly TestimonialItem[];
  title: string;
  tone?: "soft";
}) {
  if (!items.length) return null;
  return (
    <section
      className={`section${tone ? ` section--${tone}` : ""}`}
      aria-labelledby="testimonials-title"
      data-section="quote"
    >
      <div className="container">
        <SectionHeader id="testimonials-title" title={title} />
        {/* On a phone several quotes are one sideways row, like the other lists of cards. */}
        <Rail count={items.length}>
          <ul
            className={`testimonials plain-list${items.length === 1 ? " testimonials--one" : ""}${railClass(items.length)}`}
          >
            {items.map((item) => (
              <li key={item.id}>
                <Quote item={item} />
              </li>
            ))}
          </ul>
        </Rail>
      </div>
    </section>
  );
}

/**
 * One client's words: the quote, and who said it. A named person shows their photo, or
 * without one their initials drawn in the house style (decision 094); a role shows none.
 */
export function Quote({ item, className = "testimonial" }: { item: TestimonialItem; className?: string }) {
  const named = Boolean(item.role);
  const about = [item.role, item.organisation].filter(Boolean).join(", ");
  return (
    <figure className={className}>
      <blockquote>
        <p>{item.words}</p>
      </blockquote>
      <figcaption>
        {item.photo ? (
          <Picture image={item.photo} alt="" className="testimonial__photo" sizes="3.5rem" />
        ) : named ? (
          <span className="testimonial__photo testimonial__initials" aria-hidden="true">
            {initials(item.person)}
          </span>
        ) : null}
        {named ? (
          <span className="testimonial__person">
            <span className="testimonial__name">{item.person}</span>
            <span className="testimonial__organisation">{about}</span>
          </span>
        ) : (
          <span>
            {item.person}
            {item.organisation ? <span className="testimonial__organisation">, {item.organisation}</span> : null}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

/** "Gulnora Tursunova" → "GT": the first letters of the first and last words. */
function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}
