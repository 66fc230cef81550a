import type { ServicesModule } from "../../types.ts";

const services: ServicesModule = {
  overview: {
    meta: {
      title: "Xizmatlar",
      description:
        "Buyurtma asosidagi dasturiy taʼminot, veb-dasturlash, mobil va frontend ilovalar, dasturiy mahsulotlar muhandisligi: Toshkentdagi ISO 9001 sertifikatli jamoa.",
    },
    title: "Dasturiy taʼminot ishlab chiqish xizmatlari",
    lead: "20 yildan ortiq vaqt davomida banklar, vazirliklar, savdo tarmoqlari, logistika kompaniyalari va maktablar uchun dasturiy taʼminotni loyihalab, ishlab chiqib, qoʻllab-quvvatlab kelmoqdamiz. Bitta jamoa tizimingizni birinchi ishchi uchrashuvdan toʻliq ishga tushirishgacha olib boradi va keyin ham qoʻllab-quvvatlashda qoladi. Ishimiz ISO 9001 standarti boʻyicha sertifikatlangan kompaniyaga xos jarayon intizomiga asoslanadi.",
    items: [
      {
        slug: "custom",
        title: "Buyurtma asosidagi dasturiy taʼminot",
        text: "Tashkilotingiz aslida qanday ishlashiga moslab quriladigan tizimlar: kreditlash bek-ofislari, reyestrlar, ERP modullari, hujjat aylanishi va hisobot tizimlari. Biz tayyor shablondan emas, sizning jarayonlaringiz va cheklovlaringizdan boshlaymiz hamda dasturiy taʼminotni toʻliq mulkingiz sifatida topshiramiz.",
        points: [
          "Biznes-tahlil va texnik topshiriq",
          "Bankning asosiy tizimlari, ERP va davlat tizimlari bilan integratsiya",
          "Eskirgan ilovalarni modernizatsiya qilish",
          "Kelishilgan SLA asosida uzoq muddatli qoʻllab-quvvatlash",
        ],
      },
      {
        slug: "webdev",
        title: "Veb-dasturlash",
        text: "Yuklama ostida sekinlashmaydigan va oson oʻzgartiriladigan veb-portallar, elektron xizmatlar, internet-doʻkonlar va korporativ saytlar. Interfeys va kontent boshqaruvidan tortib API, maʼlumotlar bazalari va xostinggacha butun stekni oʻzimiz quramiz.",
        points: [
          "Ommaviy portallar va elektron davlat xizmatlari",
          "Elektron tijorat va B2B platformalari",
          "Qulay kontent boshqaruv tizimiga ega koʻp tilli saytlar",
          "Xosting, monitoring va unumdorlikni oshirish",
        ],
      },
      {
        slug: "mobileapps",
        title: "Mobil ilovalar",
        text: "Mijozlar har kuni ochadigan iOS va Android uchun nativ hamda krossplatforma ilovalar: mobil banking, yetkazib berish, taʼlim va joylardagi xodimlar uchun ilovalar. Dizayn, ishlab chiqish, himoya va ilovalar doʻkonlariga joylashni oʻz zimmamizga olamiz.",
        points: [
          "Swift tilida iOS va Kotlin tilida Android uchun nativ ilovalar",
          "Flutter va React Native asosidagi krossplatforma ilovalar",
          "Biometrik kirish, push-bildirishnomalar va oflayn rejim",
          "App Store va Google Play doʻkonlariga joylash",
        ],
      },
      {
        slug: "frontapps",
        title: "Frontend ilovalar",
        text: "Murakkab tizimlar uchun interfeyslar: internet-banking, operatorlarning ish oʻrinlari, tahliliy panellar va boshqaruv boʻlimlari. Murakkab ish jarayonlarini qalin qoʻllanmalarsiz kun boʻyi qulay ishlash mumkin boʻlgan ekranlarga aylantiramiz.",
        points: [
          "React, Angular va Vue asosidagi bir sahifali ilovalar",
          "Dizayn tizimlari va komponentlar kutubxonalari",
          "WCAG 2.2 AA darajasidagi foydalanish imkoniyati",
          "Unumdorlik byudjetlari va Core Web Vitals koʻrsatkichlari",
        ],
      },
      {
        slug: "spe",
        title: "Dasturiy mahsulotlar muhandisligi",
        text: "Dasturiy taʼminot sotadigan yoki raqamli xizmatlarni ishga tushiradigan kompaniyalar uchun toʻliq mahsulot jamoasi: tadqiqot, UX, ishlab chiqish, testlash va DevOps yagona yoʻl xaritasi asosida. Birinchi relizga tez chiqishga yordam beramiz va mahsulotni keyin ham rivojlantirib boramiz.",
        points: [
          "Mahsulot tadqiqoti va yoʻl xaritasi",
          "Minimal hayotiy mahsulotdan (MVP) yirik platformagacha",
          "SaaS arxitekturasi va koʻp mijozli tuzilma",
          "Relizlarni boshqarish va mahsulot analitikasi",
        ],
      },
    ],
    approach: {
      title: "Qanday ishlaymiz",
      lead: "Har bir loyiha, hajmidan qatʼi nazar, sifat menejmenti tizimi asosida qurilgan bir xil yoʻldan oʻtadi. Siz ishlayotgan mahsulotni erta koʻrasiz va qarorlarni vaʼdalarga emas, faktlarga tayanib qabul qilasiz.",
      steps: [
        {
          title: "Tadqiqot",
          text: "Biznes-jarayonlar egalari, foydalanuvchilar va AT boʻlimi bilan ishchi uchrashuvlar. Jarayonlar, integratsiyalar va meʼyoriy talablarni tavsiflaymiz, soʻng ish hajmi, xatarlar, byudjet va relizlar rejasini kelishib olamiz. Odatda bu ikki-toʻrt hafta davom etadi.",
        },
        {
          title: "Loyihalash",
          text: "Arxitektura, maʼlumotlar modeli, xavfsizlik modeli va bosiladigan prototiplar. Ular ishchi kodning birinchi qatori yozilishidan oldin haqiqiy foydalanuvchilarda sinovdan oʻtkaziladi.",
        },
        {
          title: "Bosqichma-bosqich ishlab chiqish",
          text: "Ikki haftalik sprintlar, ularning har biri ishlayotgan dasturni namoyish qilish bilan yakunlanadi. Vazifalar roʻyxati sizniki boʻlib qoladi: ustuvorliklarni istalgan sprint boshida oʻzgartirish mumkin.",
        },
        {
          title: "Sifatni taʼminlash",
          text: "Avtomatik testlar, kodni koʻrib chiqish va xavfsizlik tekshiruvlari har bir oʻzgarishda ishga tushadi; qoʻlda, yuklama va qabul testlari har bir relizdan oldin oʻtkaziladi. Bularning barchasi ISO 9001 boʻyicha sifat menejmenti tizimi doirasida bajariladi.",
        },
        {
          title: "Ishga tushirish va qoʻllab-quvvatlash",
          text: "Bosqichma-bosqich ishga tushirish, birinchi kundan monitoring va kafolat muddati, soʻngra tizimning muhimligiga mos SLA asosida qoʻllab-quvvatlash va rivojlantirish.",
        },
      ],
    },
    engagement: {
      title: "Hamkorlik modellari",
      models: [
        {
          title: "Qatʼiy belgilangan hajm",
          text: "Talablari barqaror va aniq belgilangan loyihalar uchun. Tadqiqotdan soʻng ish hajmi, muddat va narxni kelishib olamiz, amalga oshirish xatarlarini esa oʻz zimmamizga olamiz. Oʻzgarishlar har biri alohida baholanadigan oddiy soʻrov tartibida kiritiladi.",
        },
        {
          title: "Ajratilgan jamoa",
          text: "Dasturchilar, testlovchilar, dizayner va loyiha rahbaridan iborat toʻliq jamoa qatʼiy oylik toʻlov evaziga faqat sizning mahsulotingiz ustida ishlaydi. Ustuvorliklari biznes bilan birga oʻzgarib boradigan uzoq muddatli mahsulotlar uchun eng maqbul tanlov.",
        },
        {
          title: "Jamoani kengaytirish",
          text: "Muhandislarimiz ichki jamoangizga yetishmayotgan malaka yoki quvvatni qoʻshadi: bir-ikki Flutter dasturchisi, testlarni avtomatlashtirish muhandisi yoki DevOps mutaxassisi. Ular sizning jarayonlaringiz va vositalaringiz asosida ishlaydi, jamoa tarkibini esa bir oy oldin ogohlantirib koʻpaytirish yoki qisqartirish mumkin.",
        },
      ],
    },
    cta: {
      title: "Loyihangiz haqida aytib bering",
      text: "Vazifani bir necha qatorda tasvirlab bering. Yechimlar arxitektori bir ish kuni ichida javob beradi: savollar beradi, dastlabki baho va keyingi qadam boʻyicha taklif yuboradi.",
      button: "Narxni bilish",
    },
  },
  pages: {
    spe: {
      slug: "spe",
      meta: {
        title: "Dasturiy mahsulotlar muhandisligi",
        description:
          "Lojuvard dasturiy mahsulotlar muhandisligi: tadqiqot, UX, arxitektura, ishlab chiqish, testlash va DevOps bitta jamoada, birinchi relizdan keng miqyosgacha.",
      },
      title: "Dasturiy mahsulotlar muhandisligi",
      lead: "Raqamli mahsulotlarni mahsulot kompaniyalari qanday yaratsa, shunday yaratamiz: natija uchun birinchi gipotezadan butun mamlakat foydalanadigan platformagacha bitta jamoa javob beradi. Onlayn mahalla platformasi aholi bilan dastlabki suhbatlardan boshlab bir oyda ishga tushirildi.",
      offerings: {
        title: "Nima qilamiz",
        lead: "Dasturiy mahsulot gʻoyadan barqaror va oʻsib borayotgan biznesgacha borishi uchun kerak boʻlgan hamma narsani bitta masʼuliyatli jamoa bajaradi.",
        items: [
          {
            title: "Mahsulot tadqiqoti",
            text: "Foydalanuvchilar bilan suhbatlar, bozor va raqobatchilar tahlili, qiymat taklifi va ustuvorliklar boʻyicha tartiblangan yoʻl xaritasi. Eng xatarli gipotezalarni ishlab chiqishga sarmoya kiritishingizdan oldin prototiplarda tekshiramiz.",
          },
          {
            title: "UX/UI dizayn",
            text: "Foydalanuvchi ssenariylari, maketlar va Figma dasturidagi dizayn tizimi. Ularning qulayligi mahsulotdan haqiqatan foydalanadigan odamlar ishtirokida sinovdan oʻtkaziladi.",
          },
          {
            title: "MVP ishlab chiqish",
            text: "Mahsulot qiymatini isbotlaydigan eng kam funksiyalar toʻplamiga ega birinchi reliz. U mahsulot oʻsganda tashlab yuborishga toʻgʻri kelmaydigan arxitekturaga quriladi.",
          },
          {
            title: "Platforma va SaaS arxitekturasi",
            text: "Koʻplab mijozlarga sotiladigan mahsulotlar uchun koʻp mijozli arxitektura, rollar va kirish huquqlari, hisob-kitob tizimi, integratsiyalar va ochiq API.",
          },
          {
            title: "Kengaytirish va modernizatsiya",
            text: "Oʻzini oqlagan joyda monolitni boʻlish, unumdorlikni oshirish, konteynerlar va Kubernetes platformasiga oʻtish, birinchi versiyasidan oʻsib chiqqan mahsulotlar uchun infratuzilma xarajatlarini kamaytirish.",
          },
          {
            title: "Mahsulotni qoʻllab-quvvatlash va rivojlantirish",
            text: "Uzoq muddatli shartnoma doirasida relizlarni boshqarish, monitoring, mahsulot analitikasi va yangi funksiyalarning muntazam oqimi.",
          },
        ],
      },
      process: {
        title: "Gʻoyadan keng miqyosdagi mahsulotgacha",
        lead: "Har bir bosqich oxirida qaror qabul qilinadigan aniq reja: faktlar tasdiqlagan miqdordan ortiq mablagʻ sarflamaysiz.",
        steps: [
          {
            title: "Tadqiqot sprinti",
            text: "Ikki-toʻrt hafta davomida ishchi uchrashuvlar, foydalanuvchilar tadqiqoti va texnik tahlil. Natijada mahsulot qarashi, birinchi reliz hajmi, arxitektura chizmasi, baho va reja tayyor boʻladi.",
          },
          {
            title: "Prototip va tekshiruv",
            text: "Interaktiv prototiplar har bir bosqichda beshdan sakkiztagacha haqiqiy foydalanuvchida sinovdan oʻtkaziladi. Dizaynni oʻzgartirish hali arzon boʻlgan paytda oʻzgartiramiz.",
          },
          {
            title: "MVP yaratish",
            text: "Namoyishlar bilan ikki haftalik sprintlar, birinchi sprintdan ishlaydigan test muhiti va birinchi kommitdan avtomatik testlar.",
          },
          {
            title: "Ishga tushirish",
            text: "Bosqichma-bosqich ishga tushirish, kutilayotgan eng yuqori trafikka moʻljallangan yuklama testlari, monitoring va ogohlantirishlar, dastlabki haftalarda jamoa navbatchiligi.",
          },
          {
            title: "Oʻlchash va takomillashtirish",
            text: "Vazifalar roʻyxatini mahsulot analitikasi va foydalanuvchilar fikri belgilaydi. Yangilanishlarni kichik qismlarga boʻlib, tez-tez chiqaramiz.",
          },
          {
            title: "Kengaytirish",
            text: "Foydalanish oʻsgani sari maʼlumotlar bazalarini sozlaymiz, keshlash va navbatlarni qoʻshamiz, infratuzilmani kengaytiramiz. Mahalla platformasi aynan shu yoʻl bilan 10 milliondan ortiq amalga yetdi.",
          },
        ],
      },
      technologies: {
        title: "Foydalanadigan texnologiyalarimiz",
        groups: [
          { name: "Frontend", items: ["React", "Next.js", "TypeScript", "Angular"] },
          { name: "Backend", items: ["Java", "Spring Boot", "Go", "Node.js", "Python"] },
          { name: "Mobil dasturlash", items: ["Kotlin", "Swift", "Flutter"] },
          {
            name: "Maʼlumotlar va infratuzilma",
            items: ["PostgreSQL", "Apache Kafka", "Redis", "Kubernetes", "Terraform"],
          },
        ],
      },
      deliverables: {
        title: "Nimalarni olasiz",
        items: [
          "Mahsulot qarashi, foydalanuvchi portretlari va ustuvorliklar boʻyicha yoʻl xaritasi",
          "Figma dasturidagi bosiladigan prototiplar va dizayn tizimi",
          "Oʻzgarishlarning toʻliq tarixi bilan oʻz repozitoriyingizdagi manba kodi",
          "Arxitektura qarorlari jurnali va API hujjatlari",
          "Avtomatik testlar toʻplamlari va CI/CD konveyerlari",
          "Barcha muhitlar uchun kod koʻrinishida tavsiflangan infratuzilma",
          "Monitoring panellari, ogohlantirishlar va ekspluatatsiya reglamentlari",
          "Reliz tavsiflari va mahsulotni ichki jamoangizga topshirish rejasi",
        ],
      },
      faq: {
        title: "Koʻp beriladigan savollar",
        items: [
          {
            question: "Birinchi versiya foydalanuvchilarga qancha vaqtda yetib boradi?",
            answer:
              "Tadqiqot sprinti ikki-toʻrt hafta davom etadi, aniq belgilangan birinchi reliz esa odatda uch-toʻrt oyda chiqadi. Talablar aniq va jamoa kattaroq boʻlsa, bundan ham tezroq: imtiyozli oilaviy kredit platformamizni 15 nafar dasturchi 2 oyda yaratgan, bugun u orqali yiliga 10 trln soʻm kredit ajratiladi.",
          },
          {
            question: "Mahsulotni ishlab chiqish narxi qanday belgilanadi?",
            answer:
              "Tadqiqot qatʼiy narxda bajariladi. Ishlab chiqish odatda ajratilgan jamoa sifatida qatʼiy oylik stavkada yoki oylik byudjet chegarasi bilan haqiqatda sarflangan vaqt boʻyicha toʻlanadi; aniq tavsiflangan relizlarni qatʼiy narxda ham bajarish mumkin. Har ikki haftada batafsil vaqt hisoboti va namoyish olasiz, shuning uchun nima uchun toʻlayotganingizni doim koʻrib turasiz.",
          },
          {
            question: "Manba kodi va intellektual mulk kimga tegishli?",
            answer:
              "Sizga. Shartnomaga koʻra kod, dizayn va hujjatlarga boʻlgan mutlaq huquqlar sizga oʻtadi, repozitoriylar esa birinchi kundanoq tashkilotingiz hisobida joylashadi. Sizni bizga bogʻlab qoʻyadigan yopiq xususiy freymvorklardan foydalanmaymiz va barcha ochiq kodli komponentlar roʻyxatini litsenziyalari bilan birga topshiramiz.",
          },
          {
            question: "Ishga tushirilgandan keyin nima boʻladi?",
            answer:
              "Har bir relizga 90 kunlik kafolat beriladi, bu muddatda nuqsonlarni bepul tuzatamiz. Shundan soʻng aksariyat mijozlar jamoani SLA asosidagi qoʻllab-quvvatlash va rivojlantirish shartnomasida qoldiradi; biznes uchun muhim tizimlarda jiddiy nosozliklarga kechayu kunduz bir soat ichida javob beramiz.",
          },
          {
            question: "Boshqa jamoa boshlagan mahsulotni qabul qilib olasizmi?",
            answer:
              "Ha. Ikki-uch hafta davom etadigan kod, arxitektura, infratuzilma va xavfsizlik auditidan boshlaymiz hamda xatarlar va ularni bartaraf etish rejasi yozilgan hisobotni topshiramiz. Soʻng mahsulotni asta-sekin qabul qilamiz, imkon qadar avvalgi jamoa bilan parallel ishlaymiz, shunda relizlar toʻxtab qolmaydi.",
          },
        ],
      },
      cta: {
        title: "Mahsulot gʻoyangiz yoki oʻsishi kerak boʻlgan mahsulotingiz bormi?",
        text: "Mahsulot hozir qaysi bosqichda ekanini aytib bering. Qatʼiy narx va aniq natijaga ega tadqiqot sprinti yoki auditni taklif qilamiz.",
        button: "Narxni bilish",
      },
    },
    frontapps: {
      slug: "frontapps",
      meta: {
        title: "Frontend ilovalar",
        description:
          "Lojuvard frontend dasturlash xizmati: banklar, davlat sektori va biznes uchun React, Angular va Vue asosidagi tez ilovalar, dizayn tizimlari va panellar.",
      },
      title: "Frontend ilovalarni ishlab chiqish",
      lead: "Interfeys tizimingizning odamlar haqiqatan koʻradigan qismidir. Internet-banking, davlat xizmatlari va operatorlarning ish oʻrinlari uchun frontend yaratamiz: u tez yuklanadi, istalgan ekranda ishlaydi va biznes oʻsishi bilan oson oʻzgaradi.",
      offerings: {
        title: "Nimalarni yaratamiz",
        lead: "Bitta mijoz portalidan umumiy dizayn tizimiga ega ilovalar oilasigacha.",
        items: [
          {
            title: "Bir sahifali ilovalar",
            text: "Holat boshqaruvi oldindan koʻrinadigan va backend qismidan aniq ajratilgan, React, Angular yoki Vue asosidagi moslashuvchan ilovalar.",
          },
          {
            title: "Internet-banking va oʻz-oʻziga xizmat koʻrsatish portallari",
            text: "Xavfsiz kirish, toʻlovlar, koʻchirmalar va onlayn arizalarga ega mijoz kabinetlari. Ular banklar va tartibga soluvchi organlarning xavfsizlik talablariga javob beradi.",
          },
          {
            title: "Tahliliy panellar va boshqaruv boʻlimlari",
            text: "Katta jadvallar, filtrlar, grafiklar va real vaqtdagi yangilanishlarni sekinlashmasdan koʻtara oladigan operator ish oʻrinlari, bek-ofis vositalari va tahliliy panellar.",
          },
          {
            title: "Dizayn tizimlari va komponentlar kutubxonalari",
            text: "Storybook vositasida hujjatlashtirilgan dizayn tokenlari va komponentlarning umumiy toʻplami: har bir jamoa bir xil uslubdagi ekranlarni tezroq chiqaradi.",
          },
          {
            title: "Frontendni modernizatsiya qilish",
            text: "jQuery, AngularJS yoki serverda shakllanadigan sahifalardan zamonaviy stekka bosqichma-bosqich oʻtish, hammasini birdaniga qayta yozish xatarisiz.",
          },
          {
            title: "Progressiv veb-ilovalar",
            text: "Doʻkondan ilova yuklab olishi shart boʻlmagan joylardagi xodimlar va mijozlar uchun oflayn rejim va push-bildirishnomalarga ega, qurilmaga oʻrnatiladigan veb-ilovalar.",
          },
        ],
      },
      process: {
        title: "Qanday ishlaymiz",
        lead: "Dizaynerlar va dasturchilar yonma-yon ishlaydi, shuning uchun Figma dasturida tasdiqlangan narsa aynan oʻzi ekspluatatsiyaga chiqadi.",
        steps: [
          {
            title: "UX tadqiqoti va audit",
            text: "Foydalanuvchilar, ularning vazifalari va analitikani oʻrganamiz, joriy interfeysni qulaylik, foydalanish imkoniyati va unumdorlik boʻyicha tekshiramiz hamda oʻlchanadigan maqsadlarni kelishib olamiz.",
          },
          {
            title: "Prototiplash",
            text: "Figma dasturidagi bosiladigan prototiplar haqiqiy foydalanuvchilarda sinovdan oʻtkaziladi, kelishilgan dizayn esa qayta ishlatiladigan komponentlar toʻplamiga aylanadi.",
          },
          {
            title: "Komponentlarni ishlab chiqish",
            text: "Komponentlarni Storybook muhitida alohida yaratamiz, dizaynerlar ularni tekshiradi, biz esa modul va vizual regressiya testlari bilan qamrab olamiz.",
          },
          {
            title: "Integratsiya",
            text: "Ekranlarni API bilan bogʻlaymiz, xatolar va yuklanish holatlarini qayta ishlaymiz. API shartnomalarini backend jamoasi bilan oldindan, OpenAPI formatida kelishamiz.",
          },
          {
            title: "Testlash va ishga tushirish",
            text: "Turli brauzerlar va qurilmalarda tekshirish, yigʻish konveyerida foydalanish imkoniyati va unumdorlik byudjetlarini nazorat qilish, soʻngra funksiyalarni bosqichma-bosqich yoqib chiqarish.",
          },
        ],
      },
      technologies: {
        title: "Foydalanadigan texnologiyalarimiz",
        groups: [
          { name: "Freymvorklar", items: ["React", "Next.js", "Angular", "Vue.js", "Nuxt"] },
          { name: "Tillar va uslublar", items: ["TypeScript", "Tailwind CSS", "Sass"] },
          { name: "Holat va maʼlumotlar", items: ["Redux Toolkit", "TanStack Query", "RxJS", "GraphQL"] },
          { name: "Sifat va vositalar", items: ["Vite", "Storybook", "Vitest", "Playwright"] },
        ],
      },
      deliverables: {
        title: "Nimalarni olasiz",
        items: [
          "Ustuvorliklar boʻyicha tartiblangan tavsiyalar bilan UX audit hisoboti",
          "Figma prototiplari va hujjatlashtirilgan dizayn tizimi",
          "Storybook muhitidagi komponentlar kutubxonasi",
          "TypeScript tilidagi ekspluatatsiyaga tayyor ilova manba kodi",
          "Modul, uchdan-uchga va vizual regressiya testlari",
          "WCAG 2.2 AA talablariga muvofiqlik hisoboti",
          "Core Web Vitals oʻlchovlari bilan unumdorlik hisoboti",
        ],
      },
      faq: {
        title: "Koʻp beriladigan savollar",
        items: [
          {
            question: "Mavjud backend tizimimiz uchun yangi frontend yarata olasizmi?",
            answer:
              "Ha, bu eng koʻp uchraydigan vazifalarimizdan biri. Mavjud API orqali ishlaymiz, ular yetarli boʻlmasa yoki haddan tashqari parchalangan boʻlsa, asosiy tizimlaringizga tegmasdan frontend uchun yupqa oraliq qatlam (BFF) qoʻshamiz. Mijoz portalini odatiy qayta dizayn qilish uch-besh oy davom etadi.",
          },
          {
            question: "Qaysi freymvorkni tanlaysiz: React, Angular yoki Vue?",
            answer:
              "Yangi mijozlarga moʻljallangan mahsulotlar uchun yetuk ekotizimi va mutaxassislar bozori kengligi sababli odatda React tanlaymiz. Angular allaqachon ishlatilayotgan tashkilotlarning yirik ichki tizimlarida Angular bilan davom etamiz, Vue asosidagi mavjud loyihalarni esa Vue bilan rivojlantiramiz. Freymvorkni modaga qarab emas, jamoangiz va uzoq muddatli qoʻllab-quvvatlashdan kelib chiqib tavsiya qilamiz.",
          },
          {
            question: "Interfeys imkoniyati cheklangan foydalanuvchilar uchun qulay va koʻp tilli boʻladimi?",
            answer:
              "WCAG 2.2 AA darajasi boʻyicha loyihalaymiz: klaviatura orqali boshqaruv, ekran oʻqish dasturlarini qoʻllab-quvvatlash, yetarli kontrast. Bu axe vositasi bilan avtomatik va ekran oʻqish dasturlari bilan qoʻlda tekshiriladi. Interfeyslar oʻzbek tilini lotin va kirill yozuvlarida, rus va ingliz tillarini, zarur boʻlsa oʻngdan chapga yoziladigan arab tilini ham qoʻllab-quvvatlaydi.",
          },
          {
            question: "Ilova tezligini qanday taʼminlaysiz?",
            answer:
              "Har bir loyihada yigʻish konveyerida tekshiriladigan unumdorlik byudjeti bor: ommaviy sahifalarda mobil tarmoqdagi oʻrta darajali smartfonda asosiy kontentni chizish vaqti (LCP) 2,5 soniyadan kam boʻlishiga erishamiz. Buning uchun kodni boʻlish, rasmlarni optimallashtirish, keshlash va foydali boʻlgan joyda serverda shakllantirishdan foydalanamiz.",
          },
          {
            question: "Brauzerdagi maʼlumotlarni qanday himoya qilasiz?",
            answer:
              "OWASP tavsiyalariga amal qilamiz: qatʼiy kontent xavfsizligi siyosati (CSP), kirish tokenlarini mahalliy xotirada saqlamaslik, himoyalangan cookie fayllarida qisqa sessiyalar, saytlararo skriptingga qarshi chiqishni ekranlash va bogʻliqliklarni muntazam audit qilish. Banklar uchun amallarni ikkinchi omil bilan tasdiqlash va ularning xavfsizlik siyosati talab qiladigan sessiya muddatlarini qoʻshamiz.",
          },
        ],
      },
      cta: {
        title: "Interfeys mahsulotingiz rivojiga toʻsiq boʻlyaptimi?",
        text: "Havola yoki bir nechta ekran tasvirini yuboring. Qisqa tahlil va qayta dizayn yoki yangi ishlanma boʻyicha taklif bilan qaytamiz.",
        button: "Narxni bilish",
      },
    },
    mobileapps: {
      slug: "mobileapps",
      meta: {
        title: "Mobil ilovalar",
        description:
          "Lojuvard mobil ilovalari: banklar, savdo, logistika va davlat xizmatlari uchun iOS va Android nativ hamda Flutter krossplatforma ilovalari, toʻliq sikl.",
      },
      title: "Mobil ilovalarni ishlab chiqish",
      lead: "Odamlar har kuni tayanadigan mobil ilovalarni loyihalaymiz, ishlab chiqamiz va doʻkonlarga joylaymiz: banking, yetkazib berish, taʼlim va davlat xizmatlari. Nativ boʻladimi yoki krossplatforma, har bir ilova himoyalanadi, haqiqiy qurilmalarda sinovdan oʻtkaziladi va doʻkonlarga chiqqandan keyin ham qoʻllab-quvvatlanadi.",
      offerings: {
        title: "Nimalarni taklif qilamiz",
        lead: "Mobil ilovaning toʻliq hayot sikli: birinchi prototipdan kuniga minglab sessiyalargacha.",
        items: [
          {
            title: "iOS va Android uchun nativ ilovalar",
            text: "Eng yuqori unumdorlik va platforma imkoniyatlaridan toʻliq foydalanish zarur boʻlganda iOS uchun Swift va SwiftUI, Android uchun Kotlin va Jetpack Compose.",
          },
          {
            title: "Krossplatforma ilovalar",
            text: "Ikkala platforma uchun Flutter yoki React Native asosidagi yagona kod bazasi: iOS va Android funksiyalari bir xil boʻlganda bu ishlab chiqish va qoʻllab-quvvatlash xarajatlarini kamaytiradi.",
          },
          {
            title: "Mobil banking va toʻlovlar",
            text: "Biometrik kirish, kartalarni boshqarish, pul oʻtkazmalari va QR toʻlovlar. Ular bank xavfsizlik talablariga muvofiq quriladi hamda protsessing markazlari va toʻlov tizimlari bilan integratsiya qilinadi.",
          },
          {
            title: "Joylardagi xodimlar va logistika uchun ilovalar",
            text: "Kuryerlar, haydovchilar va inspektorlar uchun oflayn rejim, GPS kuzatuvi, shtrix-kodlarni skanerlash va aloqa tiklanishi bilanoq sinxronlanadigan fotohisobotlarga ega ilovalar.",
          },
          {
            title: "Server qismi va integratsiyalar",
            text: "Beqaror mobil tarmoqlarga moʻljallab qurilgan API, push-bildirishnomalar, analitika va asosiy tizimlaringiz bilan integratsiya.",
          },
          {
            title: "Qoʻllab-quvvatlash va yangi OT versiyalari",
            text: "iOS va Android tizimlarining har bir yangi versiyasiga moslab yangilash, nosozliklar monitoringi, unumdorlikni tuzatish va muntazam reliz jadvali boʻyicha yangi funksiyalar.",
          },
        ],
      },
      process: {
        title: "Qanday ishlaymiz",
        lead: "Mobil relizni serverda sezdirmasdan tuzatib boʻlmaydi, shuning uchun sifat har bir qadamda taʼminlanadi.",
        steps: [
          {
            title: "Tadqiqot",
            text: "Maqsadli foydalanuvchilar, qurilmalar va OT versiyalari, asosiy ssenariylar va integratsiyalarni aniqlaymiz, nativ yoki krossplatforma yondashuvni sabablarini tushuntirgan holda tavsiya qilamiz.",
          },
          {
            title: "UX/UI dizayn",
            text: "Apple Human Interface Guidelines va Google Material Design qoʻllanmalariga muvofiq dizayn, prototiplarni foydalanuvchilar haqiqiy telefonlarda sinab koʻradi.",
          },
          {
            title: "Ishlab chiqish",
            text: "Ikki haftalik sprintlar; har biridan keyin jamoangiz TestFlight va Firebase App Distribution orqali test yigʻmasini oladi.",
          },
          {
            title: "Testlash",
            text: "Interfeysning avtomatik testlari, bozoringizdagi eng ommabop telefon modellarida qoʻlda testlash va OWASP MASVS boʻyicha xavfsizlik tekshiruvi.",
          },
          {
            title: "Doʻkonlarga joylash",
            text: "Tavsiflar, ekran tasvirlari va maxfiylik deklaratsiyalarini tayyorlaymiz hamda ilovani App Store va Google Play tekshiruvidan oʻtkazamiz.",
          },
          {
            title: "Monitoring va rivojlantirish",
            text: "Nosozliklar haqida hisobotlar, analitika va yangilanishlarni bosqichma-bosqich tarqatish, foydalanuvchilar fikri va baholarini hisobga olgan muntazam relizlar.",
          },
        ],
      },
      technologies: {
        title: "Foydalanadigan texnologiyalarimiz",
        groups: [
          { name: "iOS", items: ["Swift", "SwiftUI", "Combine", "Xcode"] },
          { name: "Android", items: ["Kotlin", "Jetpack Compose", "Kotlin Coroutines", "Room"] },
          { name: "Krossplatforma dasturlash", items: ["Flutter", "Dart", "React Native"] },
          { name: "Xizmatlar va relizlar", items: ["Firebase", "Fastlane", "Sentry", "Appium"] },
        ],
      },
      deliverables: {
        title: "Nimalarni olasiz",
        items: [
          "iOS va Android uchun ilova manba kodi",
          "Figma dasturidagi interfeys dizayni va prototiplar",
          "Zarur boʻlsa, server API va administrator paneli",
          "Avtomatik modul testlari va interfeys testlari",
          "OWASP MASVS boʻyicha xavfsizlik testlari hisoboti",
          "Doʻkonlar uchun tavsiflar, ekran tasvirlari va maxfiylik deklaratsiyalari",
          "Hisoblaringizda imzolash sozlangan yigʻish va reliz konveyerlari",
          "Foydalanuvchilar va administratorlar uchun hujjatlar",
        ],
      },
      faq: {
        title: "Koʻp beriladigan savollar",
        items: [
          {
            question: "Nativ yoki krossplatforma: qaysi birini tanlash kerak?",
            answer:
              "Flutter asosidagi krossplatforma dasturlash aksariyat biznes ilovalari uchun mos: bitta kod bazasi, bitta jamoa va ikkala platformada bir xil funksiyalar. Ilova qurilma uskunalari yoki murakkab animatsiyalardan faol foydalansa, Apple yoki Google chiqargan yangi imkoniyatlar darhol kerak boʻlsa, shuningdek bankning xavfsizlik siyosati talab qilsa, nativ dasturlashni tavsiya qilamiz.",
          },
          {
            question: "Ilovani yaratish va doʻkonga joylash qancha vaqt oladi?",
            answer:
              "Biznes ilovasining birinchi versiyasi dizayn va testlash bilan birga odatda uch-toʻrt oy talab qiladi. Doʻkon tekshiruvi Google Play platformasida bir necha soatdan, App Store platformasida bir-uch kungacha davom etadi. Relizlarni rejalashtirishda buni hisobga olamiz va ilova rad etilmasligi uchun barcha deklaratsiyalarni oldindan tayyorlaymiz.",
          },
          {
            question: "Ilova kimning hisobida joylashtiriladi va u kimga tegishli?",
            answer:
              "Sizning hisobingizda. Ilovani tashkilotingiz nomidan roʻyxatdan oʻtgan Apple va Google dasturchi hisoblarida joylashtiramiz, imzolash kalitlari va sertifikatlar esa sizning nazoratingizda qoladi. Manba kodi, dizayn va ularga boʻlgan barcha huquqlar shartnomaga koʻra sizga oʻtadi.",
          },
          {
            question: "Mobil ilovalarni qanday himoya qilasiz?",
            answer:
              "OWASP MASVS talablariga amal qilamiz: maxfiy maʼlumotlar iOS Keychain va Android Keystore xotiralarida saqlanadi, trafik sertifikatlarni qatʼiy bogʻlash bilan shifrlanadi, kirish biometrika orqali amalga oshirilishi mumkin, ilova oʻzgartirishga urinishlarni hamda root huquqlari ochilgan yoki himoyasi buzilgan qurilmalarni aniqlaydi, maxfiy kalitlar esa kodda saqlanmaydi. Bank ilovalari relizdan oldin qoʻshimcha ravishda mustaqil kirib borish testidan oʻtishi mumkin.",
          },
          {
            question: "Ilova chiqqandan keyin qanday qoʻllab-quvvatlash koʻrsatasiz?",
            answer:
              "90 kunlik kafolat nuqsonlarni tuzatishni qamrab oladi. Shundan soʻng qoʻllab-quvvatlash rejasini taklif qilamiz: nosozliklar monitoringi, iOS va Android tizimlarining har bir yangi versiyasiga moslash, doʻkonlar talablariga koʻra oʻzgartirishlar va takomillashtirish uchun har oylik soatlar zaxirasi. Javob berish muddatlari SLA hujjatida belgilab qoʻyiladi.",
          },
        ],
      },
      cta: {
        title: "Mobil ilova yaratishni rejalashtiryapsizmi?",
        text: "Undan kim foydalanishini va u nimalarni bajarishi kerakligini aytib bering. Mos yondashuv, muddatlar va taxminiy byudjet oraligʻini taklif qilamiz.",
        button: "Narxni bilish",
      },
    },
    webdev: {
      slug: "webdev",
      meta: {
        title: "Veb-dasturlash",
        description:
          "Lojuvard veb-dasturlash xizmati: yuqori yuklama va qatʼiy xavfsizlikka moʻljallangan portallar, elektron xizmatlar, internet-doʻkonlar va veb-platformalar.",
      },
      title: "Veb-dasturlash",
      lead: "Haqiqiy yuklamani koʻtaradigan veb-platformalar yaratamiz: elektron davlat xizmatlari, bank portallari, internet-doʻkonlar va ichki biznes tizimlari. Maʼlumotlar bazasidan interfeysning eng soʻnggi detaligacha butun tizimni bitta jamoa loyihalaydi, ishlab chiqadi, joylashtiradi va qoʻllab-quvvatlaydi.",
      offerings: {
        title: "Nimalarni yaratamiz",
        lead: "Davlat muassasalari va har qanday hajmdagi biznes uchun veb-yechimlar.",
        items: [
          {
            title: "Veb-portallar va elektron davlat xizmatlari",
            text: "Fuqarolar va tadbirkorlar uchun onlayn arizalar, elektron raqamli imzo, toʻlovlar va davlat axborot tizimlari bilan integratsiyaga ega portallar.",
          },
          {
            title: "Elektron tijorat platformalari",
            text: "Katalog, qidiruv, savat, toʻlov va yetkazib berish integratsiyalariga ega, mavsumiy choʻqqilarga tayyor internet-doʻkonlar va marketpleyslar.",
          },
          {
            title: "Biznes veb-ilovalari",
            text: "Elektron jadvallar va qogʻozdagi jarayonlar oʻrnini bosadigan CRM, ERP modullari, hujjat aylanishi va hisobot tizimlari.",
          },
          {
            title: "Korporativ va koʻp tilli saytlar",
            text: "Kontent boshqaruv tizimiga ega tez va xavfsiz saytlar: muharrirlar materiallarni oʻzbek, rus va ingliz tillarida dasturchi yordamisiz eʼlon qiladi.",
          },
          {
            title: "API va integratsiyalar",
            text: "REST va GraphQL API, toʻlov tizimlari, banklar, buxgalteriya dasturlari va tashqi xizmatlar bilan integratsiya, barchasi toʻliq hujjatlashtirilgan holda.",
          },
          {
            title: "Xosting, qoʻllab-quvvatlash va unumdorlik",
            text: "Bulutingiz yoki maʼlumotlarni qayta ishlash markazingizga joylashtirish, monitoring, zaxira nusxalash, xavfsizlik yangilanishlari va unumdorlikni oshirish.",
          },
        ],
      },
      process: {
        title: "Qanday ishlaymiz",
        lead: "Aniq bosqichlar, muntazam namoyishlar va har bir qadamda sifat nazorati.",
        steps: [
          {
            title: "Tahlil",
            text: "Talablarni yigʻamiz, foydalanuvchilar, jarayonlar va integratsiyalarni tavsiflaymiz hamda kelishilgan hajm, byudjet va rejani texnik topshiriqda qayd etamiz.",
          },
          {
            title: "Loyihalash",
            text: "Axborot arxitekturasi, prototiplar va vizual dizayn, shuningdek tizim arxitekturasi va maʼlumotlar modeli.",
          },
          {
            title: "Ishlab chiqish",
            text: "Har biri ishlayotgan funksiyalar namoyishi bilan yakunlanadigan ikki haftalik sprintlar. Har bir oʻzgarish kodni koʻrib chiqish va avtomatik testlardan oʻtadi.",
          },
          {
            title: "Testlash",
            text: "Funksional, turli brauzerlardagi, yuklama va xavfsizlik testlari, soʻngra jamoangiz bilan birgalikda qabul testlari.",
          },
          {
            title: "Ishga tushirish",
            text: "Maʼlumotlarni koʻchirish, toʻxtalishsiz joylashtirish, monitoring va jamoa tayyor turgan kuchaytirilgan qoʻllab-quvvatlash davri.",
          },
          {
            title: "Qoʻllab-quvvatlash",
            text: "SLA asosida yangilanishlar, takomillashtirishlar va kechayu kunduz monitoring.",
          },
        ],
      },
      technologies: {
        title: "Foydalanadigan texnologiyalarimiz",
        groups: [
          { name: "Frontend", items: ["React", "Next.js", "Vue.js", "TypeScript"] },
          { name: "Backend", items: ["Java", "Spring Boot", "Node.js", "NestJS", "Python", "Django"] },
          { name: "Maʼlumotlar bazalari va qidiruv", items: ["PostgreSQL", "Redis", "Elasticsearch"] },
          { name: "Infratuzilma", items: ["Docker", "Kubernetes", "Nginx", "GitLab CI/CD"] },
        ],
      },
      deliverables: {
        title: "Nimalarni olasiz",
        items: [
          "Texnik topshiriq va prototiplar",
          "Repozitoriyingizdagi frontend va backend manba kodi",
          "Administrator paneli yoki kontent boshqaruv tizimi",
          "OpenAPI formatidagi API hujjatlari",
          "Yuklama va xavfsizlik testlarini ham oʻz ichiga olgan test hisobotlari",
          "Joylashtirish skriptlari va infratuzilma konfiguratsiyasi",
          "Administratorlar va muharrirlar uchun qoʻllanmalar hamda xodimlaringizni oʻqitish",
          "Qoʻllab-quvvatlash va monitoring shartnomasi",
        ],
      },
      faq: {
        title: "Koʻp beriladigan savollar",
        items: [
          {
            question: "Veb-loyiha qancha turadi va qancha vaqt oladi?",
            answer:
              "Bu ish hajmiga bogʻliq. Korporativ sayt olti-oʻn haftada, integratsiyalarga ega portal yoki biznes veb-ilovasi odatda uch-olti oyda yaratiladi. Qisqa tahlildan soʻng belgilangan hajm uchun qatʼiy narxni yoki talablari oʻzgarib boradigan loyihalar uchun oylik chegara bilan haqiqatda sarflangan vaqt boʻyicha toʻlovni taklif qilamiz.",
          },
          {
            question: "Sayt mazmunini oʻzimiz yangilay olamizmi?",
            answer:
              "Ha. Strapi kabi kontent boshqaruv tizimidan foydalanamiz yoki alohida administrator panelini yaratamiz, rollar va eʼlonlarni tasdiqlash tartibini sozlaymiz hamda muharrirlaringizni oʻqitamiz. Sahifa, yangilik yoki tarjima qoʻshish uchun dasturchi kerak boʻlmaydi.",
          },
          {
            question: "Tizim qayerda joylashtiriladi?",
            answer:
              "Talablaringiz qayerni belgilasa, oʻsha yerda. Oʻzbekiston qonunchiligi fuqarolarning shaxsga doir maʼlumotlarini mamlakat hududidagi serverlarda saqlashni talab qiladi, shuning uchun davlat va bank mijozlari uchun tizimlarni mahalliy maʼlumotlarni qayta ishlash markazlarida yoki buyurtmachining oʻz serverlarida joylashtiramiz. Xalqaro mahsulotlar uchun AWS, Azure yoki Google Cloud xizmatlaridan foydalanamiz, tizimni joylashtirish va ekspluatatsiya qilishni oʻz zimmamizga ham olishimiz mumkin.",
          },
          {
            question: "Veb-ilovalar xavfsizligini qanday taʼminlaysiz?",
            answer:
              "Xavfsizlik yakuniy tekshiruv emas, jarayonning bir qismidir. OWASP ASVS boʻyicha loyihalaymiz, har bir yigʻishda kodning statik tahlili va bogʻliqliklar tekshiruvini ishga tushiramiz, har bir relizdan oldin OWASP ZAP yordamida test qilamiz hamda maʼlumotlarni uzatishda ham, saqlashda ham shifrlaymiz. Kirish huquqlari rollar boʻyicha ajratiladi, foydalanuvchilar harakatlari esa audit uchun jurnalga yoziladi.",
          },
          {
            question: "Biz boshqa vaqt mintaqasidamiz. Ish qanday tashkil etiladi?",
            answer:
              "Toshkentdagi ofisimiz UTC+5 vaqti boʻyicha ishlaydi: Dubay bilan ish kuni toʻliq, London bilan toʻrt-besh soat mos keladi. Amerikadagi mijozlar bilan Nyu-York vaqti bilan ertalab, bizning ish kunimiz oxirida qoʻngʻiroqlashamiz, London, Nyu-York, Dubay va Pnompendagi ofislarimiz esa mijozlar bilan joyida ishlaydi. Sizga shaxsiy loyiha rahbari, umumiy muloqot kanali va har ikki haftada namoyish taqdim etiladi.",
          },
        ],
      },
      cta: {
        title: "Yuklamaga bardosh beradigan veb-platforma kerakmi?",
        text: "Maqsadlaringiz va mavjud hujjatlar bilan boʻlishing. Savollar, dastlabki baho va reja taklifi bilan javob beramiz.",
        button: "Narxni bilish",
      },
    },
  },
};

export default services;
