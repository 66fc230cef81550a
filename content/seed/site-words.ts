/**
 * The cookie notice and the forms' consent, the thank-you page and the not-found page.
 * What the site starts with (issue 27): imported into the database once, on the first start
 * that knows the kind (server/content/seed.ts); from then on staff edit it in the inbox.
 */
import type { Seed } from "../../shared/content-model/kind.ts";
import type { consent, notFoundPage, thankYouPage } from "../model/site-words.ts";

export const consentSeed: Seed<typeof consent> = {
  id: "consent",
  doc: {
    title: {
      en: "We use cookies",
      ru: "Мы используем файлы cookie",
      uz: "Biz cookie-fayllardan foydalanamiz",
    },
    notice: {
      before: {
        en: "We use analytics cookies only with your consent. Read more in our",
        ru: "Аналитические файлы cookie мы используем только с вашего согласия. Подробнее — в нашей",
        uz: "Tahliliy cookie-fayllardan faqat roziligingiz bilan foydalanamiz. Batafsil maʼlumot —",
      },
      link: {
        en: "cookie policy",
        ru: "политике использования файлов cookie",
        uz: "cookie-fayllar siyosatimizda",
      },
      after: {
        en: ".",
        ru: ".",
        uz: ".",
      },
    },
    button: {
      en: "Accept",
      ru: "Принять",
      uz: "Qabul qilish",
    },
    reject: {
      en: "Reject",
      ru: "Отклонить",
      uz: "Rad etish",
    },
    close: {
      en: "Close the cookie notice",
      ru: "Закрыть уведомление о файлах cookie",
      uz: "Cookie-fayllar haqidagi bildirishnomani yopish",
    },
    region: {
      en: "Cookie notice",
      ru: "Уведомление о файлах cookie",
      uz: "Cookie-fayllar haqidagi bildirishnoma",
    },
    forms: {
      text: {
        en: "I agree to the processing of my personal data in accordance with the",
        ru: "Я даю согласие на обработку моих персональных данных в соответствии с",
        uz: "Shaxsga doir maʼlumotlarim quyidagi hujjatga muvofiq qayta ishlanishiga roziman:",
      },
      linkText: {
        en: "Privacy Policy",
        ru: "Политикой конфиденциальности",
        uz: "Maxfiylik siyosati",
      },
    },
  },
};

export const thankYouSeed: Seed<typeof thankYouPage> = {
  id: "thank-you",
  doc: {
    title: {
      en: "Thank you",
      ru: "Спасибо",
      uz: "Rahmat",
    },
    description: {
      en: "Your quote request has reached Lojuvard. Our team will reply within one business day.",
      ru: "Ваша заявка на расчёт отправлена в Lojuvard. Наша команда ответит в течение одного рабочего дня.",
      uz: "Narx soʻrovingiz Lojuvard jamoasiga yetib keldi. Bir ish kuni ichida javob beramiz.",
    },
    heading: {
      en: "Thank you, we have your quote request",
      ru: "Спасибо, ваша заявка на расчёт получена",
      uz: "Rahmat, narx soʻrovingizni qabul qildik",
    },
    text: {
      en: "A member of our team will read it today and reply within one business day. Meanwhile, follow our work on social networks.",
      ru: "Сотрудник нашей команды прочитает её сегодня и ответит в течение одного рабочего дня. А пока следите за нашей работой в социальных сетях.",
      uz: "Jamoamiz aʼzosi uni bugun oʻqib chiqadi va bir ish kuni ichida javob beradi. Bu orada ishlarimizni ijtimoiy tarmoqlarda kuzatib boring.",
    },
    button: {
      en: "Back to the home page",
      ru: "Вернуться на главную",
      uz: "Bosh sahifaga qaytish",
    },
    social: {
      en: "Follow Lojuvard",
      ru: "Подписывайтесь на Lojuvard",
      uz: "Lojuvardni kuzatib boring",
    },
    application: {
      description: {
        en: "Your application has reached Lojuvard. We reply to every application within five business days.",
        ru: "Ваш отклик отправлен в Lojuvard. Мы отвечаем на каждый отклик в течение пяти рабочих дней.",
        uz: "Arizangiz Lojuvard jamoasiga yetib keldi. Har bir arizaga besh ish kuni ichida javob beramiz.",
      },
      heading: {
        en: "Thank you, we have your application",
        ru: "Спасибо, ваш отклик получен",
        uz: "Rahmat, arizangizni qabul qildik",
      },
      text: {
        en: "Our recruiters will read it against the requirements of the position and reply within five business days. Meanwhile, follow our work on social networks.",
        ru: "Наши рекрутеры изучат его с учётом требований вакансии и ответят в течение пяти рабочих дней. А пока следите за нашей работой в социальных сетях.",
        uz: "Rekruterlarimiz uni vakansiya talablari asosida koʻrib chiqadi va besh ish kuni ichida javob beradi. Bu orada ishlarimizni ijtimoiy tarmoqlarda kuzatib boring.",
      },
    },
  },
};

export const notFoundSeed: Seed<typeof notFoundPage> = {
  id: "not-found",
  doc: {
    title: {
      en: "Page not found",
      ru: "Страница не найдена",
      uz: "Sahifa topilmadi",
    },
    description: {
      en: "The page you are looking for does not exist or has moved.",
      ru: "Страница, которую вы ищете, не существует или была перемещена.",
      uz: "Siz izlayotgan sahifa mavjud emas yoki boshqa manzilga koʻchirilgan.",
    },
    heading: {
      en: "We could not find this page",
      ru: "Мы не нашли эту страницу",
      uz: "Bu sahifani topa olmadik",
    },
    text: {
      en: "The link may be out of date, or the address may contain a typo. These pages are a good place to continue:",
      ru: "Возможно, ссылка устарела или в адресе есть опечатка. Продолжить можно с этих страниц:",
      uz: "Havola eskirgan yoki manzilda xatolik boʻlishi mumkin. Quyidagi sahifalardan davom etishingiz mumkin:",
    },
    home: {
      en: "Home page",
      ru: "Главная страница",
      uz: "Bosh sahifa",
    },
  },
};
