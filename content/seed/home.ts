/**
 * The home page.
 * What the site starts with (issue 27): imported into the database once, on the first start
 * that knows the kind (server/content/seed.ts); from then on staff edit it in the inbox.
 */
import type { Seed } from "../../shared/content-model/kind.ts";
import type { homePage } from "../model/home.ts";

export const homeSeed: Seed<typeof homePage> = {
  id: "home",
  doc: {
    meta: {
      image: "",
      title: {
        en: "Software development company",
        ru: "Разработка программного обеспечения",
        uz: "Dasturiy taʼminot ishlab chiqish",
      },
      description: {
        en: "Lojuvard builds custom software, web and mobile applications for banks, government and business. 20+ years, 100+ projects, ISO 9001 certified, from Tashkent.",
        ru: "Lojuvard создаёт заказное ПО, веб- и мобильные приложения для банков, госорганов и бизнеса. 20+ лет опыта, 100+ проектов, сертификат ISO 9001. Ташкент.",
        uz: "Lojuvard banklar, davlat idoralari va biznes uchun buyurtma asosidagi dasturiy taʼminot, veb va mobil ilovalar yaratadi. 20+ yil, 100+ loyiha, ISO 9001.",
      },
    },
    heroEyebrow: {
      en: "Software engineering from Tashkent since 2005",
      ru: "Разработка программного обеспечения в Ташкенте с 2005 года",
      uz: "2005-yildan beri Toshkentda dasturiy taʼminot ishlab chiqamiz",
    },
    heroTitle: {
      en: "Software that banks, ministries and businesses rely on",
      ru: "Программы, которым доверяют банки, министерства и бизнес",
      uz: "Banklar, vazirliklar va biznes ishonadigan dasturiy taʼminot",
    },
    heroLead: {
      en: "Lojuvard designs, builds and supports custom software, web and mobile applications for banks, government and business, with one engineering team working from six cities.",
      ru: "Lojuvard проектирует, разрабатывает и сопровождает заказное программное обеспечение, веб- и мобильные приложения для банков, госорганов и бизнеса силами единой инженерной команды в шести городах.",
      uz: "Lojuvard banklar, davlat idoralari va biznes uchun buyurtma asosidagi dasturiy taʼminot, veb va mobil ilovalarni loyihalaydi, ishlab chiqadi va qoʻllab-quvvatlaydi. Bu ishni olti shaharda ishlaydigan yagona muhandislik jamoasi bajaradi.",
    },
    heroQuote: {
      en: "Get a quote",
      ru: "Получить расчёт",
      uz: "Narxni bilish",
    },
    heroCases: {
      en: "See our work",
      ru: "Посмотреть наши работы",
      uz: "Ishlarimizni koʻrish",
    },
    sections: ["services", "about", "industries", "portfolio", "testimonials", "clients", "articles", "cta"],
    services: {
      title: {
        en: "What we do",
        ru: "Что мы делаем",
        uz: "Nima qilamiz",
      },
      lead: {
        en: "From a first prototype to a platform used across the whole country: we take on the full cycle or only the part you need.",
        ru: "От первого прототипа до платформы, которой пользуется вся страна: берём на себя весь цикл или только ту часть, которая вам нужна.",
        uz: "Birinchi prototipdan butun mamlakat foydalanadigan platformagacha: toʻliq siklni yoki sizga kerak boʻlgan qismini oʻz zimmamizga olamiz.",
      },
      keyFigure: {
        value: { en: "70%", ru: "70 %", uz: "70 %" },
        label: {
          en: "of our clients come back with their next project",
          ru: "клиентов приходят к нам со следующим проектом",
          uz: "mijozlarimiz keyingi loyihasi bilan yana keladi",
        },
      },
      items: ["custom", "webdev", "mobileapps", "frontapps", "spe"],
    },
    about: {
      title: {
        en: "About Lojuvard",
        ru: "О компании Lojuvard",
        uz: "Lojuvard haqida",
      },
      paragraphs: [
        {
          en: "Lojuvard is a software development company founded in Tashkent in 2005. We design, build and support software for banks, fintechs, government agencies, retailers, logistics firms, schools and healthcare providers.",
          ru: "Lojuvard — компания-разработчик программного обеспечения, основанная в Ташкенте в 2005 году. Мы проектируем, создаём и сопровождаем программы для банков, финтех-компаний, государственных органов, ритейлеров, логистических компаний, школ и медицинских учреждений.",
          uz: "Lojuvard — 2005-yilda Toshkentda tashkil etilgan dasturiy taʼminot ishlab chiqish kompaniyasi. Biz banklar, fintex kompaniyalar, davlat idoralari, chakana savdo va logistika kompaniyalari, maktablar hamda tibbiyot muassasalari uchun dasturiy taʼminotni loyihalaymiz, yaratamiz va qoʻllab-quvvatlaymiz.",
        },
        {
          en: "Our central office is in Tashkent, our development centre is in Bukhara, and we have offices in London, New York, Dubai and Phnom Penh. Every project, wherever the client is, follows the same engineering standards and the same certified quality management system.",
          ru: "Центральный офис находится в Ташкенте, центр разработки — в Бухаре, ещё четыре офиса работают в Лондоне, Нью-Йорке, Дубае и Пномпене. Где бы ни находился клиент, каждый проект ведётся по единым инженерным стандартам и в рамках одной сертифицированной системы менеджмента качества.",
          uz: "Markaziy ofisimiz Toshkentda, ishlab chiqish markazimiz Buxoroda joylashgan, shuningdek, London, Nyu-York, Dubay va Pnompenda ofislarimiz bor. Mijoz qayerda boʻlmasin, har bir loyiha yagona muhandislik standartlari va sertifikatlangan yagona sifat menejmenti tizimi asosida olib boriladi.",
        },
      ],
      link: {
        en: "More about the company",
        ru: "Подробнее о компании",
        uz: "Kompaniya haqida batafsil",
      },
    },
    achievements: {
      title: {
        en: "Two decades of delivery",
        ru: "Два десятилетия результатов",
        uz: "Yigirma yillik ish natijalari",
      },
      lead: {
        en: "Figures we can stand behind, from the first bank system to platforms used by hundreds of thousands of people.",
        ru: "Цифры, за которые мы отвечаем: от первой банковской системы до платформ, которыми пользуются сотни тысяч людей.",
        uz: "Har biri uchun javob bera oladigan raqamlarimiz: birinchi bank tizimidan yuz minglab odamlar foydalanadigan platformalargacha.",
      },
      items: [
        {
          value: {
            en: "20+",
            ru: "20+",
            uz: "20+",
          },
          label: {
            en: "years of experience",
            ru: "лет опыта",
            uz: "yillik tajriba",
          },
        },
        {
          value: {
            en: "100+",
            ru: "100+",
            uz: "100+",
          },
          label: {
            en: "projects delivered",
            ru: "реализованных проектов",
            uz: "amalga oshirilgan loyiha",
          },
        },
        {
          value: {
            en: "ISO 9001",
            ru: "ISO 9001",
            uz: "ISO 9001",
          },
          label: {
            en: "certified quality management",
            ru: "сертифицированный менеджмент качества",
            uz: "sertifikatlangan sifat menejmenti",
          },
        },
        {
          value: {
            en: "300,000",
            ru: "300 000",
            uz: "300 000",
          },
          label: {
            en: "users of the mahalla platform we built, about 100,000 of them active every month",
            ru: "пользователей созданной нами платформы для махалли, из них около 100 000 активны каждый месяц",
            uz: "biz yaratgan mahalla platformasi foydalanuvchilari, ulardan 100 000 ga yaqini har oy faol",
          },
        },
      ],
    },
    industries: {
      title: {
        en: "Industries we serve",
        ru: "Отрасли",
        uz: "Sohalar",
      },
      lead: {
        en: "We know the rules, the risks and the users of each sector we work in, so projects start from the real constraints rather than from a blank page.",
        ru: "Мы знаем правила, риски и пользователей каждой отрасли, в которой работаем, поэтому проект начинается с реальных ограничений, а не с чистого листа.",
        uz: "Biz ishlaydigan har bir sohaning qoidalari, xatarlari va foydalanuvchilarini bilamiz, shuning uchun loyiha boʻsh varaqdan emas, real cheklovlardan boshlanadi.",
      },
      keyFigure: {
        value: { en: "35", ru: "35", uz: "35" },
        label: {
          en: "banks, ministries and agencies we have built for",
          ru: "банков, министерств и ведомств среди наших заказчиков",
          uz: "ta bank, vazirlik va idora uchun tizim yaratganmiz",
        },
      },
      items: ["banking", "healthcare", "ecommerce", "logistics", "education", "fintech", "ofandprod", "government"],
    },
    portfolio: {
      title: {
        en: "Selected case studies",
        ru: "Избранные кейсы",
        uz: "Tanlangan keyslar",
      },
      lead: {
        en: "A state bank's family-loan platform, an online platform for the mahalla and a private preschool's management system: each told from the challenge through the process to the results.",
        ru: "Платформа семейных кредитов государственного банка, онлайн-платформа для махалли и система управления частным детским садом: каждый проект — от задачи и хода работы до результатов.",
        uz: "Davlat bankining oilaviy kredit platformasi, mahalla uchun onlayn platforma va xususiy bogʻchani boshqarish tizimi: har bir loyiha vazifadan tortib ish jarayoni va natijalargacha.",
      },
      link: {
        en: "All case studies",
        ru: "Все кейсы",
        uz: "Barcha keyslar",
      },
    },
    articles: {
      title: {
        en: "Latest articles",
        ru: "Свежие статьи",
        uz: "Soʻnggi maqolalar",
      },
      lead: {
        en: "Notes from our engineers, designers and project managers on architecture, quality, product work and the industries we serve.",
        ru: "Заметки наших инженеров, дизайнеров и менеджеров проектов об архитектуре, качестве, работе над продуктом и отраслях, в которых мы работаем.",
        uz: "Muhandislarimiz, dizaynerlarimiz va loyiha menejerlarimizning arxitektura, sifat, mahsulot ustida ishlash va biz xizmat koʻrsatadigan sohalar haqidagi maqolalari.",
      },
      keyFigure: {
        value: { en: "3 languages", ru: "3 языка", uz: "3 til" },
        label: {
          en: "every article in English, Russian and Uzbek",
          ru: "каждая статья на русском, узбекском и английском",
          uz: "har bir maqola oʻzbek, rus va ingliz tillarida",
        },
      },
      link: {
        en: "All articles",
        ru: "Все статьи",
        uz: "Barcha maqolalar",
      },
    },
    cta: {
      title: {
        en: "Have a project in mind?",
        ru: "Задумали новый проект?",
        uz: "Yangi loyiha rejalashtiryapsizmi?",
      },
      text: {
        en: "Tell us about the task, the deadline and the systems you already have. We will come back with questions, a first estimate and a proposal for the team.",
        ru: "Расскажите о задаче, сроках и системах, которые у вас уже есть. Мы вернёмся с вопросами, предварительной оценкой и предложением по составу команды.",
        uz: "Vazifa, muddatlar va mavjud tizimlaringiz haqida aytib bering. Biz savollar, dastlabki baho va jamoa tarkibi boʻyicha taklif bilan qaytamiz.",
      },
      button: {
        en: "Get a quote",
        ru: "Получить расчёт",
        uz: "Narxni bilish",
      },
    },
  },
};
