import { BLOG_CATEGORIES, type BlogCategory } from "../../shared/content.ts";
import type { Language } from "../types.ts";

/**
 * The blog's categories in each language: the blog's filter, a post's badge and the inbox's
 * choice of category read them here. "All" is the filter's own word (the catalogues).
 */
export const BLOG_CATEGORY_LABELS: Record<Language, Record<BlogCategory, string>> = {
  en: {
    "product-updates": "Product updates",
    tutorials: "Tutorials and how-to guides",
    "technical-insights": "Technical insights",
    "industry-trends": "Industry trends and insights",
    "case-studies": "Case studies",
    cases: "Cases",
  },
  ru: {
    "product-updates": "Обновления продуктов",
    tutorials: "Руководства и инструкции",
    "technical-insights": "Технический взгляд",
    "industry-trends": "Отраслевые тренды и аналитика",
    "case-studies": "Разборы кейсов",
    cases: "Кейсы",
  },
  uz: {
    "product-updates": "Mahsulot yangilanishlari",
    tutorials: "Qoʻllanmalar va yoʻriqnomalar",
    "technical-insights": "Texnik tahlillar",
    "industry-trends": "Soha trendlari va tahlillar",
    "case-studies": "Keyslar tahlili",
    cases: "Keyslar",
  },
};

export const blogCategories = BLOG_CATEGORIES.map((key) => ({
  key,
  label: { en: BLOG_CATEGORY_LABELS.en[key], ru: BLOG_CATEGORY_LABELS.ru[key], uz: BLOG_CATEGORY_LABELS.uz[key] },
}));
