import type { Route } from "./+types/about";
import { aboutPage } from "../../content/model/index.ts";
import { pageWords } from "../content/entries.server.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";
import { pageMeta } from "../seo/meta.ts";
import { catalogues } from "../i18n/catalogues/index.server.ts";
import { useSite } from "../site/use-site.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { ornament } from "../components/art/art-paths.ts";
import { CtaBand, KeyFigure, SectionHeader, StatList } from "../components/page/blocks.tsx";
import { OfficeMap } from "../components/art/OfficeMap.tsx";
import { Icon } from "../components/ui/Icon.tsx";
import { CertificateCard } from "../components/proof/CertificateCard.tsx";
import { certificateIn } from "../content/company.server.ts";
import { Rail, railClass } from "../components/ui/Rail.tsx";
import { FittedHeading } from "../components/page/FittedHeading.tsx";
import { Picture } from "../components/ui/Picture.tsx";
import type { PublicImage } from "../../shared/content-model/fields.ts";
import "../styles/about.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { lang } = resolveLanguage(request);
  const [about, certificate] = await Promise.all([pageWords(context, aboutPage, lang), certificateIn(context, lang)]);
  return {
    art: ornament("aboutus"),
    seo: about.meta,
    about,
    certificate,
    mapWords: catalogues[lang].pages.officeMap,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

export default function About({ loaderData }: Route.ComponentProps) {
  const { about } = loaderData;
  const { t, company } = useSite();
  const { address } = company;
  return (
    <>
      <PageHero art={loaderData.art} title={about.title} lead={about.lead} crumbs={[{ label: t.nav.company }]} />
      <section className="section" data-section="figures">
        <div className="container two-col">
          <div data-reveal>
            <FittedHeading>{about.story.title}</FittedHeading>
            {about.story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="about-stats" data-reveal>
            <h2 className="visually-hidden">{about.stats.title}</h2>
            <StatList items={about.stats.items} />
          </div>
        </div>
      </section>
      <section className="section section--soft" data-section="timeline">
        <div className="container">
          <SectionHeader title={about.timeline.title} figure={about.timeline.keyFigure} />
          <ol className="timeline">
            {about.timeline.items.map((item) => (
              <li key={item.year + item.title} className="timeline__item" data-reveal>
                <span className="timeline__year">{item.year}</span>
                <div>
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="section" data-section="split">
        <div className="container office">
          <div data-reveal>
            <FittedHeading>{about.office.title}</FittedHeading>
            <KeyFigure figure={about.office.keyFigure} />
            <p>{about.office.text}</p>
            <dl className="office__facts">
              <div>
                <dt>{about.office.addressLabel}</dt>
                <dd>
                  {address.street}, {address.city} {address.postalCode}, {address.country}
                </dd>
              </div>
              <div>
                <dt>{about.office.hoursLabel}</dt>
                <dd>{about.office.hours}</dd>
              </div>
            </dl>
          </div>
          <OfficeMap label={about.office.mapAlt} words={loaderData.mapWords} company={company.name} />
        </div>
        <OfficePhotos photos={about.office.photos} />
      </section>
      <section className="section section--dark" data-section="cards">
        <div className="container">
          <SectionHeader title={about.offices.title} figure={about.offices.keyFigure} />
          <Rail count={about.offices.items.length}>
            <ul className={`grid grid--3 plain-list${railClass(about.offices.items.length)}`}>
              {about.offices.items.map((office) => (
                <li key={office.city} className="card card--dark">
                  <h3>{office.city}</h3>
                  <p className="office-country">{office.country}</p>
                  <p>{office.text}</p>
                </li>
              ))}
            </ul>
          </Rail>
        </div>
      </section>
      <section className="section" data-section="split">
        <div className="container two-col">
          <div data-reveal>
            <FittedHeading>{about.quality.title}</FittedHeading>
            {about.quality.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {loaderData.certificate ? (
              <CertificateCard certificate={loaderData.certificate} words={t.proof.certificate} />
            ) : null}
          </div>
          <div className="download-card" data-reveal>
            <FittedHeading>{about.portfolio.title}</FittedHeading>
            <p>{about.portfolio.text}</p>
            <a
              className="btn btn--dark btn--lg"
              href={about.portfolio.file?.href}
              download={about.portfolio.file?.name}
            >
              <Icon name="download" />
              <span>{about.portfolio.button}</span>
            </a>
            <p className="download-card__meta">{about.portfolio.fileLabel}</p>
          </div>
        </div>
      </section>
      <CtaBand cta={about.cta} />
    </>
  );
}

/**
 * Photos of the central office (issue 37.3), in a row under its address and map: the building,
 * a meeting room, the team at work. None by default: the drawn map is the office's picture
 * until staff add photos (decision 094).
 */
function OfficePhotos({ photos }: { photos: { image: PublicImage | null }[] }) {
  const images = photos.flatMap((photo) => (photo.image ? [photo.image] : []));
  if (!images.length) return null;
  return (
    <div className="container">
      <Rail count={images.length}>
        <ul className={`office-photos plain-list${railClass(images.length)}`} data-reveal>
          {images.map((image) => (
            <li key={image.src}>
              <Picture image={image} className="office-photos__image" sizes="(min-width: 64rem) 24rem, 82vw" />
            </li>
          ))}
        </ul>
      </Rail>
    </div>
  );
}
