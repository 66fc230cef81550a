import { describe, expect, it } from "vitest";
import { menuGroups } from "../../app/admin/menu.ts";
import { areasOf, AREAS } from "../../shared/staff.ts";

/** Issue 37.6: the inbox menu grouped by the work (sales, hiring, the website, settings). */
describe("the inbox menu's groups", () => {
  it("hold every area once, in the menu's order, for an administrator", () => {
    const groups = menuGroups(AREAS);
    expect(groups.map((group) => group.group)).toEqual(["leads", "hiring", "content", "settings"]);
    expect(groups.flatMap((group) => group.areas).sort()).toEqual([...AREAS].sort());
  });

  it("put unsorted mail and lead sources with a member's own work", () => {
    const sales = menuGroups(areasOf({ role: "sales", permissions: [] }));
    expect(sales).toEqual([{ group: "leads", areas: ["requests", "unsorted", "sources"] }]);
    const recruiter = menuGroups(areasOf({ role: "recruiter", permissions: [] }));
    expect(recruiter).toEqual([
      { group: "hiring", areas: ["applications", "unsorted", "sources", "openings", "careers"] },
    ]);
  });
});
