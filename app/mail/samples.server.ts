import { formatFileSize } from "../../shared/i18n/file-size.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import type { MailContent } from "../../server/notify/mail-content.ts";
import type { MailTemplate } from "../../shared/mail.ts";

const NAMES: Record<Language, { person: string; first: string }> = {
  en: { person: "Dilnoza Karimova", first: "Dilnoza" },
  ru: { person: "Дилноза Каримова", first: "Дилноза" },
  uz: { person: "Dilnoza Karimova", first: "Dilnoza" },
};

const JAVA: Record<Language, string> = {
  en: "Senior Java Developer",
  ru: "Старший Java-разработчик",
  uz: "Katta Java dasturchi",
};

/**
 * Sample content for each template, for the inbox's preview: what a real message of
 * that kind carries, with links to this site. Never sent.
 */
export function sampleContent(template: MailTemplate, lang: Language, origin: string): MailContent {
  const { person, first } = NAMES[lang];
  const token = "sample-token";
  switch (template) {
    case "staff-contact":
      return {
        template,
        lang,
        fields: {
          name: person,
          company: "Orient Logistics",
          email: "dilnoza@example.uz",
          phone: "+998 90 123 45 67",
          language: lang,
        },
        attachment: `brief.pdf (${formatFileSize(253_952, lang)})`,
        message: "We need a warehouse tracking system for 40 trucks.\nCan you estimate it this month?",
        receivedAt: "2026-11-24T04:30:00.000Z",
        inboxUrl: `${origin}/admin/requests`,
        source: { names: "linkedin / cpc / q4-logistics", landing: "/industry/logistics" },
      };
    case "staff-application":
      return {
        template,
        lang,
        fields: {
          name: person,
          position: JAVA[lang],
          email: "dilnoza@example.uz",
          phone: "+998 90 123 45 67",
          language: lang,
        },
        cv: `Dilnoza Karimova CV.pdf (${formatFileSize(319_898, lang)})`,
        message: "I have built payment services for two banks and would like to join your team.",
        receivedAt: "2026-11-24T04:30:00.000Z",
        inboxUrl: `${origin}/admin/applications`,
        source: { names: "hh.uz", landing: "" },
      };
    case "staff-subscriber":
      return {
        template,
        lang,
        email: "dilnoza@example.uz",
        language: lang,
        confirmedAt: "2026-11-24T04:30:00.000Z",
        inboxUrl: `${origin}/admin/subscribers`,
      };
    case "staff-digest":
      return {
        template,
        lang,
        name: lang === "ru" ? "Жасур Турсунов" : "Jasur Tursunov",
        day: "2026-11-24",
        overdue: [
          {
            list: "requests",
            name: person,
            about: "Orient Logistics",
            due: { on: "2026-11-23", time: "15:00" },
            url: `${origin}/admin/requests`,
          },
        ],
        today: [
          {
            list: "applications",
            name: lang === "ru" ? "Сардор Юлдашев" : "Sardor Yoʻldoshev",
            about: JAVA[lang],
            due: { on: "2026-11-24", time: null },
            url: `${origin}/admin/applications`,
          },
        ],
        waitingUrl: `${origin}/admin/waiting`,
        settingsUrl: `${origin}/admin/settings`,
      };
    case "invitation":
      return {
        template,
        lang,
        name: person,
        inviter: "Jasur Tursunov",
        role: "recruiter",
        link: `${origin}/admin/invitation/${token}`,
        expiresAt: "2026-12-01T09:30:00.000Z",
      };
    case "password-reset":
      return { template, lang, name: person, link: `${origin}/admin/reset/${token}` };
    case "contact-acknowledgement":
      return { template, lang, name: person };
    case "application-acknowledgement":
      return {
        template,
        lang,
        name: first,
        position: JAVA[lang],
      };
    case "conversation-reply":
      return {
        template,
        lang,
        conversation: { list: "requests" },
        body:
          lang === "ru"
            ? `Здравствуйте, ${person}!\n\nПредлагаем созвониться на 30–45 минут. Когда вам удобно?\n\nС уважением,\nотдел продаж Lojuvard`
            : lang === "uz"
              ? `Assalomu alaykum, ${person}!\n\n30–45 daqiqalik qoʻngʻiroq qilishni taklif qilamiz. Sizga qachon qulay?\n\nHurmat bilan,\nLojuvard savdo boʻlimi`
              : `Hello ${person},\n\nWe would like to arrange a call of 30–45 minutes. When would suit you?\n\nBest regards,\nLojuvard sales team`,
      };
    case "staff-webhook":
      return {
        template,
        lang,
        change: "failing",
        name: "Bitrix24",
        url: "https://lojuvard.bitrix24.ru/rest/1/hook/crm.lead.add.json",
        failingSince: "2026-11-24T04:12:00.000Z",
        recoveredAt: null,
        failures: 5,
        problem: { failure: "answered", status: 503 },
        integrationsUrl: `${origin}/admin/integrations`,
      };
    case "staff-assignment":
      return {
        template,
        lang,
        list: "requests",
        name: person,
        by: "Jasur Tursunov <jasur@lojuvard.uz>",
        inboxUrl: `${origin}/admin/requests`,
      };
    case "staff-reply":
      return {
        template,
        lang,
        list: "requests",
        name: person,
        from: `${person} <dilnoza@example.uz>`,
        text:
          lang === "ru"
            ? "Спасибо! Удобно в четверг в 15:00. Прикладываю схему складов."
            : lang === "uz"
              ? "Rahmat! Payshanba kuni soat 15:00 da qulay. Omborlar sxemasini ilova qilaman."
              : "Thank you! Thursday at 15:00 suits us. I attach the layout of our warehouses.",
        attachments: [`warehouses.pdf (${formatFileSize(1.2 * 1024 * 1024, lang)})`],
        refused: ["setup.exe"],
        inboxUrl: `${origin}/admin/requests`,
      };
    case "subscription-confirmation":
      return { template, lang, link: `${origin}/newsletter/confirm?token=${token}` };
    case "newsletter-post":
      return {
        template,
        lang,
        post: {
          title:
            lang === "ru"
              ? "Кредитный скоринг, который отвечает за секунды"
              : lang === "uz"
                ? "Soniyalarda javob beradigan kredit skoringi"
                : "Building a credit scoring pipeline that answers in seconds",
          summary:
            lang === "ru"
              ? "Событийный поток, хранилище признаков и объяснимые оценки."
              : lang === "uz"
                ? "Hodisalar oqimi, belgilar ombori va tushunarli baholar."
                : "An event-driven flow, a feature store and explainable scores.",
          url: `${origin}/blog/post/credit-scoring-pipeline`,
          image: `${origin}/images/blog/credit-scoring-pipeline.png`,
          imageAlt: "",
          category: "technical-insights",
        },
        unsubscribeUrl: `${origin}/unsubscribe?token=${token}`,
      };
    case "newsletter-issue":
      return {
        template,
        lang,
        subject: ISSUE[lang].subject,
        preheader: ISSUE[lang].preheader,
        html: ISSUE[lang].html,
        unsubscribeUrl: `${origin}/unsubscribe?token=${token}`,
      };
    case "interview-invitation":
      return {
        template,
        lang,
        conversation: { list: "applications", position: POSITION[lang] },
        name: first,
        interview: sampleInterview(person),
      };
    case "staff-interview":
      return {
        template,
        lang,
        applicant: person,
        position: POSITION[lang],
        interview: sampleInterview(STAFF_NAME),
        scorecardUrl: `${origin}/admin/interviews/sample`,
      };
  }
}

