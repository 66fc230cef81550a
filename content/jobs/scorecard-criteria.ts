import type { Criterion } from "../../shared/interviews.ts";

/**
 * What interviewers rate when an opening names no criteria of its own (a general
 * application too), and what the openings the site starts with are rated by: engineering
 * openings by their craft, the others by the general criteria.
 */
export const GENERAL_CRITERIA: readonly Criterion[] = [
  {
    name: {
      en: "Experience the role needs",
      ru: "Опыт, нужный для этой роли",
      uz: "Lavozim talab qiladigan tajriba",
    },
  },
  { name: { en: "Problem solving", ru: "Умение решать задачи", uz: "Muammolarni hal qila olish" } },
  { name: { en: "Communication", ru: "Коммуникация", uz: "Muloqot" } },
  {
    name: {
      en: "Motivation and fit with the team",
      ru: "Мотивация и совместимость с командой",
      uz: "Motivatsiya va jamoaga mos kelish",
    },
  },
];

const ENGINEERING_CRITERIA: readonly Criterion[] = [
  { name: { en: "Technical depth", ru: "Глубина технических знаний", uz: "Texnik bilimlar chuqurligi" } },
  {
    name: {
      en: "Problem solving and design",
      ru: "Решение задач и проектирование",
      uz: "Masalalarni yechish va loyihalash",
    },
  },
  { name: { en: "Code quality and testing", ru: "Качество кода и тестирование", uz: "Kod sifati va testlash" } },
  { name: { en: "Communication", ru: "Коммуникация", uz: "Muloqot" } },
  {
    name: {
      en: "Motivation and fit with the team",
      ru: "Мотивация и совместимость с командой",
      uz: "Motivatsiya va jamoaga mos kelish",
    },
  },
];

/** The departments (content/jobs/taxonomy.ts) whose openings are rated as engineering. */
const ENGINEERING = new Set([
  "software-development",
  "frontend",
  "backend",
  "mobile",
  "qa",
  "devops",
  "infrastructure",
  "security",
  "data-engineering",
  "data-science",
]);

/** The criteria an opening of a department starts with. */
export function startingCriteria(department: string): Criterion[] {
  return structuredClone([...(ENGINEERING.has(department) ? ENGINEERING_CRITERIA : GENERAL_CRITERIA)]);
}
