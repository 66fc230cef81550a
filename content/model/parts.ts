import { boolean, group, image, list, text, words, type StaffWords } from "../../shared/content-model/fields.ts";
import type { Issue } from "../../shared/content-model/validation.ts";

/**
 * The pieces the page kinds are built from (issue 27): a search result, a closing call
 * to action, titled points, figures, paragraphs and a policy's sections. Each is the
 * same fields with the same words for staff wherever it appears, so every page's editor
 * reads alike.
 */

/** A short text held per language that publishing needs. */
export const line = (label: StaffWords, max = 200, help?: StaffWords) =>
  text({ label, localized: true, required: true, max, ...(help ? { help } : {}) });

/** A longer text held per language that publishing needs, edited in a box of several lines. */
export const passage = (label: StaffWords, max = 1500, help?: StaffWords) =>
  text({ label, localized: true, required: true, max, multiline: true, ...(help ? { help } : {}) });

export const LABELS = {
  title: words("Title", "Заголовок", "Sarlavha"),
  lead: words("Introduction", "Вступление", "Kirish matni"),
  text: words("Text", "Текст", "Matn"),
  button: words("Button", "Кнопка", "Tugma"),
  link: words("Link text", "Текст ссылки", "Havola matni"),
  paragraph: words("Paragraph", "Абзац", "Xatboshi"),
  paragraphs: words("Paragraphs", "Абзацы", "Xatboshilar"),
  item: words("Item", "Пункт", "Band"),
  items: words("Items", "Пункты", "Bandlar"),
  step: words("Step", "Шаг", "Qadam"),
  steps: words("Steps", "Шаги", "Qadamlar"),
  figure: words("Figure", "Цифра", "Raqam"),
  figures: words("Figures", "Цифры", "Raqamlar"),
  name: words("Name", "Название", "Nomi"),
};

/** The picture link previews (Telegram, Facebook) show, cropped to 1200 × 630 around its subject. */
const socialImage = () =>
  image({
    label: words("Image in link previews", "Картинка в превью ссылок", "Havola koʻrinishidagi rasm"),
    help: words(
      "Optional. Shown when the page is shared in Telegram or Facebook, cropped to 1200 × 630 around its subject.",
      "Необязательно. Показывается, когда страницей делятся в Telegram или Facebook; обрезается до 1200 × 630 вокруг главного.",
      "Ixtiyoriy. Sahifa Telegram yoki Facebookda ulashilganda koʻrsatiladi, asosiy qismi atrofida 1200 × 630 oʻlchamda qirqiladi.",
    ),
  });

/** The page's title and description in search results and link previews. */
export const seo = () =>
  group({
    label: words("Search result", "Результат поиска", "Qidiruv natijasi"),
    help: words(
      "What search engines and link previews show for this page.",
      "То, что поисковики и превью ссылок показывают для этой страницы.",
      "Qidiruv tizimlari va havola koʻrinishlari bu sahifa uchun koʻrsatadigan matn.",
    ),
    searchPreview: true,
    fields: {
      title: line(words("Title in search results", "Заголовок в поиске", "Qidiruvdagi sarlavha"), 120),
      description: passage(
        words("Description in search results", "Описание в поиске", "Qidiruvdagi tavsif"),
        320,
        words(
          "One or two sentences, about 150 characters.",
          "Одно-два предложения, около 150 символов.",
          "Bir-ikki gap, taxminan 150 belgi.",
        ),
      ),
      image: socialImage(),
    },
  });

/**
 * How an item with a page of its own (a post, an opening, a case study) shows in search
 * results and link previews, when its own title, summary and cover should not: every
 * field optional, each language on its own.
 */
export const searchAppearance = () =>
  group({
    label: words("Search appearance", "Вид в поиске", "Qidiruvdagi koʻrinish"),
    help: words(
      "Optional. Leave empty to use the title, the summary and the cover.",
      "Необязательно. Если оставить пустым, используются заголовок, краткое описание и обложка.",
      "Ixtiyoriy. Boʻsh qoldirilsa, sarlavha, qisqacha mazmun va muqova ishlatiladi.",
    ),
    searchPreview: true,
    fields: {
      title: text({
        label: words("Title in search results", "Заголовок в поиске", "Qidiruvdagi sarlavha"),
        localized: true,
        max: 120,
      }),
      description: text({
        label: words("Description in search results", "Описание в поиске", "Qidiruvdagi tavsif"),
        localized: true,
        max: 320,
        multiline: true,
      }),
      image: socialImage(),
    },
  });

