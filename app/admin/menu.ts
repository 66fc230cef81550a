import type { Area } from "../../shared/staff.ts";

/** The inbox menu's groups, in order: each a heading over the links of one kind of work. */
const MENU_GROUPS = ["leads", "hiring", "content", "settings"] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** The areas both sales and recruiters work in: they sit with the member's own work. */
const SHARED: readonly Area[] = ["unsorted", "sources"];

const GROUP_OF: Record<Area, MenuGroup> = {
  requests: "leads",
  unsorted: "leads",
  sources: "leads",
  applications: "hiring",
  openings: "hiring",
  careers: "hiring",
  posts: "content",
  pages: "content",
  proof: "content",
  people: "content",
  media: "content",
  redirects: "content",
  newsletter: "content",
  subscribers: "content",
  company: "settings",
  accounts: "settings",
  integrations: "settings",
  erase: "settings",
  audit: "settings",
};

/**
 * A member's areas grouped for the menu, groups without any left out. Unsorted mail and
 * lead sources go with quote requests, or with applications for a member who works only
 * on those (a recruiter), so no group holds just the shared areas.
 */
export function menuGroups(areas: readonly Area[]): { group: MenuGroup; areas: Area[] }[] {
  const sharedWith: MenuGroup = areas.includes("requests") || !areas.includes("applications") ? "leads" : "hiring";
  const groupOf = (area: Area) => (SHARED.includes(area) ? sharedWith : GROUP_OF[area]);
  return MENU_GROUPS.map((group) => ({ group, areas: areas.filter((area) => groupOf(area) === group) })).filter(
    (entry) => entry.areas.length > 0,
  );
}
