/**
 * The privacy policy, the cookie policy and the accessibility statement.
 * What the site starts with (issue 27): imported into the database once, on the first start
 * that knows the kind (server/content/seed.ts); from then on staff edit it in the inbox.
 */
import type { Seed } from "../../shared/content-model/kind.ts";
import type { accessibilityStatement, cookiePolicy, privacyPolicy } from "../model/policies.ts";

export const privacySeed: Seed<typeof privacyPolicy> = {
  id: "privacy",
  doc: {
    meta: {
      image: "",
      title: {
        en: "Privacy policy",
        ru: "Политика конфиденциальности",
        uz: "Maxfiylik siyosati",
      },
      description: {
        en: "How Lojuvard collects, uses, stores and protects personal data from its website, forms and newsletter, and your rights under Uzbek law and the GDPR.",
        ru: "Как Lojuvard собирает, использует, хранит и защищает персональные данные с сайта, из форм и рассылки и какие права дают вам закон Узбекистана и GDPR.",
        uz: "Lojuvard sayt, shakllar va axborotnoma orqali shaxsga doir maʼlumotlarni qanday yigʻadi, saqlaydi va himoya qiladi, qonun va GDPR bergan huquqlaringiz.",
      },
    },
    title: {
      en: "Privacy policy",
      ru: "Политика конфиденциальности",
      uz: "Maxfiylik siyosati",
    },
    effectiveLabel: {
      en: "Effective date",
      ru: "Дата вступления в силу",
      uz: "Kuchga kirish sanasi",
    },
    effective: "2023-10-17",
    updatedLabel: {
      en: "Last updated",
      ru: "Последнее обновление",
      uz: "Soʻnggi yangilanish",
    },
    updated: "2023-10-17",
    sections: [
      {
        title: {
          en: "Introduction",
          ru: "Общие положения",
          uz: "Umumiy qoidalar",
        },
        paragraphs: [
          {
            en: "This privacy policy explains how Lojuvard Systems LLC (“Lojuvard”, “we”, “us”), a software development company with its central office in Tashkent, Uzbekistan, collects, uses, stores and protects personal data when you visit our website, send us a quote request, apply for a job or subscribe to our newsletter.",
            ru: "Настоящая политика конфиденциальности описывает, как ООО «Lojuvard Systems» (далее — Lojuvard, «мы»), компания — разработчик программного обеспечения с центральным офисом в Ташкенте (Узбекистан), собирает, использует, хранит и защищает персональные данные, когда вы посещаете наш сайт, отправляете заявку на расчёт, откликаетесь на вакансию или подписываетесь на рассылку.",
            uz: "Ushbu maxfiylik siyosati bosh ofisi Toshkentda (Oʻzbekiston) joylashgan dasturiy taʼminot ishlab chiquvchi «Lojuvard Systems» MChJ (keyingi oʻrinlarda — Lojuvard, «biz») saytimizga tashrif buyurganingizda, narx soʻrovini yuborganingizda, vakansiyaga ariza topshirganingizda yoki axborotnomaga obuna boʻlganingizda shaxsga doir maʼlumotlaringizni qanday yigʻishi, ishlatishi, saqlashi va himoya qilishini tushuntiradi.",
          },
          {
            en: "We process personal data in accordance with the Law of the Republic of Uzbekistan No. ZRU-547 of 2 July 2019 “On Personal Data”. For visitors from the United Kingdom and the European Union we also apply the General Data Protection Regulation (GDPR) and the UK GDPR. Lojuvard Systems LLC is responsible for your personal data: it is the owner and operator of that data under the Law on Personal Data and its controller under the GDPR.",
            ru: "Мы обрабатываем персональные данные в соответствии с Законом Республики Узбекистан от 2 июля 2019 года № ЗРУ-547 «О персональных данных». В отношении посетителей из Великобритании и Европейского союза мы также применяем Общий регламент ЕС по защите данных (GDPR) и его британскую редакцию (UK GDPR). Ответственность за ваши персональные данные несёт ООО «Lojuvard Systems»: по Закону «О персональных данных» оно является их собственником и оператором, а по GDPR — контролёром.",
            uz: "Biz shaxsga doir maʼlumotlarni Oʻzbekiston Respublikasining 2019-yil 2-iyuldagi OʻRQ-547-son «Shaxsga doir maʼlumotlar toʻgʻrisida»gi Qonuniga muvofiq qayta ishlaymiz. Buyuk Britaniya va Yevropa Ittifoqidan tashrif buyuruvchilarga nisbatan Yevropa Ittifoqining Maʼlumotlarni himoya qilish boʻyicha umumiy reglamenti (GDPR) va uning Buyuk Britaniya tahriri (UK GDPR) ham qoʻllaniladi. Shaxsga doir maʼlumotlaringiz uchun «Lojuvard Systems» MChJ javobgar: «Shaxsga doir maʼlumotlar toʻgʻrisida»gi Qonunga koʻra u ushbu maʼlumotlarning mulkdori va operatori, GDPR boʻyicha esa nazoratchisi hisoblanadi.",
          },
          {
            en: "When you tick the consent box on one of our forms, you agree to the processing of your personal data as described in this policy. The policy does not cover other websites we link to, such as social networks; their own policies apply there. Our website is intended for businesses, public organisations and job seekers and is not directed at children under 16; we do not knowingly collect their personal data.",
            ru: "Отмечая галочку согласия в наших формах, вы соглашаетесь на обработку персональных данных на условиях этой политики. Политика не распространяется на сторонние сайты, на которые мы ссылаемся, например социальные сети: там действуют их собственные правила. Сайт предназначен для компаний, государственных организаций и кандидатов на вакансии и не ориентирован на детей младше 16 лет; мы сознательно не собираем их персональные данные.",
            uz: "Shakllarimizdagi rozilik belgisini qoʻyish orqali siz shaxsga doir maʼlumotlaringiz ushbu siyosatda bayon etilgan tartibda qayta ishlanishiga rozilik bildirasiz. Siyosat biz havola beradigan boshqa saytlarga, masalan, ijtimoiy tarmoqlarga tatbiq etilmaydi: ularda oʻz qoidalari amal qiladi. Saytimiz kompaniyalar, davlat tashkilotlari va ish izlovchilar uchun moʻljallangan, 16 yoshga toʻlmagan bolalarga qaratilmagan; biz ularning shaxsga doir maʼlumotlarini ataylab yigʻmaymiz.",
          },
        ],
        bullets: [],
      },
      {
        title: {
          en: "Information we collect",
          ru: "Какие данные мы собираем",
          uz: "Biz yigʻadigan maʼlumotlar",
        },
        paragraphs: [
          {
            en: "We collect two kinds of information: the personal details you give us in our forms, and technical information that your browser sends automatically whenever you open a web page. We collect only what we need to answer you, to consider your application or to send you the newsletter you asked for.",
            ru: "Мы собираем два вида информации: сведения, которые вы сами указываете в формах, и технические данные, которые браузер автоматически передаёт при открытии любой веб-страницы. Мы собираем только то, что нужно, чтобы ответить вам, рассмотреть ваш отклик или отправлять рассылку, на которую вы подписались.",
            uz: "Biz ikki turdagi maʼlumotni yigʻamiz: shakllarda oʻzingiz koʻrsatgan maʼlumotlar va har qanday veb-sahifa ochilganda brauzeringiz avtomatik ravishda yuboradigan texnik maʼlumotlar. Biz faqat sizga javob berish, arizangizni koʻrib chiqish yoki siz obuna boʻlgan axborotnomani yuborish uchun zarur boʻlgan maʼlumotlarni yigʻamiz.",
          },
          {
            en: "We do not ask for special categories of personal data, such as information about health, religious or political beliefs, or biometric data. Please do not include such information in your messages, attachments or CV.",
            ru: "Мы не запрашиваем специальные категории персональных данных — сведения о здоровье, религиозных или политических убеждениях, а также биометрические данные. Пожалуйста, не указывайте их в сообщениях, вложениях и резюме.",
            uz: "Biz shaxsga doir maʼlumotlarning maxsus toifalarini — sogʻligʻingiz, diniy yoki siyosiy qarashlaringiz haqidagi maʼlumotlarni, shuningdek, biometrik maʼlumotlarni soʻramaymiz. Iltimos, ularni xabarlar, ilova qilingan fayllar va rezyumeda koʻrsatmang.",
          },
          {
            en: "Technical information is recorded in our server logs and, if you accept analytics cookies, by our analytics service. We use it in aggregated form and do not combine it with the details you give in forms in order to identify you.",
            ru: "Технические данные фиксируются в журналах нашего сервера и, если вы разрешили аналитические файлы cookie, сервисом веб-аналитики. Мы используем их в обобщённом виде и не сопоставляем с данными из форм, чтобы установить вашу личность.",
            uz: "Texnik maʼlumotlar serverimiz jurnallarida va, agar siz tahliliy cookie-fayllarga ruxsat bergan boʻlsangiz, veb-tahlil xizmatida qayd etiladi. Biz ulardan umumlashtirilgan holda foydalanamiz va shaxsingizni aniqlash maqsadida shakllardagi maʼlumotlar bilan solishtirmaymiz.",
          },
        ],
        bullets: [
          {
            en: "Contact details given in our forms: your full name, company name, e-mail address and phone number.",
            ru: "Контактные данные из форм: полное имя, название компании, адрес электронной почты и номер телефона.",
            uz: "Shakllardagi aloqa maʼlumotlari: toʻliq ismingiz, kompaniyangiz nomi, elektron pochta manzilingiz va telefon raqamingiz.",
          },
          {
            en: "The content of your request: the message you write and the files you attach to it.",
            ru: "Содержание обращения: текст сообщения и прикреплённые к нему файлы.",
            uz: "Murojaat mazmuni: siz yozgan xabar va unga ilova qilingan fayllar.",
          },
          {
            en: "Job applications: your CV, your covering message and the information they contain.",
            ru: "Отклики на вакансии: резюме, сопроводительное письмо и сведения, которые в них содержатся.",
            uz: "Vakansiyaga arizalar: rezyumengiz, qoʻshimcha xatingiz va ulardagi maʼlumotlar.",
          },
          {
            en: "Newsletter subscription: the e-mail address you subscribe with.",
            ru: "Подписка на рассылку: адрес электронной почты, указанный при подписке.",
            uz: "Axborotnomaga obuna: obuna boʻlishda koʻrsatgan elektron pochta manzilingiz.",
          },
          {
            en: "Collected automatically: your IP address, browser type and version, operating system, the pages you open and the date and time of your visit.",
            ru: "Данные, собираемые автоматически: IP-адрес, тип и версия браузера, операционная система, открытые страницы, дата и время посещения.",
            uz: "Avtomatik yigʻiladigan maʼlumotlar: IP-manzilingiz, brauzeringiz turi va versiyasi, operatsion tizimingiz, siz ochgan sahifalar, tashrif sanasi va vaqti.",
          },
          {
            en: "When you send a form: the page you sent it from, the first page of your visit, the website that led you to us and the campaign tags of the link you followed (utm_source and the like). They are kept in your browser tab only until you send the form or close the tab, never in a cookie, and are stored with your request to understand how people find us.",
            ru: "При отправке формы: страница, с которой она отправлена, первая страница вашего визита, сайт, с которого вы к нам перешли, и метки кампании в ссылке (utm_source и подобные). До отправки формы или закрытия вкладки они хранятся только в этой вкладке браузера, а не в файле cookie, и сохраняются вместе с обращением, чтобы понимать, как нас находят.",
            uz: "Shaklni yuborganingizda: u yuborilgan sahifa, tashrifingizning birinchi sahifasi, bizga qaysi saytdan oʻtganingiz va havoladagi kampaniya belgilari (utm_source va shunga oʻxshashlar). Shakl yuborilguncha yoki varaq yopilguncha ular cookie-faylda emas, faqat shu brauzer varagʻida saqlanadi va bizni qanday topishlarini tushunish uchun murojaatingiz bilan birga saqlanadi.",
          },
        ],
      },
      {
        title: {
          en: "How we use information",
          ru: "Как мы используем данные",
          uz: "Maʼlumotlardan qanday foydalanamiz",
        },
        paragraphs: [
          {
            en: "We use personal data only for the purposes listed below. We do not sell it, and we do not use it to make automated decisions that have legal or similarly significant effects on you.",
            ru: "Мы используем персональные данные только для целей, перечисленных ниже. Мы их не продаём и не принимаем на их основе автоматизированных решений, которые влекут для вас юридические или иные существенные последствия.",
            uz: "Biz shaxsga doir maʼlumotlardan faqat quyida sanab oʻtilgan maqsadlarda foydalanamiz. Biz ularni sotmaymiz va ular asosida siz uchun huquqiy yoki boshqa jiddiy oqibatlarga olib keladigan avtomatlashtirilgan qarorlar qabul qilmaymiz.",
          },
          {
            en: "We process personal data on the following grounds: your consent, which you give by ticking the box on our forms; steps you ask us to take before entering into a contract; our legitimate interest in running, protecting and improving the website; and compliance with our legal obligations.",
            ru: "Основания обработки: ваше согласие, которое вы даёте, отмечая галочку в форме; действия, о которых вы просите до заключения договора; наш законный интерес в работе, защите и развитии сайта; исполнение обязанностей, установленных законом.",
            uz: "Qayta ishlash asoslari: shakldagi belgini qoʻyish orqali bildiradigan roziligingiz; shartnoma tuzilishidan oldin siz soʻragan harakatlar; saytni yuritish, himoya qilish va takomillashtirishdagi qonuniy manfaatimiz; qonunda belgilangan majburiyatlarning bajarilishi.",
          },
          {
            en: "We keep personal data only as long as these purposes require. Enquiries and related correspondence are kept for up to three years after our last contact with you, unless they lead to a contract; job applications for up to one year, unless you agree that we may keep your CV longer for future vacancies; newsletter data until you unsubscribe; server logs for up to twelve months. Contract and accounting documents are kept for the periods set by law. When a period ends, the data is deleted or anonymised.",
            ru: "Мы храним персональные данные не дольше, чем этого требуют цели обработки. Обращения и связанная с ними переписка хранятся до трёх лет после последнего контакта, если они не привели к заключению договора; отклики на вакансии — до одного года, если вы не согласились, чтобы мы сохранили резюме дольше для будущих вакансий; данные подписчиков — до отказа от рассылки; журналы сервера — до двенадцати месяцев. Договоры и бухгалтерские документы хранятся в течение сроков, установленных законом. По истечении срока данные удаляются или обезличиваются.",
            uz: "Biz shaxsga doir maʼlumotlarni qayta ishlash maqsadlari talab qiladigan muddatdan ortiq saqlamaymiz. Murojaatlar va ular bilan bogʻliq yozishmalar, agar shartnoma tuzilishiga olib kelmagan boʻlsa, oxirgi aloqadan keyin uch yilgacha; vakansiyaga arizalar, agar rezyumeni kelgusidagi vakansiyalar uchun uzoqroq saqlashimizga rozilik bermagan boʻlsangiz, bir yilgacha; obunachilar maʼlumotlari obunadan voz kechguningizcha; server jurnallari oʻn ikki oygacha saqlanadi. Shartnomalar va buxgalteriya hujjatlari qonunda belgilangan muddatlarda saqlanadi. Muddat tugagach, maʼlumotlar oʻchiriladi yoki shaxssizlashtiriladi.",
          },
        ],
        bullets: [
          {
            en: "To answer your enquiries, prepare quotes and proposals, and arrange meetings.",
            ru: "Отвечать на обращения, готовить расчёты и коммерческие предложения, назначать встречи.",
            uz: "Murojaatlaringizga javob berish, narx hisob-kitoblari va tijoriy takliflar tayyorlash, uchrashuvlar belgilash.",
          },
          {
            en: "To conclude and perform contracts with our clients.",
            ru: "Заключать и исполнять договоры с клиентами.",
            uz: "Mijozlar bilan shartnomalar tuzish va ularni bajarish.",
          },
          {
            en: "To assess job applications and contact candidates about vacancies.",
            ru: "Рассматривать отклики на вакансии и связываться с кандидатами.",
            uz: "Vakansiyalarga arizalarni koʻrib chiqish va nomzodlar bilan bogʻlanish.",
          },
          {
            en: "To send the newsletter and, where you have agreed, news about our services and events.",
            ru: "Отправлять рассылку и, если вы согласились, новости о наших услугах и мероприятиях.",
            uz: "Axborotnomani va, agar rozilik bergan boʻlsangiz, xizmatlarimiz va tadbirlarimiz haqidagi yangiliklarni yuborish.",
          },
          {
            en: "To keep the website secure, prevent abuse and fix technical faults.",
            ru: "Обеспечивать безопасность сайта, предотвращать злоупотребления и устранять технические сбои.",
            uz: "Sayt xavfsizligini taʼminlash, suiisteʼmolliklarning oldini olish va texnik nosozliklarni bartaraf etish.",
          },
          {
            en: "To understand how the website is used and improve its content and navigation.",
            ru: "Понимать, как посетители пользуются сайтом, и улучшать его содержание и навигацию.",
            uz: "Saytdan qanday foydalanilayotganini tushunish, uning mazmuni va navigatsiyasini yaxshilash.",
          },
          {
            en: "To comply with legal, tax and accounting obligations.",
            ru: "Выполнять требования законодательства, в том числе налогового и бухгалтерского.",
            uz: "Qonunchilik, jumladan, soliq va buxgalteriya hisobi talablarini bajarish.",
          },
        ],
      },
      {
        title: {
          en: "Cookies",
          ru: "Файлы cookie",
          uz: "Cookie-fayllar",
        },
        paragraphs: [
          {
            en: "Our website uses cookies and similar technologies, such as the browser’s local storage, to remember your language and your cookie choice, to make our forms work and, with your consent, to measure how the website is used and to test improvements.",
            ru: "Наш сайт использует файлы cookie и аналогичные технологии, например локальное хранилище браузера, чтобы запоминать выбранный язык и ваше решение о файлах cookie, обеспечивать работу форм и — только с вашего согласия — измерять посещаемость сайта и проверять улучшения.",
            uz: "Saytimiz tanlagan tilingizni va cookie-fayllar boʻyicha qaroringizni eslab qolish, shakllar ishlashini taʼminlash hamda — faqat roziligingiz bilan — sayt tashriflarini oʻlchash va yaxshilanishlarni sinab koʻrish uchun cookie-fayllar va shunga oʻxshash texnologiyalardan, masalan, brauzerning lokal xotirasidan foydalanadi.",
          },
          {
            en: "Analytics and feature-test cookies are set only after you accept them in the cookie notice. You can refuse or delete cookies at any time in your browser settings.",
            ru: "Аналитические файлы cookie и файлы cookie для A/B-тестирования устанавливаются только после того, как вы примете их в уведомлении о файлах cookie. Вы можете в любой момент запретить или удалить их в настройках браузера.",
            uz: "Tahliliy cookie-fayllar va A/B testlar uchun cookie-fayllar faqat siz cookie-fayllar haqidagi bildirishnomada ularga rozilik berganingizdan keyin oʻrnatiladi. Ularni istalgan vaqtda brauzer sozlamalarida taqiqlashingiz yoki oʻchirishingiz mumkin.",
          },
          {
            en: "Our Cookie Policy lists every cookie we use, its purpose and how long it is kept, and explains how to disable cookies in each major browser.",
            ru: "В Политике использования файлов cookie перечислены все файлы cookie, которые мы применяем, их назначение и сроки хранения, а также описано, как отключить их в распространённых браузерах.",
            uz: "Cookie-fayllar siyosatida biz foydalanadigan barcha cookie-fayllar, ularning vazifasi va saqlanish muddati keltirilgan, shuningdek, ularni keng tarqalgan brauzerlarda qanday oʻchirib qoʻyish tushuntirilgan.",
          },
        ],
        bullets: [],
      },
      {
        title: {
          en: "Disclosure of information",
          ru: "Передача данных третьим лицам",
          uz: "Maʼlumotlarni uchinchi shaxslarga oshkor qilish",
        },
        paragraphs: [
          {
            en: "We do not sell, rent or trade your personal data. We disclose it to third parties only in the cases listed below and only to the extent necessary.",
            ru: "Мы не продаём, не сдаём в аренду и не обмениваем ваши персональные данные. Мы передаём их третьим лицам только в перечисленных ниже случаях и только в необходимом объёме.",
            uz: "Biz shaxsga doir maʼlumotlaringizni sotmaymiz, ijaraga bermaymiz va boshqa maʼlumotlarga almashtirmaymiz. Ularni uchinchi shaxslarga faqat quyida sanab oʻtilgan hollarda va faqat zarur hajmda beramiz.",
          },
          {
            en: "Personal data of citizens of the Republic of Uzbekistan collected through the website is stored and processed on servers located in Uzbekistan, as Article 27¹ of the Law on Personal Data requires. We transfer personal data to other countries, for example to a colleague in one of our offices abroad who handles your request, only where the receiving country ensures adequate protection of personal data or where you have consented. Data of visitors from the United Kingdom and the European Union leaves those regions only under safeguards recognised by the GDPR, such as standard contractual clauses.",
            ru: "Персональные данные граждан Республики Узбекистан, собранные через сайт, хранятся и обрабатываются на серверах, расположенных на территории Узбекистана, как того требует статья 27¹ Закона «О персональных данных». В другие страны — например, коллеге из зарубежного офиса, который ведёт ваш запрос, — мы передаём данные, только если принимающая страна обеспечивает надлежащую защиту персональных данных или вы дали на это согласие. Данные посетителей из Великобритании и Евросоюза передаются за их пределы только с гарантиями, которые признаёт GDPR, например на основе стандартных договорных условий.",
            uz: "Sayt orqali yigʻilgan Oʻzbekiston Respublikasi fuqarolarining shaxsga doir maʼlumotlari «Shaxsga doir maʼlumotlar toʻgʻrisida»gi Qonunning 27¹-moddasi talabiga muvofiq Oʻzbekiston hududida joylashgan serverlarda saqlanadi va qayta ishlanadi. Maʼlumotlarni boshqa davlatlarga, masalan, soʻrovingiz bilan shugʻullanayotgan xorijiy ofisimizdagi hamkasbga faqat qabul qiluvchi davlat shaxsga doir maʼlumotlarning tegishli himoyasini taʼminlasa yoki siz bunga rozilik bergan boʻlsangiz, uzatamiz. Buyuk Britaniya va Yevropa Ittifoqidan tashrif buyuruvchilarning maʼlumotlari ushbu hududlardan tashqariga faqat GDPR tan olgan kafolatlar, masalan, standart shartnoma shartlari asosida uzatiladi.",
          },
        ],
        bullets: [
          {
            en: "With your consent: for example, when you ask us to pass your CV to one of our offices abroad or to introduce you to a partner.",
            ru: "С вашего согласия: например, если вы просите передать резюме в один из наших зарубежных офисов или познакомить вас с партнёром.",
            uz: "Roziligingiz bilan: masalan, rezyumengizni xorijiy ofislarimizdan biriga yuborishni yoki sizni hamkor bilan tanishtirishni soʻraganingizda.",
          },
          {
            en: "To meet legal obligations: when a court, a law enforcement agency or another authorised public body requires it under the law.",
            ru: "Для исполнения требований закона: если этого в установленном порядке требует суд, правоохранительный или иной уполномоченный государственный орган.",
            uz: "Qonun talablarini bajarish uchun: sud, huquqni muhofaza qilish organi yoki boshqa vakolatli davlat organi buni qonunda belgilangan tartibda talab qilganda.",
          },
          {
            en: "To protect rights: when necessary to protect the rights, property or safety of Lojuvard, our clients, employees or visitors, including to prevent fraud and respond to security incidents.",
            ru: "Для защиты прав: если это необходимо для защиты прав, имущества или безопасности Lojuvard, наших клиентов, сотрудников или посетителей, в том числе для предотвращения мошенничества и реагирования на инциденты безопасности.",
            uz: "Huquqlarni himoya qilish uchun: Lojuvard, mijozlarimiz, xodimlarimiz yoki tashrif buyuruvchilarning huquqlari, mol-mulki yoki xavfsizligini himoya qilish, jumladan, firibgarlikning oldini olish va xavfsizlik hodisalariga chora koʻrish zarur boʻlganda.",
          },
          {
            en: "To service providers that process data on our behalf, such as hosting, e-mail delivery and analytics providers. They act only on our instructions under written agreements, may not use the data for their own purposes and must keep it confidential and secure.",
            ru: "Поставщикам услуг, которые обрабатывают данные по нашему поручению, — хостинг-провайдерам, сервисам доставки электронной почты и веб-аналитики. Они действуют только по нашим указаниям на основании письменных договоров, не вправе использовать данные в собственных целях и обязаны обеспечивать их конфиденциальность и безопасность.",
            uz: "Biz nomimizdan maʼlumotlarni qayta ishlaydigan xizmat koʻrsatuvchilarga: xosting, elektron pochta yetkazib berish va veb-tahlil xizmatlariga. Ular yozma shartnomalar asosida faqat bizning koʻrsatmalarimiz boʻyicha ishlaydi, maʼlumotlardan oʻz maqsadlarida foydalanishga haqli emas va ularning maxfiyligi hamda xavfsizligini taʼminlashi shart.",
          },
        ],
      },
      {
        title: {
          en: "Your choices and rights",
          ru: "Ваш выбор и ваши права",
          uz: "Tanlovingiz va huquqlaringiz",
        },
        paragraphs: [
          {
            en: "You can opt out of our newsletter and other promotional e-mails at any time by clicking the unsubscribe link at the bottom of any such e-mail. We will stop sending them promptly; we may still write to you about a request you have made.",
            ru: "Вы можете в любой момент отказаться от рассылки и других рекламных писем, перейдя по ссылке для отказа от подписки в конце любого такого письма. Мы оперативно прекратим отправку, но по-прежнему сможем написать вам по поводу запроса, который вы нам направили.",
            uz: "Axborotnoma va boshqa reklama xatlaridan istalgan vaqtda voz kechishingiz mumkin: buning uchun har bir shunday xat oxiridagi obunani bekor qilish havolasini bosing. Biz xat yuborishni tezda toʻxtatamiz, ammo siz yuborgan soʻrov yuzasidan sizga yozishimiz mumkin.",
          },
          {
            en: "You can ask us to give you access to your personal data, to update it or to delete it, and you can withdraw your consent, by contacting us as described in the “Contact” section. Withdrawing consent does not affect processing carried out before it. Under the Law on Personal Data you have the right to know whether and how we process your data, to have it corrected, blocked or destroyed, and to withdraw your consent.",
            ru: "Чтобы получить доступ к своим персональным данным, обновить или удалить их либо отозвать согласие, свяжитесь с нами так, как указано в разделе «Контакты». Отзыв согласия не влияет на обработку, проведённую до него. По Закону «О персональных данных» вы вправе знать, обрабатываем ли мы ваши данные и каким образом, требовать их уточнения, блокирования или уничтожения, а также отозвать согласие.",
            uz: "Shaxsga doir maʼlumotlaringiz bilan tanishish, ularni yangilash yoki oʻchirish yoxud roziligingizni qaytarib olish uchun «Aloqa» boʻlimida koʻrsatilgan tarzda biz bilan bogʻlaning. Roziligingizni qaytarib olish undan oldin amalga oshirilgan qayta ishlashga taʼsir qilmaydi. «Shaxsga doir maʼlumotlar toʻgʻrisida»gi Qonunga koʻra siz maʼlumotlaringiz qayta ishlanayotgan-ishlanmayotganini va qanday qayta ishlanayotganini bilish, ularni aniqlashtirish, blokirovka qilish yoki yoʻq qilishni talab qilish, shuningdek, roziligingizni qaytarib olish huquqiga egasiz.",
          },
          {
            en: "If you are in the United Kingdom or the European Union, the GDPR gives you the rights listed below. You may also lodge a complaint with your data protection supervisory authority; in the United Kingdom this is the Information Commissioner’s Office (ICO).",
            ru: "Если вы находитесь в Великобритании или Европейском союзе, GDPR предоставляет вам права, перечисленные ниже. Вы также можете подать жалобу в надзорный орган по защите данных; в Великобритании это Управление комиссара по информации (ICO).",
            uz: "Agar siz Buyuk Britaniya yoki Yevropa Ittifoqida boʻlsangiz, GDPR sizga quyida sanab oʻtilgan huquqlarni beradi. Shuningdek, maʼlumotlarni himoya qilish boʻyicha nazorat organiga shikoyat qilishingiz mumkin; Buyuk Britaniyada bu Axborot komissari boshqarmasi (ICO).",
          },
          {
            en: "We answer requests within 30 days. Before acting on a request we may ask you to confirm your identity, so that your data is never disclosed to anyone else.",
            ru: "Мы отвечаем на запросы в течение 30 дней. Прежде чем выполнить запрос, мы можем попросить подтвердить вашу личность, чтобы ваши данные не попали к постороннему человеку.",
            uz: "Soʻrovlarga 30 kun ichida javob beramiz. Soʻrovni bajarishdan oldin maʼlumotlaringiz begona shaxs qoʻliga tushmasligi uchun shaxsingizni tasdiqlashni soʻrashimiz mumkin.",
          },
        ],
        bullets: [
          {
            en: "Right of access: to obtain confirmation that we process your data and a copy of it.",
            ru: "Право на доступ: получить подтверждение того, что мы обрабатываем ваши данные, и их копию.",
            uz: "Tanishish huquqi: maʼlumotlaringiz qayta ishlanayotganini tasdiqlovchi javob va ularning nusxasini olish.",
          },
          {
            en: "Right to rectification: to have inaccurate or incomplete data corrected.",
            ru: "Право на исправление: потребовать исправить неточные или неполные данные.",
            uz: "Tuzatish huquqi: notoʻgʻri yoki toʻliq boʻlmagan maʼlumotlarni tuzattirish.",
          },
          {
            en: "Right to erasure: to have your data deleted when there is no longer a reason to keep it.",
            ru: "Право на удаление: потребовать удалить данные, если оснований для их хранения больше нет.",
            uz: "Oʻchirish huquqi: saqlash uchun asos qolmagan maʼlumotlarni oʻchirishni talab qilish.",
          },
          {
            en: "Right to restriction: to have processing limited while a question about your data is being resolved.",
            ru: "Право на ограничение обработки: приостановить обработку на время рассмотрения вопроса о ваших данных.",
            uz: "Qayta ishlashni cheklash huquqi: maʼlumotlaringiz bilan bogʻliq masala koʻrib chiqilayotgan vaqtda qayta ishlashni toʻxtatib turish.",
          },
          {
            en: "Right to data portability: to receive the data you gave us in a structured, machine-readable format.",
            ru: "Право на переносимость данных: получить предоставленные вами данные в структурированном машиночитаемом формате.",
            uz: "Maʼlumotlarni koʻchirish huquqi: bizga taqdim etgan maʼlumotlaringizni tuzilmalangan, kompyuter oʻqiy oladigan formatda olish.",
          },
          {
            en: "Right to object: to processing based on our legitimate interests and, at any time, to direct marketing.",
            ru: "Право на возражение: против обработки на основании наших законных интересов и — в любой момент — против прямого маркетинга.",
            uz: "Eʼtiroz bildirish huquqi: qonuniy manfaatlarimizga asoslangan qayta ishlashga va istalgan vaqtda toʻgʻridan-toʻgʻri marketingga qarshi.",
          },
          {
            en: "Right to withdraw consent at any time, without affecting processing carried out before.",
            ru: "Право в любой момент отозвать согласие; это не влияет на обработку, проведённую ранее.",
            uz: "Roziligingizni istalgan vaqtda qaytarib olish huquqi; bu avval amalga oshirilgan qayta ishlashga taʼsir qilmaydi.",
          },
        ],
      },
      {
        title: {
          en: "Security",
          ru: "Безопасность",
          uz: "Xavfsizlik",
        },
        paragraphs: [
          {
            en: "We protect personal data with technical and organisational measures proportionate to the risk: encrypted HTTPS connections, access restricted to the employees who need it, role-based permissions, encrypted backups, logging of access to systems that hold personal data, and regular security updates.",
            ru: "Мы защищаем персональные данные техническими и организационными мерами, соразмерными рискам: шифрованием соединений по HTTPS, доступом только для тех сотрудников, которым он необходим, разграничением прав по ролям, зашифрованными резервными копиями, журналированием доступа к системам с персональными данными и регулярными обновлениями безопасности.",
            uz: "Biz shaxsga doir maʼlumotlarni xavflarga mutanosib texnik va tashkiliy choralar bilan himoya qilamiz: HTTPS orqali shifrlangan ulanishlar, faqat zarur xodimlarga beriladigan kirish huquqi, rollar boʻyicha ruxsatlar, shifrlangan zaxira nusxalar, shaxsga doir maʼlumotlar saqlanadigan tizimlarga kirishni jurnalda qayd etish va muntazam xavfsizlik yangilanishlari.",
          },
          {
            en: "Employees who handle personal data are bound by confidentiality obligations and trained in our data handling procedures, which form part of our certified quality management system. Our service providers must apply equivalent measures.",
            ru: "Сотрудники, работающие с персональными данными, связаны обязательствами о конфиденциальности и обучены нашим процедурам обращения с данными, которые входят в нашу сертифицированную систему менеджмента качества. От поставщиков услуг мы требуем равноценных мер защиты.",
            uz: "Shaxsga doir maʼlumotlar bilan ishlaydigan xodimlar maxfiylik majburiyatlarini olgan va maʼlumotlar bilan ishlash tartiblarimiz boʻyicha oʻqitilgan; bu tartiblar sertifikatlangan sifat menejmenti tizimimizning bir qismidir. Xizmat koʻrsatuvchilardan ham teng darajadagi himoya choralarini talab qilamiz.",
          },
          {
            en: "No method of transmission over the internet or of electronic storage is completely secure. If a personal data breach occurs that is likely to affect your rights, we will notify you and the competent authorities as the law requires.",
            ru: "Ни один способ передачи данных через интернет или их электронного хранения не обеспечивает абсолютной защиты. Если произойдёт утечка персональных данных, способная затронуть ваши права, мы уведомим вас и компетентные органы в порядке, установленном законом.",
            uz: "Internet orqali maʼlumot uzatish yoki ularni elektron saqlashning birorta usuli mutlaq himoyani kafolatlamaydi. Agar huquqlaringizga taʼsir qilishi mumkin boʻlgan shaxsga doir maʼlumotlar sizib chiqishi yuz bersa, qonunda belgilangan tartibda sizni va vakolatli organlarni xabardor qilamiz.",
          },
        ],
        bullets: [],
      },
      {
        title: {
          en: "Changes to this policy",
          ru: "Изменения политики",
          uz: "Siyosatdagi oʻzgarishlar",
        },
        paragraphs: [
          {
            en: "We may update this policy when our services, our website or the applicable law change. The date of the latest update is shown at the top of this page.",
            ru: "Мы можем обновлять эту политику, когда меняются наши услуги, сайт или применимое законодательство. Дата последнего обновления указана в начале страницы.",
            uz: "Xizmatlarimiz, saytimiz yoki amaldagi qonunchilik oʻzgarganda ushbu siyosatni yangilashimiz mumkin. Soʻnggi yangilanish sanasi sahifa boshida koʻrsatilgan.",
          },
          {
            en: "If the changes are significant, for example new purposes of processing or new categories of recipients, we will announce them on the website before they take effect and, if you have given us your e-mail address, inform you by e-mail. Where the law requires it, we will ask for your consent again.",
            ru: "О существенных изменениях — например, о новых целях обработки или новых категориях получателей — мы сообщим на сайте до того, как они вступят в силу, а если вы оставили нам адрес электронной почты, то и письмом. Если этого требует закон, мы повторно запросим ваше согласие.",
            uz: "Muhim oʻzgarishlar, masalan, qayta ishlashning yangi maqsadlari yoki oluvchilarning yangi toifalari haqida ular kuchga kirishidan oldin saytda eʼlon qilamiz, bizga elektron pochta manzilingizni qoldirgan boʻlsangiz, xat orqali ham xabar beramiz. Qonun talab qilsa, roziligingizni qayta soʻraymiz.",
          },
          {
            en: "We recommend that you review this policy from time to time.",
            ru: "Рекомендуем время от времени перечитывать эту политику.",
            uz: "Ushbu siyosatni vaqti-vaqti bilan qayta koʻrib chiqishingizni tavsiya qilamiz.",
          },
        ],
        bullets: [],
      },
      {
        title: {
          en: "Contact",
          ru: "Контакты",
          uz: "Aloqa",
        },
        paragraphs: [
          {
            en: "If you have questions about this policy or wish to exercise your rights, write to our privacy team at the e-mail address shown below. Please describe your request and tell us how we can reach you.",
            ru: "Если у вас есть вопросы об этой политике или вы хотите воспользоваться своими правами, напишите нашим специалистам по защите данных на адрес электронной почты, указанный ниже. Опишите, пожалуйста, суть запроса и укажите, как с вами связаться.",
            uz: "Ushbu siyosat boʻyicha savollaringiz boʻlsa yoki huquqlaringizdan foydalanmoqchi boʻlsangiz, maʼlumotlarni himoya qilish boʻyicha mutaxassislarimizga quyida koʻrsatilgan elektron pochta manziliga yozing. Iltimos, soʻrovingiz mazmunini bayon qiling va siz bilan qanday bogʻlanish mumkinligini koʻrsating.",
          },
          {
            en: "If you are not satisfied with our answer, you may contact the authorised state body for personal data protection in Uzbekistan or, if you are in the United Kingdom or the European Union, your data protection supervisory authority.",
            ru: "Если наш ответ вас не устроит, вы можете обратиться в уполномоченный государственный орган по защите персональных данных Республики Узбекистан, а если вы находитесь в Великобритании или Европейском союзе — в надзорный орган по защите данных.",
            uz: "Agar javobimiz sizni qoniqtirmasa, Oʻzbekiston Respublikasining shaxsga doir maʼlumotlarni himoya qilish boʻyicha vakolatli davlat organiga, Buyuk Britaniya yoki Yevropa Ittifoqida boʻlsangiz esa maʼlumotlarni himoya qilish boʻyicha nazorat organiga murojaat qilishingiz mumkin.",
          },
        ],
        bullets: [],
      },
    ],
  },
};

