import { data } from "react-router";
import { isEntryList, type EntryList } from "../../../shared/inbox.ts";

/** The list a template page is about (`/admin/<list>/templates…`): quote requests or applications, else 404. */
export function templateList(params: { list?: string }): EntryList {
  if (!isEntryList(params.list)) throw data(null, { status: 404 });
  return params.list;
}
