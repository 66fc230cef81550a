import type { PublicImage } from "../../../shared/content-model/fields.ts";
import { SectionHeader } from "../page/blocks.tsx";
import { Picture } from "../ui/Picture.tsx";
import { Rail } from "../ui/Rail.tsx";
import "../../styles/proof.css";

/** What a quote draws of a testimonial (app/content/proof.server.ts). */
export interface TestimonialItem {
  id: string;
  words: string;
  /** A name, or an anonymised role. */
  person: string;
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
    <section className={`section${tone ? ` section--${tone}` : ""}`} aria-labelledby="testimonials-title">
      <div className="container">
        <SectionHeader id="testimonials-title" title={title} />
        {/* On a phone several quotes are one sideways row, like the other lists of cards. */}
        <Rail count={items.length}>
          <ul className={`testimonials plain-list${items.length === 1 ? " testimonials--one" : " rail"}`}>
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

/** One client's words: the quote, and who said it (with their photo when there is one). */
export function Quote({ item, className = "testimonial" }: { item: TestimonialItem; className?: string }) {
  return (
    <figure className={className}>
      <blockquote>
        <p>{item.words}</p>
      </blockquote>
      <figcaption>
        {item.photo ? <Picture image={item.photo} alt="" className="testimonial__photo" sizes="3.5rem" /> : null}
        <span>
          {item.person}
          {item.organisation ? <span className="testimonial__organisation">, {item.organisation}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}
