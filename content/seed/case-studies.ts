import type { caseStudies } from "../model/case-studies.ts";
import type { SeedOf } from "./seed-entry.ts";

/** The three case studies of the specification, as the site starts with them (content/model/case-studies.ts). */
export const caseStudySeed: readonly SeedOf<typeof caseStudies>[] = [
  {
    id: "familycredit",
    doc: {
      published: "2024-06-18",
      title: {
        en: "A preferential family-loan platform for a state bank",
        ru: "Платформа льготных семейных кредитов для государственного банка",
        uz: "Davlat banki uchun imtiyozli oilaviy kredit platformasi",
      },
      client: {
        en: "State bank · Preferential lending",
        ru: "Государственный банк · Льготное кредитование",
        uz: "Davlat banki · Imtiyozli kreditlash",
      },
      summary: {
        en: "We built the online platform through which a state bank issues preferential family loans, from the first application to the signed agreement.",
        ru: "Мы создали онлайн-платформу, через которую государственный банк выдаёт льготные семейные кредиты, — от первой заявки до подписанного договора.",
        uz: "Davlat banki imtiyozli oilaviy kreditlarni birinchi arizadan imzolangan shartnomagacha ajratadigan onlayn platformani yaratdik.",
      },
      seo: {
        image: "",
        title: {
          en: "Family-loan platform for a state bank",
          ru: "Платформа семейных кредитов госбанка",
          uz: "Davlat banki uchun oilaviy kredit",
        },
        description: {
          en: "How 15 Lojuvard developers built a state bank's preferential family-loan platform in 2 months. It now carries 10 trillion soms of loans per year.",
          ru: "Как 15 разработчиков Lojuvard за 2 месяца создали для госбанка платформу льготных семейных кредитов. Сегодня через неё проходит 10 трлн сумов в год.",
          uz: "Lojuvardning 15 nafar dasturchisi 2 oyda davlat banki uchun imtiyozli oilaviy kredit platformasini yaratdi. Bugun u orqali yiliga 10 trln soʻm kredit ajratiladi.",
        },
      },
      sectors: ["banking", "fintech"],
      services: ["webdev", "spe"],
      figures: [
        {
          value: { en: "10 trillion", ru: "10 трлн", uz: "10 trln" },
          label: { en: "soms of loans per year", ru: "сумов кредитов в год", uz: "soʻm kredit yiliga" },
        },
        {
          value: { en: "4 minutes", ru: "4 минуты", uz: "4 daqiqa" },
          label: {
            en: "to a scoring decision, instead of 2 days of manual checks",
            ru: "до решения скоринга вместо 2 дней ручной проверки",
            uz: "ichida skoring qarori, qoʻlda tekshirishdagi 2 kun oʻrniga",
          },
        },
        {
          value: { en: "2 months", ru: "2 месяца", uz: "2 oy" },
          label: {
            en: "from kick-off to launch, on the programme's start date",
            ru: "от старта до запуска — точно к началу программы",
            uz: "ichida ishga tushirildi — aynan dastur boshlangan kuni",
          },
        },
        {
          value: { en: "15", ru: "15", uz: "15" },
          label: { en: "developers on the team", ru: "разработчиков в команде", uz: "nafar dasturchi jamoada" },
        },
      ],
      gallery: [
        {
          image: {
            en: "/images/art/screens/familycredit.en.svg",
            ru: "/images/art/screens/familycredit.ru.svg",
            uz: "/images/art/screens/familycredit.uz.svg",
          },
          alt: {
            en: "The family-loan platform: the hokim's assistant's workspace shows an application that has passed scoring with 82 of 100, three confirmed checks and the Approve button; beside it, the applicant's phone follows the application through its four steps.",
            ru: "Платформа семейных кредитов: на рабочем месте помощника хокима заявка прошла скоринг с 82 баллами из 100, три проверки подтверждены, доступна кнопка «Одобрить»; рядом телефон заявителя показывает четыре шага заявки.",
            uz: "Oilaviy kreditlar platformasi: hokim yordamchisining ish joyida ariza skoringdan 100 balldan 82 ball bilan oʻtgan, uchta tekshiruv tasdiqlangan va «Tasdiqlash» tugmasi bor; yonida arizachining telefoni arizaning toʻrt bosqichini koʻrsatadi.",
          },
        },
        {
          image: {
            en: "/images/art/screens/familycredit-queue.en.svg",
            ru: "/images/art/screens/familycredit-queue.ru.svg",
            uz: "/images/art/screens/familycredit-queue.uz.svg",
          },
          alt: {
            en: "The hokim's assistant's queue of family-loan applications for Birlik mahalla, Chilonzor district: six applicants with their family business, loan amount, submission date and status, the one being evaluated highlighted.",
            ru: "Очередь заявок на семейный кредит у помощника хокима махалли «Бирлик» Чиланзарского района: шесть заявителей с семейным бизнесом, суммой, датой подачи и статусом; заявка на оценке выделена.",
            uz: "Chilonzor tumani «Birlik» mahallasi hokim yordamchisining oilaviy kredit arizalari navbati: oltita arizachi, ularning oilaviy biznesi, summasi, topshirilgan sanasi va holati; baholanayotgan ariza ajratib koʻrsatilgan.",
          },
        },
        {
          image: {
            en: "/images/art/screens/familycredit-form.en.svg",
            ru: "/images/art/screens/familycredit-form.ru.svg",
            uz: "/images/art/screens/familycredit-form.uz.svg",
          },
          alt: {
            en: "The applicant's phone in three steps: the family-business step of the application (a sewing workshop, 120,000,000 soms for 36 months), the documents filled in from state registries, and the application's status with an SMS from the bank.",
            ru: "Телефон заявителя в трёх шагах: шаг «Семейный бизнес» (швейная мастерская, 120 000 000 сумов на 36 месяцев), документы с данными из госреестров и статус заявки с SMS от банка.",
            uz: "Arizachining telefoni uch bosqichda: arizaning «Oilaviy biznes» bosqichi (tikuvchilik ustaxonasi, 36 oyga 120 000 000 soʻm), davlat reyestrlaridan toʻldirilgan hujjatlar va bankdan SMS bilan ariza holati.",
          },
        },
        {
          image: {
            en: "/images/art/screens/familycredit-agreement.en.svg",
            ru: "/images/art/screens/familycredit-agreement.ru.svg",
            uz: "/images/art/screens/familycredit-agreement.uz.svg",
          },
          alt: {
            en: "The loan agreement ready for the bank's signature: the decision (scoring 82 of 100, approved by the hokim's assistant, three checks confirmed), the loan's terms and the applicant's e-signature.",
            ru: "Кредитный договор ждёт подписи банка: решение (скоринг 82 из 100, одобрено помощником хокима, три проверки подтверждены), условия кредита и ЭЦП заявителя.",
            uz: "Bank imzosini kutayotgan kredit shartnomasi: qaror (skoring 100 dan 82, hokim yordamchisi maʼqullagan, uchta tekshiruv tasdiqlangan), kredit shartlari va arizachining ERI imzosi.",
          },
        },
      ],
      challenge: {
        en: "The bank is one of the main operators of a state programme that supports family businesses with preferential loans. Applications arrived on paper at branches, moved between departments by hand and were checked manually. Families queued at branches and could not see where their application stood.\n\nThe programme's scale demanded more than speed. Every decision needed a traceable reason, the funds had to reach the families who were eligible, and the bank had to report on the programme to its oversight bodies from data it could trust.\n\nThe programme had a fixed start date. The platform had to be designed, integrated with the bank's systems, tested for security and put into production within two months.",
        ru: "Банк — один из основных операторов государственной программы, которая поддерживает семейное предпринимательство льготными кредитами. Заявки поступали в отделения на бумаге, передавались между подразделениями вручную и проверялись без автоматизации. Семьи стояли в очередях и не знали, на каком этапе их заявка.\n\nМасштаб программы требовал не только скорости. У каждого решения должно было быть прослеживаемое обоснование, средства — доходить до семей, которые действительно имеют на них право, а отчётность перед надзорными органами — строиться на данных, которым банк доверяет.\n\nДата старта программы была определена заранее. За два месяца платформу нужно было спроектировать, интегрировать с системами банка, проверить на безопасность и ввести в промышленную эксплуатацию.",
        uz: "Bank oilaviy tadbirkorlikni imtiyozli kreditlar bilan qoʻllab-quvvatlaydigan davlat dasturining asosiy ijrochilaridan biri. Arizalar filiallarga qogʻozda kelar, boʻlimlar oʻrtasida qoʻlda uzatilar va avtomatlashtirishsiz tekshirilar edi. Oilalar filiallarda navbatda turar va arizasi qaysi bosqichda ekanini bilmas edi.\n\nDastur koʻlami faqat tezlikni emas, boshqa narsalarni ham talab qilardi. Har bir qaror kuzatib boriladigan asosga ega boʻlishi, mablagʻlar haqiqatan haqli oilalarga yetib borishi, nazorat organlariga hisobotlar esa bank ishonadigan maʼlumotlarga tayanishi kerak edi.\n\nDasturning boshlanish sanasi oldindan belgilangan edi. Ikki oy ichida platformani loyihalash, bank tizimlari bilan integratsiya qilish, xavfsizlik boʻyicha tekshiruvdan oʻtkazish va doimiy foydalanishga topshirish lozim edi.",
      },
      process: [
        {
          title: {
            en: "Mapping the lending process",
            ru: "Описание кредитного процесса",
            uz: "Kredit jarayonini tavsiflash",
          },
          text: {
            en: "Together with the bank's credit, risk, legal and branch teams we mapped the existing process and agreed on a single four-step flow from application to agreement.",
            ru: "Вместе с кредитным, риск-, юридическим подразделениями и сотрудниками отделений мы описали существующий процесс и согласовали единый путь из четырёх шагов — от заявки до договора.",
            uz: "Bankning kredit, risk, yuridik boʻlimlari va filial xodimlari bilan birga mavjud jarayonni tavsifladik hamda arizadan shartnomagacha boʻlgan toʻrt bosqichli yagona yoʻlni kelishib oldik.",
          },
        },
        {
          title: {
            en: "Architecture and integrations",
            ru: "Архитектура и интеграции",
            uz: "Arxitektura va integratsiyalar",
          },
          text: {
            en: "We designed the platform around the bank's core system, the credit bureau and state registries, and agreed security requirements with the bank's information security team up front.",
            ru: "Мы спроектировали платформу вокруг АБС банка, кредитного бюро и государственных реестров и заранее согласовали требования с подразделением информационной безопасности банка.",
            uz: "Platformani bankning ABT, kredit byurosi va davlat reyestrlari atrofida loyihaladik, talablarni esa bankning axborot xavfsizligi boʻlimi bilan oldindan kelishib oldik.",
          },
        },
        {
          title: { en: "Parallel development", ru: "Параллельная разработка", uz: "Parallel ishlab chiqish" },
          text: {
            en: "Fifteen developers worked in parallel streams: the applicant portal, the scoring engine, the workspace for hokim's assistants and the back office, with shared releases and daily integration.",
            ru: "Пятнадцать разработчиков работали параллельными потоками: кабинет заявителя, скоринг, рабочее место помощника хокима и бэк-офис — с общими релизами и ежедневной интеграцией.",
            uz: "Oʻn besh nafar dasturchi parallel yoʻnalishlarda ishladi: arizachi kabineti, skoring, hokim yordamchisining ish joyi va bek-ofis — umumiy relizlar va har kungi integratsiya bilan.",
          },
        },
        {
          title: {
            en: "Testing and security review",
            ru: "Тестирование и проверка безопасности",
            uz: "Sinov va xavfsizlik tekshiruvi",
          },
          text: {
            en: "We ran load tests for application waves, went through a security review with the bank and held acceptance testing with branch staff before launch.",
            ru: "Перед запуском мы провели нагрузочное тестирование на волнах заявок, прошли проверку безопасности вместе с банком и приёмочные испытания с сотрудниками отделений.",
            uz: "Ishga tushirishdan oldin arizalar toʻlqiniga moʻljallangan yuklama sinovlarini oʻtkazdik, bank bilan birga xavfsizlik tekshiruvidan oʻtdik va filial xodimlari bilan qabul sinovlarini oʻtkazdik.",
          },
        },
        {
          title: { en: "Launch and support", ru: "Запуск и сопровождение", uz: "Ishga tushirish va kuzatib borish" },
          text: {
            en: "The platform went live on schedule. We trained branch staff, monitored the first weeks around the clock and continue to support and extend it.",
            ru: "Платформа заработала точно в срок. Мы обучили сотрудников отделений, круглосуточно следили за работой в первые недели и продолжаем поддерживать и развивать систему.",
            uz: "Platforma aynan belgilangan muddatda ishga tushdi. Filial xodimlarini oʻqitdik, dastlabki haftalarda tizim ishini kecha-kunduz kuzatdik va uni qoʻllab-quvvatlash hamda rivojlantirishni davom ettirmoqdamiz.",
          },
        },
      ],
      solution: {
        en: "Families submit their application online and follow its status at every step. The platform collects the required documents, checks the data against state registries and passes the application to an automated scoring analysis.\n\nThe hokim's assistant responsible for the applicant's mahalla then evaluates the application in a dedicated workspace, confirms the family's circumstances and the purpose of the loan, and records a decision. Approved applications move straight to the loan agreement, which is prepared and signed electronically.\n\nBehind the scenes, bank staff work in one system with role-based access instead of paper files. Management sees the whole programme in real-time reports, and every decision keeps its full history for auditors.",
        ru: "Семья подаёт заявку онлайн и видит её статус на каждом этапе. Платформа собирает нужные документы, сверяет данные с государственными реестрами и передаёт заявку на автоматический скоринговый анализ.\n\nЗатем помощник хокима, отвечающий за махаллю заявителя, оценивает заявку на своём рабочем месте: подтверждает положение семьи и цель кредита и фиксирует решение. Одобренная заявка сразу переходит к кредитному договору, который готовится и подписывается в электронном виде.\n\nСотрудники банка работают в одной системе с разграничением прав вместо бумажных папок. Руководство видит всю программу в отчётах в реальном времени, а у каждого решения сохраняется полная история для аудиторов.",
        uz: "Oila arizani onlayn topshiradi va uning holatini har bir bosqichda koʻrib boradi. Platforma kerakli hujjatlarni yigʻadi, maʼlumotlarni davlat reyestrlari bilan solishtiradi va arizani avtomatik skoring tahliliga uzatadi.\n\nSoʻngra arizachi yashaydigan mahallaga masʼul hokim yordamchisi arizani oʻz ish joyida baholaydi: oilaning ahvoli va kredit maqsadini tasdiqlaydi hamda qarorni qayd etadi. Maʼqullangan ariza darhol kredit shartnomasi bosqichiga oʻtadi, shartnoma esa elektron shaklda tayyorlanadi va imzolanadi.\n\nBank xodimlari qogʻoz jildlar oʻrniga huquqlari ajratilgan yagona tizimda ishlaydi. Rahbariyat butun dasturni real vaqtdagi hisobotlarda koʻradi, har bir qarorning toʻliq tarixi esa auditorlar uchun saqlanadi.",
      },
      results: [
        {
          en: "10 trillion soms of preferential loans per year now pass through the platform.",
          ru: "Через платформу проходит 10 трлн сумов льготных кредитов в год.",
          uz: "Platforma orqali yiliga 10 trln soʻm imtiyozli kredit ajratiladi.",
        },
        {
          en: "A scoring decision takes about 4 minutes instead of 2 days of manual checks.",
          ru: "Решение скоринга занимает около 4 минут вместо 2 дней ручной проверки.",
          uz: "Skoring qarori qoʻlda tekshirishdagi 2 kun oʻrniga 4 daqiqa atrofida chiqadi.",
        },
        {
          en: "The platform was launched in 2 months by a team of 15 developers, in time for the programme start.",
          ru: "Платформу запустили за 2 месяца силами 15 разработчиков — к старту программы.",
          uz: "15 nafar dasturchi platformani 2 oyda — dastur boshlanishidan oldin ishga tushirdi.",
        },
        {
          en: "Families apply online and see the status of their application at every step, without queuing at a branch.",
          ru: "Семьи подают заявки онлайн и видят статус на каждом этапе, не стоя в очередях в отделениях.",
          uz: "Oilalar arizani onlayn topshiradi va filialda navbat kutmasdan uning holatini har bir bosqichda koʻradi.",
        },
        {
          en: "Each decision is stored with its scoring result and the evaluation by the hokim's assistant, giving auditors a complete trail.",
          ru: "Каждое решение хранится вместе с результатом скоринга и оценкой помощника хокима — у аудиторов есть полный след.",
          uz: "Har bir qaror skoring natijasi va hokim yordamchisining bahosi bilan birga saqlanadi — auditorlar toʻliq izni koʻra oladi.",
        },
        {
          en: "Branch and head-office staff work in a single system instead of paper files and spreadsheets.",
          ru: "Сотрудники отделений и головного офиса работают в единой системе вместо бумажных папок и таблиц.",
          uz: "Filial va bosh ofis xodimlari qogʻoz jildlar va jadvallar oʻrniga yagona tizimda ishlaydi.",
        },
      ],
      features: [
        {
          title: { en: "Applicant portal", ru: "Кабинет заявителя", uz: "Arizachi kabineti" },
          text: {
            en: "A simple online application with document upload, data pre-filled from state registries and status updates at every step.",
            ru: "Простая онлайн-заявка с загрузкой документов, данными из государственных реестров и уведомлениями о статусе на каждом этапе.",
            uz: "Hujjatlarni yuklash, davlat reyestrlaridan olingan maʼlumotlar va har bir bosqichda holat haqida bildirishnomalar bilan oddiy onlayn ariza.",
          },
        },
        {
          title: { en: "Scoring engine", ru: "Скоринговый модуль", uz: "Skoring moduli" },
          text: {
            en: "Configurable rules that assess each application consistently and explain the result to staff, with policy changes made without a new release.",
            ru: "Настраиваемые правила, которые одинаково оценивают каждую заявку и объясняют результат сотрудникам; политику можно менять без нового релиза.",
            uz: "Har bir arizani bir xil mezonlar bilan baholaydigan va natijani xodimlarga tushuntirib beradigan sozlanadigan qoidalar; siyosatni yangi relizsiz oʻzgartirish mumkin.",
          },
        },
        {
          title: { en: "Role-based workspaces", ru: "Рабочие места по ролям", uz: "Rollar boʻyicha ish joylari" },
          text: {
            en: "Separate workspaces for hokim's assistants, credit officers and managers, each showing only the tasks and data that role needs.",
            ru: "Отдельные рабочие места для помощников хокимов, кредитных специалистов и руководителей — каждый видит только свои задачи и нужные ему данные.",
            uz: "Hokim yordamchilari, kredit mutaxassislari va rahbarlar uchun alohida ish joylari — har kim faqat oʻz vazifalari va kerakli maʼlumotlarni koʻradi.",
          },
        },
        {
          title: {
            en: "Reporting and audit trail",
            ru: "Отчётность и журнал действий",
            uz: "Hisobotlar va harakatlar jurnali",
          },
          text: {
            en: "Real-time programme reports for management and oversight bodies, and a full history of every application and decision.",
            ru: "Отчёты по программе в реальном времени для руководства и надзорных органов и полная история каждой заявки и каждого решения.",
            uz: "Rahbariyat va nazorat organlari uchun dastur boʻyicha real vaqtdagi hisobotlar, har bir ariza va qarorning toʻliq tarixi.",
          },
        },
      ],
      quote: {
        words: {
          en: "The programme started on the day it was announced, and families could apply online from the first morning. For a state programme of this size that was unheard of.",
          ru: "Программа стартовала в день объявления, и семьи подавали заявки онлайн с первого утра. Для государственной программы такого масштаба это было неслыханно.",
          uz: "Dastur eʼlon qilingan kuni ishga tushdi va oilalar birinchi kuni ertalabdan onlayn ariza topshira boshladi. Bunday koʻlamdagi davlat dasturi uchun bu misli koʻrilmagan natija edi.",
        },
        role: {
          en: "Deputy chairman of the board, a state bank",
          ru: "Заместитель председателя правления государственного банка",
          uz: "Davlat banki boshqaruv raisining oʻrinbosari",
        },
        organisation: { en: "", ru: "", uz: "" },
        photo: "",
      },
      flowTitle: {
        en: "From application to loan agreement",
        ru: "От заявки до кредитного договора",
        uz: "Arizadan kredit shartnomasigacha",
      },
      flow: [
        {
          title: { en: "Application submission", ru: "Подача заявки", uz: "Ariza topshirish" },
          text: {
            en: "The family fills in an online application, attaches the required documents and receives a reference to follow its status.",
            ru: "Семья заполняет онлайн-заявку, прикладывает нужные документы и получает номер, по которому отслеживает её статус.",
            uz: "Oila onlayn arizani toʻldiradi, kerakli hujjatlarni ilova qiladi va ariza holatini kuzatish uchun raqam oladi.",
          },
        },
        {
          title: { en: "Scoring analysis", ru: "Скоринговый анализ", uz: "Skoring tahlili" },
          text: {
            en: "The platform checks the data against state registries and the credit bureau and scores the application against the programme's rules.",
            ru: "Платформа сверяет данные с государственными реестрами и кредитным бюро и оценивает заявку по правилам программы.",
            uz: "Platforma maʼlumotlarni davlat reyestrlari va kredit byurosi bilan solishtiradi hamda arizani dastur qoidalari asosida baholaydi.",
          },
        },
        {
          title: { en: "Assistant's evaluation", ru: "Оценка помощника хокима", uz: "Hokim yordamchisining bahosi" },
          text: {
            en: "The hokim's assistant responsible for the family's mahalla reviews the application, confirms the circumstances and records a decision.",
            ru: "Помощник хокима, отвечающий за махаллю семьи, рассматривает заявку, подтверждает обстоятельства и фиксирует решение.",
            uz: "Oila yashaydigan mahallaga masʼul hokim yordamchisi arizani koʻrib chiqadi, holatni tasdiqlaydi va qarorni qayd etadi.",
          },
        },
        {
          title: { en: "Loan agreement", ru: "Кредитный договор", uz: "Kredit shartnomasi" },
          text: {
            en: "For an approved application the platform prepares the loan agreement, which is signed electronically and passed to the bank for disbursement.",
            ru: "По одобренной заявке платформа формирует кредитный договор, который подписывается электронно и передаётся в банк для выдачи средств.",
            uz: "Maʼqullangan ariza boʻyicha platforma kredit shartnomasini tayyorlaydi, u elektron imzolanadi va mablagʻ ajratish uchun bankka uzatiladi.",
          },
        },
      ],
    },
  },
  {
    id: "kindergarten",
    doc: {
      published: "2024-10-09",
      title: {
        en: "A management system for private preschool education",
        ru: "Система управления для частного дошкольного образования",
        uz: "Xususiy maktabgacha taʼlim uchun boshqaruv tizimi",
      },
      client: {
        en: "Private preschool · Education management",
        ru: "Частный детский сад · Управление образованием",
        uz: "Xususiy bogʻcha · Taʼlimni boshqarish",
      },
      summary: {
        en: "We built a system that runs the daily work of a private preschool: enrolment, groups, attendance, meals, payments and communication with parents.",
        ru: "Мы создали систему, которая ведёт повседневную работу частного детского сада: приём, группы, посещаемость, питание, оплату и общение с родителями.",
        uz: "Xususiy bogʻchaning kundalik ishini yurituvchi tizim yaratdik: qabul, guruhlar, davomat, ovqatlanish, toʻlovlar va ota-onalar bilan muloqot.",
      },
      seo: {
        image: "",
        title: {
          en: "Preschool management system",
          ru: "Система управления детским садом",
          uz: "Bogʻchani boshqarish tizimi",
        },
        description: {
          en: "How 10 Lojuvard developers built a management system for a private preschool in one month: enrolment, attendance, payments and a parent app in one place.",
          ru: "Как 10 разработчиков Lojuvard за месяц создали систему управления частным детским садом: приём, посещаемость, оплата и приложение для родителей.",
          uz: "Lojuvardning 10 nafar dasturchisi bir oyda xususiy bogʻcha uchun boshqaruv tizimini yaratdi: qabul, davomat, toʻlovlar va ota-onalar uchun mobil ilova.",
        },
      },
      // A private preschool: education, not a public project (issue 39.13).
      sectors: ["education"],
      services: ["webdev", "mobileapps"],
      figures: [
        {
          value: { en: "1 hour", ru: "1 час", uz: "1 soat" },
          label: {
            en: "a day back for every teacher, once registers left paper",
            ru: "в день освободился у каждого воспитателя, когда табели ушли с бумаги",
            uz: "kunlik vaqt har bir tarbiyachiga qaytdi: tabellar endi qogʻozda emas",
          },
        },
        {
          value: { en: "1 system", ru: "1 система", uz: "1 tizim" },
          label: {
            en: "for enrolment, attendance, meals and fees instead of notebooks",
            ru: "для приёма, посещаемости, питания и оплаты вместо тетрадей и таблиц",
            uz: "qabul, davomat, ovqatlanish va toʻlovlar uchun, daftar va jadvallar oʻrniga",
          },
        },
        {
          value: { en: "1 month", ru: "1 месяц", uz: "1 oy" },
          label: {
            en: "from kick-off to launch, with 10 developers",
            ru: "от старта до запуска силами 10 разработчиков",
            uz: "ichida 10 nafar dasturchi ishga tushirdi",
          },
        },
      ],
      gallery: [
        {
          image: {
            en: "/images/art/screens/kindergarten.en.svg",
            ru: "/images/art/screens/kindergarten.ru.svg",
            uz: "/images/art/screens/kindergarten.uz.svg",
          },
          alt: {
            en: "The preschool management system: today's attendance, meals and fees on the administrator's dashboard, attendance by group and a group's register; beside it, the parents' app shows the child's arrival, lunch and a paid fee.",
            ru: "Система управления детским садом: на панели администратора посещаемость, питание и оплата за сегодня, посещаемость по группам и табель группы; рядом приложение для родителей показывает приход ребёнка, обед и оплаченный счёт.",
            uz: "Bogʻcha boshqaruv tizimi: administrator panelida bugungi davomat, ovqatlanish va toʻlovlar, guruhlar boʻyicha davomat va guruh tabeli; yonida ota-onalar ilovasi bolaning kelgan vaqtini, tushlikni va toʻlangan hisobni koʻrsatadi.",
          },
        },
        {
          image: {
            en: "/images/art/screens/kindergarten-enrolment.en.svg",
            ru: "/images/art/screens/kindergarten-enrolment.ru.svg",
            uz: "/images/art/screens/kindergarten-enrolment.uz.svg",
          },
          alt: {
            en: "The administration's enrolment queue: seven children with their date of birth, application date, group, documents received and status, from enrolled to the waiting list; seven places of 120 are left.",
            ru: "Очередь на зачисление у администрации: семь детей с датой рождения, датой заявления, группой, собранными документами и статусом — от «Зачислен» до очереди; свободно 7 мест из 120.",
            uz: "Maʼmuriyatdagi qabul navbati: yettita bola tugʻilgan sanasi, ariza sanasi, guruhi, topshirilgan hujjatlari va holati bilan — qabul qilingandan navbatgacha; 120 oʻrindan 7 tasi boʻsh.",
          },
        },
        {
          image: {
            en: "/images/art/screens/kindergarten-attendance.en.svg",
            ru: "/images/art/screens/kindergarten-attendance.ru.svg",
            uz: "/images/art/screens/kindergarten-attendance.uz.svg",
          },
          alt: {
            en: "A teacher's attendance register for the Lolacha group on 12 November 2026: 22 of 25 children present with their arrival times, today's menu and a note to parents about tomorrow's theatre trip.",
            ru: "Табель воспитателя группы «Лолача» за 12 ноября 2026 г.: пришли 22 ребёнка из 25 с временем прихода, меню на сегодня и записка родителям о завтрашнем походе в театр.",
            uz: "«Lolacha» guruhi tarbiyachisining 2026-yil 12-noyabrdagi tabeli: 25 boladan 22 tasi kelgan vaqti bilan, bugungi taomnoma va ota-onalarga ertangi teatr haqida eslatma.",
          },
        },
        {
          image: {
            en: "/images/art/screens/kindergarten-parents.en.svg",
            ru: "/images/art/screens/kindergarten-parents.ru.svg",
            uz: "/images/art/screens/kindergarten-parents.uz.svg",
          },
          alt: {
            en: "The parents' app on three phones: the child's day (arrival, breakfast, lunch and nap), the December fee with Click and Payme and past payments, and messages with the teacher.",
            ru: "Приложение для родителей на трёх телефонах: день ребёнка (приход, завтрак, обед и тихий час), оплата за декабрь через Click и Payme и прошлые платежи, переписка с воспитателем.",
            uz: "Ota-onalar ilovasi uchta telefonda: bolaning kuni (kelishi, nonushta, tushlik va tushki uyqu), Click va Payme orqali dekabr toʻlovi va oldingi toʻlovlar, tarbiyachi bilan yozishma.",
          },
        },
      ],
      challenge: {
        en: "Private preschools are a fast-growing part of education in Uzbekistan. Our client ran its preschool on notebooks, spreadsheets and messenger groups: enrolment lists, attendance, meals and fees were all tracked by hand, and each report took the administration days to put together.\n\nParents had no single place to see whether their child had arrived, what they had eaten or what they owed. They called the office or asked in chat groups, and teachers spent time on paperwork instead of children.\n\nThe new system had to be ready before the start of the new intake, which left one month from the first meeting to launch.",
        ru: "Частные детские сады — быстро растущая часть образования в Узбекистане. Наш клиент вёл дела в тетрадях, таблицах и группах в мессенджерах: списки воспитанников, посещаемость, питание и оплату учитывали вручную, а на каждый отчёт администрация тратила несколько дней.\n\nУ родителей не было единого места, где видно, пришёл ли ребёнок, что он ел и сколько нужно оплатить. Они звонили в администрацию или спрашивали в чатах, а воспитатели тратили время на бумаги вместо детей.\n\nНовая система должна была заработать до начала нового набора — от первой встречи до запуска оставался один месяц.",
        uz: "Xususiy bogʻchalar Oʻzbekistonda maktabgacha taʼlimning jadal oʻsayotgan qismidir. Mijozimiz ishlarni daftarlar, jadvallar va messenjerdagi guruhlarda yuritardi: bolalar roʻyxati, davomat, ovqatlanish va toʻlovlar qoʻlda hisobga olinar, har bir hisobotga maʼmuriyat bir necha kun sarflardi.\n\nOta-onalarda bola bogʻchaga kelgan-kelmagani, nima yegani va qancha toʻlash kerakligini koʻradigan yagona joy yoʻq edi. Ular maʼmuriyatga qoʻngʻiroq qilar yoki chatlarda soʻrar, tarbiyachilar esa bolalar oʻrniga qogʻozlar bilan band boʻlardi.\n\nYangi tizim yangi qabul boshlanishidan oldin ishga tushishi kerak edi — birinchi uchrashuvdan ishga tushirishgacha bir oy qolgandi.",
      },
      process: [
        {
          title: { en: "A day in the preschool", ru: "День в детском саду", uz: "Bogʻchadagi bir kun" },
          text: {
            en: "Our analysts and designers spent time with administrators, teachers and the accountant to see how the day actually runs, from morning drop-off to evening pick-up.",
            ru: "Наши аналитики и дизайнеры провели время с администрацией, воспитателями и бухгалтером, чтобы увидеть, как на самом деле проходит день — от утреннего приёма детей до вечера.",
            uz: "Tahlilchi va dizaynerlarimiz maʼmuriyat, tarbiyachilar va buxgalter bilan birga boʻlib, ertalab bolalarni qabul qilishdan kechgacha kun aslida qanday oʻtishini oʻrgandi.",
          },
        },
        {
          title: { en: "Clickable prototype", ru: "Кликабельный прототип", uz: "Interaktiv prototip" },
          text: {
            en: "Within days we showed staff and a group of parents a clickable prototype and changed it based on their feedback before writing production code.",
            ru: "Уже через несколько дней мы показали сотрудникам и группе родителей кликабельный прототип и доработали его по их отзывам до того, как начали писать рабочий код.",
            uz: "Bir necha kun ichida xodimlar va bir guruh ota-onalarga interaktiv prototipni koʻrsatdik va haqiqiy kodni yozishdan oldin uni ularning fikrlari asosida takomillashtirdik.",
          },
        },
        {
          title: {
            en: "Development in short iterations",
            ru: "Разработка короткими итерациями",
            uz: "Qisqa iteratsiyalarda ishlab chiqish",
          },
          text: {
            en: "Ten developers built the web system and the parent app in parallel, releasing working parts to the client at the end of every iteration.",
            ru: "Десять разработчиков параллельно создавали веб-систему и приложение для родителей и в конце каждой итерации передавали клиенту работающие части.",
            uz: "Oʻn nafar dasturchi veb-tizim va ota-onalar ilovasini parallel ravishda yaratdi va har bir iteratsiya yakunida mijozga ishlaydigan qismlarni topshirdi.",
          },
        },
        {
          title: {
            en: "Data migration and training",
            ru: "Перенос данных и обучение",
            uz: "Maʼlumotlarni koʻchirish va oʻqitish",
          },
          text: {
            en: "We moved children's records, groups and balances from spreadsheets into the system and trained every member of staff on their own role.",
            ru: "Мы перенесли в систему данные о детях, группах и задолженностях из таблиц и обучили каждого сотрудника работе в его роли.",
            uz: "Bolalar, guruhlar va qarzdorlik haqidagi maʼlumotlarni jadvallardan tizimga koʻchirdik va har bir xodimni oʻz roli boʻyicha ishlashga oʻrgatdik.",
          },
        },
        {
          title: { en: "Launch and support", ru: "Запуск и сопровождение", uz: "Ishga tushirish va kuzatib borish" },
          text: {
            en: "The system went live one month after the project started, and we stayed with the team through the first weeks of daily use.",
            ru: "Система заработала через месяц после старта проекта, и в первые недели ежедневной работы мы оставались рядом с командой детского сада.",
            uz: "Tizim loyiha boshlanganidan bir oy oʻtib ishga tushdi, kundalik foydalanishning dastlabki haftalarida esa bogʻcha jamoasi yonida boʻldik.",
          },
        },
      ],
      solution: {
        en: "The web system gives the administration one place for enrolment, groups, staff, attendance, meals and fees. Teachers mark attendance and daily notes on a tablet or phone in seconds, and the data appears immediately for the office and for parents.\n\nParents use a mobile app to see attendance, menus, announcements and payments, pay fees and message teachers. Invoices are generated automatically, and the accountant sees who has paid without reconciling spreadsheets.\n\nReports for the owner and for education authorities are produced from live data, with access rights that keep children's personal data visible only to the staff who need it.",
        ru: "Веб-система объединяет для администрации приём детей, группы, персонал, посещаемость, питание и оплату. Воспитатели за секунды отмечают посещаемость и события дня на планшете или телефоне, и данные сразу видны администрации и родителям.\n\nРодители в мобильном приложении видят посещаемость, меню, объявления и платежи, оплачивают услуги и пишут воспитателям. Счета формируются автоматически, и бухгалтер видит, кто оплатил, без сверки таблиц.\n\nОтчёты для владельца и органов образования строятся на актуальных данных, а права доступа устроены так, что персональные данные детей видят только те сотрудники, которым они нужны.",
        uz: "Veb-tizim maʼmuriyat uchun bolalarni qabul qilish, guruhlar, xodimlar, davomat, ovqatlanish va toʻlovlarni bir joyga jamlaydi. Tarbiyachilar davomat va kun voqealarini planshet yoki telefonda bir zumda belgilaydi, maʼlumotlar esa darhol maʼmuriyat va ota-onalarga koʻrinadi.\n\nOta-onalar mobil ilovada davomat, taomnoma, eʼlonlar va toʻlovlarni koʻradi, xizmatlar uchun toʻlaydi va tarbiyachilarga yozadi. Hisoblar avtomatik shakllanadi, buxgalter esa kim toʻlaganini jadvallarni solishtirmasdan koʻradi.\n\nBogʻcha egasi va taʼlim organlari uchun hisobotlar dolzarb maʼlumotlar asosida tuziladi, kirish huquqlari esa bolalarning shaxsga doir maʼlumotlarini faqat ularga ehtiyoji bor xodimlar koʻradigan qilib sozlangan.",
      },
      results: [
        {
          en: "Every teacher got back about an hour a day once attendance and daily notes moved off paper.",
          ru: "У каждого воспитателя освободилось около часа в день, когда посещаемость и заметки дня ушли с бумаги.",
          uz: "Davomat va kun qaydlari qogʻozdan koʻchgach, har bir tarbiyachining kuniga bir soatga yaqin vaqti boʻshadi.",
        },
        {
          en: "The system was delivered in one month by a team of 10 developers.",
          ru: "Команда из 10 разработчиков выполнила проект за один месяц.",
          uz: "Loyihani 10 nafar dasturchidan iborat jamoa bir oyda bajardi.",
        },
        {
          en: "Enrolment, attendance, meals and payments are managed in one system instead of notebooks and spreadsheets.",
          ru: "Приём, посещаемость, питание и оплата ведутся в одной системе вместо тетрадей и таблиц.",
          uz: "Qabul, davomat, ovqatlanish va toʻlovlar daftar va jadvallar oʻrniga yagona tizimda yuritiladi.",
        },
        {
          en: "Parents see their child's day, announcements and payments on their phones.",
          ru: "Родители видят день ребёнка, объявления и платежи в телефоне.",
          uz: "Ota-onalar bolaning kuni, eʼlonlar va toʻlovlarni telefonida koʻradi.",
        },
        {
          en: "Reports for the owner and authorities are produced from live data instead of being assembled by hand.",
          ru: "Отчёты для владельца и органов образования формируются из актуальных данных, а не собираются вручную.",
          uz: "Bogʻcha egasi va taʼlim organlari uchun hisobotlar qoʻlda yigʻilmaydi, dolzarb maʼlumotlardan shakllanadi.",
        },
        {
          en: "Teachers spend less time on paperwork and more time with the children.",
          ru: "Воспитатели тратят меньше времени на бумаги и больше — на детей.",
          uz: "Tarbiyachilar qogʻozbozlikka kamroq, bolalarga esa koʻproq vaqt ajratadi.",
        },
      ],
      features: [
        {
          title: { en: "Enrolment and groups", ru: "Приём и группы", uz: "Qabul va guruhlar" },
          text: {
            en: "Applications, waiting lists, contracts and group assignments, with a complete record for every child.",
            ru: "Заявления, лист ожидания, договоры и распределение по группам — с полной карточкой каждого ребёнка.",
            uz: "Arizalar, kutish roʻyxati, shartnomalar va guruhlarga taqsimlash — har bir bola uchun toʻliq maʼlumotnoma bilan.",
          },
        },
        {
          title: {
            en: "Attendance and daily journal",
            ru: "Посещаемость и журнал дня",
            uz: "Davomat va kundalik jurnal",
          },
          text: {
            en: "Quick attendance marking, meals and daily notes for each group, available to parents as soon as they are saved.",
            ru: "Быстрая отметка посещаемости, питание и заметки по каждой группе, которые родители видят сразу после сохранения.",
            uz: "Davomatni tez belgilash, har bir guruh boʻyicha ovqatlanish va qaydlar — ota-onalar ularni saqlangan zahoti koʻradi.",
          },
        },
        {
          title: { en: "Payments and billing", ru: "Оплата и счета", uz: "Toʻlovlar va hisoblar" },
          text: {
            en: "Automatic invoices, online payment and an up-to-date balance for each family, with reports for the accountant.",
            ru: "Автоматические счета, онлайн-оплата и актуальный баланс каждой семьи, а также отчёты для бухгалтера.",
            uz: "Avtomatik hisoblar, onlayn toʻlov va har bir oilaning dolzarb balansi, buxgalter uchun hisobotlar bilan.",
          },
        },
        {
          title: { en: "Parent app", ru: "Приложение для родителей", uz: "Ota-onalar ilovasi" },
          text: {
            en: "A mobile app with the child's day, menus, announcements, payments and direct messages to teachers.",
            ru: "Мобильное приложение с днём ребёнка, меню, объявлениями, платежами и личными сообщениями воспитателям.",
            uz: "Bolaning kuni, taomnoma, eʼlonlar, toʻlovlar va tarbiyachilarga shaxsiy xabarlar jamlangan mobil ilova.",
          },
        },
      ],
      quote: {
        words: {
          en: "Parents stopped calling the office to ask whether their child had eaten. Our teachers got back an hour a day, and the owner sees the month's figures whenever she wants.",
          ru: "Родители перестали звонить в офис, чтобы узнать, поел ли ребёнок. У воспитателей освободился час в день, а владелица видит цифры месяца в любой момент.",
          uz: "Ota-onalar bolasi ovqatlandimi, deb ofisga qoʻngʻiroq qilmay qoʻyishdi. Tarbiyachilarimizning kuniga bir soat vaqti boʻshadi, bogʻcha egasi esa oy raqamlarini istalgan paytda koʻradi.",
        },
        role: {
          en: "Director, a private preschool",
          ru: "Директор частного детского сада",
          uz: "Xususiy bogʻcha direktori",
        },
        organisation: { en: "", ru: "", uz: "" },
        photo: "",
      },
      flowTitle: {
        en: "From application to the first day in the group",
        ru: "От заявления до первого дня в группе",
        uz: "Arizadan guruhdagi birinchi kungacha",
      },
      flow: [
        {
          title: { en: "Application", ru: "Заявление", uz: "Ariza" },
          text: {
            en: "Parents apply in the app or at the office; the child joins the enrolment queue for the group of their age and sees their place in it.",
            ru: "Родители подают заявление в приложении или в администрации; ребёнок встаёт в очередь в группу своего возраста, а родители видят место в очереди.",
            uz: "Ota-onalar ilovada yoki maʼmuriyatda ariza topshiradi; bola oʻz yoshidagi guruhga navbatga qoʻyiladi, ota-onalar esa navbatdagi oʻrnini koʻradi.",
          },
        },
        {
          title: { en: "Document check", ru: "Проверка документов", uz: "Hujjatlarni tekshirish" },
          text: {
            en: "The administration checks the birth certificate, the medical card and the parents' details, and asks for anything missing in the app.",
            ru: "Администрация проверяет свидетельство о рождении, медицинскую карту и данные родителей и запрашивает недостающее через приложение.",
            uz: "Maʼmuriyat tugʻilganlik haqidagi guvohnoma, tibbiy karta va ota-onalar maʼlumotlarini tekshiradi, yetishmayotganini ilova orqali soʻraydi.",
          },
        },
        {
          title: { en: "Place offered", ru: "Предложение места", uz: "Joy taklif qilinadi" },
          text: {
            en: "When a place frees up, the next family in the queue is offered it and signs the contract online; the first invoice is issued automatically.",
            ru: "Когда освобождается место, его предлагают следующей семье в очереди; договор подписывается онлайн, первый счёт выставляется автоматически.",
            uz: "Joy boʻshaganda u navbatdagi oilaga taklif qilinadi; shartnoma onlayn imzolanadi, birinchi hisob avtomatik chiqariladi.",
          },
        },
        {
          title: { en: "Enrolment", ru: "Зачисление", uz: "Qabul qilish" },
          text: {
            en: "The child is added to a group: the teacher sees them in the attendance register and the parents see their day in the app from the first morning.",
            ru: "Ребёнка зачисляют в группу: воспитатель видит его в табеле посещаемости, а родители с первого утра видят его день в приложении.",
            uz: "Bola guruhga qabul qilinadi: tarbiyachi uni davomat tabelida koʻradi, ota-onalar esa birinchi ertalabdanoq uning kunini ilovada kuzatadi.",
          },
        },
      ],
    },
  },
  {
    id: "neighborhood",
    doc: {
      published: "2025-03-04",
      title: {
        en: "An online platform for the mahalla",
        ru: "Онлайн-платформа для махалли",
        uz: "Mahalla uchun onlayn platforma",
      },
      client: {
        en: "Public sector · Local community services",
        ru: "Государственный сектор · Сервисы местного сообщества",
        uz: "Davlat sektori · Mahalliy hamjamiyat xizmatlari",
      },
      summary: {
        en: "We built an online platform that connects residents with their mahalla: requests, announcements, local services and community initiatives in one place.",
        ru: "Мы создали онлайн-платформу, которая связывает жителей с их махаллей: обращения, объявления, местные услуги и инициативы сообщества в одном месте.",
        uz: "Aholini oʻz mahallasi bilan bogʻlaydigan onlayn platforma yaratdik: murojaatlar, eʼlonlar, mahalliy xizmatlar va jamoat tashabbuslari bir joyda.",
      },
      seo: {
        image: "",
        title: { en: "Online mahalla platform", ru: "Онлайн-платформа махалли", uz: "Onlayn mahalla platformasi" },
        description: {
          en: "How 15 Lojuvard developers built an online mahalla platform in 1 month. It serves 300,000 users, about 100,000 monthly active, with 10M+ activities.",
          ru: "Как 15 разработчиков Lojuvard за 1 месяц создали онлайн-платформу махалли: 300 000 пользователей, около 100 000 активных в месяц, более 10 млн действий.",
          uz: "Lojuvardning 15 nafar dasturchisi 1 oyda onlayn mahalla platformasini yaratdi: 300 000 foydalanuvchi, 100 000 ga yaqini oylik faol, 10 mln dan ortiq amal.",
        },
      },
      sectors: ["government"],
      services: ["webdev", "mobileapps"],
      figures: [
        {
          // The users and the monthly active ones are one claim, never said apart (issue 39.13).
          value: { en: "300,000", ru: "300 000", uz: "300 000" },
          label: {
            en: "users, about 100,000 of them active every month",
            ru: "пользователей, из них около 100 000 активны каждый месяц",
            uz: "foydalanuvchi, ulardan 100 000 ga yaqini har oy faol",
          },
        },
        {
          value: { en: "10M+", ru: "10 млн+", uz: "10 mln+" },
          label: { en: "activities on the platform", ru: "действий на платформе", uz: "platformadagi amallar" },
        },
        {
          value: { en: "1 month", ru: "1 месяц", uz: "1 oy" },
          label: {
            en: "to launch with 15 developers",
            ru: "на запуск силами 15 разработчиков",
            uz: "ichida 15 nafar dasturchi ishga tushirdi",
          },
        },
      ],
      gallery: [
        {
          image: {
            en: "/images/art/screens/neighborhood.en.svg",
            ru: "/images/art/screens/neighborhood.ru.svg",
            uz: "/images/art/screens/neighborhood.uz.svg",
          },
          alt: {
            en: "The online mahalla platform: a map of the neighbourhood with residents' requests and a list of requests with their statuses for mahalla staff; beside it, a resident's phone sends a new request about street lighting.",
            ru: "Онлайн-платформа махалли: карта махалли с обращениями жителей и список обращений со статусами для сотрудников; рядом телефон жителя отправляет новое обращение об уличном освещении.",
            uz: "Onlayn mahalla platformasi: mahalla xaritasida aholi murojaatlari va xodimlar uchun holati bilan murojaatlar roʻyxati; yonida fuqaroning telefoni koʻcha yoritilishi haqida yangi murojaat yuboradi.",
          },
        },
        {
          image: {
            en: "/images/art/screens/neighborhood-requests.en.svg",
            ru: "/images/art/screens/neighborhood-requests.ru.svg",
            uz: "/images/art/screens/neighborhood-requests.uz.svg",
          },
          alt: {
            en: "The staff workspace of Birlik mahalla, Chilonzor district: residents' requests with subject, address, date, who is handling each (the hokim's assistant, the mahalla chairman, a social worker) and status.",
            ru: "Рабочее место сотрудников махалли «Бирлик» Чиланзарского района: обращения жителей с темой, адресом, датой, исполнителем (помощник хокима, председатель махалли, соцработник) и статусом.",
            uz: "Chilonzor tumani «Birlik» mahallasi xodimlarining ish joyi: aholi murojaatlari mavzusi, manzili, sanasi, ijrochisi (hokim yordamchisi, mahalla raisi, ijtimoiy xodim) va holati bilan.",
          },
        },
        {
          image: {
            en: "/images/art/screens/neighborhood-timeline.en.svg",
            ru: "/images/art/screens/neighborhood-timeline.ru.svg",
            uz: "/images/art/screens/neighborhood-timeline.uz.svg",
          },
          alt: {
            en: "A resident's request on three phones: a report of a broken street light with a photo and the address, its history from sending through the hokim's assistant to the repair on the same day, and the SMS asking to rate the result.",
            ru: "Обращение жителя на трёх телефонах: сообщение о неработающем фонаре с фото и адресом, его история — от отправки через помощника хокима до ремонта в тот же день — и SMS с просьбой оценить результат.",
            uz: "Aholi murojaati uchta telefonda: yonmayotgan chiroq haqida rasm va manzil bilan xabar, uning tarixi — yuborilgandan hokim yordamchisi orqali oʻsha kuni taʼmirlangunicha — va natijani baholashni soʻragan SMS.",
          },
        },
        {
          image: {
            en: "/images/art/screens/neighborhood-dashboard.en.svg",
            ru: "/images/art/screens/neighborhood-dashboard.ru.svg",
            uz: "/images/art/screens/neighborhood-dashboard.uz.svg",
          },
          alt: {
            en: "The district dashboard for Chilonzor district, November 2026: 1,284 requests, 86% resolved, 2.4 days on average to resolve, requests by mahalla and by subject.",
            ru: "Панель района для Чиланзарского района за ноябрь 2026 г.: 1 284 обращения, решено 86 %, в среднем 2,4 дня на решение, обращения по махаллям и по темам.",
            uz: "Chilonzor tumani paneli, 2026-yil noyabr: 1 284 ta murojaat, 86 % hal qilingan, oʻrtacha hal etish vaqti 2,4 kun, mahallalar va mavzular boʻyicha murojaatlar.",
          },
        },
      ],
      challenge: {
        en: "The mahalla is the basic unit of community life and local self-government in Uzbekistan. Residents turn to it for certificates, social support, help with disputes and improvements to their streets and courtyards.\n\nThis work happened in person, in paper journals and in scattered chat groups. Residents did not know what had happened to their request, mahalla staff had no overview of their workload, and higher bodies had no reliable data on what residents needed.\n\nThe platform had to work for every generation, on inexpensive phones and unstable connections, in Uzbek and Russian, and it had to be launched within one month.",
        ru: "Махалля — основа жизни местного сообщества и самоуправления в Узбекистане. Жители обращаются туда за справками, социальной поддержкой, помощью в спорах и благоустройством своих улиц и дворов.\n\nВся эта работа шла лично, в бумажных журналах и разрозненных чатах. Жители не знали, что стало с их обращением, сотрудники махалли не видели общей картины нагрузки, а у вышестоящих органов не было надёжных данных о том, что нужно людям.\n\nПлатформа должна была быть удобной для любого поколения, работать на недорогих телефонах и при нестабильной связи, на узбекском и русском языках — и запуститься в течение одного месяца.",
        uz: "Mahalla — Oʻzbekistonda jamoat hayoti va mahalliy oʻzini oʻzi boshqarishning asosi. Aholi unga maʼlumotnomalar, ijtimoiy yordam, nizolarni hal qilish hamda koʻcha va hovlilarni obodonlashtirish masalalarida murojaat qiladi.\n\nBu ishlarning barchasi yuzma-yuz, qogʻoz jurnallarda va tarqoq chatlarda olib borilardi. Aholi murojaati bilan nima boʻlganini bilmas, mahalla xodimlari ish yuklamasining umumiy manzarasini koʻrmas, yuqori turuvchi organlarda esa odamlarga nima kerakligi haqida ishonchli maʼlumot yoʻq edi.\n\nPlatforma har qanday yoshdagi odam uchun qulay boʻlishi, arzon telefonlarda va beqaror aloqada, oʻzbek va rus tillarida ishlashi hamda bir oy ichida ishga tushirilishi kerak edi.",
      },
      process: [
        {
          title: { en: "Research in the mahallas", ru: "Исследование в махаллях", uz: "Mahallalarda tadqiqot" },
          text: {
            en: "We interviewed residents and mahalla staff of different ages to learn which requests come up most often and how they are handled today.",
            ru: "Мы поговорили с жителями и сотрудниками махаллей разного возраста, чтобы понять, с чем люди приходят чаще всего и как эти обращения решаются сегодня.",
            uz: "Odamlar koʻpincha qanday masalalar bilan kelishi va bu murojaatlar bugun qanday hal qilinishini bilish uchun turli yoshdagi aholi va mahalla xodimlari bilan suhbatlashdik.",
          },
        },
        {
          title: { en: "Service design for everyone", ru: "Сервис для всех", uz: "Hamma uchun qulay xizmat" },
          text: {
            en: "We designed short, plain-language journeys with large controls and clear statuses, and tested them with older residents as well as young ones.",
            ru: "Мы спроектировали короткие сценарии на простом языке с крупными элементами управления и понятными статусами и проверили их как с молодыми, так и с пожилыми жителями.",
            uz: "Oddiy tilda yozilgan qisqa ssenariylar, yirik boshqaruv elementlari va tushunarli holatlarni loyihaladik hamda ularni yoshlar bilan ham, keksalar bilan ham sinab koʻrdik.",
          },
        },
        {
          title: {
            en: "Architecture for scale",
            ru: "Архитектура под масштаб",
            uz: "Koʻlamga moʻljallangan arxitektura",
          },
          text: {
            en: "The platform was designed from the start for a nationwide audience, with caching, queues and horizontal scaling, so growth would not require a rewrite.",
            ru: "Платформа с самого начала проектировалась для аудитории всей страны — с кэшированием, очередями и горизонтальным масштабированием, чтобы рост не требовал переписывать систему.",
            uz: "Platforma boshidanoq butun mamlakat auditoriyasi uchun — keshlash, navbatlar va gorizontal masshtablash bilan loyihalandi, shunda oʻsish tizimni qayta yozishni talab qilmaydi.",
          },
        },
        {
          title: {
            en: "Development with 15 developers",
            ru: "Разработка силами 15 разработчиков",
            uz: "15 nafar dasturchi bilan ishlab chiqish",
          },
          text: {
            en: "Fifteen developers built the mobile apps, the web platform and the staff workspace in parallel, with automated testing on every change.",
            ru: "Пятнадцать разработчиков параллельно создавали мобильные приложения, веб-платформу и рабочее место сотрудников с автоматическим тестированием каждого изменения.",
            uz: "Oʻn besh nafar dasturchi mobil ilovalar, veb-platforma va xodimlar ish joyini parallel ravishda yaratdi, har bir oʻzgarish avtomatik sinovdan oʻtkazildi.",
          },
        },
        {
          title: { en: "Launch and growth", ru: "Запуск и развитие", uz: "Ishga tushirish va rivojlantirish" },
          text: {
            en: "After launch we monitored load and usage daily, tuned performance as the audience grew and kept adding services residents asked for.",
            ru: "После запуска мы ежедневно следили за нагрузкой и использованием, настраивали производительность по мере роста аудитории и добавляли сервисы, о которых просили жители.",
            uz: "Ishga tushirilgandan keyin yuklama va foydalanishni har kuni kuzatdik, auditoriya oʻsgani sari unumdorlikni sozladik va aholi soʻragan xizmatlarni qoʻshib bordik.",
          },
        },
      ],
      solution: {
        en: "Residents sign in from a mobile app or the web, send requests to their mahalla, follow each request to its resolution, read announcements and take part in local initiatives. Every request has an owner, a status and a history.\n\nMahalla staff work in a dedicated workspace where incoming requests are sorted, assigned and answered. Managers see workload and response times across mahallas, and the data shows which problems matter most in each neighbourhood.\n\nThe platform now serves 300,000 users, about 100,000 of them active each month, and has recorded more than 10 million activities, while remaining fast on entry-level phones.",
        ru: "Жители входят через мобильное приложение или браузер, направляют обращения в свою махаллю, отслеживают каждое до решения, читают объявления и участвуют в местных инициативах. У каждого обращения есть ответственный, статус и история.\n\nСотрудники махалли работают на отдельном рабочем месте, где входящие обращения сортируются, распределяются и получают ответ. Руководители видят нагрузку и сроки ответа по всем махаллям, а данные показывают, какие проблемы важнее всего для каждого района.\n\nСегодня платформой пользуются 300 000 человек, из них около 100 000 — ежемесячно; на ней зафиксировано более 10 млн действий, и она по-прежнему быстро работает на недорогих смартфонах.",
        uz: "Aholi mobil ilova yoki brauzer orqali kiradi, oʻz mahallasiga murojaat yuboradi, har bir murojaatni hal boʻlguncha kuzatadi, eʼlonlarni oʻqiydi va mahalliy tashabbuslarda ishtirok etadi. Har bir murojaatning masʼul shaxsi, holati va tarixi bor.\n\nMahalla xodimlari alohida ish joyida ishlaydi: kelgan murojaatlar saralanadi, ijrochiga biriktiriladi va javob oladi. Rahbarlar barcha mahallalar boʻyicha ish yuklamasi va javob muddatlarini koʻradi, maʼlumotlar esa har bir hududda qaysi muammolar eng muhimligini koʻrsatadi.\n\nBugun platformadan 300 000 kishi foydalanadi, ulardan 100 000 ga yaqini har oy faol; unda 10 milliondan ortiq amal qayd etilgan va u arzon smartfonlarda ham hamon tez ishlaydi.",
      },
      results: [
        {
          en: "300,000 users, about 100,000 of them active every month.",
          ru: "300 000 пользователей, из них около 100 000 активны каждый месяц.",
          uz: "300 000 foydalanuvchi, ulardan 100 000 ga yaqini har oy faol.",
        },
        {
          en: "More than 10 million activities recorded on the platform.",
          ru: "Более 10 млн действий, зафиксированных на платформе.",
          uz: "Platformada 10 milliondan ortiq amal qayd etilgan.",
        },
        {
          en: "Launched in 1 month by a team of 15 developers.",
          ru: "Запуск за 1 месяц силами 15 разработчиков.",
          uz: "15 nafar dasturchi platformani 1 oyda ishga tushirdi.",
        },
        {
          en: "Every resident request is tracked from submission to resolution, with a named owner and status.",
          ru: "Каждое обращение жителя отслеживается от подачи до решения — с ответственным и статусом.",
          uz: "Aholining har bir murojaati topshirilgandan hal boʻlguncha masʼul shaxs va holat bilan kuzatiladi.",
        },
        {
          en: "Managers see live data on requests and workload across mahallas instead of paper summaries.",
          ru: "Руководители видят актуальные данные об обращениях и нагрузке по всем махаллям вместо бумажных сводок.",
          uz: "Rahbarlar qogʻoz xulosalar oʻrniga barcha mahallalar boʻyicha murojaatlar va ish yuklamasi haqidagi dolzarb maʼlumotlarni koʻradi.",
        },
      ],
      features: [
        {
          title: { en: "Resident requests", ru: "Обращения жителей", uz: "Aholi murojaatlari" },
          text: {
            en: "Requests with photos and location, sent in a few taps, with notifications at every change of status.",
            ru: "Обращения с фотографиями и местоположением в несколько касаний и уведомления при каждом изменении статуса.",
            uz: "Surat va joylashuv bilan bir necha bosishda yuboriladigan murojaatlar, holat har safar oʻzgarganda bildirishnoma.",
          },
        },
        {
          title: { en: "Announcements and initiatives", ru: "Объявления и инициативы", uz: "Eʼlonlar va tashabbuslar" },
          text: {
            en: "News, events and local initiatives from the mahalla, with residents able to respond, support and take part.",
            ru: "Новости, события и местные инициативы махалли, которые жители могут обсуждать, поддерживать и в которых могут участвовать.",
            uz: "Mahallaning yangiliklari, tadbirlari va mahalliy tashabbuslari — aholi ularni muhokama qilishi, qoʻllab-quvvatlashi va ularda ishtirok etishi mumkin.",
          },
        },
        {
          title: { en: "Staff workspace", ru: "Рабочее место сотрудника", uz: "Xodimning ish joyi" },
          text: {
            en: "A queue of incoming requests for mahalla staff, with assignment, deadlines, templates for replies and a full history.",
            ru: "Очередь входящих обращений для сотрудников махалли с назначением исполнителя, сроками, шаблонами ответов и полной историей.",
            uz: "Mahalla xodimlari uchun kelgan murojaatlar navbati: ijrochini tayinlash, muddatlar, javob shablonlari va toʻliq tarix.",
          },
        },
        {
          title: { en: "Analytics for managers", ru: "Аналитика для руководителей", uz: "Rahbarlar uchun tahlil" },
          text: {
            en: "Dashboards on requests, response times and resident activity across mahallas, districts and regions.",
            ru: "Панели по обращениям, срокам ответа и активности жителей в разрезе махаллей, районов и областей.",
            uz: "Mahallalar, tumanlar va viloyatlar kesimida murojaatlar, javob muddatlari va aholi faolligi boʻyicha panellar.",
          },
        },
      ],
      quote: {
        words: {
          en: "For the first time we can see what residents ask for, street by street, and show them what has been done. Older residents use it as easily as the young ones.",
          ru: "Впервые мы видим, о чём просят жители, улица за улицей, и можем показать им, что сделано. Пожилые жители пользуются платформой так же легко, как молодые.",
          uz: "Ilk bor aholi nimani soʻrayotganini koʻchama-koʻcha koʻrib turibmiz va nima qilinganini ularga koʻrsata olamiz. Keksa aholi ham platformadan yoshlar kabi oson foydalanadi.",
        },
        role: {
          en: "Head of a regional mahalla support department",
          ru: "Руководитель областного отдела поддержки махаллей",
          uz: "Viloyat mahallalarni qoʻllab-quvvatlash boʻlimi boshligʻi",
        },
        organisation: { en: "", ru: "", uz: "" },
        photo: "",
      },
      flowTitle: {
        en: "From a resident's request to a solved problem",
        ru: "От обращения жителя до решённой проблемы",
        uz: "Aholi murojaatidan hal qilingan muammogacha",
      },
      flow: [
        {
          title: { en: "Resident's request", ru: "Обращение жителя", uz: "Aholi murojaati" },
          text: {
            en: "A resident describes the problem in the app or on the web, adds a photo and the place, and gets a request number.",
            ru: "Житель описывает проблему в приложении или на сайте, прикладывает фото и место и получает номер обращения.",
            uz: "Fuqaro muammoni ilovada yoki saytda tasvirlaydi, rasm va joylashuvni qoʻshadi hamda murojaat raqamini oladi.",
          },
        },
        {
          title: { en: "Routed to the mahalla", ru: "Передача в махаллю", uz: "Mahallaga yoʻnaltirish" },
          text: {
            en: "The platform files the request with the resident's mahalla by address, and its staff see it in their queue with a deadline.",
            ru: "Платформа по адресу направляет обращение в махаллю жителя, и её сотрудники видят его в своей очереди со сроком исполнения.",
            uz: "Platforma murojaatni manzil boʻyicha aholining mahallasiga yoʻnaltiradi, mahalla xodimlari uni muddati bilan oʻz navbatida koʻradi.",
          },
        },
        {
          title: { en: "Hokim's assistant", ru: "Помощник хокима", uz: "Hokim yordamchisi" },
          text: {
            en: "The hokim's assistant, or another member of the mahalla's staff, takes the request on and brings in the district's services where needed.",
            ru: "Помощник хокима или другой сотрудник махалли берёт обращение в работу и при необходимости подключает районные службы.",
            uz: "Hokim yordamchisi yoki mahallaning boshqa xodimi murojaatni ishga oladi va kerak boʻlsa tuman xizmatlarini jalb qiladi.",
          },
        },
        {
          title: { en: "Resolved, with an SMS", ru: "Решено, с SMS", uz: "Hal qilindi, SMS bilan" },
          text: {
            en: "When the work is done, the resident gets an SMS, sees the request's whole history and rates the result; the district sees it in its reports.",
            ru: "Когда работа выполнена, житель получает SMS, видит всю историю обращения и оценивает результат, а район видит его в своих отчётах.",
            uz: "Ish bajarilgach, murojaat egasi SMS oladi, murojaatning butun tarixini koʻradi va natijani baholaydi, tuman esa natijani hisobotlarida koʻradi.",
          },
        },
      ],
    },
  },
];
