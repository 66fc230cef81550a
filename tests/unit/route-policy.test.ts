import { describe, expect, it } from "vitest";
import { POLICIES, policyForPageId, policyForRouteId } from "../../app/routing/route-policy.ts";
import {
  INBOX_LAYOUT,
  inboxPages,
  NOT_FOUND,
  pages,
  policyForPattern,
  routeId,
  singleRoutes,
} from "../../app/routing/route-table.ts";

/** Each page's policy, as the server (by URL pattern) and the browser (by route id) read it. */
describe("route policies", () => {
  const inbox = [INBOX_LAYOUT, ...inboxPages, ...singleRoutes.filter((route) => route.path.startsWith("/admin"))];

  it("keeps the inbox private and outside the site's layout, and nothing else", () => {
    for (const route of inbox) {
      expect(policyForPageId(route.id), route.id).toEqual(POLICIES.inbox);
      expect(policyForPattern(route.path), route.path).toEqual(POLICIES.inbox);
      expect(policyForRouteId(routeId(route)), route.id).toEqual(POLICIES.inbox);
    }
    for (const page of pages) expect(policyForPageId(page.id).layout, page.id).toBe("site");
  });

  it("lists the public pages and keeps the rest out of search results", () => {
    const unlisted = ["test", "thank-you"];
    const personal = ["unsubscribe", "newsletter/confirm"];
    for (const page of pages) {
      const expected = unlisted.includes(page.id)
        ? POLICIES.unlisted
        : personal.includes(page.id)
          ? POLICIES.personal
          : POLICIES.page;
      for (const lang of ["en", "ru", "uz"]) {
        expect(policyForRouteId(routeId(page, lang)), `${lang}:${page.id}`).toEqual(expected);
        const prefix = lang === "en" ? "" : `/${lang}`;
        expect(policyForPattern(prefix + page.path), prefix + page.path).toEqual(expected);
      }
    }
    expect(policyForRouteId(routeId(NOT_FOUND, "ru"))).toEqual(POLICIES.unlisted);
    expect(policyForPattern("/ru/*")).toEqual(POLICIES.unlisted);
  });
});
