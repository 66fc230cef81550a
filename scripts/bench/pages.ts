/** The languages the site is published in; English pages carry no prefix. */
export type Language = "en" | "ru" | "uz";

export interface BenchPage {
  path: string;
  language: Language;
}

/**
 * The Russian and Uzbek pages measured: one of each kind of page (home, services, a service, case
 * studies, a case study, an industry, about, careers, a job, blog, a post), matched on the English
 * path. A pattern with a slug takes the first such page the sitemap lists.
 */
const SAMPLE: RegExp[] = [
  /^\/$/,
  /^\/services$/,
  /^\/services\/[^/]+$/,
  /^\/casestudies$/,
  /^\/casestudies\/[^/]+$/,
  /^\/industry\/[^/]+$/,
  /^\/company\/aboutus$/,
  /^\/company\/careers$/,
  /^\/company\/careers\/[^/]+$/,
  /^\/blog$/,
  /^\/blog\/post\/[^/]+$/,
];

const LOCALIZED = ["ru", "uz"] as const;

export function languageOf(path: string): Language {
  return LOCALIZED.find((language) => path === `/${language}` || path.startsWith(`/${language}/`)) ?? "en";
}

function localize(path: string, language: Language): string {
  if (language === "en") return path;
  return path === "/" ? `/${language}` : `/${language}${path}`;
}

/** The paths of every URL in the site's sitemap, in its order. */
export async function sitemapPaths(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/sitemap.xml`);
  if (!response.ok) throw new Error(`${origin}/sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "", origin).pathname);
}

/** Every English page, then the sample of each other language, in sitemap order. */
export function benchPages(paths: string[]): BenchPage[] {
  const listed = new Set(paths);
  const english = paths.filter((path) => languageOf(path) === "en");
  const sample = SAMPLE.map((pattern) => english.find((path) => pattern.test(path))).filter(
    (path): path is string => path !== undefined,
  );
  return [
    ...english.map((path) => ({ path, language: "en" as const })),
    ...LOCALIZED.flatMap((language) =>
      sample.map((path) => localize(path, language)).flatMap((path) => (listed.has(path) ? [{ path, language }] : [])),
    ),
  ];
}
