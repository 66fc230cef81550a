import type { IndustriesModule } from "../../types.ts";

const industries: IndustriesModule = {
  pages: {
    ofandprod: {
      slug: "ofandprod",
      meta: {
        title: "Ofis va samaradorlik",
        description:
          "Lojuvard ofis ishini qogʻoz va chatlardan xalos etuvchi hujjat aylanishi, xodimlar portali va murojaatlar tizimlarini yaratadi. ISO 9001 sertifikati bor.",
      },
      title: "Xodimlar haqiqatan foydalanadigan ofis va samaradorlik tizimlari",
      lead: "Koʻplab tashkilotlarda kelishuvlar, hujjatlar va arizalar hanuz qogʻoz, jadvallar va chatlar orqali yuradi. Lojuvard bu ishlarni bir joyga jamlaydigan, kim nimaga masʼul ekanini koʻrsatadigan va rahbarga qoʻngʻiroqlarsiz ish holatini kuzatish imkonini beradigan tizimlar yaratadi.",
      challenges: {
        title: "Ofis ishini nima sekinlashtiradi",
        items: [
          {
            title: "Qogʻoz va messenjerlar",
            text: "Xizmat xatlari chop etiladi, imzolanadi va skanerlanadi, kelishuvlar esa yozishmalar orasida yoʻqoladi. Oʻzbekistonning elektron hujjat aylanishiga oʻtishi eski usulda ishlayotgan har bir vazirlik va kompaniyada bu uzilishni yaqqol koʻrsatmoqda.",
          },
          {
            title: "Bir-biri bilan bogʻlanmagan tizimlar",
            text: "Kadrlar, buxgalteriya, hujjatlar reyestri va vazifalar turli dasturlarda yuritiladi. Xodimlar bir xil maʼlumotni qayta-qayta kiritadi, hisobotlar bir-biriga mos kelmaydi va hech bir raqamga toʻliq ishonib boʻlmaydi.",
          },
          {
            title: "Bir nechta til va yozuv",
            text: "Markaziy Osiyodagi jamoalar oʻzbek tilida — lotin va kirill yozuvida, rus tilida va koʻpincha ingliz tilida ishlaydi. Interfeyslar, shablonlar va qidiruv ularning barchasini birdek qoʻllab-quvvatlashi kerak.",
          },
          {
            title: "Maʼlumotlar himoyasi va lokalizatsiyasi",
            text: "Oʻzbekiston fuqarolarining shaxsga doir maʼlumotlari mamlakat ichida saqlanishi shart, Buyuk Britaniya va Yevropa Ittifoqidagi ofislar esa Yevropa maʼlumotlarni himoya qilish reglamentiga boʻysunadi. Xavfsizlik ishga tushirilgandan keyin emas, loyihaning birinchi kunidan boshlab hisobga olinadi.",
          },
        ],
      },
      solutions: {
        title: "Biz nimalar yaratamiz",
        items: [
          {
            title: "Elektron hujjat aylanishi",
            text: "Elektron raqamli imzo bilan ishlaydigan reyestrlar, shablonlar, yoʻnalishlar va kelishuv zanjirlari, har bir hujjat uchun versiyalarning toʻliq tarixi va harakatlar jurnali.",
          },
          {
            title: "Xodimlar portali va intranet",
            text: "Yangiliklar, nizomlar, taʼtil arizalari, yangi xodimlarni moslashtirish va kadrlar xizmatlari uchun yagona kirish nuqtasi — brauzerda ham, telefonda ham.",
          },
          {
            title: "Arizalar va vazifalar hisobi",
            text: "Xodimlar yoki fuqarolarning murojaatlarini qabul qiladigan, masʼul shaxsga yoʻnaltiradigan, muddatlarni nazorat qiladigan va arizachiga natijani yetkazadigan tizimlar.",
          },
          {
            title: "Integratsiya va avtomatlashtirish",
            text: "Siz allaqachon foydalanayotgan dasturlarni oʻzaro bogʻlaymiz, maʼlumotlarni qayta kiritishni bartaraf etamiz va hujjat tayyorlashdan tortib eslatmalargacha boʻlgan muntazam ishlarni avtomatlashtiramiz.",
          },
          {
            title: "Rahbarlar uchun panellar",
            text: "Jamoalar yaratayotgan maʼlumotlar asosida yuklama, muddatlar va tor joylarning dolzarb manzarasi — qarorlar holat yigʻilishlariga emas, faktlarga tayanadi.",
          },
        ],
      },
      proof: {
        title: "Nega tashkilotlar Lojuvard jamoasini tanlaydi",
        items: [
          { value: "20+", label: "yil davomida biznes va davlat uchun dasturiy taʼminot yaratamiz" },
          { value: "6 shahar", label: "jamoalarimiz bir xil vositalar, jarayonlar va hisobotlar bilan ishlaydi" },
          { value: "ISO 9001", label: "sertifikatlangan sifat menejmenti tizimi" },
        ],
      },
      relatedCases: ["neighborhood", "kindergarten"],
      cta: {
        title: "Ofis ishini raqamlashtiring",
        text: "Jamoangizning eng koʻp vaqtini qaysi jarayon olayotganini aytib bering. Biz uni siz bilan birga tahlil qilamiz va tizim, ish rejasi hamda byudjet taklif etamiz.",
        button: "Narxni bilish",
      },
    },

    education: {
      slug: "education",
      meta: {
        title: "Taʼlim uchun yechimlar",
        description:
          "Lojuvard maktab va bogʻchalarni boshqarish tizimlari, ota-onalar uchun ilovalar va oʻquv platformalarini yaratadi. Bogʻcha tizimi 10 dasturchi bilan 1 oyda.",
      },
      title: "Maktablar, bogʻchalar va oʻquv markazlari uchun dasturiy taʼminot",
      lead: "Taʼlim jadval, hisob va tarbiyachilar bilan ota-onalar oʻrtasidagi ishonchga tayanadi. Lojuvard xodimlarni qogʻozbozlikdan xalos etadigan va oilalarni doimo xabardor qilib turadigan boshqaruv tizimlari, ota-onalar uchun ilovalar va oʻquv platformalarini yaratadi. Biz yaratgan bogʻchani boshqarish tizimi bir oyda ishga tushirilgan.",
      challenges: {
        title: "Sohadagi muammolar",
        items: [
          {
            title: "Qabul mavsumidagi yuklama va adolatli qabul",
            text: "Oʻzbekistonda bogʻcha va maktablardagi oʻrinlarga talab ularning soniga qaraganda tezroq oʻsmoqda. Qabul shaffof boʻlishi, tizim esa barcha oilalar bir vaqtda ariza topshirganda ham barqaror ishlashi kerak.",
          },
          {
            title: "Qoʻlda yuritiladigan hisob",
            text: "Davomat, ovqatlanish, toʻlovlar va xodimlar maʼlumotlari hamon daftar va jadvallarda yuritiladi. Egasi yoki taʼlim organlari uchun har bir hisobot qoʻlda yigʻiladi va yuborilgan kuniyoq eskiradi.",
          },
          {
            title: "Ota-onalar xabardor boʻlishni istaydi",
            text: "Ota-onalar davomat, toʻlovlar va eʼlonlarni oʻz telefonida, oʻz ona tilida koʻrishni xohlaydi — maʼmuriyatga qoʻngʻiroq qilmasdan va cheksiz chatlarni varaqlamasdan.",
          },
          {
            title: "Zaif aloqa va bolalar maʼlumotlarini himoya qilish",
            text: "Yirik shaharlardan tashqaridagi maktablarda internet koʻpincha sust, qurilmalar esa umumiy boʻladi. Shu bilan birga, bolalar haqidagi maʼlumotlar Oʻzbekistonda ham, xorijda ham kirish huquqlarini eng qatʼiy cheklashni talab qiladi.",
          },
        ],
      },
      solutions: {
        title: "Taʼlim uchun nimalar yaratamiz",
        items: [
          {
            title: "Maktab va bogʻchani boshqarish",
            text: "Qabul, guruh va sinflar, davomat, ovqatlanish, toʻlovlar va xodimlar — maʼmuriyat, tarbiyachilar va buxgalteriya birgalikda ishlaydigan yagona tizimda.",
          },
          {
            title: "Ota-onalar va oʻquvchilar uchun ilovalar",
            text: "Davomat, dars jadvali, toʻlovlar, eʼlonlar va oʻqituvchilarga shaxsiy xabarlar yuborish imkoniyati bor mobil ilovalar — oʻzbek, rus va ingliz tillarida.",
          },
          {
            title: "Oʻquv platformalari",
            text: "Maktablar, oliy taʼlim muassasalari va korporativ oʻquv markazlari uchun onlayn kurslar, topshiriqlar, test sinovlari va oʻzlashtirishni kuzatish.",
          },
          {
            title: "Qabul portallari",
            text: "Shaffof navbat, hujjatlarni tekshirish va bildirishnomalarga ega onlayn arizalar — qabul kampaniyasining eng qizgʻin pallasida ham tez ishlaydi.",
          },
          {
            title: "Egalar va taʼlim organlari uchun tahlil",
            text: "Davomat, bandlik, moliya va oʻzlashtirish boʻyicha hisobotlar qoʻlda tuzilgan xulosalar emas, dolzarb maʼlumotlar asosida shakllanadi.",
          },
        ],
      },
      proof: {
        title: "Nega taʼlim muassasalari Lojuvard jamoasini tanlaydi",
        items: [
          { value: "1 oy", label: "ichida 10 nafar dasturchi bogʻchani boshqarish tizimini ishga tushirdi" },
          { value: "100+", label: "amalga oshirilgan loyiha" },
          { value: "ISO 9001", label: "sertifikatlangan sifat menejmenti tizimi" },
        ],
      },
      relatedCases: ["kindergarten"],
      cta: {
        title: "Taʼlim platformangizni birga rejalashtiramiz",
        text: "Maktabingiz, bogʻchangiz yoki oʻquv markazingiz haqida aytib bering. Nimadan boshlash kerakligi va tizim qancha vaqtda ishga tushishini taklif qilamiz.",
        button: "Narxni bilish",
      },
    },

    banking: {
      slug: "banking",
      meta: {
        title: "Bank va moliya",
        description:
          "Banklar uchun kredit platformalari, masofaviy bank xizmatlari va skoring. Lojuvard davlat banki uchun yiliga 10 trln soʻmlik kredit platformasini yaratdi.",
      },
      title: "Bank va moliya tashkilotlari uchun dasturiy taʼminot",
      lead: "Banklarga asosiy tizimlar va litsenziyani xavf ostiga qoʻymasdan yangi raqamli kanallar kerak. Lojuvard regulyator talablariga javob beradigan va real hajmlarni koʻtara oladigan kredit platformalari, masofaviy bank xizmatlari va bek-ofis tizimlarini yaratadi. Davlat banki uchun biz yaratgan oilaviy kredit platformasi orqali yiliga 10 trln soʻm kredit ajratiladi.",
      challenges: {
        title: "Banklar duch keladigan muammolar",
        items: [
          {
            title: "Eskirgan asosiy tizimlar",
            text: "Oʻn yillar avval joriy etilgan avtomatlashtirilgan bank tizimlari har qanday oʻzgarishni sekin va xatarli qiladi. Yangi mahsulotlar ularni toʻliq almashtirishni kutmasdan, ular bilan yonma-yon ishlashi kerak.",
          },
          {
            title: "Mijozlar raqamli kanallarga oʻtmoqda",
            text: "Oʻzbekiston bank bozori ochilib bormoqda, mijozlar esa oʻz bankini foydalanayotgan eng yaxshi mobil ilovalar bilan solishtiradi. Filiallardagi navbatlar va qogʻoz anketalar ularni uzoqlashtiradi.",
          },
          {
            title: "Tartibga solish, xavfsizlik va audit",
            text: "Markaziy bank talablari, jinoiy daromadlarni legallashtirishga qarshi choralar, maʼlumotlar lokalizatsiyasi va toʻlov kartalari xavfsizligi standartlari bir vaqtda amal qiladi. Har bir qaror auditor kuzata oladigan iz qoldirishi lozim.",
          },
          {
            title: "Davlat dasturlarining koʻlami",
            text: "Davlat banklari boshlanish sanasi qatʼiy belgilangan ommaviy imtiyozli kreditlash dasturlarini amalga oshiradi. Arizalar toʻlqin-toʻlqin boʻlib keladi, mablagʻlar esa aynan haqli oilalar va tadbirkorlarga yetib borishi kerak.",
          },
        ],
      },
      solutions: {
        title: "Banklar uchun nimalar yaratamiz",
        items: [
          {
            title: "Onlayn kreditlash platformalari",
            text: "Arizadan imzolangan kredit shartnomasigacha boʻlgan butun yoʻl: arizachi kabineti, hujjatlarni yuklash, skoring, koʻrib chiqish uchun ish oʻrinlari va elektron imzo.",
          },
          {
            title: "Internet va mobil banking",
            text: "Jismoniy va yuridik shaxslar uchun hisobvaraqlar, kartalar, oʻtkazmalar, toʻlovlar va omonatlar bilan ishlaydigan mijoz ilovalari.",
          },
          {
            title: "Skoring va qaror qabul qilish tizimlari",
            text: "Arizalarni saralaydigan, har bir natijani tushuntirib beradigan va risk boʻlimiga yangi reliz kutmasdan siyosatni oʻzgartirish imkonini beradigan sozlanadigan qoidalar va modellar.",
          },
          {
            title: "Reyestrlar va byurolar bilan integratsiya",
            text: "Asosiy bank tizimi, kredit byurolari, davlat reyestrlari va toʻlov tizimlariga monitoring va tushunarli xatolarga ishlov berish bilan himoyalangan ulanish.",
          },
          {
            title: "Rahbariyat va regulyator uchun hisobotlar",
            text: "Yagona tekshirilgan maʼlumotlar manbasidan tuzilgan boshqaruv panellari va regulyator hisobotlari, harakatlarning toʻliq jurnali bilan.",
          },
        ],
      },
      proof: {
        title: "Nega banklar Lojuvard jamoasini tanlaydi",
        items: [
          { value: "10 trln", label: "soʻm kredit yiliga biz yaratgan oilaviy kredit platformasi orqali" },
          { value: "2 oy", label: "ichida 15 nafar dasturchi platformani ishga tushirdi" },
          { value: "ISO 9001", label: "sertifikatlangan sifat menejmenti tizimi" },
        ],
      },
      relatedCases: ["familycredit"],
      cta: {
        title: "Yangi bank mahsulotini rejalashtiryapsizmi?",
        text: "Nimani va qaysi muddatgacha ishga tushirish kerakligini aytib bering. Mavjud tizimlaringizni oʻrganib, arxitektura, jamoa tarkibi va ish jadvalini taklif qilamiz.",
        button: "Narxni bilish",
      },
    },

    fintech: {
      slug: "fintech",
      meta: {
        title: "Fintex uchun dasturlash",
        description:
          "Fintex kompaniyalari uchun toʻlov ilovalari, raqamli kreditlash va masofaviy identifikatsiya. Lojuvard ishonchli mahsulotlar yaratadi, ISO 9001 sertifikati bor.",
      },
      title: "Oʻsishga va tekshiruvlarga tayyor fintex mahsulotlari",
      lead: "Fintex kompaniyalari tez harakat qilishi va shu bilan birga hamkor banklar, regulyatorlar va auditorlar talablariga javob berishi kerak. Lojuvard toʻlov, kredit mahsulotlari va masofaviy identifikatsiya xizmatlarini loyihalaydi va ishlab chiqadi — xavfsizlik va talablarga muvofiqlik birinchi sprintdanoq arxitekturaga kiritiladi.",
      challenges: {
        title: "Fintexdagi muammolar",
        items: [
          {
            title: "Tezlik va talablar oʻrtasida",
            text: "Investorlar ishga tushirish sanasini, regulyatorlar esa litsenziya, maʼlumotlar himoyasi va firibgarlikka qarshi choralarni kutadi. Ikkalasini ham mahsulotni keyinchalik qayta yozmasdan bajarish kerak.",
          },
          {
            title: "Hamkorlar koʻp — interfeyslar ham koʻp",
            text: "Bitta mahsulot bir nechta bank, toʻlov tizimi, karta tizimi va davlat xizmatlariga bogʻliq boʻlishi mumkin — ularning har birida oʻz API, oʻz qoidalari va oʻz uzilishlari bor.",
          },
          {
            title: "Ishonch va firibgarlik",
            text: "Mijozlar filialga kelmasdan hisob ochadi va kredit oladi. Shaxsni, qurilmani va operatsiyalarni masofadan tekshirish biznes xavfsiz oʻsa oladimi yoki yoʻqmi, shuni belgilaydi.",
          },
          {
            title: "Eng yuqori yuklama va xorijga chiqish",
            text: "Toʻlovlar ish haqi kunlari va bayramlarda eng yuqori choʻqqiga chiqadi, muvaffaqiyatli mahsulotlar esa Oʻzbekistondan Markaziy Osiyo, Fors koʻrfazi mamlakatlari va Yevropaga yangi qoidalar va valyutalar bilan chiqadi.",
          },
        ],
      },
      solutions: {
        title: "Fintex uchun nimalar yaratamiz",
        items: [
          {
            title: "Toʻlov ilovalari va hamyonlar",
            text: "Pul oʻtkazmalari, xizmatlar uchun toʻlov, QR-kod orqali toʻlov va elektron hamyonlar uchun mobil va veb-ilovalar — yuqori barqarorlik va tezkor javob bilan.",
          },
          {
            title: "Raqamli kreditlash",
            text: "Onlayn ariza, avtomatik skoring va elektron shartnoma bilan isteʼmol kreditlari, muddatli toʻlov va kichik biznes uchun kreditlar.",
          },
          {
            title: "Masofaviy identifikatsiya",
            text: "Yangi foydalanuvchini bitta seansda tasdiqlangan mijozga aylantiradigan shaxsni tekshirish, hujjatlarni tanish va xatarlarni baholash.",
          },
          {
            title: "Integratsiya shlyuzlari",
            text: "Hamkor banklar va toʻlov provayderlari oʻrtasidagi farqlarni yashiradigan yagona qatlam — qayta urinishlar, solishtirish va monitoring bilan.",
          },
          {
            title: "Xatar va operatsiyalar panellari",
            text: "Risk, moliya va qoʻllab-quvvatlash jamoalari uchun operatsiyalar, firibgarlik signallari va portfel sifatining real vaqtdagi manzarasi.",
          },
        ],
      },
      proof: {
        title: "Nega fintex kompaniyalari Lojuvard jamoasini tanlaydi",
        items: [
          { value: "4 bosqich", label: "onlayn arizadan imzolangan kredit shartnomasigacha biz yaratgan platformada" },
          { value: "20+", label: "yillik tajriba" },
          { value: "ISO 9001", label: "sertifikatlangan sifat menejmenti tizimi" },
        ],
      },
      relatedCases: ["familycredit"],
      cta: {
        title: "Fintex mahsulotingizni birga yaratamiz",
        text: "Mahsulot gʻoyangiz va regulyator talablarini biz bilan baham koʻring. Biz arxitektura, birinchi reliz tarkibi va real ishga tushirish rejasini taklif qilamiz.",
        button: "Narxni bilish",
      },
    },

    logistics: {
      slug: "logistics",
      meta: {
        title: "Logistika va taʼminot zanjirlari",
        description:
          "Markaziy Osiyo logistikasi uchun tashish va omborni boshqarish tizimlari, kuryer ilovalari va yuklarni kuzatish. Lojuvard, ISO 9001 sertifikati bilan.",
      },
      title: "Logistika va taʼminot zanjirlari uchun dasturiy taʼminot",
      lead: "Markaziy Osiyo orqali oʻtadigan yuk chegaralarni kesib oʻtadi, tashuvchi va omborlarni almashtiradi, har bir topshirishda esa maʼlumot yoʻqoladi. Lojuvard har bir joʻnatma qayerdaligini va keyin u bilan nima boʻlishini koʻrsatadigan tashish, ombor va yetkazib berish tizimlarini yaratadi.",
      challenges: {
        title: "Logistikadagi muammolar",
        items: [
          {
            title: "Bir nechta chegara orqali tranzit",
            text: "Oʻzbekiston oʻzi ham, qoʻshnilari ham dengizga chiqa olmaydi, shuning uchun yuklar avtomobil va temir yoʻl orqali bir nechta davlatdan oʻtadi. Har bir chegarada bojxona hujjatlari, tashuvchilar va tariflar oʻzgaradi.",
          },
          {
            title: "Joʻnatmalarning yagona manzarasi yoʻq",
            text: "Holat haqidagi maʼlumotlar qoʻngʻiroqlar, jadvallar va haydovchilarning xabarlari orasida tarqalib ketgan. Mijozlar yuki qayerdaligini soʻraydi, dispetcherlar esa javob berish uchun hammaga qoʻngʻiroq qilib chiqadi.",
          },
          {
            title: "Oʻsib borayotgan shaharlarda manzilgacha yetkazish",
            text: "Manzillar koʻpincha moʻljal yoki mahalla nomi bilan aytiladi, mijozlar hamon qabul qilishda naqd pul toʻlaydi, kuryerlarga esa real tirbandlikni hisobga oladigan marshrutlar kerak.",
          },
          {
            title: "Ombor va avtopark samaradorligi",
            text: "Qoʻlda inventarizatsiya, boʻsh qaytish reyslari va transportning turib qolishi foydani yeb qoʻyadi. Maʼlumotlarsiz yoʻqotishlar aynan qayerda ekanini tushunish qiyin.",
          },
        ],
      },
      solutions: {
        title: "Logistika uchun nimalar yaratamiz",
        items: [
          {
            title: "Tashishni boshqarish tizimlari",
            text: "Buyurtmalar, marshrutlarni rejalashtirish, tashuvchini tanlash, tariflar va hujjatlar yagona tizimda — bron qilishdan yetkazib berishni tasdiqlashgacha.",
          },
          {
            title: "Omborni boshqarish",
            text: "Shtrix-kodlarni skanerlash, aniq qoldiqlar va har bir smena uchun tushunarli topshiriqlar bilan qabul qilish, saqlash, terish va joʻnatish.",
          },
          {
            title: "Haydovchi va kuryerlar uchun ilovalar",
            text: "Marshrutlar, topshiriqlar, yetkazib berishni foto orqali tasdiqlash va naqd pulni solishtirish imkoniyati bor, aloqa uzilganda ham ishlaydigan mobil ilovalar.",
          },
          {
            title: "Mijozlar uchun kuzatuv portallari",
            text: "Joʻnatmalarni mustaqil kuzatish va bildirishnomalar: mijozlar qoʻngʻiroq qilmaydi, jamoangiz esa javob qidirib vaqt sarflamaydi.",
          },
          {
            title: "Integratsiya va tahlil",
            text: "Buxgalteriya, elektron hisob-fakturalar va bojxona tizimlariga ulanish, yetkazib berish muddatlari, xarajatlar va avtopark bandligi boʻyicha panellar.",
          },
        ],
      },
      proof: {
        title: "Nega logistika kompaniyalari Lojuvard jamoasini tanlaydi",
        items: [
          { value: "100+", label: "amalga oshirilgan loyiha" },
          { value: "20+", label: "yillik tajriba" },
          { value: "ISO 9001", label: "sertifikatlangan sifat menejmenti tizimi" },
        ],
      },
      relatedCases: ["neighborhood"],
      cta: {
        title: "Har bir joʻnatmani koʻrinadigan qiling",
        text: "Bugun ishingiz qanday tashkil etilgani va qayerda uzilishlar boʻlayotganini aytib bering. Biz marshrutlaringiz, omborlaringiz va hamkorlaringizga mos tizim taklif qilamiz.",
        button: "Narxni bilish",
      },
    },

    ecommerce: {
      slug: "ecommerce",
      meta: {
        title: "Elektron tijorat va chakana savdo",
        description:
          "Chakana savdo uchun internet-doʻkonlar, mobil ilovalar, buyurtma va zaxiralarni boshqarish. Lojuvard eng yuqori yuklamada ham tez ishlovchi platformalar quradi.",
      },
      title: "Sotadigan va oʻsadigan elektron tijorat va chakana savdo yechimlari",
      lead: "Oʻzbekiston va Markaziy Osiyoda onlayn savdo jadal oʻsmoqda, xaridorlar esa har bir doʻkonni eng yirik marketpleyslar bilan solishtiradi. Lojuvard internet-doʻkonlar, mobil ilovalar hamda ularning ortida turgan buyurtma, zaxira va toʻlov tizimlarini yaratadi — shunda savdo kompaniyasi oʻz savdo kanali va mijozlar haqidagi maʼlumotlarga oʻzi egalik qiladi.",
      challenges: {
        title: "Elektron tijorat va chakana savdodagi muammolar",
        items: [
          {
            title: "Marketpleyslar bilan raqobat",
            text: "Yirik marketpleyslar xaridorlarning tezlik, qidiruv va yetkazib berish borasidagi kutishlarini belgilaydi. Savdo kompaniyasining oʻz doʻkoni ularga mos kelishi va qaytib kelishga sabab berishi kerak.",
          },
          {
            title: "Turli toʻlov usullari",
            text: "Xaridorlar mahalliy kartalar, elektron hamyonlar, muddatli toʻlov va qabul qilishda naqd pul bilan toʻlaydi. Har bir usul ishonchli integratsiyani talab qiladi, qaytarishlar va solishtirishlar esa aniq mos kelishi kerak.",
          },
          {
            title: "Doʻkon va omborlardagi qoldiqlar",
            text: "Onlayn katalog, doʻkonlar va omborlar hisobni alohida yuritganda xaridorlar mavjud boʻlmagan tovarni buyurtma qiladi, sotuvchilar esa bajara olmaydigan vaʼdalarni beradi.",
          },
          {
            title: "Mobil tarmoqlardagi eng yuqori yuklama",
            text: "Chegirmalar va bayram mavsumlari trafikni bir necha barobar oshiradi, xaridorlarning aksariyati esa beqaror aloqali telefonlardan kiradi. Sekin sahifalar buyurtmalarni yoʻqotadi.",
          },
        ],
      },
      solutions: {
        title: "Chakana savdo uchun nimalar yaratamiz",
        items: [
          {
            title: "Internet-doʻkonlar va marketpleyslar",
            text: "Tezkor qidiruv, tushunarli tovar sahifalari va qisqa buyurtma berish jarayoniga ega, qidiruv tizimlarida yaxshi koʻrinadigan koʻp tilli vitrinalar.",
          },
          {
            title: "Xarid uchun mobil ilovalar",
            text: "Katalog, savat, buyurtmani kuzatish, sodiqlik dasturi va push-bildirishnomalarga ega, arzon smartfonlarda ham yaxshi ishlaydigan ilovalar.",
          },
          {
            title: "Buyurtma va zaxiralarni boshqarish",
            text: "Doʻkonlar, omborlar va savdo kanallari boʻyicha qoldiqlarning yagona manzarasi, buyurtmalarni yoʻnaltirish, qaytarish va butlash bilan.",
          },
          {
            title: "Toʻlovlar va muddatli toʻlov",
            text: "Karta tizimlari, elektron hamyonlar va muddatli toʻlov xizmatlari bilan integratsiya, moliya boʻlimi uchun avtomatik solishtirish.",
          },
          {
            title: "Sodiqlik va tahlil",
            text: "Xaridor profillari, bonus dasturlari va nima, kimga va qaysi kanal orqali sotilayotganini koʻrsatadigan savdo tahlili.",
          },
        ],
      },
      proof: {
        title: "Nega savdo kompaniyalari Lojuvard jamoasini tanlaydi",
        items: [
          { value: "1 oy", label: "xususiy bogʻcha uchun onlayn toʻlovli veb va mobil tizimni ishga tushirishga" },
          { value: "100+", label: "amalga oshirilgan loyiha" },
          { value: "ISO 9001", label: "sertifikatlangan sifat menejmenti tizimi" },
        ],
      },
      relatedCases: ["neighborhood", "familycredit"],
      cta: {
        title: "Onlayn savdoingizni oshiring",
        text: "Assortimentingiz, savdo kanallaringiz va rejalaringiz haqida aytib bering. Biz platforma va tez ishga tushirish mumkin boʻlgan birinchi relizni taklif qilamiz.",
        button: "Narxni bilish",
      },
    },
  },
};

export default industries;
