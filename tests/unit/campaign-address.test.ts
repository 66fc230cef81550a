import { describe, expect, it } from "vitest";
import { addressTaken } from "../../app/routing/addresses.ts";
import { campaigns } from "../../content/model/index.ts";

const pattern = campaigns.address!;

describe("a campaign page's address, chosen by staff", () => {
  it("is free when no page of the site and nothing the server answers first takes it", () => {
    for (const id of ["banking-modernization", "offer-2027", "core-banking"])
      expect(addressTaken(pattern, id)).toBe(false);
  });

  it("is refused where a page of the site answers, in any language", () => {
    for (const id of ["services", "blog", "technologies", "casestudies", "thank-you", "test", "accessibility"])
      expect(addressTaken(pattern, id), id).toBe(true);
  });

  it("is refused where the server answers before the pages, or a language prefix stands", () => {
    for (const id of ["api", "media", "files", "assets", "images", "healthz", "admin", "ru", "uz", "en", "sitemap.xml"])
      expect(addressTaken(pattern, id), id).toBe(true);
  });

  it("leaves other kinds' own addresses alone", () => {
    expect(addressTaken("/services/:id", "webdev")).toBe(false);
    expect(addressTaken("/blog/post/:id", "new-core")).toBe(false);
  });
});
