/**
 * The services page and the services, in their order.
 * What the site starts with (issue 27): imported into the database once, on the first start
 * that knows the kind (server/content/seed.ts); from then on staff edit it in the inbox.
 */
import type { Seed } from "../../shared/content-model/kind.ts";
import type { services, servicesPage } from "../model/services.ts";

export const servicesPageSeed: Seed<typeof servicesPage> = {
  id: "services",
  doc: {
    meta: {
      image: "",
      title: {
        en: "Services",
        ru: "Услуги",
        uz: "Xizmatlar",
      },
      description: {
        en: "Custom software, web development, mobile and front-end applications and software product engineering from Lojuvard, a software development company in Tashkent.",
        ru: "Заказное ПО, веб-разработка, мобильные и фронтенд-приложения, разработка программных продуктов: Lojuvard, компания-разработчик из Ташкента.",
        uz: "Buyurtma asosidagi dasturiy taʼminot, veb-dasturlash, mobil va frontend ilovalar, dasturiy mahsulotlar muhandisligi: Toshkentdagi Lojuvard kompaniyasi.",
      },
    },
    title: {
      en: "Software engineering services",
      ru: "Услуги по разработке программного обеспечения",
      uz: "Dasturiy taʼminot ishlab chiqish xizmatlari",
    },
    lead: {
      en: "For more than 20 years we have designed, built and run software for banks, ministries, retailers, logistics firms and schools. One team takes your system from the first workshop to production and stays on to support it, under one certified quality management system.",
      ru: "Более 20 лет мы проектируем, создаём и сопровождаем программное обеспечение для банков, министерств, ритейлеров, логистических компаний и школ. Одна команда проводит систему от первого рабочего совещания до промышленной эксплуатации и остаётся с вами на этапе поддержки — в рамках единой сертифицированной системы менеджмента качества.",
      uz: "20 yildan ortiq vaqt davomida banklar, vazirliklar, savdo tarmoqlari, logistika kompaniyalari va maktablar uchun dasturiy taʼminotni loyihalab, ishlab chiqib, qoʻllab-quvvatlab kelmoqdamiz. Bitta jamoa tizimingizni birinchi uchrashuvdan toʻliq ishga tushirishgacha olib boradi va keyin ham uni qoʻllab-quvvatlaydi. Ishimiz yagona sertifikatlangan sifat menejmenti tizimiga asoslanadi.",
    },
    approach: {
      title: {
        en: "How we work",
        ru: "Как мы работаем",
        uz: "Qanday ishlaymiz",
      },
      lead: {
        en: "Every project, whatever its size, follows the same quality-managed path. You see working software early and make decisions based on facts, not promises.",
        ru: "Любой проект, независимо от масштаба, проходит один и тот же путь, выстроенный по системе менеджмента качества. Вы рано видите работающий продукт и принимаете решения на основе фактов, а не обещаний.",
        uz: "Har bir loyiha, hajmidan qatʼi nazar, sifat menejmenti tizimi asosida qurilgan bir xil yoʻldan oʻtadi. Mahsulotning ishlaydigan versiyasini erta koʻrasiz va qarorlarni vaʼdalarga emas, faktlarga tayanib qabul qilasiz.",
      },
      steps: [
        {
          title: {
            en: "Discovery",
            ru: "Исследование",
            uz: "Tadqiqot",
          },
          text: {
            en: "Workshops with your business owners, users and IT team. We map processes, integrations and regulatory requirements, then agree scope, risks, budget and a release plan. This usually takes two to four weeks.",
            ru: "Рабочие встречи с владельцами бизнес-процессов, пользователями и ИТ-службой. Мы описываем процессы, интеграции и регуляторные требования, затем согласуем объём работ, риски, бюджет и план релизов. Обычно на это уходит от двух до четырёх недель.",
            uz: "Biznes-jarayonlar egalari, foydalanuvchilar va AT boʻlimi bilan amaliy uchrashuvlar. Jarayonlar, integratsiyalar va meʼyoriy talablarni tavsiflaymiz, soʻng ish hajmi, xatarlar, byudjet va relizlar rejasini kelishib olamiz. Odatda bu ikki-toʻrt hafta davom etadi.",
          },
        },
        {
          title: {
            en: "Design",
            ru: "Проектирование",
            uz: "Loyihalash",
          },
          text: {
            en: "Architecture, data model, security model and clickable prototypes, checked with real users before a line of production code is written.",
            ru: "Архитектура, модель данных, модель безопасности и кликабельные прототипы, которые проверяются на реальных пользователях до того, как написана первая строка рабочего кода.",
            uz: "Arxitektura, maʼlumotlar modeli, xavfsizlik modeli va interaktiv prototiplar. Ular haqiqiy kodning birinchi qatori yozilishidan oldin haqiqiy foydalanuvchilarda sinovdan oʻtkaziladi.",
          },
        },
        {
          title: {
            en: "Iterative delivery",
            ru: "Итеративная разработка",
            uz: "Bosqichma-bosqich ishlab chiqish",
          },
          text: {
            en: "Two-week sprints, each ending with a demo of working software. The backlog stays yours: you can change priorities at the start of every sprint.",
            ru: "Двухнедельные спринты, каждый из которых завершается демонстрацией работающего продукта. Бэклог остаётся вашим: приоритеты можно менять в начале любого спринта.",
            uz: "Ikki haftalik sprintlar, ularning har biri ishlayotgan dasturni namoyish qilish bilan yakunlanadi. Vazifalar roʻyxati sizniki boʻlib qoladi: ustuvorliklarni istalgan sprint boshida oʻzgartirish mumkin.",
          },
        },
        {
          title: {
            en: "Quality assurance",
            ru: "Обеспечение качества",
            uz: "Sifatni taʼminlash",
          },
          text: {
            en: "Automated tests, code review and security scanning run on every change; manual, performance and acceptance testing come before each release, all under our quality management system.",
            ru: "Автотесты, ревью кода и проверки безопасности запускаются при каждом изменении; ручное, нагрузочное и приёмочное тестирование проводится перед каждым релизом — всё в рамках нашей системы менеджмента качества.",
            uz: "Avtomatik testlar, kodni koʻrib chiqish va xavfsizlik tekshiruvlari har bir oʻzgarishda ishga tushadi; qoʻlda, yuklama va qabul testlari har bir relizdan oldin oʻtkaziladi. Bularning barchasi sifat menejmenti tizimimiz doirasida bajariladi.",
          },
        },
        {
          title: {
            en: "Launch and support",
            ru: "Запуск и поддержка",
            uz: "Ishga tushirish va qoʻllab-quvvatlash",
          },
          text: {
            en: "A staged roll-out, monitoring from the first day and a warranty period, followed by support and further development under an SLA that matches how critical the system is.",
            ru: "Поэтапный ввод в эксплуатацию, мониторинг с первого дня и гарантийный период, а затем поддержка и развитие по SLA, соответствующему критичности системы.",
            uz: "Bosqichma-bosqich ishga tushirish, birinchi kundan monitoring va kafolat muddati, soʻngra tizimning muhimligiga mos SLA asosida qoʻllab-quvvatlash va rivojlantirish.",
          },
        },
      ],
    },
    engagement: {
      title: {
        en: "Ways to work with us",
        ru: "Модели сотрудничества",
        uz: "Hamkorlik modellari",
      },
      models: [
        {
          title: {
            en: "Fixed scope",
            ru: "Фиксированный объём",
            uz: "Qatʼiy belgilangan hajm",
          },
          text: {
            en: "For well-defined projects with stable requirements. After discovery we agree the scope, timeline and price, and we carry the delivery risk. Changes go through a simple change-request procedure with a clear estimate for each.",
            ru: "Для чётко определённых проектов со стабильными требованиями. После исследования мы фиксируем объём, сроки и стоимость и берём риски реализации на себя. Изменения проходят простую процедуру запроса с отдельной оценкой каждого.",
            uz: "Talablari barqaror va aniq belgilangan loyihalar uchun. Tadqiqotdan soʻng ish hajmi, muddat va narxni kelishib olamiz, amalga oshirish xatarlarini esa oʻz zimmamizga olamiz. Oʻzgarishlar har biri alohida baholanadigan oddiy soʻrov tartibida kiritiladi.",
          },
        },
        {
          title: {
            en: "Dedicated team",
            ru: "Выделенная команда",
            uz: "Ajratilgan jamoa",
          },
          text: {
            en: "A complete cross-functional team of engineers, QA, a designer and a delivery manager working only on your product for a fixed monthly fee. Best for long-running products whose priorities change as the business learns.",
            ru: "Полноценная кросс-функциональная команда — разработчики, тестировщики, дизайнер и руководитель проекта — работает только над вашим продуктом за фиксированную ежемесячную плату. Лучший вариант для долгосрочных продуктов, приоритеты которых меняются вместе с бизнесом.",
            uz: "Dasturchilar, testlovchilar, dizayner va loyiha rahbaridan iborat toʻliq jamoa qatʼiy oylik toʻlov evaziga faqat sizning mahsulotingiz ustida ishlaydi. Ustuvorliklari biznes bilan birga oʻzgarib boradigan uzoq muddatli mahsulotlar uchun eng maqbul tanlov.",
          },
        },
        {
          title: {
            en: "Team extension",
            ru: "Расширение команды",
            uz: "Jamoani kengaytirish",
          },
          text: {
            en: "Our engineers join your in-house team to add skills or capacity: a couple of Flutter developers, a QA automation engineer, a DevOps specialist. They work within your processes and tools, and you can scale the team up or down with one month's notice.",
            ru: "Наши инженеры усиливают вашу внутреннюю команду недостающими компетенциями или ресурсами: пара Flutter-разработчиков, инженер по автоматизации тестирования, специалист DevOps. Они работают по вашим процессам и в ваших инструментах, а состав можно увеличить или сократить, предупредив за месяц.",
            uz: "Muhandislarimiz ichki jamoangizga yetishmayotgan malaka yoki quvvatni qoʻshadi: bir-ikki Flutter dasturchisi, testlarni avtomatlashtirish muhandisi yoki DevOps mutaxassisi. Ular sizning jarayonlaringiz va vositalaringiz asosida ishlaydi, jamoa tarkibini esa bir oy oldin ogohlantirib koʻpaytirish yoki qisqartirish mumkin.",
          },
        },
      ],
    },
    cta: {
      title: {
        en: "Tell us about your project",
        ru: "Расскажите о своём проекте",
        uz: "Loyihangiz haqida aytib bering",
      },
      text: {
        en: "Describe the task in a few lines. A solution architect will reply within one business day with questions, a first estimate and a proposal for the next step.",
        ru: "Опишите задачу в нескольких строках. Архитектор решений ответит в течение одного рабочего дня: задаст вопросы, даст предварительную оценку и предложит следующий шаг.",
        uz: "Vazifani bir necha qatorda tasvirlab bering. Yechimlar arxitektori bir ish kuni ichida javob beradi: savollar beradi, dastlabki baho va keyingi qadam boʻyicha taklif yuboradi.",
      },
      button: {
        en: "Get a quote",
        ru: "Получить расчёт",
        uz: "Narxni bilish",
      },
    },
  },
};

