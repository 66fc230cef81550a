/**
 * The reply templates the inbox starts with (issue 38): the messages sales start from on a
 * quote request, and recruiters at each hiring step. The database migration that made
 * templates data imports them once (server/db/migrations.ts); from then on staff edit, add
 * and retire templates in the inbox, and nothing here overwrites them. `{name}` and the
 * other placeholders are filled in for each sender (shared/reply-templates.ts).
 */
import type { Language } from "../../shared/i18n/languages.ts";
import type { ApplicationStatus, EntryList } from "../../shared/inbox.ts";
import type { TemplateStep, TemplateText } from "../../shared/reply-templates.ts";

type Words = Record<Language, string>;

export interface ReplyTemplateSeed {
  /** Fixed, so the import is the same on every installation. */
  id: string;
  list: EntryList;
  step: TemplateStep;
  texts: Record<Language, TemplateText>;
}

/** A message as the inbox wrote it before templates were data: a greeting, the text, a signature. */
function letter(greeting: Words, text: Words, signature: Words): Words {
  return {
    en: `${greeting.en}\n\n${text.en}\n\n${signature.en}`,
    ru: `${greeting.ru}\n\n${text.ru}\n\n${signature.ru}`,
    uz: `${greeting.uz}\n\n${text.uz}\n\n${signature.uz}`,
  };
}

function texts(name: Words, body: Words): Record<Language, TemplateText> {
  return {
    en: { name: name.en, body: body.en },
    ru: { name: name.ru, body: body.ru },
    uz: { name: name.uz, body: body.uz },
  };
}

const GREETING: Words = { en: "Hello {name},", ru: "Здравствуйте, {name}!", uz: "Assalomu alaykum, {name}!" };
const SALES_SIGNATURE: Words = {
  en: "Best regards,\n{company} sales team",
  ru: "С уважением,\nотдел продаж {company}",
  uz: "Hurmat bilan,\n{company} savdo boʻlimi",
};
const RECRUITING_SIGNATURE: Words = {
  en: "Best regards,\nThe {company} HR team",
  ru: "С уважением,\nотдел персонала {company}",
  uz: "Hurmat bilan,\n{company} kadrlar boʻlimi",
};

const REQUEST_TEMPLATES: { id: string; name: Words; text: Words }[] = [
  {
    id: "request-call",
    name: { en: "Suggest a call", ru: "Предложить звонок", uz: "Qoʻngʻiroqni taklif qilish" },
    text: {
      en: "Thank you for your quote request. To understand your goals, constraints and timeline, we would like to arrange a call of 30–45 minutes. Please reply with two or three times that suit you this week and the best number to reach you.",
      ru: "Спасибо за заявку на расчёт. Чтобы понять ваши цели, ограничения и сроки, предлагаем созвониться на 30–45 минут. Пожалуйста, предложите два-три удобных варианта времени на этой неделе и оставьте номер, по которому вам лучше позвонить.",
      uz: "Narx soʻrovingiz uchun rahmat. Maqsadlaringiz, cheklovlar va muddatlarni tushunish uchun 30–45 daqiqalik qoʻngʻiroq qilishni taklif qilamiz. Iltimos, shu hafta uchun sizga qulay ikki-uch vaqtni taklif qiling va qaysi raqamga qoʻngʻiroq qilishimiz qulayligini yozing.",
    },
  },
  {
    id: "request-details",
    name: { en: "Ask for details", ru: "Уточнить детали", uz: "Tafsilotlarni soʻrash" },
    text: {
      en: "Thank you for your quote request. To prepare an accurate estimate, could you tell us a little more: how many people will use the system, which systems it must work with, and by when you need it? Documents and examples are welcome as attachments to your reply.",
      ru: "Спасибо за заявку на расчёт. Чтобы точно оценить работу, расскажите, пожалуйста, немного подробнее: сколько человек будет пользоваться системой, с какими системами она должна работать и к какому сроку она нужна? Документы и примеры можно приложить к ответу.",
      uz: "Narx soʻrovingiz uchun rahmat. Ishni aniq baholash uchun biroz batafsilroq aytib bering: tizimdan necha kishi foydalanadi, u qaysi tizimlar bilan ishlashi kerak va qaysi muddatga kerak? Hujjat va namunalarni javobingizga ilova qilishingiz mumkin.",
    },
  },
  {
    // The estimate itself goes with the message, as a file attached in the inbox.
    id: "request-estimate",
    name: { en: "Present the estimate", ru: "Представить оценку", uz: "Bahoni taqdim etish" },
    text: {
      en: "Thank you for the call. We have prepared an estimate of the scope, the team and the budget; you will find it attached to this e-mail. We would like to walk you through it: please reply with a time that suits you for a 30-minute meeting.",
      ru: "Спасибо за разговор. Мы подготовили оценку объёма работ, состава команды и бюджета — она во вложении к этому письму. Хотели бы обсудить её с вами: пожалуйста, ответьте, когда вам удобно встретиться на 30 минут.",
      uz: "Suhbat uchun rahmat. Ish hajmi, jamoa va byudjet boʻyicha bahoni tayyorladik — u ushbu xatga ilova qilingan. Uni siz bilan muhokama qilmoqchimiz: iltimos, 30 daqiqalik uchrashuv uchun qulay vaqtni yozing.",
    },
  },
  {
    id: "request-decline",
    name: { en: "Decline politely", ru: "Вежливо отказать", uz: "Xushmuomalalik bilan rad etish" },
    text: {
      en: "Thank you for considering {company}. After reviewing your quote request carefully, we believe we are not the right team for it at this time. We would be glad to hear from you about your next project.",
      ru: "Спасибо, что обратились в {company}. Мы внимательно изучили вашу заявку на расчёт и считаем, что сейчас не сможем взяться за этот проект так, как он того заслуживает. Будем рады вашему следующему проекту.",
      uz: "{company}ga murojaat qilganingiz uchun rahmat. Soʻrovingizni diqqat bilan koʻrib chiqdik va hozir bu loyihani u munosib boʻlgan darajada bajara olmaymiz, deb hisoblaymiz. Keyingi loyihangiz haqida eshitishdan xursand boʻlamiz.",
    },
  },
];

