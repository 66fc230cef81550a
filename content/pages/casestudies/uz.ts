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
    filter: {
      industries: "Soha",
      services: "Xizmat",
      allIndustries: "Barcha sohalar",
      allServices: "Barcha xizmatlar",
      none: "Bu soha va xizmat boʻyicha keysni hali eʼlon qilmadik.",
      showAll: "Barcha keyslarni koʻrsatish",
    },
    cta: {
      title: "Loyihangiz muddati qatʼiymi?",
      text: "Nimani va qaysi muddatgacha ishga tushirish kerakligini aytib bering. Biz jamoa tuzamiz, reja taklif qilamiz va ishni qanday bajarishimizni koʻrsatamiz.",
      button: "Narxni bilish",
    },
  },

  study: {
    challenge: "Vazifa",
    process: "Qanday ishladik",
    solution: "Yechim",
    results: "Natijalar",
    features: "Asosiy imkoniyatlar",
    gallery: "Mahsulot ichidan",
    openScreen: "Toʻliq oʻlchamda ochish",
    readOn: "Davomini oʻqish",
  },
};

export default caseStudies;
