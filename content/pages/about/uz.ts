import type { AboutContent } from "../../types.ts";

const about: AboutContent = {
  meta: {
    title: "Kompaniya haqida",
    description:
      "Lojuvard 2005-yildan beri dasturiy taʼminot yaratadi: markaziy ofis Toshkentda, ishlab chiqish markazi Buxoroda, xorijda ofislar, ISO 9001 va 100+ loyiha.",
  },
  title: "Lojuvard haqida",
  lead: "Toshkentdagi dasturiy taʼminot ishlab chiqish kompaniyasi: 20+ yillik tajriba, 100+ amalga oshirilgan loyiha va ISO 9001 boʻyicha sertifikatlangan sifat menejmenti tizimi. Biz banklar, davlat idoralari va biznes har kuni foydalanadigan dasturlarni yaratamiz.",
  story: {
    title: "Bizning tariximiz",
    paragraphs: [
      "Lojuvardni 2005-yilda Toshkentda bir guruh muhandislar tashkil etgan. Ular Oʻzbekiston kompaniyalari va davlat muassasalari dunyoning istalgan mamlakatidagidek sifatli dasturiy taʼminotga loyiq, deb hisoblardi. Kompaniyaga lojuvard toshining nomi berilgan: bu Samarqand gumbazlarining toʻq moviy rangi, chidamliligi uchun qadrlangan tosh.",
      "Dastlabki loyihalarimiz mahalliy kompaniyalar uchun hisob va hujjat aylanishi tizimlari edi. Keyin bank, uning ortidan boshqa banklar keldi, ular bilan birga moliyaviy dasturiy taʼminot talab qiladigan intizom ham: audit jurnallari, xavfsizlik tekshiruvlari, puxta relizlar. Bu intizom bugun ham internet-doʻkonlar va logistika platformalaridan tortib maktab va klinikalar uchun tizimlargacha barcha ishimizni belgilaydi.",
      "Bugun Lojuvard ortida 20+ yillik tajriba va 100+ loyiha bor. Markaziy ofis Toshkentda, ishlab chiqish markazi Buxoroda, London, Nyu-York, Dubay va Pnompendagi ofislar esa oʻsha muhandislik jamoasini xorijdagi mijozlarga yaqinlashtiradi. Biz davlat idoralari uchun mamlakat miqyosidagi platformalar yaratamiz — ulardan biridan 300 000 kishi foydalanadi — va ISO 9001 boʻyicha sertifikatlangan sifat menejmenti tizimi asosida ishlaymiz.",
    ],
  },
  timeline: {
    title: "Muhim bosqichlar",
    items: [
      {
        year: "2005",
        title: "Toshkentda tashkil topdi",
        text: "Lojuvard Toshkentdagi kichik muhandislar jamoasi sifatida ish boshlaydi va mahalliy kompaniyalar uchun hisob va hujjat aylanishi tizimlarini yaratadi.",
      },
      {
        year: "2008",
        title: "Birinchi bank mijoz",
        text: "Birinchi bank tizimini topshiramiz: toʻliq audit jurnaliga ega chakana kreditlash moduli. Bank va moliya kompaniyaning asosiy sohalaridan biriga aylanadi.",
      },
      {
        year: "2011",
        title: "Buxorodagi ishlab chiqish markazi",
        text: "Buxoroda ikkinchi muhandislik markazi ochiladi: mintaqa oliy oʻquv yurtlari bitiruvchilari rivojlanish imkoniyatiga, mijozlar esa qoʻshimcha quvvatga ega boʻladi.",
      },
      {
        year: "2013",
        title: "ISO 9001 sertifikati",
        text: "Sifat menejmenti tizimimiz ISO 9001 boʻyicha sertifikatlanadi: u dasturiy taʼminotni rejalashtirish, ishlab chiqish, testlash va topshirishni qamrab oladi.",
      },
      {
        year: "2016",
        title: "Londondagi ofis",
        text: "Birinchi xorijiy ofis Londonda ochiladi: u Buyuk Britaniya va Yevropadagi mijozlar bilan ishlaydi.",
      },
      {
        year: "2018",
        title: "Davlat platformalari",
        text: "Davlat idoralari uchun ilk platformalarni ishga tushiramiz: fuqarolar bevosita foydalanadigan, butun mamlakat miqyosidagi onlayn xizmatlar.",
      },
      {
        year: "2019",
        title: "Nyu-Yorkdagi ofis",
        text: "Nyu-Yorkdagi ofis bizni Shimoliy Amerikadagi mijozlar va hamkorlarga yaqinlashtiradi.",
      },
      {
        year: "2021",
        title: "Dubaydagi ofis",
        text: "Dubay BAA va Fors koʻrfazi mamlakatlaridagi mijozlar bilan ishlash uchun tayanchimizga aylanadi.",
      },
      {
        year: "2023",
        title: "Pnompendagi ofis",
        text: "Pnompendagi ofis Kambodja va Janubi-Sharqiy Osiyodagi mijozlar bilan ishlash imkonini ochadi.",
      },
      {
        year: "2026",
        title: "100 dan ortiq loyiha",
        text: "20+ yillik tajriba va 100+ amalga oshirilgan loyiha bilan Lojuvard uch qitʼadagi olti shaharda ishlaydi.",
      },
    ],
  },
  stats: {
    title: "Lojuvard raqamlarda",
    items: [
      { value: "20+", label: "yillik tajriba" },
      { value: "100+", label: "amalga oshirilgan loyiha" },
      { value: "ISO 9001", label: "sertifikatlangan sifat menejmenti" },
      { value: "6", label: "ofislarimiz joylashgan shahar" },
    ],
  },
  office: {
    title: "Toshkentdagi markaziy ofis",
    text: "Toshkent markazidagi markaziy ofisimizda rahbariyat, savdo boʻlimi va muhandislarimizning katta qismi ishlaydi. Mijozlarni ishchi uchrashuvlar, namoyishlar va loyihalarni koʻrib chiqish uchun mamnuniyat bilan qabul qilamiz: oldindan xabar bering, kerakli mutaxassislar joyida boʻladi.",
    addressLabel: "Manzil",
    hoursLabel: "Ish vaqti",
    hours: "Dushanba–juma, 9:00–18:00 (UTC+5)",
    mapAlt:
      "Toshkent markazining chizma xaritasi, unda Shota Rustaveli koʻchasidagi Lojuvard markaziy ofisi belgilangan",
  },
  offices: {
    title: "Ofislarimiz",
    items: [
      {
        city: "Toshkent",
        country: "Oʻzbekiston",
        text: "Markaziy ofis: rahbariyat, savdo, arxitektura va muhandislik jamoalarining koʻpchiligi shu yerda.",
      },
      {
        city: "Buxoro",
        country: "Oʻzbekiston",
        text: "Ishlab chiqish markazimiz: bu yerda backend va frontend dasturchilar hamda test muhandislari Oʻzbekiston va xorijdagi mijozlar loyihalari ustida ishlaydi.",
      },
      {
        city: "London",
        country: "Buyuk Britaniya",
        text: "Buyuk Britaniya va Yevropadagi mijozlar uchun ofis: ilk ishchi uchrashuvlardan loyihalar ijrosini boshqarishgacha.",
      },
      {
        city: "Nyu-York",
        country: "AQSH",
        text: "Shimoliy Amerikadagi mijozlar uchun ofis: Oʻzbekistondagi jamoalar bilan birga mijozlarning vaqt mintaqasida ishlaymiz.",
      },
      {
        city: "Dubay",
        country: "BAA",
        text: "BAA va Fors koʻrfazi mintaqasidagi banklar, fintex kompaniyalar va davlat buyurtmachilari uchun tayanch ofisimiz.",
      },
      {
        city: "Pnompen",
        country: "Kambodja",
        text: "Kambodja va Janubi-Sharqiy Osiyodagi mijozlar uchun ofis, unda mahalliy loyiha boshqaruvi jamoasi ishlaydi.",
      },
    ],
  },
  quality: {
    title: "ISO 9001 boʻyicha sifat menejmenti",
    paragraphs: [
      "2013-yildan beri sifat menejmenti tizimimiz ISO 9001 boʻyicha sertifikatlangan. U loyihaning butun hayot siklini qamrab oladi: talablarni kelishib olish, ishni rejalashtirish, kodni tekshirish, relizlarni testlash, oʻzgarishlarni boshqarish va qarorlarni qayd etish. Tizimni har yili mustaqil auditorlar tekshiradi.",
      "Mijoz uchun bu oldindan aytib boʻladigan natija demakdir. Har bir loyihaning masʼul rahbari, hujjatlashtirilgan qabul mezonlari va reliz nazorat roʻyxati bor; nuqsonlar va olingan saboqlar qayd etiladi va jarayonga qaytariladi. Banklar va davlat idoralari shartnoma imzolashdan oldin tartib-qoidalarimiz bilan tanishishi mumkin, koʻplari shunday qiladi ham.",
    ],
  },
  portfolio: {
    title: "Kompaniya portfoliosi",
    text: "Xarid boʻlimlari va hamkorlar uchun qisqa hujjat: xizmatlar, sohalar, tanlangan keyslar, jamoa tuzilmasi va sifat menejmenti tizimi sertifikati.",
    button: "Kompaniya portfoliosini yuklab olish (PDF)",
    fileLabel: "PDF, kompaniya profili",
  },
  cta: {
    title: "Loyihangizni muhokama qilaylik",
    text: "Nima yaratish kerakligini aytib bering. Muhandis va loyiha menejeri soʻrovingizni oʻrganib, savollar, dastlabki baho va keyingi qadamlar bilan qaytadi.",
    button: "Narxni bilish",
  },
};

export default about;
