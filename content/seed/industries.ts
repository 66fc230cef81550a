/**
 * The industries, in their order, each with its page (healthcare and government had only a
 * home-page card until issue 29.6).
 * What the site starts with (issue 27): imported into the database once, on the first start
 * that knows the kind (server/content/seed.ts); from then on staff edit it in the inbox.
 */
import type { Seed } from "../../shared/content-model/kind.ts";
import type { industries } from "../model/industries.ts";

export const industrySeeds: Seed<typeof industries>[] = [
  {
    id: "ofandprod",
    doc: {
      name: {
        en: "Office and productivity",
        ru: "Офис и продуктивность",
        uz: "Ofis va samaradorlik",
      },
      card: {
        title: {
          en: "Office and productivity",
          ru: "Офис и продуктивность",
          uz: "Ofis va samaradorlik",
        },
        text: {
          en: "Document management, workflow and collaboration tools that cut paperwork and make every approval traceable.",
          ru: "Электронный документооборот, управление бизнес-процессами и инструменты совместной работы, которые сокращают бумажную рутину и делают каждое согласование прозрачным.",
          uz: "Qogʻozbozlikni kamaytiradigan va har bir kelishuv jarayonini shaffof qiladigan elektron hujjat aylanishi, biznes-jarayonlarni boshqarish va hamkorlikda ishlash vositalari.",
        },
      },
      hasPage: true,
      page: {
        meta: {
          image: "",
          title: {
            en: "Office and productivity software",
            ru: "Офис и продуктивность",
            uz: "Ofis va samaradorlik",
          },
          description: {
            en: "Lojuvard builds document workflows, employee portals and request systems that take office work off paper and chat groups, from Tashkent.",
            ru: "Lojuvard создаёт системы документооборота, порталы сотрудников и учёта обращений, которые избавляют офис от бумаги и чатов. Lojuvard, Ташкент.",
            uz: "Lojuvard ofis ishini qogʻoz va chatlardan xalos etuvchi hujjat aylanishi, xodimlar portali va murojaatlar tizimlarini yaratadi.",
          },
        },
        title: {
          en: "Office and productivity software that people actually use",
          ru: "Системы для офиса и продуктивности, которыми действительно пользуются",
          uz: "Xodimlar haqiqatan foydalanadigan ofis va samaradorlik tizimlari",
        },
        lead: {
          en: "Approvals, documents and requests still move through paper, spreadsheets and chat groups in many organisations. Lojuvard builds systems that put this work in one place, show who is responsible for what, and let managers see progress without calling around.",
          ru: "Во многих организациях согласования, документы и заявки до сих пор ходят по бумаге, таблицам и чатам. Lojuvard создаёт системы, которые собирают эту работу в одном месте, показывают, кто за что отвечает, и позволяют руководителю видеть ход дел без звонков.",
          uz: "Koʻplab tashkilotlarda kelishuvlar, hujjatlar va arizalar hanuz qogʻoz, jadvallar va chatlar orqali yuradi. Lojuvard bu ishlarni bir joyga jamlaydigan, kim nimaga masʼul ekanini koʻrsatadigan va rahbarga qoʻngʻiroqlarsiz ish holatini kuzatish imkonini beradigan tizimlar yaratadi.",
        },
        challenges: {
          title: {
            en: "What slows offices down",
            ru: "Что тормозит работу офиса",
            uz: "Ofis ishini nima sekinlashtiradi",
          },
          keyFigure: {
            value: { en: "9 days", ru: "9 дней", uz: "9 kun" },
            label: {
              en: "a paper approval took, on average, before we moved it online",
              ru: "в среднем длилось согласование на бумаге — до перевода в цифру",
              uz: "oʻrtacha bir qogʻoz kelishuvga ketardi — raqamlashtirishgacha",
            },
          },
          items: [
            {
              title: {
                en: "Paper and messenger workflows",
                ru: "Бумага и мессенджеры",
                uz: "Qogʻoz va messenjerlar",
              },
              text: {
                en: "Memos are printed, signed and scanned; approvals get lost in chat threads. Uzbekistan's move to electronic document management makes this gap visible in every ministry and company that still works the old way.",
                ru: "Служебные записки печатают, подписывают и сканируют, а согласования теряются в переписке. Переход Узбекистана на электронный документооборот делает этот разрыв заметным в каждом министерстве и каждой компании, которые работают по-старому.",
                uz: "Xizmat xatlari chop etiladi, imzolanadi va skanerlanadi, kelishuvlar esa yozishmalar orasida yoʻqoladi. Oʻzbekistonning elektron hujjat aylanishiga oʻtishi eski usulda ishlayotgan har bir vazirlik va kompaniyada bu uzilishni yaqqol koʻrsatmoqda.",
              },
            },
            {
              title: {
                en: "Systems that do not talk to each other",
                ru: "Разрозненные системы",
                uz: "Bir-biri bilan bogʻlanmagan tizimlar",
              },
              text: {
                en: "HR, accounting, document registers and task lists live in separate tools. Staff retype the same data, reports disagree, and nobody trusts a single number.",
                ru: "Кадры, бухгалтерия, реестры документов и задачи живут в разных программах. Сотрудники по нескольку раз вводят одни и те же данные, отчёты не сходятся, и ни одной цифре нет полного доверия.",
                uz: "Kadrlar, buxgalteriya, hujjatlar reyestri va vazifalar turli dasturlarda yuritiladi. Xodimlar bir xil maʼlumotni qayta-qayta kiritadi, hisobotlar bir-biriga mos kelmaydi va hech bir raqamga toʻliq ishonib boʻlmaydi.",
              },
            },
            {
              title: {
                en: "Several languages and scripts",
                ru: "Несколько языков и алфавитов",
                uz: "Bir nechta til va yozuv",
              },
              text: {
                en: "Teams in Central Asia work in Uzbek, in Latin and Cyrillic script, in Russian and often in English. Interfaces, templates and search must handle all of them, not just one.",
                ru: "Команды в Центральной Азии работают на узбекском — латиницей и кириллицей, — на русском и часто на английском. Интерфейсы, шаблоны и поиск должны одинаково хорошо поддерживать их все.",
                uz: "Markaziy Osiyodagi jamoalar oʻzbek tilida — lotin va kirill yozuvida, rus tilida va koʻpincha ingliz tilida ishlaydi. Interfeyslar, shablonlar va qidiruv ularning barchasini birdek qoʻllab-quvvatlashi kerak.",
              },
            },
            {
              title: {
                en: "Data protection and localisation",
                ru: "Защита и локализация данных",
                uz: "Maʼlumotlar himoyasi va lokalizatsiyasi",
              },
              text: {
                en: "Personal data of Uzbek citizens must be stored in the country, while offices in the UK and the EU answer to GDPR. Security has to be designed in from the start, not added after launch.",
                ru: "Персональные данные граждан Узбекистана должны храниться в стране, а офисы в Великобритании и ЕС подчиняются европейскому регламенту о защите данных. Безопасность закладывается в проект с первого дня, а не добавляется после запуска.",
                uz: "Oʻzbekiston fuqarolarining shaxsga doir maʼlumotlari mamlakat ichida saqlanishi shart, Buyuk Britaniya va Yevropa Ittifoqidagi ofislar esa Yevropa maʼlumotlarni himoya qilish reglamentiga boʻysunadi. Xavfsizlik ishga tushirilgandan keyin emas, loyihaning birinchi kunidan boshlab hisobga olinadi.",
              },
            },
          ],
        },
        solutions: {
          title: {
            en: "What we build",
            ru: "Что мы создаём",
            uz: "Biz nimalar yaratamiz",
          },
          keyFigure: {
            value: { en: "1.2 million", ru: "1,2 млн", uz: "1,2 mln" },
            label: {
              en: "documents a year signed electronically in systems we built",
              ru: "документов в год подписывают электронно в наших системах",
              uz: "ta hujjat yiliga biz yaratgan tizimlarda elektron imzolanadi",
            },
          },
          items: [
            {
              title: {
                en: "Electronic document management",
                ru: "Электронный документооборот",
                uz: "Elektron hujjat aylanishi",
              },
              text: {
                en: "Registers, templates, routing and approval chains with electronic digital signatures, full version history and an audit trail for every document.",
                ru: "Реестры, шаблоны, маршруты и цепочки согласования с электронной цифровой подписью, полной историей версий и журналом действий по каждому документу.",
                uz: "Elektron raqamli imzo bilan ishlaydigan reyestrlar, shablonlar, yoʻnalishlar va kelishuv zanjirlari, har bir hujjat uchun versiyalarning toʻliq tarixi va harakatlar jurnali.",
              },
            },
            {
              title: {
                en: "Employee portals and intranets",
                ru: "Порталы сотрудников и интранет",
                uz: "Xodimlar portali va intranet",
              },
              text: {
                en: "One entry point for news, policies, leave requests, onboarding and HR self-service, available on the web and on mobile.",
                ru: "Единая точка входа для новостей, регламентов, заявлений на отпуск, адаптации новичков и кадровых сервисов — в браузере и на телефоне.",
                uz: "Yangiliklar, nizomlar, taʼtil arizalari, yangi xodimlarni moslashtirish va kadrlar xizmatlari uchun yagona kirish nuqtasi — brauzerda ham, telefonda ham.",
              },
            },
            {
              title: {
                en: "Request and task management",
                ru: "Учёт заявок и задач",
                uz: "Arizalar va vazifalar hisobi",
              },
              text: {
                en: "Systems that take in requests from staff or citizens, route them to the right person, track deadlines and close the loop with the requester.",
                ru: "Системы, которые принимают обращения сотрудников или граждан, направляют их ответственному, следят за сроками и сообщают заявителю о результате.",
                uz: "Xodimlar yoki fuqarolarning murojaatlarini qabul qiladigan, masʼul shaxsga yoʻnaltiradigan, muddatlarni nazorat qiladigan va arizachiga natijani yetkazadigan tizimlar.",
              },
            },
            {
              title: {
                en: "Integration and automation",
                ru: "Интеграция и автоматизация",
                uz: "Integratsiya va avtomatlashtirish",
              },
              text: {
                en: "We connect the tools you already use, remove double data entry and automate routine steps, from generating documents to sending reminders.",
                ru: "Связываем программы, которыми вы уже пользуетесь, убираем повторный ввод данных и автоматизируем рутину — от формирования документов до напоминаний.",
                uz: "Siz allaqachon foydalanayotgan dasturlarni oʻzaro bogʻlaymiz, maʼlumotlarni qayta kiritishni bartaraf etamiz va hujjat tayyorlashdan tortib eslatmalargacha boʻlgan muntazam ishlarni avtomatlashtiramiz.",
              },
            },
            {
              title: {
                en: "Dashboards for managers",
                ru: "Панели для руководителей",
                uz: "Rahbarlar uchun panellar",
              },
              text: {
                en: "Live views of workload, deadlines and bottlenecks, built on the data your teams already produce, so decisions rest on facts rather than status meetings.",
                ru: "Актуальная картина загрузки, сроков и узких мест на основе данных, которые команды уже создают, — решения опираются на факты, а не на планёрки.",
                uz: "Jamoalar yaratayotgan maʼlumotlar asosida yuklama, muddatlar va tor joylarning dolzarb manzarasi — qarorlar yigʻilishlardagi taxminlarga emas, faktlarga tayanadi.",
              },
            },
          ],
        },
        proof: {
          title: {
            en: "Why organisations choose Lojuvard",
            ru: "Почему организации выбирают Lojuvard",
            uz: "Nega tashkilotlar Lojuvard jamoasini tanlaydi",
          },
          items: [
            {
              value: {
                en: "20+",
                ru: "20+",
                uz: "20+",
              },
              label: {
                en: "years of building software for business and government",
                ru: "лет создаём программное обеспечение для бизнеса и государства",
                uz: "yil davomida biznes va davlat uchun dasturiy taʼminot yaratamiz",
              },
            },
            {
              value: {
                en: "6 cities",
                ru: "6 городов",
                uz: "6 shahar",
              },
              label: {
                en: "where our own teams share one set of tools, workflows and reports",
                ru: "где наши команды работают в одних инструментах, процессах и отчётах",
                uz: "jamoalarimiz bir xil vositalar, jarayonlar va hisobotlar bilan ishlaydi",
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
          ],
        },
        cta: {
          title: {
            en: "Take your office work off paper",
            ru: "Переведите офисную работу в цифру",
            uz: "Ofis ishini raqamlashtiring",
          },
          text: {
            en: "Tell us which process costs your team the most time. We will map it with you and propose a system, a plan and a budget.",
            ru: "Расскажите, какой процесс отнимает у команды больше всего времени. Мы вместе с вами опишем его и предложим систему, план работ и бюджет.",
            uz: "Jamoangizning eng koʻp vaqtini qaysi jarayon olayotganini aytib bering. Biz uni siz bilan birga tahlil qilamiz va tizim, ish rejasi hamda byudjet taklif etamiz.",
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
    id: "banking",
    doc: {
      name: {
        en: "Banking and finance",
        ru: "Банки и финансы",
        uz: "Bank va moliya",
      },
      card: {
        title: {
          en: "Banking and finance",
          ru: "Банки и финансы",
          uz: "Bank va moliya",
        },
        text: {
          en: "Lending, payments, core banking modules and reporting systems built to the security and audit standards that regulators expect.",
          ru: "Кредитование, платежи, модули автоматизированной банковской системы и отчётность — с безопасностью и аудитом на уровне требований регулятора.",
          uz: "Regulyator kutgan xavfsizlik va audit talablariga javob beradigan kreditlash, toʻlov, avtomatlashtirilgan bank tizimi modullari va hisobot tizimlari.",
        },
      },
      hasPage: true,
      page: {
        meta: {
          image: "",
          title: {
            en: "Banking and finance software",
            ru: "Банки и финансы",
            uz: "Bank va moliya",
          },
          description: {
            en: "Lending platforms, digital banking and scoring systems for banks. Lojuvard built a state bank's family-loan platform handling 10 trillion soms a year.",
            ru: "Кредитные платформы, дистанционное банковское обслуживание и скоринг для банков. Lojuvard создал для госбанка платформу на 10 трлн сумов кредитов в год.",
            uz: "Banklar uchun kredit platformalari, masofaviy bank xizmatlari va skoring. Lojuvard davlat banki uchun yiliga 10 trln soʻmlik kredit platformasini yaratdi.",
          },
        },
        title: {
          en: "Software for banking and finance",
          ru: "Программное обеспечение для банков и финансовых организаций",
          uz: "Bank va moliya tashkilotlari uchun dasturiy taʼminot",
        },
        lead: {
          en: "Banks need new digital channels without putting their core systems or their licence at risk. Lojuvard builds lending platforms, digital banking and back-office systems that meet regulators' requirements and carry real volume. The family-loan platform we built for a state bank handles 10 trillion soms of loans per year.",
          ru: "Банкам нужны новые цифровые каналы без риска для АБС и лицензии. Lojuvard создаёт кредитные платформы, дистанционное банковское обслуживание и системы бэк-офиса, которые соответствуют требованиям регулятора и выдерживают реальные объёмы. Через платформу семейных кредитов, созданную нами для государственного банка, проходит 10 трлн сумов кредитов в год.",
          uz: "Banklarga ABT va litsenziyani xavf ostiga qoʻymasdan yangi raqamli kanallar kerak. Lojuvard regulyator talablariga javob beradigan va real hajmlarni koʻtara oladigan kredit platformalari, masofaviy bank xizmatlari va bek-ofis tizimlarini yaratadi. Davlat banki uchun biz yaratgan oilaviy kredit platformasi orqali yiliga 10 trln soʻm kredit ajratiladi.",
        },
        challenges: {
          title: {
            en: "Challenges banks face",
            ru: "С чем сталкиваются банки",
            uz: "Banklar duch keladigan muammolar",
          },
          keyFigure: {
            value: { en: "11 banks", ru: "11 банков", uz: "11 bank" },
            label: {
              en: "whose core systems we have connected new products to",
              ru: "к АБС которых мы подключали новые продукты",
              uz: "bilan ABT integratsiyasini amalga oshirganmiz",
            },
          },
          items: [
            {
              title: {
                en: "Legacy core systems",
                ru: "Устаревшие АБС",
                uz: "Eskirgan ABT",
              },
              text: {
                en: "Core banking platforms that are decades old make every change slow and risky. New products have to work alongside them, not wait for a full replacement.",
                ru: "Автоматизированные банковские системы, которым не один десяток лет, делают любое изменение медленным и рискованным. Новые продукты должны работать рядом с ними, а не ждать полной замены.",
                uz: "Oʻn yillar avval joriy etilgan avtomatlashtirilgan bank tizimlari har qanday oʻzgarishni sekin va xatarli qiladi. Yangi mahsulotlar ularni toʻliq almashtirishni kutmasdan, ular bilan yonma-yon ishlashi kerak.",
              },
            },
            {
              title: {
                en: "Customers moving to digital channels",
                ru: "Клиенты уходят в цифровые каналы",
                uz: "Mijozlar raqamli kanallarga oʻtmoqda",
              },
              text: {
                en: "Uzbekistan's banking market is opening up, and customers now compare their bank with the best mobile apps they use. Branch queues and paper forms lose them.",
                ru: "Банковский рынок Узбекистана открывается, и клиенты сравнивают свой банк с лучшими мобильными приложениями, которыми пользуются. Очереди в отделениях и бумажные анкеты их отталкивают.",
                uz: "Oʻzbekiston bank bozori ochilib bormoqda, mijozlar esa oʻz bankini foydalanayotgan eng yaxshi mobil ilovalar bilan solishtiradi. Filiallardagi navbatlar va qogʻoz anketalar ularni uzoqlashtiradi.",
              },
            },
            {
              title: {
                en: "Regulation, security and audit",
                ru: "Регулирование, безопасность и аудит",
                uz: "Tartibga solish, xavfsizlik va audit",
              },
              text: {
                en: "Central bank requirements, anti-money-laundering checks, data localisation and card security standards apply at once. Every decision must leave a trace an auditor can follow.",
                ru: "Одновременно действуют требования центрального банка, меры по противодействию отмыванию денег, локализация данных и стандарты безопасности платёжных карт. Каждое решение должно оставлять след, по которому пройдёт аудитор.",
                uz: "Markaziy bank talablari, jinoiy daromadlarni legallashtirishga qarshi choralar, maʼlumotlar lokalizatsiyasi va toʻlov kartalari xavfsizligi standartlari bir vaqtda amal qiladi. Har bir qaror auditor kuzata oladigan iz qoldirishi lozim.",
              },
            },
            {
              title: {
                en: "The scale of state programmes",
                ru: "Масштаб государственных программ",
                uz: "Davlat dasturlarining koʻlami",
              },
              text: {
                en: "State banks run mass preferential lending programmes with fixed launch dates. Applications arrive in large waves, and funds have to reach the eligible families and businesses.",
                ru: "Государственные банки ведут массовые программы льготного кредитования с жёсткой датой старта. Заявки приходят волнами, и средства должны дойти именно до тех семей и предпринимателей, которым они положены.",
                uz: "Davlat banklari boshlanish sanasi qatʼiy belgilangan ommaviy imtiyozli kreditlash dasturlarini amalga oshiradi. Arizalar toʻlqin-toʻlqin boʻlib keladi, mablagʻlar esa aynan haqli oilalar va tadbirkorlarga yetib borishi kerak.",
              },
            },
          ],
        },
        solutions: {
          title: {
            en: "What we build for banks",
            ru: "Что мы создаём для банков",
            uz: "Banklar uchun nimalar yaratamiz",
          },
          keyFigure: {
            value: { en: "7", ru: "7", uz: "7" },
            label: {
              en: "online lending platforms we built are live at banks",
              ru: "кредитных онлайн-платформ нашей разработки работают в банках",
              uz: "ta onlayn kreditlash platformamiz banklarda ishlamoqda",
            },
          },
          items: [
            {
              title: {
                en: "Online lending platforms",
                ru: "Онлайн-платформы кредитования",
                uz: "Onlayn kreditlash platformalari",
              },
              text: {
                en: "The full path from application to signed loan agreement: applicant portal, document upload, scoring, review workspaces and electronic signature.",
                ru: "Весь путь от заявки до подписанного кредитного договора: кабинет заявителя, загрузка документов, скоринг, рабочие места для рассмотрения и электронная подпись.",
                uz: "Arizadan imzolangan kredit shartnomasigacha boʻlgan butun yoʻl: arizachi kabineti, hujjatlarni yuklash, skoring, koʻrib chiqish uchun ish joylari va elektron imzo.",
              },
            },
            {
              title: {
                en: "Internet and mobile banking",
                ru: "Интернет- и мобильный банкинг",
                uz: "Internet va mobil banking",
              },
              text: {
                en: "Customer apps for accounts, cards, transfers, payments and deposits, designed for both retail and business clients.",
                ru: "Клиентские приложения для счетов, карт, переводов, платежей и вкладов — для частных и корпоративных клиентов.",
                uz: "Jismoniy va yuridik shaxslar uchun hisobvaraqlar, kartalar, oʻtkazmalar, toʻlovlar va omonatlar bilan ishlaydigan mijoz ilovalari.",
              },
            },
            {
              title: {
                en: "Scoring and decision engines",
                ru: "Скоринг и системы принятия решений",
                uz: "Skoring va qaror qabul qilish tizimlari",
              },
              text: {
                en: "Configurable rules and models that rank applications, explain each result and let risk teams change policies without a new release.",
                ru: "Настраиваемые правила и модели, которые ранжируют заявки, объясняют каждый результат и позволяют риск-менеджерам менять политику без нового релиза.",
                uz: "Arizalarni saralaydigan, har bir natijani tushuntirib beradigan va risk boʻlimiga yangi reliz kutmasdan siyosatni oʻzgartirish imkonini beradigan sozlanadigan qoidalar va modellar.",
              },
            },
            {
              title: {
                en: "Integrations with registries and bureaus",
                ru: "Интеграции с реестрами и бюро",
                uz: "Reyestrlar va byurolar bilan integratsiya",
              },
              text: {
                en: "Secure connections to core banking, credit bureaus, state registries and payment systems, with monitoring and clear error handling.",
                ru: "Защищённое подключение к АБС, кредитным бюро, государственным реестрам и платёжным системам — с мониторингом и понятной обработкой ошибок.",
                uz: "ABT, kredit byurolari, davlat reyestrlari va toʻlov tizimlariga monitoring va tushunarli xatolarga ishlov berish bilan himoyalangan ulanish.",
              },
            },
            {
              title: {
                en: "Reporting and regulatory data",
                ru: "Отчётность для руководства и регулятора",
                uz: "Rahbariyat va regulyator uchun hisobotlar",
              },
              text: {
                en: "Management dashboards and regulatory reports built from a single, verified source of data, with a full audit trail.",
                ru: "Управленческие панели и регуляторные отчёты из единого проверенного источника данных с полным журналом действий.",
                uz: "Yagona tekshirilgan maʼlumotlar manbasidan tuzilgan boshqaruv panellari va regulyator hisobotlari, harakatlarning toʻliq jurnali bilan.",
              },
            },
          ],
        },
        proof: {
          title: {
            en: "Why banks choose Lojuvard",
            ru: "Почему банки выбирают Lojuvard",
            uz: "Nega banklar Lojuvard jamoasini tanlaydi",
          },
          items: [
            {
              value: {
                en: "10 trillion",
                ru: "10 трлн",
                uz: "10 trln",
              },
              label: {
                en: "soms of loans per year through the family-loan platform we built",
                ru: "сумов кредитов в год через созданную нами платформу семейных кредитов",
                uz: "soʻm kredit yiliga biz yaratgan oilaviy kredit platformasi orqali",
              },
            },
            {
              value: {
                en: "2 months",
                ru: "2 месяца",
                uz: "2 oy",
              },
              label: {
                en: "to launch it with a team of 15 developers",
                ru: "на её запуск силами 15 разработчиков",
                uz: "ichida 15 nafar dasturchi platformani ishga tushirdi",
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
                ru: "сертифицированная система менеджмента качества",
                uz: "sertifikatlangan sifat menejmenti tizimi",
              },
            },
          ],
        },
        cta: {
          title: {
            en: "Planning a new banking product?",
            ru: "Готовите новый банковский продукт?",
            uz: "Yangi bank mahsulotini rejalashtiryapsizmi?",
          },
          text: {
            en: "Tell us what you need to launch and by when. We will review your current systems and propose an architecture, a team and a timeline.",
            ru: "Расскажите, что нужно запустить и к какому сроку. Мы изучим ваши текущие системы и предложим архитектуру, состав команды и график.",
            uz: "Nimani va qaysi muddatgacha ishga tushirish kerakligini aytib bering. Mavjud tizimlaringizni oʻrganib, arxitektura, jamoa tarkibi va ish jadvalini taklif qilamiz.",
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
    id: "ecommerce",
    doc: {
      name: {
        en: "E-commerce and retail",
        ru: "Электронная коммерция и ритейл",
        uz: "Elektron tijorat va chakana savdo",
      },
      card: {
        title: {
          en: "E-commerce and retail",
          ru: "Электронная коммерция и ритейл",
          uz: "Elektron tijorat va chakana savdo",
        },
        text: {
          en: "Online stores, marketplaces and order management that stay fast during seasonal peaks and connect cleanly to warehouses and payment providers.",
          ru: "Интернет-магазины, маркетплейсы и системы управления заказами, которые не замедляются в сезонные пики и надёжно связаны со складами и платёжными провайдерами.",
          uz: "Mavsumiy choʻqqilarda ham tez ishlaydigan hamda omborlar va toʻlov provayderlari bilan ishonchli bogʻlangan internet-doʻkonlar, marketpleyslar va buyurtmalarni boshqarish tizimlari.",
        },
      },
      hasPage: true,
      page: {
        meta: {
          image: "",
          title: {
            en: "E-commerce and retail software",
            ru: "Электронная коммерция и ритейл",
            uz: "Elektron tijorat va chakana savdo",
          },
          description: {
            en: "Online stores, shopping apps, order and inventory systems for retailers. Lojuvard builds platforms that stay fast under peak load.",
            ru: "Интернет-магазины, мобильные приложения, управление заказами и запасами для ритейла. Lojuvard строит платформы, быстрые даже в пик нагрузки.",
            uz: "Chakana savdo uchun internet-doʻkonlar, mobil ilovalar, buyurtma va zaxiralarni boshqarish. Lojuvard eng yuqori yuklamada ham tez ishlovchi platformalar quradi.",
          },
        },
        title: {
          en: "E-commerce and retail software that sells and scales",
          ru: "Решения для электронной коммерции и розницы, которые продают и растут",
          uz: "Sotadigan va oʻsadigan elektron tijorat va chakana savdo yechimlari",
        },
        lead: {
          en: "Online shopping in Uzbekistan and Central Asia is growing fast, and customers compare every store with the largest marketplaces. Lojuvard builds online stores, mobile apps and the order, stock and payment systems behind them, so retailers own their channel and their customer data.",
          ru: "Онлайн-торговля в Узбекистане и Центральной Азии быстро растёт, и покупатели сравнивают каждый магазин с крупнейшими маркетплейсами. Lojuvard создаёт интернет-магазины, мобильные приложения и стоящие за ними системы заказов, запасов и платежей, чтобы ритейлер владел своим каналом продаж и данными о клиентах.",
          uz: "Oʻzbekiston va Markaziy Osiyoda onlayn savdo jadal oʻsmoqda, xaridorlar esa har bir doʻkonni eng yirik marketpleyslar bilan solishtiradi. Lojuvard internet-doʻkonlar, mobil ilovalar hamda ularning ortida turgan buyurtma, zaxira va toʻlov tizimlarini yaratadi — shunda savdo kompaniyasi oʻz savdo kanali va mijozlar haqidagi maʼlumotlarga oʻzi egalik qiladi.",
        },
        challenges: {
          title: {
            en: "Challenges in e-commerce and retail",
            ru: "Задачи электронной коммерции и ритейла",
            uz: "Elektron tijorat va chakana savdodagi muammolar",
          },
          keyFigure: {
            value: { en: "9", ru: "9", uz: "9 xil" },
            label: {
              en: "payment methods we connect, from local cards to instalments",
              ru: "способов оплаты мы подключаем — от местных карт до рассрочки",
              uz: "toʻlov usulini ulaymiz — kartalardan muddatli toʻlovgacha",
            },
          },
          items: [
            {
              title: {
                en: "Competing with marketplaces",
                ru: "Конкуренция с маркетплейсами",
                uz: "Marketpleyslar bilan raqobat",
              },
              text: {
                en: "Large marketplaces set customers' expectations for speed, search and delivery. A retailer's own store has to match them and offer a reason to come back.",
                ru: "Крупные маркетплейсы задают ожидания покупателей к скорости, поиску и доставке. Собственный магазин ритейлера должен им соответствовать и давать повод вернуться.",
                uz: "Yirik marketpleyslar xaridorlarning tezlik, qidiruv va yetkazib berish borasidagi kutishlarini belgilaydi. Savdo kompaniyasining oʻz doʻkoni ularga mos kelishi va qaytib kelishga sabab berishi kerak.",
              },
            },
            {
              title: {
                en: "A mix of payment methods",
                ru: "Разные способы оплаты",
                uz: "Turli toʻlov usullari",
              },
              text: {
                en: "Customers pay with local cards, wallets, instalments and cash on delivery. Every method needs a reliable integration, and refunds and reconciliation must add up.",
                ru: "Покупатели платят местными картами, электронными кошельками, в рассрочку и наличными при получении. Каждому способу нужна надёжная интеграция, а возвраты и сверка должны сходиться.",
                uz: "Xaridorlar mahalliy kartalar, elektron hamyonlar, muddatli toʻlov va qabul qilishda naqd pul bilan toʻlaydi. Har bir usul ishonchli integratsiyani talab qiladi, qaytarishlar va solishtirishlar esa aniq mos kelishi kerak.",
              },
            },
            {
              title: {
                en: "Stock across stores and warehouses",
                ru: "Остатки в магазинах и на складах",
                uz: "Doʻkon va omborlardagi qoldiqlar",
              },
              text: {
                en: "When the online catalogue, shops and warehouses keep separate records, customers order goods that are not there and sales staff promise what they cannot deliver.",
                ru: "Когда онлайн-каталог, магазины и склады ведут учёт отдельно, покупатели заказывают то, чего нет, а продавцы обещают то, что не могут выполнить.",
                uz: "Onlayn katalog, doʻkonlar va omborlar hisobni alohida yuritganda xaridorlar mavjud boʻlmagan tovarni buyurtma qiladi, sotuvchilar esa bajara olmaydigan vaʼdalarni beradi.",
              },
            },
            {
              title: {
                en: "Peak load on mobile networks",
                ru: "Пиковая нагрузка в мобильных сетях",
                uz: "Mobil tarmoqlardagi eng yuqori yuklama",
              },
              text: {
                en: "Sales events and holiday seasons multiply traffic, and most customers shop on phones with unstable connections. Slow pages lose orders.",
                ru: "Распродажи и праздничные сезоны многократно увеличивают трафик, а большинство покупателей заходят с телефонов при нестабильной связи. Медленные страницы теряют заказы.",
                uz: "Chegirmalar va bayram mavsumlari trafikni bir necha barobar oshiradi, xaridorlarning aksariyati esa beqaror aloqali telefonlardan kiradi. Sekin sahifalar buyurtmalarni yoʻqotadi.",
              },
            },
          ],
        },
        solutions: {
          title: {
            en: "What we build for retailers",
            ru: "Что мы создаём для ритейла",
            uz: "Chakana savdo uchun nimalar yaratamiz",
          },
          keyFigure: {
            value: { en: "12", ru: "12", uz: "12" },
            label: {
              en: "online stores and marketplaces we built are trading today",
              ru: "интернет-магазинов и маркетплейсов, созданных нами, уже торгуют",
              uz: "ta internet-doʻkon va marketpleysimiz bugun savdo qilmoqda",
            },
          },
          items: [
            {
              title: {
                en: "Online stores and marketplaces",
                ru: "Интернет-магазины и маркетплейсы",
                uz: "Internet-doʻkonlar va marketpleyslar",
              },
              text: {
                en: "Multilingual storefronts with fast search, clear product pages and a short checkout, built to rank well in search engines.",
                ru: "Многоязычные витрины с быстрым поиском, понятными карточками товаров и коротким оформлением заказа, хорошо заметные в поисковых системах.",
                uz: "Tezkor qidiruv, tushunarli tovar sahifalari va qisqa buyurtma berish jarayoniga ega, qidiruv tizimlarida yaxshi koʻrinadigan koʻp tilli vitrinalar.",
              },
            },
            {
              title: {
                en: "Mobile shopping apps",
                ru: "Мобильные приложения для покупок",
                uz: "Xarid uchun mobil ilovalar",
              },
              text: {
                en: "Apps with catalogue, cart, order tracking, loyalty and push notifications that work well on entry-level phones.",
                ru: "Приложения с каталогом, корзиной, отслеживанием заказа, программой лояльности и пуш-уведомлениями, которые хорошо работают на недорогих смартфонах.",
                uz: "Katalog, savat, buyurtmani kuzatish, sodiqlik dasturi va push-bildirishnomalarga ega, arzon smartfonlarda ham yaxshi ishlaydigan ilovalar.",
              },
            },
            {
              title: {
                en: "Order and inventory management",
                ru: "Управление заказами и запасами",
                uz: "Buyurtma va zaxiralarni boshqarish",
              },
              text: {
                en: "One view of stock across shops, warehouses and channels, with order routing, returns and fulfilment.",
                ru: "Единая картина остатков по магазинам, складам и каналам продаж с маршрутизацией заказов, возвратами и комплектацией.",
                uz: "Doʻkonlar, omborlar va savdo kanallari boʻyicha qoldiqlarning yagona manzarasi, buyurtmalarni yoʻnaltirish, qaytarish va butlash bilan.",
              },
            },
            {
              title: {
                en: "Payments and instalments",
                ru: "Платежи и рассрочка",
                uz: "Toʻlovlar va muddatli toʻlov",
              },
              text: {
                en: "Integrations with card schemes, wallets and instalment providers, with automated reconciliation for finance teams.",
                ru: "Интеграции с карточными системами, электронными кошельками и сервисами рассрочки, автоматическая сверка для финансовой службы.",
                uz: "Karta tizimlari, elektron hamyonlar va muddatli toʻlov xizmatlari bilan integratsiya, moliya boʻlimi uchun avtomatik solishtirish.",
              },
            },
            {
              title: {
                en: "Loyalty and analytics",
                ru: "Лояльность и аналитика",
                uz: "Sodiqlik va tahlil",
              },
              text: {
                en: "Customer profiles, bonus programmes and sales analytics that show what sells, to whom and through which channel.",
                ru: "Профили покупателей, бонусные программы и аналитика продаж, которая показывает, что продаётся, кому и через какой канал.",
                uz: "Xaridor profillari, bonus dasturlari va nima, kimga va qaysi kanal orqali sotilayotganini koʻrsatadigan savdo tahlili.",
              },
            },
          ],
        },
        proof: {
          title: {
            en: "Why retailers choose Lojuvard",
            ru: "Почему ритейлеры выбирают Lojuvard",
            uz: "Nega savdo kompaniyalari Lojuvard jamoasini tanlaydi",
          },
          items: [
            {
              value: {
                en: "20+",
                ru: "20+",
                uz: "20+",
              },
              label: {
                en: "years of building software for business and government",
                ru: "лет создаём программное обеспечение для бизнеса и государства",
                uz: "yil davomida biznes va davlat uchun dasturiy taʼminot yaratamiz",
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
                en: "6 cities",
                ru: "6 городов",
                uz: "6 shahar",
              },
              label: {
                en: "where our own teams work, from Tashkent to New York",
                ru: "где работают наши команды — от Ташкента до Нью-Йорка",
                uz: "jamoalarimiz ishlaydigan shaharlar — Toshkentdan Nyu-Yorkkacha",
              },
            },
          ],
        },
        cta: {
          title: {
            en: "Grow your online sales",
            ru: "Увеличьте онлайн-продажи",
            uz: "Onlayn savdoingizni oshiring",
          },
          text: {
            en: "Tell us about your catalogue, channels and plans. We will propose a platform and a first release you can launch quickly.",
            ru: "Расскажите о своём ассортименте, каналах продаж и планах. Мы предложим платформу и первый релиз, который можно быстро запустить.",
            uz: "Assortimentingiz, savdo kanallaringiz va rejalaringiz haqida aytib bering. Biz platforma va tez ishga tushirish mumkin boʻlgan birinchi relizni taklif qilamiz.",
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
    id: "logistics",
    doc: {
      name: {
        en: "Logistics",
        ru: "Логистика",
        uz: "Logistika",
      },
      card: {
        title: {
          en: "Logistics and supply chain",
          ru: "Логистика и цепочки поставок",
          uz: "Logistika va taʼminot zanjiri",
        },
        text: {
          en: "Tracking, warehouse and fleet systems that give dispatchers and customers the same up-to-date picture of every shipment.",
          ru: "Системы отслеживания, складского учёта и управления автопарком, в которых диспетчер и клиент видят одну и ту же актуальную картину по каждой отправке.",
          uz: "Dispetcher ham, mijoz ham har bir joʻnatma boʻyicha bir xil dolzarb maʼlumotni koʻradigan kuzatuv, ombor va avtopark boshqaruvi tizimlari.",
        },
      },
      hasPage: true,
      page: {
        meta: {
          image: "",
          title: {
            en: "Logistics software development",
            ru: "Логистика и цепочки поставок",
            uz: "Logistika va taʼminot zanjirlari",
          },
          description: {
            en: "Transport and warehouse systems, courier apps and tracking portals for logistics firms in Central Asia and beyond, built by Lojuvard.",
            ru: "Системы управления перевозками и складом, приложения для курьеров и отслеживание грузов для логистики Центральной Азии и не только — от Lojuvard.",
            uz: "Markaziy Osiyo logistikasi uchun tashish va omborni boshqarish tizimlari, kuryer ilovalari va yuklarni kuzatish tizimlari — Lojuvard yaratadi.",
          },
        },
        title: {
          en: "Software for logistics and supply chains",
          ru: "Программное обеспечение для логистики и цепочек поставок",
          uz: "Logistika va taʼminot zanjirlari uchun dasturiy taʼminot",
        },
        lead: {
          en: "Cargo through Central Asia crosses borders, carriers and warehouses, and every handover is a place where information gets lost. Lojuvard builds transport, warehouse and delivery systems that show where every shipment is and what happens next.",
          ru: "Груз через Центральную Азию пересекает границы, меняет перевозчиков и склады, и на каждой передаче теряется информация. Lojuvard создаёт системы для перевозок, складов и доставки, которые показывают, где находится каждая отправка и что с ней будет дальше.",
          uz: "Markaziy Osiyo orqali oʻtadigan yuk chegaralarni kesib oʻtadi, tashuvchi va omborlarni almashtiradi, har bir topshirishda esa maʼlumot yoʻqoladi. Lojuvard har bir joʻnatma qayerdaligini va keyin u bilan nima boʻlishini koʻrsatadigan tashish, ombor va yetkazib berish tizimlarini yaratadi.",
        },
        challenges: {
          title: {
            en: "Challenges in logistics",
            ru: "Задачи логистики",
            uz: "Logistikadagi muammolar",
          },
          keyFigure: {
            value: { en: "4 countries", ru: "4 страны", uz: "4 davlat" },
            label: {
              en: "whose customs systems our software exchanges data with",
              ru: "с таможнями которых обмениваются данными наши системы",
              uz: "bojxona tizimlari bilan maʼlumot almashamiz",
            },
          },
          items: [
            {
              title: {
                en: "Transit across several borders",
                ru: "Транзит через несколько границ",
                uz: "Bir nechta chegara orqali tranzit",
              },
              text: {
                en: "Uzbekistan is doubly landlocked, so freight moves by road and rail through several countries. Customs documents, carriers and rates change at every border.",
                ru: "Узбекистан — страна, дважды не имеющая выхода к морю, поэтому грузы идут автомобильным и железнодорожным транспортом через несколько государств. На каждой границе меняются таможенные документы, перевозчики и тарифы.",
                uz: "Oʻzbekiston oʻzi ham, qoʻshnilari ham dengizga chiqa olmaydi, shuning uchun yuklar avtomobil va temir yoʻl orqali bir nechta davlatdan oʻtadi. Har bir chegarada bojxona hujjatlari, tashuvchilar va tariflar oʻzgaradi.",
              },
            },
            {
              title: {
                en: "No single view of shipments",
                ru: "Нет единой картины отправок",
                uz: "Joʻnatmalarning yagona manzarasi yoʻq",
              },
              text: {
                en: "Status lives in phone calls, spreadsheets and drivers' messages. Customers ask where their cargo is, and dispatchers have to call around to find out.",
                ru: "Статусы разбросаны по звонкам, таблицам и сообщениям водителей. Клиенты спрашивают, где их груз, а диспетчерам приходится обзванивать всех, чтобы ответить.",
                uz: "Holat haqidagi maʼlumotlar qoʻngʻiroqlar, jadvallar va haydovchilarning xabarlari orasida tarqalib ketgan. Mijozlar yuki qayerdaligini soʻraydi, dispetcherlar esa javob berish uchun hammaga qoʻngʻiroq qilib chiqadi.",
              },
            },
            {
              title: {
                en: "Last-mile delivery in growing cities",
                ru: "Последняя миля в растущих городах",
                uz: "Oʻsib borayotgan shaharlarda manzilgacha yetkazish",
              },
              text: {
                en: "Addresses are often given by landmarks or mahalla names, customers still pay cash on delivery, and couriers need routes that reflect real traffic.",
                ru: "Адреса часто указывают по ориентирам или названию махалли, клиенты всё ещё платят наличными при получении, а курьерам нужны маршруты с учётом реальных пробок.",
                uz: "Manzillar koʻpincha moʻljal yoki mahalla nomi bilan aytiladi, mijozlar hamon qabul qilishda naqd pul toʻlaydi, kuryerlarga esa real tirbandlikni hisobga oladigan marshrutlar kerak.",
              },
            },
            {
              title: {
                en: "Warehouse and fleet efficiency",
                ru: "Эффективность склада и автопарка",
                uz: "Ombor va avtopark samaradorligi",
              },
              text: {
                en: "Manual stock counts, empty return trips and idle vehicles eat margins. Without data, it is hard to see where the losses are.",
                ru: "Ручная инвентаризация, порожние рейсы и простои техники съедают маржу. Без данных трудно понять, где именно возникают потери.",
                uz: "Qoʻlda inventarizatsiya, boʻsh qaytish reyslari va transportning turib qolishi foydani yeb qoʻyadi. Maʼlumotlarsiz yoʻqotishlar aynan qayerda ekanini tushunish qiyin.",
              },
            },
          ],
        },
        solutions: {
          title: {
            en: "What we build for logistics",
            ru: "Что мы создаём для логистики",
            uz: "Logistika uchun nimalar yaratamiz",
          },
          keyFigure: {
            value: { en: "2,400", ru: "2 400", uz: "2 400" },
            label: {
              en: "drivers and couriers work in apps we built every day",
              ru: "водителей и курьеров каждый день работают в наших приложениях",
              uz: "nafar haydovchi va kuryer har kuni ilovalarimizda ishlaydi",
            },
          },
          items: [
            {
              title: {
                en: "Transport management systems",
                ru: "Системы управления перевозками",
                uz: "Tashishni boshqarish tizimlari",
              },
              text: {
                en: "Orders, route planning, carrier selection, rates and documents in one system, from booking to proof of delivery.",
                ru: "Заказы, планирование маршрутов, выбор перевозчика, тарифы и документы в одной системе — от бронирования до подтверждения доставки.",
                uz: "Buyurtmalar, marshrutlarni rejalashtirish, tashuvchini tanlash, tariflar va hujjatlar yagona tizimda — bron qilishdan yetkazib berishni tasdiqlashgacha.",
              },
            },
            {
              title: {
                en: "Warehouse management",
                ru: "Управление складом",
                uz: "Omborni boshqarish",
              },
              text: {
                en: "Receiving, storage, picking and shipping with barcode scanning, stock accuracy and clear tasks for every shift.",
                ru: "Приёмка, хранение, комплектация и отгрузка со сканированием штрихкодов, точными остатками и понятными заданиями для каждой смены.",
                uz: "Shtrix-kodlarni skanerlash, aniq qoldiqlar va har bir smena uchun tushunarli topshiriqlar bilan qabul qilish, saqlash, terish va joʻnatish.",
              },
            },
            {
              title: {
                en: "Driver and courier apps",
                ru: "Приложения для водителей и курьеров",
                uz: "Haydovchi va kuryerlar uchun ilovalar",
              },
              text: {
                en: "Mobile apps with routes, tasks, photo proof of delivery and cash reconciliation that keep working when the connection drops.",
                ru: "Мобильные приложения с маршрутами, заданиями, фотоподтверждением доставки и сверкой наличных, которые работают и без связи.",
                uz: "Marshrutlar, topshiriqlar, yetkazib berishni foto orqali tasdiqlash va naqd pulni solishtirish imkoniyati bor, aloqa uzilganda ham ishlaydigan mobil ilovalar.",
              },
            },
            {
              title: {
                en: "Tracking portals for customers",
                ru: "Порталы отслеживания для клиентов",
                uz: "Mijozlar uchun kuzatuv portallari",
              },
              text: {
                en: "Self-service shipment tracking and notifications, so customers stop calling and your team stops searching for answers.",
                ru: "Самостоятельное отслеживание отправок и уведомления: клиенты перестают звонить, а команда — искать ответы.",
                uz: "Joʻnatmalarni mustaqil kuzatish va bildirishnomalar: mijozlar qoʻngʻiroq qilmaydi, jamoangiz esa javob qidirib vaqt sarflamaydi.",
              },
            },
            {
              title: {
                en: "Integrations and analytics",
                ru: "Интеграции и аналитика",
                uz: "Integratsiya va tahlil",
              },
              text: {
                en: "Connections to accounting, e-invoicing and customs systems, with dashboards on delivery times, costs and fleet use.",
                ru: "Подключение к бухгалтерии, электронным счетам-фактурам и таможенным системам, панели по срокам доставки, затратам и загрузке автопарка.",
                uz: "Buxgalteriya, elektron hisob-fakturalar va bojxona tizimlariga ulanish, yetkazib berish muddatlari, xarajatlar va avtopark bandligi boʻyicha panellar.",
              },
            },
          ],
        },
        proof: {
          title: {
            en: "Why logistics companies choose Lojuvard",
            ru: "Почему логистические компании выбирают Lojuvard",
            uz: "Nega logistika kompaniyalari Lojuvard jamoasini tanlaydi",
          },
          items: [
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
                en: "6 cities",
                ru: "6 городов",
                uz: "6 shahar",
              },
              label: {
                en: "on three continents where our own teams work, in our clients’ time zones",
                ru: "на трёх континентах, где работают наши команды — в часовых поясах клиентов",
                uz: "uch qitʼadagi shaharlar: jamoalarimiz mijozlar bilan bir vaqt mintaqasida ishlaydi",
              },
            },
          ],
        },
        cta: {
          title: {
            en: "Make every shipment visible",
            ru: "Сделайте каждую отправку видимой",
            uz: "Har bir joʻnatmani koʻrinadigan qiling",
          },
          text: {
            en: "Tell us how your operations work today and where they break. We will propose a system that fits your routes, warehouses and partners.",
            ru: "Расскажите, как устроена ваша работа сегодня и где она даёт сбои. Мы предложим систему под ваши маршруты, склады и партнёров.",
            uz: "Bugun ishingiz qanday tashkil etilgani va qayerda uzilishlar boʻlayotganini aytib bering. Biz marshrutlaringiz, omborlaringiz va hamkorlaringizga mos tizim taklif qilamiz.",
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
    id: "education",
    doc: {
      name: {
        en: "Education",
        ru: "Образование",
        uz: "Taʼlim",
      },
      card: {
        title: {
          en: "Education",
          ru: "Образование",
          uz: "Taʼlim",
        },
        text: {
          en: "Platforms for kindergartens, schools and universities, from enrolment and timetables to everyday communication with parents.",
          ru: "Платформы для детских садов, школ и вузов — от зачисления и расписания до ежедневного общения с родителями.",
          uz: "Bogʻchalar, maktablar va universitetlar uchun platformalar: qabul va dars jadvalidan ota-onalar bilan kundalik muloqotgacha.",
        },
      },
      hasPage: true,
      page: {
        meta: {
          image: "",
          title: {
            en: "Software for education",
            ru: "Решения для образования",
            uz: "Taʼlim uchun yechimlar",
          },
          description: {
            en: "School and preschool management systems, parent apps and learning platforms by Lojuvard. A preschool system delivered by 10 developers in one month.",
            ru: "Системы управления школами и детскими садами, приложения для родителей и учебные платформы от Lojuvard. Система для детсада — 10 разработчиков за месяц.",
            uz: "Lojuvard maktab va bogʻchalarni boshqarish tizimlari, ota-onalar uchun ilovalar va oʻquv platformalarini yaratadi. Bogʻcha tizimi 10 dasturchi bilan 1 oyda.",
          },
        },
        title: {
          en: "Software for schools, preschools and education providers",
          ru: "Программное обеспечение для школ, детских садов и учебных центров",
          uz: "Maktablar, bogʻchalar va oʻquv markazlari uchun dasturiy taʼminot",
        },
        lead: {
          en: "Education runs on schedules, records and trust between teachers and parents. Lojuvard builds management systems, parent apps and learning platforms that cut paperwork for staff and keep families informed. Our preschool management system went live in one month.",
          ru: "Образование держится на расписании, учёте и доверии между педагогами и родителями. Lojuvard создаёт системы управления, приложения для родителей и учебные платформы, которые избавляют сотрудников от бумажной работы и держат семьи в курсе. Нашу систему управления детским садом запустили за один месяц.",
          uz: "Taʼlim jadval, hisob va tarbiyachilar bilan ota-onalar oʻrtasidagi ishonchga tayanadi. Lojuvard xodimlarni qogʻozbozlikdan xalos etadigan va oilalarni doimo xabardor qilib turadigan boshqaruv tizimlari, ota-onalar uchun ilovalar va oʻquv platformalarini yaratadi. Biz yaratgan bogʻchani boshqarish tizimi bir oyda ishga tushirilgan.",
        },
        challenges: {
          title: {
            en: "Challenges in education",
            ru: "Задачи отрасли",
            uz: "Sohadagi muammolar",
          },
          keyFigure: {
            value: { en: "40%", ru: "40 %", uz: "40 %" },
            label: {
              en: "of applications reach our admission portals in the first week",
              ru: "заявлений приходит в наши порталы приёма в первую неделю",
              uz: "arizalar qabul portallarimizga birinchi haftada keladi",
            },
          },
          items: [
            {
              title: {
                en: "Enrolment peaks and fair admission",
                ru: "Пиковый набор и честный приём",
                uz: "Qabul mavsumidagi yuklama va adolatli qabul",
              },
              text: {
                en: "Demand for places in preschools and schools in Uzbekistan grows faster than capacity. Admission has to be transparent, and systems must hold up when every family applies in the same week.",
                ru: "Спрос на места в детских садах и школах Узбекистана растёт быстрее, чем их число. Приём должен быть прозрачным, а система — выдерживать нагрузку, когда заявления подают все семьи сразу.",
                uz: "Oʻzbekistonda bogʻcha va maktablardagi oʻrinlarga talab ularning soniga qaraganda tezroq oʻsmoqda. Qabul shaffof boʻlishi, tizim esa barcha oilalar bir vaqtda ariza topshirganda ham barqaror ishlashi kerak.",
              },
            },
            {
              title: {
                en: "Records kept by hand",
                ru: "Учёт вручную",
                uz: "Qoʻlda yuritiladigan hisob",
              },
              text: {
                en: "Attendance, meals, fees and staff records are still kept in notebooks and spreadsheets. Every report to owners or education authorities is assembled manually and is out of date the day it is sent.",
                ru: "Посещаемость, питание, оплата и кадровые данные по-прежнему ведутся в тетрадях и таблицах. Каждый отчёт для владельца или органов образования собирают вручную, и в день отправки он уже устарел.",
                uz: "Davomat, ovqatlanish, toʻlovlar va xodimlar maʼlumotlari hamon daftar va jadvallarda yuritiladi. Egasi yoki taʼlim organlari uchun har bir hisobot qoʻlda yigʻiladi va yuborilgan kuniyoq eskiradi.",
              },
            },
            {
              title: {
                en: "Parents who expect to be informed",
                ru: "Родители хотят быть в курсе",
                uz: "Ota-onalar xabardor boʻlishni istaydi",
              },
              text: {
                en: "Parents want to see attendance, payments and announcements on their phones, in their own language, without calling the office or scrolling through chat groups.",
                ru: "Родители ждут, что посещаемость, платежи и объявления будут видны в телефоне, на их родном языке — без звонков в администрацию и бесконечных чатов.",
                uz: "Ota-onalar davomat, toʻlovlar va eʼlonlarni oʻz telefonida, oʻz ona tilida koʻrishni xohlaydi — maʼmuriyatga qoʻngʻiroq qilmasdan va cheksiz chatlarni varaqlamasdan.",
              },
            },
            {
              title: {
                en: "Uneven connectivity and child data protection",
                ru: "Слабая связь и защита данных детей",
                uz: "Zaif aloqa va bolalar maʼlumotlarini himoya qilish",
              },
              text: {
                en: "Schools outside large cities often have weak internet and shared devices. At the same time, data about children calls for the strictest access control, in Uzbekistan and internationally.",
                ru: "В школах за пределами крупных городов часто медленный интернет и общие устройства. При этом данные о детях требуют самого строгого разграничения доступа — и в Узбекистане, и за рубежом.",
                uz: "Yirik shaharlardan tashqaridagi maktablarda internet koʻpincha sust, qurilmalar esa umumiy boʻladi. Shu bilan birga, bolalar haqidagi maʼlumotlar Oʻzbekistonda ham, xorijda ham kirish huquqlarini eng qatʼiy cheklashni talab qiladi.",
              },
            },
          ],
        },
        solutions: {
          title: {
            en: "What we build for education",
            ru: "Что мы создаём для образования",
            uz: "Taʼlim uchun nimalar yaratamiz",
          },
          keyFigure: {
            value: { en: "48", ru: "48", uz: "48" },
            label: {
              en: "schools and preschools work in systems we built",
              ru: "школ и детских садов работают в наших системах",
              uz: "ta maktab va bogʻcha biz yaratgan tizimlarda ishlaydi",
            },
          },
          items: [
            {
              title: {
                en: "School and preschool management",
                ru: "Управление школой и детским садом",
                uz: "Maktab va bogʻchani boshqarish",
              },
              text: {
                en: "Enrolment, groups and classes, attendance, meals, fees and staff in one system that administrators, teachers and accountants share.",
                ru: "Приём, группы и классы, посещаемость, питание, оплата и персонал в одной системе, с которой работают администрация, педагоги и бухгалтерия.",
                uz: "Qabul, guruh va sinflar, davomat, ovqatlanish, toʻlovlar va xodimlar — maʼmuriyat, tarbiyachilar va buxgalteriya birgalikda ishlaydigan yagona tizimda.",
              },
            },
            {
              title: {
                en: "Parent and student apps",
                ru: "Приложения для родителей и учеников",
                uz: "Ota-onalar va oʻquvchilar uchun ilovalar",
              },
              text: {
                en: "Mobile apps with attendance, schedules, payments, announcements and direct messages to teachers, in Uzbek, Russian and English.",
                ru: "Мобильные приложения с посещаемостью, расписанием, оплатой, объявлениями и личными сообщениями педагогам — на узбекском, русском и английском.",
                uz: "Davomat, dars jadvali, toʻlovlar, eʼlonlar va oʻqituvchilarga shaxsiy xabarlar yuborish imkoniyati bor mobil ilovalar — oʻzbek, rus va ingliz tillarida.",
              },
            },
            {
              title: {
                en: "Learning platforms",
                ru: "Учебные платформы",
                uz: "Oʻquv platformalari",
              },
              text: {
                en: "Online courses, assignments, testing and progress tracking for schools, universities and corporate training centres.",
                ru: "Онлайн-курсы, задания, тестирование и отслеживание прогресса для школ, вузов и корпоративных учебных центров.",
                uz: "Maktablar, oliy taʼlim muassasalari va korporativ oʻquv markazlari uchun onlayn kurslar, topshiriqlar, test sinovlari va oʻzlashtirishni kuzatish.",
              },
            },
            {
              title: {
                en: "Admission portals",
                ru: "Порталы приёма",
                uz: "Qabul portallari",
              },
              text: {
                en: "Online applications with transparent queues, document checks and notifications, built to stay responsive during peak enrolment.",
                ru: "Онлайн-заявления с прозрачной очередью, проверкой документов и уведомлениями, которые работают быстро даже в пик приёмной кампании.",
                uz: "Shaffof navbat, hujjatlarni tekshirish va bildirishnomalarga ega onlayn arizalar — qabul kampaniyasining eng qizgʻin pallasida ham tez ishlaydi.",
              },
            },
            {
              title: {
                en: "Analytics for owners and authorities",
                ru: "Аналитика для владельцев и органов образования",
                uz: "Egalar va taʼlim organlari uchun tahlil",
              },
              text: {
                en: "Reports on attendance, occupancy, finances and learning results, produced from live data instead of manual summaries.",
                ru: "Отчёты о посещаемости, наполняемости, финансах и успеваемости на основе актуальных данных, а не ручных сводок.",
                uz: "Davomat, bandlik, moliya va oʻzlashtirish boʻyicha hisobotlar qoʻlda tuzilgan xulosalar emas, dolzarb maʼlumotlar asosida shakllanadi.",
              },
            },
          ],
        },
        proof: {
          title: {
            en: "Why education providers choose Lojuvard",
            ru: "Почему образовательные организации выбирают Lojuvard",
            uz: "Nega taʼlim muassasalari Lojuvard jamoasini tanlaydi",
          },
          items: [
            {
              value: {
                en: "1 month",
                ru: "1 месяц",
                uz: "1 oy",
              },
              label: {
                en: "from the first meeting to the launch of a private preschool’s management system",
                ru: "от первой встречи до запуска системы управления частным детским садом",
                uz: "birinchi uchrashuvdan xususiy bogʻcha boshqaruv tizimini ishga tushirishgacha",
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
          ],
        },
        cta: {
          title: {
            en: "Let's plan your education platform",
            ru: "Спланируем вашу образовательную платформу",
            uz: "Taʼlim platformangizni birga rejalashtiramiz",
          },
          text: {
            en: "Tell us about your school, preschool or training centre. We will suggest what to build first and how soon it can be in use.",
            ru: "Расскажите о своей школе, детском саде или учебном центре. Мы подскажем, с чего начать и как скоро система заработает.",
            uz: "Maktabingiz, bogʻchangiz yoki oʻquv markazingiz haqida aytib bering. Nimadan boshlash kerakligi va tizim qancha vaqtda ishga tushishini taklif qilamiz.",
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
    id: "fintech",
    doc: {
      name: {
        en: "Fintech",
        ru: "Финтех",
        uz: "Fintex",
      },
      card: {
        title: {
          en: "Fintech",
          ru: "Финтех",
          uz: "Fintex",
        },
        text: {
          en: "Digital wallets, scoring engines and lending platforms for teams that need to launch quickly without cutting corners on compliance.",
          ru: "Цифровые кошельки, скоринговые системы и кредитные платформы для команд, которым нужно быстро выйти на рынок, не поступаясь требованиями регулятора.",
          uz: "Bozorga tez chiqishi, lekin regulyator talablaridan chekinmasligi kerak boʻlgan jamoalar uchun raqamli hamyonlar, skoring tizimlari va kredit platformalari.",
        },
      },
      hasPage: true,
      page: {
        meta: {
          image: "",
          title: {
            en: "Fintech software development",
            ru: "Разработка для финтеха",
            uz: "Fintex uchun dasturlash",
          },
          description: {
            en: "Payment apps, digital lending and remote onboarding for fintech companies. Lojuvard ships secure, scalable products, ISO 9001 certified, from Tashkent.",
            ru: "Платёжные приложения, цифровое кредитование и удалённая идентификация для финтех-компаний. Lojuvard создаёт надёжные продукты, сертификат ISO 9001.",
            uz: "Fintex kompaniyalari uchun toʻlov ilovalari, raqamli kreditlash va masofaviy identifikatsiya. Lojuvard ishonchli mahsulotlar yaratadi, ISO 9001 sertifikati bor.",
          },
        },
        title: {
          en: "Fintech products built to scale and to pass compliance",
          ru: "Финтех-продукты, готовые к росту и к проверкам",
          uz: "Oʻsishga va tekshiruvlarga tayyor fintex mahsulotlari",
        },
        lead: {
          en: "Fintech companies have to move fast and still satisfy banks, regulators and auditors. Lojuvard designs and builds payment, lending and onboarding products with security and compliance in the architecture from the first sprint.",
          ru: "Финтех-компаниям нужно двигаться быстро и при этом устраивать банки-партнёры, регуляторов и аудиторов. Lojuvard проектирует и разрабатывает платёжные, кредитные продукты и сервисы удалённой идентификации, закладывая безопасность и соответствие требованиям в архитектуру с первого спринта.",
          uz: "Fintex kompaniyalari tez harakat qilishi va shu bilan birga hamkor banklar, regulyatorlar va auditorlar talablariga javob berishi kerak. Lojuvard toʻlov, kredit mahsulotlari va masofaviy identifikatsiya xizmatlarini loyihalaydi va ishlab chiqadi — xavfsizlik va talablarga muvofiqlik birinchi sprintdanoq arxitekturaga kiritiladi.",
        },
        challenges: {
          title: {
            en: "Challenges in fintech",
            ru: "Задачи финтеха",
            uz: "Fintexdagi muammolar",
          },
          keyFigure: {
            value: { en: "23", ru: "23", uz: "23" },
            label: {
              en: "bank, card-scheme and payment APIs we have integrated with",
              ru: "интеграции с API банков, карточных и платёжных систем",
              uz: "ta bank, karta va toʻlov API bilan integratsiya qilganmiz",
            },
          },
          items: [
            {
              title: {
                en: "Speed against compliance",
                ru: "Скорость против требований",
                uz: "Tezlik va talablar oʻrtasida",
              },
              text: {
                en: "Investors expect a launch date; regulators expect licensing, data protection and anti-fraud controls. Both have to be met without rewriting the product later.",
                ru: "Инвесторы ждут даты запуска, регуляторы — лицензирования, защиты данных и противодействия мошенничеству. Выполнить нужно и то и другое, не переписывая продукт потом.",
                uz: "Investorlar ishga tushirish sanasini, regulyatorlar esa litsenziya, maʼlumotlar himoyasi va firibgarlikka qarshi choralarni kutadi. Ikkalasini ham mahsulotni keyinchalik qayta yozmasdan bajarish kerak.",
              },
            },
            {
              title: {
                en: "Many partners, many interfaces",
                ru: "Много партнёров — много интерфейсов",
                uz: "Hamkorlar koʻp — interfeyslar ham koʻp",
              },
              text: {
                en: "A single product may depend on several banks, card schemes, payment systems and state services, each with its own API, rules and downtime.",
                ru: "Один продукт может зависеть от нескольких банков, платёжных систем, карточных схем и государственных сервисов — у каждого свой API, свои правила и свои простои.",
                uz: "Bitta mahsulot bir nechta bank, toʻlov tizimi, karta tizimi va davlat xizmatlariga bogʻliq boʻlishi mumkin — ularning har birida oʻz API, oʻz qoidalari va oʻz uzilishlari bor.",
              },
            },
            {
              title: {
                en: "Trust and fraud",
                ru: "Доверие и мошенничество",
                uz: "Ishonch va firibgarlik",
              },
              text: {
                en: "Customers open accounts and take loans without visiting a branch. Remote identity checks, device checks and transaction monitoring decide whether the business can grow safely.",
                ru: "Клиенты открывают счета и берут кредиты, не приходя в отделение. От удалённой проверки личности, устройства и операций зависит, сможет ли бизнес расти безопасно.",
                uz: "Mijozlar filialga kelmasdan hisob ochadi va kredit oladi. Shaxsni, qurilmani va operatsiyalarni masofadan tekshirish biznes xavfsiz oʻsa oladimi yoki yoʻqmi, shuni belgilaydi.",
              },
            },
            {
              title: {
                en: "Load peaks and cross-border growth",
                ru: "Пиковые нагрузки и выход за рубеж",
                uz: "Eng yuqori yuklama va xorijga chiqish",
              },
              text: {
                en: "Payments peak on salary days and holidays, and successful products expand from Uzbekistan to Central Asia, the Gulf and Europe, each with new rules and currencies.",
                ru: "Платежи достигают пика в дни зарплаты и праздники, а успешные продукты выходят из Узбекистана в Центральную Азию, страны Залива и Европу — с новыми правилами и валютами.",
                uz: "Toʻlovlar ish haqi kunlari va bayramlarda eng yuqori choʻqqiga chiqadi, muvaffaqiyatli mahsulotlar esa Oʻzbekistondan Markaziy Osiyo, Fors koʻrfazi mamlakatlari va Yevropaga yangi qoidalar va valyutalar bilan chiqadi.",
              },
            },
          ],
        },
        solutions: {
          title: {
            en: "What we build for fintech",
            ru: "Что мы создаём для финтеха",
            uz: "Fintex uchun nimalar yaratamiz",
          },
          keyFigure: {
            value: { en: "99.95%", ru: "99,95 %", uz: "99,95 %" },
            label: {
              en: "availability of the payment services we run, over 12 months",
              ru: "доступность платёжных сервисов на нашей поддержке за год",
              uz: "toʻlov xizmatlarimizning oʻtgan yilgi uzluksiz ishlashi",
            },
          },
          items: [
            {
              title: {
                en: "Payment apps and wallets",
                ru: "Платёжные приложения и кошельки",
                uz: "Toʻlov ilovalari va hamyonlar",
              },
              text: {
                en: "Mobile and web apps for transfers, bill payments, QR payments and wallets, built for high availability and fast response times.",
                ru: "Мобильные и веб-приложения для переводов, оплаты услуг, платежей по QR-коду и электронных кошельков — с высокой доступностью и быстрым откликом.",
                uz: "Pul oʻtkazmalari, xizmatlar uchun toʻlov, QR-kod orqali toʻlov va elektron hamyonlar uchun mobil va veb-ilovalar — yuqori barqarorlik va tezkor javob bilan.",
              },
            },
            {
              title: {
                en: "Digital lending",
                ru: "Цифровое кредитование",
                uz: "Raqamli kreditlash",
              },
              text: {
                en: "Consumer loans, instalments and small-business credit with online applications, automated scoring and electronic agreements.",
                ru: "Потребительские кредиты, рассрочка и кредиты малому бизнесу с онлайн-заявкой, автоматическим скорингом и электронным договором.",
                uz: "Onlayn ariza, avtomatik skoring va elektron shartnoma bilan isteʼmol kreditlari, muddatli toʻlov va kichik biznes uchun kreditlar.",
              },
            },
            {
              title: {
                en: "Remote onboarding",
                ru: "Удалённая идентификация",
                uz: "Masofaviy identifikatsiya",
              },
              text: {
                en: "Identity verification, document capture and risk checks that turn a new user into a verified customer in one session.",
                ru: "Проверка личности, распознавание документов и оценка рисков, которые превращают нового пользователя в проверенного клиента за одну сессию.",
                uz: "Yangi foydalanuvchini bitta seansda tasdiqlangan mijozga aylantiradigan shaxsni tekshirish, hujjatlarni tanib olish va xatarlarni baholash.",
              },
            },
            {
              title: {
                en: "Integration layers",
                ru: "Интеграционные шлюзы",
                uz: "Integratsiya shlyuzlari",
              },
              text: {
                en: "API gateways that hide the differences between partner banks and payment providers, with retries, reconciliation and monitoring.",
                ru: "Единый слой, скрывающий различия между банками-партнёрами и платёжными провайдерами, с повторными попытками, сверкой и мониторингом.",
                uz: "Hamkor banklar va toʻlov provayderlari oʻrtasidagi farqlarni yashiradigan yagona qatlam — qayta urinishlar, solishtirish va monitoring bilan.",
              },
            },
            {
              title: {
                en: "Risk and operations dashboards",
                ru: "Панели рисков и операций",
                uz: "Xatar va operatsiyalar panellari",
              },
              text: {
                en: "Real-time views of transactions, fraud alerts and portfolio quality for risk, finance and support teams.",
                ru: "Картина операций, сигналов о мошенничестве и качества портфеля в реальном времени для риск-менеджмента, финансов и поддержки.",
                uz: "Risk, moliya va qoʻllab-quvvatlash jamoalari uchun operatsiyalar, firibgarlik signallari va portfel sifatining real vaqtdagi manzarasi.",
              },
            },
          ],
        },
        proof: {
          title: {
            en: "Why fintech companies choose Lojuvard",
            ru: "Почему финтех-компании выбирают Lojuvard",
            uz: "Nega fintex kompaniyalari Lojuvard jamoasini tanlaydi",
          },
          items: [
            {
              value: {
                en: "4 steps",
                ru: "4 шага",
                uz: "4 bosqich",
              },
              label: {
                en: "from online application to signed loan agreement on a lending platform we built",
                ru: "от онлайн-заявки до подписанного кредитного договора на созданной нами платформе",
                uz: "onlayn arizadan imzolangan kredit shartnomasigacha biz yaratgan platformada",
              },
            },
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
                en: "ISO 9001",
                ru: "ISO 9001",
                uz: "ISO 9001",
              },
              label: {
                en: "certified quality management",
                ru: "сертифицированная система менеджмента качества",
                uz: "sertifikatlangan sifat menejmenti tizimi",
              },
            },
          ],
        },
        cta: {
          title: {
            en: "Build your fintech product with us",
            ru: "Создадим ваш финтех-продукт вместе",
            uz: "Fintex mahsulotingizni birga yaratamiz",
          },
          text: {
            en: "Share your product idea and your compliance requirements. We will propose an architecture, a first release and a realistic launch plan.",
            ru: "Поделитесь идеей продукта и требованиями регулятора. Мы предложим архитектуру, состав первого релиза и реалистичный план запуска.",
            uz: "Mahsulot gʻoyangiz va regulyator talablarini biz bilan baham koʻring. Biz arxitektura, birinchi reliz tarkibi va real ishga tushirish rejasini taklif qilamiz.",
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
    id: "healthcare",
    doc: {
      name: {
        en: "Healthcare",
        ru: "Здравоохранение",
        uz: "Sogʻliqni saqlash",
      },
      card: {
        title: {
          en: "Healthcare",
          ru: "Здравоохранение",
          uz: "Sogʻliqni saqlash",
        },
        text: {
          en: "Clinic management, patient records and appointment systems that keep sensitive data protected and let staff spend their time on patients.",
          ru: "Системы управления клиникой, электронные медицинские карты и онлайн-запись, которые защищают чувствительные данные и освобождают время персонала для пациентов.",
          uz: "Maxfiy maʼlumotlarni himoya qiladigan va xodimlarga vaqtini bemorlarga sarflash imkonini beradigan klinika boshqaruvi, elektron tibbiy karta va qabulga yozilish tizimlari.",
        },
      },
      hasPage: true,
      page: {
        meta: {
          image: "",
          title: {
            en: "Healthcare software",
            ru: "Здравоохранение",
            uz: "Sogʻliqni saqlash",
          },
          description: {
            en: "Appointment, medical records and clinic management systems for clinics and hospitals, with patients' data protected under Uzbekistan's personal data law.",
            ru: "Системы записи на приём, медицинских карт и управления клиникой для клиник и больниц — с защитой данных пациентов по закону Узбекистана.",
            uz: "Klinika va shifoxonalar uchun qabulga yozilish, tibbiy karta va klinika boshqaruvi tizimlari — bemorlar maʼlumotlari Oʻzbekiston qonuni asosida himoyalangan.",
          },
        },
        title: {
          en: "Software for clinics and healthcare providers",
          ru: "Программное обеспечение для клиник и медицинских организаций",
          uz: "Klinikalar va tibbiyot muassasalari uchun dasturiy taʼminot",
        },
        lead: {
          en: "In many clinics doctors still spend part of every appointment on paper cards, phone bookings and reports typed twice. Lojuvard builds appointment, records and clinic management systems that give that time back to patients, protect medical data as the law requires and exchange data with the systems a clinic already reports to.",
          ru: "Во многих клиниках врачи до сих пор тратят часть каждого приёма на бумажные карты, запись по телефону и отчёты, которые приходится заполнять дважды. Lojuvard создаёт системы записи на приём, медицинских карт и управления клиникой, которые возвращают это время пациентам, защищают медицинские данные так, как требует закон, и обмениваются данными с системами, в которые клиника уже отчитывается.",
          uz: "Koʻplab klinikalarda shifokorlar hanuz har bir qabul vaqtining bir qismini qogʻoz kartalar, telefon orqali yozilish va ikki marta toʻldiriladigan hisobotlarga sarflaydi. Lojuvard qabulga yozilish, tibbiy karta va klinika boshqaruvi tizimlarini yaratadi: ular bu vaqtni bemorlarga qaytaradi, tibbiy maʼlumotlarni qonun talab qilganidek himoya qiladi va klinika allaqachon hisobot beradigan tizimlar bilan maʼlumot almashadi.",
        },
        challenges: {
          title: {
            en: "Challenges clinics face",
            ru: "С чем сталкиваются клиники",
            uz: "Klinikalar duch keladigan muammolar",
          },
          keyFigure: {
            value: { en: "11 minutes", ru: "11 минут", uz: "11 daqiqa" },
            label: {
              en: "of every visit went on paperwork in clinics we surveyed",
              ru: "каждого приёма уходили на бумаги в клиниках, которые мы изучали",
              uz: "har bir qabulda qogʻozlarga ketardi — biz oʻrgangan klinikalarda",
            },
          },
          items: [
            {
              title: {
                en: "Paper cards and phone bookings",
                ru: "Бумажные карты и запись по телефону",
                uz: "Qogʻoz kartalar va telefon orqali yozilish",
              },
              text: {
                en: "A patient's history is spread over paper cards in different departments, and appointments are booked by phone. The front desk spends the day on the line, and a doctor sees a patient without last month's test results.",
                ru: "История пациента разбросана по бумажным картам разных отделений, а запись идёт по телефону. Регистратура весь день на линии, а врач принимает пациента, не видя результатов анализов прошлого месяца.",
                uz: "Bemor tarixi turli boʻlimlardagi qogʻoz kartalarga tarqalib ketgan, qabulga esa telefon orqali yoziladi. Registratura kun boʻyi telefonda band, shifokor esa bemorni oʻtgan oydagi tahlil natijalarini koʻrmasdan qabul qiladi.",
              },
            },
            {
              title: {
                en: "The most sensitive data",
                ru: "Самые чувствительные данные",
                uz: "Eng maxfiy maʼlumotlar",
              },
              text: {
                en: "Diagnoses and test results are special personal data under Uzbekistan's law on personal data: they must be stored on servers in the country, only the staff who need them may open them, and every access must leave a trace.",
                ru: "По закону Узбекистана о персональных данных диагнозы и результаты анализов относятся к специальным персональным данным: их хранят на серверах внутри страны, открывать их могут только те сотрудники, кому это нужно, и каждое обращение к ним оставляет след.",
                uz: "Oʻzbekistonning shaxsga doir maʼlumotlar toʻgʻrisidagi qonuniga koʻra tashxislar va tahlil natijalari maxsus shaxsga doir maʼlumotlar hisoblanadi: ular mamlakat ichidagi serverlarda saqlanadi, ularni faqat zarur boʻlgan xodimlar ocha oladi va har bir murojaat iz qoldiradi.",
              },
            },
            {
              title: {
                en: "Reporting to the health system",
                ru: "Отчётность в системе здравоохранения",
                uz: "Sogʻliqni saqlash tizimiga hisobot",
              },
              text: {
                en: "Clinics report to the national health information systems, and the country is moving to electronic medical records. A clinic's own software has to exchange data with them instead of making staff enter everything twice.",
                ru: "Клиники отчитываются в национальные информационные системы здравоохранения, а страна переходит на электронные медицинские карты. Собственная система клиники должна обмениваться с ними данными, а не заставлять персонал вводить всё дважды.",
                uz: "Klinikalar sogʻliqni saqlashning milliy axborot tizimlariga hisobot beradi, mamlakat esa elektron tibbiy kartalarga oʻtmoqda. Klinikaning oʻz tizimi xodimlarni hammasini ikki marta kiritishga majburlamasdan, ular bilan maʼlumot almashishi kerak.",
              },
            },
            {
              title: {
                en: "Busy staff, demanding patients",
                ru: "Загруженный персонал и требовательные пациенты",
                uz: "Band xodimlar va talabchan bemorlar",
              },
              text: {
                en: "Patients compare a clinic with the apps they use every day and expect to book, reschedule and get their results online. Doctors and nurses need tools they learn in minutes, not one more screen to fill in.",
                ru: "Пациенты сравнивают клинику с приложениями, которыми пользуются каждый день, и ждут, что смогут записаться, перенести приём и получить результаты онлайн. Врачам и медсёстрам нужны инструменты, которые осваиваются за минуты, а не ещё один экран для заполнения.",
                uz: "Bemorlar klinikani har kuni foydalanadigan ilovalari bilan solishtiradi va qabulga yozilish, uni koʻchirish hamda natijalarni onlayn olishni kutadi. Shifokor va hamshiralarga yana bir toʻldiriladigan ekran emas, bir necha daqiqada oʻzlashtiriladigan vositalar kerak.",
              },
            },
          ],
        },
        solutions: {
          title: {
            en: "What we build for healthcare",
            ru: "Что мы создаём для здравоохранения",
            uz: "Sogʻliqni saqlash uchun nimalar yaratamiz",
          },
          keyFigure: {
            value: { en: "14", ru: "14", uz: "14" },
            label: {
              en: "clinics keep patient records in systems we built",
              ru: "клиник ведут медицинские карты в наших системах",
              uz: "ta klinika tibbiy kartalarni biz yaratgan tizimlarda yuritadi",
            },
          },
          items: [
            {
              title: {
                en: "Online appointments",
                ru: "Онлайн-запись на приём",
                uz: "Onlayn qabulga yozilish",
              },
              text: {
                en: "Booking on the website, in an app or through a messenger bot, with doctors' schedules, reminders and rescheduling, so the front desk answers fewer calls and fewer patients miss their visit.",
                ru: "Запись через сайт, приложение или бота в мессенджере — с расписанием врачей, напоминаниями и переносом приёма, чтобы регистратура отвечала на меньшее число звонков, а пациенты реже пропускали визит.",
                uz: "Sayt, ilova yoki messenjerdagi bot orqali yozilish — shifokorlar jadvali, eslatmalar va qabulni koʻchirish imkoniyati bilan: registraturaga kamroq qoʻngʻiroq qilinadi, bemorlar esa qabulni kamroq oʻtkazib yuboradi.",
              },
            },
            {
              title: {
                en: "Electronic medical records",
                ru: "Электронные медицинские карты",
                uz: "Elektron tibbiy kartalar",
              },
              text: {
                en: "One record per patient across departments: visits, diagnoses, prescriptions and test results, with templates for each specialty and a history of every change.",
                ru: "Одна карта пациента для всех отделений: визиты, диагнозы, назначения и результаты анализов — с шаблонами для каждой специальности и историей каждого изменения.",
                uz: "Barcha boʻlimlar uchun bemorning yagona kartasi: tashriflar, tashxislar, tayinlovlar va tahlil natijalari — har bir mutaxassislik uchun shablonlar va har bir oʻzgarish tarixi bilan.",
              },
            },
            {
              title: {
                en: "Clinic management",
                ru: "Управление клиникой",
                uz: "Klinika boshqaruvi",
              },
              text: {
                en: "Rooms, staff rotas, services and price lists, payments and insurance, medicines and consumables in stock, in one system instead of several spreadsheets.",
                ru: "Кабинеты, графики персонала, услуги и прейскуранты, оплата и страхование, запасы лекарств и расходных материалов — в одной системе вместо нескольких таблиц.",
                uz: "Xonalar, xodimlarning ish jadvali, xizmatlar va narxlar roʻyxati, toʻlovlar va sugʻurta, dori-darmon va sarf materiallari zaxirasi — bir nechta jadval oʻrniga bitta tizimda.",
              },
            },
            {
              title: {
                en: "Patient apps and portals",
                ru: "Приложения и кабинеты пациентов",
                uz: "Bemorlar uchun ilova va kabinetlar",
              },
              text: {
                en: "Results, prescriptions, visit history and payments on the patient's phone, opened only after a secure sign-in.",
                ru: "Результаты анализов, назначения, история визитов и оплаты в телефоне пациента — доступ только после защищённого входа.",
                uz: "Tahlil natijalari, tayinlovlar, tashriflar tarixi va toʻlovlar bemorning telefonida — faqat xavfsiz kirishdan soʻng.",
              },
            },
            {
              title: {
                en: "Integration and data protection",
                ru: "Интеграция и защита данных",
                uz: "Integratsiya va maʼlumotlar himoyasi",
              },
              text: {
                en: "Exchange with laboratories and the national health information systems, roles and access rights for every record, encryption, an audit log and hosting in data centres in Uzbekistan.",
                ru: "Обмен данными с лабораториями и национальными информационными системами здравоохранения, роли и права доступа к каждой записи, шифрование, журнал действий и размещение в дата-центрах Узбекистана.",
                uz: "Laboratoriyalar va sogʻliqni saqlashning milliy axborot tizimlari bilan maʼlumot almashish, har bir yozuv uchun rollar va kirish huquqlari, shifrlash, harakatlar jurnali va Oʻzbekistondagi maʼlumotlar markazlarida joylashtirish.",
              },
            },
          ],
        },
        proof: {
          title: {
            en: "Why work with Lojuvard",
            ru: "Почему стоит работать с Lojuvard",
            uz: "Nega Lojuvard bilan ishlash kerak",
          },
          items: [
            {
              value: {
                en: "20+",
                ru: "20+",
                uz: "20+",
              },
              label: {
                en: "years of building software for business and government",
                ru: "лет создаём программное обеспечение для бизнеса и государства",
                uz: "yil davomida biznes va davlat uchun dasturiy taʼminot yaratamiz",
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
                ru: "сертифицированная система менеджмента качества",
                uz: "sertifikatlangan sifat menejmenti tizimi",
              },
            },
          ],
        },
        cta: {
          title: {
            en: "Plan your clinic's system with us",
            ru: "Спланируем систему для вашей клиники",
            uz: "Klinikangiz tizimini birga rejalashtiramiz",
          },
          text: {
            en: "Tell us how patients book, where their records are kept and which systems you report to. We will propose an architecture, a first release and a plan that protects patients' data from the first day.",
            ru: "Расскажите, как пациенты записываются на приём, где хранятся их карты и в какие системы вы отчитываетесь. Мы предложим архитектуру, состав первого релиза и план, в котором данные пациентов защищены с первого дня.",
            uz: "Bemorlar qabulga qanday yozilishi, ularning kartalari qayerda saqlanishi va qaysi tizimlarga hisobot berishingizni aytib bering. Biz arxitektura, birinchi reliz tarkibi va bemorlar maʼlumotlarini birinchi kundanoq himoya qiladigan rejani taklif qilamiz.",
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
    id: "government",
    doc: {
      name: {
        en: "Government",
        ru: "Государственный сектор",
        uz: "Davlat sektori",
      },
      card: {
        title: {
          en: "Government",
          ru: "Государственный сектор",
          uz: "Davlat sektori",
        },
        text: {
          en: "Public service platforms for ministries and agencies that carry national-scale traffic and keep citizens' data secure.",
          ru: "Платформы государственных услуг для министерств и ведомств, которые выдерживают нагрузку в масштабах страны и надёжно защищают данные граждан.",
          uz: "Vazirlik va idoralar uchun mamlakat miqyosidagi yuklamaga bardosh beradigan va fuqarolar maʼlumotlarini ishonchli himoya qiladigan davlat xizmatlari platformalari.",
        },
      },
      hasPage: true,
      page: {
        meta: {
          image: "",
          title: {
            en: "Government software",
            ru: "Государственный сектор",
            uz: "Davlat sektori",
          },
          description: {
            en: "Public service platforms, registries and workspaces for ministries, hokimiyats and mahallas. Lojuvard built an online mahalla platform with 300,000 users, about 100,000 of them active every month.",
            ru: "Платформы госуслуг, реестры и рабочие места для министерств, хокимиятов и махаллей. Lojuvard создал онлайн-платформу махалли: 300 000 пользователей, около 100 000 из них активны каждый месяц.",
            uz: "Vazirlik, hokimlik va mahallalar uchun davlat xizmatlari platformalari, reyestrlar va ish joylari. Lojuvard yaratgan onlayn mahalla platformasidan 300 000 kishi foydalanadi, ulardan 100 000 ga yaqini har oy faol.",
          },
        },
        title: {
          en: "Software for government and public services",
          ru: "Программное обеспечение для государственного сектора",
          uz: "Davlat sektori uchun dasturiy taʼminot",
        },
        lead: {
          en: "Citizens now expect a public service to work as well as the best apps on their phones. Agencies have to deliver it by a fixed date, within the law and without putting citizens' data at risk. Lojuvard builds public service platforms, registries and workspaces for civil servants that people of every age understand and that hold up under a national audience.",
          ru: "Граждане ждут, что государственная услуга будет работать так же удобно, как лучшие приложения в их телефоне. Ведомствам нужно запустить её к установленному сроку, в рамках закона и без риска для данных граждан. Lojuvard создаёт платформы государственных услуг, реестры и рабочие места для госслужащих, которые понятны людям любого возраста и выдерживают нагрузку в масштабах страны.",
          uz: "Fuqarolar davlat xizmati telefonidagi eng yaxshi ilovalar kabi qulay ishlashini kutadi. Idoralar esa uni belgilangan muddatda, qonun doirasida va fuqarolar maʼlumotlarini xavf ostiga qoʻymasdan ishga tushirishi kerak. Lojuvard davlat xizmatlari platformalari, reyestrlar va davlat xizmatchilari uchun ish joylarini yaratadi: ular har qanday yoshdagi odamlarga tushunarli va mamlakat miqyosidagi yuklamaga bardosh beradi.",
        },
        challenges: {
          title: {
            en: "Challenges the public sector faces",
            ru: "С чем сталкивается государственный сектор",
            uz: "Davlat sektori duch keladigan muammolar",
          },
          keyFigure: {
            value: { en: "6", ru: "6", uz: "6" },
            label: {
              en: "public services we launched on a date set by decree, none late",
              ru: "госуслуг мы запустили к дате из указа — ни одной с опозданием",
              uz: "ta davlat xizmatini farmondagi sanada ishga tushirganmiz",
            },
          },
          items: [
            {
              title: {
                en: "Paper, queues and chat groups",
                ru: "Бумага, очереди и чаты",
                uz: "Qogʻoz, navbatlar va chatlar",
              },
              text: {
                en: "Certificates, applications and requests still travel on paper and through messenger groups. Citizens do not know what happened to their request, and managers have no overview of the workload.",
                ru: "Справки, заявления и обращения до сих пор ходят на бумаге и по чатам в мессенджерах. Граждане не знают, что стало с их обращением, а руководители не видят общей картины нагрузки.",
                uz: "Maʼlumotnomalar, arizalar va murojaatlar hanuz qogʻozda va messenjerlardagi chatlar orqali yuradi. Fuqarolar murojaati nima boʻlganini bilmaydi, rahbarlar esa ish yuklamasining umumiy manzarasini koʻrmaydi.",
              },
            },
            {
              title: {
                en: "Services for every generation",
                ru: "Услуги для всех поколений",
                uz: "Har bir avlod uchun xizmat",
              },
              text: {
                en: "Students and pensioners use the same public service, in Uzbek and Russian, on inexpensive phones and unstable mobile connections. A service that only suits confident users fails the people who need it most.",
                ru: "Одной и той же государственной услугой пользуются и студенты, и пенсионеры — на узбекском и русском, с недорогих телефонов и при нестабильной мобильной связи. Услуга, удобная только уверенным пользователям, подводит тех, кому она нужнее всего.",
                uz: "Bitta davlat xizmatidan talabalar ham, nafaqaxoʻrlar ham — oʻzbek va rus tillarida, arzon telefonlardan va beqaror mobil aloqa orqali foydalanadi. Faqat tajribali foydalanuvchilarga qulay xizmat unga eng muhtoj odamlarga pand beradi.",
              },
            },
            {
              title: {
                en: "Citizens' data and the law",
                ru: "Данные граждан и закон",
                uz: "Fuqarolar maʼlumotlari va qonun",
              },
              text: {
                en: "Uzbekistan's law on personal data requires citizens' data to be stored on servers in the country, with access limited and recorded. Security and audit have to be part of the design, not a check before launch.",
                ru: "Закон Узбекистана о персональных данных требует хранить данные граждан на серверах внутри страны, а доступ к ним ограничивать и фиксировать. Безопасность и аудит должны быть частью проекта, а не проверкой перед запуском.",
                uz: "Oʻzbekistonning shaxsga doir maʼlumotlar toʻgʻrisidagi qonuni fuqarolar maʼlumotlarini mamlakat ichidagi serverlarda saqlashni, ularga kirishni esa cheklash va qayd etishni talab qiladi. Xavfsizlik va audit ishga tushirish oldidan oʻtkaziladigan tekshiruv emas, loyihaning bir qismi boʻlishi kerak.",
              },
            },
            {
              title: {
                en: "Fixed dates and national scale",
                ru: "Жёсткие сроки и масштаб страны",
                uz: "Qatʼiy muddatlar va mamlakat miqyosi",
              },
              text: {
                en: "Reforms come with a launch date set by decree, and a new service can reach hundreds of thousands of people in its first weeks. There is rarely time for a pilot that runs for a year.",
                ru: "Реформы приходят с датой запуска, установленной указом, а новая услуга уже в первые недели может дойти до сотен тысяч людей. Времени на пилот длиной в год, как правило, нет.",
                uz: "Islohotlar farmonda belgilangan ishga tushirish sanasi bilan keladi, yangi xizmat esa dastlabki haftalardayoq yuz minglab odamlarga yetib borishi mumkin. Bir yil davom etadigan sinov loyihasi uchun odatda vaqt boʻlmaydi.",
              },
            },
          ],
        },
        solutions: {
          title: {
            en: "What we build for the public sector",
            ru: "Что мы создаём для государственного сектора",
            uz: "Davlat sektori uchun nimalar yaratamiz",
          },
          keyFigure: {
            value: { en: "14 regions", ru: "14 регионов", uz: "14 hudud" },
            label: {
              en: "where civil servants work in systems we built",
              ru: "где госслужащие работают в наших системах",
              uz: "davlat xizmatchilari biz yaratgan tizimlarda ishlaydi",
            },
          },
          items: [
            {
              title: {
                en: "Public service platforms",
                ru: "Платформы государственных услуг",
                uz: "Davlat xizmatlari platformalari",
              },
              text: {
                en: "Web and mobile services where citizens submit an application, follow its status and receive the result, with sign-in through the state's identification services and screens in plain language.",
                ru: "Веб- и мобильные сервисы, в которых гражданин подаёт заявление, следит за его статусом и получает результат, — со входом через государственные системы идентификации и экранами на понятном языке.",
                uz: "Fuqaro ariza topshiradigan, uning holatini kuzatadigan va natijani oladigan veb va mobil xizmatlar — davlat identifikatsiya tizimlari orqali kirish va sodda tildagi ekranlar bilan.",
              },
            },
            {
              title: {
                en: "Workspaces for civil servants",
                ru: "Рабочие места для госслужащих",
                uz: "Davlat xizmatchilari uchun ish joylari",
              },
              text: {
                en: "Queues of requests, deadlines, answer templates and the history of every case, so the staff of a ministry, a hokimiyat or a mahalla see their work in one place.",
                ru: "Очереди обращений, сроки, шаблоны ответов и история каждого дела — сотрудники министерства, хокимията или махалли видят свою работу в одном месте.",
                uz: "Murojaatlar navbati, muddatlar, javob shablonlari va har bir ishning tarixi — vazirlik, hokimlik yoki mahalla xodimlari oʻz ishini bir joyda koʻradi.",
              },
            },
            {
              title: {
                en: "Registries and interagency exchange",
                ru: "Реестры и межведомственный обмен",
                uz: "Reyestrlar va idoralararo almashinuv",
              },
              text: {
                en: "Registries with a clear owner for every record, and secure connections to other agencies' systems, so a citizen is never asked for a certificate the state already holds.",
                ru: "Реестры, где у каждой записи есть ответственный, и защищённые подключения к системам других ведомств, чтобы у гражданина не требовали справку, которая у государства уже есть.",
                uz: "Har bir yozuvning masʼuli aniq boʻlgan reyestrlar va boshqa idoralar tizimlariga himoyalangan ulanishlar — fuqarodan davlatda allaqachon bor maʼlumotnoma talab qilinmaydi.",
              },
            },
            {
              title: {
                en: "Analytics for decision-makers",
                ru: "Аналитика для руководителей",
                uz: "Rahbarlar uchun tahlil",
              },
              text: {
                en: "Dashboards that show what residents ask for, where requests get stuck and how districts compare, built on the data the services already collect.",
                ru: "Панели, которые показывают, о чём просят жители, где застревают обращения и как различаются районы, — на данных, которые сервисы уже собирают.",
                uz: "Aholi nimani soʻrayotgani, murojaatlar qayerda tiqilib qolayotgani va tumanlar bir-biridan qanday farq qilishini koʻrsatadigan panellar — xizmatlar allaqachon toʻplayotgan maʼlumotlar asosida.",
              },
            },
            {
              title: {
                en: "Infrastructure for a national audience",
                ru: "Инфраструктура для всей страны",
                uz: "Butun mamlakat uchun infratuzilma",
              },
              text: {
                en: "Caching, queues and horizontal scaling from the first release, monitoring of load and errors, and hosting in data centres in Uzbekistan.",
                ru: "Кэширование, очереди и горизонтальное масштабирование с первого релиза, мониторинг нагрузки и ошибок и размещение в дата-центрах Узбекистана.",
                uz: "Birinchi relizdan boshlab keshlash, navbatlar va gorizontal masshtablash, yuklama va xatolar monitoringi hamda Oʻzbekistondagi maʼlumotlar markazlarida joylashtirish.",
              },
            },
          ],
        },
        proof: {
          title: {
            en: "Why public agencies choose Lojuvard",
            ru: "Почему государственные организации выбирают Lojuvard",
            uz: "Nega davlat tashkilotlari Lojuvard jamoasini tanlaydi",
          },
          items: [
            {
              value: {
                en: "300,000",
                ru: "300 000",
                uz: "300 000",
              },
              label: {
                en: "users of the online mahalla platform we built, about 100,000 of them active every month",
                ru: "пользователей созданной нами онлайн-платформы махалли, из них около 100 000 активны каждый месяц",
                uz: "biz yaratgan onlayn mahalla platformasi foydalanuvchilari, ulardan 100 000 ga yaqini har oy faol",
              },
            },
            {
              value: {
                en: "20+",
                ru: "20+",
                uz: "20+",
              },
              label: {
                en: "years of building software for business and government",
                ru: "лет создаём программное обеспечение для бизнеса и государства",
                uz: "yil davomida biznes va davlat uchun dasturiy taʼminot yaratamiz",
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
                ru: "сертифицированная система менеджмента качества",
                uz: "sertifikatlangan sifat menejmenti tizimi",
              },
            },
          ],
        },
        cta: {
          title: {
            en: "Bring a public service online",
            ru: "Переведём государственную услугу в онлайн",
            uz: "Davlat xizmatini onlayn shaklga oʻtkazamiz",
          },
          text: {
            en: "Tell us which service or process has to move online, and by when. We will propose an architecture, a first release and a plan that meets your deadline.",
            ru: "Расскажите, какую услугу или процесс нужно перевести в онлайн и к какому сроку. Мы предложим архитектуру, состав первого релиза и план, который уложится в ваш срок.",
            uz: "Qaysi xizmat yoki jarayonni qaysi muddatgacha onlayn shaklga oʻtkazish kerakligini aytib bering. Biz arxitektura, birinchi reliz tarkibi va muddatingizga sigʻadigan rejani taklif qilamiz.",
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
