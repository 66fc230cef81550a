import type { PeopleContent } from "../../types.ts";

const people: PeopleContent = {
  meta: {
    title: "Jamoa",
    description:
      "Lojuvard jamoasi bilan tanishing: 2005-yildan beri banklar, davlat va biznes uchun dasturiy taʼminot yaratayotgan rahbariyat, muhandislar va dizaynerlar.",
  },
  title: "Bizning jamoa",
  lead: "Lojuvard — bu Toshkent, Buxoro, London, Nyu-York, Dubay va Pnompendagi muhandislar, dizaynerlar, tahlilchilar va menejerlar. Mijozlar aynan ular tufayli bizga qayta murojaat qiladi.",
  leadership: {
    title: "Rahbariyat",
    lead: "Kompaniya rivoji, muhandislik standartlarimiz va topshirilgan har bir loyiha uchun masʼul insonlar.",
    portraitAlt: "{name}ning chizma portreti",
    photoAlt: "{name} surati",
  },
  team: {
    title: "Jamoa",
    lead: "Loyihangiz ustida siz bilan birga ishlaydigan muhandislar, dizaynerlar, tahlilchilar va menejerlarning bir qismi.",
  },
  culture: {
    title: "Qanday ishlaymiz",
    lead: "Mijoz startap boʻladimi yoki vazirlik, barcha ofis va loyihalarimiz uchun umumiy boʻlgan oltita tamoyil.",
    values: [
      {
        title: "Boshidan oxirigacha masʼuliyat",
        text: "Har bir vazifaning bitta masʼul ijrochisi bor va u vazifani ishga tushirishgacha yetkazadi. Biror narsa notoʻgʻri ketsa, bu haqda darhol aytamiz va tuzatish rejasini taklif qilamiz.",
      },
      {
        title: "Sifat jarayonga singdirilgan",
        text: "Kodni tekshirish, avtomatik testlar va reliz nazorat roʻyxatlari oxiridagi alohida bosqich emas, balki ishning bir qismi. Sifat menejmenti tizimimiz buni odatga aylantiradi.",
      },
      {
        title: "Sodda va halol muloqot",
        text: "Aniq yozamiz, ochiq baholaymiz va murosali yechimlarni mijoz qaror qabul qila oladigan tarzda tushuntiramiz. Muammoni yashiradigan murakkab atamalar ishlatmaymiz.",
      },
      {
        title: "Foydalanuvchilarimizga hurmat",
        text: "Har bir platforma ortida fuqarolar, ota-onalar, qarz oluvchilar va xodimlar turadi. Biz ular uchun loyihalaymiz, ular bilan birga sinovdan oʻtkazamiz va ularning hayoti va ishida nima oʻzgarganini oʻlchaymiz.",
      },
      {
        title: "Har hafta oʻrganamiz",
        text: "Muhandislar haftalik maʼruzalarda va kodni tekshirish jarayonida tajriba almashadi. Kichik mutaxassislar ustozlar yordamida oʻsadi, kattalari esa boshqalarni oʻrgatib rivojlanadi.",
      },
      {
        title: "Olti shaharda yagona jamoa",
        text: "Toshkent, Buxoro, London, Nyu-York, Dubay va Pnompen yagona jamoa boʻlib ishlaydi: umumiy standartlar, umumiy vositalar va umumiy yutuqlar.",
      },
    ],
  },
  life: {
    title: "Lojuvardda hayot",
    items: [
      {
        title: "Birinchi kundan ustoz",
        text: "Har bir yangi xodimga ustoz biriktiriladi va aniq moslashuv rejasi beriladi; dastlabki haftalardayoq u real loyiha ishlarida qatnashadi.",
      },
      {
        title: "Bilim almashish",
        text: "Haftalik muhandislik maʼruzalari, frontend, backend, mobil dasturchilar va testlovchilarning ichki hamjamiyatlari hamda jamoalar oʻz loyihalarini taqdim etadigan yillik ichki konferensiya.",
      },
      {
        title: "Ofislararo hamkorlik",
        text: "Toshkent va Buxorodagi muhandislar London, Nyu-York, Dubay va Pnompendagi hamkasblar bilan birga loyihalarda ishlaydi, ish talab qilganda mijozlar bilan uchrashish uchun safarga chiqadi.",
      },
      {
        title: "Koddan tashqaridagi hayot",
        text: "Navroʻz bayrami, korporativ futbol ligasi, oilaviy kunlar va maktab oʻquvchilari uchun koʻngilli dasturlash darslari bizni ishdan tashqarida ham jamoa qilib turadi.",
      },
    ],
  },
  cta: {
    title: "Biz bilan ishlang",
    text: "Mahsulotingiz uchun jamoa yoki dasturlash sohasida yangi lavozim izlayapsizmi? Loyihangiz haqida aytib bering yoki ofislarimizdagi ochiq vakansiyalar bilan tanishing.",
    button: "Narxni bilish",
    link: "Ochiq vakansiyalar",
  },
};

export default people;
