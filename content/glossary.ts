/**
 * One term per concept per language, across the site, the inbox and the e-mails (issue 29.7,
 * decision 057). `forbidden` lists the other names a concept has had, or that a writer
 * would reach for; tests/assets/glossary.test.ts fails when one appears in any catalogue, seed,
 * Markdown post or opening, or e-mail's words. A string is matched at the start of a word,
 * whatever its case and ending ("ariza beruvchi" finds "ariza beruvchining"); a pattern is
 * for a variant that is right in another sense (an "assistant" technology is fine, an
 * assistant who is not the khokim's is not).
 */
type Variant = string | RegExp;

export interface GlossaryEntry {
  /** The concept, in English. */
  concept: string;
  /** The preferred term in Russian and Uzbek (Latin). */
  ru: string;
  uz: string;
  forbidden: { ru?: Variant[]; uz?: Variant[] };
}

export const glossary: GlossaryEntry[] = [
  {
    concept: "newsletter (Lojuvard's engineering newsletter)",
    ru: "рассылка (инженерная рассылка Lojuvard)",
    uz: "axborotnoma (Lojuvard muhandislik axborotnomasi)",
    forbidden: {
      ru: ["инженерные заметки", "инженерных заметок", "бюллетен", "ньюслеттер"],
      uz: ["byulleten", "muhandislik eslatma", "muhandislik qayd", "rassilka"],
    },
  },
  {
    concept: "inbox (the staff's application)",
    ru: "входящие",
    uz: "kiruvchi xabarlar",
    forbidden: { ru: ["инбокс", "папка входящих"], uz: ["kirish qutisi", /(?<![\p{L}ʻʼ])kiruvchilar/iu] },
  },
  {
    concept: "general application (no particular opening)",
    ru: "общая заявка",
    uz: "umumiy ariza",
    forbidden: { ru: ["общий отклик", "общего отклика", "общему отклику", "общим откликом"] },
  },
  {
    concept: "department (the careers page's filter)",
    ru: "направление",
    uz: "yoʻnalish",
    forbidden: { ru: ["департамент"], uz: ["departament"] },
  },
  {
    concept: "HR (the people team)",
    ru: "отдел персонала",
    uz: "kadrlar boʻlimi",
    forbidden: {
      ru: [/(?<![\p{L}-])HR(?![\p{L}-])/u, "управление персоналом", "отдел кадров", "кадровая служба", "эйчар"],
      uz: [/(?<![\p{L}-])HR(?![\p{L}-])/u, "xodimlar boʻlimi", "HR-boʻlim"],
    },
  },
  {
    concept: "recruiter",
    ru: "рекрутер",
    uz: "rekruter",
    forbidden: { ru: ["рекрутёр", "эйчар"], uz: ["xodimlarni tanlash mutaxassis"] },
  },
  {
    concept: "mentor",
    ru: "наставник",
    uz: "ustoz",
    forbidden: { ru: ["ментор", "куратор"], uz: ["murabbiy", "mentor"] },
  },
  {
    concept: "test task (the hiring step)",
    ru: "тестовое задание",
    uz: "test topshirigʻi",
    forbidden: {
      ru: ["тестовая задача", "этап — техническое задание", "Спасибо за решение"],
      uz: ["tayyorlov topshirig", "bosqich — haqiqiy ishga yaqin texnik", "Yechimingiz uchun rahmat"],
    },
  },
  {
    concept: "interviewer",
    ru: "интервьюер",
    uz: "suhbat oʻtkazuvchi",
    forbidden: { ru: ["собеседующ"], uz: ["intervyuer"] },
  },
  {
    concept: "follow-up date (when staff return to a quote request or an application)",
    ru: "срок",
    uz: "muddat",
    forbidden: { ru: ["фоллоу-ап", "фолоу-ап"], uz: ["follou-ap"] },
  },
  {
    concept: "personal data",
    ru: "персональные данные",
    uz: "shaxsga doir maʼlumotlar (the law's term)",
    forbidden: { ru: ["личные данные", "личных данных", "личным данным", "личными данными"], uz: ["shaxsiy maʼlumot"] },
  },
  {
    concept: "workplace (a person's screens in a system) and opening (a vacancy)",
    ru: "рабочее место; вакансия",
    uz: "ish joyi; vakansiya",
    forbidden: { ru: ["в рабочем месте"], uz: ["ish oʻrn", "ish oʻrin", "boʻsh ish oʻrn"] },
  },
  {
    concept: "applicant (for a loan)",
    ru: "заявитель",
    uz: "arizachi",
    forbidden: { ru: ["соискател"], uz: ["ariza beruvchi"] },
  },
  {
    concept: "core banking system",
    ru: "АБС",
    uz: "ABT (avtomatlashtirilgan bank tizimi)",
    forbidden: {
      ru: ["основная банковская система", "основной банковской систем", "основные системы", "основных систем"],
      uz: [
        "asosiy bank tizim",
        "bankning asosiy tizim",
        "banklarning asosiy tizim",
        "banklarga asosiy tizim",
        "eskirgan asosiy tizim",
      ],
    },
  },
  {
    concept: "cache",
    ru: "кэш (кэширование)",
    uz: "kesh (keshlash)",
    forbidden: { ru: ["кеш"], uz: ["xesh-xotira"] },
  },
  {
    concept: "retail",
    ru: "ритейл",
    uz: "chakana savdo",
    forbidden: { ru: ["ретейл"], uz: ["riteyl", "reteyl"] },
  },
  {
    concept: "the khokim's assistant (who evaluates a family's loan application)",
    ru: "помощник хокима",
    uz: "hokim yordamchisi",
    forbidden: {
      ru: [/(?<![\p{L}])помощник(?:а|у|ом|е|и|ов|ам|ами|ах)?(?![\p{L}])(?! хоким)/iu],
      uz: [
        /(?<![\p{L}ʻʼ])(?<!hokim )yordamchi(?:si|lar|lari|ning|ga|ni|sining|larini)?(?![\p{L}ʻʼ])(?! texnologiya)/iu,
      ],
    },
  },
  {
    concept: "two-factor authentication (a one-time code after the password)",
    ru: "двухфакторная аутентификация",
    uz: "ikki bosqichli autentifikatsiya",
    forbidden: {
      ru: ["двухэтапн", "двухшагов", /(?<![\p{L}-])2FA(?![\p{L}-])/u],
      uz: ["ikki faktorli", "ikki bosqichli tasdiqlash", "ikki bosqichli tekshiruv", /(?<![\p{L}-])2FA(?![\p{L}-])/u],
    },
  },
  {
    concept: "one-time code (the authenticator app's)",
    ru: "одноразовый код",
    uz: "bir martalik kod",
    forbidden: { ru: ["одноразовый пароль", "одноразового пароля"], uz: ["bir martalik parol"] },
  },
  {
    concept: "recovery code (signs in once in place of a one-time code)",
    ru: "резервный код",
    uz: "zaxira kod",
    forbidden: {
      ru: ["код восстановления", "коды восстановления", "кодов восстановления"],
      uz: ["tiklash kod", "qayta tiklash kodi"],
    },
  },
];

