import type { Route } from "./+types/test";
import { cataloguePage } from "../seo/catalogue-page.server.ts";
import { pageMeta } from "../seo/meta.ts";
import { useSite } from "../site/use-site.ts";
import { PageHero } from "../components/page/PageHero.tsx";
import { ornament } from "../components/art/art-paths.ts";
import { SectionHeader, StatList } from "../components/page/blocks.tsx";
import { Field } from "../forms/kit/Field.tsx";
import { Icon } from "../components/ui/Icon.tsx";

/** /test: the living gallery of the design system (spec route table), kept out of search. */
export function loader({ request }: Route.LoaderArgs) {
  const { seo } = cataloguePage(request, "test");
  return { art: ornament("test"), seo };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.seo);

const SWATCHES = [
  ["--lapis-950", "#061431"],
  ["--lapis-900", "#0b1f4d"],
  ["--lapis-700", "#1d3f8f"],
  ["--lapis-500", "#2f5fd0"],
  ["--lapis-50", "#f2f5fd"],
  ["--turquoise-700", "#0e6b64"],
  ["--turquoise-500", "#1fa59a"],
  ["--turquoise-300", "#7fd8cf"],
  ["--gold-600", "#b8860b"],
  ["--gold-500", "#d9a521"],
  ["--sand-100", "#f6f1e7"],
  ["--ink-900", "#111a33"],
  ["--ink-600", "#4a5672"],
] as const;

type CommonLabel = "getQuote" | "learnMore" | "readMore";
const BUTTON_VARIANTS: [string, CommonLabel][] = [
  ["btn--primary", "getQuote"],
  ["btn--dark", "learnMore"],
  ["btn--secondary", "readMore"],
  ["btn--primary btn--sm", "getQuote"],
  ["btn--primary btn--lg", "getQuote"],
];
const DARK_BUTTON_VARIANTS: [string, CommonLabel][] = [
  ["btn--primary", "getQuote"],
  ["btn--on-dark", "learnMore"],
];

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { t, menus } = useSite();
  const g = t.gallery;
  return (
    <>
      <PageHero art={loaderData.art} title={t.pages.test.title} lead={g.intro} />
      <section className="section">
        <div className="container gallery">
          <SectionHeader title={g.colours} />
          <ul className="swatches plain-list">
            {SWATCHES.map(([name, hex]) => (
              <li key={name}>
                <span className="swatch" style={{ background: hex }} />
                <code>{name}</code>
                <span className="muted">{hex}</span>
              </li>
            ))}
          </ul>

          <SectionHeader title={g.typography} />
          <div className="gallery__panel">
            <p className="display-1">{g.sampleHeading}</p>
            <p className="display-2">{g.sampleHeading}</p>
            <p className="gallery__h3">{g.sampleHeading}</p>
            <p className="lead">{g.sampleText}</p>
            <p>{g.sampleText}</p>
          </div>

          <SectionHeader title={g.buttons} />
          <div className="gallery__panel gallery__row">
            {BUTTON_VARIANTS.map(([variant, label]) => (
              <button key={variant} type="button" className={`btn ${variant}`}>
                {t.common[label]}
              </button>
            ))}
            <button type="button" className="btn btn--ghost">
              {t.common.readMore} <Icon name="arrowRight" size={18} />
            </button>
            <button type="button" className="btn btn--primary" disabled>
              {g.states.disabled}
            </button>
          </div>
          <div className="gallery__panel gallery__row gallery__panel--dark">
            {DARK_BUTTON_VARIANTS.map(([variant, label]) => (
              <button key={variant} type="button" className={`btn ${variant}`}>
                {t.common[label]}
              </button>
            ))}
          </div>

          <SectionHeader title={g.badges} />
          <div className="gallery__panel gallery__row">
            <span className="badge">{menus.industries.at(-1)?.label}</span>
            <span className="badge badge--turquoise">{t.blog.categories.tutorials}</span>
            <span className="badge badge--gold">ISO 9001</span>
            <span className="badge badge--neutral">PostgreSQL</span>
          </div>

          <SectionHeader title={g.cards} />
          <ul className="grid grid--3 plain-list">
            <li className="card">
              <h3>{menus.services[0]?.label}</h3>
              <p>{g.sampleText}</p>
            </li>
            <li className="card card--link">
              <h3>
                <a href="#cards">{menus.services[1]?.label}</a>
              </h3>
              <p>{g.sampleText}</p>
            </li>
            <li className="card card--flat">
              <h3>{menus.services[3]?.label}</h3>
              <p>{g.sampleText}</p>
            </li>
          </ul>

          <SectionHeader title={g.figures} />
          <StatList
            items={[
              { value: "20+", label: t.gallery.states.normal },
              { value: "100+", label: t.nav.casestudies },
              { value: "ISO 9001", label: t.nav.aboutus },
            ]}
          />

          <SectionHeader title={g.fields} />
          <div className="grid grid--3">
            <Field label={g.fieldLabel} hint={g.fieldHint} required>
              {(control) => (
                <input {...control} className="input" type="email" placeholder={t.footer.emailPlaceholder} />
              )}
            </Field>
            <Field label={`${g.fieldLabel} — ${g.states.invalid}`} error={g.fieldError} required>
              {(control) => <input {...control} className="input" type="email" defaultValue="name@" />}
            </Field>
            <Field label={`${g.fieldLabel} — ${g.states.disabled}`}>
              {(control) => (
                <input {...control} className="input" type="email" disabled defaultValue="hello@lojuvard.uz" />
              )}
            </Field>
          </div>
          <label className="checkbox gallery__checkbox">
            <input type="checkbox" />
            <span>{g.checkbox}</span>
          </label>
        </div>
      </section>
    </>
  );
}
