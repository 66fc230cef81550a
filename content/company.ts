import type { Language } from "./types.ts";

/**
 * The company's identity: the one place its name, taglines, contacts and
 * profiles are kept. The company is fictional; every page reads it from here.
 */
export const company = {
  name: "Lojuvard",
  legalName: "Lojuvard Systems LLC",
  /** Lojuvard is the Uzbek word for lapis lazuli, the blue of Samarkand's domes. */
  foundedYear: 2005,
  email: {
    general: "hello@lojuvard.uz",
    sales: "sales@lojuvard.uz",
    careers: "careers@lojuvard.uz",
    privacy: "privacy@lojuvard.uz",
  },
  phone: { display: "+998 71 205 45 45", href: "tel:+998712054545" },
  address: {
    en: { street: "45 Shota Rustaveli Street", city: "Tashkent", postalCode: "100070", country: "Uzbekistan" },
    ru: { street: "ул. Шота Руставели, 45", city: "Ташкент", postalCode: "100070", country: "Узбекистан" },
    uz: { street: "Shota Rustaveli koʻchasi, 45", city: "Toshkent", postalCode: "100070", country: "Oʻzbekiston" },
  } satisfies Record<Language, { street: string; city: string; postalCode: string; country: string }>,
  /** ISO 3166 country code and coordinates of the central office, for structured data. */
  geo: { countryCode: "UZ", latitude: 41.2826, longitude: 69.2673 },
  social: {
    linkedin: "https://www.linkedin.com/company/lojuvard",
    instagram: "https://www.instagram.com/lojuvard",
    telegram: "https://t.me/lojuvard",
    youtube: "https://www.youtube.com/@lojuvard",
  },
} as const;

/**
 * The browser title: the tagline in the visitor's language. Apart from \`company\` because
 * only the server reads it (the page's script need not carry it).
 */
export const taglines = {
  en: "Lojuvard — software engineering from Tashkent",
  ru: "Lojuvard — разработка программного обеспечения из Ташкента",
  uz: "Lojuvard — Toshkentdan dasturiy taʼminot muhandisligi",
} as const satisfies Record<Language, string>;

export type SocialNetwork = keyof typeof company.social;
