import type { Kind } from "../../shared/content-model/kind.ts";
import type { Area } from "../../shared/staff.ts";
import { KINDS } from "./index.ts";

/**
 * The kinds an inbox area lists on its own page (/admin/<area>): those whose inbox paths
 * sit under the area's address ("pages/home" under "pages"), in the order of KINDS.
 */
export function kindsOfArea(area: Area): Kind[] {
  return KINDS.filter((kind) => kind.area === area && kind.inboxPath.startsWith(`${area}/`));
}
