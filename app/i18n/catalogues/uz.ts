import { BLOG_CATEGORY_LABELS } from "../../../content/blog/categories.ts";
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
    onThisPage: "Ushbu sahifada",
    backHome: "Bosh sahifaga qaytish",
  },
  nav: {
    label: "Asosiy navigatsiya",
    home: "Bosh sahifa",
    services: "Xizmatlar",
    servicesOverview: "Barcha xizmatlar",
    technologies: "Texnologiyalar",
    industries: "Sohalar",
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
    accessibility: "Foydalanish imkoniyati",
    subscribed: "Rahmat! Pochtangizni tekshiring: obunani tasdiqlash uchun xatimizdagi havolaga oʻting.",
    subscribeInvalid: "Toʻgʻri elektron pochta manzilini kiriting va qayta urinib koʻring.",
  },
  cookieChoice: {
    title: "Sizning tanlovingiz",
    text: "Zarur cookie-fayllar (tilingiz va shu tanlov) doim ishlaydi. Tahliliy cookie-fayllar faqat ruxsat bersangiz, keyingi ochgan sahifangizdan boshlab yuklanadi.",
    allow: "Tahliliy cookie-fayllarga ruxsat berish",
    refuse: "Tahliliy cookie-fayllarni rad etish",
    accepted: "Siz tahliliy cookie-fayllarga ruxsat bergansiz.",
    refused: "Siz tahliliy cookie-fayllarni rad etgansiz.",
    none: "Siz hali tanlov qilmagansiz.",
  },
  quote: {
    title: "Loyihangiz haqida aytib bering",
    intro:
      "Vazifani tasvirlab bering va texnik topshiriq boʻlsa, ilova qiling. Sizga qoʻngʻiroqlar markazi emas, muhandis bir ish kuni ichida javob beradi.",
    close: "Formani yopish",
    fullName: "Ism va familiya",
    companyName: "Kompaniya nomi",
    phone: "Telefon raqami",
    email: "Elektron pochta",
    message: "Qanday yordam bera olamiz?",
    messageHint: "Mahsulot, muddat va u ishlashi kerak boʻlgan tizimlar.",
    file: "Biriktirilgan fayl",
    submit: "Soʻrovni yuborish",
    sending: "Yuborilmoqda…",
  },
  blog: {
    categoriesLabel: "Ruknlar",
    categories: { all: "Barchasi", ...BLOG_CATEGORY_LABELS.uz },
    minutesRead: "Oʻqish: {n} daqiqa",
    by: "Muallif:",
    showMore: "Yana koʻrsatish",
    showLess: "Yigʻish",
    similar: "Oʻxshash maqolalar",
    backToBlog: "Barcha maqolalar",
    share: "Maqolani ulashish",
    shareOn: "Ulashish:",
    shareByEmail: "Elektron pochta orqali yuborish",
    feed: "Lojuvard blogi — RSS tasmasi",
    newsletter: "Yangi maqolalarga obuna",
  },
  proof: {
    testimonials: "Mijozlarimiz fikri",
    clients: "Mijozlarimiz",
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
  forms: {
    errors: {
      required: "Toʻldirilishi shart",
      email: "Elektron pochta manzili notoʻgʻri",
      phoneLength: "Bu maydon kamida 5 ta belgidan iborat boʻlishi kerak",
      phoneChars: "Faqat raqamlar va plyus belgisidan foydalaning",
      tooLong: "Matn juda uzun, iltimos, qisqartiring",
      controlChars:
        "Matnda koʻrinmas boshqaruv belgilari bor, ular koʻpincha nusxa koʻchirishda qoladi; iltimos, matnni qayta yozing",
      consent: "Toʻldirilishi shart",
      upload: "Faylni qayta yuklang",
      position: "Bu vakansiya endi ochiq emas. Boshqasini tanlang yoki umumiy ariza yuboring.",
    },
    upload: {
      choose: "Faylni tanlang",
      replace: "Boshqa faylni tanlash",
      drop: "yoki shu yerga tashlang",
      remove: "Faylni oʻchirish",
      uploading: "Fayl yuklanmoqda",
      uploaded: "Yuklandi",
      hint: {
        attachments: "PNG, JPEG yoki PDF, {max} gacha: topshiriq, texnik vazifa yoki skrinshot.",
        cv: "PDF, DOC yoki DOCX, {max} gacha",
      },
      wrongType: {
        attachments: "Bu turdagi fayl qabul qilinmaydi: PNG, JPEG yoki PDF faylini tanlang.",
        cv: "Bu turdagi fayl qabul qilinmaydi: PDF, DOC yoki DOCX faylini tanlang.",
      },
      tooLarge: "Fayl juda katta: eng koʻpi bilan {max} boʻlishi mumkin.",
    },
    toast: {
      success: "Maʼlumotlaringiz muvaffaqiyatli yuborildi!",
      error: "Voy, nimadir notoʻgʻri ketdi!",
      close: "Bildirishnomani yopish",
    },
    required: "Majburiy maydonlar yulduzcha (*) bilan belgilangan.",
    honeypot: "Bu maydonni boʻsh qoldiring",
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
      openPositions: "{n} ta ochiq vakansiya",
      salary: "{period, select, month {oyiga {range}} other {yiliga {range}}}",
      salaryTitle: "Soliq chegirilgunga qadar maosh",
    },
    people: {
      portraitAlt: "{name}ning chizma portreti",
    },
    blog: {
      title: "Blog",
      description:
        "Lojuvard muhandislarining maqolalari: bank va davlat sektori texnologiyalari, qoʻllanmalar, texnik tahlillar, keyslar va kompaniya yangiliklari.",
      lead: "Muhandislik, dizayn va loyihalarni joriy etish jamoalarimiz qaydlari: banklar, vazirliklar va rivojlanayotgan bizneslar uchun dasturiy taʼminot yaratishda nimalarni oʻrganyapmiz.",
    },
    confirmSubscription: {
      title: "Obunani tasdiqlang",
      description: "Lojuvard muhandislik eslatmalarini elektron pochtangizga olishni xohlashingizni tasdiqlang.",
      heading: "Obunani tasdiqlang",
      text: "Muhandislik eslatmalarimizni shu manzilga olish uchun tugmani bosing. Istalgan xatdan bir bosishda obunani bekor qilishingiz mumkin.",
      button: "Obunani tasdiqlash",
      done: "Rahmat! Siz muhandislik eslatmalarimizga obuna boʻldingiz.",
      already: "Bu manzil allaqachon obuna boʻlgan. Boshqa hech narsa qilish shart emas.",
      expired:
        "Tasdiqlash havolasining muddati tugagan. Istalgan sahifa pastida qayta obuna boʻling, biz yangisini yuboramiz.",
      invalid:
        "Tasdiqlash havolasi yaroqsiz. Istalgan sahifa pastida qayta obuna boʻling va yangi xatdagi havoladan foydalaning.",
    },
    unsubscribe: {
      title: "Obunani bekor qilish",
      description:
        "Lojuvard muhandislik byulletenini elektron pochtangizga olishdan bir marta bosish bilan voz keching.",
      heading: "Axborot byulletenidan obunani bekor qilish",
      text: "Bu manzilga muhandislik eslatmalarimizni olishni toʻxtatish uchun tugmani bosing.",
      button: "Obunani bekor qilish",
      done: "Obunangiz bekor qilindi. Endi sizga byulleten yubormaymiz.",
      invalid:
        "Bu havola yaroqsiz. Oxirgi xatimizdagi havoladan foydalaning yoki bizga yozing — manzilingizni oʻchirib tashlaymiz.",
    },
    gone: {
      title: "Sahifa olib tashlangan",
      heading: "Bu sahifa olib tashlangan",
      text: "Bu yerda eʼlon qilingan material endi mavjud emas. Quyidagi sahifalardan davom etishingiz mumkin:",
    },
    serverError: {
      heading: "Bizning tomonda nimadir notoʻgʻri ketdi",
      text: "Serverimizdagi xatolik tufayli sahifani koʻrsatib boʻlmadi. Bir daqiqadan soʻng qayta urinib koʻring, bu orada quyidagi sahifalar yordam berishi mumkin:",
    },
  },
};

export default uz;
