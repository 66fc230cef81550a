import type { PublicImage } from "../../../shared/content-model/fields.ts";
import { Picture } from "../ui/Picture.tsx";
import "../../styles/proof.css";

/** What the band draws of a client (app/content/proof.server.ts). */
export interface ClientItem {
  id: string;
  name: string;
  logo: PublicImage | null;
  link: string | null;
}

/**
 * The logos of clients who agreed to be named; no band at all while there are none. It reads
 * props, no hooks. `fromTablet`: the band shows from 36rem only (the home page, whose phone
 * length issue 37.2 caps at 5,000 px; the case list and the sector pages show it on phones).
 */
export function ClientLogos({
  items,
  title,
  fromTablet = false,
}: {
  items: readonly ClientItem[];
  title: string;
  fromTablet?: boolean;
}) {
  const shown = items.filter((item) => item.logo);
  if (!shown.length) return null;
  return (
    <section
      className={`section section--tight${fromTablet ? " client-band--from-tablet" : ""}`}
      aria-labelledby="clients-title"
      data-section="logos"
    >
      <div className="container">
        <h2 id="clients-title" className="clients__title">
          {title}
        </h2>
        <ul className="client-logos plain-list">
          {shown.map((item) => {
            const logo = <Picture image={item.logo!} alt={item.name} className="client-logos__logo" sizes="12rem" />;
            return (
              <li key={item.id}>
                {item.link ? (
                  <a href={item.link} rel="noopener">
                    {logo}
                  </a>
                ) : (
                  logo
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
