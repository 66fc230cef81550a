/**
 * One term per concept per language, across the site, the inbox and the e-mails (issue 29.7,
 * decision 057; English too since issue 39.15, decision 070). `forbidden` lists the other
 * names a concept has had, or that a writer would reach for; tests/assets/glossary.test.ts fails
 * when one appears in any catalogue, seed, Markdown post or opening, e-mail's words or drawn
 * screen. A string is matched at the start of a word, whatever its case and ending ("ariza
 * beruvchi" finds "ariza beruvchining"); a pattern is for a variant that is right in another
 * sense (an "assistant" technology is fine, an assistant who is not the khokim's is not).
 */
type Variant = string | RegExp;
export type GlossaryLanguage = "en" | "ru" | "uz";

export interface GlossaryEntry {
  /** The concept, in English. */
  concept: string;
  /** The preferred term in each language (Uzbek in Latin script); English where it has a rule. */
  en?: string;
  ru: string;
  uz: string;
  forbidden: Partial<Record<GlossaryLanguage, Variant[]>>;
  /**
   * Files (path prefixes) where a word this entry forbids rightly names something else, and is
   * not looked for: «заявка» is a family's loan application in the family-loan case.
   */
  except?: string[];
}

/** A word's edge, for patterns: letters of the three languages, Uzbek's apostrophe letters and hyphens. */
const START = String.raw`(?<![\p{L}\p{N}ʻʼ-])`;
const END = String.raw`(?![\p{L}\p{N}ʻʼ])`;

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
    concept: "HR (the people team, who also sign to applicants)",
    en: "the HR team",
    ru: "отдел персонала",
    uz: "kadrlar boʻlimi",
    forbidden: {
      en: ["Lojuvard recruiting", "people team", /(?<=and )HR(?= (are|is|decide))/u],
      ru: [
        /(?<![\p{L}-])HR(?![\p{L}-])/u,
        "управление персоналом",
        "отдел кадров",
        "кадровая служба",
        "эйчар",
        "отдел подбора",
        "отделом подбора",
        "отделу подбора",
        "отдела подбора",
      ],
      uz: [
        /(?<![\p{L}-])HR(?![\p{L}-])/u,
        "xodimlar boʻlimi",
        "HR-boʻlim",
        "xodimlarni tanlash boʻlim",
        "xodimlarni tanlash boʻyicha boʻlim",
        "kadrlarni tanlash boʻlim",
      ],
    },
  },
  {
    concept: "quote request (what the quote dialog sends; a job application is something else)",
    en: "quote request",
    ru: "заявка на расчёт",
    uz: "narx soʻrovi",
    forbidden: {
      en: [
        "left a request",
        "because of your request",
        "Your request to Lojuvard",
        "We received your request",
        "enquiry or a quote",
      ],
      // Bare «заявка» is also the general job application («общая заявка»): a quote request
      // always says «на расчёт», and is never a «запрос».
      ru: [
        new RegExp(`${START}(?<!общ\\p{L}* )(?<!кредитн\\p{L}* )заявк\\p{L}*${END}(?! на (расчёт|кредит))`, "iu"),
        /(?<![\p{L}])запрос\p{L}*\s+(на\s+)?расч[её]т/iu,
        "оставили запрос",
      ],
      uz: ["qoldirgan soʻrov", "soʻrov qoldir", "murojaat va narx soʻrovi", "murojaat yoki narx soʻrovi"],
    },
    // Where «заявка» is a family's loan application, a parent's enrolment one or a citizen's
    // online application to a public service.
    except: [
      "content/seed/case-studies.ts",
      "content/seed/testimonials.ts",
      "content/seed/industries.ts",
      "content/seed/services.ts",
      "content/art/screens/",
      "content/blog/",
    ],
  },
  {
    concept: "requirements document (a client's specification of the system)",
    en: "requirements document",
    ru: "техническое задание",
    uz: "texnik topshiriq",
    forbidden: { ru: ["техзадани", "тех. задани"], uz: ["texnik vazifa", "texnik talabnoma"] },
  },
  {
    concept: "brief (a client's short description of a project)",
    en: "brief",
    ru: "бриф",
    uz: "loyiha tavsifi",
    forbidden: { uz: ["brif"] },
  },
  {
    concept: "production (the live system, as opposed to a test environment)",
    en: "production",
    ru: "продакшен; промышленная эксплуатация",
    uz: "real foydalanish (amaldagi tizim)",
    // Russian's «промышленная эксплуатация», «рабочая среда» read in Uzbek as calques.
    forbidden: {
      uz: [
        "ekspluatatsiya",
        "sanoat ekspluatatsiya",
        "ishchi muhit",
        /(?<![\p{L}ʻʼ])ishchi (kod|baza|maʼlumot|tizim|viza)/iu,
      ],
    },
  },
  {
    concept: "workshop (a working session with a client)",
    en: "workshop",
    ru: "рабочая встреча; воркшоп",
    uz: "amaliy uchrashuv",
    forbidden: { uz: ["ishchi uchrashuv"] },
  },
  {
    concept: "senior (an engineer's level; a lead is «ведущий», «yetakchi» and names a role)",
    en: "senior",
    ru: "старший (инженер, разработчик)",
    uz: "katta (muhandis, dasturchi)",
    forbidden: {
      ru: ["сеньор", "синьор", /(?<![\p{L}-])senior(?![\p{L}-])/iu, /(?<![\p{L}])ведущ\p{L}* инженер/iu],
      uz: ["senyor", /(?<![\p{L}-])senior(?![\p{L}-])/iu, "tajribali muhandis", /(?<![\p{L}ʻʼ])yetakchi muhandis/iu],
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
    en: "test task",
    ru: "тестовое задание",
    uz: "test topshirigʻi",
    forbidden: {
      en: ["Thank you for your solution", "test assignment", "take-home"],
      ru: ["тестовая задача", "тестовую задачу", "этап — техническое задание", "Спасибо за решение"],
      uz: [
        "tayyorlov topshirig",
        "bosqich — haqiqiy ishga yaqin texnik",
        "Yechimingiz uchun rahmat",
        "test vazifa",
        "sinov topshirig",
      ],
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
    // The specification's step keeps its name, “Assistant's evaluation”.
    en: "hokim's assistant",
    ru: "помощник хокима",
    uz: "hokim yordamchisi",
    forbidden: {
      en: [/(?<![\p{L}])(?<![Hh]okim['’]s )[Aa]ssistant(?!['’]s evaluation)/u, "khokim", "neighbourhood assistant"],
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
  lang: GlossaryLanguage;
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
  // The about page's story no longer repeats the figures (issue 39.13); the calque stays out.
  { lang: "uz", wrong: "Lojuvard ortida", right: "Bugun markaziy ofisimiz Toshkentda" },
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
  // Issue 39.17: Uzbek calques of Russian.
  { lang: "uz", wrong: "Siz ishlayotgan mahsulot", right: "Mahsulotning ishlaydigan versiyasini" },
  { lang: "uz", wrong: "bilan boʻlishing", right: "biz bilan baham koʻring" },
  { lang: "uz", wrong: "imkonini ochadi", right: "ishlash imkonini beradi" },
  // Issue 39.15: a senior is «старший», «katta»; «ведущий», «yetakchi» is a lead.
  { lang: "ru", wrong: "Ведущий Java-разработчик", right: "Старший Java-разработчик" },
  { lang: "uz", wrong: "Yetakchi Java dasturchi", right: "Katta Java dasturchi" },
];