export const serviceSeeds: Seed<typeof services>[] = [
  {
    id: "custom",
    doc: {
      name: {
        en: "Custom software",
        ru: "Заказное программное обеспечение",
        uz: "Buyurtma asosidagi dasturiy taʼminot",
      },
      card: {
        title: {
          en: "Custom software",
          ru: "Заказное программное обеспечение",
          uz: "Buyurtma asosidagi dasturiy taʼminot",
        },
        text: {
          en: "Systems built around your processes: core business applications, integrations with the systems you already run, and back-office tools that replace spreadsheets and paper.",
          ru: "Системы, построенные вокруг ваших процессов: ключевые бизнес-приложения, интеграция с уже работающими системами и инструменты бэк-офиса, которые заменяют таблицы и бумагу.",
          uz: "Jarayonlaringiz asosida qurilgan tizimlar: asosiy biznes-ilovalar, mavjud tizimlar bilan integratsiya hamda jadval va qogʻozlar oʻrnini bosadigan ichki ish vositalari.",
        },
      },
      summary: {
        title: {
          en: "Custom software development",
          ru: "Заказное программное обеспечение",
          uz: "Buyurtma asosidagi dasturiy taʼminot",
        },
        text: {
          en: "Systems built around the way your organisation actually works: lending back offices, registries, ERP modules, workflow and reporting tools. We start from your processes and constraints, not from a template, and deliver software you own outright.",
          ru: "Системы, построенные вокруг того, как на самом деле работает ваша организация: бэк-офисы кредитования, реестры, модули ERP, системы документооборота и отчётности. Мы начинаем с ваших процессов и ограничений, а не с шаблона, и передаём вам программное обеспечение в полную собственность.",
          uz: "Tashkilotingiz aslida qanday ishlashiga moslab quriladigan tizimlar: kreditlash bek-ofislari, reyestrlar, ERP modullari, hujjat aylanishi va hisobot tizimlari. Biz tayyor shablondan emas, sizning jarayonlaringiz va cheklovlaringizdan boshlaymiz hamda dasturiy taʼminotni toʻliq mulkingiz sifatida topshiramiz.",
        },
        points: [
          {
            en: "Business analysis and requirements specification",
            ru: "Бизнес-анализ и техническое задание",
            uz: "Biznes-tahlil va texnik topshiriq",
          },
          {
            en: "Integration with core banking, ERP and government systems",
            ru: "Интеграция с АБС банков, ERP и государственными системами",
            uz: "Banklarning ABT, ERP va davlat tizimlari bilan integratsiya",
          },
          {
            en: "Modernisation of legacy applications",
            ru: "Модернизация устаревших приложений",
            uz: "Eskirgan ilovalarni modernizatsiya qilish",
          },
          {
            en: "Long-term support under an agreed SLA",
            ru: "Долгосрочная поддержка по согласованному SLA",
            uz: "Kelishilgan SLA asosida uzoq muddatli qoʻllab-quvvatlash",
          },
        ],
      },
      hasPage: false,
      page: {
        meta: {
          image: "",
          title: {
            en: "",
            ru: "",
            uz: "",
          },
          description: {
            en: "",
            ru: "",
            uz: "",
          },
        },
        title: {
          en: "",
          ru: "",
          uz: "",
        },
        lead: {
          en: "",
          ru: "",
          uz: "",
        },
        offerings: {
          title: {
            en: "",
            ru: "",
            uz: "",
          },
          lead: {
            en: "",
            ru: "",
            uz: "",
          },
          keyFigure: {
            value: { en: "", ru: "", uz: "" },
            label: {
              en: "",
              ru: "",
              uz: "",
            },
          },
          items: [],
        },
        process: {
          title: {
            en: "",
            ru: "",
            uz: "",
          },
          lead: {
            en: "",
            ru: "",
            uz: "",
          },
          keyFigure: {
            value: { en: "", ru: "", uz: "" },
            label: {
              en: "",
              ru: "",
              uz: "",
            },
          },
          steps: [],
        },
        technologies: {
          title: {
            en: "",
            ru: "",
            uz: "",
          },
          keyFigure: {
            value: { en: "", ru: "", uz: "" },
            label: {
              en: "",
              ru: "",
              uz: "",
            },
          },
          groups: [],
        },
        deliverables: {
          title: {
            en: "",
            ru: "",
            uz: "",
          },
          items: [],
        },
        faq: {
          title: {
            en: "",
            ru: "",
            uz: "",
          },
          keyFigure: {
            value: { en: "", ru: "", uz: "" },
            label: {
              en: "",
              ru: "",
              uz: "",
            },
          },
          items: [],
        },
        cta: {
          title: {
            en: "",
            ru: "",
            uz: "",
          },
          text: {
            en: "",
            ru: "",
            uz: "",
          },
          button: {
            en: "",
            ru: "",
            uz: "",
          },
        },
      },
    },
  },
  {
    id: "webdev",
    doc: {
      name: {
        en: "Web development",
        ru: "Веб-разработка",
        uz: "Veb-dasturlash",
      },
      card: {
        title: {
          en: "Web development",
          ru: "Веб-разработка",
          uz: "Veb-dasturlash",
        },
        text: {
          en: "Websites, portals and web applications that load fast, meet accessibility standards and hold up under heavy traffic on the day a service launches.",
          ru: "Сайты, порталы и веб-приложения, которые быстро загружаются, соответствуют стандартам доступности и выдерживают пиковую нагрузку в день запуска сервиса.",
          uz: "Tez yuklanadigan, foydalanish qulayligi standartlariga mos va xizmat ishga tushgan kuni yuqori yuklamaga bardosh beradigan saytlar, portallar va veb-ilovalar.",
        },
      },
      summary: {
        title: {
          en: "Web development",
          ru: "Веб-разработка",
          uz: "Veb-dasturlash",
        },
        text: {
          en: "Web portals, e-services, online stores and corporate sites that stay fast under load and are easy to change. We build the whole stack, from the interface and content management to APIs, databases and hosting.",
          ru: "Веб-порталы, электронные услуги, интернет-магазины и корпоративные сайты, которые не замедляются под нагрузкой и легко развиваются. Мы отвечаем за весь стек — от интерфейса и управления контентом до API, баз данных и хостинга.",
          uz: "Yuklama ostida sekinlashmaydigan va oson oʻzgartiriladigan veb-portallar, elektron xizmatlar, internet-doʻkonlar va korporativ saytlar. Interfeys va kontent boshqaruvidan tortib API, maʼlumotlar bazalari va xostinggacha butun stekni oʻzimiz quramiz.",
        },
        points: [
          {
            en: "Public portals and e-government services",
            ru: "Публичные порталы и электронные госуслуги",
            uz: "Ommaviy portallar va elektron davlat xizmatlari",
          },
          {
            en: "E-commerce and B2B platforms",
            ru: "Платформы электронной коммерции и B2B",
            uz: "Elektron tijorat va B2B platformalari",
          },
          {
            en: "Headless CMS and multilingual websites",
            ru: "Многоязычные сайты с удобной системой управления контентом",
            uz: "Qulay kontent boshqaruv tizimiga ega koʻp tilli saytlar",
          },
          {
            en: "Hosting, monitoring and performance tuning",
            ru: "Хостинг, мониторинг и оптимизация производительности",
            uz: "Xosting, monitoring va unumdorlikni oshirish",
          },
        ],
      },
      hasPage: true,
      page: {
        meta: {
          image: "",
          title: {
            en: "Web Development",
            ru: "Веб-разработка",
            uz: "Veb-dasturlash",
          },
          description: {
            en: "Web development at Lojuvard: portals, e-services, online stores and web platforms built for high load and strict security, in three languages, with support.",
            ru: "Веб-разработка в Lojuvard: порталы, электронные услуги, интернет-магазины и веб-платформы для высоких нагрузок и строгой безопасности, на трёх языках.",
            uz: "Lojuvard veb-dasturlash xizmati: yuqori yuklama va qatʼiy xavfsizlikka moʻljallangan portallar, elektron xizmatlar, internet-doʻkonlar va veb-platformalar.",
          },
        },
        title: {
          en: "Web development",
          ru: "Веб-разработка",
          uz: "Veb-dasturlash",
        },
        lead: {
          en: "We build web platforms that carry real workloads: government e-services, banking portals, online stores and internal business systems. One team designs, builds, hosts and supports the whole system, from the database to the last detail of the interface.",
          ru: "Мы создаём веб-платформы, которые несут реальную нагрузку: электронные госуслуги, банковские порталы, интернет-магазины и внутренние бизнес-системы. Одна команда проектирует, разрабатывает, размещает и поддерживает всю систему — от базы данных до последней детали интерфейса.",
          uz: "Haqiqiy yuklamani koʻtaradigan veb-platformalar yaratamiz: elektron davlat xizmatlari, bank portallari, internet-doʻkonlar va ichki biznes tizimlari. Maʼlumotlar bazasidan interfeysning eng soʻnggi detaligacha butun tizimni bitta jamoa loyihalaydi, ishlab chiqadi, joylashtiradi va qoʻllab-quvvatlaydi.",
        },
        offerings: {
          title: {
            en: "What we build",
            ru: "Что мы создаём",
            uz: "Nimalarni yaratamiz",
          },
          lead: {
            en: "Web solutions for public institutions and for businesses of every size.",
            ru: "Веб-решения для государственных учреждений и для бизнеса любого масштаба.",
            uz: "Davlat muassasalari va har qanday hajmdagi biznes uchun veb-yechimlar.",
          },
          keyFigure: {
            value: { en: "38", ru: "38", uz: "38" },
            label: {
              en: "web platforms we built are in production today",
              ru: "веб-платформ нашей разработки работают у заказчиков",
              uz: "ta veb-platformamiz bugun real foydalanishda",
            },
          },
          items: [
            {
              title: {
                en: "Web portals and e-government services",
                ru: "Веб-порталы и электронные госуслуги",
                uz: "Veb-portallar va elektron davlat xizmatlari",
              },
              text: {
                en: "Portals for citizens and businesses with online applications, electronic digital signatures, payments and integration with government information systems.",
                ru: "Порталы для граждан и предпринимателей с онлайн-заявками, электронной цифровой подписью, платежами и интеграцией с государственными информационными системами.",
                uz: "Fuqarolar va tadbirkorlar uchun onlayn arizalar, elektron raqamli imzo, toʻlovlar va davlat axborot tizimlari bilan integratsiyaga ega portallar.",
              },
            },
            {
              title: {
                en: "E-commerce platforms",
                ru: "Платформы электронной коммерции",
                uz: "Elektron tijorat platformalari",
              },
              text: {
                en: "Online stores and marketplaces with catalogues, search, carts, payment and delivery integrations, built to handle seasonal peaks.",
                ru: "Интернет-магазины и маркетплейсы с каталогом, поиском, корзиной, интеграцией оплаты и доставки, готовые к сезонным пикам.",
                uz: "Katalog, qidiruv, savat, toʻlov va yetkazib berish integratsiyalariga ega, mavsumiy choʻqqilarga tayyor internet-doʻkonlar va marketpleyslar.",
              },
            },
            {
              title: {
                en: "Business web applications",
                ru: "Бизнес-приложения",
                uz: "Biznes veb-ilovalari",
              },
              text: {
                en: "CRM, ERP modules, document workflow and reporting systems that replace spreadsheets and paper processes.",
                ru: "CRM, модули ERP, системы документооборота и отчётности, которые заменяют электронные таблицы и бумажные процессы.",
                uz: "Elektron jadvallar va qogʻozdagi jarayonlar oʻrnini bosadigan CRM, ERP modullari, hujjat aylanishi va hisobot tizimlari.",
              },
            },
            {
              title: {
                en: "Corporate and multilingual websites",
                ru: "Корпоративные и многоязычные сайты",
                uz: "Korporativ va koʻp tilli saytlar",
              },
              text: {
                en: "Fast, secure websites on a headless CMS, where editors publish in Uzbek, Russian and English without needing a developer.",
                ru: "Быстрые и защищённые сайты на системе управления контентом, отделённой от витрины: редакторы публикуют материалы на узбекском, русском и английском без помощи разработчика.",
                uz: "Kontent boshqaruv tizimiga ega tez va xavfsiz saytlar: muharrirlar materiallarni oʻzbek, rus va ingliz tillarida dasturchi yordamisiz eʼlon qiladi.",
              },
            },
            {
              title: {
                en: "APIs and integrations",
                ru: "API и интеграции",
                uz: "API va integratsiyalar",
              },
              text: {
                en: "REST and GraphQL APIs and integration with payment systems, banks, accounting software and external services, all fully documented.",
                ru: "REST и GraphQL API, интеграция с платёжными системами, банками, учётными программами и внешними сервисами — с полной документацией.",
                uz: "REST va GraphQL API, toʻlov tizimlari, banklar, buxgalteriya dasturlari va tashqi xizmatlar bilan integratsiya, barchasi toʻliq hujjatlashtirilgan holda.",
              },
            },
            {
              title: {
                en: "Hosting, support and performance",
                ru: "Хостинг, поддержка и производительность",
                uz: "Xosting, qoʻllab-quvvatlash va unumdorlik",
              },
              text: {
                en: "Deployment to your cloud or data centre, monitoring, backups, security updates and performance tuning.",
                ru: "Развёртывание в вашем облаке или центре обработки данных, мониторинг, резервное копирование, обновления безопасности и оптимизация производительности.",
                uz: "Bulutingiz yoki maʼlumotlarni qayta ishlash markazingizga joylashtirish, monitoring, zaxira nusxalash, xavfsizlik yangilanishlari va unumdorlikni oshirish.",
              },
            },
          ],
        },
        process: {
          title: {
            en: "How we work",
            ru: "Как мы работаем",
            uz: "Qanday ishlaymiz",
          },
          lead: {
            en: "Clear stages, regular demos and quality checks at every step.",
            ru: "Понятные этапы, регулярные демонстрации и контроль качества на каждом шаге.",
            uz: "Aniq bosqichlar, muntazam namoyishlar va har bir qadamda sifat nazorati.",
          },
          keyFigure: {
            value: { en: "94%", ru: "94 %", uz: "94 %" },
            label: {
              en: "of releases go live on the planned date",
              ru: "релизов выходят точно в запланированный день",
              uz: "relizlarimiz aynan rejalashtirilgan kuni chiqadi",
            },
          },
          steps: [
            {
              title: {
                en: "Analysis",
                ru: "Анализ",
                uz: "Tahlil",
              },
              text: {
                en: "We gather requirements, describe users, processes and integrations, and record the agreed scope, budget and plan in a specification.",
                ru: "Собираем требования, описываем пользователей, процессы и интеграции и фиксируем согласованный объём, бюджет и план в техническом задании.",
                uz: "Talablarni yigʻamiz, foydalanuvchilar, jarayonlar va integratsiyalarni tavsiflaymiz hamda kelishilgan hajm, byudjet va rejani texnik topshiriqda qayd etamiz.",
              },
            },
            {
              title: {
                en: "Design",
                ru: "Проектирование",
                uz: "Loyihalash",
              },
              text: {
                en: "Information architecture, prototypes and visual design, together with the system architecture and data model.",
                ru: "Информационная архитектура, прототипы и визуальный дизайн, а также архитектура системы и модель данных.",
                uz: "Axborot arxitekturasi, prototiplar va vizual dizayn, shuningdek tizim arxitekturasi va maʼlumotlar modeli.",
              },
            },
            {
              title: {
                en: "Development",
                ru: "Разработка",
                uz: "Ishlab chiqish",
              },
              text: {
                en: "Two-week sprints, each ending with a demo of working features. Every change goes through code review and automated tests.",
                ru: "Двухнедельные спринты, каждый из которых завершается демонстрацией работающих функций. Каждое изменение проходит ревью кода и автотесты.",
                uz: "Har biri ishlayotgan funksiyalar namoyishi bilan yakunlanadigan ikki haftalik sprintlar. Har bir oʻzgarish kodni koʻrib chiqish va avtomatik testlardan oʻtadi.",
              },
            },
            {
              title: {
                en: "Testing",
                ru: "Тестирование",
                uz: "Testlash",
              },
              text: {
                en: "Functional, cross-browser, load and security testing, followed by user acceptance testing with your team.",
                ru: "Функциональное, кросс-браузерное, нагрузочное тестирование и проверка безопасности, затем приёмочное тестирование вместе с вашей командой.",
                uz: "Funksional, turli brauzerlardagi, yuklama va xavfsizlik testlari, soʻngra jamoangiz bilan birgalikda qabul testlari.",
              },
            },
            {
              title: {
                en: "Launch",
                ru: "Запуск",
                uz: "Ishga tushirish",
              },
              text: {
                en: "Data migration, deployment without downtime, monitoring and a period of heightened support with the team on standby.",
                ru: "Миграция данных, развёртывание без простоя, мониторинг и период усиленной поддержки, когда команда находится в режиме готовности.",
                uz: "Maʼlumotlarni koʻchirish, toʻxtalishsiz joylashtirish, monitoring va jamoa tayyor turgan kuchaytirilgan qoʻllab-quvvatlash davri.",
              },
            },
            {
              title: {
                en: "Support",
                ru: "Поддержка",
                uz: "Qoʻllab-quvvatlash",
              },
              text: {
                en: "Updates, improvements and round-the-clock monitoring under an SLA.",
                ru: "Обновления, доработки и круглосуточный мониторинг по SLA.",
                uz: "SLA asosida yangilanishlar, takomillashtirishlar va kechayu kunduz monitoring.",
              },
            },
          ],
        },
        technologies: {
          title: {
            en: "Technologies we use",
            ru: "Технологии",
            uz: "Foydalanadigan texnologiyalarimiz",
          },
          keyFigure: {
            value: { en: "24", ru: "24", uz: "24" },
            label: {
              en: "engineers certified in Kubernetes, AWS or Azure",
              ru: "инженера с сертификатами Kubernetes, AWS или Azure",
              uz: "nafar muhandisda Kubernetes, AWS yoki Azure sertifikati bor",
            },
          },
          groups: [
            {
              name: {
                en: "Front end",
                ru: "Фронтенд",
                uz: "Frontend",
              },
              items: ["React", "Next.js", "Vue.js", "TypeScript"],
            },
            {
              name: {
                en: "Back end",
                ru: "Бэкенд",
                uz: "Backend",
              },
              items: ["Java", "Spring Boot", "Node.js", "NestJS", "Python", "Django"],
            },
            {
              name: {
                en: "Databases and search",
                ru: "Базы данных и поиск",
                uz: "Maʼlumotlar bazalari va qidiruv",
              },
              items: ["PostgreSQL", "Redis", "Elasticsearch"],
            },
            {
              name: {
                en: "Infrastructure",
                ru: "Инфраструктура",
                uz: "Infratuzilma",
              },
              items: ["Docker", "Kubernetes", "Nginx", "GitLab CI/CD"],
            },
          ],
        },
        deliverables: {
          title: {
            en: "What you receive",
            ru: "Что вы получаете",
            uz: "Nimalarni olasiz",
          },
          items: [
            {
              en: "Requirements specification and prototypes",
              ru: "Техническое задание и прототипы",
              uz: "Texnik topshiriq va prototiplar",
            },
            {
              en: "Front-end and back-end source code in your repository",
              ru: "Исходный код фронтенда и бэкенда в вашем репозитории",
              uz: "Repozitoriyingizdagi frontend va backend manba kodi",
            },
            {
              en: "An admin panel or content management system",
              ru: "Панель администратора или систему управления контентом",
              uz: "Administrator paneli yoki kontent boshqaruv tizimi",
            },
            {
              en: "API documentation in OpenAPI format",
              ru: "Документацию API в формате OpenAPI",
              uz: "OpenAPI formatidagi API hujjatlari",
            },
            {
              en: "Test reports, including load and security testing",
              ru: "Отчёты о тестировании, включая нагрузочное и тестирование безопасности",
              uz: "Yuklama va xavfsizlik testlarini ham oʻz ichiga olgan test hisobotlari",
            },
            {
              en: "Deployment scripts and infrastructure configuration",
              ru: "Сценарии развёртывания и конфигурацию инфраструктуры",
              uz: "Joylashtirish skriptlari va infratuzilma konfiguratsiyasi",
            },
            {
              en: "Guides for administrators and editors, with training for your staff",
              ru: "Руководства для администраторов и редакторов и обучение ваших сотрудников",
              uz: "Administratorlar va muharrirlar uchun qoʻllanmalar hamda xodimlaringizni oʻqitish",
            },
            {
              en: "A support and monitoring agreement",
              ru: "Договор на поддержку и мониторинг",
              uz: "Qoʻllab-quvvatlash va monitoring shartnomasi",
            },
          ],
        },
        faq: {
          title: {
            en: "Frequently asked questions",
            ru: "Частые вопросы",
            uz: "Koʻp beriladigan savollar",
          },
          keyFigure: {
            value: { en: "1 business day", ru: "1 рабочий день", uz: "1 ish kuni" },
            label: {
              en: "to a first reply, with questions and an estimate",
              ru: "на первый ответ — с вопросами и оценкой",
              uz: "ichida savollar va dastlabki baho bilan javob beramiz",
            },
          },
          items: [
            {
              question: {
                en: "How much does a web project cost, and how long does it take?",
                ru: "Сколько стоит веб-проект и сколько времени он занимает?",
                uz: "Veb-loyiha qancha turadi va qancha vaqt oladi?",
              },
              answer: {
                en: "It depends on the scope. A corporate website takes six to ten weeks; a portal or business web application with integrations usually takes three to six months. After a short analysis we offer either a fixed price for a defined scope, or time-and-materials billing with a monthly cap for projects whose requirements will evolve.",
                ru: "Это зависит от объёма. Корпоративный сайт создаётся за шесть–десять недель, портал или бизнес-приложение с интеграциями — обычно за три–шесть месяцев. После короткого анализа мы предлагаем фиксированную цену за определённый объём работ или оплату по фактическим трудозатратам с месячным лимитом — для проектов, требования к которым будут меняться.",
                uz: "Bu ish hajmiga bogʻliq. Korporativ sayt olti-oʻn haftada, integratsiyalarga ega portal yoki biznes veb-ilovasi odatda uch-olti oyda yaratiladi. Qisqa tahlildan soʻng belgilangan hajm uchun qatʼiy narxni yoki talablari oʻzgarib boradigan loyihalar uchun oylik chegara bilan haqiqatda sarflangan vaqt boʻyicha toʻlovni taklif qilamiz.",
              },
            },
            {
              question: {
                en: "Will we be able to update the content ourselves?",
                ru: "Сможем ли мы сами обновлять содержимое сайта?",
                uz: "Sayt mazmunini oʻzimiz yangilay olamizmi?",
              },
              answer: {
                en: "Yes. We use a headless CMS such as Strapi or build a dedicated admin panel, set up roles and approval workflows, and train your editors. Adding pages, news or translations does not require a developer.",
                ru: "Да. Мы используем систему управления контентом, такую как Strapi, или создаём отдельную панель администратора, настраиваем роли и порядок согласования публикаций и обучаем ваших редакторов. Чтобы добавить страницы, новости или переводы, разработчик не нужен.",
                uz: "Ha. Strapi kabi kontent boshqaruv tizimidan foydalanamiz yoki alohida administrator panelini yaratamiz, rollar va eʼlonlarni tasdiqlash tartibini sozlaymiz hamda muharrirlaringizni oʻqitamiz. Sahifa, yangilik yoki tarjima qoʻshish uchun dasturchi kerak boʻlmaydi.",
              },
            },
            {
              question: {
                en: "Where will the system be hosted?",
                ru: "Где будет размещена система?",
                uz: "Tizim qayerda joylashtiriladi?",
              },
              answer: {
                en: "Wherever your requirements say. The law of Uzbekistan requires personal data of its citizens to be stored on servers inside the country, so for government and banking clients we deploy in local data centres or on their own servers. For international products we use AWS, Azure or Google Cloud, and we can also host and manage the system for you.",
                ru: "Там, где этого требуют ваши условия. Законодательство Узбекистана обязывает хранить персональные данные граждан на серверах внутри страны, поэтому для государственных и банковских клиентов мы разворачиваем системы в местных центрах обработки данных или на собственных серверах заказчика. Для международных продуктов используем AWS, Azure или Google Cloud, а также можем взять размещение и эксплуатацию системы на себя.",
                uz: "Talablaringiz qayerni belgilasa, oʻsha yerda. Oʻzbekiston qonunchiligi fuqarolarning shaxsga doir maʼlumotlarini mamlakat hududidagi serverlarda saqlashni talab qiladi, shuning uchun davlat va bank mijozlari uchun tizimlarni mahalliy maʼlumotlarni qayta ishlash markazlarida yoki buyurtmachining oʻz serverlarida joylashtiramiz. Xalqaro mahsulotlar uchun AWS, Azure yoki Google Cloud xizmatlaridan foydalanamiz, tizimni joylashtirish va unga texnik xizmat koʻrsatishni oʻz zimmamizga ham olishimiz mumkin.",
              },
            },
            {
              question: {
                en: "How do you secure web applications?",
                ru: "Как вы обеспечиваете безопасность веб-приложений?",
                uz: "Veb-ilovalar xavfsizligini qanday taʼminlaysiz?",
              },
              answer: {
                en: "Security is part of the process, not a final check. We design to OWASP ASVS, run static code analysis and dependency scanning on every build, test with OWASP ZAP before each release, and encrypt data in transit and at rest. Access is role-based, and user actions are logged for audit.",
                ru: "Безопасность — часть процесса, а не финальная проверка. Мы проектируем по OWASP ASVS, запускаем статический анализ кода и проверку зависимостей при каждой сборке, перед каждым релизом тестируем с помощью OWASP ZAP и шифруем данные при передаче и хранении. Доступ разграничен по ролям, а действия пользователей записываются в журнал для аудита.",
                uz: "Xavfsizlik yakuniy tekshiruv emas, jarayonning bir qismidir. OWASP ASVS boʻyicha loyihalaymiz, har bir yigʻishda kodning statik tahlili va bogʻliqliklar tekshiruvini ishga tushiramiz, har bir relizdan oldin OWASP ZAP yordamida test qilamiz hamda maʼlumotlarni uzatishda ham, saqlashda ham shifrlaymiz. Kirish huquqlari rollar boʻyicha ajratiladi, foydalanuvchilar harakatlari esa audit uchun jurnalga yoziladi.",
              },
            },
            {
              question: {
                en: "We are in another time zone. How will we work together?",
                ru: "Мы в другом часовом поясе. Как будет строиться работа?",
                uz: "Biz boshqa vaqt mintaqasidamiz. Ish qanday tashkil etiladi?",
              },
              answer: {
                en: "Our Tashkent office works at UTC+5, which gives a full working day of overlap with Dubai and four to five hours with London. For clients in the Americas we hold calls in the New York morning, at the end of our day, and our offices in London, New York, Dubai and Phnom Penh look after clients locally. You get a named delivery manager, a shared chat channel and a demo every two weeks.",
                ru: "Наш офис в Ташкенте работает по UTC+5: с Дубаем рабочий день совпадает полностью, с Лондоном — на четыре–пять часов. С клиентами из Америки мы созваниваемся утром по нью-йоркскому времени, в конце нашего рабочего дня, а офисы в Лондоне, Нью-Йорке, Дубае и Пномпене работают с клиентами на месте. У вас будет персональный руководитель проекта, общий чат и демонстрация каждые две недели.",
                uz: "Toshkentdagi ofisimiz UTC+5 vaqti boʻyicha ishlaydi: Dubay bilan ish kuni toʻliq, London bilan toʻrt-besh soat mos keladi. Amerikadagi mijozlar bilan Nyu-York vaqti bilan ertalab, bizning ish kunimiz oxirida qoʻngʻiroqlashamiz, London, Nyu-York, Dubay va Pnompendagi ofislarimiz esa mijozlar bilan joyida ishlaydi. Sizga shaxsiy loyiha rahbari, umumiy muloqot kanali va har ikki haftada namoyish taqdim etiladi.",
              },
            },
          ],
        },
        cta: {
          title: {
            en: "Need a web platform that works under pressure?",
            ru: "Нужна веб-платформа, которая выдержит нагрузку?",
            uz: "Yuklamaga bardosh beradigan veb-platforma kerakmi?",
          },
          text: {
            en: "Share your goals and any documents you already have. We will reply with questions, a first estimate and a proposed plan.",
            ru: "Поделитесь целями и документами, которые уже есть. Мы ответим вопросами, предварительной оценкой и предложением плана.",
            uz: "Maqsadlaringiz va mavjud hujjatlaringizni biz bilan baham koʻring. Savollar, dastlabki baho va reja taklifi bilan javob beramiz.",
          },
          button: {
            en: "Get a quote",
            ru: "Получить расчёт",
            uz: "Narxni bilish",
          },
        },
      },
    },
  },
  {
    id: "mobileapps",
    doc: {
      name: {
        en: "Mobile applications",
        ru: "Мобильные приложения",
        uz: "Mobil ilovalar",
      },
      card: {
        title: {
          en: "Mobile applications",
          ru: "Мобильные приложения",
          uz: "Mobil ilovalar",
        },
        text: {
          en: "Native and cross-platform apps for iOS and Android, from customer banking apps to tools for field staff who work without a stable connection.",
          ru: "Нативные и кроссплатформенные приложения для iOS и Android — от банковских приложений для клиентов до инструментов для выездных сотрудников, которые работают без стабильной связи.",
          uz: "iOS va Android uchun nativ va krossplatforma ilovalar: mijozlar uchun bank ilovalaridan tortib barqaror aloqasiz joylarda ishlaydigan xodimlar uchun vositalargacha.",
        },
      },
      summary: {
        title: {
          en: "Mobile applications",
          ru: "Мобильные приложения",
          uz: "Mobil ilovalar",
        },
        text: {
          en: "Native and cross-platform apps for iOS and Android that customers open every day: mobile banking, delivery, learning and field-service apps. We handle design, development, security hardening and publication in the stores.",
          ru: "Нативные и кроссплатформенные приложения для iOS и Android, которые клиенты открывают каждый день: мобильный банкинг, доставка, обучение, работа выездных сотрудников. Мы берём на себя дизайн, разработку, защиту и публикацию в магазинах приложений.",
          uz: "Mijozlar har kuni ochadigan iOS va Android uchun nativ hamda krossplatforma ilovalar: mobil banking, yetkazib berish, taʼlim va joylardagi xodimlar uchun ilovalar. Dizayn, ishlab chiqish, himoya va ilovalar doʻkonlariga joylashni oʻz zimmamizga olamiz.",
        },
        points: [
          {
            en: "Native iOS apps in Swift and Android apps in Kotlin",
            ru: "Нативные приложения для iOS на Swift и для Android на Kotlin",
            uz: "Swift tilida iOS va Kotlin tilida Android uchun nativ ilovalar",
          },
          {
            en: "Cross-platform apps with Flutter and React Native",
            ru: "Кроссплатформенные приложения на Flutter и React Native",
            uz: "Flutter va React Native asosidagi krossplatforma ilovalar",
          },
          {
            en: "Biometric login, push notifications and offline mode",
            ru: "Биометрический вход, пуш-уведомления и офлайн-режим",
            uz: "Biometrik kirish, push-bildirishnomalar va oflayn rejim",
          },
          {
            en: "Publication on the App Store and Google Play",
            ru: "Публикация в App Store и Google Play",
            uz: "App Store va Google Play doʻkonlariga joylash",
          },
        ],
      },
      hasPage: true,
      page: {
        meta: {
          image: "",
          title: {
            en: "Mobile App Development",
            ru: "Мобильные приложения",
            uz: "Mobil ilovalar",
          },
          description: {
            en: "Mobile app development at Lojuvard: native iOS and Android and cross-platform Flutter apps for banking, retail, logistics and public services, end to end.",
            ru: "Мобильные приложения от Lojuvard: нативные для iOS и Android и кроссплатформенные на Flutter — для банков, торговли, логистики и госуслуг, под ключ.",
            uz: "Lojuvard mobil ilovalari: banklar, savdo, logistika va davlat xizmatlari uchun iOS va Android nativ hamda Flutter krossplatforma ilovalari, toʻliq sikl.",
          },
        },
        title: {
          en: "Mobile application development",
          ru: "Разработка мобильных приложений",
          uz: "Mobil ilovalarni ishlab chiqish",
        },
        lead: {
          en: "We design, build and publish mobile apps that people rely on every day: banking, delivery, learning and public services. Native or cross-platform, every app is secured, tested on real devices and supported after it reaches the stores.",
          ru: "Мы проектируем, разрабатываем и публикуем мобильные приложения, на которые люди полагаются каждый день: банкинг, доставка, обучение, государственные услуги. Нативное оно или кроссплатформенное, каждое приложение защищено, протестировано на реальных устройствах и сопровождается после публикации в магазинах.",
          uz: "Odamlar har kuni tayanadigan mobil ilovalarni loyihalaymiz, ishlab chiqamiz va doʻkonlarga joylaymiz: banking, yetkazib berish, taʼlim va davlat xizmatlari. Nativ boʻladimi yoki krossplatforma, har bir ilova himoyalanadi, haqiqiy qurilmalarda sinovdan oʻtkaziladi va doʻkonlarga chiqqandan keyin ham qoʻllab-quvvatlanadi.",
        },
        offerings: {
          title: {
            en: "What we offer",
            ru: "Что мы предлагаем",
            uz: "Nimalarni taklif qilamiz",
          },
          lead: {
            en: "The full mobile life cycle, from the first prototype to thousands of sessions a day.",
            ru: "Полный жизненный цикл мобильного приложения — от первого прототипа до тысяч сессий в день.",
            uz: "Mobil ilovaning toʻliq hayot sikli: birinchi prototipdan kuniga minglab sessiyalargacha.",
          },
          keyFigure: {
            value: { en: "27", ru: "27", uz: "27" },
            label: {
              en: "apps we have published on the App Store and Google Play",
              ru: "приложений мы опубликовали в App Store и Google Play",
              uz: "ta ilovani App Store va Google Play doʻkonlariga joylaganmiz",
            },
          },
          items: [
            {
              title: {
                en: "Native iOS and Android apps",
                ru: "Нативные приложения для iOS и Android",
                uz: "iOS va Android uchun nativ ilovalar",
              },
              text: {
                en: "Swift and SwiftUI for iOS, Kotlin and Jetpack Compose for Android, when you need the best performance and full access to the platform.",
                ru: "Swift и SwiftUI для iOS, Kotlin и Jetpack Compose для Android — когда нужны максимальная производительность и полный доступ к возможностям платформы.",
                uz: "Eng yuqori unumdorlik va platforma imkoniyatlaridan toʻliq foydalanish zarur boʻlganda iOS uchun Swift va SwiftUI, Android uchun Kotlin va Jetpack Compose.",
              },
            },
            {
              title: {
                en: "Cross-platform apps",
                ru: "Кроссплатформенные приложения",
                uz: "Krossplatforma ilovalar",
              },
              text: {
                en: "One Flutter or React Native codebase for both platforms, which reduces development and maintenance effort when iOS and Android share the same features.",
                ru: "Единая кодовая база на Flutter или React Native для обеих платформ: это снижает затраты на разработку и поддержку, когда функции на iOS и Android совпадают.",
                uz: "Ikkala platforma uchun Flutter yoki React Native asosidagi yagona kod bazasi: iOS va Android funksiyalari bir xil boʻlganda bu ishlab chiqish va qoʻllab-quvvatlash xarajatlarini kamaytiradi.",
              },
            },
            {
              title: {
                en: "Mobile banking and payments",
                ru: "Мобильный банкинг и платежи",
                uz: "Mobil banking va toʻlovlar",
              },
              text: {
                en: "Biometric login, card management, transfers and QR payments, built to bank security requirements and integrated with processing centres and payment systems.",
                ru: "Биометрический вход, управление картами, переводы и QR-платежи — с соблюдением банковских требований безопасности и интеграцией с процессинговыми центрами и платёжными системами.",
                uz: "Biometrik kirish, kartalarni boshqarish, pul oʻtkazmalari va QR toʻlovlar. Ular bank xavfsizlik talablariga muvofiq quriladi hamda protsessing markazlari va toʻlov tizimlari bilan integratsiya qilinadi.",
              },
            },
            {
              title: {
                en: "Field service and logistics apps",
                ru: "Приложения для выездных сотрудников и логистики",
                uz: "Joylardagi xodimlar va logistika uchun ilovalar",
              },
              text: {
                en: "Apps for couriers, drivers and inspectors with offline mode, GPS tracking, barcode scanning and photo reports that sync as soon as the connection returns.",
                ru: "Приложения для курьеров, водителей и инспекторов с офлайн-режимом, GPS-трекингом, сканированием штрихкодов и фотоотчётами, которые синхронизируются, как только появляется связь.",
                uz: "Kuryerlar, haydovchilar va inspektorlar uchun oflayn rejim, GPS kuzatuvi, shtrix-kodlarni skanerlash va aloqa tiklanishi bilanoq sinxronlanadigan fotohisobotlarga ega ilovalar.",
              },
            },
            {
              title: {
                en: "Mobile back end and integrations",
                ru: "Серверная часть и интеграции",
                uz: "Server qismi va integratsiyalar",
              },
              text: {
                en: "APIs, push notifications, analytics and integration with your core systems, designed for unstable mobile networks.",
                ru: "API, пуш-уведомления, аналитика и интеграция с вашими ключевыми системами, рассчитанные на нестабильные мобильные сети.",
                uz: "Beqaror mobil tarmoqlarga moʻljallab qurilgan API, push-bildirishnomalar, analitika va asosiy tizimlaringiz bilan integratsiya.",
              },
            },
            {
              title: {
                en: "Support and new OS versions",
                ru: "Поддержка и новые версии ОС",
                uz: "Qoʻllab-quvvatlash va yangi OT versiyalari",
              },
              text: {
                en: "Updates for every new iOS and Android release, crash monitoring, performance fixes and new features on a regular release schedule.",
                ru: "Обновления под каждую новую версию iOS и Android, мониторинг сбоев, исправления производительности и новые функции по регулярному графику релизов.",
                uz: "iOS va Android tizimlarining har bir yangi versiyasiga moslab yangilash, nosozliklar monitoringi, unumdorlikni tuzatish va muntazam reliz jadvali boʻyicha yangi funksiyalar.",
              },
            },
          ],
        },
        process: {
          title: {
            en: "How we deliver",
            ru: "Как мы работаем",
            uz: "Qanday ishlaymiz",
          },
          lead: {
            en: "A mobile release cannot be fixed silently on the server, so quality is built in at every step.",
            ru: "Мобильный релиз нельзя незаметно исправить на сервере, поэтому качество закладывается на каждом шаге.",
            uz: "Mobil relizni serverda sezdirmasdan tuzatib boʻlmaydi, shuning uchun sifat har bir qadamda taʼminlanadi.",
          },
          keyFigure: {
            value: { en: "99.8%", ru: "99,8 %", uz: "99,8 %" },
            label: {
              en: "of sessions end without a crash in apps we have shipped",
              ru: "сессий проходят без сбоев в выпущенных нами приложениях",
              uz: "sessiyalar biz chiqargan ilovalarda nosozliksiz oʻtadi",
            },
          },
          steps: [
            {
              title: {
                en: "Discovery",
                ru: "Исследование",
                uz: "Tadqiqot",
              },
              text: {
                en: "We define target users, devices and OS versions, key scenarios and integrations, and recommend native or cross-platform development with the reasons behind it.",
                ru: "Определяем целевых пользователей, устройства и версии ОС, ключевые сценарии и интеграции, рекомендуем нативную или кроссплатформенную разработку и объясняем почему.",
                uz: "Maqsadli foydalanuvchilar, qurilmalar va OT versiyalari, asosiy ssenariylar va integratsiyalarni aniqlaymiz, nativ yoki krossplatforma yondashuvni sabablarini tushuntirgan holda tavsiya qilamiz.",
              },
            },
            {
              title: {
                en: "UX and UI design",
                ru: "UX/UI-дизайн",
                uz: "UX/UI dizayn",
              },
              text: {
                en: "Design that follows Apple's Human Interface Guidelines and Google's Material Design, with prototypes tested by users on real phones.",
                ru: "Дизайн по руководствам Apple Human Interface Guidelines и Google Material Design, прототипы проверяются пользователями на реальных телефонах.",
                uz: "Apple Human Interface Guidelines va Google Material Design qoʻllanmalariga muvofiq dizayn, prototiplarni foydalanuvchilar haqiqiy telefonlarda sinab koʻradi.",
              },
            },
            {
              title: {
                en: "Development",
                ru: "Разработка",
                uz: "Ishlab chiqish",
              },
              text: {
                en: "Two-week sprints, with a test build after every sprint delivered to your team through TestFlight and Firebase App Distribution.",
                ru: "Двухнедельные спринты; после каждого ваша команда получает тестовую сборку через TestFlight и Firebase App Distribution.",
                uz: "Ikki haftalik sprintlar; har biridan keyin jamoangiz TestFlight va Firebase App Distribution orqali test yigʻmasini oladi.",
              },
            },
            {
              title: {
                en: "Testing",
                ru: "Тестирование",
                uz: "Testlash",
              },
              text: {
                en: "Automated UI tests, manual testing on the phone models most popular in your market, and security testing against OWASP MASVS.",
                ru: "Автоматизированные тесты интерфейса, ручное тестирование на самых популярных на вашем рынке моделях телефонов и проверка безопасности по OWASP MASVS.",
                uz: "Interfeysning avtomatik testlari, bozoringizdagi eng ommabop telefon modellarida qoʻlda testlash va OWASP MASVS boʻyicha xavfsizlik tekshiruvi.",
              },
            },
            {
              title: {
                en: "Store publication",
                ru: "Публикация в магазинах",
                uz: "Doʻkonlarga joylash",
              },
              text: {
                en: "We prepare store listings, screenshots and privacy declarations, and take the app through App Store and Google Play review.",
                ru: "Готовим описания, снимки экранов и декларации о конфиденциальности и проводим приложение через проверку App Store и Google Play.",
                uz: "Tavsiflar, ekran tasvirlari va maxfiylik deklaratsiyalarini tayyorlaymiz hamda ilovani App Store va Google Play tekshiruvidan oʻtkazamiz.",
              },
            },
            {
              title: {
                en: "Monitoring and growth",
                ru: "Мониторинг и развитие",
                uz: "Monitoring va rivojlantirish",
              },
              text: {
                en: "Crash reporting, analytics and staged roll-outs, with regular releases based on user feedback and ratings.",
                ru: "Отчёты о сбоях, аналитика и поэтапное развёртывание обновлений, регулярные релизы с учётом отзывов и оценок пользователей.",
                uz: "Nosozliklar haqida hisobotlar, analitika va yangilanishlarni bosqichma-bosqich tarqatish, foydalanuvchilar fikri va baholarini hisobga olgan muntazam relizlar.",
              },
            },
          ],
        },
        technologies: {
          title: {
            en: "Technologies we use",
            ru: "Технологии",
            uz: "Foydalanadigan texnologiyalarimiz",
          },
          keyFigure: {
            value: { en: "8 years", ru: "8 лет", uz: "8 yil" },
            label: {
              en: "building Flutter apps, since its first stable release",
              ru: "пишем на Flutter — с его первой стабильной версии",
              uz: "davomida Flutter ilovalari yaratmoqdamiz, 1.0 versiyadan beri",
            },
          },
          groups: [
            {
              name: {
                en: "iOS",
                ru: "iOS",
                uz: "iOS",
              },
              items: ["Swift", "SwiftUI", "Combine", "Xcode"],
            },
            {
              name: {
                en: "Android",
                ru: "Android",
                uz: "Android",
              },
              items: ["Kotlin", "Jetpack Compose", "Kotlin Coroutines", "Room"],
            },
            {
              name: {
                en: "Cross-platform",
                ru: "Кроссплатформенная разработка",
                uz: "Krossplatforma dasturlash",
              },
              items: ["Flutter", "Dart", "React Native"],
            },
            {
              name: {
                en: "Services and delivery",
                ru: "Сервисы и выпуск",
                uz: "Xizmatlar va relizlar",
              },
              items: ["Firebase", "Fastlane", "Sentry", "Appium"],
            },
          ],
        },
        deliverables: {
          title: {
            en: "What you receive",
            ru: "Что вы получаете",
            uz: "Nimalarni olasiz",
          },
          items: [
            {
              en: "App source code for iOS and Android",
              ru: "Исходный код приложения для iOS и Android",
              uz: "iOS va Android uchun ilova manba kodi",
            },
            {
              en: "UI design and prototypes in Figma",
              ru: "Дизайн интерфейса и прототипы в Figma",
              uz: "Figma dasturidagi interfeys dizayni va prototiplar",
            },
            {
              en: "Back-end APIs and an admin panel, where needed",
              ru: "Серверные API и панель администратора, если они нужны",
              uz: "Zarur boʻlsa, server API va administrator paneli",
            },
            {
              en: "Automated unit and UI tests",
              ru: "Автоматизированные модульные тесты и тесты интерфейса",
              uz: "Avtomatik modul testlari va interfeys testlari",
            },
            {
              en: "A security test report against OWASP MASVS",
              ru: "Отчёт о тестировании безопасности по OWASP MASVS",
              uz: "OWASP MASVS boʻyicha xavfsizlik testlari hisoboti",
            },
            {
              en: "Store listings, screenshots and privacy declarations",
              ru: "Описания для магазинов, снимки экранов и декларации о конфиденциальности",
              uz: "Doʻkonlar uchun tavsiflar, ekran tasvirlari va maxfiylik deklaratsiyalari",
            },
            {
              en: "Build and release pipelines, with signing set up in your accounts",
              ru: "Конвейеры сборки и выпуска с настроенной подписью в ваших учётных записях",
              uz: "Hisoblaringizda imzolash sozlangan yigʻish va reliz konveyerlari",
            },
            {
              en: "User and administrator documentation",
              ru: "Документацию для пользователей и администраторов",
              uz: "Foydalanuvchilar va administratorlar uchun hujjatlar",
            },
          ],
        },
        faq: {
          title: {
            en: "Frequently asked questions",
            ru: "Частые вопросы",
            uz: "Koʻp beriladigan savollar",
          },
          keyFigure: {
            value: { en: "4.6", ru: "4,6", uz: "4,6" },
            label: {
              en: "average store rating of the apps we support",
              ru: "средняя оценка в магазинах у приложений на нашей поддержке",
              uz: "ilovalarimizning doʻkonlardagi oʻrtacha bahosi",
            },
          },
          items: [
            {
              question: {
                en: "Native or cross-platform: which should we choose?",
                ru: "Нативное или кроссплатформенное приложение — что выбрать?",
                uz: "Nativ yoki krossplatforma: qaysi birini tanlash kerak?",
              },
              answer: {
                en: "Cross-platform development with Flutter suits most business apps: one codebase, one team and the same features on both platforms. We recommend native development when the app relies heavily on device hardware or complex animations, needs new platform features as soon as Apple or Google release them, or when a bank's security policy requires it.",
                ru: "Кроссплатформенная разработка на Flutter подходит для большинства бизнес-приложений: одна кодовая база, одна команда и одинаковые функции на обеих платформах. Нативную разработку мы рекомендуем, если приложение активно использует оборудование устройства или сложную анимацию, если новые возможности платформы нужны сразу после их выхода у Apple или Google, а также когда этого требует политика безопасности банка.",
                uz: "Flutter asosidagi krossplatforma dasturlash aksariyat biznes ilovalari uchun mos: bitta kod bazasi, bitta jamoa va ikkala platformada bir xil funksiyalar. Ilova qurilma uskunalari yoki murakkab animatsiyalardan faol foydalansa, Apple yoki Google chiqargan yangi imkoniyatlar darhol kerak boʻlsa, shuningdek bankning xavfsizlik siyosati talab qilsa, nativ dasturlashni tavsiya qilamiz.",
              },
            },
            {
              question: {
                en: "How long does it take to build and publish an app?",
                ru: "Сколько времени занимают разработка и публикация?",
                uz: "Ilovani yaratish va doʻkonga joylash qancha vaqt oladi?",
              },
              answer: {
                en: "A first version of a business app usually takes three to four months, including design and testing. Store review then takes from a few hours on Google Play to one to three days on the App Store. We plan releases with this in mind and prepare all declarations in advance so the app is not rejected.",
                ru: "Первая версия бизнес-приложения обычно требует трёх–четырёх месяцев, включая дизайн и тестирование. Проверка в магазине занимает от нескольких часов в Google Play до одного–трёх дней в App Store. Мы учитываем это при планировании релизов и заранее готовим все декларации, чтобы приложение не отклонили.",
                uz: "Biznes ilovasining birinchi versiyasi dizayn va testlash bilan birga odatda uch-toʻrt oy talab qiladi. Doʻkon tekshiruvi Google Play platformasida bir necha soatdan, App Store platformasida bir-uch kungacha davom etadi. Relizlarni rejalashtirishda buni hisobga olamiz va ilova rad etilmasligi uchun barcha deklaratsiyalarni oldindan tayyorlaymiz.",
              },
            },
            {
              question: {
                en: "Whose accounts is the app published under, and who owns it?",
                ru: "Под чьими учётными записями публикуется приложение и кому оно принадлежит?",
                uz: "Ilova kimning hisobida joylashtiriladi va u kimga tegishli?",
              },
              answer: {
                en: "Yours. We publish under your organisation's Apple and Google developer accounts, and the signing keys and certificates stay under your control. The source code, designs and all rights to them pass to you under the contract.",
                ru: "Под вашими. Мы публикуем приложение в учётных записях разработчика Apple и Google, зарегистрированных на вашу организацию, а ключи подписи и сертификаты остаются под вашим контролем. Исходный код, дизайн и все права на них переходят к вам по договору.",
                uz: "Sizning hisobingizda. Ilovani tashkilotingiz nomidan roʻyxatdan oʻtgan Apple va Google dasturchi hisoblarida joylashtiramiz, imzolash kalitlari va sertifikatlar esa sizning nazoratingizda qoladi. Manba kodi, dizayn va ularga boʻlgan barcha huquqlar shartnomaga koʻra sizga oʻtadi.",
              },
            },
            {
              question: {
                en: "How do you secure mobile apps?",
                ru: "Как вы защищаете мобильные приложения?",
                uz: "Mobil ilovalarni qanday himoya qilasiz?",
              },
              answer: {
                en: "We follow OWASP MASVS: sensitive data is kept in the iOS Keychain and Android Keystore, traffic is encrypted with certificate pinning, login can use biometrics, the app detects tampering and rooted or jailbroken devices, and no secrets are stored in the app code. Banking apps can also go through an independent penetration test before release.",
                ru: "Мы следуем OWASP MASVS: конфиденциальные данные хранятся в iOS Keychain и Android Keystore, трафик шифруется с привязкой сертификатов, вход возможен по биометрии, приложение распознаёт попытки модификации и устройства с root-доступом или джейлбрейком, а секреты не хранятся в коде. Банковские приложения перед релизом могут дополнительно пройти независимый тест на проникновение.",
                uz: "OWASP MASVS talablariga amal qilamiz: maxfiy maʼlumotlar iOS Keychain va Android Keystore xotiralarida saqlanadi, trafik sertifikatlarni qatʼiy bogʻlash bilan shifrlanadi, kirish biometrika orqali amalga oshirilishi mumkin, ilova oʻzgartirishga urinishlarni hamda root huquqlari ochilgan yoki himoyasi buzilgan qurilmalarni aniqlaydi, maxfiy kalitlar esa kodda saqlanmaydi. Bank ilovalari relizdan oldin qoʻshimcha ravishda mustaqil kirib borish testidan oʻtishi mumkin.",
              },
            },
            {
              question: {
                en: "What support do you provide after release?",
                ru: "Какую поддержку вы оказываете после выпуска?",
                uz: "Ilova chiqqandan keyin qanday qoʻllab-quvvatlash koʻrsatasiz?",
              },
              answer: {
                en: "A 90-day warranty covers defect fixes. After that we offer a support plan: crash monitoring, updates for each new iOS and Android version, changes required by store policies and a monthly budget of hours for improvements. Response times are fixed in an SLA.",
                ru: "Гарантия 90 дней покрывает исправление дефектов. Затем мы предлагаем план поддержки: мониторинг сбоев, обновления под каждую новую версию iOS и Android, изменения по требованиям магазинов и ежемесячный запас часов на доработки. Сроки реакции закрепляются в SLA.",
                uz: "90 kunlik kafolat nuqsonlarni tuzatishni qamrab oladi. Shundan soʻng qoʻllab-quvvatlash rejasini taklif qilamiz: nosozliklar monitoringi, iOS va Android tizimlarining har bir yangi versiyasiga moslash, doʻkonlar talablariga koʻra oʻzgartirishlar va takomillashtirish uchun har oylik soatlar zaxirasi. Javob berish muddatlari SLA hujjatida belgilab qoʻyiladi.",
              },
            },
          ],
        },
        cta: {
          title: {
            en: "Planning a mobile app?",
            ru: "Планируете мобильное приложение?",
            uz: "Mobil ilova yaratishni rejalashtiryapsizmi?",
          },
          text: {
            en: "Tell us who will use it and what it must do. We will suggest the right approach, a timeline and a budget range.",
            ru: "Расскажите, кто будет им пользоваться и что оно должно уметь. Мы предложим подходящий подход, сроки и диапазон бюджета.",
            uz: "Undan kim foydalanishini va u nimalarni bajarishi kerakligini aytib bering. Mos yondashuv, muddatlar va taxminiy byudjet oraligʻini taklif qilamiz.",
          },
          button: {
            en: "Get a quote",
            ru: "Получить расчёт",
            uz: "Narxni bilish",
          },
        },
      },
    },
  },
  {
    id: "frontapps",
    doc: {
      name: {
        en: "Front-end applications",
        ru: "Фронтенд-приложения",
        uz: "Frontend ilovalar",
      },
      card: {
        title: {
          en: "Front-end applications",
          ru: "Фронтенд-приложения",
          uz: "Frontend ilovalar",
        },
        text: {
          en: "Interfaces in React and TypeScript for complex products: dashboards, self-service portals and design systems that keep hundreds of screens consistent.",
          ru: "Интерфейсы на React и TypeScript для сложных продуктов: аналитические панели, личные кабинеты и дизайн-системы, которые сохраняют единообразие сотен экранов.",
          uz: "Murakkab mahsulotlar uchun React va TypeScript asosidagi interfeyslar: boshqaruv panellari, shaxsiy kabinetlar va yuzlab ekranlarni yagona uslubda saqlaydigan dizayn-tizimlar.",
        },
      },
      summary: {
        title: {
          en: "Front-end applications",
          ru: "Фронтенд-приложения",
          uz: "Frontend ilovalar",
        },
        text: {
          en: "Interfaces for complex systems: internet banking, operator workplaces, dashboards and admin panels. We turn dense workflows into screens that people can use all day without a training manual.",
          ru: "Интерфейсы для сложных систем: интернет-банкинг, рабочие места операторов, аналитические панели и административные разделы. Мы превращаем насыщенные бизнес-процессы в экраны, с которыми удобно работать весь день без толстых инструкций.",
          uz: "Murakkab tizimlar uchun interfeyslar: internet-banking, operatorlarning ish joylari, tahliliy panellar va boshqaruv boʻlimlari. Murakkab ish jarayonlarini qalin qoʻllanmalarsiz kun boʻyi qulay ishlash mumkin boʻlgan ekranlarga aylantiramiz.",
        },
        points: [
          {
            en: "Single-page applications in React, Angular and Vue",
            ru: "Одностраничные приложения на React, Angular и Vue",
            uz: "React, Angular va Vue asosidagi bir sahifali ilovalar",
          },
          {
            en: "Design systems and component libraries",
            ru: "Дизайн-системы и библиотеки компонентов",
            uz: "Dizayn tizimlari va komponentlar kutubxonalari",
          },
          {
            en: "Accessibility to WCAG 2.2 level AA",
            ru: "Доступность по WCAG 2.2 уровня AA",
            uz: "WCAG 2.2 AA darajasidagi foydalanish imkoniyati",
          },
          {
            en: "Performance budgets and Core Web Vitals",
            ru: "Бюджеты производительности и Core Web Vitals",
            uz: "Unumdorlik byudjetlari va Core Web Vitals koʻrsatkichlari",
          },
        ],
      },
      hasPage: true,
      page: {
        meta: {
          image: "",
          title: {
            en: "Front-End Applications",
            ru: "Фронтенд-приложения",
            uz: "Frontend ilovalar",
          },
          description: {
            en: "Front-end development at Lojuvard: fast, accessible React, Angular and Vue applications, design systems and dashboards for banks, government and business.",
            ru: "Фронтенд-разработка в Lojuvard: быстрые и доступные приложения на React, Angular и Vue, дизайн-системы и панели управления для банков, госсектора и бизнеса.",
            uz: "Lojuvard frontend dasturlash xizmati: banklar, davlat sektori va biznes uchun React, Angular va Vue asosidagi tez ilovalar, dizayn tizimlari va panellar.",
          },
        },
        title: {
          en: "Front-end application development",
          ru: "Разработка фронтенд-приложений",
          uz: "Frontend ilovalarni ishlab chiqish",
        },
        lead: {
          en: "The interface is the part of your system that people actually see. We build front ends for internet banking, government services and operator workplaces that load fast, work on any screen and stay easy to change as the business grows.",
          ru: "Интерфейс — это та часть системы, которую люди действительно видят. Мы создаём фронтенд для интернет-банкинга, государственных услуг и рабочих мест операторов: он быстро загружается, работает на любом экране и легко меняется вместе с бизнесом.",
          uz: "Interfeys tizimingizning odamlar haqiqatan koʻradigan qismidir. Internet-banking, davlat xizmatlari va operatorlarning ish joylari uchun frontend yaratamiz: u tez yuklanadi, istalgan ekranda ishlaydi va biznes oʻsishi bilan oson oʻzgaradi.",
        },
        offerings: {
          title: {
            en: "What we build",
            ru: "Что мы создаём",
            uz: "Nimalarni yaratamiz",
          },
          lead: {
            en: "From a single customer portal to a family of applications that share one design system.",
            ru: "От одного клиентского портала до семейства приложений на общей дизайн-системе.",
            uz: "Bitta mijoz portalidan umumiy dizayn tizimiga ega ilovalar oilasigacha.",
          },
          keyFigure: {
            value: { en: "17", ru: "17", uz: "17" },
            label: {
              en: "design systems we have built for clients",
              ru: "дизайн-систем мы создали для клиентов",
              uz: "ta dizayn tizimini mijozlar uchun yaratganmiz",
            },
          },
          items: [
            {
              title: {
                en: "Single-page applications",
                ru: "Одностраничные приложения",
                uz: "Bir sahifali ilovalar",
              },
              text: {
                en: "Responsive applications in React, Angular or Vue with predictable state management and a clean separation from the back end.",
                ru: "Адаптивные приложения на React, Angular или Vue с предсказуемым управлением состоянием и чётким разделением с бэкендом.",
                uz: "Holat boshqaruvi oldindan koʻrinadigan va backend qismidan aniq ajratilgan, React, Angular yoki Vue asosidagi moslashuvchan ilovalar.",
              },
            },
            {
              title: {
                en: "Internet banking and self-service portals",
                ru: "Интернет-банкинг и порталы самообслуживания",
                uz: "Internet-banking va oʻz-oʻziga xizmat koʻrsatish portallari",
              },
              text: {
                en: "Customer accounts with secure login, payments, statements and online applications, built to the security requirements of banks and regulators.",
                ru: "Личные кабинеты клиентов с защищённым входом, платежами, выписками и онлайн-заявками, отвечающие требованиям безопасности банков и регуляторов.",
                uz: "Xavfsiz kirish, toʻlovlar, koʻchirmalar va onlayn arizalarga ega mijoz kabinetlari. Ular banklar va tartibga soluvchi organlarning xavfsizlik talablariga javob beradi.",
              },
            },
            {
              title: {
                en: "Dashboards and admin panels",
                ru: "Аналитические панели и административные разделы",
                uz: "Tahliliy panellar va boshqaruv boʻlimlari",
              },
              text: {
                en: "Operator workplaces, back-office tools and analytics dashboards that handle large tables, filters, charts and real-time updates without slowing down.",
                ru: "Рабочие места операторов, инструменты бэк-офиса и аналитические панели, которые справляются с большими таблицами, фильтрами, графиками и обновлениями в реальном времени без замедления.",
                uz: "Katta jadvallar, filtrlar, grafiklar va real vaqtdagi yangilanishlarni sekinlashmasdan koʻtara oladigan operator ish joylari, bek-ofis vositalari va tahliliy panellar.",
              },
            },
            {
              title: {
                en: "Design systems and component libraries",
                ru: "Дизайн-системы и библиотеки компонентов",
                uz: "Dizayn tizimlari va komponentlar kutubxonalari",
              },
              text: {
                en: "A shared set of design tokens and components documented in Storybook, so every team ships consistent screens faster.",
                ru: "Общий набор дизайн-токенов и компонентов с документацией в Storybook: каждая команда быстрее выпускает единообразные экраны.",
                uz: "Storybook vositasida hujjatlashtirilgan dizayn tokenlari va komponentlarning umumiy toʻplami: har bir jamoa bir xil uslubdagi ekranlarni tezroq chiqaradi.",
              },
            },
            {
              title: {
                en: "Front-end modernisation",
                ru: "Модернизация фронтенда",
                uz: "Frontendni modernizatsiya qilish",
              },
              text: {
                en: "Step-by-step migration from jQuery, AngularJS or server-rendered pages to a modern stack, without a risky rewrite of everything at once.",
                ru: "Поэтапный переход с jQuery, AngularJS или страниц с серверной отрисовкой на современный стек — без рискованного переписывания всего сразу.",
                uz: "jQuery, AngularJS yoki serverda shakllanadigan sahifalardan zamonaviy stekka bosqichma-bosqich oʻtish, hammasini birdaniga qayta yozish xatarisiz.",
              },
            },
            {
              title: {
                en: "Progressive web apps",
                ru: "Прогрессивные веб-приложения",
                uz: "Progressiv veb-ilovalar",
              },
              text: {
                en: "Installable web applications with offline mode and push notifications, for field staff and customers who do not need an app from the store.",
                ru: "Устанавливаемые веб-приложения с офлайн-режимом и пуш-уведомлениями для выездных сотрудников и клиентов, которым не нужно приложение из магазина.",
                uz: "Doʻkondan ilova yuklab olishi shart boʻlmagan joylardagi xodimlar va mijozlar uchun oflayn rejim va push-bildirishnomalarga ega, qurilmaga oʻrnatiladigan veb-ilovalar.",
              },
            },
          ],
        },
        process: {
          title: {
            en: "How we work",
            ru: "Как мы работаем",
            uz: "Qanday ishlaymiz",
          },
          lead: {
            en: "Designers and engineers work side by side, so what is approved in Figma is exactly what ships to production.",
            ru: "Дизайнеры и разработчики работают бок о бок, поэтому в промышленную эксплуатацию уходит ровно то, что утверждено в Figma.",
            uz: "Dizaynerlar va dasturchilar yonma-yon ishlaydi, shuning uchun Figma dasturida tasdiqlangan narsa aynan oʻzi foydalanuvchilarga yetib boradi.",
          },
          keyFigure: {
            value: { en: "2 days", ru: "2 дня", uz: "2 kun" },
            label: {
              en: "on average from an approved design to a tested component",
              ru: "в среднем от утверждённого макета до проверенного компонента",
              uz: "oʻrtacha tasdiqlangan maketdan sinovdan oʻtgan komponentgacha",
            },
          },
          steps: [
            {
              title: {
                en: "UX research and audit",
                ru: "UX-исследование и аудит",
                uz: "UX tadqiqoti va audit",
              },
              text: {
                en: "We study users, tasks and analytics, audit the current interface for usability, accessibility and performance, and agree measurable goals.",
                ru: "Изучаем пользователей, их задачи и аналитику, проверяем текущий интерфейс на удобство, доступность и производительность и согласуем измеримые цели.",
                uz: "Foydalanuvchilar, ularning vazifalari va analitikani oʻrganamiz, joriy interfeysni qulaylik, foydalanish imkoniyati va unumdorlik boʻyicha tekshiramiz hamda oʻlchanadigan maqsadlarni kelishib olamiz.",
              },
            },
            {
              title: {
                en: "Prototyping",
                ru: "Прототипирование",
                uz: "Prototiplash",
              },
              text: {
                en: "Clickable prototypes in Figma are tested with real users, and the agreed design becomes a set of reusable components.",
                ru: "Кликабельные прототипы в Figma тестируются на реальных пользователях, а согласованный дизайн превращается в набор переиспользуемых компонентов.",
                uz: "Figma dasturidagi interaktiv prototiplar haqiqiy foydalanuvchilarda sinovdan oʻtkaziladi, kelishilgan dizayn esa qayta ishlatiladigan komponentlar toʻplamiga aylanadi.",
              },
            },
            {
              title: {
                en: "Component development",
                ru: "Разработка компонентов",
                uz: "Komponentlarni ishlab chiqish",
              },
              text: {
                en: "Components are built in isolation in Storybook, reviewed by designers and covered by unit and visual regression tests.",
                ru: "Компоненты создаются изолированно в Storybook, проходят проверку дизайнеров и покрываются модульными и визуальными регрессионными тестами.",
                uz: "Komponentlarni Storybook muhitida alohida yaratamiz, dizaynerlar ularni tekshiradi, biz esa modul va vizual regressiya testlari bilan qamrab olamiz.",
              },
            },
            {
              title: {
                en: "Integration",
                ru: "Интеграция",
                uz: "Integratsiya",
              },
              text: {
                en: "We connect the screens to the APIs and handle errors and loading states. API contracts are agreed early with the back-end team using OpenAPI.",
                ru: "Подключаем экраны к API, обрабатываем ошибки и состояния загрузки. Контракты API согласуем с командой бэкенда заранее, в формате OpenAPI.",
                uz: "Ekranlarni API bilan bogʻlaymiz, xatolar va yuklanish holatlarini qayta ishlaymiz. API shartnomalarini backend jamoasi bilan oldindan, OpenAPI formatida kelishamiz.",
              },
            },
            {
              title: {
                en: "Testing and launch",
                ru: "Тестирование и запуск",
                uz: "Testlash va ishga tushirish",
              },
              text: {
                en: "Cross-browser and device testing, accessibility checks and performance budgets in the pipeline, followed by a gradual release behind feature flags.",
                ru: "Проверка в разных браузерах и на разных устройствах, контроль доступности и бюджетов производительности в конвейере сборки, затем постепенный выпуск с помощью переключателей функций.",
                uz: "Turli brauzerlar va qurilmalarda tekshirish, yigʻish konveyerida foydalanish imkoniyati va unumdorlik byudjetlarini nazorat qilish, soʻngra funksiyalarni bosqichma-bosqich yoqib chiqarish.",
              },
            },
          ],
        },
        technologies: {
          title: {
            en: "Technologies we use",
            ru: "Технологии",
            uz: "Foydalanadigan texnologiyalarimiz",
          },
          keyFigure: {
            value: { en: "10 years", ru: "10 лет", uz: "10 yil" },
            label: {
              en: "building React interfaces that clients run in production",
              ru: "создаём на React интерфейсы, которые работают у клиентов",
              uz: "davomida mijozlarga React interfeyslari yaratib kelmoqdamiz",
            },
          },
          groups: [
            {
              name: {
                en: "Frameworks",
                ru: "Фреймворки",
                uz: "Freymvorklar",
              },
              items: ["React", "Next.js", "Angular", "Vue.js", "Nuxt"],
            },
            {
              name: {
                en: "Languages and styling",
                ru: "Языки и стили",
                uz: "Tillar va uslublar",
              },
              items: ["TypeScript", "Tailwind CSS", "Sass"],
            },
            {
              name: {
                en: "State and data",
                ru: "Состояние и данные",
                uz: "Holat va maʼlumotlar",
              },
              items: ["Redux Toolkit", "TanStack Query", "RxJS", "GraphQL"],
            },
            {
              name: {
                en: "Quality and tooling",
                ru: "Качество и инструменты",
                uz: "Sifat va vositalar",
              },
              items: ["Vite", "Storybook", "Vitest", "Playwright"],
            },
          ],
        },
        deliverables: {
          title: {
            en: "What you receive",
            ru: "Что вы получаете",
            uz: "Nimalarni olasiz",
          },
          items: [
            {
              en: "A UX audit report with prioritised recommendations",
              ru: "Отчёт UX-аудита с приоритизированными рекомендациями",
              uz: "Ustuvorliklar boʻyicha tartiblangan tavsiyalar bilan UX audit hisoboti",
            },
            {
              en: "Figma prototypes and a documented design system",
              ru: "Прототипы в Figma и документированную дизайн-систему",
              uz: "Figma prototiplari va hujjatlashtirilgan dizayn tizimi",
            },
            {
              en: "A component library in Storybook",
              ru: "Библиотеку компонентов в Storybook",
              uz: "Storybook muhitidagi komponentlar kutubxonasi",
            },
            {
              en: "Production-ready application source code in TypeScript",
              ru: "Готовый к эксплуатации исходный код приложения на TypeScript",
              uz: "TypeScript tilidagi, real foydalanishga tayyor ilova manba kodi",
            },
            {
              en: "Unit, end-to-end and visual regression tests",
              ru: "Модульные, сквозные и визуальные регрессионные тесты",
              uz: "Modul, uchdan-uchga va vizual regressiya testlari",
            },
            {
              en: "An accessibility conformance report against WCAG 2.2 AA",
              ru: "Отчёт о соответствии требованиям доступности WCAG 2.2 AA",
              uz: "WCAG 2.2 AA talablariga muvofiqlik hisoboti",
            },
            {
              en: "A performance report with Core Web Vitals measurements",
              ru: "Отчёт о производительности с замерами Core Web Vitals",
              uz: "Core Web Vitals oʻlchovlari bilan unumdorlik hisoboti",
            },
          ],
        },
        faq: {
          title: {
            en: "Frequently asked questions",
            ru: "Частые вопросы",
            uz: "Koʻp beriladigan savollar",
          },
          keyFigure: {
            value: { en: "3 business days", ru: "3 рабочих дня", uz: "3 ish kuni" },
            label: {
              en: "to a written review of the screens you send us",
              ru: "на письменный разбор присланных вами экранов",
              uz: "ichida yuborgan ekranlaringiz boʻyicha yozma tahlil beramiz",
            },
          },
          items: [
            {
              question: {
                en: "Can you build a new front end for our existing back end?",
                ru: "Можно ли сделать новый фронтенд для нашего существующего бэкенда?",
                uz: "Mavjud backend tizimimiz uchun yangi frontend yarata olasizmi?",
              },
              answer: {
                en: "Yes, this is one of our most common projects. We work through your existing APIs; where they are missing or too fragmented we add a thin backend-for-frontend layer without touching your core systems. A typical redesign of a customer portal takes three to five months.",
                ru: "Да, это одна из самых частых наших задач. Мы работаем через ваши существующие API, а если их не хватает или они слишком раздроблены, добавляем тонкий промежуточный слой для фронтенда (BFF), не затрагивая ключевые системы. Типичный редизайн клиентского портала занимает три–пять месяцев.",
                uz: "Ha, bu eng koʻp uchraydigan vazifalarimizdan biri. Mavjud API orqali ishlaymiz, ular yetarli boʻlmasa yoki haddan tashqari parchalangan boʻlsa, asosiy tizimlaringizga tegmasdan frontend uchun yupqa oraliq qatlam (BFF) qoʻshamiz. Mijoz portalini odatiy qayta dizayn qilish uch-besh oy davom etadi.",
              },
            },
            {
              question: {
                en: "Which framework will you choose: React, Angular or Vue?",
                ru: "Какой фреймворк вы выберете: React, Angular или Vue?",
                uz: "Qaysi freymvorkni tanlaysiz: React, Angular yoki Vue?",
              },
              answer: {
                en: "React is our default for new customer-facing products because of its mature ecosystem and the size of the hiring market. For large internal systems in organisations that already use Angular we stay with Angular, and existing Vue codebases we continue in Vue. We recommend a framework based on your team and long-term maintenance, not fashion.",
                ru: "Для новых клиентских продуктов по умолчанию выбираем React — из-за зрелой экосистемы и большого рынка специалистов. В крупных внутренних системах организаций, которые уже используют Angular, остаёмся на Angular, а существующие проекты на Vue продолжаем на Vue. Мы рекомендуем фреймворк исходя из вашей команды и долгосрочной поддержки, а не моды.",
                uz: "Yangi mijozlarga moʻljallangan mahsulotlar uchun yetuk ekotizimi va mutaxassislar bozori kengligi sababli odatda React tanlaymiz. Angular allaqachon ishlatilayotgan tashkilotlarning yirik ichki tizimlarida Angular bilan davom etamiz, Vue asosidagi mavjud loyihalarni esa Vue bilan rivojlantiramiz. Freymvorkni modaga qarab emas, jamoangiz va uzoq muddatli qoʻllab-quvvatlashdan kelib chiqib tavsiya qilamiz.",
              },
            },
            {
              question: {
                en: "Will the interface be accessible and work in several languages?",
                ru: "Будет ли интерфейс доступным и многоязычным?",
                uz: "Interfeys imkoniyati cheklangan foydalanuvchilar uchun qulay va koʻp tilli boʻladimi?",
              },
              answer: {
                en: "We design to WCAG 2.2 level AA: keyboard navigation, screen reader support and sufficient contrast, checked automatically with axe and manually with screen readers. Interfaces support Uzbek in both Latin and Cyrillic script, Russian and English, and right-to-left Arabic where it is needed.",
                ru: "Мы проектируем по WCAG 2.2 уровня AA: навигация с клавиатуры, поддержка экранных дикторов, достаточная контрастность — с автоматической проверкой через axe и ручной проверкой с экранными дикторами. Интерфейсы поддерживают узбекский язык в латинице и кириллице, русский и английский, а при необходимости и арабский с письмом справа налево.",
                uz: "WCAG 2.2 AA darajasi boʻyicha loyihalaymiz: klaviatura orqali boshqaruv, ekran oʻqish dasturlarini qoʻllab-quvvatlash, yetarli kontrast. Bu axe vositasi bilan avtomatik va ekran oʻqish dasturlari bilan qoʻlda tekshiriladi. Interfeyslar oʻzbek tilini lotin va kirill yozuvlarida, rus va ingliz tillarini, zarur boʻlsa oʻngdan chapga yoziladigan arab tilini ham qoʻllab-quvvatlaydi.",
              },
            },
            {
              question: {
                en: "How do you keep the application fast?",
                ru: "Как вы обеспечиваете скорость приложения?",
                uz: "Ilova tezligini qanday taʼminlaysiz?",
              },
              answer: {
                en: "Every project has a performance budget that is checked in the pipeline: for public pages we aim for a Largest Contentful Paint under 2.5 seconds on a mid-range phone over a mobile network. We get there with code splitting, image optimisation, caching and server-side rendering where it helps.",
                ru: "У каждого проекта есть бюджет производительности, который проверяется в конвейере сборки: для публичных страниц мы добиваемся LCP (время отрисовки основного контента) менее 2,5 секунды на смартфоне среднего уровня в мобильной сети. Для этого используем разделение кода, оптимизацию изображений, кэширование и серверную отрисовку там, где она помогает.",
                uz: "Har bir loyihada yigʻish konveyerida tekshiriladigan unumdorlik byudjeti bor: ommaviy sahifalarda mobil tarmoqdagi oʻrta darajali smartfonda asosiy kontentni chizish vaqti (LCP) 2,5 soniyadan kam boʻlishiga erishamiz. Buning uchun kodni boʻlish, rasmlarni optimallashtirish, keshlash va foydali boʻlgan joyda serverda shakllantirishdan foydalanamiz.",
              },
            },
            {
              question: {
                en: "How do you protect data in the browser?",
                ru: "Как вы защищаете данные в браузере?",
                uz: "Brauzerdagi maʼlumotlarni qanday himoya qilasiz?",
              },
              answer: {
                en: "We follow OWASP recommendations: a strict Content Security Policy, no access tokens in local storage, short-lived sessions in secure cookies, output encoding against cross-site scripting and regular dependency audits. For banks we add confirmation of operations with a second factor and the session time-outs their security policy requires.",
                ru: "Мы следуем рекомендациям OWASP: строгая политика безопасности контента (CSP), никаких токенов доступа в локальном хранилище, короткие сессии в защищённых cookie, экранирование вывода против межсайтового скриптинга и регулярный аудит зависимостей. Для банков добавляем подтверждение операций вторым фактором и тайм-ауты сессий, которых требует их политика безопасности.",
                uz: "OWASP tavsiyalariga amal qilamiz: qatʼiy kontent xavfsizligi siyosati (CSP), kirish tokenlarini mahalliy xotirada saqlamaslik, himoyalangan cookie fayllarida qisqa sessiyalar, saytlararo skriptingga qarshi chiqishni ekranlash va bogʻliqliklarni muntazam audit qilish. Banklar uchun amallarni ikkinchi omil bilan tasdiqlash va ularning xavfsizlik siyosati talab qiladigan sessiya muddatlarini qoʻshamiz.",
              },
            },
          ],
        },
        cta: {
          title: {
            en: "Is your interface holding your product back?",
            ru: "Интерфейс тормозит развитие продукта?",
            uz: "Interfeys mahsulotingiz rivojiga toʻsiq boʻlyaptimi?",
          },
          text: {
            en: "Send us a link or a few screenshots. We will come back with a short review and a proposal for a redesign or a new build.",
            ru: "Пришлите ссылку или несколько снимков экрана. Мы вернёмся с кратким разбором и предложением по редизайну или новой разработке.",
            uz: "Havola yoki bir nechta ekran tasvirini yuboring. Qisqa tahlil va qayta dizayn yoki yangi ishlanma boʻyicha taklif bilan qaytamiz.",
          },
          button: {
            en: "Get a quote",
            ru: "Получить расчёт",
            uz: "Narxni bilish",
          },
        },
      },
    },
  },
  {
    id: "spe",
    doc: {
      name: {
        en: "Software product engineering",
        ru: "Разработка программных продуктов",
        uz: "Dasturiy mahsulotlar muhandisligi",
      },
      card: {
        title: {
          en: "Software product engineering",
          ru: "Разработка программных продуктов",
          uz: "Dasturiy mahsulotlar muhandisligi",
        },
        text: {
          en: "A dedicated team that takes a product from idea to release and beyond: discovery, architecture, development, testing and day-to-day operation.",
          ru: "Выделенная команда ведёт продукт от идеи до релиза и дальше: исследование, архитектура, разработка, тестирование и повседневная эксплуатация.",
          uz: "Mahsulotni gʻoyadan relizgacha va undan keyin ham olib boradigan alohida jamoa: tadqiqot, arxitektura, ishlab chiqish, testlash va kundalik texnik xizmat.",
        },
      },
      summary: {
        title: {
          en: "Software product engineering",
          ru: "Разработка программных продуктов",
          uz: "Dasturiy mahsulotlar muhandisligi",
        },
        text: {
          en: "A complete product team for companies that sell software or launch digital services: discovery, UX, engineering, QA and DevOps under one roadmap. We help you reach the first release quickly and keep the product growing afterwards.",
          ru: "Полноценная продуктовая команда для компаний, которые продают программное обеспечение или запускают цифровые сервисы: исследование, UX, разработка, тестирование и DevOps по единой дорожной карте. Мы помогаем быстро выйти с первым релизом и продолжаем развивать продукт после запуска.",
          uz: "Dasturiy taʼminot sotadigan yoki raqamli xizmatlarni ishga tushiradigan kompaniyalar uchun toʻliq mahsulot jamoasi: tadqiqot, UX, ishlab chiqish, testlash va DevOps yagona yoʻl xaritasi asosida. Birinchi relizga tez chiqishga yordam beramiz va mahsulotni keyin ham rivojlantirib boramiz.",
        },
        points: [
          {
            en: "Product discovery and roadmap",
            ru: "Продуктовое исследование и дорожная карта",
            uz: "Mahsulot tadqiqoti va yoʻl xaritasi",
          },
          {
            en: "From MVP to a platform at scale",
            ru: "От MVP до масштабной платформы",
            uz: "Minimal hayotiy mahsulotdan (MVP) yirik platformagacha",
          },
          {
            en: "SaaS architecture and multi-tenancy",
            ru: "Архитектура SaaS и мультитенантность",
            uz: "SaaS arxitekturasi va koʻp mijozli tuzilma",
          },
          {
            en: "Release management and product analytics",
            ru: "Управление релизами и продуктовая аналитика",
            uz: "Relizlarni boshqarish va mahsulot analitikasi",
          },
        ],
      },
      hasPage: true,
      page: {
        meta: {
          image: "",
          title: {
            en: "Software Product Engineering",
            ru: "Разработка программных продуктов",
            uz: "Dasturiy mahsulotlar muhandisligi",
          },
          description: {
            en: "Software product engineering at Lojuvard: discovery, UX, architecture, development, QA and DevOps in one team, from the first release to a product at scale.",
            ru: "Разработка программных продуктов в Lojuvard: исследование, UX, архитектура, разработка, тестирование и DevOps в одной команде — от первого релиза до масштаба.",
            uz: "Lojuvard dasturiy mahsulotlar muhandisligi: tadqiqot, UX, arxitektura, ishlab chiqish, testlash va DevOps bitta jamoada, birinchi relizdan keng miqyosgacha.",
          },
        },
        title: {
          en: "Software product engineering",
          ru: "Разработка программных продуктов",
          uz: "Dasturiy mahsulotlar muhandisligi",
        },
        lead: {
          en: "We build digital products the way product companies do: one cross-functional team owns the outcome, from the first hypothesis to a platform used across the country. The online mahalla platform went from the first interviews with residents to launch in one month.",
          ru: "Мы создаём цифровые продукты так, как это делают продуктовые компании: одна кросс-функциональная команда отвечает за результат — от первой гипотезы до платформы, которой пользуется вся страна. Онлайн-платформа махалли прошла путь от первых интервью с жителями до запуска за один месяц.",
          uz: "Raqamli mahsulotlarni mahsulot kompaniyalari qanday yaratsa, shunday yaratamiz: natija uchun birinchi gipotezadan butun mamlakat foydalanadigan platformagacha bitta jamoa javob beradi. Onlayn mahalla platformasi aholi bilan dastlabki suhbatlardan boshlab bir oyda ishga tushirildi.",
        },
        offerings: {
          title: {
            en: "What we do",
            ru: "Что мы делаем",
            uz: "Nima qilamiz",
          },
          lead: {
            en: "Everything a software product needs to move from an idea to a stable, growing business, delivered by one accountable team.",
            ru: "Всё, что нужно программному продукту, чтобы пройти путь от идеи до стабильного и растущего бизнеса, — силами одной ответственной команды.",
            uz: "Dasturiy mahsulot gʻoyadan barqaror va oʻsib borayotgan biznesgacha borishi uchun kerak boʻlgan hamma narsani bitta masʼuliyatli jamoa bajaradi.",
          },
          keyFigure: {
            value: { en: "16", ru: "16", uz: "16" },
            label: {
              en: "products we have taken from an idea to their first release",
              ru: "продуктов мы провели от идеи до первого релиза",
              uz: "ta mahsulotni gʻoyadan birinchi relizgacha olib borganmiz",
            },
          },
          items: [
            {
              title: {
                en: "Product discovery",
                ru: "Продуктовое исследование",
                uz: "Mahsulot tadqiqoti",
              },
              text: {
                en: "User interviews, market and competitor analysis, a value proposition and a prioritised roadmap. We test the riskiest assumptions with prototypes before you invest in development.",
                ru: "Интервью с пользователями, анализ рынка и конкурентов, ценностное предложение и приоритизированная дорожная карта. Самые рискованные гипотезы мы проверяем на прототипах — до того, как вы вложитесь в разработку.",
                uz: "Foydalanuvchilar bilan suhbatlar, bozor va raqobatchilar tahlili, qiymat taklifi va ustuvorliklar boʻyicha tartiblangan yoʻl xaritasi. Eng xatarli gipotezalarni ishlab chiqishga sarmoya kiritishingizdan oldin prototiplarda tekshiramiz.",
              },
            },
            {
              title: {
                en: "UX and UI design",
                ru: "UX/UI-дизайн",
                uz: "UX/UI dizayn",
              },
              text: {
                en: "User journeys, wireframes and a design system in Figma, validated in usability tests with the people who will actually use the product.",
                ru: "Пользовательские сценарии, макеты и дизайн-система в Figma, проверенные юзабилити-тестированием с теми, кто действительно будет пользоваться продуктом.",
                uz: "Foydalanuvchi ssenariylari, maketlar va Figma dasturidagi dizayn tizimi. Ularning qulayligi mahsulotdan haqiqatan foydalanadigan odamlar ishtirokida sinovdan oʻtkaziladi.",
              },
            },
            {
              title: {
                en: "MVP development",
                ru: "Разработка MVP",
                uz: "MVP ishlab chiqish",
              },
              text: {
                en: "A first release with the smallest set of features that proves the product's value, built on an architecture that will not have to be thrown away when the product grows.",
                ru: "Первый релиз с минимальным набором функций, который доказывает ценность продукта, — на архитектуре, которую не придётся выбрасывать, когда продукт вырастет.",
                uz: "Mahsulot qiymatini isbotlaydigan eng kam funksiyalar toʻplamiga ega birinchi reliz. U mahsulot oʻsganda tashlab yuborishga toʻgʻri kelmaydigan arxitekturaga quriladi.",
              },
            },
            {
              title: {
                en: "Platform and SaaS architecture",
                ru: "Архитектура платформ и SaaS",
                uz: "Platforma va SaaS arxitekturasi",
              },
              text: {
                en: "Multi-tenant architecture, roles and permissions, billing, integrations and public APIs for products that are sold to many customers.",
                ru: "Мультитенантная архитектура, роли и права доступа, биллинг, интеграции и открытые API для продуктов, которые продаются многим клиентам.",
                uz: "Koʻplab mijozlarga sotiladigan mahsulotlar uchun koʻp mijozli arxitektura, rollar va kirish huquqlari, hisob-kitob tizimi, integratsiyalar va ochiq API.",
              },
            },
            {
              title: {
                en: "Scaling and modernisation",
                ru: "Масштабирование и модернизация",
                uz: "Kengaytirish va modernizatsiya",
              },
              text: {
                en: "Splitting monoliths where it pays off, performance tuning, moving to containers and Kubernetes, and reducing infrastructure costs for products that have outgrown their first version.",
                ru: "Разделение монолита там, где это окупается, оптимизация производительности, переход на контейнеры и Kubernetes, снижение затрат на инфраструктуру для продуктов, переросших первую версию.",
                uz: "Oʻzini oqlagan joyda monolitni boʻlish, unumdorlikni oshirish, konteynerlar va Kubernetes platformasiga oʻtish, birinchi versiyasidan oʻsib chiqqan mahsulotlar uchun infratuzilma xarajatlarini kamaytirish.",
              },
            },
            {
              title: {
                en: "Product support and evolution",
                ru: "Поддержка и развитие продукта",
                uz: "Mahsulotni qoʻllab-quvvatlash va rivojlantirish",
              },
              text: {
                en: "Release management, monitoring, product analytics and a steady flow of new features under a long-term agreement.",
                ru: "Управление релизами, мониторинг, продуктовая аналитика и стабильный поток новых функций в рамках долгосрочного договора.",
                uz: "Uzoq muddatli shartnoma doirasida relizlarni boshqarish, monitoring, mahsulot analitikasi va yangi funksiyalarning muntazam oqimi.",
              },
            },
          ],
        },
        process: {
          title: {
            en: "From idea to a product at scale",
            ru: "От идеи до продукта в масштабе",
            uz: "Gʻoyadan keng miqyosdagi mahsulotgacha",
          },
          lead: {
            en: "A predictable path with a decision point at every stage, so you never invest more than the evidence supports.",
            ru: "Предсказуемый путь с точкой принятия решения на каждом этапе: вы никогда не вкладываете больше, чем подтверждают факты.",
            uz: "Har bir bosqich oxirida qaror qabul qilinadigan aniq reja: faktlar tasdiqlagan miqdordan ortiq mablagʻ sarflamaysiz.",
          },
          keyFigure: {
            value: { en: "25%", ru: "25 %", uz: "25 %" },
            label: {
              en: "of planned first-release features are cut by prototype tests",
              ru: "функций первого релиза отпадает после тестов прототипа",
              uz: "rejadagi funksiyalar prototip sinovidan soʻng olib tashlanadi",
            },
          },
          steps: [
            {
              title: {
                en: "Discovery sprint",
                ru: "Исследовательский спринт",
                uz: "Tadqiqot sprinti",
              },
              text: {
                en: "Two to four weeks of workshops, user research and technical analysis. The result is a product vision, the scope of the first release, an architecture outline, an estimate and a plan.",
                ru: "Две–четыре недели рабочих встреч, пользовательских исследований и технического анализа. Результат — видение продукта, объём первого релиза, эскиз архитектуры, оценка и план.",
                uz: "Ikki-toʻrt hafta davomida amaliy uchrashuvlar, foydalanuvchilar tadqiqoti va texnik tahlil. Natijada mahsulot qarashi, birinchi reliz hajmi, arxitektura chizmasi, baho va reja tayyor boʻladi.",
              },
            },
            {
              title: {
                en: "Prototype and validation",
                ru: "Прототип и проверка",
                uz: "Prototip va tekshiruv",
              },
              text: {
                en: "Clickable prototypes tested with five to eight real users in each round. We change the design while changes are still cheap.",
                ru: "Кликабельные прототипы тестируются на пяти–восьми реальных пользователях в каждом раунде. Мы меняем дизайн, пока изменения ещё стоят недорого.",
                uz: "Interaktiv prototiplar har bir bosqichda beshdan sakkiztagacha haqiqiy foydalanuvchida sinovdan oʻtkaziladi. Dizaynni oʻzgartirish hali arzon boʻlgan paytda oʻzgartiramiz.",
              },
            },
            {
              title: {
                en: "MVP build",
                ru: "Разработка MVP",
                uz: "MVP yaratish",
              },
              text: {
                en: "Two-week sprints with demos, a working staging environment from the first sprint and automated tests from the first commit.",
                ru: "Двухнедельные спринты с демонстрациями, рабочий тестовый стенд с первого спринта и автотесты с первого коммита.",
                uz: "Namoyishlar bilan ikki haftalik sprintlar, birinchi sprintdan ishlaydigan test muhiti va birinchi kommitdan avtomatik testlar.",
              },
            },
            {
              title: {
                en: "Launch",
                ru: "Запуск",
                uz: "Ishga tushirish",
              },
              text: {
                en: "A staged roll-out, load testing against the expected peak traffic, monitoring and alerting, and an on-call rota for the first weeks in production.",
                ru: "Поэтапный ввод в эксплуатацию, нагрузочное тестирование на ожидаемый пиковый трафик, мониторинг и оповещения, дежурства команды в первые недели работы.",
                uz: "Bosqichma-bosqich ishga tushirish, kutilayotgan eng yuqori trafikka moʻljallangan yuklama testlari, monitoring va ogohlantirishlar, dastlabki haftalarda jamoa navbatchiligi.",
              },
            },
            {
              title: {
                en: "Measure and iterate",
                ru: "Измерение и итерации",
                uz: "Oʻlchash va takomillashtirish",
              },
              text: {
                en: "Product analytics and user feedback drive the backlog. We release small changes often rather than large changes rarely.",
                ru: "Бэклог формируют продуктовая аналитика и отзывы пользователей. Мы выпускаем небольшие изменения часто, а не крупные — редко.",
                uz: "Vazifalar roʻyxatini mahsulot analitikasi va foydalanuvchilar fikri belgilaydi. Yangilanishlarni kichik qismlarga boʻlib, tez-tez chiqaramiz.",
              },
            },
            {
              title: {
                en: "Scale",
                ru: "Масштабирование",
                uz: "Kengaytirish",
              },
              text: {
                en: "As usage grows we tune databases, add caching and queues and scale the infrastructure, just as the neighbourhood platform grew to more than 10 million activities.",
                ru: "По мере роста нагрузки мы оптимизируем базы данных, добавляем кэширование и очереди, масштабируем инфраструктуру — так платформа для махалли выросла до более чем 10 миллионов действий.",
                uz: "Foydalanish oʻsgani sari maʼlumotlar bazalarini sozlaymiz, keshlash va navbatlarni qoʻshamiz, infratuzilmani kengaytiramiz. Mahalla platformasi aynan shu yoʻl bilan 10 milliondan ortiq amalga yetdi.",
              },
            },
          ],
        },
        technologies: {
          title: {
            en: "Technologies we use",
            ru: "Технологии",
            uz: "Foydalanadigan texnologiyalarimiz",
          },
          keyFigure: {
            value: { en: "9 years", ru: "9 лет", uz: "9 yil" },
            label: {
              en: "running the products we build on Kubernetes",
              ru: "разворачиваем наши продукты в Kubernetes",
              uz: "davomida mahsulotlarni Kubernetes muhitida yuritib kelmoqdamiz",
            },
          },
          groups: [
            {
              name: {
                en: "Front end",
                ru: "Фронтенд",
                uz: "Frontend",
              },
              items: ["React", "Next.js", "TypeScript", "Angular"],
            },
            {
              name: {
                en: "Back end",
                ru: "Бэкенд",
                uz: "Backend",
              },
              items: ["Java", "Spring Boot", "Go", "Node.js", "Python"],
            },
            {
              name: {
                en: "Mobile",
                ru: "Мобильная разработка",
                uz: "Mobil dasturlash",
              },
              items: ["Kotlin", "Swift", "Flutter"],
            },
            {
              name: {
                en: "Data and infrastructure",
                ru: "Данные и инфраструктура",
                uz: "Maʼlumotlar va infratuzilma",
              },
              items: ["PostgreSQL", "Apache Kafka", "Redis", "Kubernetes", "Terraform"],
            },
          ],
        },
        deliverables: {
          title: {
            en: "What you receive",
            ru: "Что вы получаете",
            uz: "Nimalarni olasiz",
          },
          items: [
            {
              en: "Product vision, user personas and a prioritised roadmap",
              ru: "Видение продукта, портреты пользователей и приоритизированную дорожную карту",
              uz: "Mahsulot qarashi, foydalanuvchi portretlari va ustuvorliklar boʻyicha yoʻl xaritasi",
            },
            {
              en: "Clickable prototypes and a design system in Figma",
              ru: "Кликабельные прототипы и дизайн-систему в Figma",
              uz: "Figma dasturidagi interaktiv prototiplar va dizayn tizimi",
            },
            {
              en: "Source code in your own repository, with the full commit history",
              ru: "Исходный код в вашем собственном репозитории с полной историей изменений",
              uz: "Oʻzgarishlarning toʻliq tarixi bilan oʻz repozitoriyingizdagi manba kodi",
            },
            {
              en: "Architecture decision records and API documentation",
              ru: "Журнал архитектурных решений и документацию API",
              uz: "Arxitektura qarorlari jurnali va API hujjatlari",
            },
            {
              en: "Automated test suites and CI/CD pipelines",
              ru: "Наборы автотестов и конвейеры CI/CD",
              uz: "Avtomatik testlar toʻplamlari va CI/CD konveyerlari",
            },
            {
              en: "Infrastructure as code for every environment",
              ru: "Описание инфраструктуры в виде кода для всех сред",
              uz: "Barcha muhitlar uchun kod koʻrinishida tavsiflangan infratuzilma",
            },
            {
              en: "Monitoring dashboards, alerts and operational runbooks",
              ru: "Панели мониторинга, оповещения и эксплуатационные регламенты",
              uz: "Monitoring panellari, ogohlantirishlar va texnik xizmat reglamentlari",
            },
            {
              en: "Release notes and a handover plan for your in-house team",
              ru: "Описания релизов и план передачи продукта вашей внутренней команде",
              uz: "Reliz tavsiflari va mahsulotni ichki jamoangizga topshirish rejasi",
            },
          ],
        },
        faq: {
          title: {
            en: "Frequently asked questions",
            ru: "Частые вопросы",
            uz: "Koʻp beriladigan savollar",
          },
          keyFigure: {
            value: { en: "12", ru: "12", uz: "12" },
            label: {
              en: "products taken over from other teams without stopping releases",
              ru: "продуктов мы приняли у других команд без остановки релизов",
              uz: "ta mahsulotni boshqa jamoalardan uzilishsiz qabul qilganmiz",
            },
          },
          items: [
            {
              question: {
                en: "How quickly can we get a first version in front of users?",
                ru: "Как быстро первая версия дойдёт до пользователей?",
                uz: "Birinchi versiya foydalanuvchilarga qancha vaqtda yetib boradi?",
              },
              answer: {
                en: "A discovery sprint takes two to four weeks, and a focused first release usually follows in three to four months. With a clear scope and a larger team it can be faster: our preferential family-loan platform was built by 15 developers in 2 months and now handles 10 trillion soms of loans per year.",
                ru: "Исследовательский спринт занимает две–четыре недели, а первый релиз с чётко очерченным объёмом обычно выходит через три–четыре месяца. При ясных требованиях и большей команде — быстрее: нашу платформу льготного семейного кредита 15 разработчиков создали за 2 месяца, и сегодня через неё проходит 10 трлн сумов кредитов в год.",
                uz: "Tadqiqot sprinti ikki-toʻrt hafta davom etadi, aniq belgilangan birinchi reliz esa odatda uch-toʻrt oyda chiqadi. Talablar aniq va jamoa kattaroq boʻlsa, bundan ham tezroq: imtiyozli oilaviy kredit platformamizni 15 nafar dasturchi 2 oyda yaratgan, bugun u orqali yiliga 10 trln soʻm kredit ajratiladi.",
              },
            },
            {
              question: {
                en: "How do you price product development?",
                ru: "Как формируется стоимость разработки продукта?",
                uz: "Mahsulotni ishlab chiqish narxi qanday belgilanadi?",
              },
              answer: {
                en: "Discovery is a fixed-price engagement. Development is usually billed as a dedicated team at a fixed monthly rate, or as time and materials with a monthly budget cap; clearly specified releases can also be delivered at a fixed price. You receive a detailed timesheet and a demo every two weeks, so you always see what you are paying for.",
                ru: "Исследование выполняется за фиксированную цену. Разработку обычно оплачивают как работу выделенной команды по фиксированной месячной ставке или по фактическим трудозатратам с месячным лимитом бюджета; релизы с чёткой спецификацией можно выполнить и по фиксированной цене. Каждые две недели вы получаете подробный отчёт о затраченном времени и демонстрацию, поэтому всегда видите, за что платите.",
                uz: "Tadqiqot qatʼiy narxda bajariladi. Ishlab chiqish odatda ajratilgan jamoa sifatida qatʼiy oylik stavkada yoki oylik byudjet chegarasi bilan haqiqatda sarflangan vaqt boʻyicha toʻlanadi; aniq tavsiflangan relizlarni qatʼiy narxda ham bajarish mumkin. Har ikki haftada batafsil vaqt hisoboti va namoyish olasiz, shuning uchun nima uchun toʻlayotganingizni doim koʻrib turasiz.",
              },
            },
            {
              question: {
                en: "Who owns the source code and the intellectual property?",
                ru: "Кому принадлежат исходный код и интеллектуальная собственность?",
                uz: "Manba kodi va intellektual mulk kimga tegishli?",
              },
              answer: {
                en: "You do. The contract transfers exclusive rights to the code, designs and documentation to you, and the repositories live in your organisation's account from the first day. We use no proprietary frameworks that would tie you to us, and we list every open-source component together with its licence.",
                ru: "Вам. По договору исключительные права на код, дизайн и документацию переходят к вам, а репозитории с первого дня находятся в учётной записи вашей организации. Мы не используем закрытые собственные фреймворки, которые привязали бы вас к нам, и передаём перечень всех компонентов с открытым кодом с указанием их лицензий.",
                uz: "Sizga. Shartnomaga koʻra kod, dizayn va hujjatlarga boʻlgan mutlaq huquqlar sizga oʻtadi, repozitoriylar esa birinchi kundanoq tashkilotingiz hisobida joylashadi. Sizni bizga bogʻlab qoʻyadigan yopiq xususiy freymvorklardan foydalanmaymiz va barcha ochiq kodli komponentlar roʻyxatini litsenziyalari bilan birga topshiramiz.",
              },
            },
            {
              question: {
                en: "What happens after launch?",
                ru: "Что происходит после запуска?",
                uz: "Ishga tushirilgandan keyin nima boʻladi?",
              },
              answer: {
                en: "Every release comes with a 90-day warranty during which we fix defects free of charge. After that most clients keep the team on a support and development agreement with an SLA; for business-critical systems we respond to critical incidents within one hour, around the clock.",
                ru: "На каждый релиз действует гарантия 90 дней, в течение которых мы бесплатно исправляем дефекты. Затем большинство клиентов оставляют команду на договоре поддержки и развития с SLA; для систем, критичных для бизнеса, мы реагируем на критические инциденты в течение одного часа круглосуточно.",
                uz: "Har bir relizga 90 kunlik kafolat beriladi, bu muddatda nuqsonlarni bepul tuzatamiz. Shundan soʻng aksariyat mijozlar jamoani SLA asosidagi qoʻllab-quvvatlash va rivojlantirish shartnomasida qoldiradi; biznes uchun muhim tizimlarda jiddiy nosozliklarga kechayu kunduz bir soat ichida javob beramiz.",
              },
            },
            {
              question: {
                en: "Can you take over a product that another team started?",
                ru: "Можете ли вы принять продукт, начатый другой командой?",
                uz: "Boshqa jamoa boshlagan mahsulotni qabul qilib olasizmi?",
              },
              answer: {
                en: "Yes. We start with a two-to-three-week audit of the code, architecture, infrastructure and security, and give you a written report with the risks and a plan to address them. Then we take over gradually, working alongside the previous team where possible, so releases do not stop.",
                ru: "Да. Мы начинаем с аудита кода, архитектуры, инфраструктуры и безопасности продолжительностью две–три недели и передаём письменный отчёт с рисками и планом их устранения. Затем принимаем продукт постепенно, по возможности работая параллельно с прежней командой, чтобы выпуск релизов не останавливался.",
                uz: "Ha. Ikki-uch hafta davom etadigan kod, arxitektura, infratuzilma va xavfsizlik auditidan boshlaymiz hamda xatarlar va ularni bartaraf etish rejasi yozilgan hisobotni topshiramiz. Soʻng mahsulotni asta-sekin qabul qilamiz, imkon qadar avvalgi jamoa bilan parallel ishlaymiz, shunda relizlar toʻxtab qolmaydi.",
              },
            },
          ],
        },
        cta: {
          title: {
            en: "Have a product idea, or a product that needs to grow?",
            ru: "Есть идея продукта или продукт, которому пора расти?",
            uz: "Mahsulot gʻoyangiz yoki oʻsishi kerak boʻlgan mahsulotingiz bormi?",
          },
          text: {
            en: "Tell us where the product is today. We will propose a discovery sprint or an audit, with a fixed price and a clearly defined result.",
            ru: "Расскажите, на каком этапе он находится. Мы предложим исследовательский спринт или аудит с фиксированной ценой и чётко определённым результатом.",
            uz: "Mahsulot hozir qaysi bosqichda ekanini aytib bering. Qatʼiy narx va aniq natijaga ega tadqiqot sprinti yoki auditni taklif qilamiz.",
          },
          button: {
            en: "Get a quote",
            ru: "Получить расчёт",
            uz: "Narxni bilish",
          },
        },
      },
    },
  },
];
