import type { PublicImage } from "../../../shared/content-model/fields.ts";
import { useT } from "../../site/use-site.ts";
import { Picture } from "../ui/Picture.tsx";
import "../../styles/proof.css";

/** What the band draws of a client (app/content/proof.server.ts). */
export interface ClientItem {
  id: string;
  name: string;
  logo: PublicImage | null;
  link: string | null;
}

/** The logos of clients who agreed to be named; no band at all while there are none. */
export function ClientLogos({ items }: { items: readonly ClientItem[] }) {
  const t = useT();
  const shown = items.filter((item) => item.logo);
  if (!shown.length) return null;
  return (
    <section className="section section--tight" aria-labelledby="clients-title">
      <div className="container">
        <h2 id="clients-title" className="clients__title">
          {t.proof.clients}
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
