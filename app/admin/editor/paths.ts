import type { Kind } from "../../../shared/content-model/kind.ts";

/** Where an entry is edited: /admin/<inboxPath>/<id>, or a page's single entry at /admin/<inboxPath>. */
export function entryPath(kind: Kind, id: string): string {
  return kind.singleton ? `/admin/${kind.inboxPath}` : `/admin/${kind.inboxPath}/${id}`;
}
