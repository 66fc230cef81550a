import type { testimonials } from "../model/testimonials.ts";
import type { SeedOf } from "./seed-entry.ts";

/** The clients' words of the three case studies, each with the person who agreed to be named (fictional, as the company is). */
export const testimonialSeed: readonly SeedOf<typeof testimonials>[] = [
  {
    id: "words-familycredit",
    doc: {
      words: {
        en: "The programme started on the day it was announced, and families could apply online from the first morning. For a state programme of this size that was unheard of.",
        ru: "Программа стартовала в день объявления, и семьи подавали заявки онлайн с первого утра. Для государственной программы такого масштаба это было неслыханно.",
        uz: "Dastur eʼlon qilingan kuni ishga tushdi va oilalar birinchi kuni ertalabdan onlayn ariza topshira boshladi. Bunday koʻlamdagi davlat dasturi uchun bu misli koʻrilmagan natija edi.",
      },
      person: { en: "Bakhtiyor Aliev", ru: "Бахтиёр Алиев", uz: "Baxtiyor Aliyev" },
      role: {
        en: "Deputy chairman of the board, a state bank",
        ru: "Заместитель председателя правления государственного банка",
        uz: "Davlat banki boshqaruv raisining oʻrinbosari",
      },
      organisation: { en: "", ru: "", uz: "" },
      photo: "",
      caseStudy: "familycredit",
      sectors: ["banking", "fintech"],
      services: ["webdev", "spe"],
    },
  },
  {
    id: "words-kindergarten",
    doc: {
      words: {
        en: "Parents stopped calling the office to ask whether their child had eaten. Our teachers got back an hour a day, and the owner sees the month's figures whenever she wants.",
        ru: "Родители перестали звонить в офис, чтобы узнать, поел ли ребёнок. У воспитателей освободился час в день, а владелица видит цифры месяца в любой момент.",
        uz: "Ota-onalar bolasi ovqatlandimi, deb ofisga qoʻngʻiroq qilmay qoʻyishdi. Tarbiyachilarimizning kuniga bir soat vaqti boʻshadi, bogʻcha egasi esa oy raqamlarini istalgan paytda koʻradi.",
      },
      person: { en: "Gulnora Tursunova", ru: "Гульнора Турсунова", uz: "Gulnora Tursunova" },
      role: {
        en: "Director, a private preschool",
        ru: "Директор частного детского сада",
        uz: "Xususiy bogʻcha direktori",
      },
      organisation: { en: "", ru: "", uz: "" },
      photo: "",
      caseStudy: "kindergarten",
      sectors: ["education"],
      services: ["webdev", "mobileapps"],
    },
  },
  {
    id: "words-neighborhood",
    doc: {
      words: {
        en: "For the first time we can see what residents ask for, street by street, and show them what has been done. Older residents use it as easily as the young ones.",
        ru: "Впервые мы видим, о чём просят жители, улица за улицей, и можем показать им, что сделано. Пожилые жители пользуются платформой так же легко, как молодые.",
        uz: "Ilk bor aholi nimani soʻrayotganini koʻchama-koʻcha koʻrib turibmiz va nima qilinganini ularga koʻrsata olamiz. Keksa aholi ham platformadan yoshlar kabi oson foydalanadi.",
      },
      person: { en: "Rustam Nazarov", ru: "Рустам Назаров", uz: "Rustam Nazarov" },
      role: {
        en: "Head of a regional mahalla support department",
        ru: "Руководитель областного отдела поддержки махаллей",
        uz: "Viloyat mahallalarni qoʻllab-quvvatlash boʻlimi boshligʻi",
      },
      organisation: { en: "", ru: "", uz: "" },
      photo: "",
      caseStudy: "neighborhood",
      sectors: ["government"],
      services: ["webdev", "mobileapps"],
    },
  },
];
