import type { HomeContent } from "../../types.ts";

const home: HomeContent = {
  meta: {
    title: "Dasturiy taʼminot ishlab chiqish",
    description:
      "Lojuvard banklar, davlat idoralari va biznes uchun buyurtma asosidagi dasturiy taʼminot, veb va mobil ilovalar yaratadi. 20+ yil, 100+ loyiha, ISO 9001.",
  },
  hero: {
    eyebrow: "2005-yildan beri Toshkentdan dasturiy taʼminot muhandisligi",
    title: "Banklar, vazirliklar va biznes ishonadigan dasturiy taʼminot",
    lead: "Lojuvard 20 yildan ortiq vaqtdan beri buyurtma asosidagi dasturiy taʼminot, veb va mobil ilovalarni loyihalaydi, ishlab chiqadi va qoʻllab-quvvatlaydi. Hisobimizda 100+ loyiha, ISO 9001 boʻyicha sertifikatlangan sifat menejmenti tizimi va olti shaharda ishlaydigan yagona muhandislik jamoasi bor.",
    primaryCta: "Narxni bilish",
    secondaryCta: "Ishlarimizni koʻrish",
  },
  services: {
    title: "Nima qilamiz",
    lead: "Birinchi prototipdan butun mamlakat foydalanadigan platformagacha: toʻliq siklni yoki sizga kerak boʻlgan qismini oʻz zimmamizga olamiz.",
    items: [
      {
        slug: "custom",
        title: "Buyurtma asosidagi dasturiy taʼminot",
        text: "Jarayonlaringiz asosida qurilgan tizimlar: asosiy biznes-ilovalar, mavjud tizimlar bilan integratsiya hamda jadval va qogʻozlar oʻrnini bosadigan ichki ish vositalari.",
      },
      {
        slug: "webdev",
        title: "Veb-dasturlash",
        text: "Tez yuklanadigan, foydalanish qulayligi standartlariga mos va xizmat ishga tushgan kuni yuqori yuklamaga bardosh beradigan saytlar, portallar va veb-ilovalar.",
      },
      {
        slug: "mobileapps",
        title: "Mobil ilovalar",
        text: "iOS va Android uchun nativ va krossplatforma ilovalar: mijozlar uchun bank ilovalaridan tortib barqaror aloqasiz joylarda ishlaydigan xodimlar uchun vositalargacha.",
      },
      {
        slug: "frontapps",
        title: "Frontend ilovalar",
        text: "Murakkab mahsulotlar uchun React va TypeScript asosidagi interfeyslar: boshqaruv panellari, shaxsiy kabinetlar va yuzlab ekranlarni yagona uslubda saqlaydigan dizayn-tizimlar.",
      },
      {
        slug: "spe",
        title: "Dasturiy mahsulotlar muhandisligi",
        text: "Mahsulotni gʻoyadan relizgacha va undan keyin ham olib boradigan alohida jamoa: tadqiqot, arxitektura, ishlab chiqish, testlash va kundalik ekspluatatsiya.",
      },
    ],
  },
  about: {
    title: "Lojuvard haqida",
    paragraphs: [
      "Lojuvard — 2005-yilda Toshkentda tashkil etilgan dasturiy taʼminot ishlab chiqish kompaniyasi. Biz banklar, fintex kompaniyalar, davlat idoralari, chakana savdo va logistika kompaniyalari, maktablar hamda tibbiyot muassasalari uchun dasturiy taʼminotni loyihalaymiz, yaratamiz va qoʻllab-quvvatlaymiz.",
      "Markaziy ofisimiz Toshkentda, ishlab chiqish markazimiz Buxoroda joylashgan, shuningdek, London, Nyu-York, Dubay va Pnompenda ofislarimiz bor. Mijoz qayerda boʻlmasin, har bir loyiha yagona muhandislik standartlari va ISO 9001 boʻyicha sertifikatlangan yagona sifat menejmenti tizimi asosida olib boriladi.",
    ],
    link: "Kompaniya haqida batafsil",
  },
  achievements: {
    title: "Yigirma yillik ish natijalari",
    lead: "Ortida turadigan raqamlarimiz: birinchi bank tizimidan yuz minglab odamlar foydalanadigan platformalargacha.",
    items: [
      { value: "20+", label: "yillik tajriba" },
      { value: "100+", label: "amalga oshirilgan loyiha" },
      { value: "ISO 9001", label: "sertifikatlangan sifat menejmenti" },
      { value: "300 000", label: "biz yaratgan mahalla platformasi foydalanuvchilari" },
    ],
  },
  industries: {
    title: "Sohalar",
    lead: "Biz ishlaydigan har bir sohaning qoidalari, xatarlari va foydalanuvchilarini bilamiz, shuning uchun loyiha boʻsh varaqdan emas, real cheklovlardan boshlanadi.",
    items: [
      {
        key: "banking",
        title: "Bank va moliya",
        text: "Regulyator kutgan xavfsizlik va audit talablariga javob beradigan kreditlash, toʻlov, avtomatlashtirilgan bank tizimi modullari va hisobot tizimlari.",
      },
      {
        key: "healthcare",
        title: "Sogʻliqni saqlash",
        text: "Maxfiy maʼlumotlarni himoya qiladigan va xodimlarga vaqtini bemorlarga sarflash imkonini beradigan klinika boshqaruvi, elektron tibbiy karta va qabulga yozilish tizimlari.",
      },
      {
        key: "ecommerce",
        title: "Elektron tijorat va chakana savdo",
        text: "Mavsumiy choʻqqilarda ham tez ishlaydigan hamda omborlar va toʻlov provayderlari bilan ishonchli bogʻlangan internet-doʻkonlar, marketpleyslar va buyurtmalarni boshqarish tizimlari.",
      },
      {
        key: "logistics",
        title: "Logistika va taʼminot zanjiri",
        text: "Dispetcher ham, mijoz ham har bir joʻnatma boʻyicha bir xil dolzarb maʼlumotni koʻradigan kuzatuv, ombor va avtopark boshqaruvi tizimlari.",
      },
      {
        key: "education",
        title: "Taʼlim",
        text: "Bogʻchalar, maktablar va universitetlar uchun platformalar: qabul va dars jadvalidan ota-onalar bilan kundalik muloqotgacha.",
      },
      {
        key: "fintech",
        title: "Fintex",
        text: "Bozorga tez chiqishi, lekin regulyator talablaridan chekinmasligi kerak boʻlgan jamoalar uchun raqamli hamyonlar, skoring tizimlari va kredit platformalari.",
      },
      {
        key: "ofandprod",
        title: "Ofis va samaradorlik",
        text: "Qogʻozbozlikni kamaytiradigan va har bir kelishuv jarayonini shaffof qiladigan elektron hujjat aylanishi, biznes-jarayonlarni boshqarish va hamkorlikda ishlash vositalari.",
      },
      {
        key: "government",
        title: "Davlat sektori",
        text: "Vazirlik va idoralar uchun mamlakat miqyosidagi yuklamaga bardosh beradigan va fuqarolar maʼlumotlarini ishonchli himoya qiladigan davlat xizmatlari platformalari.",
      },
    ],
  },
  portfolio: {
    title: "Tanlangan keyslar",
    lead: "Yiliga 10 trln soʻm kredit oʻtadigan imtiyozli oilaviy kredit platformasi, 300 000 foydalanuvchili mahalla platformasi, 10 nafar dasturchi bir oyda yaratgan bogʻchalarni boshqarish tizimi: yirik davlat loyihalarini qanday olib borishimiz bilan tanishing.",
    link: "Barcha keyslar",
  },
  articles: {
    title: "Soʻnggi maqolalar",
    lead: "Muhandislarimiz, dizaynerlarimiz va loyiha menejerlarimizning arxitektura, sifat, mahsulot ustida ishlash va biz xizmat koʻrsatadigan sohalar haqidagi maqolalari.",
    link: "Barcha maqolalar",
  },
  cta: {
    title: "Yangi loyiha rejalashtiryapsizmi?",
    text: "Vazifa, muddatlar va mavjud tizimlaringiz haqida aytib bering. Biz savollar, dastlabki baho va jamoa tarkibi boʻyicha taklif bilan qaytamiz.",
    button: "Narxni bilish",
  },
};

export default home;
