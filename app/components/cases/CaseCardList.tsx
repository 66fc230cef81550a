import type { CaseCardItem } from "../../site/case-card-item.ts";
import { useLocalePath } from "../../site/use-site.ts";
import { CaseCard } from "./CaseCard.tsx";

/** A list of case-study cards, laid out by the page: its classes, what fades in, the cards' heading level. */
export function CaseCardList({
  items,
  className,
  reveal,
  tone,
  level,
}: {
  items: readonly CaseCardItem[];
  className: string;
  /** `list`: the list fades in as one; `items`: each card on its own (ScrollReveal). */
  reveal?: "list" | "items";
  tone?: "dark";
  level?: 2 | 3;
}) {
  const href = useLocalePath();
  if (items.length === 0) return null;
  return (
    <ul className={className} data-reveal={reveal === "list" || undefined}>
      {items.map((item) => (
        <li key={item.id} data-reveal={reveal === "items" || undefined}>
          <CaseCard item={item} href={href(`/casestudies/${item.id}`)} tone={tone} level={level} />
        </li>
      ))}
    </ul>
  );
}
