/**
 * The company's details (the company is fictional; Lojuvard is the Uzbek word for lapis lazuli).
 * What the site starts with (issue 27): imported into the database once, on the first start
 * that knows the kind (server/content/seed.ts); from then on staff edit it in the inbox.
 */
import type { Seed } from "../../shared/content-model/kind.ts";
import type { company } from "../model/company.ts";

export const companySeed: Seed<typeof company> = {
  id: "company",
  doc: {
    name: "Lojuvard",
    legalName: "Lojuvard Systems LLC",
    foundedYear: 2005,
    tagline: {
      en: "Lojuvard — software engineering from Tashkent",
      ru: "Lojuvard — разработка программного обеспечения из Ташкента",
      uz: "Lojuvard — Toshkentdagi dasturiy taʼminot ishlab chiqish kompaniyasi",
    },
    address: {
      street: {
        en: "45 Shota Rustaveli Street",
        ru: "ул. Шота Руставели, 45",
        uz: "Shota Rustaveli koʻchasi, 45",
      },
      city: {
        en: "Tashkent",
        ru: "Ташкент",
        uz: "Toshkent",
      },
      postalCode: "100070",
      country: {
        en: "Uzbekistan",
        ru: "Узбекистан",
        uz: "Oʻzbekiston",
      },
      countryCode: "UZ",
    },
    phone: "+998 71 205 45 45",
    email: {
      general: "hello@lojuvard.uz",
      sales: "sales@lojuvard.uz",
      careers: "careers@lojuvard.uz",
      privacy: "privacy@lojuvard.uz",
    },
    social: {
      linkedin: "https://www.linkedin.com/company/lojuvard",
      instagram: "https://www.instagram.com/lojuvard",
      telegram: "https://t.me/lojuvard",
      youtube: "https://www.youtube.com/@lojuvard",
    },
    map: {
      latitude: 41.2826,
      longitude: 69.2673,
    },
    // A fictional registrar for the fictional company: no real body's name or mark.
    certificate: {
      number: "TQC-QMS-2024-0417",
      registrar: {
        en: "Turon Quality Certification",
        ru: "Turon Quality Certification",
        uz: "Turon Quality Certification",
      },
      scope: {
        en: "Design, development, testing, deployment and support of custom software and web and mobile applications",
        ru: "Проектирование, разработка, тестирование, внедрение и сопровождение заказного программного обеспечения, веб- и мобильных приложений",
        uz: "Buyurtma asosidagi dasturiy taʼminot, veb va mobil ilovalarni loyihalash, ishlab chiqish, sinovdan oʻtkazish, joriy etish va kuzatib borish",
      },
      validFrom: "2024-03-18",
      validUntil: "2027-03-17",
    },
  },
};
