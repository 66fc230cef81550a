import type { TechnologiesContent } from "../../types.ts";

const technologies: TechnologiesContent = {
  meta: {
    title: "Texnologiyalar",
    description:
      "Lojuvard texnologik steki: frontend, backend, mobil ilovalar, maʼlumotlar, bulut, DevOps va testlash vositalari, ishonchli va kengaytiriladigan tizimlar uchun.",
  },
  title: "Texnologiyalar",
  lead: "Biz yetuk va keng qoʻllab-quvvatlanadigan texnologiyalarni tanlaymiz: jamoangiz ular boʻyicha mutaxassis topa oladi va tizimni yillar davomida yurita oladi. Quyida eng koʻp foydalanadigan stekimiz va uning har bir qismini qaysi vazifalar uchun qoʻllashimiz keltirilgan.",
  areas: [
    {
      key: "frontend",
      title: "Frontend",
      text: "Frontend dasturchilarimiz internet-banking, davlat portallari va operatorlarning ish oʻrinlari uchun interfeyslar yaratadi. Barcha loyihalarda TypeScript standart til hisoblanadi; asosiy freymvorkimiz React, Angular va Vue esa ularni allaqachon ishlatayotgan mijozlar uchun qoʻllanadi. Har bir interfeys chiqarilishidan oldin foydalanish imkoniyati va unumdorlik boʻyicha tekshiriladi.",
      items: [
        {
          name: "TypeScript",
          use: "Barcha frontend kodi uchun standart tilimiz: xatolar ekspluatatsiyada emas, yigʻish bosqichidayoq aniqlanadi.",
        },
        {
          name: "React",
          use: "Mijoz portallari, internet-banking va boshqa bir sahifali ilovalar uchun asosiy freymvorkimiz.",
        },
        {
          name: "Next.js",
          use: "Tez yuklanishi va qidiruv tizimlarida yaxshi topilishi kerak boʻlgan ommaviy saytlar va portallar uchun serverda shakllantirish va statik generatsiya.",
        },
        {
          name: "Angular",
          use: "Yirik ichki tizimlar va bek-ofis ilovalari, ayniqsa mijozning oʻz jamoasi bu freymvork bilan ishlayotgan boʻlsa.",
        },
        {
          name: "Vue.js",
          use: "Tahliliy panellar va boshqaruv boʻlimlari, shuningdek Vue asosidagi mavjud loyihalarni rivojlantirish.",
        },
        {
          name: "TanStack Query",
          use: "Murakkab interfeyslarda server maʼlumotlarini yuklash, keshlash va sinxronlash.",
        },
        {
          name: "Tailwind CSS",
          use: "Har bir mijoz dizayn tizimining dizayn tokenlariga asoslangan bir xil uslubdagi sahifalash.",
        },
        {
          name: "Storybook",
          use: "Interfeys komponentlarini alohida ishlab chiqish va hujjatlashtirish: dizaynerlar ularni mahsulotga tushishidan oldin tekshiradi.",
        },
        { name: "Vite", use: "Tezkor lokal ishlab chiqish va ekspluatatsiya uchun optimallashtirilgan yigʻmalar." },
      ],
    },
    {
      key: "backend",
      title: "Backend",
      text: "Tranzaksiyalar, biznes qoidalari va integratsiyalar backend qismida joylashgan, shuning uchun bu yerda yangilikdan koʻra barqarorlikni ustun qoʻyamiz. Asosiy tizimlarimizning aksariyati Java va Spring Boot asosida ishlaydi; yuqori yuklamali xizmatlar uchun Go, eng mos keladigan joylarda esa Node.js va Python tillaridan foydalanamiz. Xizmatlar oʻzaro hujjatlashtirilgan REST, gRPC interfeyslari va hodisalar almashinuvi orqali bogʻlanadi.",
      items: [
        {
          name: "Java va Spring Boot",
          use: "Uzoq muddatli barqarorlik va qatʼiy tranzaksion yaxlitlik talab etiladigan kreditlash platformalari, bankning asosiy tizimlari modullari va davlat tizimlari.",
        },
        {
          name: "Kotlin",
          use: "Ixcham kod va boʻsh havolalar bilan bogʻliq xatolardan himoya ishlab chiqishni tezlashtiradigan JVM platformasidagi yangi xizmatlar.",
        },
        {
          name: "Go",
          use: "Toʻlov shlyuzlari, bildirishnomalarni tarqatish va API shlyuzlari kabi yuqori yuklamali xizmatlar.",
        },
        {
          name: "Node.js va NestJS",
          use: "Frontend uchun oraliq qatlamlar, real vaqt funksiyalari va integratsiya xizmatlari.",
        },
        {
          name: "Python va FastAPI",
          use: "Maʼlumotlarni qayta ishlash, kredit skoringi va mashinaviy oʻqitish modellarini ishlatish.",
        },
        {
          name: "C# va .NET",
          use: "Korporativ tizimlar va Microsoft texnologiyalariga asoslangan infratuzilma bilan integratsiya.",
        },
        { name: "gRPC", use: "Ichki xizmatlar oʻrtasida tez va qatʼiy turlangan aloqa." },
        {
          name: "Keycloak",
          use: "Yagona kirish, rollar boʻyicha kirish huquqlarini boshqarish va ikki bosqichli autentifikatsiya.",
        },
      ],
    },
    {
      key: "mobile",
      title: "Mobil dasturlash",
      text: "Biz nativ ilovalarni ham, krossplatforma ilovalarni ham yaratamiz va yondashuvni har bir loyiha uchun alohida tanlaymiz. Aksariyat biznes ilovalari yagona kod bazasiga ega Flutter bilan yaratiladi; ilovaga qurilma imkoniyatlariga eng chuqur kirish yoki eng qatʼiy xavfsizlik talab qilinganda nativ Swift va Kotlin tillaridan foydalanamiz. Har bir ilova undan foydalaniladigan bozorlarda ommabop boʻlgan haqiqiy qurilmalarda sinovdan oʻtkaziladi.",
      items: [
        {
          name: "Swift va SwiftUI",
          use: "iOS uchun nativ ilovalar, jumladan Face ID va iOS Keychain bilan himoyalangan mobil banking.",
        },
        {
          name: "Kotlin va Jetpack Compose",
          use: "Zamonaviy deklarativ interfeysga ega Android uchun nativ ilovalar.",
        },
        {
          name: "Flutter",
          use: "Yagona kod bazasidan iOS va Android uchun krossplatforma ilovalar: aksariyat biznes ilovalari uchun asosiy tanlovimiz.",
        },
        {
          name: "React Native",
          use: "React asosidagi veb-frontend bilan kod va tajribani baham koʻradigan jamoalar uchun krossplatforma ilovalar.",
        },
        {
          name: "Firebase",
          use: "Push-bildirishnomalar, nosozliklar haqida hisobotlar va ilovalarni masofadan sozlash.",
        },
        { name: "Fastlane", use: "Avtomatik yigʻish, imzolash va App Store hamda Google Play doʻkonlariga joylash." },
        { name: "Appium", use: "Haqiqiy iOS va Android qurilmalarida ishlaydigan avtomatik interfeys testlari." },
      ],
    },
    {
      key: "data",
      title: "Maʼlumotlar",
      text: "Tizimlarimizda kredit portfellari, oʻquvchilar haqidagi maʼlumotlar va millionlab foydalanuvchi harakatlari saqlanadi, shuning uchun maʼlumotlar yaxlitligi birinchi oʻrinda turadi. PostgreSQL bizning asosiy maʼlumotlar bazamiz; ixtisoslashgan omborlarni faqat aniq ehtiyoj boʻlganda qoʻshamiz: keshlash, qidiruv, analitika yoki hodisalar oqimi uchun. Hisobotlar va analitika ishchi tizimlar foydalanadigan oʻsha yaxshi boshqariladigan maʼlumotlar asosida quriladi.",
      items: [
        {
          name: "PostgreSQL",
          use: "Kreditlash platformalaridan davlat reyestrlarigacha boʻlgan tranzaksion tizimlar uchun asosiy relyatsion maʼlumotlar bazamiz.",
        },
        {
          name: "Oracle Database",
          use: "Banklar va yirik korxonalarning mavjud asosiy tizimlarini takomillashtirish va ular bilan integratsiya.",
        },
        {
          name: "Redis",
          use: "Keshlash, sessiyalar, soʻrovlar chastotasini cheklash va boshqa qisqa muddatli maʼlumotlar.",
        },
        {
          name: "Apache Kafka",
          use: "Xizmatlar oʻrtasidagi hodisalar oqimi va tashqi tizimlar bilan ishonchli maʼlumot almashinuvi.",
        },
        { name: "ClickHouse", use: "Yuzlab million hodisalar boʻyicha tezkor analitika va operativ hisobotlar." },
        { name: "Elasticsearch", use: "Toʻliq matnli qidiruv va jurnallarni tahlil qilish." },
        {
          name: "Apache Airflow",
          use: "Maʼlumotlar konveyerlari va muntazam maʼlumot almashinuvini rejalashtirish va nazorat qilish.",
        },
        {
          name: "Apache Superset",
          use: "Tahliliy panellar va biznes foydalanuvchilari uchun mustaqil hisobot tuzish imkoniyati.",
        },
      ],
    },
    {
      key: "cloud",
      title: "Bulut va DevOps",
      text: "Infratuzilmadan relizlargacha hamma narsani avtomatlashtiramiz, shuning uchun istalgan muhitni istalgan paytda qayta yaratish mumkin, joylashtirish esa xatarli tungi ish emas, odatiy jarayonga aylanadi. Tizimlarni ommaviy bulutlarga, qonun shaxsga doir maʼlumotlarni mamlakat ichida saqlashni talab qilganda Oʻzbekistondagi maʼlumotlarni qayta ishlash markazlariga hamda mijozlarning oʻz serverlariga joylashtiramiz.",
      items: [
        {
          name: "Docker",
          use: "Har bir xizmatni konteynerga joylash: u noutbukda ham, test muhitida ham, ekspluatatsiyada ham bir xil ishlaydi.",
        },
        {
          name: "Kubernetes",
          use: "Konteynerli tizimlarni avtomatik tiklanish va toʻxtalishsiz relizlar bilan ishga tushirish va kengaytirish.",
        },
        {
          name: "Terraform",
          use: "Bulutli va mahalliy infratuzilmani boshqa har qanday kod kabi koʻrib chiqiladigan kod koʻrinishida tavsiflash.",
        },
        { name: "Ansible", use: "Mijozlarning oʻz maʼlumotlarni qayta ishlash markazlaridagi serverlarni sozlash." },
        {
          name: "GitLab CI/CD",
          use: "Har bir repozitoriyni yigʻadigan, testlaydigan, zaifliklarga tekshiradigan va joylashtiradigan konveyerlar.",
        },
        { name: "Argo CD", use: "Kubernetes klasterlariga deklarativ va kuzatib boriladigan joylashtirishlar." },
        {
          name: "AWS, Azure va Google Cloud",
          use: "Xalqaro mahsulotlar va ommaviy bulutni afzal koʻradigan mijozlar tizimlarini joylashtirish.",
        },
        {
          name: "Prometheus va Grafana",
          use: "Biz ekspluatatsiya qiladigan har bir tizim uchun metrikalar, monitoring panellari va ogohlantirishlar.",
        },
        {
          name: "HashiCorp Vault",
          use: "Maxfiy maʼlumotlar, kalitlar va sertifikatlarni saqlash va muntazam almashtirish.",
        },
      ],
    },
    {
      key: "qa",
      title: "Sifatni taʼminlash",
      text: "Sifatni omadga tashlab qoʻymaymiz, uni boshqaramiz: jarayonlarimiz ISO 9001 standarti boʻyicha sertifikatlangan, har bir loyihada esa birinchi haftadanoq testlash strategiyasi mavjud. Avtomatik testlar har bir oʻzgarishda ishga tushadi, qoʻlda, tadqiqot, yuklama va xavfsizlik testlari esa har bir relizdan oldin oʻtkaziladi.",
      items: [
        {
          name: "Playwright",
          use: "Chromium, Firefox va WebKit brauzerlarida veb-ilovalarning uchdan-uchga testlari.",
        },
        {
          name: "JUnit va Testcontainers",
          use: "Java va Kotlin xizmatlarining haqiqiy maʼlumotlar bazalari va navbatlar bilan modul va integratsiya testlari.",
        },
        { name: "Vitest va Jest", use: "Frontend va Node.js kodining modul va komponent testlari." },
        { name: "Postman", use: "API testlash va integratsiya hamkorlari uchun umumiy soʻrovlar toʻplamlari." },
        {
          name: "k6",
          use: "Har bir yirik relizdan oldin kutilayotgan eng yuqori trafikka moʻljallangan yuklama testlari.",
        },
        { name: "SonarQube", use: "Har bir konveyerda kodning statik tahlili va sifat chegaralari." },
        { name: "OWASP ZAP", use: "Veb-ilovalar va API xavfsizligini avtomatik skanerlash." },
        {
          name: "Allure",
          use: "Mijozga aynan nima tekshirilgani va qanday natija olinganini koʻrsatadigan test hisobotlari.",
        },
      ],
    },
  ],
  usesToggle: "Har biri nima uchun kerak",
  principles: {
    title: "Muhandislik tamoyillari",
    items: [
      {
        title: "Muhim tizimlar uchun sinalgan texnologiyalar",
        text: "Banklar va vazirliklarga oʻn yillab ishlaydigan tizimlar kerak. Yangi vositalarni aniq foyda bergan joyda joriy qilamiz, asosiy tizimlarni esa yetuk va ishonchli qoʻllab-quvvatlanadigan texnologiyalarda saqlaymiz.",
      },
      {
        title: "Birinchi kommitdan xavfsizlik",
        text: "Loyihalash bosqichida tahdidlarni modellashtirish, har bir konveyerda kod tahlili va bogʻliqliklar tekshiruvi, maʼlumotlarni uzatish va saqlashda sukut boʻyicha shifrlash.",
      },
      {
        title: "Takrorlanadigan ishni avtomatlashtiramiz",
        text: "Testlar, yigʻish, infratuzilma va joylashtirish avtomatlashtirilgan, shuning uchun relizlar tez-tez, oldindan koʻrinadigan tarzda chiqadi va oson orqaga qaytariladi.",
      },
      {
        title: "Pudratchiga bogʻlanib qolmaslik",
        text: "Ochiq standartlar, hujjatlashtirilgan kod va kod koʻrinishida tavsiflangan infratuzilma. Hamma narsa sizning repozitoriylaringizda saqlanadi va ishni istalgan malakali jamoa davom ettira oladi.",
      },
    ],
  },
  cta: {
    title: "Kerakli stekka ega jamoa izlayapsizmi?",
    text: "Nima yaratayotganingiz va qaysi texnologiyalardan foydalanayotganingizni aytib bering. Mos tajribaga ega muhandislarni tanlaymiz yoki vazifangiz uchun arxitektura taklif qilamiz.",
    button: "Narxni bilish",
  },
};

export default technologies;
