import type {
  AboutContent,
  AccessibilityContent,
  CareersContent,
  CaseStudiesModule,
  HomeContent,
  IndustriesModule,
  PeopleContent,
  PoliciesModule,
  ServicesModule,
  TechnologiesContent,
} from "../../content/types.ts";
import type { Language } from "../../shared/i18n/languages.ts";

/** The typed content areas under content/pages/, one module per language. */
export interface ContentAreas {
  home: HomeContent;
  about: AboutContent;
  people: PeopleContent;
  services: ServicesModule;
  industries: IndustriesModule;
  casestudies: CaseStudiesModule;
  technologies: TechnologiesContent;
  policies: PoliciesModule;
  consent: { text: string; linkText: string };
  careers: CareersContent;
  accessibility: AccessibilityContent;
}

const modules = import.meta.glob<unknown>("../../content/pages/*/*.ts", { eager: true, import: "default" });

export function getContent<A extends keyof ContentAreas>(area: A, lang: Language): ContentAreas[A] {
  const module = modules[`../../content/pages/${area}/${lang}.ts`];
  if (!module) throw new Error(`Missing content module content/pages/${area}/${lang}.ts`);
  return module as ContentAreas[A];
}
