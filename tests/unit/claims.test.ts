import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { aboutSeed } from "../../content/seed/about.ts";
import { careersSeed } from "../../content/seed/careers.ts";
import { caseStudySeed } from "../../content/seed/case-studies.ts";
import { homeSeed } from "../../content/seed/home.ts";
import { industrySeeds } from "../../content/seed/industries.ts";
import { peopleSeed } from "../../content/seed/people.ts";
import { accessibilitySeed, cookiePolicySeed, privacySeed } from "../../content/seed/policies.ts";
import { servicesPageSeed, serviceSeeds } from "../../content/seed/services.ts";
import { consentSeed, notFoundSeed, thankYouSeed } from "../../content/seed/site-words.ts";
import { technologiesSeed } from "../../content/seed/technologies.ts";
import { testimonialSeed } from "../../content/seed/testimonials.ts";
import { LANGUAGES, type Language } from "../../shared/i18n/languages.ts";

/**
 * The specification's claims stand where they prove something (issue 39.13): the private
 * preschool is an education case, the mahalla platform's users come with its monthly active
 * ones, and ISO 9001 is named once on the pages where quality assurance matters.
 */

const ROOT = join(import.meta.dirname, "../..");

/** Every entry the site starts with, by the page it makes ("industry/banking"), with its document. */
const ENTRIES: { page: string; doc: unknown }[] = [
  { page: "home", doc: homeSeed.doc },
  { page: "about", doc: aboutSeed.doc },
  { page: "careers", doc: careersSeed.doc },
  { page: "technologies", doc: technologiesSeed.doc },
  { page: "services", doc: servicesPageSeed.doc },
  { page: "privacy-policy", doc: privacySeed.doc },
  { page: "cookie-policy", doc: cookiePolicySeed.doc },
  { page: "accessibility", doc: accessibilitySeed.doc },
  { page: "consent", doc: consentSeed.doc },
  { page: "thank-you", doc: thankYouSeed.doc },
  { page: "not-found", doc: notFoundSeed.doc },
  ...serviceSeeds.map(({ id, doc }) => ({ page: `services/${id}`, doc })),
  ...industrySeeds.map(({ id, doc }) => ({ page: `industry/${id}`, doc })),
  ...caseStudySeed.map(({ id, doc }) => ({ page: `casestudies/${id}`, doc })),
  ...testimonialSeed.map(({ id, doc }) => ({ page: `testimonial/${id}`, doc })),
  ...peopleSeed.map(({ id, doc }) => ({ page: `people/${id}`, doc })),
];

