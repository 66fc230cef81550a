import type { AccessibilityContent } from "../../types.ts";

const accessibility: AccessibilityContent = {
  meta: {
    title: "Foydalanish imkoniyati haqida bayonot",
    description:
      "Lojuvard sayti oʻzbek, rus va ingliz tillarida qanchalik qulay: WCAG 2.2 AA maqsadi, qanday tekshirishimiz, maʼlum cheklovlar va toʻsiq haqida xabar berish.",
  },
  title: "Foydalanish imkoniyati haqida bayonot",
  lead: "Lojuvard saytidan har kim — qaysi qurilma, sozlama yoki yordamchi texnologiyadan foydalanishidan qatʼi nazar — bemalol foydalana olishini istaymiz. Ushbu bayonotda sayt qanchalik qulayligi, qayerda hali kamchiliklar borligi va toʻsiq haqida bizga qanday xabar berish mumkinligi tushuntiriladi.",
  updatedLabel: "Soʻnggi koʻrib chiqilgan sana",
  sections: [
    {
      title: "Bizning majburiyatimiz",
      paragraphs: [
        "Ushbu bayonot Lojuvard saytining uchala tildagi — oʻzbek, rus va ingliz tillaridagi talqiniga tegishli. U saytning barcha sahifalarini, jumladan xizmatlar, sohalar, keyslar, karyera va blog sahifalarini hamda ulardagi shakllarni qamrab oladi.",
        "Maqsadimiz — veb-kontentdan foydalanish imkoniyati boʻyicha xalqaro standart, WCAG 2.2 tavsiyalarining AA darajasiga erishish. Mijozlarimiz uchun dasturiy taʼminot yaratishda boʻlgani kabi, foydalanish qulayligini oxirida tekshirib qoʻymay, dizayn va ishlab chiqishning ilk bosqichidanoq hisobga olamiz.",
        "Hozircha sayt bu standartga qisman mos keladi. Hali toʻliq mos kelmaydigan qismlar va ular boʻyicha nima qilayotganimiz quyida, «Maʼlum cheklovlar» boʻlimida keltirilgan.",
      ],
    },
    {
      title: "Saytda nimalar qila olasiz",
      paragraphs: ["Saytdan oʻzingizga qulay usulda foydalana olishingiz kerak. Xususan, siz:"],
      bullets: [
        "Sahifani 400 foizgacha kattalashtirishingiz mumkin: matn ekran chetidan chiqib ketmaydi, hech qanday mazmun yoki funksiya yoʻqolmaydi.",
        "Butun saytni faqat klaviatura yordamida boshqarishingiz mumkin: har bir sahifa boshidagi «Asosiy mazmunga oʻtish» havolasi sizni toʻgʻridan toʻgʻri asosiy qismga olib boradi, yaqqol koʻrinadigan fokus esa qayerda turganingizni koʻrsatib turadi.",
        "Ekran oʻqish dasturlaridan, jumladan NVDA, JAWS, VoiceOver va TalkBackʼdan foydalanishingiz mumkin: sahifalarda sarlavhalar mantiqiy tuzilgan, asosiy hududlar belgilangan, havolalar matni tushunarli, maʼlumot beruvchi rasmlarning esa matnli tavsifi bor.",
        "Telefonda sahifalarni qulay oʻqishingiz mumkin: mazmun ekran kengligiga moslashadi, faqat bir yoʻnalishda aylantirasiz, yon tomonga surish shart emas.",
        "Operatsion tizimingizda harakatni kamaytirish sozlamasini yoqib, animatsiya va harakatlanuvchi effektlarni oʻchirishingiz mumkin: sayt bu sozlamaga avtomatik amal qiladi.",
        "Har qanday shaklni toʻldirishingiz mumkin: har bir maydonning koʻrinadigan nomi bor, majburiy maydonlar belgilangan, xato haqidagi xabarlar nimani tuzatish kerakligini tushuntiradi, ekran oʻqish dasturlari esa ularni ovoz chiqarib oʻqiydi.",
        "Saytni oʻzbek, rus yoki ingliz tilida oʻqishingiz mumkin: har bir sahifada uning tili koʻrsatilgan, shu bois ekran oʻqish dasturlari va boshqa yordamchi texnologiyalar matnni toʻgʻri talaffuz qiladi.",
      ],
    },
    {
      title: "Qanday tekshiramiz",
      paragraphs: [
        "Saytni har bir yangilanish chiqarilishidan oldin tekshiramiz, ushbu bayonotni esa kamida yiliga bir marta va saytga har bir jiddiy oʻzgartirish kiritilgandan keyin koʻrib chiqamiz. Avtomatik tekshiruvlarni qoʻlda tekshirish bilan birga olib boramiz, chunki vositalar odamlar duch keladigan muammolarning faqat bir qismini aniqlay oladi.",
      ],
      bullets: [
        "Har bir sahifani har bir tilda axe-core yordamida avtomatik tekshirish, jumladan interaktiv holatlarda: ochiq dialog oynalari va menyular, cookie-fayllar haqidagi bildirishnoma, xato xabarlari koʻrsatilgan shakllar.",
        "Har bir sahifa va interaktiv elementni faqat klaviatura bilan tekshirish: fokusning oʻtish tartibi, fokusning koʻrinishi, klaviatura tuzoqlari yoʻqligi, dialog oynasi yopilganda fokusning joyiga qaytishi.",
        "Asosiy sahifalar va foydalanish ssenariylarini ekran oʻqish dasturlari bilan tanlab tekshirish: Windowsʼda NVDA va JAWS, macOS va iOSʼda VoiceOver, Androidʼda TalkBack.",
        "Asosiy matn uchun kamida 4,5:1, yirik matn va interfeys elementlari — tugmalar, shakl maydonlari, fokus koʻrsatkichlari uchun kamida 3:1 rang kontrasti.",
      ],
    },
    {
      title: "Maʼlum cheklovlar",
      paragraphs: [
        "Saytning ayrim qismlari hali toʻliq qulay emasligini bilamiz. Nimani kutish mumkinligi va xuddi shu maʼlumotni boshqa yoʻl bilan qanday olish mumkinligini bilishingiz uchun ularni shu yerda sanab oʻtamiz.",
      ],
      bullets: [
        "Uchinchi tomon saytlari. Biz LinkedIn, Instagram, Telegram va YouTube kabi ijtimoiy tarmoqlardagi sahifalarimizga havola beramiz. Bu saytlarni boshqa kompaniyalar yuritadi, ulardan foydalanish qulayligi bizning nazoratimizdan tashqarida.",
        "Kompaniya portfoliosi (PDF). «Kompaniya haqida» sahifasidan yuklab olinadigan portfolio dizayn asosida tayyorlangan hujjat boʻlib, ekran oʻqish dasturlari uchun toʻliq belgilanmagan boʻlishi mumkin: sarlavhalar, oʻqish tartibi va jadvallar notoʻgʻri oʻqib berilishi ehtimoli bor. Xuddi shu maʼlumot qulay veb-sahifalar koʻrinishida «Kompaniya haqida», «Xizmatlar» va «Keyslar» sahifalarida mavjud, soʻrovingizga binoan esa uni boshqa formatda yuboramiz.",
        "Blogdagi eski maqolalar muqovalari. Eski maqolalar muqovasidagi rasmlar bezak vazifasini bajaradi. Ularning qisqa matnli tavsifi rasmni batafsil tasvirlamaydi, balki maqola mavzusini nomlaydi; ularda maqolaning oʻzida boʻlmagan maʼlumot yoʻq.",
      ],
    },
    {
      title: "Fikr-mulohaza va aloqa",
      paragraphs: [
        "Agar saytda toʻsiqqa duch kelsangiz yoki undagi maʼlumot sizga boshqa formatda kerak boʻlsa, bizga xabar bering. Ushbu bayonot ostida koʻrsatilgan manzilga yozing.",
        "Muammoni tezroq bartaraf etishimiz uchun sahifa manzilini, nima qilmoqchi boʻlganingizni va nima notoʻgʻri ishlaganini, imkon boʻlsa, qaysi qurilma, brauzer va yordamchi texnologiyadan foydalanganingizni ham koʻrsating.",
        "Besh ish kuni ichida javob beramiz. Agar maʼlumot sizga boshqa formatda — oddiy matn, qulay hujjat yoki yirik shrift koʻrinishida kerak boʻlsa, uni taqdim etamiz.",
      ],
    },
    {
      title: "Shikoyatlarni qanday koʻrib chiqamiz",
      paragraphs: [
        "Har bir murojaatni koʻrib chiqamiz. Muammo tasdiqlansa, uni bartaraf etamiz va nimani oʻzgartirganimizni sizga maʼlum qilamiz. Agar tuzatish uchun koʻproq vaqt kerak boʻlsa, muddatini aytamiz va shu vaqtgacha kerakli maʼlumotni boshqa formatda taqdim etamiz.",
        "Agar murojaatingiz koʻrib chiqilishidan qoniqmasangiz, javobimizga javob yozing — uni sayt uchun masʼul jamoa rahbari qayta koʻrib chiqadi.",
        "Agar Buyuk Britaniyada boʻlsangiz va javobimizdan qoniqmasangiz, maslahat olish uchun Tenglik boʻyicha maslahat va yordam xizmatiga (EASS) murojaat qilishingiz mumkin.",
      ],
    },
  ],
};

export default accessibility;
