import {
  boolean,
  choice,
  date,
  group,
  list,
  markdown,
  number,
  text,
  words,
} from "../../shared/content-model/fields.ts";
import { defineKind } from "../../shared/content-model/kind.ts";
import { startingCriteria } from "../jobs/scorecard-criteria.ts";
import { searchAppearance } from "./parts.ts";
import { departments, jobTypes, locations, workplaces, type TaxonomyItem } from "../jobs/taxonomy.ts";

const options = (items: TaxonomyItem[]) => items.map(({ key, label }) => ({ value: key, label }));

const amount = (label: ReturnType<typeof words>) => number({ label, required: true, min: 1, integer: true });

const lines = (label: ReturnType<typeof words>) =>
  list({
    label,
    help: words("One item per line.", "Один пункт на строку.", "Har bir band alohida qatorda."),
    localized: true,
    required: true,
    lines: true,
    max: 30,
    of: text({ label, max: 400 }),
  });

/**
 * A job opening: /company/careers/<id>, with the careers page's filters (location,
 * department, job type, workplace) and the days it is open.
 */
export const openings = defineKind({
  name: "opening",
  area: "openings",
  inboxPath: "openings",
  label: {
    plural: words("Openings", "Вакансии", "Vakansiyalar"),
    singular: words("Opening", "Вакансия", "Vakansiya"),
    new: words("New opening", "Новая вакансия", "Yangi vakansiya"),
  },
  address: "/company/careers/:id",
  titleField: "title",
  order: { field: "datePosted", direction: "desc" },
  closable: true,
  preview: { drawn: "opening" },
  // Each opening starts with the scorecard criteria of its department.
  seed: {
    folder: "jobs",
    complete: (doc) => (doc.criteria.length ? doc : { ...doc, criteria: startingCriteria(doc.department) }),
  },
  fields: {
    location: choice({ label: words("Location", "Город", "Joylashuv"), required: true, options: options(locations) }),
    department: choice({
      label: words("Department", "Направление", "Yoʻnalish"),
      required: true,
      options: options(departments),
    }),
    type: choice({
      label: words("Job type", "Тип занятости", "Bandlik turi"),
      required: true,
      options: options(jobTypes),
    }),
    workplace: choice({
      label: words("Workplace", "Формат работы", "Ish formati"),
      required: true,
      options: options(workplaces),
    }),
    datePosted: date({ label: words("Date posted", "Дата публикации", "Eʼlon qilingan sana"), required: true }),
    validThrough: date({
      label: words("Last day open", "Последний день приёма", "Qabulning oxirgi kuni"),
      help: words(
        "After this day (Tashkent time) the opening closes by itself; its page stays and says so.",
        "После этого дня (по ташкентскому времени) вакансия закроется сама; её страница останется и сообщит об этом.",
        "Shu kundan keyin (Toshkent vaqti bilan) vakansiya oʻzi yopiladi; sahifasi qoladi va bu haqda xabar beradi.",
      ),
      required: true,
    }),
    showSalary: boolean({
      label: words("State the salary", "Указать зарплату", "Maoshni koʻrsatish"),
      help: words(
        "A range shown on the card and the page, and given to search engines.",
        "Вилка видна в карточке и на странице вакансии, её получают и поисковики.",
        "Maosh oraligʻi kartochkada va vakansiya sahifasida koʻrinadi, qidiruv tizimlariga ham beriladi.",
      ),
    }),
    salary: group({
      label: words("Salary before tax", "Зарплата до вычета налогов", "Soliq chegirilgunga qadar maosh"),
      requiredWhen: "showSalary",
      fields: {
        min: amount(words("From", "От", "Dan")),
        max: amount(words("To", "До", "Gacha")),
        // ISO 4217 codes, as search engines want them: the currencies of the company's markets.
        currency: choice({
          label: words("Currency", "Валюта", "Valyuta"),
          required: true,
          options: [
            { value: "UZS", label: words("Uzbek sum", "Узбекский сум", "Oʻzbek soʻmi") },
            { value: "USD", label: words("US dollar", "Доллар США", "AQSH dollari") },
            { value: "EUR", label: words("Euro", "Евро", "Yevro") },
            { value: "GBP", label: words("Pound sterling", "Фунт стерлингов", "Funt sterling") },
            { value: "AED", label: words("UAE dirham", "Дирхам ОАЭ", "BAA dirhami") },
          ],
        }),
        period: choice({
          label: words("Per", "За", "Davr"),
          required: true,
          options: [
            { value: "month", label: words("Month", "Месяц", "Oy") },
            { value: "year", label: words("Year", "Год", "Yil") },
          ],
        }),
      },
    }),
    title: text({ label: words("Title", "Название", "Nomi"), localized: true, required: true, max: 160 }),
    summary: text({
      label: words("Summary", "Кратко", "Qisqacha"),
      help: words(
        "Two or three sentences for the careers page's card and search results.",
        "Два-три предложения для карточки на странице карьеры и поисковой выдачи.",
        "Karyera sahifasidagi kartochka va qidiruv natijalari uchun ikki-uch gap.",
      ),
      localized: true,
      required: true,
      max: 800,
      multiline: true,
    }),
    responsibilities: lines(words("Responsibilities", "Обязанности", "Vazifalar")),
    requirements: lines(words("Requirements", "Требования", "Talablar")),
    offer: lines(words("What we offer", "Что мы предлагаем", "Biz nimani taklif qilamiz")),
    body: markdown({
      label: words("Description", "Описание", "Tavsif"),
      help: words(
        "Markdown: ## headings, lists and links.",
        "Markdown: заголовки ##, списки и ссылки.",
        "Markdown: ## sarlavhalar, roʻyxatlar va havolalar.",
      ),
      localized: true,
      required: true,
      max: 100_000,
    }),
    criteria: list({
      label: words("Scorecard criteria", "Критерии оценки", "Baholash mezonlari"),
      help: words(
        "What interviewers rate from 1 to 4 after each interview. Without any, the general criteria are used. Candidates never see them.",
        "По ним интервьюеры ставят оценку от 1 до 4 после каждого интервью. Если их нет, используются общие критерии. Кандидаты их не видят.",
        "Suhbat oʻtkazuvchilar har bir suhbatdan keyin ular boʻyicha 1 dan 4 gacha baho qoʻyadi. Ular boʻlmasa, umumiy mezonlar qoʻllanadi. Nomzodlar ularni koʻrmaydi.",
      ),
      max: 10,
      of: group({
        label: words("Criterion", "Критерий", "Mezon"),
        fields: {
          name: text({ label: words("Criterion", "Критерий", "Mezon"), localized: true, required: true, max: 120 }),
        },
      }),
    }),
    seo: searchAppearance(),
  },
  rules: (doc) => [
    ...(doc.datePosted && doc.validThrough && doc.validThrough < doc.datePosted
      ? [{ field: "validThrough", problem: "dateOrder" as const }]
      : []),
    ...(doc.showSalary && doc.salary.min !== null && doc.salary.max !== null && doc.salary.max < doc.salary.min
      ? [{ field: "salary.max", problem: "belowMinimum" as const }]
      : []),
  ],
});