/** The band that closes a page: a title, a sentence and the button that opens the quote form. */
export const callToAction = () =>
  group({
    label: words("Closing call to action", "Призыв в конце страницы", "Sahifa oxiridagi chaqiriq"),
    fields: {
      title: line(LABELS.title),
      text: passage(LABELS.text, 600),
      button: line(
        LABELS.button,
        60,
        words(
          "The button opens the quote form.",
          "Кнопка открывает форму заявки на расчёт.",
          "Tugma narx soʻrovi shaklini ochadi.",
        ),
      ),
    },
  });

/** Titled paragraphs: offerings, steps, challenges, values. */
export const points = (
  label: StaffWords,
  itemLabel: StaffWords,
  count: { min?: number; max: number } = { max: 12 },
  help?: StaffWords,
) =>
  list({
    label,
    required: true,
    ...count,
    ...(help ? { help } : {}),
    of: group({ label: itemLabel, fields: { title: line(LABELS.title), text: passage(LABELS.text) } }),
  });

/** Figures set large: "20+" over "years of experience". */
export const figures = (label: StaffWords = LABELS.figures, max = 8) =>
  list({
    label,
    required: true,
    max,
    of: group({
      label: LABELS.figure,
      fields: {
        value: line(words("Figure", "Число", "Son"), 40),
        label: line(words("What it counts", "Подпись", "Izoh"), 160),
      },
    }),
  });

/**
 * The one figure a section leads with (issue 37.1): "38" over "web platforms in
 * production", set large beside the section's title. Optional: a section whose figure is
 * empty shows none, and a figure needs both its number and its words in a language.
 */
export const keyFigure = () =>
  group({
    label: words("Key figure", "Главная цифра", "Asosiy raqam"),
    allOrNone: true,
    help: words(
      "Optional. One figure that proves what the section says, shown large beside its title. Use a figure the page says nowhere else; leave both empty to show none.",
      "Необязательно. Одна цифра, которая подтверждает сказанное в разделе; показывается крупно рядом с заголовком. Берите цифру, которой больше нет на странице; оставьте оба поля пустыми, чтобы не показывать её.",
      "Ixtiyoriy. Boʻlimda aytilganini tasdiqlaydigan bitta raqam, sarlavha yonida yirik koʻrsatiladi. Sahifada boshqa joyda boʻlmagan raqamni tanlang; koʻrsatmaslik uchun ikkala maydonni boʻsh qoldiring.",
    ),
    fields: {
      value: text({ label: words("Figure", "Число", "Son"), localized: true, max: 24 }),
      label: text({ label: words("What it counts", "Подпись", "Izoh"), localized: true, max: 120 }),
    },
  });

/** Paragraphs of a text, each held in every language. */
export const paragraphs = (label: StaffWords = LABELS.paragraphs, max = 12) =>
  list({ label, required: true, max, of: passage(LABELS.paragraph, 2000) });

/** Short items of a list (a check list, a list of tags), each held in every language. */
export const bullets = (label: StaffWords, itemLabel: StaffWords = LABELS.item, max = 20, required = true) =>
  list({ label, required, max, of: line(itemLabel, 800) });

/** A title with its introduction, above a section's items. */
export const heading = () => ({ title: line(LABELS.title), lead: passage(LABELS.lead, 800) });

/** A section's title alone. */
export const titleOnly = () => ({ title: line(LABELS.title) });

/** The numbered sections of a policy or statement: a title, paragraphs and, where needed, a list. */
export const policySections = (count: { min?: number; max: number } = { max: 20 }) =>
  list({
    label: words("Sections", "Разделы", "Boʻlimlar"),
    required: true,
    ...count,
    of: group({
      label: words("Section", "Раздел", "Boʻlim"),
      fields: {
        title: line(LABELS.title),
        paragraphs: paragraphs(LABELS.paragraphs, 10),
        bullets: bullets(words("List", "Список", "Roʻyxat"), LABELS.item, 20, false),
      },
    }),
  });

/** The switch of an entry that may have a page of its own (its page's fields are needed only when on). */
export const ownPage = (help: StaffWords) =>
  boolean({ label: words("Has its own page", "Есть своя страница", "Oʻz sahifasi bor"), help });

/** Items of a list that repeat an earlier one ("sections.3": the same section twice). */
export function duplicates(path: string, values: readonly string[]): Issue[] {
  return values.flatMap((value, index) =>
    value && values.indexOf(value) < index ? [{ field: `${path}.${index}`, problem: "duplicate" as const }] : [],
  );
}
