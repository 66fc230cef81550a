import { choice, words, type ChoiceOption, type StaffWords } from "../../shared/content-model/fields.ts";

/**
 * The sectors and services proof is filed under: a case study, a client or a testimonial
 * names its sectors and services by these values, and the industry and service pages of
 * the same slugs show it. Eight sectors, as the home page lists them; six have a page.
 */
export const SECTORS: readonly ChoiceOption[] = [
  { value: "banking", label: words("Banking and finance", "Банки и финансы", "Bank va moliya") },
  { value: "fintech", label: words("Fintech", "Финтех", "Fintex") },
  {
    value: "ecommerce",
    label: words("E-commerce and retail", "Электронная коммерция и ритейл", "Elektron tijorat va chakana savdo"),
  },
  {
    value: "logistics",
    label: words("Logistics and supply chain", "Логистика и цепочки поставок", "Logistika va taʼminot zanjiri"),
  },
  { value: "education", label: words("Education", "Образование", "Taʼlim") },
  { value: "ofandprod", label: words("Office and productivity", "Офис и продуктивность", "Ofis va samaradorlik") },
  { value: "healthcare", label: words("Healthcare", "Здравоохранение", "Sogʻliqni saqlash") },
  { value: "government", label: words("Government", "Государственный сектор", "Davlat sektori") },
];

/** The four services with a page of their own. */
export const SERVICES: readonly ChoiceOption[] = [
  { value: "webdev", label: words("Web development", "Веб-разработка", "Veb-dasturlash") },
  { value: "mobileapps", label: words("Mobile applications", "Мобильные приложения", "Mobil ilovalar") },
  { value: "frontapps", label: words("Front-end applications", "Фронтенд-приложения", "Frontend ilovalar") },
  {
    value: "spe",
    label: words(
      "Software product engineering",
      "Разработка программных продуктов",
      "Dasturiy mahsulotlar muhandisligi",
    ),
  },
];

/** "Sectors" of a piece of proof: the industry pages that show it. */
export const sectorsField = (help: StaffWords) =>
  choice({ label: words("Sectors", "Отрасли", "Sohalar"), help, options: SECTORS, many: true });

/** "Services" of a piece of proof: the service pages that show it. */
export const servicesField = (help: StaffWords) =>
  choice({ label: words("Services", "Услуги", "Xizmatlar"), help, options: SERVICES, many: true });