/** The Markdown posts and openings, and the page modules, by page and language. */
function files(): { page: string; lang: Language; text: string }[] {
  const found: { page: string; lang: Language; text: string }[] = [];
  for (const [dir, base] of [
    ["content/blog", "blog/post"],
    ["content/jobs", "company/careers"],
  ] as const) {
    for (const id of readdirSync(join(ROOT, dir), { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      for (const lang of LANGUAGES) {
        const text = readFileSync(join(ROOT, dir, id.name, `${lang}.md`), "utf8");
        found.push({ page: `${base}/${id.name}`, lang, text: text.replace(/^---[\s\S]*?\n---\n/, "") });
      }
    }
  }
  for (const page of ["people", "casestudies"])
    for (const lang of LANGUAGES)
      found.push({
        page: `${page} (module)`,
        lang,
        text: readFileSync(join(ROOT, `content/pages/${page}/${lang}.ts`), "utf8"),
      });
  return found;
}

const isWords = (value: unknown): value is Record<Language, string> =>
  !!value &&
  typeof value === "object" &&
  LANGUAGES.every((lang) => typeof (value as Record<string, unknown>)[lang] === "string");

/**
 * A document's statements in one language: each text on its own, and a figure's value with
 * what it counts as one ("300,000" "users, about 100,000 of them active every month"). The
 * search appearance (`meta`, `seo`) is left out when asked: it is not the page's words.
 */
function statements(value: unknown, lang: Language, { withSearch = true } = {}): string[] {
  if (isWords(value)) return [value[lang]];
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  if (isWords(record.value) && isWords(record.label)) return [`${record.value[lang]} ${record.label[lang]}`];
  return Object.entries(record).flatMap(([key, item]) =>
    !withSearch && (key === "meta" || key === "seo") ? [] : statements(item, lang, { withSearch }),
  );
}

const USERS: Record<Language, RegExp> = { en: /300,000/, ru: /300\s000/, uz: /300\s000/ };
const ACTIVE: Record<Language, RegExp> = { en: /100,000/, ru: /100\s000/, uz: /100\s000/ };

describe("the specification's claims", () => {
  it("file the private preschool under education, never as government or retail proof", () => {
    const preschool = caseStudySeed.find(({ id }) => id === "kindergarten")!;
    expect(preschool.doc.sectors).toEqual(["education"]);
    for (const testimonial of testimonialSeed.filter(({ doc }) => doc.caseStudy === "kindergarten"))
      expect(testimonial.doc.sectors).toEqual(["education"]);
    // No other industry page cites it in its "why us" figures.
    for (const { id, doc } of industrySeeds.filter(({ id }) => id !== "education")) {
      const proof = statements(doc.page.proof, "en").join(" ");
      expect(proof, id).not.toMatch(/preschool|kindergarten/i);
    }
    // The home page does not call it a large public project.
    for (const lang of LANGUAGES)
      expect(statements(homeSeed.doc.portfolio, lang).join(" "), lang).not.toMatch(
        /public project|государственн\p{L}* проект|davlat loyiha/iu,
      );
  });

  it("never state the mahalla platform's 300,000 users without its about 100,000 monthly active", () => {
    const alone: string[] = [];
    for (const lang of LANGUAGES) {
      for (const { page, doc } of ENTRIES)
        for (const text of statements(doc, lang))
          if (USERS[lang].test(text) && !ACTIVE[lang].test(text)) alone.push(`${page} (${lang}): ${text}`);
      for (const { page, lang: fileLang, text } of files())
        if (fileLang === lang)
          for (const paragraph of text.split(/\n\s*\n/))
            if (USERS[lang].test(paragraph) && !ACTIVE[lang].test(paragraph))
              alone.push(`${page} (${lang}): ${paragraph}`);
    }
    expect(alone).toEqual([]);
  });

  /**
   * ISO 9001 proves something where quality assurance is what the reader weighs: the home
   * page's figures, the about page's quality section, the technologies' quality assurance,
   * the regulated sectors, the post about the standard, the family-loan story (its
   * documentation sped up the bank's acceptance) and the openings whose work it shapes.
   */
  const ISO_PAGES = new Set([
    "home",
    "about",
    "technologies",
    "industry/banking",
    "industry/fintech",
    "industry/healthcare",
    "industry/government",
    "blog/post/family-loan-platform-story",
    "company/careers/qa-automation-engineer-bukhara",
    "company/careers/technical-writer-bukhara",
    "company/careers/business-development-manager-new-york",
  ]);
  const SUBJECT = "blog/post/iso-9001-in-software-delivery";

  it("name ISO 9001 once on the pages where it proves something, and nowhere else", () => {
    const wrong: string[] = [];
    for (const lang of LANGUAGES) {
      const pages = [
        ...ENTRIES.map(({ page, doc }) => ({ page, text: statements(doc, lang, { withSearch: false }).join("\n") })),
        ...files().filter((file) => file.lang === lang),
      ];
      for (const { page, text } of pages) {
        if (page === SUBJECT) continue;
        const count = text.match(/ISO\s9001/g)?.length ?? 0;
        if (count > (ISO_PAGES.has(page) ? 1 : 0)) wrong.push(`${page} (${lang}): ISO 9001 ×${count}`);
      }
    }
    expect(wrong).toEqual([]);
    // The claim itself stays (specification §1).
    for (const lang of LANGUAGES) expect(statements(aboutSeed.doc.quality, lang).join(" ")).toMatch(/ISO\s9001/);
  });
});
