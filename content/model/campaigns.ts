import { group, list, relation, words } from "../../shared/content-model/fields.ts";
import { defineKind } from "../../shared/content-model/kind.ts";
import { LABELS, callToAction, figures, line, passage, points, seo, titleOnly } from "./parts.ts";

/**
 * A campaign (landing) page (issue 38.9): an offer at an address editors choose, "/<id>" in
 * English and "/ru/<id>", "/uz/<id>": a hero, the points of the offer, proof chosen from the
 * case studies and testimonials, figures, and a closing band whose button opens the quote
 * form. An address a page of the site answers is refused (app/routing/addresses.ts).
 * Campaigns start empty: an offer is written when there is one (decision 088).
 */
export const campaigns = defineKind({
  name: "campaign",
  area: "pages",
  inboxPath: "pages/campaigns",
  label: {
    plural: words("Campaign pages", "Страницы кампаний", "Kampaniya sahifalari"),
    singular: words("Campaign page", "Страница кампании", "Kampaniya sahifasi"),
    new: words("New campaign page", "Новая страница кампании", "Yangi kampaniya sahifasi"),
  },
  address: "/:id",
  titleField: "title",
  order: "manual",
  preview: { pageOf: ({ id }) => `/${id}` },
  seed: "starts empty",
  fields: {
    meta: seo(),
    title: line(LABELS.title),
    lead: passage(LABELS.lead, 1200),
    offer: group({
      label: words("What we offer", "Что мы предлагаем", "Nimani taklif qilamiz"),
      fields: { ...titleOnly(), items: points(LABELS.items, LABELS.item, { min: 1, max: 8 }) },
    }),
    proof: group({
      label: words("Proof", "Подтверждения", "Dalillar"),
      help: words(
        "Figures, and the case studies and testimonials chosen from those published, in this order.",
        "Цифры, а также кейсы и отзывы, выбранные из опубликованных, в этом порядке.",
        "Raqamlar hamda eʼlon qilinganlar orasidan tanlangan keyslar va fikrlar, shu tartibda.",
      ),
      fields: {
        ...titleOnly(),
        figures: figures(),
        cases: list({
          label: words("Case studies", "Кейсы", "Keyslar"),
          max: 3,
          of: relation({ label: words("Case study", "Кейс", "Keys"), to: "case-study" }),
        }),
        testimonials: list({
          label: words("Testimonials", "Отзывы", "Fikrlar"),
          max: 3,
          of: relation({ label: words("Testimonial", "Отзыв", "Fikr"), to: "testimonial" }),
        }),
      },
    }),
    cta: callToAction(),
  },
});
