import type { Language } from "../types.ts";

/**
 * Filter vocabularies of the careers page. Keys are used in the front matter
 * of every position under content/jobs/<id>/; the "all" option is added by
 * the page itself. The order of each array is the order shown in the filters.
 * Labels ship to the browser as written, so their Russian short words carry their
 * non-breaking space here (\u00a0), as the typography step gives other text.
 */
export interface TaxonomyItem {
  key: string;
  label: Record<Language, string>;
}

export const locations: TaxonomyItem[] = [
  { key: "tashkent", label: { en: "Tashkent, Uzbekistan", ru: "Ташкент, Узбекистан", uz: "Toshkent, Oʻzbekiston" } },
  { key: "bukhara", label: { en: "Bukhara, Uzbekistan", ru: "Бухара, Узбекистан", uz: "Buxoro, Oʻzbekiston" } },
  { key: "us", label: { en: "New York, United States", ru: "Нью-Йорк, США", uz: "Nyu-York, AQSH" } },
  { key: "uk", label: { en: "London, United Kingdom", ru: "Лондон, Великобритания", uz: "London, Buyuk Britaniya" } },
  { key: "cambodia", label: { en: "Phnom Penh, Cambodia", ru: "Пномпень, Камбоджа", uz: "Pnompen, Kambodja" } },
  { key: "dubai", label: { en: "Dubai, United Arab Emirates", ru: "Дубай, ОАЭ", uz: "Dubay, BAA" } },
];

export const departments: TaxonomyItem[] = [
  {
    key: "software-development",
    label: {
      en: "Software development",
      ru: "Разработка программного обеспечения",
      uz: "Dasturiy taʼminot ishlab chiqish",
    },
  },
  { key: "frontend", label: { en: "Front-end development", ru: "Фронтенд-разработка", uz: "Frontend dasturlash" } },
  { key: "backend", label: { en: "Back-end development", ru: "Бэкенд-разработка", uz: "Backend dasturlash" } },
  { key: "mobile", label: { en: "Mobile development", ru: "Мобильная разработка", uz: "Mobil dasturlash" } },
  {
    key: "qa",
    label: { en: "Quality assurance", ru: "Тестирование и\u00a0контроль качества", uz: "Testlash va sifat nazorati" },
  },
  { key: "devops", label: { en: "DevOps", ru: "DevOps", uz: "DevOps" } },
  { key: "infrastructure", label: { en: "Infrastructure", ru: "Инфраструктура", uz: "Infratuzilma" } },
  {
    key: "security",
    label: { en: "Information security", ru: "Информационная безопасность", uz: "Axborot xavfsizligi" },
  },
  {
    key: "data-engineering",
    label: { en: "Data engineering", ru: "Инженерия данных", uz: "Maʼlumotlar muhandisligi" },
  },
  {
    key: "data-science",
    label: {
      en: "Data science",
      ru: "Анализ данных и\u00a0машинное обучение",
      uz: "Maʼlumotlar tahlili va mashinali oʻqitish",
    },
  },
  { key: "design", label: { en: "Design", ru: "Дизайн", uz: "Dizayn" } },
  {
    key: "product-management",
    label: { en: "Product management", ru: "Управление продуктом", uz: "Mahsulotni boshqarish" },
  },
  {
    key: "project-management",
    label: { en: "Project management", ru: "Управление проектами", uz: "Loyihalarni boshqarish" },
  },
  { key: "business-analysis", label: { en: "Business analysis", ru: "Бизнес-анализ", uz: "Biznes-tahlil" } },
  {
    key: "technical-writing",
    label: { en: "Technical writing", ru: "Техническая документация", uz: "Texnik hujjatlar" },
  },
  {
    key: "customer-support",
    label: { en: "Customer support", ru: "Поддержка клиентов", uz: "Mijozlarni qoʻllab-quvvatlash" },
  },
  { key: "hr", label: { en: "Human resources", ru: "Отдел персонала", uz: "Kadrlar boʻlimi" } },
  { key: "sales", label: { en: "Sales", ru: "Продажи", uz: "Savdo" } },
  { key: "marketing", label: { en: "Marketing", ru: "Маркетинг", uz: "Marketing" } },
  { key: "finance", label: { en: "Finance", ru: "Финансы", uz: "Moliya" } },
  { key: "legal", label: { en: "Legal", ru: "Юридический отдел", uz: "Yuridik boʻlim" } },
];

export const jobTypes: TaxonomyItem[] = [
  { key: "full-time", label: { en: "Full-time", ru: "Полная занятость", uz: "Toʻliq bandlik" } },
  { key: "part-time", label: { en: "Part-time", ru: "Частичная занятость", uz: "Qisman bandlik" } },
  { key: "contract", label: { en: "Contract", ru: "Контракт", uz: "Shartnoma asosida" } },
  { key: "freelance", label: { en: "Freelance", ru: "Фриланс", uz: "Frilans" } },
  { key: "temporary", label: { en: "Temporary", ru: "Временная работа", uz: "Vaqtinchalik ish" } },
  { key: "internship", label: { en: "Internship", ru: "Стажировка", uz: "Amaliyot" } },
  {
    key: "commission-based",
    label: { en: "Commission-based", ru: "На\u00a0комиссионной основе", uz: "Komissiya asosida" },
  },
];

export const workplaces: TaxonomyItem[] = [
  { key: "office", label: { en: "In office", ru: "В\u00a0офисе", uz: "Ofisda" } },
  { key: "remote", label: { en: "Remote", ru: "Удалённо", uz: "Masofaviy" } },
];
