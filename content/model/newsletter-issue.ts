import { markdown, text, words } from "../../shared/content-model/fields.ts";
import { defineKind } from "../../shared/content-model/kind.ts";

/**
 * A newsletter issue written in the inbox (issue 38.6): a subject, a preheader and a text
 * in Markdown, in each language. It is edited with the content editor (language tabs, the
 * site's own Markdown preview) but is not content of the site: it is never published on a
 * page, it is sent once, so it lives in its own table (server/newsletter/issues.ts) and is
 * not one of KINDS.
 */
export const newsletterIssue = defineKind({
  name: "newsletter-issue",
  area: "newsletter",
  inboxPath: "newsletter/issues",
  label: {
    plural: words("Issues", "Выпуски", "Sonlar"),
    singular: words("Issue", "Выпуск", "Son"),
    new: words("New issue", "Новый выпуск", "Yangi son"),
  },
  titleField: "subject",
  order: "manual",
  fields: {
    subject: text({
      label: words("Subject", "Тема письма", "Xat mavzusi"),
      localized: true,
      required: true,
      max: 150,
    }),
    preheader: text({
      label: words("Preheader", "Прехедер", "Prexeder"),
      help: words(
        "The line mail programs show after the subject, before the e-mail is opened.",
        "Строка, которую почтовые программы показывают после темы, до того как письмо открыто.",
        "Pochta dasturlari xat ochilmasdan oldin mavzudan keyin koʻrsatadigan qator.",
      ),
      localized: true,
      required: true,
      max: 200,
    }),
    body: markdown({
      label: words("Text", "Текст", "Matn"),
      help: words(
        "Markdown: ## headings, lists, links and images of the media library.",
        "Markdown: заголовки ##, списки, ссылки и изображения из медиатеки.",
        "Markdown: ## sarlavhalar, roʻyxatlar, havolalar va media kutubxonasidagi rasmlar.",
      ),
      localized: true,
      required: true,
      max: 50_000,
    }),
  },
});
