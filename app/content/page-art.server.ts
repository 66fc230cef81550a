import { siteImageExists } from "../../server/content/views.ts";
import { heroArtPath, ornament, type HeroArt } from "../components/art/art-paths.ts";

/**
 * The heading art of an entry's page: its own drawing where the site has one
 * ("services/webdev"), else its family's ("services"), for entries staff added.
 */
export function entryOrnament(pageId: string, family: string): HeroArt {
  return ornament(siteImageExists(heroArtPath(pageId)) ? pageId : family);
}