/**
 * The editor's findings (issue 29.7): each wrong phrase must not come back, and the right one
 * stands where it was.
 */
export interface Correction {
  lang: "ru" | "uz";
  wrong: string;
  right: string;
}

export const corrections: Correction[] = [
  { lang: "uz", wrong: "asosiy freymvorkimiz React,", right: "asosiy freymvorkimiz — React;" },
  { lang: "uz", wrong: "roʻyxatidan qimmatroq", right: "roʻyxatidan muhimroq" },
  { lang: "uz", wrong: "vaqtinchalik oʻrinbosarlar", right: "vaqtinchalik soddalashtirilgan modullar (stub)" },
  { lang: "uz", wrong: "bosiladigan prototip", right: "interaktiv prototip" },
  { lang: "uz", wrong: "hujjatlarni tanish va", right: "hujjatlarni tanib olish" },
  { lang: "uz", wrong: "Ortida turadigan raqamlar", right: "Har biri uchun javob bera oladigan raqamlarimiz" },
  { lang: "uz", wrong: "Lojuvard ortida", right: "Lojuvardning 20+ yillik tajribasi" },
  { lang: "uz", wrong: "kredit oʻtadi", right: "kredit ajratiladi" },
  {
    lang: "uz",
    wrong: "Toshkentdan dasturiy taʼminot muhandisligi",
    right: "Toshkentdagi dasturiy taʼminot ishlab chiqish kompaniyasi",
  },
  { lang: "uz", wrong: "bir soat qaytdi", right: "bir soat vaqti boʻshadi" },
  { lang: "uz", wrong: "sizga taklif bera olmaymiz", right: "sizni keyingi bosqichga taklif qila olmaymiz" },
  { lang: "uz", wrong: "arizangizni davom ettirmaslikka", right: "sizni keyingi bosqichga taklif qila olmaymiz" },
  { lang: "ru", wrong: "получили назад час", right: "освободился час" },
  { lang: "ru", wrong: "дважды отделённая от моря", right: "дважды не имеющая выхода к морю" },
  { lang: "ru", wrong: "совещания о статусе", right: "планёрки" },
  { lang: "ru", wrong: "какие два-три времени", right: "предложите два-три удобных варианта времени" },
  { lang: "ru", wrong: "Спасибо за решение", right: "Спасибо за выполненное задание" },
  { lang: "ru", wrong: "не готовы сделать вам предложение", right: "не можем пригласить вас на следующий этап" },
  { lang: "ru", wrong: "решили не продолжать", right: "не можем пригласить вас на следующий этап" },
];
