/**
 * The careers page's words.
 * What the site starts with (issue 27): imported into the database once, on the first start
 * that knows the kind (server/content/seed.ts); from then on staff edit it in the inbox.
 */
import type { Seed } from "../../shared/content-model/kind.ts";
import type { careersPage } from "../model/careers-page.ts";

export const careersSeed: Seed<typeof careersPage> = {
  id: "careers",
  doc: {
    meta: {
      image: "",
      title: {
        en: "Careers",
        ru: "Карьера",
        uz: "Karyera",
      },
      description: {
        en: "Open positions at Lojuvard in Tashkent, Bukhara, London, New York, Dubai and Phnom Penh, our seven-step hiring process and an online application form.",
        ru: "Вакансии Lojuvard в Ташкенте, Бухаре, Лондоне, Нью-Йорке, Дубае и Пномпене: семь этапов отбора, условия работы и онлайн-форма для отклика на вакансию.",
        uz: "Lojuvardning Toshkent, Buxoro, London, Nyu-York, Dubay va Pnompendagi ochiq vakansiyalari, yetti bosqichli tanlov jarayoni va onlayn ariza topshirish shakli.",
      },
    },
    title: {
      en: "Careers at Lojuvard",
      ru: "Карьера в Lojuvard",
      uz: "Lojuvardda karyera",
    },
    lead: {
      en: "For 20+ years we have built software that banks, ministries and businesses in Uzbekistan and abroad rely on every day. Join the engineers, designers and analysts in our six offices who take products from the first commit to national scale. We reply to every application within five business days.",
      ru: "Уже 20+ лет мы создаём программное обеспечение, на которое каждый день полагаются банки, министерства и бизнес в Узбекистане и за рубежом. Присоединяйтесь к инженерам, дизайнерам и аналитикам из шести наших офисов, которые ведут продукты от первого коммита до масштаба всей страны. На каждый отклик мы отвечаем в течение пяти рабочих дней.",
      uz: "Biz 20+ yildan beri Oʻzbekiston va xorijdagi banklar, vazirliklar va biznes har kuni tayanadigan dasturiy taʼminot yaratib kelmoqdamiz. Olti ofisimizdagi muhandislar, dizaynerlar va tahlilchilar jamoasiga qoʻshiling: ular mahsulotlarni birinchi kommitdan butun mamlakat miqyosigacha olib boradi. Har bir arizaga besh ish kuni ichida javob beramiz.",
    },
    benefits: {
      title: {
        en: "Why join Lojuvard",
        ru: "Почему Lojuvard",
        uz: "Nega aynan Lojuvard",
      },
      keyFigure: {
        value: { en: "30%", ru: "30 %", uz: "30 %" },
        label: {
          en: "of our team leads and architects joined us as juniors",
          ru: "наших тимлидов и архитекторов пришли к нам джуниорами",
          uz: "jamoa rahbarlari va arxitektorlarimiz bizga junior boʻlib kelgan",
        },
      },
      items: [
        {
          title: {
            en: "Products at national scale",
            ru: "Продукты государственного масштаба",
            uz: "Mamlakat miqyosidagi mahsulotlar",
          },
          text: {
            en: "Your code serves citizens, borrowers and parents across the country: families follow their loan applications online, residents send requests to their mahalla, and parents see their child's day on their phones.",
            ru: "Вашим кодом каждый день пользуются граждане, заёмщики и родители по всей стране: семьи следят за своими кредитными заявками онлайн, жители отправляют обращения в махаллю, а родители видят день своего ребёнка в телефоне.",
            uz: "Kodingiz butun mamlakatdagi fuqarolar, qarz oluvchilar va ota-onalarga har kuni xizmat qiladi: oilalar kredit arizasini onlayn kuzatadi, aholi mahallaga murojaat yuboradi, ota-onalar esa bolasining kunini telefonida koʻradi.",
          },
        },
        {
          title: {
            en: "Mentoring and a learning budget",
            ru: "Наставничество и бюджет на обучение",
            uz: "Ustozlik va oʻquv byudjeti",
          },
          text: {
            en: "Every newcomer gets a mentor from among our senior engineers. An annual budget covers courses, books, conferences and certifications, and weekly engineering talks keep knowledge moving between teams.",
            ru: "Каждому новичку назначают наставника из числа старших инженеров. Ежегодный бюджет покрывает курсы, книги, конференции и сертификацию, а еженедельные инженерные доклады помогают командам делиться опытом.",
            uz: "Har bir yangi xodimga katta muhandislarimiz orasidan ustoz biriktiriladi. Yillik byudjet kurslar, kitoblar, konferensiyalar va sertifikatlash xarajatlarini qoplaydi, haftalik muhandislik maʼruzalari esa jamoalar oʻrtasida tajriba almashishga yordam beradi.",
          },
        },
        {
          title: {
            en: "A modern stack and sound engineering",
            ru: "Современный стек и инженерная культура",
            uz: "Zamonaviy texnologiyalar va muhandislik madaniyati",
          },
          text: {
            en: "Java, Spring Boot, React, Flutter, PostgreSQL, Kafka and Kubernetes, with code review, automated tests and CI/CD on every project.",
            ru: "Java, Spring Boot, React, Flutter, PostgreSQL, Kafka и Kubernetes, а на каждом проекте — код-ревью, автотесты и CI/CD.",
            uz: "Java, Spring Boot, React, Flutter, PostgreSQL, Kafka va Kubernetes; har bir loyihada kod tekshiruvi, avtomatik testlar va CI/CD.",
          },
        },
        {
          title: {
            en: "Flexible hours and remote options",
            ru: "Гибкий график и удалённая работа",
            uz: "Moslashuvchan ish vaqti va masofaviy ish",
          },
          text: {
            en: "You agree your working hours with your team. Several positions are open to fully remote work, and the Tashkent and Bukhara offices keep flexible start times.",
            ru: "Рабочие часы вы согласуете с командой. Часть вакансий открыта для полностью удалённой работы, а в офисах в Ташкенте и Бухаре начало рабочего дня гибкое.",
            uz: "Ish vaqtingizni jamoangiz bilan kelishasiz. Ayrim vakansiyalar toʻliq masofaviy ishlash uchun ochiq, Toshkent va Buxoro ofislarida esa ish kuni boshlanish vaqti moslashuvchan.",
          },
        },
        {
          title: {
            en: "Health insurance, growth and relocation",
            ru: "Медицинская страховка, рост и переезд",
            uz: "Tibbiy sugʻurta, oʻsish va koʻchish",
          },
          text: {
            en: "Private health insurance, a transparent grading system with a clear path to team lead or architect, and support when you relocate between our offices.",
            ru: "Добровольное медицинское страхование, прозрачная система грейдов с понятным путём до тимлида или архитектора и поддержка при переезде между нашими офисами.",
            uz: "Ixtiyoriy tibbiy sugʻurta, jamoa rahbari yoki arxitektor lavozimigacha aniq yoʻlni koʻrsatadigan shaffof darajalar tizimi hamda ofislarimiz oʻrtasida koʻchib oʻtishda yordam.",
          },
        },
      ],
    },
    process: {
      title: {
        en: "How we hire",
        ru: "Как проходит отбор",
        uz: "Ishga qabul qilish jarayoni",
      },
      lead: {
        en: "Seven steps from your application to your first working day. We reply to every application within five business days, and you always know which stage you are at and what comes next.",
        ru: "Семь этапов от отклика до первого рабочего дня. Мы отвечаем на каждый отклик в течение пяти рабочих дней, и вы всегда знаете, на каком этапе находитесь и что будет дальше.",
        uz: "Arizadan birinchi ish kunigacha yetti bosqich. Har bir arizaga besh ish kuni ichida javob beramiz, siz esa doim qaysi bosqichda ekaningizni va keyin nima boʻlishini bilasiz.",
      },
      keyFigure: {
        value: { en: "5 business days", ru: "5 рабочих дней", uz: "5 ish kuni" },
        label: {
          en: "to an answer on every application, whatever the outcome",
          ru: "на ответ по каждому отклику, каким бы ни был итог",
          uz: "ichida har bir arizaga javob beramiz, natija qanday boʻlmasin",
        },
      },
      steps: [
        {
          title: {
            en: "Application review",
            ru: "Рассмотрение отклика",
            uz: "Arizani koʻrib chiqish",
          },
          text: {
            en: "A recruiter and the hiring manager read your CV and cover letter against the requirements of the position. We reply within five business days, whatever the outcome.",
            ru: "Рекрутер и нанимающий руководитель изучают ваше резюме и сопроводительное письмо с учётом требований вакансии. Ответ вы получите в течение пяти рабочих дней при любом решении.",
            uz: "Rekruter va boʻlim rahbari rezyume hamda motivatsion xatingizni vakansiya talablari asosida oʻrganadi. Qaror qanday boʻlishidan qatʼi nazar, besh ish kuni ichida javob beramiz.",
          },
        },
        {
          title: {
            en: "Initial screening",
            ru: "Первичное интервью",
            uz: "Dastlabki suhbat",
          },
          text: {
            en: "A 30-minute call with a recruiter about your experience, your expectations and the role. It is also your chance to ask about the team and working conditions.",
            ru: "Получасовой звонок с рекрутером о вашем опыте, ожиданиях и самой роли. Это и ваша возможность расспросить о команде и условиях работы.",
            uz: "Rekruter bilan tajribangiz, kutilmalaringiz va lavozim haqida 30 daqiqalik qoʻngʻiroq. Bu sizga ham jamoa va ish sharoitlari haqida soʻrash imkonini beradi.",
          },
        },
        {
          title: {
            en: "Technical assessment",
            ru: "Техническая оценка",
            uz: "Texnik baholash",
          },
          text: {
            en: "A practical task or a live coding session with one of our engineers, close to the work you would do, reviewed by two engineers. For non-engineering roles, a case exercise takes its place.",
            ru: "Практическое задание или совместное программирование с нашим инженером на задаче, близкой к реальной работе; результат оценивают два инженера. Для нетехнических ролей вместо этого разбирается кейс.",
            uz: "Haqiqiy ishga yaqin amaliy topshiriq yoki muhandisimiz bilan birgalikda kod yozish; natijani ikki muhandis baholaydi. Texnik boʻlmagan lavozimlarda uning oʻrniga amaliy keys tahlil qilinadi.",
          },
        },
        {
          title: {
            en: "In-depth interview",
            ru: "Углублённое интервью",
            uz: "Chuqurlashtirilgan suhbat",
          },
          text: {
            en: "A conversation with the team lead and a senior engineer about your solution, system design and past projects. We look at how you reason, not at memorised answers.",
            ru: "Беседа с тимлидом и старшим инженером о вашем решении, проектировании систем и прошлых проектах. Нам важен ход ваших рассуждений, а не заученные ответы.",
            uz: "Jamoa rahbari va katta muhandis bilan yechimingiz, tizimlarni loyihalash va oldingi loyihalaringiz haqida suhbat. Biz yodlangan javoblarga emas, fikrlash tarzingizga eʼtibor beramiz.",
          },
        },
        {
          title: {
            en: "Team collaboration",
            ru: "Работа с командой",
            uz: "Jamoa bilan hamkorlik",
          },
          text: {
            en: "You spend a few hours with the team you would join: a joint working session, a look at the codebase and an open talk about how the team works.",
            ru: "Вы проводите несколько часов с командой, в которую можете прийти: совместная рабочая сессия, знакомство с кодовой базой и открытый разговор о том, как устроена работа.",
            uz: "Qoʻshilishingiz mumkin boʻlgan jamoa bilan bir necha soat birga ishlaysiz: birgalikdagi ish sessiyasi, kod bazasi bilan tanishuv va jamoa qanday ishlashi haqida ochiq suhbat.",
          },
        },
        {
          title: {
            en: "Final decision",
            ru: "Окончательное решение",
            uz: "Yakuniy qaror",
          },
          text: {
            en: "The hiring manager and the HR team decide within three business days and call you with the result. If it is an offer, we agree the salary, start date and terms in writing.",
            ru: "Нанимающий руководитель и отдел персонала принимают решение в течение трёх рабочих дней и сообщают вам результат по телефону. Если это предложение о работе, мы письменно согласуем зарплату, дату выхода и условия.",
            uz: "Boʻlim rahbari va kadrlar boʻlimi uch ish kuni ichida qaror qabul qiladi va natijani sizga telefon orqali maʼlum qiladi. Agar bu ish taklifi boʻlsa, maosh, ishga chiqish sanasi va shartlarni yozma ravishda kelishib olamiz.",
          },
        },
        {
          title: {
            en: "Onboarding",
            ru: "Адаптация",
            uz: "Ishga moslashish",
          },
          text: {
            en: "On your first day your equipment, accounts and mentor are ready. A 90-day plan takes you from first tasks to full work on the project, with regular check-ins along the way.",
            ru: "В первый день вас ждут техника, доступы и наставник. План на 90 дней ведёт от первых задач к полноценной работе в проекте, а регулярные встречи помогают сверять ожидания.",
            uz: "Birinchi kuningizda texnika, kirish huquqlari va ustozingiz tayyor boʻladi. 90 kunlik reja sizni birinchi vazifalardan loyihadagi toʻlaqonli ishgacha olib boradi, muntazam uchrashuvlar esa kutilmalarni aniqlashtirib turadi.",
          },
        },
      ],
    },
    openings: {
      title: {
        en: "Open positions",
        ru: "Открытые вакансии",
        uz: "Ochiq vakansiyalar",
      },
      lead: {
        en: "Filter the positions by location, department, job type and workplace. If none of them fits, send a general application and we will contact you when a suitable role opens.",
        ru: "Отберите вакансии по городу, направлению, типу занятости и формату работы. Если ни одна не подходит, отправьте общую заявку — мы свяжемся с вами, когда откроется подходящая роль.",
        uz: "Vakansiyalarni joylashuv, yoʻnalish, bandlik turi va ish formati boʻyicha saralang. Mos vakansiya topilmasa, umumiy ariza yuboring — tegishli lavozim ochilganda siz bilan bogʻlanamiz.",
      },
      keyFigure: {
        value: { en: "6 cities", ru: "6 городов", uz: "6 ta shahar" },
        label: {
          en: "to choose from, and remote work for several roles",
          ru: "на выбор, а для ряда вакансий — удалённая работа",
          uz: "tanlash uchun, ayrim vakansiyalarda esa masofaviy ish",
        },
      },
      filtersTitle: {
        en: "Filter positions",
        ru: "Фильтры",
        uz: "Filtrlar",
      },
      filtersButton: {
        en: "Filters",
        ru: "Фильтры",
        uz: "Filtrlar",
      },
      filtersChosen: {
        en: "chosen",
        ru: "выбрано",
        uz: "tanlangan",
      },
      location: {
        en: "Location",
        ru: "Город",
        uz: "Joylashuv",
      },
      department: {
        en: "Department",
        ru: "Направление",
        uz: "Yoʻnalish",
      },
      jobType: {
        en: "Job type",
        ru: "Тип занятости",
        uz: "Bandlik turi",
      },
      workplace: {
        en: "Remote or in office",
        ru: "Удалённо или в офисе",
        uz: "Masofaviy yoki ofisda",
      },
      all: {
        en: "All",
        ru: "Все",
        uz: "Barchasi",
      },
      apply: {
        en: "Show positions",
        ru: "Показать вакансии",
        uz: "Vakansiyalarni koʻrsatish",
      },
      reset: {
        en: "Reset filters",
        ru: "Сбросить фильтры",
        uz: "Filtrlarni tozalash",
      },
      empty: {
        title: {
          en: "No positions match your filters",
          ru: "Нет вакансий по выбранным фильтрам",
          uz: "Tanlangan filtrlarga mos vakansiya yoʻq",
        },
        text: {
          en: "Reset the filters or choose fewer of them. If nothing suitable comes up, send a general application and tell us what you would like to work on.",
          ru: "Сбросьте фильтры или оставьте меньше условий. Если подходящей вакансии всё равно нет, отправьте общую заявку и расскажите, над чем хотели бы работать.",
          uz: "Filtrlarni tozalang yoki kamroq shart tanlang. Mos vakansiya baribir topilmasa, umumiy ariza yuboring va qaysi yoʻnalishda ishlashni istashingizni yozing.",
        },
      },
      posted: {
        en: "Posted",
        ru: "Опубликовано",
        uz: "Eʼlon qilingan",
      },
    },
    job: {
      backToList: {
        en: "Back to all positions",
        ru: "Ко всем вакансиям",
        uz: "Barcha vakansiyalarga qaytish",
      },
      responsibilities: {
        en: "Responsibilities",
        ru: "Обязанности",
        uz: "Vazifalar",
      },
      requirements: {
        en: "Requirements",
        ru: "Требования",
        uz: "Talablar",
      },
      offer: {
        en: "What we offer",
        ru: "Что мы предлагаем",
        uz: "Biz taklif qilamiz",
      },
      closed: {
        title: {
          en: "This position is closed",
          ru: "Вакансия закрыта",
          uz: "Vakansiya yopilgan",
        },
        text: {
          en: "We no longer accept applications for this position. See our current openings or send a general application, and we will contact you when a similar role opens.",
          ru: "Мы больше не принимаем отклики на эту вакансию. Посмотрите текущие вакансии или отправьте общую заявку — мы свяжемся с вами, когда откроется похожая роль.",
          uz: "Bu vakansiya boʻyicha arizalar endi qabul qilinmaydi. Joriy vakansiyalarni koʻring yoki umumiy ariza yuboring — shunga oʻxshash lavozim ochilganda siz bilan bogʻlanamiz.",
        },
      },
      validThrough: {
        en: "Applications accepted until",
        ru: "Приём откликов до",
        uz: "Arizalar qabul qilish muddati",
      },
      applyTitle: {
        en: "Apply for this position",
        ru: "Откликнуться на вакансию",
        uz: "Vakansiyaga ariza topshirish",
      },
      applyText: {
        en: "Fill in the form and attach your CV. We reply to every application within five business days.",
        ru: "Заполните форму и прикрепите резюме. Мы отвечаем на каждый отклик в течение пяти рабочих дней.",
        uz: "Shaklni toʻldiring va rezyumeni biriktiring. Har bir arizaga besh ish kuni ichida javob beramiz.",
      },
      share: {
        en: "Share this position",
        ru: "Поделиться вакансией",
        uz: "Vakansiyani ulashish",
      },
    },
    form: {
      legend: {
        en: "Your application",
        ru: "Ваш отклик",
        uz: "Sizning arizangiz",
      },
      firstName: {
        en: "First name",
        ru: "Имя",
        uz: "Ism",
      },
      lastName: {
        en: "Last name",
        ru: "Фамилия",
        uz: "Familiya",
      },
      email: {
        en: "Email",
        ru: "Электронная почта",
        uz: "Elektron pochta",
      },
      phone: {
        en: "Phone number",
        ru: "Номер телефона",
        uz: "Telefon raqami",
      },
      message: {
        en: "Cover letter",
        ru: "Сопроводительное письмо",
        uz: "Motivatsion xat",
      },
      messageHint: {
        en: "Tell us briefly about your experience and why this role interests you.",
        ru: "Коротко расскажите о своём опыте и о том, чем вас заинтересовала эта роль.",
        uz: "Tajribangiz va bu lavozim sizni nimasi bilan qiziqtirgani haqida qisqacha yozing.",
      },
      cv: {
        en: "CV / résumé",
        ru: "Резюме",
        uz: "Rezyume",
      },
      position: {
        en: "Position applied for",
        ru: "Вакансия",
        uz: "Vakansiya",
      },
      generalApplication: {
        en: "General application (no specific position)",
        ru: "Общая заявка (без конкретной вакансии)",
        uz: "Umumiy ariza (muayyan vakansiyasiz)",
      },
      submit: {
        en: "Send application",
        ru: "Отправить отклик",
        uz: "Arizani yuborish",
      },
      sending: {
        en: "Sending…",
        ru: "Отправка…",
        uz: "Yuborilmoqda…",
      },
    },
  },
};
