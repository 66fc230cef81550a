/**
 * The technologies page.
 * What the site starts with (issue 27): imported into the database once, on the first start
 * that knows the kind (server/content/seed.ts); from then on staff edit it in the inbox.
 */
import type { Seed } from "../../shared/content-model/kind.ts";
import type { technologiesPage } from "../model/technologies.ts";

export const technologiesSeed: Seed<typeof technologiesPage> = {
  id: "technologies",
  doc: {
    meta: {
      image: "",
      title: {
        en: "Technologies",
        ru: "Технологии",
        uz: "Texnologiyalar",
      },
      description: {
        en: "The Lojuvard technology stack: the front-end, back-end, mobile, data, cloud, DevOps and QA tools we rely on to build secure, scalable software for our clients.",
        ru: "Технологический стек Lojuvard: фронтенд, бэкенд, мобильная разработка, данные, облака, DevOps и тестирование — инструменты для надёжного и масштабируемого ПО.",
        uz: "Lojuvard texnologik steki: frontend, backend, mobil ilovalar, maʼlumotlar, bulut, DevOps va testlash vositalari, ishonchli va kengaytiriladigan tizimlar uchun.",
      },
    },
    title: {
      en: "Technologies",
      ru: "Технологии",
      uz: "Texnologiyalar",
    },
    lead: {
      en: "We choose mature, well-supported technologies that your team can hire for and maintain for years. Below is the stack we use most often, and what we use each part of it for.",
      ru: "Мы выбираем зрелые технологии с широкой поддержкой — такие, под которые ваша команда сможет найти специалистов и которые можно сопровождать годами. Ниже — стек, которым мы пользуемся чаще всего, и задачи, для которых мы применяем каждую его часть.",
      uz: "Biz yetuk va keng qoʻllab-quvvatlanadigan texnologiyalarni tanlaymiz: jamoangiz ular boʻyicha mutaxassis topa oladi va tizimni yillar davomida yurita oladi. Quyida eng koʻp foydalanadigan stekimiz va uning har bir qismini qaysi vazifalar uchun qoʻllashimiz keltirilgan.",
    },
    areas: [
      {
        title: {
          en: "Front end",
          ru: "Фронтенд",
          uz: "Frontend",
        },
        text: {
          en: "Our front-end engineers build interfaces for internet banking, government portals and operator workplaces. TypeScript is the standard on every project; React is our default framework, with Angular and Vue for clients who already use them. Every interface is checked for accessibility and performance before it is released.",
          ru: "Наши фронтенд-разработчики создают интерфейсы для интернет-банкинга, государственных порталов и рабочих мест операторов. TypeScript — стандарт на всех проектах; React — основной фреймворк, а Angular и Vue мы используем для клиентов, которые уже работают с ними. Перед выпуском каждый интерфейс проверяется на доступность и производительность.",
          uz: "Frontend dasturchilarimiz internet-banking, davlat portallari va operatorlarning ish joylari uchun interfeyslar yaratadi. Barcha loyihalarda TypeScript standart til hisoblanadi; asosiy freymvorkimiz — React; Angular va Vue esa ularni allaqachon ishlatayotgan mijozlarning loyihalarida qoʻllanadi. Har bir interfeys chiqarilishidan oldin foydalanish imkoniyati va unumdorlik boʻyicha tekshiriladi.",
        },
        items: [
          {
            name: {
              en: "TypeScript",
              ru: "TypeScript",
              uz: "TypeScript",
            },
            use: {
              en: "Our standard language for all front-end code, so that errors are caught at build time instead of in production.",
              ru: "Наш стандартный язык для всего фронтенд-кода: ошибки обнаруживаются при сборке, а не в промышленной эксплуатации.",
              uz: "Barcha frontend kodi uchun standart tilimiz: xatolar foydalanuvchilarga yetib bormasdan, yigʻish bosqichidayoq aniqlanadi.",
            },
          },
          {
            name: {
              en: "React",
              ru: "React",
              uz: "React",
            },
            use: {
              en: "Our default framework for customer portals, internet banking and other single-page applications.",
              ru: "Основной фреймворк для клиентских порталов, интернет-банкинга и других одностраничных приложений.",
              uz: "Mijoz portallari, internet-banking va boshqa bir sahifali ilovalar uchun asosiy freymvorkimiz.",
            },
          },
          {
            name: {
              en: "Next.js",
              ru: "Next.js",
              uz: "Next.js",
            },
            use: {
              en: "Server-side rendering and static generation for public websites and portals that must load fast and rank well in search.",
              ru: "Серверная отрисовка и статическая генерация для публичных сайтов и порталов, которые должны быстро загружаться и хорошо находиться в поиске.",
              uz: "Tez yuklanishi va qidiruv tizimlarida yaxshi topilishi kerak boʻlgan ommaviy saytlar va portallar uchun serverda shakllantirish va statik generatsiya.",
            },
          },
          {
            name: {
              en: "Angular",
              ru: "Angular",
              uz: "Angular",
            },
            use: {
              en: "Large internal systems and back-office applications, especially where the client's own team already works with it.",
              ru: "Крупные внутренние системы и приложения бэк-офиса, особенно если команда клиента уже работает с этим фреймворком.",
              uz: "Yirik ichki tizimlar va bek-ofis ilovalari, ayniqsa mijozning oʻz jamoasi bu freymvork bilan ishlayotgan boʻlsa.",
            },
          },
          {
            name: {
              en: "Vue.js",
              ru: "Vue.js",
              uz: "Vue.js",
            },
            use: {
              en: "Dashboards and admin panels, and further development of existing Vue codebases.",
              ru: "Аналитические панели и административные разделы, а также развитие существующих проектов на Vue.",
              uz: "Tahliliy panellar va boshqaruv boʻlimlari, shuningdek Vue asosidagi mavjud loyihalarni rivojlantirish.",
            },
          },
          {
            name: {
              en: "TanStack Query",
              ru: "TanStack Query",
              uz: "TanStack Query",
            },
            use: {
              en: "Fetching, caching and synchronising server data in complex interfaces.",
              ru: "Загрузка, кэширование и синхронизация серверных данных в сложных интерфейсах.",
              uz: "Murakkab interfeyslarda server maʼlumotlarini yuklash, keshlash va sinxronlash.",
            },
          },
          {
            name: {
              en: "Tailwind CSS",
              ru: "Tailwind CSS",
              uz: "Tailwind CSS",
            },
            use: {
              en: "Consistent styling built on the design tokens of each client's design system.",
              ru: "Единообразная вёрстка на основе дизайн-токенов дизайн-системы каждого клиента.",
              uz: "Har bir mijoz dizayn tizimining dizayn tokenlariga asoslangan bir xil uslubdagi sahifalash.",
            },
          },
          {
            name: {
              en: "Storybook",
              ru: "Storybook",
              uz: "Storybook",
            },
            use: {
              en: "Developing and documenting interface components in isolation, so designers review them before they reach the product.",
              ru: "Изолированная разработка и документирование компонентов интерфейса: дизайнеры проверяют их до того, как они попадут в продукт.",
              uz: "Interfeys komponentlarini alohida ishlab chiqish va hujjatlashtirish: dizaynerlar ularni mahsulotga tushishidan oldin tekshiradi.",
            },
          },
          {
            name: {
              en: "Vite",
              ru: "Vite",
              uz: "Vite",
            },
            use: {
              en: "Fast local development and optimised production builds.",
              ru: "Быстрая локальная разработка и оптимизированные сборки для промышленной среды.",
              uz: "Tezkor lokal ishlab chiqish va real foydalanish uchun optimallashtirilgan yigʻmalar.",
            },
          },
        ],
      },
      {
        title: {
          en: "Back end",
          ru: "Бэкенд",
          uz: "Backend",
        },
        text: {
          en: "The back end is where transactions, business rules and integrations live, so here we value stability over novelty. Most of our core systems run on Java and Spring Boot; we use Go for high-throughput services, and Node.js or Python where they fit best. Services talk to each other through documented REST, gRPC and event-driven interfaces.",
          ru: "На бэкенде живут транзакции, бизнес-правила и интеграции, поэтому здесь мы ставим стабильность выше новизны. Большинство наших ключевых систем работают на Java и Spring Boot; Go мы используем для высоконагруженных сервисов, а Node.js и Python — там, где они подходят лучше всего. Сервисы взаимодействуют через документированные интерфейсы REST, gRPC и обмен событиями.",
          uz: "Tranzaksiyalar, biznes qoidalari va integratsiyalar backend qismida joylashgan, shuning uchun bu yerda yangilikdan koʻra barqarorlikni ustun qoʻyamiz. Asosiy tizimlarimizning aksariyati Java va Spring Boot asosida ishlaydi; yuqori yuklamali xizmatlar uchun Go, eng mos keladigan joylarda esa Node.js va Python tillaridan foydalanamiz. Xizmatlar oʻzaro hujjatlashtirilgan REST, gRPC interfeyslari va hodisalar almashinuvi orqali bogʻlanadi.",
        },
        items: [
          {
            name: {
              en: "Java and Spring Boot",
              ru: "Java и Spring Boot",
              uz: "Java va Spring Boot",
            },
            use: {
              en: "Lending platforms, core banking modules and government systems that need long-term stability and strict transactional integrity.",
              ru: "Платформы кредитования, модули автоматизированных банковских систем и государственные системы, которым нужны долгосрочная стабильность и строгая транзакционная целостность.",
              uz: "Uzoq muddatli barqarorlik va qatʼiy tranzaksion yaxlitlik talab etiladigan kreditlash platformalari, ABT modullari va davlat tizimlari.",
            },
          },
          {
            name: {
              en: "Kotlin",
              ru: "Kotlin",
              uz: "Kotlin",
            },
            use: {
              en: "New services on the JVM, where concise code and null safety speed up development.",
              ru: "Новые сервисы на JVM, где лаконичный код и защита от ошибок с пустыми ссылками ускоряют разработку.",
              uz: "Ixcham kod va boʻsh havolalar bilan bogʻliq xatolardan himoya ishlab chiqishni tezlashtiradigan JVM platformasidagi yangi xizmatlar.",
            },
          },
          {
            name: {
              en: "Go",
              ru: "Go",
              uz: "Go",
            },
            use: {
              en: "High-throughput services such as payment gateways, notification dispatchers and API gateways.",
              ru: "Высоконагруженные сервисы: платёжные шлюзы, рассылка уведомлений, API-шлюзы.",
              uz: "Toʻlov shlyuzlari, bildirishnomalarni tarqatish va API shlyuzlari kabi yuqori yuklamali xizmatlar.",
            },
          },
          {
            name: {
              en: "Node.js and NestJS",
              ru: "Node.js и NestJS",
              uz: "Node.js va NestJS",
            },
            use: {
              en: "Backend-for-frontend layers, real-time features and integration services.",
              ru: "Промежуточные слои для фронтенда, функции реального времени и интеграционные сервисы.",
              uz: "Frontend uchun oraliq qatlamlar, real vaqt funksiyalari va integratsiya xizmatlari.",
            },
          },
          {
            name: {
              en: "Python and FastAPI",
              ru: "Python и FastAPI",
              uz: "Python va FastAPI",
            },
            use: {
              en: "Data processing, credit scoring and serving machine-learning models.",
              ru: "Обработка данных, кредитный скоринг и работа моделей машинного обучения.",
              uz: "Maʼlumotlarni qayta ishlash, kredit skoringi va mashinaviy oʻqitish modellarini ishlatish.",
            },
          },
          {
            name: {
              en: "C# and .NET",
              ru: "C# и .NET",
              uz: "C# va .NET",
            },
            use: {
              en: "Enterprise systems and integration with infrastructure built on Microsoft technologies.",
              ru: "Корпоративные системы и интеграция с инфраструктурой на технологиях Microsoft.",
              uz: "Korporativ tizimlar va Microsoft texnologiyalariga asoslangan infratuzilma bilan integratsiya.",
            },
          },
          {
            name: {
              en: "gRPC",
              ru: "gRPC",
              uz: "gRPC",
            },
            use: {
              en: "Fast, strictly typed communication between internal services.",
              ru: "Быстрое и строго типизированное взаимодействие внутренних сервисов.",
              uz: "Ichki xizmatlar oʻrtasida tez va qatʼiy turlangan aloqa.",
            },
          },
          {
            name: {
              en: "Keycloak",
              ru: "Keycloak",
              uz: "Keycloak",
            },
            use: {
              en: "Single sign-on, role-based access control and two-factor authentication.",
              ru: "Единый вход, ролевое разграничение доступа и двухфакторная аутентификация.",
              uz: "Yagona kirish, rollar boʻyicha kirish huquqlarini boshqarish va ikki bosqichli autentifikatsiya.",
            },
          },
        ],
      },
      {
        title: {
          en: "Mobile",
          ru: "Мобильная разработка",
          uz: "Mobil dasturlash",
        },
        text: {
          en: "We build both native and cross-platform apps and choose for each project. Flutter covers most business apps with a single codebase; native Swift and Kotlin are used when an app needs the deepest access to the device or the strictest security profile. Every app is tested on the real devices that are popular in the markets where it will be used.",
          ru: "Мы создаём и нативные, и кроссплатформенные приложения и выбираем подход под каждый проект. Flutter закрывает большинство бизнес-приложений единой кодовой базой; нативные Swift и Kotlin нужны, когда приложению требуется максимально глубокий доступ к устройству или самый строгий профиль безопасности. Каждое приложение тестируется на реальных устройствах, популярных на тех рынках, где им будут пользоваться.",
          uz: "Biz nativ ilovalarni ham, krossplatforma ilovalarni ham yaratamiz va yondashuvni har bir loyiha uchun alohida tanlaymiz. Aksariyat biznes ilovalari yagona kod bazasiga ega Flutter bilan yaratiladi; ilovaga qurilma imkoniyatlariga eng chuqur kirish yoki eng qatʼiy xavfsizlik talab qilinganda nativ Swift va Kotlin tillaridan foydalanamiz. Har bir ilova undan foydalaniladigan bozorlarda ommabop boʻlgan haqiqiy qurilmalarda sinovdan oʻtkaziladi.",
        },
        items: [
          {
            name: {
              en: "Swift and SwiftUI",
              ru: "Swift и SwiftUI",
              uz: "Swift va SwiftUI",
            },
            use: {
              en: "Native iOS apps, including mobile banking secured with Face ID and the iOS Keychain.",
              ru: "Нативные приложения для iOS, в том числе мобильный банкинг с защитой через Face ID и iOS Keychain.",
              uz: "iOS uchun nativ ilovalar, jumladan Face ID va iOS Keychain bilan himoyalangan mobil banking.",
            },
          },
          {
            name: {
              en: "Kotlin and Jetpack Compose",
              ru: "Kotlin и Jetpack Compose",
              uz: "Kotlin va Jetpack Compose",
            },
            use: {
              en: "Native Android apps with modern, declarative interfaces.",
              ru: "Нативные приложения для Android с современным декларативным интерфейсом.",
              uz: "Zamonaviy deklarativ interfeysga ega Android uchun nativ ilovalar.",
            },
          },
          {
            name: {
              en: "Flutter",
              ru: "Flutter",
              uz: "Flutter",
            },
            use: {
              en: "Cross-platform apps for iOS and Android from one codebase, our default choice for most business apps.",
              ru: "Кроссплатформенные приложения для iOS и Android на одной кодовой базе — наш основной выбор для большинства бизнес-приложений.",
              uz: "Yagona kod bazasidan iOS va Android uchun krossplatforma ilovalar: aksariyat biznes ilovalari uchun asosiy tanlovimiz.",
            },
          },
          {
            name: {
              en: "React Native",
              ru: "React Native",
              uz: "React Native",
            },
            use: {
              en: "Cross-platform apps for teams that share code and skills with a React web front end.",
              ru: "Кроссплатформенные приложения для команд, которые делят код и компетенции с веб-фронтендом на React.",
              uz: "React asosidagi veb-frontend bilan kod va tajribani baham koʻradigan jamoalar uchun krossplatforma ilovalar.",
            },
          },
          {
            name: {
              en: "Firebase",
              ru: "Firebase",
              uz: "Firebase",
            },
            use: {
              en: "Push notifications, crash reporting and remote configuration.",
              ru: "Пуш-уведомления, отчёты о сбоях и удалённая настройка приложений.",
              uz: "Push-bildirishnomalar, nosozliklar haqida hisobotlar va ilovalarni masofadan sozlash.",
            },
          },
          {
            name: {
              en: "Fastlane",
              ru: "Fastlane",
              uz: "Fastlane",
            },
            use: {
              en: "Automated builds, code signing and publication to the App Store and Google Play.",
              ru: "Автоматическая сборка, подпись и публикация в App Store и Google Play.",
              uz: "Avtomatik yigʻish, imzolash va App Store hamda Google Play doʻkonlariga joylash.",
            },
          },
          {
            name: {
              en: "Appium",
              ru: "Appium",
              uz: "Appium",
            },
            use: {
              en: "Automated interface tests running on real iOS and Android devices.",
              ru: "Автоматизированные тесты интерфейса на реальных устройствах iOS и Android.",
              uz: "Haqiqiy iOS va Android qurilmalarida ishlaydigan avtomatik interfeys testlari.",
            },
          },
        ],
      },
      {
        title: {
          en: "Data",
          ru: "Данные",
          uz: "Maʼlumotlar",
        },
        text: {
          en: "Our systems hold loan portfolios, student records and millions of user activities, so data integrity comes first. PostgreSQL is our default database, and we add specialised stores only where there is a clear need: caching, search, analytics or event streaming. Reports and analytics are built on the same well-governed data as the operational systems.",
          ru: "В наших системах хранятся кредитные портфели, сведения об учащихся и миллионы действий пользователей, поэтому целостность данных — на первом месте. PostgreSQL — наша база данных по умолчанию; специализированные хранилища мы добавляем только при явной необходимости: для кэширования, поиска, аналитики или потоков событий. Отчёты и аналитика строятся на тех же хорошо управляемых данных, что и рабочие системы.",
          uz: "Tizimlarimizda kredit portfellari, oʻquvchilar haqidagi maʼlumotlar va millionlab foydalanuvchi harakatlari saqlanadi, shuning uchun maʼlumotlar yaxlitligi birinchi oʻrinda turadi. PostgreSQL bizning asosiy maʼlumotlar bazamiz; ixtisoslashgan omborlarni faqat aniq ehtiyoj boʻlganda qoʻshamiz: keshlash, qidiruv, analitika yoki hodisalar oqimi uchun. Hisobotlar va analitika amaldagi tizimlar foydalanadigan oʻsha yaxshi boshqariladigan maʼlumotlar asosida quriladi.",
        },
        items: [
          {
            name: {
              en: "PostgreSQL",
              ru: "PostgreSQL",
              uz: "PostgreSQL",
            },
            use: {
              en: "Our default relational database for transactional systems, from lending platforms to state registries.",
              ru: "Основная реляционная база данных для транзакционных систем — от платформ кредитования до государственных реестров.",
              uz: "Kreditlash platformalaridan davlat reyestrlarigacha boʻlgan tranzaksion tizimlar uchun asosiy relyatsion maʼlumotlar bazamiz.",
            },
          },
          {
            name: {
              en: "Oracle Database",
              ru: "Oracle Database",
              uz: "Oracle Database",
            },
            use: {
              en: "Development on and integration with the existing core systems of banks and large enterprises.",
              ru: "Доработка существующих ключевых систем банков и крупных предприятий и интеграция с ними.",
              uz: "Banklar va yirik korxonalarning mavjud asosiy tizimlarini takomillashtirish va ular bilan integratsiya.",
            },
          },
          {
            name: {
              en: "Redis",
              ru: "Redis",
              uz: "Redis",
            },
            use: {
              en: "Caching, sessions, rate limiting and other short-lived data.",
              ru: "Кэширование, сессии, ограничение частоты запросов и другие краткосрочные данные.",
              uz: "Keshlash, sessiyalar, soʻrovlar chastotasini cheklash va boshqa qisqa muddatli maʼlumotlar.",
            },
          },
          {
            name: {
              en: "Apache Kafka",
              ru: "Apache Kafka",
              uz: "Apache Kafka",
            },
            use: {
              en: "Event streaming between services and reliable data exchange with external systems.",
              ru: "Потоки событий между сервисами и надёжный обмен данными с внешними системами.",
              uz: "Xizmatlar oʻrtasidagi hodisalar oqimi va tashqi tizimlar bilan ishonchli maʼlumot almashinuvi.",
            },
          },
          {
            name: {
              en: "ClickHouse",
              ru: "ClickHouse",
              uz: "ClickHouse",
            },
            use: {
              en: "Fast analytics and operational reports over hundreds of millions of events.",
              ru: "Быстрая аналитика и оперативные отчёты по сотням миллионов событий.",
              uz: "Yuzlab million hodisalar boʻyicha tezkor analitika va operativ hisobotlar.",
            },
          },
          {
            name: {
              en: "Elasticsearch",
              ru: "Elasticsearch",
              uz: "Elasticsearch",
            },
            use: {
              en: "Full-text search and log analysis.",
              ru: "Полнотекстовый поиск и анализ журналов.",
              uz: "Toʻliq matnli qidiruv va jurnallarni tahlil qilish.",
            },
          },
          {
            name: {
              en: "Apache Airflow",
              ru: "Apache Airflow",
              uz: "Apache Airflow",
            },
            use: {
              en: "Scheduling and monitoring data pipelines and regular data exchanges.",
              ru: "Планирование и контроль конвейеров данных и регулярного обмена данными.",
              uz: "Maʼlumotlar konveyerlari va muntazam maʼlumot almashinuvini rejalashtirish va nazorat qilish.",
            },
          },
          {
            name: {
              en: "Apache Superset",
              ru: "Apache Superset",
              uz: "Apache Superset",
            },
            use: {
              en: "Dashboards and self-service reporting for business users.",
              ru: "Аналитические панели и самостоятельное построение отчётов бизнес-пользователями.",
              uz: "Tahliliy panellar va biznes foydalanuvchilari uchun mustaqil hisobot tuzish imkoniyati.",
            },
          },
        ],
      },
      {
        title: {
          en: "Cloud and DevOps",
          ru: "Облака и DevOps",
          uz: "Bulut va DevOps",
        },
        text: {
          en: "We automate everything from infrastructure to releases, so environments can be reproduced at any time and deployments are routine rather than risky nights. We deploy to public clouds, to data centres in Uzbekistan when the law requires personal data to stay in the country, and to our clients' own servers.",
          ru: "Мы автоматизируем всё — от инфраструктуры до релизов, поэтому любую среду можно воспроизвести в любой момент, а развёртывание становится рутиной, а не рискованной ночной операцией. Мы разворачиваем системы в публичных облаках, в центрах обработки данных в Узбекистане, когда закон требует хранить персональные данные внутри страны, и на собственных серверах клиентов.",
          uz: "Infratuzilmadan relizlargacha hamma narsani avtomatlashtiramiz, shuning uchun istalgan muhitni istalgan paytda qayta yaratish mumkin, joylashtirish esa xatarli tungi ish emas, odatiy jarayonga aylanadi. Tizimlarni ommaviy bulutlarga, qonun shaxsga doir maʼlumotlarni mamlakat ichida saqlashni talab qilganda Oʻzbekistondagi maʼlumotlarni qayta ishlash markazlariga hamda mijozlarning oʻz serverlariga joylashtiramiz.",
        },
        items: [
          {
            name: {
              en: "Docker",
              ru: "Docker",
              uz: "Docker",
            },
            use: {
              en: "Packaging every service in a container, so it runs the same way on a laptop, in testing and in production.",
              ru: "Упаковка каждого сервиса в контейнер, чтобы он одинаково работал на ноутбуке, в тестовой и в промышленной среде.",
              uz: "Har bir xizmatni konteynerga joylash: u noutbukda ham, test muhitida ham, real foydalanishda ham bir xil ishlaydi.",
            },
          },
          {
            name: {
              en: "Kubernetes",
              ru: "Kubernetes",
              uz: "Kubernetes",
            },
            use: {
              en: "Running and scaling containerised systems with automatic recovery and releases without downtime.",
              ru: "Запуск и масштабирование контейнерных систем с автоматическим восстановлением и релизами без простоя.",
              uz: "Konteynerli tizimlarni avtomatik tiklanish va toʻxtalishsiz relizlar bilan ishga tushirish va kengaytirish.",
            },
          },
          {
            name: {
              en: "Terraform",
              ru: "Terraform",
              uz: "Terraform",
            },
            use: {
              en: "Describing cloud and on-premises infrastructure as code that is reviewed like any other code.",
              ru: "Описание облачной и собственной инфраструктуры в виде кода, который проходит ревью, как любой другой код.",
              uz: "Bulutli va mahalliy infratuzilmani boshqa har qanday kod kabi koʻrib chiqiladigan kod koʻrinishida tavsiflash.",
            },
          },
          {
            name: {
              en: "Ansible",
              ru: "Ansible",
              uz: "Ansible",
            },
            use: {
              en: "Configuring servers in clients' own data centres.",
              ru: "Настройка серверов в собственных центрах обработки данных клиентов.",
              uz: "Mijozlarning oʻz maʼlumotlarni qayta ishlash markazlaridagi serverlarni sozlash.",
            },
          },
          {
            name: {
              en: "GitLab CI/CD",
              ru: "GitLab CI/CD",
              uz: "GitLab CI/CD",
            },
            use: {
              en: "Pipelines that build, test, scan and deploy every repository.",
              ru: "Конвейеры, которые собирают, тестируют, проверяют на уязвимости и развёртывают каждый репозиторий.",
              uz: "Har bir repozitoriyni yigʻadigan, testlaydigan, zaifliklarga tekshiradigan va joylashtiradigan konveyerlar.",
            },
          },
          {
            name: {
              en: "Argo CD",
              ru: "Argo CD",
              uz: "Argo CD",
            },
            use: {
              en: "Declarative, auditable deployments to Kubernetes clusters.",
              ru: "Декларативные и прослеживаемые развёртывания в кластеры Kubernetes.",
              uz: "Kubernetes klasterlariga deklarativ va kuzatib boriladigan joylashtirishlar.",
            },
          },
          {
            name: {
              en: "AWS, Azure and Google Cloud",
              ru: "AWS, Azure и Google Cloud",
              uz: "AWS, Azure va Google Cloud",
            },
            use: {
              en: "Hosting for international products and for clients who prefer the public cloud.",
              ru: "Размещение международных продуктов и систем клиентов, которые предпочитают публичное облако.",
              uz: "Xalqaro mahsulotlar va ommaviy bulutni afzal koʻradigan mijozlar tizimlarini joylashtirish.",
            },
          },
          {
            name: {
              en: "Prometheus and Grafana",
              ru: "Prometheus и Grafana",
              uz: "Prometheus va Grafana",
            },
            use: {
              en: "Metrics, dashboards and alerts for every system we operate.",
              ru: "Метрики, панели мониторинга и оповещения для каждой системы, которую мы эксплуатируем.",
              uz: "Biz texnik xizmat koʻrsatadigan har bir tizim uchun metrikalar, monitoring panellari va ogohlantirishlar.",
            },
          },
          {
            name: {
              en: "HashiCorp Vault",
              ru: "HashiCorp Vault",
              uz: "HashiCorp Vault",
            },
            use: {
              en: "Storing and rotating secrets, keys and certificates.",
              ru: "Хранение и ротация секретов, ключей и сертификатов.",
              uz: "Maxfiy maʼlumotlar, kalitlar va sertifikatlarni saqlash va muntazam almashtirish.",
            },
          },
        ],
      },
      {
        title: {
          en: "Quality assurance",
          ru: "Обеспечение качества",
          uz: "Sifatni taʼminlash",
        },
        text: {
          en: "Quality is managed, not hoped for: our processes are certified to ISO 9001, and every project has a test strategy from its first week. Automated tests run on every change, while manual, exploratory, load and security testing take place before each release.",
          ru: "Качеством мы управляем, а не надеемся на него: наши процессы сертифицированы по ISO 9001, и у каждого проекта с первой недели есть стратегия тестирования. Автотесты запускаются при каждом изменении, а ручное, исследовательское, нагрузочное тестирование и проверка безопасности проводятся перед каждым релизом.",
          uz: "Sifatni omadga tashlab qoʻymaymiz, uni boshqaramiz: jarayonlarimiz ISO 9001 standarti boʻyicha sertifikatlangan, har bir loyihada esa birinchi haftadanoq testlash strategiyasi mavjud. Avtomatik testlar har bir oʻzgarishda ishga tushadi, qoʻlda, tadqiqot, yuklama va xavfsizlik testlari esa har bir relizdan oldin oʻtkaziladi.",
        },
        items: [
          {
            name: {
              en: "Playwright",
              ru: "Playwright",
              uz: "Playwright",
            },
            use: {
              en: "End-to-end tests of web applications in Chromium, Firefox and WebKit.",
              ru: "Сквозные тесты веб-приложений в Chromium, Firefox и WebKit.",
              uz: "Chromium, Firefox va WebKit brauzerlarida veb-ilovalarning uchdan-uchga testlari.",
            },
          },
          {
            name: {
              en: "JUnit and Testcontainers",
              ru: "JUnit и Testcontainers",
              uz: "JUnit va Testcontainers",
            },
            use: {
              en: "Unit and integration tests of Java and Kotlin services against real databases and queues.",
              ru: "Модульные и интеграционные тесты сервисов на Java и Kotlin с реальными базами данных и очередями.",
              uz: "Java va Kotlin xizmatlarining haqiqiy maʼlumotlar bazalari va navbatlar bilan modul va integratsiya testlari.",
            },
          },
          {
            name: {
              en: "Vitest and Jest",
              ru: "Vitest и Jest",
              uz: "Vitest va Jest",
            },
            use: {
              en: "Unit and component tests for front-end and Node.js code.",
              ru: "Модульные и компонентные тесты фронтенда и кода на Node.js.",
              uz: "Frontend va Node.js kodining modul va komponent testlari.",
            },
          },
          {
            name: {
              en: "Postman",
              ru: "Postman",
              uz: "Postman",
            },
            use: {
              en: "API testing and shared request collections for integration partners.",
              ru: "Тестирование API и общие коллекции запросов для партнёров по интеграции.",
              uz: "API testlash va integratsiya hamkorlari uchun umumiy soʻrovlar toʻplamlari.",
            },
          },
          {
            name: {
              en: "k6",
              ru: "k6",
              uz: "k6",
            },
            use: {
              en: "Load testing against the expected peak traffic before every major release.",
              ru: "Нагрузочное тестирование на ожидаемый пиковый трафик перед каждым крупным релизом.",
              uz: "Har bir yirik relizdan oldin kutilayotgan eng yuqori trafikka moʻljallangan yuklama testlari.",
            },
          },
          {
            name: {
              en: "SonarQube",
              ru: "SonarQube",
              uz: "SonarQube",
            },
            use: {
              en: "Static code analysis and quality gates in every pipeline.",
              ru: "Статический анализ кода и пороги качества в каждом конвейере.",
              uz: "Har bir konveyerda kodning statik tahlili va sifat chegaralari.",
            },
          },
          {
            name: {
              en: "OWASP ZAP",
              ru: "OWASP ZAP",
              uz: "OWASP ZAP",
            },
            use: {
              en: "Automated security scanning of web applications and APIs.",
              ru: "Автоматическое сканирование безопасности веб-приложений и API.",
              uz: "Veb-ilovalar va API xavfsizligini avtomatik skanerlash.",
            },
          },
          {
            name: {
              en: "Allure",
              ru: "Allure",
              uz: "Allure",
            },
            use: {
              en: "Test reports that show the client exactly what was tested and with what result.",
              ru: "Отчёты о тестировании, которые показывают клиенту, что именно проверено и с каким результатом.",
              uz: "Mijozga aynan nima tekshirilgani va qanday natija olinganini koʻrsatadigan test hisobotlari.",
            },
          },
        ],
      },
    ],
    usesToggle: {
      en: "What we use each one for",
      ru: "Для чего мы их используем",
      uz: "Har biri nima uchun kerak",
    },
    principles: {
      title: {
        en: "Engineering principles",
        ru: "Инженерные принципы",
        uz: "Muhandislik tamoyillari",
      },
      items: [
        {
          title: {
            en: "Proven technology for critical systems",
            ru: "Проверенные технологии для критичных систем",
            uz: "Muhim tizimlar uchun sinalgan texnologiyalar",
          },
          text: {
            en: "Banks and ministries need systems that work for a decade. We adopt new tools where they bring a clear gain, and keep core systems on mature, well-supported technology.",
            ru: "Банкам и министерствам нужны системы, которые проработают десятилетие. Новые инструменты мы внедряем там, где они дают явный выигрыш, а ключевые системы держим на зрелых технологиях с надёжной поддержкой.",
            uz: "Banklar va vazirliklarga oʻn yillab ishlaydigan tizimlar kerak. Yangi vositalarni aniq foyda bergan joyda joriy qilamiz, asosiy tizimlarni esa yetuk va ishonchli qoʻllab-quvvatlanadigan texnologiyalarda saqlaymiz.",
          },
        },
        {
          title: {
            en: "Security from the first commit",
            ru: "Безопасность с первого коммита",
            uz: "Birinchi kommitdan xavfsizlik",
          },
          text: {
            en: "Threat modelling at the design stage, code analysis and dependency scanning in every pipeline, and encryption of data in transit and at rest by default.",
            ru: "Моделирование угроз на этапе проектирования, анализ кода и проверка зависимостей в каждом конвейере, шифрование данных при передаче и хранении по умолчанию.",
            uz: "Loyihalash bosqichida tahdidlarni modellashtirish, har bir konveyerda kod tahlili va bogʻliqliklar tekshiruvi, maʼlumotlarni uzatish va saqlashda sukut boʻyicha shifrlash.",
          },
        },
        {
          title: {
            en: "Automate what repeats",
            ru: "Автоматизируем всё, что повторяется",
            uz: "Takrorlanadigan ishni avtomatlashtiramiz",
          },
          text: {
            en: "Tests, builds, infrastructure and deployments are automated, so releases are frequent, predictable and easy to roll back.",
            ru: "Тесты, сборки, инфраструктура и развёртывания автоматизированы, поэтому релизы выходят часто, предсказуемо и легко откатываются.",
            uz: "Testlar, yigʻish, infratuzilma va joylashtirish avtomatlashtirilgan, shuning uchun relizlar tez-tez, oldindan koʻrinadigan tarzda chiqadi va oson orqaga qaytariladi.",
          },
        },
        {
          title: {
            en: "No lock-in",
            ru: "Никакой привязки к подрядчику",
            uz: "Pudratchiga bogʻlanib qolmaslik",
          },
          text: {
            en: "Open standards, documented code and infrastructure described as code. Everything lives in your repositories, and any competent team can continue the work.",
            ru: "Открытые стандарты, документированный код и инфраструктура, описанная в виде кода. Всё хранится в ваших репозиториях, и работу сможет продолжить любая квалифицированная команда.",
            uz: "Ochiq standartlar, hujjatlashtirilgan kod va kod koʻrinishida tavsiflangan infratuzilma. Hamma narsa sizning repozitoriylaringizda saqlanadi va ishni istalgan malakali jamoa davom ettira oladi.",
          },
        },
      ],
    },
    cta: {
      title: {
        en: "Looking for a team with the right stack?",
        ru: "Ищете команду с нужным стеком?",
        uz: "Kerakli stekka ega jamoa izlayapsizmi?",
      },
      text: {
        en: "Tell us what you are building and which technologies you already use. We will propose engineers with the right experience, or an architecture for the task.",
        ru: "Расскажите, что вы создаёте и какие технологии уже используете. Мы подберём инженеров с подходящим опытом или предложим архитектуру под задачу.",
        uz: "Nima yaratayotganingiz va qaysi texnologiyalardan foydalanayotganingizni aytib bering. Mos tajribaga ega muhandislarni tanlaymiz yoki vazifangiz uchun arxitektura taklif qilamiz.",
      },
      button: {
        en: "Get a quote",
        ru: "Получить расчёт",
        uz: "Narxni bilish",
      },
    },
  },
};
