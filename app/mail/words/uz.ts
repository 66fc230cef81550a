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
  replyTemplates: {
    greeting: "Assalomu alaykum, {name}!",
    signature: "Hurmat bilan,\nLojuvard kadrlar boʻlimi",
    steps: {
      review:
        "Arizangiz uchun rahmat. Uni lavozim talablari bilan solishtirmoqdamiz va besh ish kuni ichida sizga yozamiz.",
      screening:
        "Sabringiz uchun rahmat. Sizni rekruter bilan 30 daqiqalik qoʻngʻiroqqa taklif qilamiz. Iltimos, shu hafta uchun sizga qulay ikki-uch vaqtni taklif qiling.",
      assessment:
        "Suhbat uchun rahmat. Keyingi bosqich — haqiqiy ishga yaqin test topshirigʻi. Topshiriqni va uni muhokama qilish vaqtini yuboramiz.",
      interview:
        "Test topshirigʻini bajarganingiz uchun rahmat. Sizni jamoa rahbari va katta muhandis bilan batafsil suhbatga taklif qilamiz. Iltimos, qulay vaqtni yozing.",
      collaboration:
        "Suhbat uchun rahmat. Siz qoʻshiladigan jamoa bilan bir necha soat birga ishlashni taklif qilamiz. Iltimos, qulay kunni yozing.",
      decision:
        "Bizga ajratgan vaqtingiz uchun rahmat. Rahbar va kadrlar boʻlimi qaror qabul qiladi va uch ish kuni ichida sizga qoʻngʻiroq qiladi.",
      onboarding:
        "Lojuvardga xush kelibsiz! Birinchi kuningizda texnika, hisoblar va ustozingiz tayyor boʻladi. Birinchi haftaning tafsilotlarini tez orada yuboramiz.",
      rejected:
        "Lojuvardga qiziqishingiz va vaqtingiz uchun rahmat. Nomzodingizni diqqat bilan koʻrib chiqdik, biroq, afsuski, bu vakansiya boʻyicha sizni keyingi bosqichga taklif qila olmaymiz. Mos vakansiya ochilganda yana ariza topshirsangiz, xursand boʻlamiz.",
      withdrawn:
        "Xabar berganingiz uchun rahmat. Arizangizni yopdik; istalgan vaqtda qayta ariza topshirishingiz mumkin.",
    },
  },
  requestReplyTemplates: {
    greeting: "Assalomu alaykum, {name}!",
    signature: "Hurmat bilan,\nLojuvard savdo boʻlimi",
    kinds: {
      call: "Narx soʻrovingiz uchun rahmat. Maqsadlaringiz, cheklovlar va muddatlarni tushunish uchun 30–45 daqiqalik qoʻngʻiroq qilishni taklif qilamiz. Iltimos, shu hafta uchun sizga qulay ikki-uch vaqtni taklif qiling va qaysi raqamga qoʻngʻiroq qilishimiz qulayligini yozing.",
      details:
        "Narx soʻrovingiz uchun rahmat. Ishni aniq baholash uchun biroz batafsilroq aytib bering: tizimdan necha kishi foydalanadi, u qaysi tizimlar bilan ishlashi kerak va qaysi muddatga kerak? Hujjat va namunalarni javobingizga ilova qilishingiz mumkin.",
      estimate:
        "Suhbat uchun rahmat. Ish hajmi, jamoa va byudjet boʻyicha bahoni tayyorladik va uni siz bilan muhokama qilmoqchimiz. Iltimos, 30 daqiqalik uchrashuv uchun qulay vaqtni yozing.",
      decline:
        "Lojuvardga murojaat qilganingiz uchun rahmat. Soʻrovingizni diqqat bilan koʻrib chiqdik va hozir bu loyihani u munosib boʻlgan darajada bajara olmaymiz, deb hisoblaymiz. Keyingi loyihangiz haqida eshitishdan xursand boʻlamiz.",
    },
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
