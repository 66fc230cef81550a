import type { PublicImage } from "../../shared/content-model/fields.ts";

/**
 * What a card shows of a case study (app/content/proof.server.ts): its headline, its first
 * figure and its first screen in the page's language. Only this travels in the page's data,
 * not the whole story (16 KB on the home page, which the page paid for before its first paint).
 * The pages' cards draw it (CaseCard), and every page's menus a part of it (FeaturedCase):
 * it lives here, beneath both.
 */
export interface CaseCardItem {
  id: string;
  client: string;
  title: string;
  summary: string;
  figure?: { value: string; label: string };
  screen: PublicImage | null;
}
