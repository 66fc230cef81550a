import { choice, date, image, markdown, text, words } from "../../shared/content-model/fields.ts";
import { defineKind } from "../../shared/content-model/kind.ts";
import { searchAppearance } from "./parts.ts";
import { blogCategories } from "../blog/categories.ts";

/** A blog post: /blog/post/<id>, in three languages, with its cover and category. */
export const posts = defineKind({
  name: "post",
  area: "posts",
  inboxPath: "posts",
  label: {
    plural: words("Posts", "Статьи", "Maqolalar"),
    singular: words("Post", "Статья", "Maqola"),
    new: words("New post", "Новая статья", "Yangi maqola"),
  },
  address: "/blog/post/:id",
  titleField: "title",
  order: { field: "date", direction: "desc" },
  preview: { drawn: "post" },
  seed: { folder: "blog" },
  fields: {
    category: choice({
      label: words("Category", "Рубрика", "Rukn"),
      required: true,
      options: blogCategories.map(({ key, label }) => ({ value: key, label })),
    }),
    date: date({
      label: words("Date shown", "Дата на странице", "Sahifadagi sana"),
      help: words(
        "The date readers see on the post; posts are listed newest first by it.",
        "Дата, которую видят читатели; статьи идут от новых к старым по ней.",
        "Oʻquvchilar koʻradigan sana; maqolalar shu sana boʻyicha yangisidan eskisiga qarab tartiblanadi.",
      ),
      required: true,
    }),
    cover: image({
      label: words("Cover", "Обложка", "Muqova"),
      help: words(
        "A picture without text, at least 1200 × 630 pixels: cards, the post's top and link previews.",
        "Изображение без текста, не меньше 1200 × 630 пикселей: карточки, начало статьи и превью ссылок.",
        "Matnsiz rasm, kamida 1200 × 630 piksel: kartochkalar, maqola boshi va havola koʻrinishi uchun.",
      ),
      required: true,
      altFrom: "coverAlt",
    }),
    title: text({ label: words("Title", "Заголовок", "Sarlavha"), localized: true, required: true, max: 160 }),
    summary: text({
      label: words("Summary", "Краткое описание", "Qisqacha mazmun"),
      help: words(
        "One or two sentences for cards, search results and link previews.",
        "Одно-два предложения для карточек, поисковой выдачи и превью ссылок.",
        "Kartochkalar, qidiruv natijalari va havola koʻrinishi uchun bir-ikki gap.",
      ),
      localized: true,
      required: true,
      max: 400,
      multiline: true,
    }),
    author: text({ label: words("Author", "Автор", "Muallif"), localized: true, required: true, max: 120 }),
    authorRole: text({
      label: words("Author's role", "Должность автора", "Muallifning lavozimi"),
      localized: true,
      required: true,
      max: 120,
    }),
    coverAlt: text({
      label: words("What the cover shows", "Что изображено на обложке", "Muqovada nima tasvirlangan"),
      help: words(
        "Read aloud by screen readers in place of the picture.",
        "Экранные чтецы прочитают это вместо изображения.",
        "Ekran oʻquvchi dasturlar rasm oʻrniga shu matnni oʻqiydi.",
      ),
      localized: true,
      required: true,
      max: 300,
    }),
    body: markdown({
      label: words("Text", "Текст", "Matn"),
      help: words(
        "Markdown: ## headings, lists, tables and code blocks. Links to the site's pages keep the reader's language.",
        "Markdown: заголовки ##, списки, таблицы и блоки кода. Ссылки на страницы сайта сохраняют язык читателя.",
        "Markdown: ## sarlavhalar, roʻyxatlar, jadvallar va kod bloklari. Sayt sahifalariga havolalar oʻquvchi tilini saqlaydi.",
      ),
      localized: true,
      required: true,
      max: 100_000,
    }),
    seo: searchAppearance(),
  },
});
