import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { RequestLanguage } from "../../shared/i18n/request-language.ts";
import type { BlogPostSummary } from "./blog-types.ts";
import type { CaseCardItem } from "../site/case-card-item.ts";
import { localePath } from "../site/use-site.ts";
import { CaseCard } from "../components/cases/CaseCard.tsx";
import { PostCard } from "../components/blog/PostCard.tsx";
import { catalogues } from "../i18n/catalogues/index.server.ts";

/*
 * Lists of case-study and post cards, drawn here rather than in the browser (decision 064):
 * a card is read and followed, never changed, so a page carries its markup and not the code
 * that draws it. Placed with MarkupWithLinks, whose links navigate in the page. "" when the
 * list is empty.
 */

/** The request's language and URL scheme, as resolveLanguage gives them. */
export type Place = Pick<RequestLanguage, "lang" | "prefixed">;

/** How a page lays its list out: the list's classes, what fades in, the cards' heading level. */
export interface CardList {
  className: string;
  /** `list`: the list fades in as one; `items`: each card on its own (ScrollReveal). */
  reveal?: "list" | "items";
  level?: 2 | 3;
}

/** `<Link>` renders as React Router renders it in the page, `data-discover` included. */
const draw = (list: CardList, items: { key: string; card: ReactNode }[]): string =>
  items.length === 0
    ? ""
    : renderToStaticMarkup(
        <StaticRouter location="/">
          <ul className={list.className} data-reveal={list.reveal === "list" || undefined}>
            {items.map(({ key, card }) => (
              <li key={key} data-reveal={list.reveal === "items" || undefined}>
                {card}
              </li>
            ))}
          </ul>
        </StaticRouter>,
      );

export function caseCardsMarkup(
  items: readonly CaseCardItem[],
  place: Place,
  list: CardList & { tone?: "dark" },
): string {
  const href = localePath(place);
  return draw(
    list,
    items.map((item) => ({
      key: item.id,
      card: <CaseCard item={item} href={href(`/casestudies/${item.id}`)} tone={list.tone} level={list.level} />,
    })),
  );
}

export function postCardsMarkup(posts: readonly BlogPostSummary[], place: Place, list: CardList): string {
  const href = localePath(place);
  const categories = catalogues[place.lang].blog.categories;
  return draw(
    list,
    posts.map((post) => ({
      key: post.id,
      card: (
        <PostCard
          post={post}
          href={href(`/blog/post/${post.id}`)}
          category={categories[post.category]}
          level={list.level}
        />
      ),
    })),
  );
}
