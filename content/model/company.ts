import { date, group, number, text, words } from "../../shared/content-model/fields.ts";
import { defineKind, type ViewOfKind, type SeedFile } from "../../shared/content-model/kind.ts";
import { line } from "./parts.ts";

const email = (en: string, ru: string, uz: string, help: ReturnType<typeof words>) =>
  text({ label: words(en, ru, uz), help, required: true, max: 120, format: "email" });
const profile = (name: string) => text({ label: words(name, name, name), required: true, max: 200, format: "url" });

/**
 * The company's details (issue 27, administrators only): names, tagline, address, phone,
 * e-mails, social profiles and the office's place. Every page, the structured data and
 * every e-mail read them.
 */
export const company = defineKind({
  name: "company",
  area: "company",
  inboxPath: "company",
  label: {
    plural: words("Company details", "Данные компании", "Kompaniya maʼlumotlari"),
    singular: words("Company details", "Данные компании", "Kompaniya maʼlumotlari"),
    new: words("Company details", "Данные компании", "Kompaniya maʼlumotlari"),
  },
  singleton: "company",
  titleField: "tagline",
  order: "manual",
  preview: { drawn: "company" },
  seed: { entries: async (): Promise<SeedFile> => [(await import("../seed/company.ts")).companySeed] },
  fields: {
    name: text({
      label: words("Name", "Название", "Nomi"),
      help: words(
        "As the logo, the e-mails and search engines write it.",
        "Как его пишут логотип, письма и поисковики.",
        "Logotip, xatlar va qidiruv tizimlari uni shunday yozadi.",
      ),
      required: true,
      max: 60,
    }),
    legalName: text({
      label: words("Legal name", "Юридическое название", "Yuridik nomi"),
      help: words(
        "In the footer's copyright, the e-mails and the policies.",
        "В строке об авторских правах в подвале, в письмах и политиках.",
        "Pastki qismdagi mualliflik huquqi satrida, xatlarda va siyosatlarda.",
      ),
      required: true,
      max: 120,
    }),
    foundedYear: number({
      label: words("Year founded", "Год основания", "Tashkil etilgan yil"),
      required: true,
      integer: true,
      min: 1900,
      max: 2100,
    }),
    tagline: line(
      words("Tagline", "Слоган", "Shior"),
      120,
      words(
        "The end of every page's title in the browser tab.",
        "Окончание заголовка каждой страницы во вкладке браузера.",
        "Brauzer varagʻidagi har bir sahifa sarlavhasining oxiri.",
      ),
    ),
    address: group({
      label: words("Central office's address", "Адрес центрального офиса", "Markaziy ofis manzili"),
      fields: {
        street: line(words("Street and building", "Улица и дом", "Koʻcha va uy"), 160),
        city: line(words("City", "Город", "Shahar"), 80),
        postalCode: text({ label: words("Postal code", "Почтовый индекс", "Pochta indeksi"), required: true, max: 20 }),
        country: line(words("Country", "Страна", "Mamlakat"), 80),
        countryCode: text({
          label: words("Country code", "Код страны", "Mamlakat kodi"),
          help: words(
            "Two capital letters, for search engines: UZ.",
            "Две заглавные буквы, для поисковиков: UZ.",
            "Qidiruv tizimlari uchun ikki bosh harf: UZ.",
          ),
          required: true,
          max: 2,
        }),
      },
    }),
    phone: text({
      label: words("Phone", "Телефон", "Telefon"),
      help: words(
        "With the country code, as visitors dial it: +998 71 205 45 45.",
        "С кодом страны, как его набирают посетители: +998 71 205 45 45.",
        "Mamlakat kodi bilan, tashrif buyuruvchilar teradigan koʻrinishda: +998 71 205 45 45.",
      ),
      required: true,
      max: 40,
      format: "phone",
    }),
    email: group({
      label: words("E-mail addresses", "Адреса электронной почты", "Elektron pochta manzillari"),
      fields: {
        general: email(
          "General",
          "Общий",
          "Umumiy",
          words(
            "In the footer and the accessibility statement.",
            "В подвале и в заявлении о доступности.",
            "Pastki qismda va foydalanish qulayligi bayonotida.",
          ),
        ),
        sales: email(
          "Sales",
          "Отдел продаж",
          "Sotuv boʻlimi",
          words(
            "Answers to quote requests come from it.",
            "С него отвечают на заявки на расчёт.",
            "Narx soʻrovlariga javoblar shu manzildan keladi.",
          ),
        ),
        careers: email(
          "Careers",
          "Отдел персонала",
          "Kadrlar boʻlimi",
          words(
            "Answers to job applications come from it.",
            "С него приходят ответы на отклики.",
            "Arizalarga javoblar shu manzildan keladi.",
          ),
        ),
        privacy: email(
          "Privacy",
          "Персональные данные",
          "Shaxsga doir maʼlumotlar",
          words(
            "For questions about personal data, in the policies.",
            "Для вопросов о персональных данных, в политиках.",
            "Shaxsga doir maʼlumotlar boʻyicha savollar uchun, siyosatlarda.",
          ),
        ),
      },
    }),
    social: group({
      label: words("Social networks", "Социальные сети", "Ijtimoiy tarmoqlar"),
      help: words(
        "Full addresses, starting with https://",
        "Полные адреса, начиная с https://",
        "https:// bilan boshlanadigan toʻliq manzillar",
      ),
      fields: {
        linkedin: profile("LinkedIn"),
        instagram: profile("Instagram"),
        telegram: profile("Telegram"),
        youtube: profile("YouTube"),
      },
    }),
    map: group({
      label: words("Office on the map", "Офис на карте", "Xaritadagi ofis"),
      help: words(
        "Where the central office is, in degrees, for search engines and maps: 41.2826, 69.2673.",
        "Где находится центральный офис, в градусах, для поисковиков и карт: 41.2826, 69.2673.",
        "Markaziy ofis joylashuvi, gradusda, qidiruv tizimlari va xaritalar uchun: 41.2826, 69.2673.",
      ),
      fields: {
        latitude: number({ label: words("Latitude", "Широта", "Kenglik"), required: true, min: -90, max: 90 }),
        longitude: number({ label: words("Longitude", "Долгота", "Uzunlik"), required: true, min: -180, max: 180 }),
      },
    }),
    certificate: group({
      label: words("ISO 9001 certificate", "Сертификат ISO 9001", "ISO 9001 sertifikati"),
      help: words(
        "Shown on the about page with its number, registrar, scope and validity. Without a number, or once its validity has ended, the page shows no certificate.",
        "Показывается на странице о компании с номером, органом сертификации, областью и сроком действия. Без номера или после окончания срока действия страница сертификат не показывает.",
        "Kompaniya haqidagi sahifada raqami, sertifikatlash organi, qamrovi va amal qilish muddati bilan koʻrsatiladi. Raqam boʻlmasa yoki muddati tugagan boʻlsa, sahifa sertifikatni koʻrsatmaydi.",
      ),
      fields: {
        number: text({ label: words("Certificate number", "Номер сертификата", "Sertifikat raqami"), max: 60 }),
        registrar: text({
          label: words("Registrar", "Орган сертификации", "Sertifikatlash organi"),
          localized: true,
          max: 160,
        }),
        scope: text({
          label: words("Scope", "Область сертификации", "Sertifikatlash qamrovi"),
          localized: true,
          max: 300,
          multiline: true,
        }),
        validFrom: date({ label: words("Valid from", "Действует с", "Amal qilish boshlanishi") }),
        validUntil: date({ label: words("Valid until", "Действует до", "Amal qilish muddati") }),
      },
    }),
  },
});