export const cookiePolicySeed: Seed<typeof cookiePolicy> = {
  id: "cookies",
  doc: {
    meta: {
      image: "",
      title: {
        en: "Cookie policy",
        ru: "Политика использования файлов cookie",
        uz: "Cookie-fayllar siyosati",
      },
      description: {
        en: "Which cookies the Lojuvard website sets, why and for how long, when analytics and A/B test cookies are used, and how to disable cookies in your browser.",
        ru: "Какие файлы cookie устанавливает сайт Lojuvard, зачем и на какой срок, когда применяются аналитика и A/B-тесты и как отключить файлы cookie в браузере.",
        uz: "Lojuvard sayti qaysi cookie-fayllarni nima uchun va qancha muddatga oʻrnatadi, veb-tahlil va A/B testlar qachon qoʻllanadi, ularni qanday oʻchirish mumkin.",
      },
    },
    title: {
      en: "Cookie policy",
      ru: "Политика использования файлов cookie",
      uz: "Cookie-fayllar siyosati",
    },
    updatedLabel: {
      en: "Last updated",
      ru: "Последнее обновление",
      uz: "Soʻnggi yangilanish",
    },
    updated: "2023-10-17",
    sections: [
      {
        title: {
          en: "What cookies are",
          ru: "Что такое файлы cookie",
          uz: "Cookie-fayllar nima",
        },
        paragraphs: [
          {
            en: "Cookies are small text files that a website saves in your browser when you visit it. On your next visit the browser sends them back, so the website can recognise your device and remember your settings.",
            ru: "Файлы cookie — это небольшие текстовые файлы, которые сайт сохраняет в вашем браузере во время посещения. При следующем визите браузер передаёт их обратно, и сайт узнаёт ваше устройство и помнит ваши настройки.",
            uz: "Cookie-fayllar — sayt tashrif vaqtida brauzeringizda saqlaydigan kichik matnli fayllar. Keyingi tashrifingizda brauzer ularni saytga qaytaradi, shu tufayli sayt qurilmangizni taniydi va sozlamalaringizni eslab qoladi.",
          },
          {
            en: "Cookies set by the website you are visiting are first-party cookies; cookies set by other services, such as an analytics provider, are third-party cookies. Session cookies are deleted when you close the browser; persistent cookies remain for the period set for each of them or until you delete them.",
            ru: "Файлы cookie, которые устанавливает сам посещаемый сайт, называются собственными; файлы cookie других сервисов, например системы веб-аналитики, — сторонними. Сеансовые файлы cookie удаляются при закрытии браузера, постоянные хранятся в течение заданного для каждого из них срока или пока вы их не удалите.",
            uz: "Siz tashrif buyurgan saytning oʻzi oʻrnatadigan cookie-fayllar birinchi tomon cookie-fayllari, boshqa xizmatlar, masalan, veb-tahlil tizimi oʻrnatadiganlari esa uchinchi tomon cookie-fayllari deyiladi. Seans cookie-fayllari brauzer yopilganda oʻchiriladi, doimiy cookie-fayllar esa har biri uchun belgilangan muddat davomida yoki siz ularni oʻchirmaguningizcha saqlanadi.",
          },
          {
            en: "A website can also keep small amounts of data in the browser’s local storage, or in the session storage of one browser tab, which is emptied when the tab is closed. Both work much like a cookie but are not sent to the server with every request. In this policy, “cookies” covers both.",
            ru: "Сайт может также сохранять небольшие объёмы данных в локальном хранилище браузера или в сеансовом хранилище одной вкладки, которое очищается при её закрытии. Оба работают почти как файл cookie, но их содержимое не передаётся на сервер с каждым запросом. В этой политике под файлами cookie понимается и то и другое.",
            uz: "Sayt kichik hajmdagi maʼlumotlarni brauzerning lokal xotirasida yoki bitta brauzer varagʻining seans xotirasida ham saqlashi mumkin; seans xotirasi varaq yopilganda tozalanadi. Ikkalasi ham cookie-faylga oʻxshab ishlaydi, biroq ularning tarkibi har bir soʻrov bilan serverga yuborilmaydi. Ushbu siyosatda «cookie-fayllar» deganda ikkalasi ham nazarda tutiladi.",
          },
        ],
        bullets: [],
      },
      {
        title: {
          en: "How we use cookies",
          ru: "Как мы используем файлы cookie",
          uz: "Cookie-fayllardan qanday foydalanamiz",
        },
        paragraphs: [
          {
            en: "We use cookies to make the website work, to remember your choices and, only with your consent, to understand how visitors use the website and to test improvements.",
            ru: "Мы используем файлы cookie, чтобы сайт работал, чтобы запоминать ваш выбор и — только с вашего согласия — чтобы понимать, как посетители пользуются сайтом, и проверять улучшения.",
            uz: "Biz cookie-fayllardan sayt ishlashi, tanlovlaringizni eslab qolish va — faqat roziligingiz bilan — tashrif buyuruvchilar saytdan qanday foydalanishini tushunish hamda yaxshilanishlarni sinab koʻrish uchun foydalanamiz.",
          },
          {
            en: "Essential cookies are needed for the website and its forms to work and are set without consent, as the law allows. Analytics and feature-test cookies are optional: they are set only after you press the accept button in the cookie notice, which appears on your first visit.",
            ru: "Необходимые файлы cookie нужны для работы сайта и его форм и устанавливаются без согласия, как это допускает закон. Аналитические файлы cookie и файлы cookie для A/B-тестирования необязательны: они устанавливаются только после того, как вы нажмёте кнопку согласия в уведомлении о файлах cookie, которое появляется при первом посещении.",
            uz: "Zarur cookie-fayllar sayt va uning shakllari ishlashi uchun kerak va qonun ruxsat berganidek, roziliksiz oʻrnatiladi. Tahliliy cookie-fayllar va A/B testlar uchun cookie-fayllar majburiy emas: ular birinchi tashrifingizda paydo boʻladigan cookie-fayllar haqidagi bildirishnomada rozilik tugmasini bosganingizdan keyingina oʻrnatiladi.",
          },
          {
            en: "We do not use cookies for advertising and we do not sell data collected through cookies. How we handle personal data is explained in our Privacy Policy.",
            ru: "Мы не используем файлы cookie для рекламы и не продаём данные, собранные с их помощью. О том, как мы обращаемся с персональными данными, рассказывает Политика конфиденциальности.",
            uz: "Biz cookie-fayllardan reklama uchun foydalanmaymiz va ular yordamida yigʻilgan maʼlumotlarni sotmaymiz. Shaxsga doir maʼlumotlar bilan qanday ishlashimiz Maxfiylik siyosatida bayon etilgan.",
          },
        ],
        bullets: [],
      },
      {
        title: {
          en: "The cookies we set",
          ru: "Какие файлы cookie мы устанавливаем",
          uz: "Biz oʻrnatadigan cookie-fayllar",
        },
        paragraphs: [
          {
            en: "We set a small number of our own cookies. Their names, purposes and lifetimes are listed in the table below.",
            ru: "Мы устанавливаем небольшое число собственных файлов cookie. Их названия, назначение и сроки хранения приведены в таблице ниже.",
            uz: "Biz oʻzimizning oz sonli cookie-fayllarimizni oʻrnatamiz. Ularning nomlari, vazifasi va saqlanish muddatlari quyidagi jadvalda keltirilgan.",
          },
        ],
        bullets: [
          {
            en: "Email newsletter cookies: remember that you have subscribed from the footer, so the subscription form does not ask you again.",
            ru: "Файлы cookie рассылки: запоминают, что вы подписались на рассылку в подвале сайта, чтобы форма не предлагала подписку повторно.",
            uz: "Axborotnoma cookie-fayllari: sayt pastki qismidagi shakl orqali obuna boʻlganingizni eslab qoladi, shunda obuna shakli sizga qayta taklif qilinmaydi.",
          },
          {
            en: "Form cookies: keep the quote form working while you fill it in and upload a file, and help protect it from automated spam.",
            ru: "Файлы cookie форм: обеспечивают работу формы заявки на расчёт, пока вы её заполняете и загружаете файл, и помогают защитить её от автоматического спама.",
            uz: "Shakl cookie-fayllari: narx soʻrovi shaklini toʻldirayotganingizda va fayl yuklayotganingizda uning ishlashini taʼminlaydi hamda shaklni avtomatik spamdan himoya qilishga yordam beradi.",
          },
          {
            en: "Language preference: remembers whether you chose English, Russian or Uzbek, so pages open in your language. It is stored in your browser.",
            ru: "Выбор языка: запоминает, какой язык вы выбрали — английский, русский или узбекский, — чтобы страницы открывались на нём. Хранится в вашем браузере.",
            uz: "Til tanlovi: ingliz, rus yoki oʻzbek tillaridan qaysi birini tanlaganingizni eslab qoladi, shunda sahifalar shu tilda ochiladi. Brauzeringizda saqlanadi.",
          },
          {
            en: "Cookie consent: records that you accepted the cookie notice, so it does not appear again. It is kept in your browser’s local storage.",
            ru: "Согласие на файлы cookie: фиксирует, что вы приняли уведомление о файлах cookie, чтобы оно больше не появлялось. Хранится в локальном хранилище браузера.",
            uz: "Cookie-fayllarga rozilik: cookie-fayllar haqidagi bildirishnomani qabul qilganingizni qayd etadi, shunda u qayta koʻrinmaydi. Brauzerning lokal xotirasida saqlanadi.",
          },
        ],
      },
      {
        title: {
          en: "Third-party cookies",
          ru: "Сторонние файлы cookie",
          uz: "Uchinchi tomon cookie-fayllari",
        },
        paragraphs: [
          {
            en: "Some cookies are set by services we use. They are set only after you accept cookies in the cookie notice, and their providers process the data under their own privacy policies.",
            ru: "Часть файлов cookie устанавливают сервисы, которыми мы пользуемся. Они появляются только после того, как вы примете файлы cookie в уведомлении, а поставщики этих сервисов обрабатывают данные по собственным политикам конфиденциальности.",
            uz: "Ayrim cookie-fayllarni biz foydalanadigan xizmatlar oʻrnatadi. Ular faqat siz bildirishnomada cookie-fayllarga rozilik berganingizdan keyin oʻrnatiladi, bu xizmatlarni taqdim etuvchilar esa maʼlumotlarni oʻz maxfiylik siyosatlariga muvofiq qayta ishlaydi.",
          },
          {
            en: "You can withdraw your consent at any time by deleting cookies and site data for our website in your browser; the cookie notice will then appear again and you can make a new choice.",
            ru: "Вы можете в любой момент отозвать согласие, удалив в браузере файлы cookie и данные нашего сайта: уведомление появится снова, и вы сможете сделать новый выбор.",
            uz: "Roziligingizni istalgan vaqtda qaytarib olishingiz mumkin: buning uchun brauzerda saytimizning cookie-fayllari va maʼlumotlarini oʻchiring. Shundan soʻng bildirishnoma yana paydo boʻladi va siz qaytadan tanlov qilishingiz mumkin.",
          },
        ],
        bullets: [
          {
            en: "Analytics service: Google Analytics 4 or Yandex Metrica counts visits, shows which pages are read and where visitors leave the website. Depending on the service, it sets the _ga or _ym_uid cookie. We use IP address anonymisation where the service offers it and do not share this data for advertising.",
            ru: "Сервис веб-аналитики: Google Analytics 4 или Яндекс Метрика считает посещения, показывает, какие страницы читают и на каких уходят с сайта. В зависимости от сервиса устанавливается файл cookie _ga или _ym_uid. Там, где сервис это позволяет, мы включаем анонимизацию IP-адресов и не передаём эти данные для рекламы.",
            uz: "Veb-tahlil xizmati: Google Analytics 4 yoki Yandex Metrika tashriflarni hisoblaydi, qaysi sahifalar oʻqilishini va tashrif buyuruvchilar saytni qayerda tark etishini koʻrsatadi. Xizmatga qarab _ga yoki _ym_uid cookie-fayli oʻrnatiladi. Xizmat imkon bergan hollarda IP-manzillarni anonimlashtirishni yoqamiz va bu maʼlumotlarni reklama uchun bermaymiz.",
          },
          {
            en: "Feature-test cookies: when we compare two versions of a page or a button in an A/B test, a cookie remembers which version you were shown, so you see the same one on every visit and the results are measured fairly.",
            ru: "Файлы cookie для A/B-тестирования: когда мы сравниваем две версии страницы или кнопки, файл cookie запоминает, какую версию вы видели, чтобы при каждом визите показывать вам ту же и корректно измерять результаты.",
            uz: "A/B testlar uchun cookie-fayllar: sahifa yoki tugmaning ikki variantini solishtirganimizda cookie-fayl sizga qaysi variant koʻrsatilganini eslab qoladi, shunda har safar aynan oʻsha variantni koʻrasiz va natijalar xolis oʻlchanadi.",
          },
        ],
      },
      {
        title: {
          en: "How to disable cookies",
          ru: "Как отключить файлы cookie",
          uz: "Cookie-fayllarni qanday oʻchirib qoʻyish mumkin",
        },
        paragraphs: [
          {
            en: "You can block or delete cookies in your browser settings at any time. If you block essential cookies, parts of the website, such as the quote form and the language setting, may not work correctly.",
            ru: "Вы можете в любой момент заблокировать или удалить файлы cookie в настройках браузера. Если заблокировать необходимые файлы cookie, некоторые функции сайта, например форма заявки на расчёт и выбор языка, могут работать неправильно.",
            uz: "Cookie-fayllarni istalgan vaqtda brauzer sozlamalarida bloklashingiz yoki oʻchirishingiz mumkin. Zarur cookie-fayllarni bloklasangiz, saytning ayrim qismlari, masalan, narx soʻrovi shakli va til tanlovi toʻgʻri ishlamasligi mumkin.",
          },
          {
            en: "To remove the language and consent choices kept in local storage, clear the site data for our website, not only its cookies. Your browser’s help pages describe each step in detail.",
            ru: "Чтобы удалить выбранный язык и отметку о согласии из локального хранилища, очистите все данные нашего сайта, а не только файлы cookie. Подробные инструкции есть в справке вашего браузера.",
            uz: "Tanlangan til va rozilik belgisini lokal xotiradan oʻchirish uchun faqat cookie-fayllarni emas, saytimizning barcha maʼlumotlarini tozalang. Batafsil koʻrsatmalar brauzeringizning yordam sahifalarida keltirilgan.",
          },
        ],
        bullets: [
          {
            en: "Google Chrome: Settings → Privacy and security. There you can block third-party cookies or all cookies and delete cookies and other site data.",
            ru: "Google Chrome: «Настройки» → «Конфиденциальность и безопасность». Здесь можно заблокировать сторонние или все файлы cookie и удалить файлы cookie и другие данные сайтов.",
            uz: "Google Chrome: «Sozlamalar» → «Maxfiylik va xavfsizlik». Bu yerda uchinchi tomon yoki barcha cookie-fayllarni bloklash, cookie-fayllar va boshqa sayt maʼlumotlarini oʻchirish mumkin.",
          },
          {
            en: "Mozilla Firefox: Settings → Privacy & Security → Cookies and Site Data.",
            ru: "Mozilla Firefox: «Настройки» → «Приватность и защита» → «Куки и данные сайтов».",
            uz: "Mozilla Firefox: «Sozlamalar» → «Maxfiylik va himoya» → «Cookie-fayllar va sayt maʼlumotlari».",
          },
          {
            en: "Safari on Mac: Settings → Privacy. Choose Manage Website Data to delete stored data or Block all cookies.",
            ru: "Safari на Mac: «Настройки» → «Конфиденциальность». Выберите «Управлять данными веб-сайтов», чтобы удалить сохранённые данные, или заблокируйте все файлы cookie.",
            uz: "Mac kompyuterlaridagi Safari: «Sozlamalar» → «Maxfiylik». Saqlangan maʼlumotlarni oʻchirish uchun «Veb-sayt maʼlumotlarini boshqarish» bandini tanlang yoki barcha cookie-fayllarni bloklang.",
          },
          {
            en: "Microsoft Edge: Settings → Cookies and site permissions → Manage and delete cookies and site data.",
            ru: "Microsoft Edge: «Параметры» → «Файлы cookie и разрешения сайтов» → «Управление и удаление файлов cookie и данных сайтов».",
            uz: "Microsoft Edge: «Sozlamalar» → «Cookie-fayllar va sayt ruxsatlari» → «Cookie-fayllar va sayt maʼlumotlarini boshqarish va oʻchirish».",
          },
          {
            en: "Mobile browsers: on iPhone and iPad, open Settings → Safari and choose Block All Cookies or Clear History and Website Data; in Chrome on Android, open Settings → Site settings → Cookies. Other mobile browsers offer similar options in their privacy settings.",
            ru: "Мобильные браузеры: на iPhone и iPad откройте «Настройки» → Safari и включите блокировку всех файлов cookie или выберите «Очистить историю и данные»; в Chrome на Android — «Настройки» → «Настройки сайтов» → «Файлы cookie». В других мобильных браузерах похожие параметры есть в настройках конфиденциальности.",
            uz: "Mobil brauzerlar: iPhone va iPad qurilmalarida «Sozlamalar» → Safari boʻlimini oching va barcha cookie-fayllarni bloklashni yoqing yoki tarix va sayt maʼlumotlarini tozalang; Android qurilmalaridagi Chrome brauzerida «Sozlamalar» → «Sayt sozlamalari» → «Cookie-fayllar» boʻlimiga oʻting. Boshqa mobil brauzerlarda ham shunga oʻxshash imkoniyatlar maxfiylik sozlamalarida mavjud.",
          },
        ],
      },
      {
        title: {
          en: "Contact",
          ru: "Контакты",
          uz: "Aloqa",
        },
        paragraphs: [
          {
            en: "If you have questions about how we use cookies, write to us at the e-mail address shown below.",
            ru: "Если у вас есть вопросы о том, как мы используем файлы cookie, напишите нам на адрес электронной почты, указанный ниже.",
            uz: "Cookie-fayllardan qanday foydalanishimiz haqida savollaringiz boʻlsa, quyida koʻrsatilgan elektron pochta manziliga yozing.",
          },
          {
            en: "You can find out more about how we process personal data in our Privacy Policy.",
            ru: "Подробнее о том, как мы обрабатываем персональные данные, читайте в Политике конфиденциальности.",
            uz: "Shaxsga doir maʼlumotlarni qanday qayta ishlashimiz haqida batafsil maʼlumotni Maxfiylik siyosatidan oʻqishingiz mumkin.",
          },
        ],
        bullets: [],
      },
    ],
    table: {
      caption: {
        en: "Cookies and browser storage used on this website",
        ru: "Файлы cookie и данные в браузере, которые использует сайт",
        uz: "Saytda foydalaniladigan cookie-fayllar va brauzer xotirasidagi maʼlumotlar",
      },
      headers: {
        name: {
          en: "Name",
          ru: "Название",
          uz: "Nomi",
        },
        purpose: {
          en: "Purpose",
          ru: "Назначение",
          uz: "Vazifasi",
        },
        duration: {
          en: "Duration",
          ru: "Срок хранения",
          uz: "Muddati",
        },
        type: {
          en: "Type",
          ru: "Тип",
          uz: "Turi",
        },
      },
      rows: [
        {
          name: "language",
          purpose: {
            en: "Remembers the language you chose: English, Russian or Uzbek",
            ru: "Запоминает выбранный язык: английский, русский или узбекский",
            uz: "Tanlangan tilni eslab qoladi: ingliz, rus yoki oʻzbek",
          },
          duration: {
            en: "1 year",
            ru: "1 год",
            uz: "1 yil",
          },
          type: {
            en: "Essential",
            ru: "Необходимый",
            uz: "Zarur",
          },
        },
        {
          name: "cookie",
          purpose: {
            en: "Records your choice in the cookie notice; kept in the browser’s local storage",
            ru: "Фиксирует ваш выбор в уведомлении о файлах cookie; хранится в локальном хранилище браузера",
            uz: "Cookie-fayllar haqidagi bildirishnomadagi tanlovingizni qayd etadi; brauzerning lokal xotirasida saqlanadi",
          },
          duration: {
            en: "Until you clear it",
            ru: "До очистки",
            uz: "Tozalanmaguncha",
          },
          type: {
            en: "Essential",
            ru: "Необходимый",
            uz: "Zarur",
          },
        },
        {
          name: "lj_newsletter",
          purpose: {
            en: "Remembers that you have subscribed to the newsletter, so the form does not ask you again",
            ru: "Запоминает, что вы подписались на рассылку, чтобы форма не предлагала подписку повторно",
            uz: "Axborotnomaga obuna boʻlganingizni eslab qoladi, shunda shakl obunani qayta taklif qilmaydi",
          },
          duration: {
            en: "1 year",
            ru: "1 год",
            uz: "1 yil",
          },
          type: {
            en: "Functional",
            ru: "Функциональный",
            uz: "Funksional",
          },
        },
        {
          name: "lj_visit",
          purpose: {
            en: "Remembers the first page of your visit, the website that led you to us and the campaign tags of its link, so that a request you send tells us how you found us; kept in this browser tab's session storage, never in a cookie",
            ru: "Запоминает первую страницу визита, сайт, с которого вы к нам перешли, и метки кампании в ссылке, чтобы отправленное вами обращение показало, как вы нас нашли; хранится в сеансовом хранилище этой вкладки браузера, а не в файле cookie",
            uz: "Tashrifingizning birinchi sahifasini, bizga qaysi saytdan oʻtganingizni va havoladagi kampaniya belgilarini eslab qoladi, shunda yuborgan murojaatingiz bizni qanday topganingizni koʻrsatadi; cookie-faylda emas, shu brauzer varagʻining seans xotirasida saqlanadi",
          },
          duration: {
            en: "Until you close the tab",
            ru: "До закрытия вкладки",
            uz: "Varaq yopilguncha",
          },
          type: {
            en: "Functional",
            ru: "Функциональный",
            uz: "Funksional",
          },
        },
        {
          name: "lj_form",
          purpose: {
            en: "Keeps the quote form working while you fill it in and protects it from spam",
            ru: "Обеспечивает работу формы заявки на расчёт во время заполнения и защищает её от спама",
            uz: "Toʻldirish vaqtida narx soʻrovi shakli ishlashini taʼminlaydi va uni spamdan himoya qiladi",
          },
          duration: {
            en: "Session",
            ru: "Сеанс",
            uz: "Seans",
          },
          type: {
            en: "Essential",
            ru: "Необходимый",
            uz: "Zarur",
          },
        },
        {
          name: "_ga / _ym_uid",
          purpose: {
            en: "Distinguishes visitors in Google Analytics 4 or Yandex Metrica statistics; set only after your consent",
            ru: "Различает посетителей в статистике Google Analytics 4 или Яндекс Метрики; устанавливается только с вашего согласия",
            uz: "Google Analytics 4 yoki Yandex Metrika statistikasida tashrif buyuruvchilarni farqlaydi; faqat roziligingizdan keyin oʻrnatiladi",
          },
          duration: {
            en: "2 years / 1 year",
            ru: "2 года / 1 год",
            uz: "2 yil / 1 yil",
          },
          type: {
            en: "Analytics, third-party",
            ru: "Аналитический, сторонний",
            uz: "Tahliliy, uchinchi tomon",
          },
        },
        {
          name: "ab_test",
          purpose: {
            en: "Remembers which version of a page you saw in a feature test (A/B test); set only after your consent",
            ru: "Запоминает, какую версию страницы вы видели в A/B-тесте; устанавливается только с вашего согласия",
            uz: "A/B testda sahifaning qaysi variantini koʻrganingizni eslab qoladi; faqat roziligingizdan keyin oʻrnatiladi",
          },
          duration: {
            en: "90 days",
            ru: "90 дней",
            uz: "90 kun",
          },
          type: {
            en: "Feature testing, third-party",
            ru: "Для A/B-тестирования, сторонний",
            uz: "A/B test, uchinchi tomon",
          },
        },
      ],
    },
  },
};

