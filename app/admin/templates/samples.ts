import type { Language } from "../../../shared/i18n/languages.ts";
import type { EntryList } from "../../../shared/inbox.ts";
import type { PlaceholderValues } from "../../../shared/reply-templates.ts";

/**
 * What a template's preview fills in, in the template's language: a sender as the inbox
 * would greet them (an applicant by first name, a quote request by full name), an opening
 * and a client's company. The company's and the owner's names are the real ones.
 */
const SAMPLES: Record<Language, { fullName: string; firstName: string; position: string; senderCompany: string }> = {
  en: {
    fullName: "Dilnoza Karimova",
    firstName: "Timur",
    position: "Senior Java developer",
    senderCompany: "Orient Logistics",
  },
  ru: {
    fullName: "Дильноза Каримова",
    firstName: "Тимур",
    position: "Старший Java-разработчик",
    senderCompany: "Orient Logistics",
  },
  uz: {
    fullName: "Dilnoza Karimova",
    firstName: "Temur",
    position: "Katta Java dasturchi",
    senderCompany: "Orient Logistics",
  },
};

export function sampleValues(
  list: EntryList,
  lang: Language,
  real: { company: string; owner: string },
): PlaceholderValues {
  const sample = SAMPLES[lang];
  return {
    name: list === "applications" ? sample.firstName : sample.fullName,
    position: sample.position,
    sender_company: sample.senderCompany,
    company: real.company,
    owner: real.owner,
  };
}
