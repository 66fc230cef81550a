import { companyIn } from "./company.server.ts";
import type { RouterContextProvider } from "react-router";
import { localizePath, type Language } from "../../shared/i18n/languages.ts";
import { lookOf, portraitPath } from "../../shared/portrait.ts";
import { OFFICES, people } from "../../content/model/people.ts";
import type { PortraitImage } from "../components/people/Portrait.tsx";
import { organizationPeople } from "../seo/structured-data/proof.ts";
import { siteOrigin } from "../site/context.server.ts";
import { liveEntries } from "./entries.server.ts";

/** A person as the people page draws them. */
interface PersonCard {
  id: string;
  name: string;
  role: string;
  bio: string;
  portrait: PortraitImage;
}

/**
 * The people page's leaders and team, in staff's order, each with their photo or their
 * drawn portrait (decision 044), and the company's employees as structured data.
 */
export async function peopleOnPage(context: Readonly<RouterContextProvider>, lang: Language) {
  const entries = await liveEntries(context, people, lang);
  const cards = entries.map(({ id, view }) => {
    const portrait: PortraitImage = view.photo
      ? { photo: view.photo }
      : { photo: null, drawn: portraitPath(id, lookOf(id, view.look)) };
    const card: PersonCard = { id, name: view.name, role: view.role, bio: view.bio, portrait };
    return { group: view.group, office: view.office, card };
  });
  const origin = siteOrigin(context);
  return {
    leaders: cards.filter((person) => person.group === "leader").map((person) => person.card),
    team: cards.filter((person) => person.group === "team").map((person) => person.card),
    structuredData: organizationPeople(
      origin,
      cards.map(({ card, office }) => ({
        name: card.name,
        role: card.role,
        office: OFFICES.find((option) => option.value === office)?.label[lang] ?? office,
        // The whole photo: the link-preview crop is a landscape strip of a portrait.
        image: card.portrait.photo ? card.portrait.photo.src : card.portrait.drawn,
      })),
      await companyIn(context, lang),
    ),
  };
}

/**
 * Where a post's author is introduced: their place on the people page (each person's card
 * carries their id as its anchor), found by the name the post gives in its language; null
 * for an author the page does not show.
 */
export async function authorUrl(context: Readonly<RouterContextProvider>, name: string, lang: Language) {
  const entries = await liveEntries(context, people, lang);
  const person = entries.find(({ view }) => view.name.trim() === name.trim());
  return person ? `${siteOrigin(context)}${localizePath("/company/people", lang)}#${person.id}` : null;
}