const POSITION: Record<Language, string> = {
  en: "Senior Java Developer",
  ru: "Ведущий Java-разработчик",
  uz: "Yetakchi Java dasturchi",
};

const STAFF_NAME = "Aziz Rahimov";

function sampleInterview(attendee: string) {
  return {
    change: "proposed" as const,
    uid: "interview-sample@lojuvard.uz",
    sequence: 0,
    startsAt: "2026-12-01T10:00:00.000Z",
    durationMinutes: 60,
    place: "https://meet.example.uz/lojuvard-interview",
    interviewers: [STAFF_NAME, "Malika Tursunova"],
    attendee: { name: attendee, email: "dilnoza@example.uz" },
  };
}

const ISSUE: Record<Language, { subject: string; preheader: string; html: string }> = {
  en: {
    subject: "Lojuvard engineering notes, December",
    preheader: "Three things we learned shipping a payments platform this year.",
    html: "<h2>What we learned this year</h2><p>Idempotent integrations saved two releases.</p>",
  },
  ru: {
    subject: "Инженерная рассылка Lojuvard, декабрь",
    preheader: "Три вывода из запуска платёжной платформы в этом году.",
    html: "<h2>Чему мы научились за год</h2><p>Идемпотентные интеграции спасли два релиза.</p>",
  },
  uz: {
    subject: "Lojuvard muhandislik axborotnomasi, dekabr",
    preheader: "Bu yil toʻlov platformasini ishga tushirishdan uchta xulosa.",
    html: "<h2>Bu yil nimani oʻrgandik</h2><p>Idempotent integratsiyalar ikki relizni saqlab qoldi.</p>",
  },
};
