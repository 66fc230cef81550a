/**
 * One-off: merges content/pages/<family>/{en,ru,uz}.ts (and the page words kept in the
 * interface catalogues and content/company.ts) into seed files under content/seed/, each
 * string as { en, ru, uz } and everything else stated once, shaped by the kinds'
 * declarations. Deleted once run.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Field, Fields } from "../shared/content-model/fields.ts";
import { emptyValue } from "../shared/content-model/document.ts";
import type { Kind } from "../shared/content-model/kind.ts";
import { LANGUAGES, type Language } from "../shared/i18n/languages.ts";
import * as model from "../content/model/index.ts";
import { company as companyIdentity, taglines } from "../content/company.ts";
import catEn from "../app/i18n/catalogues/en.ts";
import catRu from "../app/i18n/catalogues/ru.ts";
import catUz from "../app/i18n/catalogues/uz.ts";

type Any = any; // eslint-disable-line @typescript-eslint/no-explicit-any
const CATALOGUES: Record<Language, Any> = { en: catEn, ru: catRu, uz: catUz };
const load = async (family: string) =>
  Object.fromEntries(
    await Promise.all(
      LANGUAGES.map(async (lang) => [lang, (await import(`../content/pages/${family}/${lang}.ts`)).default]),
    ),
  ) as Record<Language, Any>;

function merge(field: Field, values: Record<Language, unknown>, path: string): unknown {
  // A part no language has (the page of a service shown only as a card) starts empty.
  if (LANGUAGES.every((lang) => values[lang] === undefined)) return emptyValue(field);
  if (field.localized) {
    for (const lang of LANGUAGES) if (values[lang] === undefined) throw new Error(`${path}: no ${lang} value`);
    return Object.fromEntries(LANGUAGES.map((lang) => [lang, values[lang]]));
  }
  switch (field.type) {
    case "group":
      return mergeFields(field.fields, values, path);
    case "list": {
      const lists = LANGUAGES.map((lang) => (values[lang] ?? []) as unknown[]);
      if (new Set(lists.map((list) => list.length)).size !== 1) throw new Error(`${path}: lists differ in length`);
      return lists[0]!.map((_, index) =>
        merge(
          field.of,
          Object.fromEntries(LANGUAGES.map((lang, at) => [lang, lists[at]![index]])) as Any,
          `${path}.${index}`,
        ),
      );
    }
    default: {
      const [first, ...rest] = LANGUAGES.map((lang) => values[lang]);
      if (rest.some((value) => JSON.stringify(value) !== JSON.stringify(first)))
        throw new Error(`${path}: shared value differs between languages: ${JSON.stringify(values)}`);
      return first ?? emptyValue(field);
    }
  }
}

function mergeFields(fields: Fields, values: Record<Language, unknown>, path: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [
      key,
      merge(
        field,
        Object.fromEntries(LANGUAGES.map((lang) => [lang, (values[lang] as Any)?.[key]])) as Any,
        `${path}.${key}`,
      ),
    ]),
  );
}

const doc = (kind: Kind, perLanguage: (lang: Language) => unknown) =>
  mergeFields(kind.fields, Object.fromEntries(LANGUAGES.map((lang) => [lang, perLanguage(lang)])) as Any, kind.name);

const pages = {
  home: await load("home"),
  services: await load("services"),
  industries: await load("industries"),
  about: await load("about"),
  technologies: await load("technologies"),
  careers: await load("careers"),
  policies: await load("policies"),
  accessibility: await load("accessibility"),
  consent: await load("consent"),
};

const home = doc(model.homePage, (lang) => {
  const h = pages.home[lang];
  return {
    meta: h.meta,
    heroEyebrow: h.hero.eyebrow,
    heroTitle: h.hero.title,
    heroLead: h.hero.lead,
    heroQuote: h.hero.primaryCta,
    heroCases: h.hero.secondaryCta,
    sections: ["services", "about", "industries", "portfolio", "articles", "cta"],
    services: { ...h.services, items: h.services.items.map((item: Any) => item.slug) },
    about: h.about,
    achievements: h.achievements,
    industries: { ...h.industries, items: h.industries.items.map((item: Any) => item.key) },
    portfolio: h.portfolio,
    articles: h.articles,
    cta: h.cta,
  };
});

const servicesPage = doc(model.servicesPage, (lang) => {
  const { meta, title, lead, approach, engagement, cta } = pages.services[lang].overview;
  return { meta, title, lead, approach, engagement, cta };
});

const serviceIds: string[] = pages.services.en.overview.items.map((item: Any) => item.slug);
const services = serviceIds.map((id) => ({
  id,
  doc: doc(model.services, (lang) => {
    const card = pages.home[lang].services.items.find((item: Any) => item.slug === id);
    const row = pages.services[lang].overview.items.find((item: Any) => item.slug === id);
    const page = pages.services[lang].pages[id];
    const { slug: _slug, ...pageFields } = page ?? {};
    return {
      name: CATALOGUES[lang].nav[id] ?? card.title,
      card: { title: card.title, text: card.text },
      summary: { title: row.title, text: row.text, points: row.points },
      hasPage: Boolean(page),
      page: page ? pageFields : undefined,
    };
  }),
}));

const industryIds = [
  ...Object.keys(pages.industries.en.pages),
  ...pages.home.en.industries.items
    .map((item: Any) => item.key)
    .filter((key: string) => !pages.industries.en.pages[key]),
];
const industries = industryIds.map((id) => ({
  id,
  doc: doc(model.industries, (lang) => {
    const card = pages.home[lang].industries.items.find((item: Any) => item.key === id);
    const page = pages.industries[lang].pages[id];
    const { slug: _slug, relatedCases: _cases, ...pageFields } = page ?? {};
    return {
      name: CATALOGUES[lang].nav[id] ?? card.title,
      card: { title: card.title, text: card.text },
      hasPage: Boolean(page),
      page: page ? pageFields : undefined,
    };
  }),
}));

const about = doc(model.aboutPage, (lang) => {
  const a = pages.about[lang];
  return { ...a, portfolio: { ...a.portfolio, file: `/downloads/lojuvard-portfolio-${lang}.pdf` } };
});

const technologies = doc(model.technologiesPage, (lang) => {
  const t = pages.technologies[lang];
  return { ...t, areas: t.areas.map(({ key: _key, ...area }: Any) => area) };
});

const careers = doc(model.careersPage, (lang) => pages.careers[lang]);

const POLICY_DATE = "2023-10-17";
const sections = (list: Any[]) => list.map((section) => ({ ...section, bullets: section.bullets ?? [] }));
const privacy = doc(model.privacyPolicy, (lang) => {
  const p = pages.policies[lang].privacy;
  return { ...p, effective: POLICY_DATE, updated: POLICY_DATE, sections: sections(p.sections) };
});
const cookies = doc(model.cookiePolicy, (lang) => {
  const c = pages.policies[lang].cookies;
  const [name, purpose, duration, type] = c.table.headers;
  return {
    ...c,
    updated: POLICY_DATE,
    sections: sections(c.sections),
    table: {
      caption: c.table.caption,
      headers: { name, purpose, duration, type },
      rows: c.table.rows.map(([name, purpose, duration, type]: string[]) => ({ name, purpose, duration, type })),
    },
  };
});
const accessibility = doc(model.accessibilityStatement, (lang) => {
  const a = pages.accessibility[lang];
  return { ...a, reviewed: "2026-11-22", sections: sections(a.sections) };
});

const consent = doc(model.consent, (lang) => {
  const notice = CATALOGUES[lang].cookie_policy_check;
  const [before, link, after] = notice.description as string[];
  return {
    title: notice.title,
    notice: { before: before!.trim(), link, after },
    button: notice.button,
    reject: notice.reject,
    close: notice.close,
    region: notice.region,
    forms: pages.consent[lang],
  };
});
const thankYou = doc(model.thankYouPage, (lang) => CATALOGUES[lang].pages.thankYou);
const notFound = doc(model.notFoundPage, (lang) => CATALOGUES[lang].pages.notFound);

const companyDoc = doc(model.company, (lang) => ({
  name: companyIdentity.name,
  legalName: companyIdentity.legalName,
  foundedYear: companyIdentity.foundedYear,
  tagline: taglines[lang],
  address: { ...companyIdentity.address[lang], countryCode: companyIdentity.geo.countryCode },
  phone: companyIdentity.phone.display,
  email: companyIdentity.email,
  social: companyIdentity.social,
  map: { latitude: companyIdentity.geo.latitude, longitude: companyIdentity.geo.longitude },
}));

// ---------------------------------------------------------------------------

const DIR = join(import.meta.dirname, "../content/seed");
const json = (value: unknown) => JSON.stringify(value, null, 2);

function write(file: string, header: string, imports: string[], exports: string[]) {
  const source = [
    `/**\n${header
      .split("\n")
      .map((line) => ` * ${line}`.trimEnd())
      .join("\n")}\n */`,
    `import type { Seed } from "../../shared/content-model/kind.ts";`,
    ...imports,
    "",
    ...exports,
  ].join("\n");
  writeFileSync(join(DIR, file), source + "\n");
}

const single = (name: string, kind: string, id: string, value: unknown) =>
  `export const ${name}: Seed<typeof ${kind}> = ${json({ id, doc: value })};\n`;
const many = (name: string, kind: string, entries: unknown) =>
  `export const ${name}: Seed<typeof ${kind}>[] = ${json(entries)};\n`;

const STARTING =
  "What the site starts with (issue 27): imported into the database once, on the first start\nthat knows the kind (server/content/seed.ts); from then on staff edit it in the inbox.";

write(
  "home.ts",
  `The home page.\n${STARTING}`,
  [`import type { homePage } from "../model/home.ts";`],
  [single("homeSeed", "homePage", "home", home)],
);
write(
  "services.ts",
  `The services page and the services, in their order.\n${STARTING}`,
  [`import type { services, servicesPage } from "../model/services.ts";`],
  [single("servicesPageSeed", "servicesPage", "services", servicesPage), many("serviceSeeds", "services", services)],
);
write(
  "industries.ts",
  `The industries, in their order (the last two are cards on the home page only).\n${STARTING}`,
  [`import type { industries } from "../model/industries.ts";`],
  [many("industrySeeds", "industries", industries)],
);
write(
  "about.ts",
  `The about page.\n${STARTING}`,
  [`import type { aboutPage } from "../model/about.ts";`],
  [single("aboutSeed", "aboutPage", "about", about)],
);
write(
  "technologies.ts",
  `The technologies page.\n${STARTING}`,
  [`import type { technologiesPage } from "../model/technologies.ts";`],
  [single("technologiesSeed", "technologiesPage", "technologies", technologies)],
);
write(
  "careers.ts",
  `The careers page's words.\n${STARTING}`,
  [`import type { careersPage } from "../model/careers-page.ts";`],
  [single("careersSeed", "careersPage", "careers", careers)],
);
write(
  "policies.ts",
  `The privacy policy, the cookie policy and the accessibility statement.\n${STARTING}`,
  [`import type { accessibilityStatement, cookiePolicy, privacyPolicy } from "../model/policies.ts";`],
  [
    single("privacySeed", "privacyPolicy", "privacy", privacy),
    single("cookiePolicySeed", "cookiePolicy", "cookies", cookies),
    single("accessibilitySeed", "accessibilityStatement", "accessibility", accessibility),
  ],
);
write(
  "site-words.ts",
  `The cookie notice and the forms' consent, the thank-you page and the not-found page.\n${STARTING}`,
  [`import type { consent, notFoundPage, thankYouPage } from "../model/site-words.ts";`],
  [
    single("consentSeed", "consent", "consent", consent),
    single("thankYouSeed", "thankYouPage", "thank-you", thankYou),
    single("notFoundSeed", "notFoundPage", "not-found", notFound),
  ],
);
write(
  "company.ts",
  `The company's details (the company is fictional; Lojuvard is the Uzbek word for lapis lazuli).\n${STARTING}`,
  [`import type { company } from "../model/company.ts";`],
  [single("companySeed", "company", "company", companyDoc)],
);
console.log("written");