export const accessibilitySeed: Seed<typeof accessibilityStatement> = {
  id: "accessibility",
  doc: {
    meta: {
      image: "",
      title: {
        en: "Accessibility statement",
        ru: "Заявление о доступности",
        uz: "Foydalanish imkoniyati haqida bayonot",
      },
      description: {
        en: "How accessible the Lojuvard website is in English, Russian and Uzbek: our WCAG 2.2 AA target, how we test, known limitations and how to report a barrier.",
        ru: "Насколько доступен сайт Lojuvard на русском, английском и узбекском: цель WCAG 2.2 AA, как мы проверяем сайт, известные ограничения и как сообщить о барьере.",
        uz: "Lojuvard sayti oʻzbek, rus va ingliz tillarida qanchalik qulay: WCAG 2.2 AA maqsadi, qanday tekshirishimiz, maʼlum cheklovlar va toʻsiq haqida xabar berish.",
      },
    },
    title: {
      en: "Accessibility statement",
      ru: "Заявление о доступности",
      uz: "Foydalanish imkoniyati haqida bayonot",
    },
    lead: {
      en: "We want everyone to be able to use the Lojuvard website, whatever device, settings or assistive technology they rely on. This statement explains how accessible the site is, where it still falls short and how to tell us about a barrier.",
      ru: "Мы хотим, чтобы сайтом Lojuvard мог пользоваться каждый — с любого устройства, с любыми настройками и вспомогательными технологиями. Здесь мы рассказываем, насколько доступен сайт, где он пока не дотягивает до цели и как сообщить нам о барьере.",
      uz: "Lojuvard saytidan har kim — qaysi qurilma, sozlama yoki yordamchi texnologiyadan foydalanishidan qatʼi nazar — bemalol foydalana olishini istaymiz. Ushbu bayonotda sayt qanchalik qulayligi, qayerda hali kamchiliklar borligi va toʻsiq haqida bizga qanday xabar berish mumkinligi tushuntiriladi.",
    },
    updatedLabel: {
      en: "Last reviewed",
      ru: "Последняя проверка",
      uz: "Soʻnggi koʻrib chiqilgan sana",
    },
    reviewed: "2026-11-22",
    sections: [
      {
        title: {
          en: "Our commitment",
          ru: "Наши обязательства",
          uz: "Bizning majburiyatimiz",
        },
        paragraphs: [
          {
            en: "This statement applies to the Lojuvard website in all three of its languages: English, Russian and Uzbek. It covers every page of the site, including our services, industries, case studies, careers and blog pages, and the forms on them.",
            ru: "Это заявление относится к сайту Lojuvard на всех трёх его языках: русском, английском и узбекском. Оно охватывает все страницы сайта — услуги, отрасли, кейсы, карьеру, блог — и формы на них.",
            uz: "Ushbu bayonot Lojuvard saytining uchala tildagi — oʻzbek, rus va ingliz tillaridagi talqiniga tegishli. U saytning barcha sahifalarini, jumladan xizmatlar, sohalar, keyslar, karyera va blog sahifalarini hamda ulardagi shakllarni qamrab oladi.",
          },
          {
            en: "Our target is level AA of the Web Content Accessibility Guidelines (WCAG) 2.2, the international standard for accessible web content. We build accessibility into design and development from the start rather than checking it at the end, the same way we work on software for our clients.",
            ru: "Наша цель — уровень AA Руководства по доступности веб-контента (WCAG) 2.2, международного стандарта доступности. Мы закладываем доступность в дизайн и разработку с самого начала, а не проверяем её в последний момент — так же, как работаем над программным обеспечением для клиентов.",
            uz: "Maqsadimiz — veb-kontentdan foydalanish imkoniyati boʻyicha xalqaro standart, WCAG 2.2 tavsiyalarining AA darajasiga erishish. Mijozlarimiz uchun dasturiy taʼminot yaratishda boʻlgani kabi, foydalanish qulayligini oxirida tekshirib qoʻymay, dizayn va ishlab chiqishning ilk bosqichidanoq hisobga olamiz.",
          },
          {
            en: "The website partially meets this standard. The parts that do not yet fully meet it are listed under “Known limitations” below, together with what we are doing about them.",
            ru: "Сейчас сайт соответствует этому стандарту частично. Что именно пока не соответствует и что мы с этим делаем, описано ниже в разделе «Известные ограничения».",
            uz: "Hozircha sayt bu standartga qisman mos keladi. Hali toʻliq mos kelmaydigan qismlar va ular boʻyicha nima qilayotganimiz quyida, «Maʼlum cheklovlar» boʻlimida keltirilgan.",
          },
        ],
        bullets: [],
      },
      {
        title: {
          en: "What you can do on this site",
          ru: "Что вы можете делать на сайте",
          uz: "Saytda nimalar qila olasiz",
        },
        paragraphs: [
          {
            en: "You should be able to use the website in the way that suits you. In particular, you can:",
            ru: "Сайтом должно быть удобно пользоваться так, как привычно вам. В частности, вы можете:",
            uz: "Saytdan oʻzingizga qulay usulda foydalana olishingiz kerak. Xususan, siz:",
          },
        ],
        bullets: [
          {
            en: "Zoom in up to 400% without text spilling off the screen and without losing any content or function.",
            ru: "Увеличивать масштаб до 400 %: текст не выходит за края экрана, а содержимое и функции не теряются.",
            uz: "Sahifani 400 foizgacha kattalashtirishingiz mumkin: matn ekran chetidan chiqib ketmaydi, hech qanday mazmun yoki funksiya yoʻqolmaydi.",
          },
          {
            en: "Navigate the whole site with a keyboard alone: a skip link at the top of each page takes you straight to the main content, and a clearly visible focus indicator shows where you are.",
            ru: "Перемещаться по всему сайту только с клавиатуры: ссылка «Перейти к основному содержимому» в начале каждой страницы ведёт сразу к главному, а хорошо заметный фокус показывает, где вы находитесь.",
            uz: "Butun saytni faqat klaviatura yordamida boshqarishingiz mumkin: har bir sahifa boshidagi «Asosiy mazmunga oʻtish» havolasi sizni toʻgʻridan toʻgʻri asosiy qismga olib boradi, yaqqol koʻrinadigan fokus esa qayerda turganingizni koʻrsatib turadi.",
          },
          {
            en: "Use the site with a screen reader, including NVDA, JAWS, VoiceOver and TalkBack: pages have a logical heading structure, landmarks, descriptive link text and text alternatives for informative images.",
            ru: "Пользоваться программами экранного доступа, в том числе NVDA, JAWS, VoiceOver и TalkBack: у страниц логичная структура заголовков, размеченные области, понятные тексты ссылок и текстовые описания информативных изображений.",
            uz: "Ekran oʻqish dasturlaridan, jumladan NVDA, JAWS, VoiceOver va TalkBackʼdan foydalanishingiz mumkin: sahifalarda sarlavhalar mantiqiy tuzilgan, asosiy hududlar belgilangan, havolalar matni tushunarli, maʼlumot beruvchi rasmlarning esa matnli tavsifi bor.",
          },
          {
            en: "Read content that reflows to fit a phone screen, so that you scroll in one direction only and never need to pan sideways.",
            ru: "Читать страницы на телефоне: содержимое перестраивается под ширину экрана, прокручивать нужно только в одном направлении, без горизонтальной прокрутки.",
            uz: "Telefonda sahifalarni qulay oʻqishingiz mumkin: mazmun ekran kengligiga moslashadi, faqat bir yoʻnalishda aylantirasiz, yon tomonga surish shart emas.",
          },
          {
            en: "Turn off animations and moving effects by switching on the reduced-motion setting of your operating system; the site follows it automatically.",
            ru: "Отключать анимацию и движущиеся эффекты, включив в операционной системе настройку уменьшения движения: сайт учитывает её автоматически.",
            uz: "Operatsion tizimingizda harakatni kamaytirish sozlamasini yoqib, animatsiya va harakatlanuvchi effektlarni oʻchirishingiz mumkin: sayt bu sozlamaga avtomatik amal qiladi.",
          },
          {
            en: "Complete every form: each field has a visible label, required fields are marked, and error messages explain what to correct and are announced by screen readers.",
            ru: "Заполнять любую форму: у каждого поля есть видимая подпись, обязательные поля отмечены, а сообщения об ошибках объясняют, что исправить, и озвучиваются программами экранного доступа.",
            uz: "Har qanday shaklni toʻldirishingiz mumkin: har bir maydonning koʻrinadigan nomi bor, majburiy maydonlar belgilangan, xato haqidagi xabarlar nimani tuzatish kerakligini tushuntiradi, ekran oʻqish dasturlari esa ularni ovoz chiqarib oʻqiydi.",
          },
          {
            en: "Read the site in English, Russian or Uzbek: each page declares its language, so screen readers and other assistive technology pronounce the text correctly.",
            ru: "Читать сайт на русском, английском или узбекском языке: каждая страница сообщает свой язык, поэтому программы экранного доступа и другие вспомогательные технологии произносят текст правильно.",
            uz: "Saytni oʻzbek, rus yoki ingliz tilida oʻqishingiz mumkin: har bir sahifada uning tili koʻrsatilgan, shu bois ekran oʻqish dasturlari va boshqa yordamchi texnologiyalar matnni toʻgʻri talaffuz qiladi.",
          },
        ],
      },
      {
        title: {
          en: "How we test",
          ru: "Как мы проверяем доступность",
          uz: "Qanday tekshiramiz",
        },
        paragraphs: [
          {
            en: "We test the website before every release and review this statement at least once a year, and whenever we make a significant change to the site. Our testing combines automated checks with manual review, because automated tools alone find only part of the problems real people meet.",
            ru: "Мы проверяем сайт перед каждым выпуском обновлений, а это заявление пересматриваем не реже раза в год и после каждого существенного изменения сайта. Автоматические проверки мы сочетаем с ручными: инструменты находят лишь часть проблем, с которыми сталкиваются реальные люди.",
            uz: "Saytni har bir yangilanish chiqarilishidan oldin tekshiramiz, ushbu bayonotni esa kamida yiliga bir marta va saytga har bir jiddiy oʻzgartirish kiritilgandan keyin koʻrib chiqamiz. Avtomatik tekshiruvlarni qoʻlda tekshirish bilan birga olib boramiz, chunki vositalar odamlar duch keladigan muammolarning faqat bir qismini aniqlay oladi.",
          },
        ],
        bullets: [
          {
            en: "Automated checks with axe-core on every page in every language, including interactive states such as open dialogs, open menus, the cookie notice and forms showing error messages.",
            ru: "Автоматические проверки с помощью axe-core — на каждой странице на каждом языке, в том числе в интерактивных состояниях: с открытыми диалоговыми окнами и меню, с уведомлением о файлах cookie, с сообщениями об ошибках в формах.",
            uz: "Har bir sahifani har bir tilda axe-core yordamida avtomatik tekshirish, jumladan interaktiv holatlarda: ochiq dialog oynalari va menyular, cookie-fayllar haqidagi bildirishnoma, xato xabarlari koʻrsatilgan shakllar.",
          },
          {
            en: "Keyboard-only testing of every page and interactive component: order of focus, visible focus, no keyboard traps, and dialogs that return focus where it came from when closed.",
            ru: "Проверка каждой страницы и каждого интерактивного элемента только с клавиатуры: порядок перехода фокуса, видимость фокуса, отсутствие клавиатурных ловушек, возврат фокуса на место после закрытия диалогового окна.",
            uz: "Har bir sahifa va interaktiv elementni faqat klaviatura bilan tekshirish: fokusning oʻtish tartibi, fokusning koʻrinishi, klaviatura tuzoqlari yoʻqligi, dialog oynasi yopilganda fokusning joyiga qaytishi.",
          },
          {
            en: "Spot checks of key pages and journeys with screen readers: NVDA and JAWS on Windows, VoiceOver on macOS and iOS, and TalkBack on Android.",
            ru: "Выборочные проверки ключевых страниц и сценариев с программами экранного доступа: NVDA и JAWS в Windows, VoiceOver в macOS и iOS, TalkBack в Android.",
            uz: "Asosiy sahifalar va foydalanish ssenariylarini ekran oʻqish dasturlari bilan tanlab tekshirish: Windowsʼda NVDA va JAWS, macOS va iOSʼda VoiceOver, Androidʼda TalkBack.",
          },
          {
            en: "Colour contrast of at least 4.5:1 for body text, and at least 3:1 for large text and for interface components such as buttons, form fields and focus indicators.",
            ru: "Контрастность не ниже 4,5:1 для основного текста и не ниже 3:1 для крупного текста и элементов интерфейса — кнопок, полей форм, индикаторов фокуса.",
            uz: "Asosiy matn uchun kamida 4,5:1, yirik matn va interfeys elementlari — tugmalar, shakl maydonlari, fokus koʻrsatkichlari uchun kamida 3:1 rang kontrasti.",
          },
        ],
      },
      {
        title: {
          en: "Known limitations",
          ru: "Известные ограничения",
          uz: "Maʼlum cheklovlar",
        },
        paragraphs: [
          {
            en: "We know that some parts of the website are not yet fully accessible. We list them here so that you know what to expect and how to get the same information another way.",
            ru: "Мы знаем, что некоторые части сайта пока доступны не полностью. Перечисляем их, чтобы вы знали, чего ожидать и как получить ту же информацию другим способом.",
            uz: "Saytning ayrim qismlari hali toʻliq qulay emasligini bilamiz. Nimani kutish mumkinligi va xuddi shu maʼlumotni boshqa yoʻl bilan qanday olish mumkinligini bilishingiz uchun ularni shu yerda sanab oʻtamiz.",
          },
        ],
        bullets: [
          {
            en: "Third-party sites: we link to our profiles on social networks such as LinkedIn, Instagram, Telegram and YouTube. These sites are run by other companies, and their accessibility is outside our control.",
            ru: "Сторонние сайты. Мы ссылаемся на наши страницы в социальных сетях, таких как LinkedIn, Instagram, Telegram и YouTube. Эти сайты принадлежат другим компаниям, и на их доступность мы повлиять не можем.",
            uz: "Uchinchi tomon saytlari. Biz LinkedIn, Instagram, Telegram va YouTube kabi ijtimoiy tarmoqlardagi sahifalarimizga havola beramiz. Bu saytlarni boshqa kompaniyalar yuritadi, ulardan foydalanish qulayligi bizning nazoratimizdan tashqarida.",
          },
          {
            en: "Company portfolio (PDF): the portfolio you can download from the About page is a designed document and may not be fully tagged for screen readers, so headings, reading order and tables may not be announced correctly. The same information is available as accessible web pages on the About, Services and Case studies pages, and we can send it to you in another format on request.",
            ru: "Портфолио компании (PDF). Портфолио, которое можно скачать на странице «О компании», — это дизайнерский документ, и его разметка для программ экранного доступа может быть неполной: заголовки, порядок чтения и таблицы могут озвучиваться неверно. Те же сведения в доступном виде есть на страницах «О компании», «Услуги» и «Кейсы», а по запросу мы пришлём их в другом формате.",
            uz: "Kompaniya portfoliosi (PDF). «Kompaniya haqida» sahifasidan yuklab olinadigan portfolio dizayn asosida tayyorlangan hujjat boʻlib, ekran oʻqish dasturlari uchun toʻliq belgilanmagan boʻlishi mumkin: sarlavhalar, oʻqish tartibi va jadvallar notoʻgʻri oʻqib berilishi ehtimoli bor. Xuddi shu maʼlumot qulay veb-sahifalar koʻrinishida «Kompaniya haqida», «Xizmatlar» va «Keyslar» sahifalarida mavjud, soʻrovingizga binoan esa uni boshqa formatda yuboramiz.",
          },
          {
            en: "Older blog covers: cover illustrations on older blog posts are decorative. They carry short text alternatives that name the topic of the post rather than describe the picture in detail; they contain no information that is not in the article itself.",
            ru: "Обложки старых статей блога. Иллюстрации на обложках старых публикаций носят декоративный характер. Их краткие текстовые описания называют тему статьи, но не описывают изображение подробно; сведений, которых нет в самой статье, они не содержат.",
            uz: "Blogdagi eski maqolalar muqovalari. Eski maqolalar muqovasidagi rasmlar bezak vazifasini bajaradi. Ularning qisqa matnli tavsifi rasmni batafsil tasvirlamaydi, balki maqola mavzusini nomlaydi; ularda maqolaning oʻzida boʻlmagan maʼlumot yoʻq.",
          },
        ],
      },
      {
        title: {
          en: "Feedback and contact",
          ru: "Обратная связь и контакты",
          uz: "Fikr-mulohaza va aloqa",
        },
        paragraphs: [
          {
            en: "If you meet a barrier on this website, or need information from it in a different format, please tell us. Write to us at the contact address shown below this statement.",
            ru: "Если вы столкнулись на сайте с барьером или вам нужна информация с него в другом формате, сообщите нам. Напишите по адресу, указанному ниже под этим заявлением.",
            uz: "Agar saytda toʻsiqqa duch kelsangiz yoki undagi maʼlumot sizga boshqa formatda kerak boʻlsa, bizga xabar bering. Ushbu bayonot ostida koʻrsatilgan manzilga yozing.",
          },
          {
            en: "To help us fix the problem quickly, tell us the address of the page, what you were trying to do and what went wrong, and, if you can, the device, browser and any assistive technology you were using.",
            ru: "Чтобы мы быстрее устранили проблему, укажите адрес страницы, что вы пытались сделать и что пошло не так, а также, если можете, устройство, браузер и вспомогательные технологии, которыми вы пользовались.",
            uz: "Muammoni tezroq bartaraf etishimiz uchun sahifa manzilini, nima qilmoqchi boʻlganingizni va nima notoʻgʻri ishlaganini, imkon boʻlsa, qaysi qurilma, brauzer va yordamchi texnologiyadan foydalanganingizni ham koʻrsating.",
          },
          {
            en: "We reply within five business days. If you need information in another format, such as plain text, an accessible document or large print, we will provide it.",
            ru: "Мы отвечаем в течение пяти рабочих дней. Если вам нужна информация в другом формате — простым текстом, в виде доступного документа или крупным шрифтом, — мы её предоставим.",
            uz: "Besh ish kuni ichida javob beramiz. Agar maʼlumot sizga boshqa formatda — oddiy matn, qulay hujjat yoki yirik shrift koʻrinishida kerak boʻlsa, uni taqdim etamiz.",
          },
        ],
        bullets: [],
      },
      {
        title: {
          en: "How we handle complaints",
          ru: "Как мы рассматриваем жалобы",
          uz: "Shikoyatlarni qanday koʻrib chiqamiz",
        },
        paragraphs: [
          {
            en: "We review every report we receive. When we confirm a problem, we fix it, and we tell you what we changed. If a fix takes longer, we tell you when to expect it and give you the information you need in another format in the meantime.",
            ru: "Мы рассматриваем каждое обращение. Если проблема подтверждается, мы её устраняем и сообщаем вам, что именно изменили. Если на исправление нужно больше времени, мы называем срок и до тех пор предоставляем нужную вам информацию в другом формате.",
            uz: "Har bir murojaatni koʻrib chiqamiz. Muammo tasdiqlansa, uni bartaraf etamiz va nimani oʻzgartirganimizni sizga maʼlum qilamiz. Agar tuzatish uchun koʻproq vaqt kerak boʻlsa, muddatini aytamiz va shu vaqtgacha kerakli maʼlumotni boshqa formatda taqdim etamiz.",
          },
          {
            en: "If you are not satisfied with how we have handled your report, please reply to our answer and the head of the team responsible for the website will review it again.",
            ru: "Если вас не устроило, как мы рассмотрели обращение, ответьте на наше письмо — его повторно рассмотрит руководитель команды, отвечающей за сайт.",
            uz: "Agar murojaatingiz koʻrib chiqilishidan qoniqmasangiz, javobimizga javob yozing — uni sayt uchun masʼul jamoa rahbari qayta koʻrib chiqadi.",
          },
          {
            en: "If you are in the United Kingdom and remain unhappy with our response, you can contact the Equality Advisory and Support Service (EASS) for advice.",
            ru: "Если вы находитесь в Великобритании и наш ответ вас не удовлетворил, вы можете обратиться за консультацией в Службу консультаций и поддержки по вопросам равенства (EASS).",
            uz: "Agar Buyuk Britaniyada boʻlsangiz va javobimizdan qoniqmasangiz, maslahat olish uchun Tenglik boʻyicha maslahat va yordam xizmatiga (EASS) murojaat qilishingiz mumkin.",
          },
        ],
        bullets: [],
      },
    ],
  },
};
