import type { clients } from "../model/clients.ts";
import type { SeedOf } from "./seed-entry.ts";

/**
 * The clients the site starts with in its "Our clients" band: as fictional as the company,
 * one in each sector and a second in banking, its first; none in office and productivity,
 * whose page shows the band's empty rule (decision 094). They are other clients than the three
 * case studies', which stay unnamed. Each logo is drawn by `npm run art`
 * (tools/art/client-logos.ts). A name is written as each language writes it: a Russian page
 * spells a company in Cyrillic, except the two apps, whose Latin brand Russian keeps as it is.
 */
export const clientSeed: readonly SeedOf<typeof clients>[] = [
  {
    id: "chinor-bank",
    doc: {
      name: { en: "Chinor Bank", ru: "Чинор Банк", uz: "Chinor Bank" },
      sector: "banking",
      logo: "/images/art/clients/chinor-bank.svg",
      link: "",
    },
  },
  {
    id: "hujjat",
    doc: {
      name: {
        en: "Hujjat State Records Centre",
        ru: "Центр государственных реестров «Хужжат»",
        uz: "«Hujjat» davlat reyestrlari markazi",
      },
      sector: "government",
      logo: "/images/art/clients/hujjat.svg",
      link: "",
    },
  },
  {
    id: "chaqa",
    doc: {
      name: { en: "Chaqa payments", ru: "Платёжный сервис Chaqa", uz: "Chaqa toʻlov xizmati" },
      sector: "fintech",
      logo: "/images/art/clients/chaqa.svg",
      link: "",
    },
  },
  {
    id: "qalamdon",
    doc: {
      name: { en: "Qalamdon Schools", ru: "Школы «Каламдон»", uz: "«Qalamdon» maktablari" },
      sector: "education",
      logo: "/images/art/clients/qalamdon.svg",
      link: "",
    },
  },
  {
    id: "qalqon",
    doc: {
      name: { en: "Qalqon Insurance", ru: "Страховая компания «Калкон»", uz: "«Qalqon» sugʻurta kompaniyasi" },
      sector: "banking",
      logo: "/images/art/clients/qalqon.svg",
      link: "",
    },
  },
  {
    id: "dovon",
    doc: {
      name: { en: "Dovon Logistics", ru: "Довон Логистикс", uz: "Dovon Logistics" },
      sector: "logistics",
      logo: "/images/art/clients/dovon.svg",
      link: "",
    },
  },
  {
    id: "malham",
    doc: {
      name: { en: "Malham Clinics", ru: "Клиники «Малхам»", uz: "«Malham» klinikalari" },
      sector: "healthcare",
      logo: "/images/art/clients/malham.svg",
      link: "",
    },
  },
  {
    id: "bozorcha",
    doc: {
      name: { en: "Bozorcha marketplace", ru: "Маркетплейс Bozorcha", uz: "Bozorcha marketpleysi" },
      sector: "ecommerce",
      logo: "/images/art/clients/bozorcha.svg",
      link: "",
    },
  },
];
