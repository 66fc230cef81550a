import type { CareersContent } from "../../types.ts";

const careers: CareersContent = {
  meta: {
    title: "Karyera",
    description:
      "Lojuvardning Toshkent, Buxoro, London, Nyu-York, Dubay va Pnompendagi ochiq vakansiyalari, yetti bosqichli tanlov jarayoni va onlayn ariza topshirish shakli.",
  },
  title: "Lojuvardda karyera",
  lead: "Biz 20+ yildan beri Oʻzbekiston va xorijdagi banklar, vazirliklar va biznes har kuni tayanadigan dasturiy taʼminot yaratib kelmoqdamiz. Olti ofisimizdagi muhandislar, dizaynerlar va tahlilchilar jamoasiga qoʻshiling: ular mahsulotlarni birinchi kommitdan butun mamlakat miqyosigacha olib boradi. Har bir arizaga besh ish kuni ichida javob beramiz.",
  benefits: {
    title: "Nega aynan Lojuvard",
    items: [
      {
        title: "Mamlakat miqyosidagi mahsulotlar",
        text: "Kodingiz butun mamlakatdagi fuqarolar, qarz oluvchilar va ota-onalarga har kuni xizmat qiladi: oilalar kredit arizasini onlayn kuzatadi, aholi mahallaga murojaat yuboradi, ota-onalar esa bolasining kunini telefonida koʻradi.",
      },
      {
        title: "Ustozlik va oʻquv byudjeti",
        text: "Har bir yangi xodimga tajribali muhandislarimiz orasidan ustoz biriktiriladi. Yillik byudjet kurslar, kitoblar, konferensiyalar va sertifikatlash xarajatlarini qoplaydi, haftalik muhandislik maʼruzalari esa jamoalar oʻrtasida tajriba almashishga yordam beradi.",
      },
      {
        title: "Zamonaviy texnologiyalar va muhandislik madaniyati",
        text: "Java, Spring Boot, React, Flutter, PostgreSQL, Kafka va Kubernetes; har bir loyihada kod tekshiruvi, avtomatik testlar va CI/CD — barchasi ISO 9001 boʻyicha sertifikatlangan sifat menejmenti tizimi doirasida.",
      },
      {
        title: "Moslashuvchan ish vaqti va masofaviy ish",
        text: "Ish vaqtingizni jamoangiz bilan kelishasiz. Ayrim vakansiyalar toʻliq masofaviy ishlash uchun ochiq, Toshkent va Buxoro ofislarida esa ish kuni boshlanish vaqti moslashuvchan.",
      },
      {
        title: "Tibbiy sugʻurta, oʻsish va koʻchish",
        text: "Ixtiyoriy tibbiy sugʻurta, jamoa rahbari yoki arxitektor lavozimigacha aniq yoʻlni koʻrsatadigan shaffof darajalar tizimi hamda ofislarimiz oʻrtasida koʻchib oʻtishda yordam.",
      },
    ],
  },
  process: {
    title: "Ishga qabul qilish jarayoni",
    lead: "Arizadan birinchi ish kunigacha yetti bosqich. Har bir arizaga besh ish kuni ichida javob beramiz, siz esa doim qaysi bosqichda ekaningizni va keyin nima boʻlishini bilasiz.",
    steps: [
      {
        title: "Arizani koʻrib chiqish",
        text: "Xodimlarni tanlash mutaxassisi va boʻlim rahbari rezyume hamda motivatsion xatingizni vakansiya talablari asosida oʻrganadi. Qaror qanday boʻlishidan qatʼi nazar, besh ish kuni ichida javob beramiz.",
      },
      {
        title: "Dastlabki suhbat",
        text: "Xodimlarni tanlash mutaxassisi bilan tajribangiz, kutganlaringiz va lavozim haqida 30 daqiqalik qoʻngʻiroq. Bu sizga ham jamoa va ish sharoitlari haqida soʻrash imkonini beradi.",
      },
      {
        title: "Texnik baholash",
        text: "Haqiqiy ishga yaqin amaliy topshiriq yoki muhandisimiz bilan birgalikda kod yozish; natijani ikki muhandis baholaydi. Texnik boʻlmagan lavozimlarda uning oʻrniga amaliy keys tahlil qilinadi.",
      },
      {
        title: "Chuqurlashtirilgan suhbat",
        text: "Jamoa rahbari va tajribali muhandis bilan yechimingiz, tizimlarni loyihalash va oldingi loyihalaringiz haqida suhbat. Biz yodlangan javoblarga emas, fikrlash tarzingizga eʼtibor beramiz.",
      },
      {
        title: "Jamoa bilan hamkorlik",
        text: "Qoʻshilishingiz mumkin boʻlgan jamoa bilan bir necha soat birga ishlaysiz: birgalikdagi ish sessiyasi, kod bazasi bilan tanishuv va jamoa qanday ishlashi haqida ochiq suhbat.",
      },
      {
        title: "Yakuniy qaror",
        text: "Boʻlim rahbari va kadrlar boʻlimi uch ish kuni ichida qaror qabul qiladi va natijani sizga telefon orqali maʼlum qiladi. Agar bu ish taklifi boʻlsa, maosh, ishga chiqish sanasi va shartlarni yozma ravishda kelishib olamiz.",
      },
      {
        title: "Ishga moslashish",
        text: "Birinchi kuningizda texnika, kirish huquqlari va ustozingiz tayyor boʻladi. 90 kunlik reja sizni birinchi vazifalardan loyihadagi toʻlaqonli ishgacha olib boradi, muntazam uchrashuvlar esa kutilmalarni aniqlashtirib turadi.",
      },
    ],
  },
  openings: {
    title: "Ochiq vakansiyalar",
    lead: "Vakansiyalarni joylashuv, yoʻnalish, bandlik turi va ish formati boʻyicha saralang. Mos vakansiya topilmasa, umumiy ariza yuboring — tegishli lavozim ochilganda siz bilan bogʻlanamiz.",
    filtersTitle: "Filtrlar",
    filtersButton: "Filtrlar",
    filtersChosen: "tanlangan",
    location: "Joylashuv",
    department: "Yoʻnalish",
    jobType: "Bandlik turi",
    workplace: "Masofaviy yoki ofisda",
    all: "Barchasi",
    apply: "Vakansiyalarni koʻrsatish",
    reset: "Filtrlarni tozalash",
    empty: {
      title: "Tanlangan filtrlarga mos vakansiya yoʻq",
      text: "Filtrlarni tozalang yoki kamroq shart tanlang. Mos vakansiya baribir topilmasa, umumiy ariza yuboring va qaysi yoʻnalishda ishlashni istashingizni yozing.",
    },
    posted: "Eʼlon qilingan",
  },
  job: {
    backToList: "Barcha vakansiyalarga qaytish",
    responsibilities: "Vazifalar",
    requirements: "Talablar",
    offer: "Biz taklif qilamiz",
    closed: {
      title: "Vakansiya yopilgan",
      text: "Bu vakansiya boʻyicha arizalar endi qabul qilinmaydi. Joriy vakansiyalarni koʻring yoki umumiy ariza yuboring — shunga oʻxshash lavozim ochilganda siz bilan bogʻlanamiz.",
    },
    validThrough: "Arizalar qabul qilish muddati",
    applyTitle: "Vakansiyaga ariza topshirish",
    applyText: "Shaklni toʻldiring va rezyumeni biriktiring. Har bir arizaga besh ish kuni ichida javob beramiz.",
    share: "Vakansiyani ulashish",
  },
  form: {
    legend: "Sizning arizangiz",
    firstName: "Ism",
    lastName: "Familiya",
    email: "Elektron pochta",
    phone: "Telefon raqami",
    message: "Motivatsion xat",
    messageHint: "Tajribangiz va bu lavozim sizni nimasi bilan qiziqtirgani haqida qisqacha yozing.",
    cv: "Rezyume",
    position: "Vakansiya",
    generalApplication: "Umumiy ariza (muayyan vakansiyasiz)",
    submit: "Arizani yuborish",
    sending: "Yuborilmoqda…",
  },
};

export default careers;
