import type { CaseStudiesModule } from "../../types.ts";

const caseStudies: CaseStudiesModule = {
  list: {
    meta: {
      title: "Keyslar",
      description:
        "Lojuvard davlat banki uchun imtiyozli oilaviy kredit platformasi, bogʻchani boshqarish tizimi va onlayn mahalla platformasini qanday yaratgani: vazifa, natija.",
    },
    title: "Keyslar",
    lead: "Banklar, davlat xizmatlari va taʼlim sohasi uchun yaratgan tizimlarimiz: mijoz qanday vazifa bilan kelgani, biz qanday ishlaganimiz va ishga tushirilgandan keyin nima oʻzgargani. Bu sahifalardagi barcha raqamlar amalda ishlayotgan tizimlardan olingan.",
    readMore: "Keysni oʻqish",
    cta: {
      title: "Loyihangiz muddati qatʼiymi?",
      text: "Nimani va qaysi muddatgacha ishga tushirish kerakligini aytib bering. Biz jamoa tuzamiz, reja taklif qilamiz va ishni qanday bajarishimizni koʻrsatamiz.",
      button: "Narxni bilish",
    },
  },

  cases: {
    familycredit: {
      slug: "familycredit",
      meta: {
        title: "Davlat banki uchun oilaviy kredit",
        description:
          "Lojuvardning 15 nafar dasturchisi 2 oyda davlat banki uchun imtiyozli oilaviy kredit platformasini yaratdi. Bugun u orqali yiliga 10 trln soʻm kredit oʻtadi.",
      },
      title: "Davlat banki uchun imtiyozli oilaviy kredit platformasi",
      client: "Davlat banki · Imtiyozli kreditlash",
      description:
        "Davlat banki imtiyozli oilaviy kreditlarni birinchi arizadan imzolangan shartnomagacha ajratadigan onlayn platformani yaratdik. Bugun u orqali yiliga 10 trln soʻm kredit ajratiladi.",
      figures: [
        { value: "10 trln", label: "soʻm kredit yiliga" },
        { value: "15", label: "nafar dasturchi jamoada" },
        { value: "2 oy", label: "loyiha boshlanishidan ishga tushirishgacha" },
        { value: "4 bosqich", label: "arizadan kredit shartnomasigacha" },
      ],
      challenge: {
        title: "Vazifa",
        paragraphs: [
          "Bank oilaviy tadbirkorlikni imtiyozli kreditlar bilan qoʻllab-quvvatlaydigan davlat dasturining asosiy ijrochilaridan biri. Arizalar filiallarga qogʻozda kelar, boʻlimlar oʻrtasida qoʻlda uzatilar va avtomatlashtirishsiz tekshirilar edi. Oilalar filiallarda navbatda turar va arizasi qaysi bosqichda ekanini bilmas edi.",
          "Dastur koʻlami faqat tezlikni emas, boshqa narsalarni ham talab qilardi. Har bir qaror kuzatib boriladigan asosga ega boʻlishi, mablagʻlar haqiqatan haqli oilalarga yetib borishi, nazorat organlariga hisobotlar esa bank ishonadigan maʼlumotlarga tayanishi kerak edi.",
          "Dasturning boshlanish sanasi oldindan belgilangan edi. Ikki oy ichida platformani loyihalash, bank tizimlari bilan integratsiya qilish, xavfsizlik boʻyicha tekshiruvdan oʻtkazish va sanoat ekspluatatsiyasiga topshirish lozim edi.",
        ],
      },
      process: {
        title: "Qanday ishladik",
        steps: [
          {
            title: "Kredit jarayonini tavsiflash",
            text: "Bankning kredit, risk, yuridik boʻlimlari va filial xodimlari bilan birga mavjud jarayonni tavsifladik hamda arizadan shartnomagacha boʻlgan toʻrt bosqichli yagona yoʻlni kelishib oldik.",
          },
          {
            title: "Arxitektura va integratsiyalar",
            text: "Platformani asosiy bank tizimi, kredit byurosi va davlat reyestrlari atrofida loyihaladik, talablarni esa bankning axborot xavfsizligi boʻlimi bilan oldindan kelishib oldik.",
          },
          {
            title: "Parallel ishlab chiqish",
            text: "Oʻn besh nafar dasturchi parallel yoʻnalishlarda ishladi: arizachi kabineti, skoring, yordamchining ish oʻrni va bek-ofis — umumiy relizlar va har kungi integratsiya bilan.",
          },
          {
            title: "Sinov va xavfsizlik tekshiruvi",
            text: "Ishga tushirishdan oldin arizalar toʻlqiniga moʻljallangan yuklama sinovlarini oʻtkazdik, bank bilan birga xavfsizlik tekshiruvidan oʻtdik va filial xodimlari bilan qabul sinovlarini oʻtkazdik.",
          },
          {
            title: "Ishga tushirish va kuzatib borish",
            text: "Platforma aynan belgilangan muddatda ishga tushdi. Filial xodimlarini oʻqitdik, dastlabki haftalarda tizim ishini kecha-kunduz kuzatdik va uni qoʻllab-quvvatlash hamda rivojlantirishni davom ettirmoqdamiz.",
          },
        ],
      },
      solution: {
        title: "Yechim",
        paragraphs: [
          "Oila arizani onlayn topshiradi va uning holatini har bir bosqichda koʻrib boradi. Platforma kerakli hujjatlarni yigʻadi, maʼlumotlarni davlat reyestrlari bilan solishtiradi va arizani avtomatik skoring tahliliga uzatadi.",
          "Soʻngra arizachi yashaydigan mahallaga masʼul yordamchi arizani oʻz ish oʻrnida baholaydi: oilaning ahvoli va kredit maqsadini tasdiqlaydi hamda qarorni qayd etadi. Maʼqullangan ariza darhol kredit shartnomasi bosqichiga oʻtadi, shartnoma esa elektron shaklda tayyorlanadi va imzolanadi.",
          "Bank xodimlari qogʻoz jildlar oʻrniga huquqlari ajratilgan yagona tizimda ishlaydi. Rahbariyat butun dasturni real vaqtdagi hisobotlarda koʻradi, har bir qarorning toʻliq tarixi esa auditorlar uchun saqlanadi.",
        ],
      },
      results: {
        title: "Natijalar",
        items: [
          "Platforma orqali yiliga 10 trln soʻm imtiyozli kredit ajratiladi.",
          "15 nafar dasturchi platformani 2 oyda — dastur boshlanishidan oldin ishga tushirdi.",
          "Oilalar arizani onlayn topshiradi va filialda navbat kutmasdan uning holatini har bir bosqichda koʻradi.",
          "Har bir qaror skoring natijasi va yordamchining bahosi bilan birga saqlanadi — auditorlar toʻliq izni koʻra oladi.",
          "Filial va bosh ofis xodimlari qogʻoz jildlar va jadvallar oʻrniga yagona tizimda ishlaydi.",
        ],
      },
      features: {
        title: "Asosiy imkoniyatlar",
        items: [
          {
            title: "Arizachi kabineti",
            text: "Hujjatlarni yuklash, davlat reyestrlaridan olingan maʼlumotlar va har bir bosqichda holat haqida bildirishnomalar bilan oddiy onlayn ariza.",
          },
          {
            title: "Skoring moduli",
            text: "Har bir arizani bir xil mezonlar bilan baholaydigan va natijani xodimlarga tushuntirib beradigan sozlanadigan qoidalar; siyosatni yangi relizsiz oʻzgartirish mumkin.",
          },
          {
            title: "Rollar boʻyicha ish oʻrinlari",
            text: "Yordamchilar, kredit mutaxassislari va rahbarlar uchun alohida ish oʻrinlari — har kim faqat oʻz vazifalari va kerakli maʼlumotlarni koʻradi.",
          },
          {
            title: "Hisobotlar va harakatlar jurnali",
            text: "Rahbariyat va nazorat organlari uchun dastur boʻyicha real vaqtdagi hisobotlar, har bir ariza va qarorning toʻliq tarixi.",
          },
        ],
      },
      flow: {
        title: "Arizadan kredit shartnomasigacha",
        steps: [
          {
            title: "Ariza topshirish",
            text: "Oila onlayn arizani toʻldiradi, kerakli hujjatlarni ilova qiladi va ariza holatini kuzatish uchun raqam oladi.",
          },
          {
            title: "Skoring tahlili",
            text: "Platforma maʼlumotlarni davlat reyestrlari va kredit byurosi bilan solishtiradi hamda arizani dastur qoidalari asosida baholaydi.",
          },
          {
            title: "Yordamchining bahosi",
            text: "Oila yashaydigan mahallaga masʼul yordamchi arizani koʻrib chiqadi, holatni tasdiqlaydi va qarorni qayd etadi.",
          },
          {
            title: "Kredit shartnomasi",
            text: "Maʼqullangan ariza boʻyicha platforma kredit shartnomasini tayyorlaydi, u elektron imzolanadi va mablagʻ ajratish uchun bankka uzatiladi.",
          },
        ],
      },
      industries: ["banking", "fintech", "ecommerce"],
      team: { developers: 15, durationLabel: "2 oy" },
      quote: {
        text: "Dastur eʼlon qilingan kuni ishga tushdi va oilalar birinchi kuni ertalabdan onlayn ariza topshira boshladi. Bunday koʻlamdagi davlat dasturi uchun bu misli koʻrilmagan natija edi.",
        author: "Davlat banki boshqaruv raisining oʻrinbosari",
      },
      screenAlt:
        "Oilaviy kreditlar platformasi: yordamchining ish joyida ariza skoringdan 100 balldan 82 ball bilan oʻtgan, uchta tekshiruv tasdiqlangan va «Tasdiqlash» tugmasi bor; yonida arizachining telefoni arizaning toʻrt bosqichini koʻrsatadi.",
    },

    kindergarten: {
      slug: "kindergarten",
      meta: {
        title: "Bogʻchani boshqarish tizimi",
        description:
          "Lojuvardning 10 nafar dasturchisi bir oyda xususiy bogʻcha uchun boshqaruv tizimini yaratdi: qabul, davomat, toʻlovlar va ota-onalar uchun mobil ilova.",
      },
      title: "Xususiy maktabgacha taʼlim uchun boshqaruv tizimi",
      client: "Xususiy bogʻcha · Taʼlimni boshqarish",
      description:
        "Xususiy bogʻchaning kundalik ishini yurituvchi tizim yaratdik: qabul, guruhlar, davomat, ovqatlanish, toʻlovlar va ota-onalar bilan muloqot. Loyihani 10 nafar dasturchidan iborat jamoa bir oyda bajardi.",
      figures: [
        { value: "10", label: "nafar dasturchi jamoada" },
        { value: "1 oy", label: "loyiha boshlanishidan ishga tushirishgacha" },
        { value: "Veb + mobil", label: "maʼmuriyat, tarbiyachilar va ota-onalar uchun" },
      ],
      challenge: {
        title: "Vazifa",
        paragraphs: [
          "Xususiy bogʻchalar Oʻzbekistonda maktabgacha taʼlimning jadal oʻsayotgan qismidir. Mijozimiz ishlarni daftarlar, jadvallar va messenjerdagi guruhlarda yuritardi: bolalar roʻyxati, davomat, ovqatlanish va toʻlovlar qoʻlda hisobga olinar, har bir hisobotga maʼmuriyat bir necha kun sarflardi.",
          "Ota-onalarda bola bogʻchaga kelgan-kelmagani, nima yegani va qancha toʻlash kerakligini koʻradigan yagona joy yoʻq edi. Ular maʼmuriyatga qoʻngʻiroq qilar yoki chatlarda soʻrar, tarbiyachilar esa bolalar oʻrniga qogʻozlar bilan band boʻlardi.",
          "Yangi tizim yangi qabul boshlanishidan oldin ishga tushishi kerak edi — birinchi uchrashuvdan ishga tushirishgacha bir oy qolgandi.",
        ],
      },
      process: {
        title: "Qanday ishladik",
        steps: [
          {
            title: "Bogʻchadagi bir kun",
            text: "Tahlilchi va dizaynerlarimiz maʼmuriyat, tarbiyachilar va buxgalter bilan birga boʻlib, ertalab bolalarni qabul qilishdan kechgacha kun aslida qanday oʻtishini oʻrgandi.",
          },
          {
            title: "Interaktiv prototip",
            text: "Bir necha kun ichida xodimlar va bir guruh ota-onalarga interaktiv prototipni koʻrsatdik va ishchi kodni yozishdan oldin uni ularning fikrlari asosida takomillashtirdik.",
          },
          {
            title: "Qisqa iteratsiyalarda ishlab chiqish",
            text: "Oʻn nafar dasturchi veb-tizim va ota-onalar ilovasini parallel ravishda yaratdi va har bir iteratsiya yakunida mijozga ishlaydigan qismlarni topshirdi.",
          },
          {
            title: "Maʼlumotlarni koʻchirish va oʻqitish",
            text: "Bolalar, guruhlar va qarzdorlik haqidagi maʼlumotlarni jadvallardan tizimga koʻchirdik va har bir xodimni oʻz roli boʻyicha ishlashga oʻrgatdik.",
          },
          {
            title: "Ishga tushirish va kuzatib borish",
            text: "Tizim loyiha boshlanganidan bir oy oʻtib ishga tushdi, kundalik foydalanishning dastlabki haftalarida esa bogʻcha jamoasi yonida boʻldik.",
          },
        ],
      },
      solution: {
        title: "Yechim",
        paragraphs: [
          "Veb-tizim maʼmuriyat uchun bolalarni qabul qilish, guruhlar, xodimlar, davomat, ovqatlanish va toʻlovlarni bir joyga jamlaydi. Tarbiyachilar davomat va kun voqealarini planshet yoki telefonda bir zumda belgilaydi, maʼlumotlar esa darhol maʼmuriyat va ota-onalarga koʻrinadi.",
          "Ota-onalar mobil ilovada davomat, taomnoma, eʼlonlar va toʻlovlarni koʻradi, xizmatlar uchun toʻlaydi va tarbiyachilarga yozadi. Hisoblar avtomatik shakllanadi, buxgalter esa kim toʻlaganini jadvallarni solishtirmasdan koʻradi.",
          "Bogʻcha egasi va taʼlim organlari uchun hisobotlar dolzarb maʼlumotlar asosida tuziladi, kirish huquqlari esa bolalarning shaxsga doir maʼlumotlarini faqat ularga ehtiyoji bor xodimlar koʻradigan qilib sozlangan.",
        ],
      },
      results: {
        title: "Natijalar",
        items: [
          "Loyihani 10 nafar dasturchidan iborat jamoa bir oyda bajardi.",
          "Qabul, davomat, ovqatlanish va toʻlovlar daftar va jadvallar oʻrniga yagona tizimda yuritiladi.",
          "Ota-onalar bolaning kuni, eʼlonlar va toʻlovlarni telefonida koʻradi.",
          "Bogʻcha egasi va taʼlim organlari uchun hisobotlar qoʻlda yigʻilmaydi, dolzarb maʼlumotlardan shakllanadi.",
          "Tarbiyachilar qogʻozbozlikka kamroq, bolalarga esa koʻproq vaqt ajratadi.",
        ],
      },
      features: {
        title: "Asosiy imkoniyatlar",
        items: [
          {
            title: "Qabul va guruhlar",
            text: "Arizalar, kutish roʻyxati, shartnomalar va guruhlarga taqsimlash — har bir bola uchun toʻliq maʼlumotnoma bilan.",
          },
          {
            title: "Davomat va kundalik jurnal",
            text: "Davomatni tez belgilash, har bir guruh boʻyicha ovqatlanish va qaydlar — ota-onalar ularni saqlangan zahoti koʻradi.",
          },
          {
            title: "Toʻlovlar va hisoblar",
            text: "Avtomatik hisoblar, onlayn toʻlov va har bir oilaning dolzarb balansi, buxgalter uchun hisobotlar bilan.",
          },
          {
            title: "Ota-onalar ilovasi",
            text: "Bolaning kuni, taomnoma, eʼlonlar, toʻlovlar va tarbiyachilarga shaxsiy xabarlar jamlangan mobil ilova.",
          },
        ],
      },
      industries: ["education", "ofandprod"],
      team: { developers: 10, durationLabel: "1 oy" },
      quote: {
        text: "Ota-onalar bolasi ovqatlandimi, deb ofisga qoʻngʻiroq qilmay qoʻyishdi. Tarbiyachilarimizga kuniga bir soat qaytdi, bogʻcha egasi esa oy raqamlarini istalgan paytda koʻradi.",
        author: "Xususiy bogʻcha direktori",
      },
      screenAlt:
        "Bogʻcha boshqaruv tizimi: administrator panelida bugungi davomat, ovqatlanish va toʻlovlar, guruhlar boʻyicha davomat va guruh tabeli; yonida ota-onalar ilovasi bolaning kelgan vaqtini, tushlikni va toʻlangan hisobni koʻrsatadi.",
    },

    neighborhood: {
      slug: "neighborhood",
      meta: {
        title: "Onlayn mahalla platformasi",
        description:
          "Lojuvardning 15 nafar dasturchisi 1 oyda onlayn mahalla platformasini yaratdi: 300 000 foydalanuvchi, 100 000 ga yaqini oylik faol, 10 mln dan ortiq amal.",
      },
      title: "Mahalla uchun onlayn platforma",
      client: "Davlat sektori · Mahalliy hamjamiyat xizmatlari",
      description:
        "Aholini oʻz mahallasi bilan bogʻlaydigan onlayn platforma yaratdik: murojaatlar, eʼlonlar, mahalliy xizmatlar va jamoat tashabbuslari bir joyda. Undan 300 000 kishi foydalanadi, ulardan 100 000 ga yaqini har oy faol.",
      figures: [
        { value: "300 000", label: "foydalanuvchi" },
        { value: "≈100 000", label: "oylik faol foydalanuvchi" },
        { value: "10 mln+", label: "platformadagi amallar" },
        { value: "1 oy", label: "ichida 15 nafar dasturchi ishga tushirdi" },
      ],
      challenge: {
        title: "Vazifa",
        paragraphs: [
          "Mahalla — Oʻzbekistonda jamoat hayoti va mahalliy oʻzini oʻzi boshqarishning asosi. Aholi unga maʼlumotnomalar, ijtimoiy yordam, nizolarni hal qilish hamda koʻcha va hovlilarni obodonlashtirish masalalarida murojaat qiladi.",
          "Bu ishlarning barchasi yuzma-yuz, qogʻoz jurnallarda va tarqoq chatlarda olib borilardi. Aholi murojaati bilan nima boʻlganini bilmas, mahalla xodimlari ish yuklamasining umumiy manzarasini koʻrmas, yuqori turuvchi organlarda esa odamlarga nima kerakligi haqida ishonchli maʼlumot yoʻq edi.",
          "Platforma har qanday yoshdagi odam uchun qulay boʻlishi, arzon telefonlarda va beqaror aloqada, oʻzbek va rus tillarida ishlashi hamda bir oy ichida ishga tushirilishi kerak edi.",
        ],
      },
      process: {
        title: "Qanday ishladik",
        steps: [
          {
            title: "Mahallalarda tadqiqot",
            text: "Odamlar koʻpincha qanday masalalar bilan kelishi va bu murojaatlar bugun qanday hal qilinishini bilish uchun turli yoshdagi aholi va mahalla xodimlari bilan suhbatlashdik.",
          },
          {
            title: "Hamma uchun qulay xizmat",
            text: "Oddiy tilda yozilgan qisqa ssenariylar, yirik boshqaruv elementlari va tushunarli holatlarni loyihaladik hamda ularni yoshlar bilan ham, keksalar bilan ham sinab koʻrdik.",
          },
          {
            title: "Koʻlamga moʻljallangan arxitektura",
            text: "Platforma boshidanoq butun mamlakat auditoriyasi uchun — keshlash, navbatlar va gorizontal masshtablash bilan loyihalandi, shunda oʻsish tizimni qayta yozishni talab qilmaydi.",
          },
          {
            title: "15 nafar dasturchi bilan ishlab chiqish",
            text: "Oʻn besh nafar dasturchi mobil ilovalar, veb-platforma va xodimlar ish oʻrnini parallel ravishda yaratdi, har bir oʻzgarish avtomatik sinovdan oʻtkazildi.",
          },
          {
            title: "Ishga tushirish va rivojlantirish",
            text: "Ishga tushirilgandan keyin yuklama va foydalanishni har kuni kuzatdik, auditoriya oʻsgani sari unumdorlikni sozladik va aholi soʻragan xizmatlarni qoʻshib bordik.",
          },
        ],
      },
      solution: {
        title: "Yechim",
        paragraphs: [
          "Aholi mobil ilova yoki brauzer orqali kiradi, oʻz mahallasiga murojaat yuboradi, har bir murojaatni hal boʻlguncha kuzatadi, eʼlonlarni oʻqiydi va mahalliy tashabbuslarda ishtirok etadi. Har bir murojaatning masʼul shaxsi, holati va tarixi bor.",
          "Mahalla xodimlari alohida ish oʻrnida ishlaydi: kelgan murojaatlar saralanadi, ijrochiga biriktiriladi va javob oladi. Rahbarlar barcha mahallalar boʻyicha ish yuklamasi va javob muddatlarini koʻradi, maʼlumotlar esa har bir hududda qaysi muammolar eng muhimligini koʻrsatadi.",
          "Bugun platformadan 300 000 kishi foydalanadi, ulardan 100 000 ga yaqini har oy faol; unda 10 milliondan ortiq amal qayd etilgan va u arzon smartfonlarda ham hamon tez ishlaydi.",
        ],
      },
      results: {
        title: "Natijalar",
        items: [
          "300 000 foydalanuvchi, ulardan 100 000 ga yaqini har oy faol.",
          "Platformada 10 milliondan ortiq amal qayd etilgan.",
          "15 nafar dasturchi platformani 1 oyda ishga tushirdi.",
          "Aholining har bir murojaati topshirilgandan hal boʻlguncha masʼul shaxs va holat bilan kuzatiladi.",
          "Rahbarlar qogʻoz xulosalar oʻrniga barcha mahallalar boʻyicha murojaatlar va ish yuklamasi haqidagi dolzarb maʼlumotlarni koʻradi.",
        ],
      },
      features: {
        title: "Asosiy imkoniyatlar",
        items: [
          {
            title: "Aholi murojaatlari",
            text: "Surat va joylashuv bilan bir necha bosishda yuboriladigan murojaatlar, holat har safar oʻzgarganda bildirishnoma.",
          },
          {
            title: "Eʼlonlar va tashabbuslar",
            text: "Mahallaning yangiliklari, tadbirlari va mahalliy tashabbuslari — aholi ularni muhokama qilishi, qoʻllab-quvvatlashi va ularda ishtirok etishi mumkin.",
          },
          {
            title: "Xodimning ish oʻrni",
            text: "Mahalla xodimlari uchun kelgan murojaatlar navbati: ijrochini tayinlash, muddatlar, javob shablonlari va toʻliq tarix.",
          },
          {
            title: "Rahbarlar uchun tahlil",
            text: "Mahallalar, tumanlar va viloyatlar kesimida murojaatlar, javob muddatlari va aholi faolligi boʻyicha panellar.",
          },
        ],
      },
      industries: ["ofandprod", "logistics", "ecommerce"],
      team: { developers: 15, durationLabel: "1 oy" },
      quote: {
        text: "Ilk bor aholi nimani soʻrayotganini koʻchama-koʻcha koʻrib turibmiz va nima qilinganini ularga koʻrsata olamiz. Keksa aholi ham platformadan yoshlar kabi oson foydalanadi.",
        author: "Viloyat mahallalarni qoʻllab-quvvatlash boʻlimi boshligʻi",
      },
      screenAlt:
        "Onlayn mahalla platformasi: mahalla xaritasida aholi murojaatlari va xodimlar uchun holati bilan murojaatlar roʻyxati; yonida aholining telefoni koʻcha yoritilishi haqida yangi murojaat yuboradi.",
    },
  },
  screens: {
    familycredit: {
      product: "Oilaviy kreditlar · Yordamchi ish joyi",
      application: "Ariza № 2024-118734",
      fields: [
        { title: "Oilaviy biznes", text: "Tikuvchilik ustaxonasi" },
        { title: "Kredit summasi", text: "120 000 000 soʻm" },
        { title: "Mahalla", text: "Chilonzor tumani" },
      ],
      steps: ["Ariza", "Skoring", "Baholash", "Shartnoma"],
      score: "Skoringdan oʻtdi",
      checks: ["Sharoit tasdiqlandi", "Kredit maqsadi", "Hujjatlar toʻliq"],
      approve: "Tasdiqlash",
      sendBack: "Qaytarish",
      phoneTitle: "Mening arizam",
      inProgress: "Koʻrib chiqilmoqda",
      notice: "SMS yuboramiz",
    },
    kindergarten: {
      product: "Bogʻcha · Bugun",
      tiles: [
        { title: "Bogʻchadagi bolalar", text: "118 / 126" },
        { title: "Ovqatlanish", text: "4 tadan 3" },
        { title: "Toʻlangan", text: "92 %" },
      ],
      chartTitle: "Guruhlar boʻyicha davomat",
      listTitle: "5-guruh tabeli",
      present: "Keldi",
      absent: "Yoʻq",
      phoneTitle: "Bugun",
      day: [
        { title: "Keldi", text: "08:12" },
        { title: "Tushlik", text: "Shoʻrva va osh" },
        { title: "Dekabr toʻlovi", text: "Toʻlangan" },
      ],
      message: "Tarbiyachiga yozish",
    },
    neighborhood: {
      product: "Mahalla · Murojaatlar",
      requestsTitle: "Aholi murojaatlari",
      requests: [
        { title: "Koʻcha yoritilishi", text: "Ishlanmoqda" },
        { title: "Hovli taʼmiri", text: "Yangi" },
        { title: "Suv taʼminoti", text: "Hal qilindi" },
        { title: "Ijtimoiy yordam", text: "Hal qilindi" },
      ],
      phoneTitle: "Yangi murojaat",
      categories: ["Yoritish", "Yoʻllar", "Suv", "Yordam"],
      describe: "Muammoni tasvirlang",
      photo: "Rasm qoʻshish",
      send: "Yuborish",
    },
  },
};

export default caseStudies;
