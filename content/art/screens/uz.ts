import type { CaseScreensCopy } from "../../types.ts";

/** The words inside the case studies' drawn product screens (tools/art/case-screens.ts). */
const screens: CaseScreensCopy = {
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
};

export default screens;
