import type { Catalogue } from "./en.ts";

const uz: Catalogue = {
  common: {
    skipToContent: "Asosiy mazmunga oʻtish",
    home: "Bosh sahifa",
    readMore: "Batafsil oʻqish",
    learnMore: "Batafsil",
    getQuote: "Narxni bilish",
    breadcrumbs: "Navigatsiya zanjiri",
    opensInNewTab: "yangi varaqda ochiladi",
    close: "Yopish",
  },
  nav: {
    label: "Asosiy navigatsiya",
    home: "Bosh sahifa",
    services: "Xizmatlar",
    servicesOverview: "Barcha xizmatlar",
    webdev: "Veb-dasturlash",
    mobileapps: "Mobil ilovalar",
    frontapps: "Frontend ilovalar",
    spe: "Dasturiy mahsulotlar muhandisligi",
    technologies: "Texnologiyalar",
    industries: "Sohalar",
    ofandprod: "Ofis va samaradorlik",
    banking: "Bank va moliya",
    ecommerce: "Elektron tijorat va chakana savdo",
    logistics: "Logistika",
    education: "Taʼlim",
    fintech: "Fintex",
    company: "Kompaniya",
    aboutus: "Biz haqimizda",
    people: "Jamoa",
    careers: "Karyera",
    casestudies: "Keyslar",
    blog: "Blog",
    privacy: "Maxfiylik siyosati",
    openMenu: "Menyuni ochish",
    closeMenu: "Menyuni yopish",
    mobileMenu: "Sayt menyusi",
  },
  language: {
    label: "Til",
    choose: "Tilni tanlang",
    current: "Joriy til",
  },
  footer: {
    description:
      "Lojuvard banklar, davlat idoralari va rivojlanayotgan bizneslar uchun dasturiy taʼminotni loyihalaydi, ishlab chiqadi va qoʻllab-quvvatlaydi. Muhandislik jamoalarimiz Toshkent va Buxoroda, ofislarimiz London, Nyu-York, Dubay va Pnompenda joylashgan.",
    social: "Lojuvard ijtimoiy tarmoqlarda",
    linkedin: "LinkedIn",
    instagram: "Instagram",
    telegram: "Telegram",
    youtube: "YouTube",
    quickLinks: "Kompaniya",
    services: "Xizmatlar",
    contact: "Aloqa",
    subscribeTitle: "Muhandislik qaydlari — oyiga bir marta",
    subscribeText:
      "Keyslar, texnik qoʻllanmalar va kompaniya yangiliklari. Spam yoʻq, obunani bir bosishda bekor qilish mumkin.",
    emailLabel: "Elektron pochtangiz",
    emailPlaceholder: "ism@kompaniya.uz",
    subscribe: "Obuna boʻlish",
    rights: "Barcha huquqlar himoyalangan.",
    cookiePolicy: "Cookie-fayllar siyosati",
  },
  cookie_policy_check: {
    title: "Biz cookie-fayllardan foydalanamiz",
    description: [
      "Tilingiz va tanlovlaringizni eslab qolish uchun zarur cookie-fayllardan, saytni yaxshilash uchun esa faqat roziligingiz bilan tahliliy cookie-fayllardan foydalanamiz. Batafsil maʼlumot — ",
      "cookie-fayllar siyosatimizda",
      ".",
    ] as [string, string, string],
    button: "Qabul qilish",
    close: "Cookie-fayllar haqidagi bildirishnomani yopish",
    region: "Cookie-fayllar haqidagi bildirishnoma",
  },
  quote: {
    title: "Loyihangiz haqida aytib bering",
    intro:
      "Vazifani tasvirlab bering va texnik topshiriq boʻlsa, ilova qiling. Sizga qoʻngʻiroqlar markazi emas, muhandis bir ish kuni ichida javob beradi.",
    close: "Formani yopish",
  },
  blog: {
    categoriesLabel: "Ruknlar",
    categories: {
      all: "Barchasi",
      "product-updates": "Mahsulot yangilanishlari",
      tutorials: "Qoʻllanmalar va yoʻriqnomalar",
      "technical-insights": "Texnik tahlillar",
      "industry-trends": "Soha trendlari va tahlillar",
      "case-studies": "Keyslar tahlili",
      cases: "Keyslar",
    },
    minutesRead: "Oʻqish: {n} daqiqa",
    by: "Muallif:",
    showMore: "Yana koʻrsatish",
    showLess: "Yigʻish",
    similar: "Oʻxshash maqolalar",
    backToBlog: "Barcha maqolalar",
  },
  gallery: {
    intro:
      "Saytning har bir qurilish bloki barcha holatlarida. Dizaynerlar va muhandislar oʻzgarishlarni sahifaga chiqishidan oldin shu yerda tekshiradi.",
    colours: "Ranglar",
    typography: "Tipografika",
    buttons: "Tugmalar",
    cards: "Kartochkalar",
    badges: "Belgilar",
    fields: "Forma maydonlari",
    figures: "Rasmlar",
    states: { normal: "Oddiy", disabled: "Faol emas", invalid: "Xato", focus: "Fokusda" },
    sampleHeading: "Banklar va vazirliklar ishonadigan muhandislik",
    sampleText:
      "Toshkent va Buxorodagi jamoalar millionlab odamlar uchun dasturiy taʼminotni loyihalaydi, ishlab chiqadi va qoʻllab-quvvatlaydi.",
    fieldLabel: "Korporativ elektron pochta",
    fieldHint: "Bir ish kuni ichida javob beramiz.",
    fieldError: "Qiymat yaroqli elektron pochta manzili emas",
    checkbox: "Javobni elektron pochta orqali olishga roziman",
  },
  loader: {
    label: "Yuklanmoqda",
  },
  pages: {
    test: {
      title: "Komponentlar galereyasi",
      description:
        "Lojuvard dizayn tizimining jonli galereyasi: ranglar, shriftlar, tugmalar, kartochkalar, forma maydonlari va belgilar barcha holatlarida.",
    },
    careers: {
      title: "Karyera",
      description:
        "Lojuvard jamoasiga qoʻshiling: Toshkent, Buxoro, London, Nyu-York, Dubay va Pnompendagi boʻsh ish oʻrinlari, ishga qabul qilish jarayoni va ariza topshirish tartibi.",
      lead: "Biz mehnati millionlab odamlarga naf keltirishini istaydigan muhandislar, dizaynerlar, tahlilchilar va menejerlarni ishga olamiz. Toshkent, Buxoro yoki xorijiy ofislarimizdan biridagi boʻsh ish oʻrnini tanlang yoki jamoa bilan masofadan ishlang.",
    },
    blog: {
      title: "Blog",
      description:
        "Lojuvard muhandislarining maqolalari: bank va davlat sektori texnologiyalari, qoʻllanmalar, texnik tahlillar, keyslar va kompaniya yangiliklari.",
      lead: "Muhandislik, dizayn va loyihalarni joriy etish jamoalarimiz qaydlari: banklar, vazirliklar va rivojlanayotgan bizneslar uchun dasturiy taʼminot yaratishda nimalarni oʻrganyapmiz.",
    },
    thankYou: {
      title: "Rahmat",
      description: "Soʻrovingiz Lojuvard jamoasiga yetib keldi. Bir ish kuni ichida javob beramiz.",
      heading: "Rahmat, soʻrovingizni qabul qildik",
      text: "Jamoamiz aʼzosi uni bugun oʻqib chiqadi va bir ish kuni ichida javob beradi. Bu orada ishlarimizni ijtimoiy tarmoqlarda kuzatib boring.",
      button: "Bosh sahifaga qaytish",
      social: "Lojuvardni kuzatib boring",
    },
    notFound: {
      title: "Sahifa topilmadi",
      description: "Siz izlayotgan sahifa mavjud emas yoki boshqa manzilga koʻchirilgan.",
      heading: "Bu sahifani topa olmadik",
      text: "Havola eskirgan yoki manzilda xatolik boʻlishi mumkin. Quyidagi sahifalardan davom etishingiz mumkin:",
      home: "Bosh sahifa",
    },
    serverError: {
      heading: "Bizning tomonda nimadir notoʻgʻri ketdi",
      text: "Serverimizdagi xatolik tufayli sahifani koʻrsatib boʻlmadi. Bir daqiqadan soʻng qayta urinib koʻring, bu orada quyidagi sahifalar yordam berishi mumkin:",
    },
  },
};

export default uz;
