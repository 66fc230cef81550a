import { Link } from "react-router";
import type { FeaturedCase } from "../../site/use-site.ts";
import { useLocalePath, useT } from "../../site/use-site.ts";
import { Picture } from "../ui/Picture.tsx";

/**
 * The featured case study in the Services and Industries menus (issue 29.6): its screen,
 * title and one result figure, linking to its page in the page's language. The screen is
 * decorative here (alt ""): the title beside it names the link. Loaded when a menu that
 * shows it is first wanted, not with every page (decision 029).
 */
export default function FeaturedCasePanel({ item }: { item: FeaturedCase }) {
  const t = useT();
  const href = useLocalePath();
  return (
    <div className="nav-feature">
      <p className="nav-feature__label">{t.nav.featuredCase}</p>
      <Link to={href(`/casestudies/${item.id}`)} className="nav-feature__link" prefetch="intent">
        {item.screen ? <Picture image={item.screen} alt="" sizes="15rem" className="nav-feature__image" /> : null}
        <span className="nav-feature__text">
          <span className="nav-feature__title">{item.title}</span>
          {item.figure ? (
            <span className="nav-feature__figure">
              <strong>{item.figure.value}</strong> {item.figure.label}
            </span>
          ) : null}
        </span>
      </Link>
    </div>
  );
}
