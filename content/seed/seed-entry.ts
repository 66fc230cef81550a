import type { DocOfKind } from "../../shared/content-model/kind.ts";

/** An entry the site starts with, as written in content/seed/: its id and its document. */
export interface SeedOf<K> {
  id: string;
  doc: DocOfKind<K>;
}
