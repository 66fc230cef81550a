/**
 * The about page.
 * What the site starts with (issue 27): imported into the database once, on the first start
 * that knows the kind (server/content/seed.ts); from then on staff edit it in the inbox.
 */
import type { Seed } from "../../shared/content-model/kind.ts";
import type { aboutPage } from "../model/about.ts";

export const aboutSeed: Seed<typeof aboutPage> = {
  id: "about",
  doc: {
    meta: {
      image: "",
      title: {
        en: "About us",
        ru: "О компании",
        uz: "Kompaniya haqida",
      },
      description: {
        en: "Lojuvard: software engineering since 2005. Central office in Tashkent, development centre in Bukhara, offices abroad, ISO 9001 and 100+ projects delivered.",
        ru: "Lojuvard — разработка ПО с 2005 года. Центральный офис в Ташкенте, центр разработки в Бухаре, офисы за рубежом, сертификат ISO 9001 и 100+ проектов.",
        uz: "Lojuvard 2005-yildan beri dasturiy taʼminot yaratadi: markaziy ofis Toshkentda, ishlab chiqish markazi Buxoroda, xorijda ofislar, ISO 9001 va 100+ loyiha.",
      },
    },
    title: {
      en: "About Lojuvard",
      ru: "О компании Lojuvard",
      uz: "Lojuvard haqida",
    },
    lead: {
      en: "A software development company from Tashkent with 20+ years of experience, 100+ projects delivered and a certified quality management system. We build software that banks, government agencies and businesses use every day.",
      ru: "Компания-разработчик программного обеспечения из Ташкента: 20+ лет опыта, 100+ реализованных проектов и сертифицированная система менеджмента качества. Мы создаём программы, которыми каждый день пользуются банки, государственные органы и бизнес.",
      uz: "Toshkentdagi dasturiy taʼminot ishlab chiqish kompaniyasi: 20+ yillik tajriba, 100+ amalga oshirilgan loyiha va sertifikatlangan sifat menejmenti tizimi. Biz banklar, davlat idoralari va biznes har kuni foydalanadigan dasturlarni yaratamiz.",
    },
    story: {
      title: {
        en: "Our story",
        ru: "Наша история",
        uz: "Bizning tariximiz",
      },
      paragraphs: [
        {
          en: "Lojuvard was founded in Tashkent in 2005 by a small group of engineers who believed that companies and public institutions in Uzbekistan deserved software built to the same standard as anywhere in the world. The name is the Uzbek word for lapis lazuli, the deep blue of Samarkand's domes: a stone valued because it lasts.",
          ru: "Lojuvard основали в Ташкенте в 2005 году несколько инженеров, уверенных, что компании и государственные учреждения Узбекистана заслуживают программ того же уровня, что и в любой другой стране мира. Название компании в переводе с узбекского означает «лазурит» — глубокий синий цвет куполов Самарканда, камень, который ценили за долговечность.",
          uz: "Lojuvardni 2005-yilda Toshkentda bir guruh muhandislar tashkil etgan. Ular Oʻzbekiston kompaniyalari va davlat muassasalari dunyoning istalgan mamlakatidagidek sifatli dasturiy taʼminotga loyiq, deb hisoblardi. Kompaniyaga lojuvard toshining nomi berilgan: bu Samarqand gumbazlarining toʻq moviy rangi, chidamliligi uchun qadrlangan tosh.",
        },
        {
          en: "Our first projects were accounting and document systems for local businesses. A bank followed, then more banks, and with them the discipline that financial software demands: audit trails, security reviews, careful releases. That discipline now shapes everything we build, from online stores and logistics platforms to systems for schools and clinics.",
          ru: "Первыми проектами стали системы учёта и документооборота для местных компаний. Затем пришёл банк, за ним другие банки — а вместе с ними и дисциплина, которой требует финансовое программное обеспечение: журналы аудита, проверки безопасности, аккуратные релизы. Эта дисциплина и сейчас определяет всё, что мы делаем, — от интернет-магазинов и логистических платформ до систем для школ и клиник.",
          uz: "Dastlabki loyihalarimiz mahalliy kompaniyalar uchun hisob va hujjat aylanishi tizimlari edi. Keyin bank, uning ortidan boshqa banklar keldi, ular bilan birga moliyaviy dasturiy taʼminot talab qiladigan intizom ham: audit jurnallari, xavfsizlik tekshiruvlari, puxta relizlar. Bu intizom bugun ham internet-doʻkonlar va logistika platformalaridan tortib maktab va klinikalar uchun tizimlargacha barcha ishimizni belgilaydi.",
        },
        {
          en: "Today the central office is in Tashkent, the development centre is in Bukhara, and offices in London, New York, Dubai and Phnom Penh bring the same engineering team closer to clients abroad. We build national-scale platforms for government agencies: one of them has 300,000 users, about 100,000 of whom are active every month.",
          ru: "Сегодня центральный офис находится в Ташкенте, центр разработки — в Бухаре, а офисы в Лондоне, Нью-Йорке, Дубае и Пномпене приближают ту же инженерную команду к зарубежным клиентам. Мы создаём платформы государственного масштаба: одной из них пользуются 300 000 человек, из них около 100 000 — каждый месяц.",
          uz: "Bugun markaziy ofisimiz Toshkentda, ishlab chiqish markazimiz Buxoroda, London, Nyu-York, Dubay va Pnompendagi ofislarimiz esa oʻsha muhandislik jamoasini xorijdagi mijozlarga yaqinlashtiradi. Biz davlat idoralari uchun mamlakat miqyosidagi platformalar yaratamiz: ulardan biridan 300 000 kishi foydalanadi, shundan 100 000 ga yaqini har oy faol.",
        },
      ],
    },
    timeline: {
      title: {
        en: "Milestones",
        ru: "Основные вехи",
        uz: "Muhim bosqichlar",
      },
      keyFigure: {
        value: { en: "18 years", ru: "18 лет", uz: "18 yil" },
        label: {
          en: "with our first bank client, since its lending module of 2008",
          ru: "с нашим первым банком-клиентом, с кредитного модуля 2008 года",
          uz: "birinchi bank mijozimiz bilan, 2008-yilgi kredit modulidan beri",
        },
      },
      items: [
        {
          year: "2005",
          title: {
            en: "Founded in Tashkent",
            ru: "Основание в Ташкенте",
            uz: "Toshkentda tashkil topdi",
          },
          text: {
            en: "Lojuvard starts as a small team of engineers in Tashkent, building accounting and document systems for local companies.",
            ru: "Lojuvard начинается как небольшая команда инженеров в Ташкенте, которая создаёт системы учёта и документооборота для местных компаний.",
            uz: "Lojuvard Toshkentdagi kichik muhandislar jamoasi sifatida ish boshlaydi va mahalliy kompaniyalar uchun hisob va hujjat aylanishi tizimlarini yaratadi.",
          },
        },
        {
          year: "2008",
          title: {
            en: "First bank client",
            ru: "Первый банк среди клиентов",
            uz: "Ilk bank mijozimiz",
          },
          text: {
            en: "We deliver our first banking system, a retail lending module with full audit trails. Banking and finance become one of our core industries.",
            ru: "Мы сдаём первую банковскую систему — модуль розничного кредитования с полным журналом аудита. Банки и финансы становятся одной из ключевых отраслей компании.",
            uz: "Birinchi bank tizimini topshiramiz: toʻliq audit jurnaliga ega chakana kreditlash moduli. Bank va moliya kompaniyaning asosiy sohalaridan biriga aylanadi.",
          },
        },
        {
          year: "2011",
          title: {
            en: "Development centre in Bukhara",
            ru: "Центр разработки в Бухаре",
            uz: "Buxorodagi ishlab chiqish markazi",
          },
          text: {
            en: "A second engineering site opens in Bukhara, giving graduates of the region's universities a place to grow and our clients more capacity.",
            ru: "В Бухаре открывается вторая инженерная площадка: выпускники местных вузов получают возможность расти, а клиенты — дополнительные ресурсы.",
            uz: "Buxoroda ikkinchi muhandislik markazi ochiladi: mintaqa oliy oʻquv yurtlari bitiruvchilari rivojlanish imkoniyatiga, mijozlar esa qoʻshimcha quvvatga ega boʻladi.",
          },
        },
        {
          year: "2013",
          title: {
            en: "Quality management certified",
            ru: "Сертификация системы качества",
            uz: "Sifat tizimi sertifikatlandi",
          },
          text: {
            en: "Independent auditors certify our quality management system, which covers how we plan, build, test and hand over software.",
            ru: "Независимые аудиторы сертифицируют нашу систему менеджмента качества: она охватывает планирование, разработку, тестирование и передачу программного обеспечения.",
            uz: "Mustaqil auditorlar sifat menejmenti tizimimizni sertifikatlaydi: u dasturiy taʼminotni rejalashtirish, ishlab chiqish, testlash va topshirishni qamrab oladi.",
          },
        },
        {
          year: "2016",
          title: {
            en: "Office in London",
            ru: "Офис в Лондоне",
            uz: "Londondagi ofis",
          },
          text: {
            en: "Our first office abroad opens in London to work with clients in the United Kingdom and Europe.",
            ru: "В Лондоне открывается первый зарубежный офис — для работы с клиентами в Великобритании и Европе.",
            uz: "Birinchi xorijiy ofis Londonda ochiladi: u Buyuk Britaniya va Yevropadagi mijozlar bilan ishlaydi.",
          },
        },
        {
          year: "2018",
          title: {
            en: "Government platforms",
            ru: "Государственные платформы",
            uz: "Davlat platformalari",
          },
          text: {
            en: "We launch our first platforms for government agencies: online public services that citizens use directly, at national scale.",
            ru: "Мы запускаем первые платформы для государственных органов — онлайн-услуги, которыми граждане пользуются напрямую, в масштабах всей страны.",
            uz: "Davlat idoralari uchun ilk platformalarni ishga tushiramiz: fuqarolar bevosita foydalanadigan, butun mamlakat miqyosidagi onlayn xizmatlar.",
          },
        },
        {
          year: "2019",
          title: {
            en: "Office in New York",
            ru: "Офис в Нью-Йорке",
            uz: "Nyu-Yorkdagi ofis",
          },
          text: {
            en: "An office in New York brings us closer to clients and partners in North America.",
            ru: "Офис в Нью-Йорке приближает нас к клиентам и партнёрам в Северной Америке.",
            uz: "Nyu-Yorkdagi ofis bizni Shimoliy Amerikadagi mijozlar va hamkorlarga yaqinlashtiradi.",
          },
        },
        {
          year: "2021",
          title: {
            en: "Office in Dubai",
            ru: "Офис в Дубае",
            uz: "Dubaydagi ofis",
          },
          text: {
            en: "Dubai becomes our base for clients in the United Arab Emirates and across the Gulf region.",
            ru: "Дубай становится нашей базой для клиентов в ОАЭ и странах Персидского залива.",
            uz: "Dubay BAA va Fors koʻrfazi mamlakatlaridagi mijozlar bilan ishlash uchun tayanchimizga aylanadi.",
          },
        },
        {
          year: "2023",
          title: {
            en: "Office in Phnom Penh",
            ru: "Офис в Пномпене",
            uz: "Pnompendagi ofis",
          },
          text: {
            en: "An office in Phnom Penh opens our work with clients in Cambodia and Southeast Asia.",
            ru: "Офис в Пномпене открывает работу с клиентами в Камбодже и Юго-Восточной Азии.",
            uz: "Pnompendagi ofis Kambodja va Janubi-Sharqiy Osiyodagi mijozlar bilan ishlash imkonini beradi.",
          },
        },
        {
          year: "2026",
          title: {
            en: "More than 100 projects",
            ru: "Более 100 проектов",
            uz: "100 dan ortiq loyiha",
          },
          text: {
            en: "Lojuvard passes its hundredth delivered project and works from six cities on three continents.",
            ru: "Lojuvard сдаёт сотый проект и работает в шести городах на трёх континентах.",
            uz: "Lojuvard yuzinchi loyihasini topshiradi va uch qitʼadagi olti shaharda ishlaydi.",
          },
        },
      ],
    },
    stats: {
      title: {
        en: "Lojuvard in figures",
        ru: "Lojuvard в цифрах",
        uz: "Lojuvard raqamlarda",
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
            en: "6",
            ru: "6",
            uz: "6",
          },
          label: {
            en: "cities with our offices",
            ru: "городов, где работают наши офисы",
            uz: "ofislarimiz joylashgan shahar",
          },
        },
      ],
    },
    office: {
      title: {
        en: "Central office in Tashkent",
        ru: "Центральный офис в Ташкенте",
        uz: "Toshkentdagi markaziy ofis",
      },
      keyFigure: {
        value: { en: "120", ru: "120", uz: "120" },
        label: {
          en: "engineers, analysts and managers work here",
          ru: "инженеров, аналитиков и менеджеров работают здесь",
          uz: "nafar muhandis, tahlilchi va menejer shu yerda ishlaydi",
        },
      },
      text: {
        en: "Our central office in the centre of Tashkent is home to the management team, sales and the largest part of our engineers. Clients are welcome for workshops, demonstrations and project reviews; let us know in advance and we will make sure the right people are in the room.",
        ru: "В центральном офисе в самом центре Ташкента работают руководство, отдел продаж и большая часть наших инженеров. Мы рады принять клиентов на рабочие встречи, демонстрации и разбор проектов — предупредите нас заранее, и нужные специалисты будут на месте.",
        uz: "Toshkent markazidagi markaziy ofisimizda rahbariyat, savdo boʻlimi va muhandislarimizning katta qismi ishlaydi. Mijozlarni amaliy uchrashuvlar, namoyishlar va loyiha muhokamalari uchun mamnuniyat bilan kutib olamiz: oldindan xabar bering, kerakli mutaxassislar joyida boʻladi.",
      },
      addressLabel: {
        en: "Address",
        ru: "Адрес",
        uz: "Manzil",
      },
      hoursLabel: {
        en: "Office hours",
        ru: "Часы работы",
        uz: "Ish vaqti",
      },
      hours: {
        en: "Mon–Fri, 9:00–18:00 (UTC+5)",
        ru: "Пн–Пт, 9:00–18:00 (UTC+5)",
        uz: "Dushanba–juma, 9:00–18:00 (UTC+5)",
      },
      mapAlt: {
        en: "Illustrated map of central Tashkent with the Lojuvard central office marked on Shota Rustaveli Street",
        ru: "Иллюстрированная карта центра Ташкента, на которой отмечен центральный офис Lojuvard на улице Шота Руставели",
        uz: "Toshkent markazining chizma xaritasi, unda Shota Rustaveli koʻchasidagi Lojuvard markaziy ofisi belgilangan",
      },
      // No photograph yet: the drawn map is the office's picture until staff add photos (decision 094).
      photos: [],
    },
    offices: {
      title: {
        en: "Our offices",
        ru: "Наши офисы",
        uz: "Ofislarimiz",
      },
      keyFigure: {
        value: { en: "5 time zones", ru: "5 часовых поясов", uz: "5 ta vaqt mintaqasi" },
        label: {
          en: "one engineering team and one quality system",
          ru: "одна инженерная команда и одна система качества",
          uz: "bitta muhandislik jamoasi va bitta sifat tizimi",
        },
      },
      items: [
        {
          city: {
            en: "Tashkent",
            ru: "Ташкент",
            uz: "Toshkent",
          },
          country: {
            en: "Uzbekistan",
            ru: "Узбекистан",
            uz: "Oʻzbekiston",
          },
          text: {
            en: "The central office: management, sales, architecture and most of our engineering teams.",
            ru: "Центральный офис: руководство, продажи, архитектура и большинство инженерных команд.",
            uz: "Markaziy ofis: rahbariyat, savdo, arxitektura va muhandislik jamoalarining koʻpchiligi shu yerda.",
          },
        },
        {
          city: {
            en: "Bukhara",
            ru: "Бухара",
            uz: "Buxoro",
          },
          country: {
            en: "Uzbekistan",
            ru: "Узбекистан",
            uz: "Oʻzbekiston",
          },
          text: {
            en: "Our development centre, where backend, front-end and QA engineers work on projects for clients at home and abroad.",
            ru: "Наш центр разработки: здесь бэкенд- и фронтенд-разработчики и инженеры по тестированию работают над проектами для клиентов в Узбекистане и за рубежом.",
            uz: "Ishlab chiqish markazimiz: bu yerda backend va frontend dasturchilar hamda test muhandislari Oʻzbekiston va xorijdagi mijozlar loyihalari ustida ishlaydi.",
          },
        },
        {
          city: {
            en: "London",
            ru: "Лондон",
            uz: "London",
          },
          country: {
            en: "United Kingdom",
            ru: "Великобритания",
            uz: "Buyuk Britaniya",
          },
          text: {
            en: "Our office for clients in the United Kingdom and Europe, from first workshops to delivery management.",
            ru: "Офис для клиентов в Великобритании и Европе — от первых рабочих встреч до управления реализацией проектов.",
            uz: "Buyuk Britaniya va Yevropadagi mijozlar uchun ofis: ilk uchrashuvlardan tortib loyiha ijrosini boshqarishgacha.",
          },
        },
        {
          city: {
            en: "New York",
            ru: "Нью-Йорк",
            uz: "Nyu-York",
          },
          country: {
            en: "United States",
            ru: "США",
            uz: "AQSH",
          },
          text: {
            en: "Our office for clients in North America, working in their time zone with teams in Uzbekistan.",
            ru: "Офис для клиентов в Северной Америке: работаем в их часовом поясе вместе с командами в Узбекистане.",
            uz: "Shimoliy Amerikadagi mijozlar uchun ofis: Oʻzbekistondagi jamoalar bilan birga mijozlarning vaqt mintaqasida ishlaymiz.",
          },
        },
        {
          city: {
            en: "Dubai",
            ru: "Дубай",
            uz: "Dubay",
          },
          country: {
            en: "United Arab Emirates",
            ru: "ОАЭ",
            uz: "BAA",
          },
          text: {
            en: "Our base for banks, fintechs and public-sector clients in the UAE and the wider Gulf region.",
            ru: "Наша база для банков, финтех-компаний и государственных заказчиков в ОАЭ и регионе Персидского залива.",
            uz: "BAA va Fors koʻrfazi mintaqasidagi banklar, fintex kompaniyalar va davlat buyurtmachilari uchun tayanch ofisimiz.",
          },
        },
        {
          city: {
            en: "Phnom Penh",
            ru: "Пномпень",
            uz: "Pnompen",
          },
          country: {
            en: "Cambodia",
            ru: "Камбоджа",
            uz: "Kambodja",
          },
          text: {
            en: "Our office for clients in Cambodia and Southeast Asia, with a local project management team.",
            ru: "Офис для клиентов в Камбодже и Юго-Восточной Азии с местной командой управления проектами.",
            uz: "Kambodja va Janubi-Sharqiy Osiyodagi mijozlar uchun ofis, unda mahalliy loyiha boshqaruvi jamoasi ishlaydi.",
          },
        },
      ],
    },
    quality: {
      title: {
        en: "Certified quality management",
        ru: "Сертифицированный менеджмент качества",
        uz: "Sertifikatlangan sifat menejmenti",
      },
      paragraphs: [
        {
          en: "Since 2013 our quality management system has been certified to ISO 9001. It covers the whole life of a project: how we agree requirements, plan work, review code, test releases, handle changes and record decisions. Independent auditors check it every year.",
          ru: "С 2013 года наша система менеджмента качества сертифицирована по ISO 9001. Она охватывает весь жизненный цикл проекта: как мы согласуем требования, планируем работу, проверяем код, тестируем релизы, управляем изменениями и фиксируем решения. Каждый год систему проверяют независимые аудиторы.",
          uz: "2013-yildan beri sifat menejmenti tizimimiz ISO 9001 boʻyicha sertifikatlangan. U loyihaning butun hayot siklini qamrab oladi: talablarni kelishib olish, ishni rejalashtirish, kodni tekshirish, relizlarni testlash, oʻzgarishlarni boshqarish va qarorlarni qayd etish. Tizimni har yili mustaqil auditorlar tekshiradi.",
        },
        {
          en: "For clients this means predictability. Every project has a named owner, documented acceptance criteria and a release checklist; defects and lessons learned are tracked and fed back into the process. Banks and government agencies can review our procedures before signing a contract, and many of them do.",
          ru: "Для клиента это означает предсказуемость. У каждого проекта есть ответственный руководитель, задокументированные критерии приёмки и контрольный список релиза; дефекты и извлечённые уроки учитываются и возвращаются в процесс. Банки и государственные органы могут изучить наши процедуры до подписания договора — и многие так и делают.",
          uz: "Mijoz uchun bu oldindan aytib boʻladigan natija demakdir. Har bir loyihaning masʼul rahbari, hujjatlashtirilgan qabul mezonlari va reliz nazorat roʻyxati bor; nuqsonlar va olingan saboqlar qayd etiladi va jarayonga qaytariladi. Banklar va davlat idoralari shartnoma imzolashdan oldin tartib-qoidalarimiz bilan tanishishi mumkin va koʻpchiligi shunday qiladi.",
        },
      ],
    },
    portfolio: {
      title: {
        en: "Company portfolio",
        ru: "Портфолио компании",
        uz: "Kompaniya portfoliosi",
      },
      text: {
        en: "A concise document for procurement teams and partners: our services, industries, selected case studies, team structure and quality management certification.",
        ru: "Краткий документ для отделов закупок и партнёров: услуги, отрасли, избранные кейсы, структура команды и сертификация системы менеджмента качества.",
        uz: "Xarid boʻlimlari va hamkorlar uchun qisqa hujjat: xizmatlar, sohalar, tanlangan keyslar, jamoa tuzilmasi va sifat menejmenti tizimi sertifikati.",
      },
      button: {
        en: "Download the company portfolio (PDF)",
        ru: "Скачать портфолио компании (PDF)",
        uz: "Kompaniya portfoliosini yuklab olish (PDF)",
      },
      fileLabel: {
        en: "PDF, company profile",
        ru: "PDF, профиль компании",
        uz: "PDF, kompaniya profili",
      },
      file: {
        en: "/downloads/lojuvard-portfolio-en.pdf",
        ru: "/downloads/lojuvard-portfolio-ru.pdf",
        uz: "/downloads/lojuvard-portfolio-uz.pdf",
      },
    },
    cta: {
      title: {
        en: "Let's talk about your project",
        ru: "Обсудим ваш проект",
        uz: "Loyihangizni muhokama qilaylik",
      },
      text: {
        en: "Tell us what you need to build. An engineer and a project manager will study the task and come back with questions, a first estimate and the next steps.",
        ru: "Расскажите, что нужно создать. Инженер и менеджер проекта изучат задачу и вернутся с вопросами, предварительной оценкой и следующими шагами.",
        uz: "Nima yaratish kerakligini aytib bering. Muhandis va loyiha menejeri vazifani oʻrganib, savollar, dastlabki baho va keyingi qadamlar bilan sizga qaytadi.",
      },
      button: {
        en: "Get a quote",
        ru: "Получить расчёт",
        uz: "Narxni bilish",
      },
    },
  },
};
