import type { MailWords } from "./en.ts";

const uz: MailWords = {
  footer: {
    why: {
      requests: "Siz bu xatni lojuvard.uz saytida narx soʻrovini yuborganingiz uchun oldingiz.",
      applications: "Siz bu xatni lojuvard.uz saytida bizga rezyumeingizni yuborganingiz uchun oldingiz.",
    },
    questions: "Savollaringiz bormi? Ushbu xatga javob bering yoki {email} manziliga yozing.",
  },
  contactAcknowledgement: {
    subject: "Narx soʻrovingizni oldik",
    preview: "Lojuvard mutaxassisi bir ish kuni ichida siz bilan bogʻlanadi.",
    hello: "Assalomu alaykum, {name}!",
    /** When the name given is not a plain name: the greeting echoes nothing else. */
    helloAnyone: "Assalomu alaykum!",
    received:
      "Narx soʻrovingiz uchun rahmat. U savdo boʻlimimizga yetib keldi, hozircha sizdan boshqa hech narsa talab qilinmaydi.",
    nextTitle: "Keyin nima boʻladi",
    next: [
      "Bir ish kuni ichida sohangizni biladigan mutaxassis siz bilan elektron pochta yoki telefon orqali bogʻlanadi.",
      "Maqsadlaringiz, cheklovlar va muddatlarni tushunish uchun 30–45 daqiqalik qoʻngʻiroq belgilaymiz.",
      "Qoʻngʻiroqdan soʻng ish hajmi, jamoa va byudjet boʻyicha bepul baho olasiz.",
    ],
    signature: "Lojuvard jamoasi",
  },
  applicationAcknowledgement: {
    subject: "Lojuvardga arizangiz",
    subjectFor: "Arizangiz: {position}",
    preview: "Har bir arizani oʻqiymiz va besh ish kuni ichida javob beramiz.",
    hello: "Assalomu alaykum, {name}!",
    /** When the name given is not a plain name: the greeting echoes nothing else. */
    helloAnyone: "Assalomu alaykum!",
    received:
      "«{position}» lavozimiga ariza topshirganingiz uchun rahmat. Arizangiz va rezyumeingiz rekruterlarimizga yetib keldi.",
    receivedGeneral: "Umumiy arizangiz uchun rahmat. Rezyumeingiz rekruterlarimizga yetib keldi.",
    stepsTitle: "Ishga qabul qilishning yetti bosqichi",
    stepsIntro: "Hozir siz birinchi bosqichdasiz. Arizangiz keyingi bosqichga oʻtishi bilan sizga yozamiz.",
    signature: "Lojuvard kadrlar boʻlimi",
  },
  conversation: {
    requestSubject: "Lojuvardga narx soʻrovingiz",
    reply: "Re: {subject}",
    preview: "Lojuvarddan xat",
  },
  confirmation: {
    subject: "Lojuvard muhandislik axborotnomasiga obunani tasdiqlang",
    preview: "Bir marta bosing va obuna boʻlasiz. Busiz hech narsa sodir boʻlmaydi.",
    title: "Obunani tasdiqlang",
    text: "Kimdir — umid qilamizki, siz — Lojuvard muhandislik axborotnomasini shu manzilga yuborishni soʻradi. Tasdiqlash uchun tugmani bosing.",
    button: "Obunani tasdiqlash",
    expires: "Havola yetti kun amal qiladi.",
    ignore: "Agar obuna boʻlmagan boʻlsangiz, xatni eʼtiborsiz qoldiring: tasdiqlamasangiz, sizga yozmaymiz.",
  },
  newsletter: {
    preview: "Lojuvard blogida yangi maqola",
    label: "Lojuvard blogida yangi maqola",
    read: "Maqolani oʻqish",
    why: "Siz bu xatni Lojuvard muhandislik axborotnomasiga obuna boʻlganingiz uchun oldingiz.",
    unsubscribe: "Bir bosishda obunani bekor qilish",
    test: "Sinov yuborish: bu xatni faqat siz oldingiz. Obunachilar uni son yuborilganda oladi.",
    testUnsubscribe: "Obunachilar bu yerda bir bosishda obunani bekor qilish havolasini koʻradi.",
  },
  interview: {
    title: {
      proposed: "Suhbatga taklif",
      changed: "Suhbatingiz oʻzgardi",
      cancelled: "Suhbatingiz bekor qilindi",
    },
    preview: {
      proposed: "Lojuvard bilan suhbat: {when}",
      changed: "Suhbatingizning yangi vaqti: {when}",
      cancelled: "{when} dagi suhbat boʻlmaydi",
    },
    hello: "Assalomu alaykum, {name}!",
    text: {
      proposed:
        "Sizni suhbatga taklif qilmoqchimiz. Tafsilotlar quyida va ilova qilingan taqvim faylida: uni ochib, uchrashuvni taqvimingizga qoʻshing.",
      changed:
        "Suhbatingizni oʻzgartirishga toʻgʻri keldi. Amaldagi maʼlumotlar quyida; ilova qilingan taqvim fayli avval olgan taklifingizni yangilaydi.",
      cancelled:
        "Quyidagi suhbatni bekor qildik. Ilova qilingan taqvim fayli uni taqvimingizdan olib tashlaydi. Keyingi qadamlar haqida sizga alohida yozamiz.",
    },
    when: "Qachon",
    duration: "{n} daqiqa",
    where: "Qayerda",
    with: "Kim bilan",
    tashkent: "Toshkent vaqti bilan",
    answer: "Agar vaqt sizga toʻgʻri kelmasa, ushbu xatga javob yozing, boshqa vaqt topamiz.",
    summary: "Lojuvard bilan suhbat",
    summaryFor: "Lojuvard bilan suhbat: {position}",
    signature: "Lojuvard rekruterlari jamoasi",
  },
  staffInterview: {
    subject: {
      proposed: "{name} bilan suhbat: {when}",
      changed: "{name} bilan suhbat koʻchirildi: {when}",
      cancelled: "Bekor qilindi: {name} bilan suhbat, {when}",
    },
    text: {
      proposed:
        "Siz {name} bilan suhbat oʻtkazasiz ({position}). Ilova qilingan taqvim fayli uchrashuvni taqvimingizga qoʻshadi.",
      changed: "{name} bilan suhbat ({position}) oʻzgardi. Ilova qilingan taqvim fayli uchrashuvni yangilaydi.",
      cancelled:
        "Siz endi bu vaqtda {name} bilan suhbat oʻtkazmaysiz ({position}). Ilova qilingan taqvim fayli uchrashuvni olib tashlaydi.",
    },
    general: "umumiy ariza",
    scorecard: "Suhbatdan keyin baholash varaqasini toʻldiring: hamkasblaringiz baholari siznikidan keyin ochiladi.",
    button: "Baholash varaqasini ochish",
    summary: "Suhbat: {name}",
  },
  invitation: {
    subject: "Lojuvard kiruvchi xabarlariga taklifnoma",
    preview: "Boshlash uchun parol tanlang.",
    hello: "Assalomu alaykum, {name}!",
    invited: "{inviter} sizni Lojuvard saytining kiruvchi xabarlariga taklif qildi. Rolingiz: {role}.",
    button: "Parol tanlash",
    expires: "Havola bir marta ishlaydi. Amal qilish muddati: Toshkent vaqti bilan {date}.",
    ignore: "Agar bu taklifni kutmagan boʻlsangiz, xatni eʼtiborsiz qoldiring: havolasiz hech narsa sodir boʻlmaydi.",
    roles: {
      administrator: "administrator",
      editor: "muharrir",
      recruiter: "rekruter",
      sales: "savdo boʻlimi",
    },
  },
  passwordReset: {
    subject: "Lojuvard kiruvchi xabarlari uchun yangi parol",
    preview: "Havola bir marta, bir soat davomida ishlaydi.",
    hello: "Assalomu alaykum, {name}!",
    asked: "Kimdir Lojuvard sayti kiruvchi xabarlaridagi hisobingiz parolini tiklashni soʻradi.",
    button: "Yangi parol tanlash",
    expires:
      "Havola bir marta, bir soat davomida ishlaydi. Yangi parol tanlaganingizdan soʻng barcha qurilmalardagi seanslaringiz yakunlanadi.",
    ignore: "Agar buni siz soʻramagan boʻlsangiz, xatni eʼtiborsiz qoldiring: parolingiz oʻzgarmaydi.",
  },
  staffNotice: {
    sender: "{company} sayti",
    message: "Xabar",
    open: "Kiruvchi xabarlarda ochish",
    fields: {
      name: "Ism",
      company: "Kompaniya",
      email: "Pochta",
      phone: "Telefon",
      attachment: "Ilova",
      cv: "Rezyume",
      position: "Vakansiya",
      language: "Til",
      received: "Kelgan vaqti",
      confirmed: "Tasdiqlangan vaqti",
      source: "Manba",
    },
    languages: { en: "inglizcha", ru: "ruscha", uz: "oʻzbekcha" },
    fileGone: "(fayl endi saqlanmaydi)",
    generalApplication: "Umumiy ariza (vakansiya tanlanmagan)",
    firstPage: "birinchi sahifa {page}",
    tashkent: "{when} (Toshkent vaqti)",
  },
  staffContact: {
    subject: "Yangi narx soʻrovi: {name}",
    subjectCompany: "Yangi narx soʻrovi: {name} ({company})",
    intro: "Saytga yangi narx soʻrovi keldi.",
  },
  staffApplication: {
    subject: "«{position}» vakansiyasiga yangi ariza: {name}",
    subjectGeneral: "Yangi umumiy ariza: {name}",
    intro: "Saytga yangi ariza keldi.",
  },
  staffSubscriber: {
    subject: "Axborotnomaning yangi obunachisi: {email}",
    intro: "Kimdir axborotnomaga obunasini tasdiqladi.",
  },
  staffDigest: {
    subject: "{day} uchun muddatlaringiz",
    preview: "Muddati oʻtgan: {overdue}. Muddati bugun: {today}.",
    hello: "Xayrli tong, {name}!",
    intro: "Bu narx soʻrovlari va arizalar sizga biriktirilgan, ularning muddati keldi.",
    overdue: "Muddati oʻtgan ({n})",
    today: "Muddati bugun ({n})",
    due: "Muddat: {when}",
    items: { requests: "Narx soʻrovi", applications: "Vakansiyaga ariza" },
    general: "umumiy ariza",
    button: "«Meni kutayotganlar» roʻyxatini ochish",
    why: "Bu xat sizga biriktirilgan soʻrov yoki arizaning muddati kelgan kunlari ertalab yuboriladi. Uni kiruvchi xabarlardagi «Hisobingiz» boʻlimida oʻchirib qoʻyishingiz mumkin:",
  },
  staffWebhook: {
    failingSubject: "«{name}» vebhuki yuborishlarni yetkazmayapti",
    failingText:
      "{url} manziliga yuborishlar ketma-ket {n} marta yetkazilmadi. Birinchi nosozlik: {since}. Oxirgi urinish: {problem}. Sayt har bir yuborishni takrorlashda davom etadi; qabul qiluvchi tizimni tekshiring yoki vebhukni kiruvchi xabarlarda toʻxtatib turing.",
    recoveredSubject: "«{name}» vebhuki yana yetkazmoqda",
    recoveredText:
      "{url} manziliga yuborishlar yana yetkazilmoqda. Tiklangan vaqt: {when}; birinchi nosozlik: {since}. Shu vaqt ichida urinishlari tugagan yuborishni vebhuk jurnalidan qayta yuborish mumkin.",
    problems: {
      answered: "qabul qiluvchi {code} kodi bilan javob berdi",
      timeout: "10 soniya ichida javob kelmadi",
      notAllowed: "serverdan bu manzilga murojaat qilib boʻlmaydi",
      noConnection: "manzilga ulanib boʻlmadi",
    },
    button: "Integratsiyalarni ochish",
  },
  staffAssignment: {
    subject: "Sizga topshirildi: {item}, {name}",
    text: "{by} sizga {name} yuborgan {item}ni topshirdi. Endi u sizniki: yuboruvchiga javob bering va izohlarni kiruvchi xabarlarda yozing.",
    button: "Kiruvchi xabarlarda ochish",
    items: { requests: "narx soʻrovi", applications: "vakansiyaga ariza" },
  },
  staffReply: {
    subject: "Yangi javob: {name}",
    text: "Yuboruvchi: {from}. «{item}» boʻyicha yozishmadagi yangi xat:",
    kept: "Ilova qilingan fayllar, kiruvchi xabarlarda saqlandi:",
    refused: "Saqlanmagan fayllar (juda katta yoki sayt qabul qilmaydigan turda; ular pochta qutisida qoldi):",
    button: "Kiruvchi xabarlarda javob berish",
    items: { requests: "narx soʻrovi", applications: "vakansiyaga ariza" },
  },
};

export default uz;