/** The company's details as pages, structured data and e-mails use them, in one language. */
export interface CompanyDetails {
  name: string;
  legalName: string;
  foundedYear: number;
  tagline: string;
  address: { street: string; city: string; postalCode: string; country: string; countryCode: string };
  phone: { display: string; href: string };
  email: { general: string; sales: string; careers: string; privacy: string };
  social: { linkedin: string; instagram: string; telegram: string; youtube: string };
  map: { latitude: number; longitude: number };
}

export type SocialNetwork = keyof CompanyDetails["social"];

/**
 * The details as they are written: names, the tagline (the browser's title), addresses
 * and numbers are read by machines too (titles, structured data, e-mail headers), so the
 * typography step's no-break spaces and joiners are taken out again.
 */
export function companyDetails(typeset: ViewOfKind<typeof company>): CompanyDetails {
  // The certificate is the about page's alone (app/content/company.server.ts), not every page's.
  const { certificate: _certificate, ...view } = untypeset(typeset);
  return {
    ...view,
    foundedYear: view.foundedYear ?? 0,
    // What a phone dials: the plus and the digits.
    phone: { display: view.phone, href: `tel:${view.phone.replace(/[^\d+]/g, "")}` },
    map: { latitude: view.map.latitude ?? 0, longitude: view.map.longitude ?? 0 },
  };
}

function untypeset<T>(value: T): T {
  if (typeof value === "string") return value.replace(/[\u00a0\u202f]/g, " ").replaceAll("\u2060", "") as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, untypeset(inner)])) as T;
  }
  return value;
}
