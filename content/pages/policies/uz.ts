import type { PoliciesModule } from "../../types.ts";

const policies: PoliciesModule = {
  privacy: {
    meta: {
      title: "Maxfiylik siyosati",
      description:
        "Lojuvard sayt, shakllar va axborot byulleteni orqali shaxsga doir maʼlumotlarni qanday yigʻadi, saqlaydi va himoya qiladi, qonun va GDPR bergan huquqlaringiz.",
    },
    title: "Maxfiylik siyosati",
    effectiveLabel: "Kuchga kirish sanasi",
    updatedLabel: "Soʻnggi yangilanish",
    sections: [
      {
        title: "Umumiy qoidalar",
        paragraphs: [
          "Ushbu maxfiylik siyosati bosh ofisi Toshkentda (Oʻzbekiston) joylashgan dasturiy taʼminot ishlab chiquvchi «Lojuvard Systems» MChJ (keyingi oʻrinlarda — Lojuvard, «biz») saytimizga tashrif buyurganingizda, murojaat yoki narx soʻrovini yuborganingizda, vakansiyaga ariza topshirganingizda yoki axborot byulleteniga obuna boʻlganingizda shaxsga doir maʼlumotlaringizni qanday yigʻishi, ishlatishi, saqlashi va himoya qilishini tushuntiradi.",
          "Biz shaxsga doir maʼlumotlarni Oʻzbekiston Respublikasining 2019-yil 2-iyuldagi OʻRQ-547-son «Shaxsga doir maʼlumotlar toʻgʻrisida»gi Qonuniga muvofiq qayta ishlaymiz. Buyuk Britaniya va Yevropa Ittifoqidan tashrif buyuruvchilarga nisbatan Yevropa Ittifoqining Maʼlumotlarni himoya qilish boʻyicha umumiy reglamenti (GDPR) va uning Buyuk Britaniya tahriri (UK GDPR) ham qoʻllaniladi. Shaxsga doir maʼlumotlaringiz uchun «Lojuvard Systems» MChJ javobgar: «Shaxsga doir maʼlumotlar toʻgʻrisida»gi Qonunga koʻra u ushbu maʼlumotlarning mulkdori va operatori, GDPR boʻyicha esa nazoratchisi hisoblanadi.",
          "Shakllarimizdagi rozilik belgisini qoʻyish orqali siz shaxsga doir maʼlumotlaringiz ushbu siyosatda bayon etilgan tartibda qayta ishlanishiga rozilik bildirasiz. Siyosat biz havola beradigan boshqa saytlarga, masalan, ijtimoiy tarmoqlarga tatbiq etilmaydi: ularda oʻz qoidalari amal qiladi. Saytimiz kompaniyalar, davlat tashkilotlari va ish izlovchilar uchun moʻljallangan, 16 yoshga toʻlmagan bolalarga qaratilmagan; biz ularning shaxsga doir maʼlumotlarini ataylab yigʻmaymiz.",
        ],
      },
      {
        title: "Biz yigʻadigan maʼlumotlar",
        paragraphs: [
          "Biz ikki turdagi maʼlumotni yigʻamiz: shakllarda oʻzingiz koʻrsatgan maʼlumotlar va har qanday veb-sahifa ochilganda brauzeringiz avtomatik ravishda yuboradigan texnik maʼlumotlar. Biz faqat sizga javob berish, arizangizni koʻrib chiqish yoki siz obuna boʻlgan axborot byulletenini yuborish uchun zarur boʻlgan maʼlumotlarni yigʻamiz.",
          "Biz shaxsga doir maʼlumotlarning maxsus toifalarini — sogʻligʻingiz, diniy yoki siyosiy qarashlaringiz haqidagi maʼlumotlarni, shuningdek, biometrik maʼlumotlarni soʻramaymiz. Iltimos, ularni xabarlar, ilova qilingan fayllar va rezyumeda koʻrsatmang.",
          "Texnik maʼlumotlar serverimiz jurnallarida va, agar siz tahliliy cookie-fayllarga ruxsat bergan boʻlsangiz, veb-tahlil xizmatida qayd etiladi. Biz ulardan umumlashtirilgan holda foydalanamiz va shaxsingizni aniqlash maqsadida shakllardagi maʼlumotlar bilan solishtirmaymiz.",
        ],
        bullets: [
          "Shakllardagi aloqa maʼlumotlari: toʻliq ismingiz, kompaniyangiz nomi, elektron pochta manzilingiz va telefon raqamingiz.",
          "Murojaat mazmuni: siz yozgan xabar va unga ilova qilingan fayllar.",
          "Vakansiyaga arizalar: rezyumengiz, qoʻshimcha xatingiz va ulardagi maʼlumotlar.",
          "Axborot byulleteniga obuna: obuna boʻlishda koʻrsatgan elektron pochta manzilingiz.",
          "Avtomatik yigʻiladigan maʼlumotlar: IP-manzilingiz, brauzeringiz turi va versiyasi, operatsion tizimingiz, siz ochgan sahifalar, tashrif sanasi va vaqti.",
          "Shaklni yuborganingizda: u yuborilgan sahifa, tashrifingizning birinchi sahifasi, bizga qaysi saytdan oʻtganingiz va havoladagi kampaniya belgilari (utm_source va shunga oʻxshashlar). Shakl yuborilguncha yoki varaq yopilguncha ular cookie-faylda emas, faqat shu brauzer varagʻida saqlanadi va bizni qanday topishlarini tushunish uchun murojaatingiz bilan birga saqlanadi.",
        ],
      },
      {
        title: "Maʼlumotlardan qanday foydalanamiz",
        paragraphs: [
          "Biz shaxsga doir maʼlumotlardan faqat quyida sanab oʻtilgan maqsadlarda foydalanamiz. Biz ularni sotmaymiz va ular asosida siz uchun huquqiy yoki boshqa jiddiy oqibatlarga olib keladigan avtomatlashtirilgan qarorlar qabul qilmaymiz.",
          "Qayta ishlash asoslari: shakldagi belgini qoʻyish orqali bildiradigan roziligingiz; shartnoma tuzilishidan oldin siz soʻragan harakatlar; saytni yuritish, himoya qilish va takomillashtirishdagi qonuniy manfaatimiz; qonunda belgilangan majburiyatlarning bajarilishi.",
          "Biz shaxsga doir maʼlumotlarni qayta ishlash maqsadlari talab qiladigan muddatdan ortiq saqlamaymiz. Murojaatlar va ular bilan bogʻliq yozishmalar, agar shartnoma tuzilishiga olib kelmagan boʻlsa, oxirgi aloqadan keyin uch yilgacha; vakansiyaga arizalar, agar rezyumeni kelgusidagi vakansiyalar uchun uzoqroq saqlashimizga rozilik bermagan boʻlsangiz, bir yilgacha; obunachilar maʼlumotlari obunadan voz kechguningizcha; server jurnallari oʻn ikki oygacha saqlanadi. Shartnomalar va buxgalteriya hujjatlari qonunda belgilangan muddatlarda saqlanadi. Muddat tugagach, maʼlumotlar oʻchiriladi yoki shaxssizlashtiriladi.",
        ],
        bullets: [
          "Murojaatlaringizga javob berish, narx hisob-kitoblari va tijoriy takliflar tayyorlash, uchrashuvlar belgilash.",
          "Mijozlar bilan shartnomalar tuzish va ularni bajarish.",
          "Vakansiyalarga arizalarni koʻrib chiqish va nomzodlar bilan bogʻlanish.",
          "Axborot byulletenini va, agar rozilik bergan boʻlsangiz, xizmatlarimiz va tadbirlarimiz haqidagi yangiliklarni yuborish.",
          "Sayt xavfsizligini taʼminlash, suiisteʼmolliklarning oldini olish va texnik nosozliklarni bartaraf etish.",
          "Saytdan qanday foydalanilayotganini tushunish, uning mazmuni va navigatsiyasini yaxshilash.",
          "Qonunchilik, jumladan, soliq va buxgalteriya hisobi talablarini bajarish.",
        ],
      },
      {
        title: "Cookie-fayllar",
        paragraphs: [
          "Saytimiz tanlagan tilingizni va cookie-fayllar boʻyicha qaroringizni eslab qolish, shakllar ishlashini taʼminlash hamda — faqat roziligingiz bilan — sayt tashriflarini oʻlchash va yaxshilanishlarni sinab koʻrish uchun cookie-fayllar va shunga oʻxshash texnologiyalardan, masalan, brauzerning lokal xotirasidan foydalanadi.",
          "Tahliliy cookie-fayllar va A/B testlar uchun cookie-fayllar faqat siz cookie-fayllar haqidagi bildirishnomada ularga rozilik berganingizdan keyin oʻrnatiladi. Ularni istalgan vaqtda brauzer sozlamalarida taqiqlashingiz yoki oʻchirishingiz mumkin.",
          "Cookie-fayllar siyosatida biz foydalanadigan barcha cookie-fayllar, ularning vazifasi va saqlanish muddati keltirilgan, shuningdek, ularni keng tarqalgan brauzerlarda qanday oʻchirib qoʻyish tushuntirilgan.",
        ],
      },
      {
        title: "Maʼlumotlarni uchinchi shaxslarga oshkor qilish",
        paragraphs: [
          "Biz shaxsga doir maʼlumotlaringizni sotmaymiz, ijaraga bermaymiz va boshqa maʼlumotlarga almashtirmaymiz. Ularni uchinchi shaxslarga faqat quyida sanab oʻtilgan hollarda va faqat zarur hajmda beramiz.",
          "Sayt orqali yigʻilgan Oʻzbekiston Respublikasi fuqarolarining shaxsga doir maʼlumotlari «Shaxsga doir maʼlumotlar toʻgʻrisida»gi Qonunning 27¹-moddasi talabiga muvofiq Oʻzbekiston hududida joylashgan serverlarda saqlanadi va qayta ishlanadi. Maʼlumotlarni boshqa davlatlarga, masalan, soʻrovingiz bilan shugʻullanayotgan xorijiy ofisimizdagi hamkasbga faqat qabul qiluvchi davlat shaxsga doir maʼlumotlarning tegishli himoyasini taʼminlasa yoki siz bunga rozilik bergan boʻlsangiz, uzatamiz. Buyuk Britaniya va Yevropa Ittifoqidan tashrif buyuruvchilarning maʼlumotlari ushbu hududlardan tashqariga faqat GDPR tan olgan kafolatlar, masalan, standart shartnoma shartlari asosida uzatiladi.",
        ],
        bullets: [
          "Roziligingiz bilan: masalan, rezyumengizni xorijiy ofislarimizdan biriga yuborishni yoki sizni hamkor bilan tanishtirishni soʻraganingizda.",
          "Qonun talablarini bajarish uchun: sud, huquqni muhofaza qilish organi yoki boshqa vakolatli davlat organi buni qonunda belgilangan tartibda talab qilganda.",
          "Huquqlarni himoya qilish uchun: Lojuvard, mijozlarimiz, xodimlarimiz yoki tashrif buyuruvchilarning huquqlari, mol-mulki yoki xavfsizligini himoya qilish, jumladan, firibgarlikning oldini olish va xavfsizlik hodisalariga chora koʻrish zarur boʻlganda.",
          "Biz nomimizdan maʼlumotlarni qayta ishlaydigan xizmat koʻrsatuvchilarga: xosting, elektron pochta yetkazib berish va veb-tahlil xizmatlariga. Ular yozma shartnomalar asosida faqat bizning koʻrsatmalarimiz boʻyicha ishlaydi, maʼlumotlardan oʻz maqsadlarida foydalanishga haqli emas va ularning maxfiyligi hamda xavfsizligini taʼminlashi shart.",
        ],
      },
      {
        title: "Tanlovingiz va huquqlaringiz",
        paragraphs: [
          "Axborot byulleteni va boshqa reklama xatlaridan istalgan vaqtda voz kechishingiz mumkin: buning uchun har bir shunday xat oxiridagi obunani bekor qilish havolasini bosing. Biz xat yuborishni tezda toʻxtatamiz, ammo siz yuborgan soʻrov yuzasidan sizga yozishimiz mumkin.",
          "Shaxsga doir maʼlumotlaringiz bilan tanishish, ularni yangilash yoki oʻchirish yoxud roziligingizni qaytarib olish uchun «Aloqa» boʻlimida koʻrsatilgan tarzda biz bilan bogʻlaning. Roziligingizni qaytarib olish undan oldin amalga oshirilgan qayta ishlashga taʼsir qilmaydi. «Shaxsga doir maʼlumotlar toʻgʻrisida»gi Qonunga koʻra siz maʼlumotlaringiz qayta ishlanayotgan-ishlanmayotganini va qanday qayta ishlanayotganini bilish, ularni aniqlashtirish, blokirovka qilish yoki yoʻq qilishni talab qilish, shuningdek, roziligingizni qaytarib olish huquqiga egasiz.",
          "Agar siz Buyuk Britaniya yoki Yevropa Ittifoqida boʻlsangiz, GDPR sizga quyida sanab oʻtilgan huquqlarni beradi. Shuningdek, maʼlumotlarni himoya qilish boʻyicha nazorat organiga shikoyat qilishingiz mumkin; Buyuk Britaniyada bu Axborot komissari boshqarmasi (ICO).",
          "Soʻrovlarga 30 kun ichida javob beramiz. Soʻrovni bajarishdan oldin maʼlumotlaringiz begona shaxs qoʻliga tushmasligi uchun shaxsingizni tasdiqlashni soʻrashimiz mumkin.",
        ],
        bullets: [
          "Tanishish huquqi: maʼlumotlaringiz qayta ishlanayotganini tasdiqlovchi javob va ularning nusxasini olish.",
          "Tuzatish huquqi: notoʻgʻri yoki toʻliq boʻlmagan maʼlumotlarni tuzattirish.",
          "Oʻchirish huquqi: saqlash uchun asos qolmagan maʼlumotlarni oʻchirishni talab qilish.",
          "Qayta ishlashni cheklash huquqi: maʼlumotlaringiz bilan bogʻliq masala koʻrib chiqilayotgan vaqtda qayta ishlashni toʻxtatib turish.",
          "Maʼlumotlarni koʻchirish huquqi: bizga taqdim etgan maʼlumotlaringizni tuzilmalangan, kompyuter oʻqiy oladigan formatda olish.",
          "Eʼtiroz bildirish huquqi: qonuniy manfaatlarimizga asoslangan qayta ishlashga va istalgan vaqtda toʻgʻridan-toʻgʻri marketingga qarshi.",
          "Roziligingizni istalgan vaqtda qaytarib olish huquqi; bu avval amalga oshirilgan qayta ishlashga taʼsir qilmaydi.",
        ],
      },
      {
        title: "Xavfsizlik",
        paragraphs: [
          "Biz shaxsga doir maʼlumotlarni xavflarga mutanosib texnik va tashkiliy choralar bilan himoya qilamiz: HTTPS orqali shifrlangan ulanishlar, faqat zarur xodimlarga beriladigan kirish huquqi, rollar boʻyicha ruxsatlar, shifrlangan zaxira nusxalar, shaxsga doir maʼlumotlar saqlanadigan tizimlarga kirishni jurnalda qayd etish va muntazam xavfsizlik yangilanishlari.",
          "Shaxsga doir maʼlumotlar bilan ishlaydigan xodimlar maxfiylik majburiyatlarini olgan va maʼlumotlar bilan ishlash tartiblarimiz boʻyicha oʻqitilgan; bu tartiblar ISO 9001 boʻyicha sertifikatlangan sifat menejmenti tizimimizning bir qismidir. Xizmat koʻrsatuvchilardan ham teng darajadagi himoya choralarini talab qilamiz.",
          "Internet orqali maʼlumot uzatish yoki ularni elektron saqlashning birorta usuli mutlaq himoyani kafolatlamaydi. Agar huquqlaringizga taʼsir qilishi mumkin boʻlgan shaxsga doir maʼlumotlar sizib chiqishi yuz bersa, qonunda belgilangan tartibda sizni va vakolatli organlarni xabardor qilamiz.",
        ],
      },
      {
        title: "Siyosatdagi oʻzgarishlar",
        paragraphs: [
          "Xizmatlarimiz, saytimiz yoki amaldagi qonunchilik oʻzgarganda ushbu siyosatni yangilashimiz mumkin. Soʻnggi yangilanish sanasi sahifa boshida koʻrsatilgan.",
          "Muhim oʻzgarishlar, masalan, qayta ishlashning yangi maqsadlari yoki oluvchilarning yangi toifalari haqida ular kuchga kirishidan oldin saytda eʼlon qilamiz, bizga elektron pochta manzilingizni qoldirgan boʻlsangiz, xat orqali ham xabar beramiz. Qonun talab qilsa, roziligingizni qayta soʻraymiz.",
          "Ushbu siyosatni vaqti-vaqti bilan qayta koʻrib chiqishingizni tavsiya qilamiz.",
        ],
      },
      {
        title: "Aloqa",
        paragraphs: [
          "Ushbu siyosat boʻyicha savollaringiz boʻlsa yoki huquqlaringizdan foydalanmoqchi boʻlsangiz, maʼlumotlarni himoya qilish boʻyicha mutaxassislarimizga quyida koʻrsatilgan elektron pochta manziliga yozing. Iltimos, soʻrovingiz mazmunini bayon qiling va siz bilan qanday bogʻlanish mumkinligini koʻrsating.",
          "Agar javobimiz sizni qoniqtirmasa, Oʻzbekiston Respublikasining shaxsga doir maʼlumotlarni himoya qilish boʻyicha vakolatli davlat organiga, Buyuk Britaniya yoki Yevropa Ittifoqida boʻlsangiz esa maʼlumotlarni himoya qilish boʻyicha nazorat organiga murojaat qilishingiz mumkin.",
        ],
      },
    ],
  },
  cookies: {
    meta: {
      title: "Cookie-fayllar siyosati",
      description:
        "Lojuvard sayti qaysi cookie-fayllarni nima uchun va qancha muddatga oʻrnatadi, veb-tahlil va A/B testlar qachon qoʻllanadi, ularni qanday oʻchirish mumkin.",
    },
    title: "Cookie-fayllar siyosati",
    updatedLabel: "Soʻnggi yangilanish",
    sections: [
      {
        title: "Cookie-fayllar nima",
        paragraphs: [
          "Cookie-fayllar — sayt tashrif vaqtida brauzeringizda saqlaydigan kichik matnli fayllar. Keyingi tashrifingizda brauzer ularni saytga qaytaradi, shu tufayli sayt qurilmangizni taniydi va sozlamalaringizni eslab qoladi.",
          "Siz tashrif buyurgan saytning oʻzi oʻrnatadigan cookie-fayllar birinchi tomon cookie-fayllari, boshqa xizmatlar, masalan, veb-tahlil tizimi oʻrnatadiganlari esa uchinchi tomon cookie-fayllari deyiladi. Seans cookie-fayllari brauzer yopilganda oʻchiriladi, doimiy cookie-fayllar esa har biri uchun belgilangan muddat davomida yoki siz ularni oʻchirmaguningizcha saqlanadi.",
          "Sayt kichik hajmdagi maʼlumotlarni brauzerning lokal xotirasida yoki bitta brauzer varagʻining seans xotirasida ham saqlashi mumkin; seans xotirasi varaq yopilganda tozalanadi. Ikkalasi ham cookie-faylga oʻxshab ishlaydi, biroq ularning tarkibi har bir soʻrov bilan serverga yuborilmaydi. Ushbu siyosatda «cookie-fayllar» deganda ikkalasi ham nazarda tutiladi.",
        ],
      },
      {
        title: "Cookie-fayllardan qanday foydalanamiz",
        paragraphs: [
          "Biz cookie-fayllardan sayt ishlashi, tanlovlaringizni eslab qolish va — faqat roziligingiz bilan — tashrif buyuruvchilar saytdan qanday foydalanishini tushunish hamda yaxshilanishlarni sinab koʻrish uchun foydalanamiz.",
          "Zarur cookie-fayllar sayt va uning shakllari ishlashi uchun kerak va qonun ruxsat berganidek, roziliksiz oʻrnatiladi. Tahliliy cookie-fayllar va A/B testlar uchun cookie-fayllar majburiy emas: ular birinchi tashrifingizda paydo boʻladigan cookie-fayllar haqidagi bildirishnomada rozilik tugmasini bosganingizdan keyingina oʻrnatiladi.",
          "Biz cookie-fayllardan reklama uchun foydalanmaymiz va ular yordamida yigʻilgan maʼlumotlarni sotmaymiz. Shaxsga doir maʼlumotlar bilan qanday ishlashimiz Maxfiylik siyosatida bayon etilgan.",
        ],
      },
      {
        title: "Biz oʻrnatadigan cookie-fayllar",
        paragraphs: [
          "Biz oʻzimizning oz sonli cookie-fayllarimizni oʻrnatamiz. Ularning nomlari, vazifasi va saqlanish muddatlari quyidagi jadvalda keltirilgan.",
        ],
        bullets: [
          "Axborot byulleteni cookie-fayllari: sayt pastki qismidagi shakl orqali obuna boʻlganingizni eslab qoladi, shunda obuna shakli sizga qayta taklif qilinmaydi.",
          "Shakl cookie-fayllari: murojaat va narx soʻrovi shaklini toʻldirayotganingizda va fayl yuklayotganingizda uning ishlashini taʼminlaydi hamda shaklni avtomatik spamdan himoya qilishga yordam beradi.",
          "Til tanlovi: ingliz, rus yoki oʻzbek tillaridan qaysi birini tanlaganingizni eslab qoladi, shunda sahifalar shu tilda ochiladi. Brauzeringizda saqlanadi.",
          "Cookie-fayllarga rozilik: cookie-fayllar haqidagi bildirishnomani qabul qilganingizni qayd etadi, shunda u qayta koʻrinmaydi. Brauzerning lokal xotirasida saqlanadi.",
        ],
      },
      {
        title: "Uchinchi tomon cookie-fayllari",
        paragraphs: [
          "Ayrim cookie-fayllarni biz foydalanadigan xizmatlar oʻrnatadi. Ular faqat siz bildirishnomada cookie-fayllarga rozilik berganingizdan keyin oʻrnatiladi, bu xizmatlarni taqdim etuvchilar esa maʼlumotlarni oʻz maxfiylik siyosatlariga muvofiq qayta ishlaydi.",
          "Roziligingizni istalgan vaqtda qaytarib olishingiz mumkin: buning uchun brauzerda saytimizning cookie-fayllari va maʼlumotlarini oʻchiring. Shundan soʻng bildirishnoma yana paydo boʻladi va siz qaytadan tanlov qilishingiz mumkin.",
        ],
        bullets: [
          "Veb-tahlil xizmati: Google Analytics 4 yoki Yandex Metrika tashriflarni hisoblaydi, qaysi sahifalar oʻqilishini va tashrif buyuruvchilar saytni qayerda tark etishini koʻrsatadi. Xizmatga qarab _ga yoki _ym_uid cookie-fayli oʻrnatiladi. Xizmat imkon bergan hollarda IP-manzillarni anonimlashtirishni yoqamiz va bu maʼlumotlarni reklama uchun bermaymiz.",
          "A/B testlar uchun cookie-fayllar: sahifa yoki tugmaning ikki variantini solishtirganimizda cookie-fayl sizga qaysi variant koʻrsatilganini eslab qoladi, shunda har safar aynan oʻsha variantni koʻrasiz va natijalar xolis oʻlchanadi.",
        ],
      },
      {
        title: "Cookie-fayllarni qanday oʻchirib qoʻyish mumkin",
        paragraphs: [
          "Cookie-fayllarni istalgan vaqtda brauzer sozlamalarida bloklashingiz yoki oʻchirishingiz mumkin. Zarur cookie-fayllarni bloklasangiz, saytning ayrim qismlari, masalan, murojaat shakli va til tanlovi toʻgʻri ishlamasligi mumkin.",
          "Tanlangan til va rozilik belgisini lokal xotiradan oʻchirish uchun faqat cookie-fayllarni emas, saytimizning barcha maʼlumotlarini tozalang. Batafsil koʻrsatmalar brauzeringizning yordam sahifalarida keltirilgan.",
        ],
        bullets: [
          "Google Chrome: «Sozlamalar» → «Maxfiylik va xavfsizlik». Bu yerda uchinchi tomon yoki barcha cookie-fayllarni bloklash, cookie-fayllar va boshqa sayt maʼlumotlarini oʻchirish mumkin.",
          "Mozilla Firefox: «Sozlamalar» → «Maxfiylik va himoya» → «Cookie-fayllar va sayt maʼlumotlari».",
          "Mac kompyuterlaridagi Safari: «Sozlamalar» → «Maxfiylik». Saqlangan maʼlumotlarni oʻchirish uchun «Veb-sayt maʼlumotlarini boshqarish» bandini tanlang yoki barcha cookie-fayllarni bloklang.",
          "Microsoft Edge: «Sozlamalar» → «Cookie-fayllar va sayt ruxsatlari» → «Cookie-fayllar va sayt maʼlumotlarini boshqarish va oʻchirish».",
          "Mobil brauzerlar: iPhone va iPad qurilmalarida «Sozlamalar» → Safari boʻlimini oching va barcha cookie-fayllarni bloklashni yoqing yoki tarix va sayt maʼlumotlarini tozalang; Android qurilmalaridagi Chrome brauzerida «Sozlamalar» → «Sayt sozlamalari» → «Cookie-fayllar» boʻlimiga oʻting. Boshqa mobil brauzerlarda ham shunga oʻxshash imkoniyatlar maxfiylik sozlamalarida mavjud.",
        ],
      },
      {
        title: "Aloqa",
        paragraphs: [
          "Cookie-fayllardan qanday foydalanishimiz haqida savollaringiz boʻlsa, quyida koʻrsatilgan elektron pochta manziliga yozing.",
          "Shaxsga doir maʼlumotlarni qanday qayta ishlashimiz haqida batafsil maʼlumotni Maxfiylik siyosatidan oʻqishingiz mumkin.",
        ],
      },
    ],
    table: {
      caption: "Saytda foydalaniladigan cookie-fayllar va brauzer xotirasidagi maʼlumotlar",
      headers: ["Nomi", "Vazifasi", "Muddati", "Turi"],
      rows: [
        ["language", "Tanlangan tilni eslab qoladi: ingliz, rus yoki oʻzbek", "1 yil", "Zarur"],
        [
          "cookie",
          "Cookie-fayllar haqidagi bildirishnomadagi tanlovingizni qayd etadi; brauzerning lokal xotirasida saqlanadi",
          "Tozalanmaguncha",
          "Zarur",
        ],
        [
          "lj_newsletter",
          "Axborot byulleteniga obuna boʻlganingizni eslab qoladi, shunda shakl obunani qayta taklif qilmaydi",
          "1 yil",
          "Funksional",
        ],
        [
          "lj_visit",
          "Tashrifingizning birinchi sahifasini, bizga qaysi saytdan oʻtganingizni va havoladagi kampaniya belgilarini eslab qoladi, shunda yuborgan murojaatingiz bizni qanday topganingizni koʻrsatadi; cookie-faylda emas, shu brauzer varagʻining seans xotirasida saqlanadi",
          "Varaq yopilguncha",
          "Funksional",
        ],
        [
          "lj_form",
          "Toʻldirish vaqtida murojaat va narx soʻrovi shakli ishlashini taʼminlaydi va uni spamdan himoya qiladi",
          "Seans",
          "Zarur",
        ],
        [
          "_ga / _ym_uid",
          "Google Analytics 4 yoki Yandex Metrika statistikasida tashrif buyuruvchilarni farqlaydi; faqat roziligingizdan keyin oʻrnatiladi",
          "2 yil / 1 yil",
          "Tahliliy, uchinchi tomon",
        ],
        [
          "ab_test",
          "A/B testda sahifaning qaysi variantini koʻrganingizni eslab qoladi; faqat roziligingizdan keyin oʻrnatiladi",
          "90 kun",
          "A/B test, uchinchi tomon",
        ],
      ],
    },
  },
};

export default policies;