/** The message of each step, named as the inbox names the step. */
const STEP_TEMPLATES: Record<ApplicationStatus, { name: Words; text: Words }> = {
  review: {
    name: { en: "Application review", ru: "Рассмотрение отклика", uz: "Arizani koʻrib chiqish" },
    text: {
      en: "Thank you for your application. We are reviewing it against the requirements of the position and will write to you within five business days.",
      ru: "Спасибо за отклик. Мы сравниваем его с требованиями вакансии и напишем вам в течение пяти рабочих дней.",
      uz: "Arizangiz uchun rahmat. Uni lavozim talablari bilan solishtirmoqdamiz va besh ish kuni ichida sizga yozamiz.",
    },
  },
  screening: {
    name: { en: "Initial screening", ru: "Первичное интервью", uz: "Dastlabki suhbat" },
    text: {
      en: "Thank you for your patience. We would like to invite you to a 30-minute call with a recruiter. Please reply with two or three times that suit you this week.",
      ru: "Спасибо за терпение. Приглашаем вас на 30-минутный звонок с рекрутером. Пожалуйста, предложите два-три удобных варианта времени на этой неделе.",
      uz: "Sabringiz uchun rahmat. Sizni rekruter bilan 30 daqiqalik qoʻngʻiroqqa taklif qilamiz. Iltimos, shu hafta uchun sizga qulay ikki-uch vaqtni taklif qiling.",
    },
  },
  assessment: {
    name: { en: "Technical assessment", ru: "Техническая оценка", uz: "Texnik baholash" },
    text: {
      en: "Thank you for the call. The next step is a technical assessment close to the work you would do. We will send you the task and the time to present it.",
      ru: "Спасибо за разговор. Следующий этап — тестовое задание, близкое к реальной работе. Мы пришлём задание и время для его обсуждения.",
      uz: "Suhbat uchun rahmat. Keyingi bosqich — haqiqiy ishga yaqin test topshirigʻi. Topshiriqni va uni muhokama qilish vaqtini yuboramiz.",
    },
  },
  interview: {
    name: { en: "In-depth interview", ru: "Углублённое интервью", uz: "Chuqurlashtirilgan suhbat" },
    text: {
      en: "Thank you for completing the test task. We would like to invite you to an in-depth interview with the team lead and a senior engineer. Please reply with times that suit you.",
      ru: "Спасибо за выполненное задание. Приглашаем вас на подробное интервью с тимлидом и старшим инженером. Пожалуйста, ответьте, когда вам удобно.",
      uz: "Test topshirigʻini bajarganingiz uchun rahmat. Sizni jamoa rahbari va katta muhandis bilan batafsil suhbatga taklif qilamiz. Iltimos, qulay vaqtni yozing.",
    },
  },
  collaboration: {
    name: { en: "Team collaboration", ru: "Работа с командой", uz: "Jamoa bilan hamkorlik" },
    text: {
      en: "Thank you for the interview. We would like you to spend a few hours with the team you would join. Please reply with a day that suits you.",
      ru: "Спасибо за интервью. Предлагаем провести несколько часов с командой, в которую вы придёте. Пожалуйста, ответьте, какой день вам подходит.",
      uz: "Suhbat uchun rahmat. Siz qoʻshiladigan jamoa bilan bir necha soat birga ishlashni taklif qilamiz. Iltimos, qulay kunni yozing.",
    },
  },
  decision: {
    name: { en: "Final decision", ru: "Окончательное решение", uz: "Yakuniy qaror" },
    text: {
      en: "Thank you for the time you spent with us. The hiring manager and the HR team are making their decision and will call you within three business days.",
      ru: "Спасибо за время, которое вы нам уделили. Руководитель и отдел персонала принимают решение и позвонят вам в течение трёх рабочих дней.",
      uz: "Bizga ajratgan vaqtingiz uchun rahmat. Rahbar va kadrlar boʻlimi qaror qabul qiladi va uch ish kuni ichida sizga qoʻngʻiroq qiladi.",
    },
  },
  onboarding: {
    name: { en: "Onboarding", ru: "Адаптация", uz: "Ishga moslashish" },
    text: {
      en: "Welcome to {company}! Your equipment, accounts and mentor will be ready on your first day. We will send you the details of your first week shortly.",
      ru: "Добро пожаловать в {company}! В первый день вас будут ждать техника, учётные записи и наставник. Подробности первой недели пришлём в ближайшее время.",
      uz: "{company}ga xush kelibsiz! Birinchi kuningizda texnika, hisoblar va ustozingiz tayyor boʻladi. Birinchi haftaning tafsilotlarini tez orada yuboramiz.",
    },
  },
  rejected: {
    name: { en: "Rejection", ru: "Отказ", uz: "Rad javobi" },
    text: {
      en: "Thank you for your interest in {company} and the time you gave us. After careful consideration we have decided not to continue with your application for this position. We would be glad to hear from you again when another role fits.",
      ru: "Спасибо за интерес к {company} и за ваше время. Мы внимательно рассмотрели вашу кандидатуру, но, к сожалению, не можем пригласить вас на следующий этап по этой вакансии. Будем рады вашему отклику, когда появится подходящая роль.",
      uz: "{company}ga qiziqishingiz va vaqtingiz uchun rahmat. Nomzodingizni diqqat bilan koʻrib chiqdik, biroq, afsuski, bu vakansiya boʻyicha sizni keyingi bosqichga taklif qila olmaymiz. Mos vakansiya ochilganda yana ariza topshirsangiz, xursand boʻlamiz.",
    },
  },
  withdrawn: {
    name: { en: "Application withdrawn", ru: "Отклик отозван", uz: "Ariza qaytarib olindi" },
    text: {
      en: "Thank you for letting us know. We have closed your application; you are welcome to apply again at any time.",
      ru: "Спасибо, что сообщили. Мы закрыли ваш отклик; вы можете откликнуться снова в любое время.",
      uz: "Xabar berganingiz uchun rahmat. Arizangizni yopdik; istalgan vaqtda qayta ariza topshirishingiz mumkin.",
    },
  },
};

/** In the order the reply forms offer them: quote requests', then each hiring step's. */
export const replyTemplateSeeds: ReplyTemplateSeed[] = [
  ...REQUEST_TEMPLATES.map(({ id, name, text }): ReplyTemplateSeed => ({
    id,
    list: "requests",
    step: null,
    texts: texts(name, letter(GREETING, text, SALES_SIGNATURE)),
  })),
  ...(Object.entries(STEP_TEMPLATES) as [ApplicationStatus, { name: Words; text: Words }][]).map(
    ([step, { name, text }]): ReplyTemplateSeed => ({
      id: `application-${step}`,
      list: "applications",
      step,
      texts: texts(name, letter(GREETING, text, RECRUITING_SIGNATURE)),
    }),
  ),
];
