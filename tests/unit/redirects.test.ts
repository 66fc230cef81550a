import { describe, expect, it } from "vitest";
import { redirectPath, redirectProblem, redirectTarget } from "../../shared/redirects.ts";

const existing = [
  { id: "a", fromPath: "/old-offer", target: "/services" },
  { id: "b", fromPath: "/promo", target: "https://example.com/landing" },
];

describe("redirects staff keep", () => {
  it("start from a path of the site in every language: no prefix, no trailing slash", () => {
    expect(redirectPath("/ru/old-page/")).toBe("/old-page");
    expect(redirectPath("/uz/%D1%81%D1%82%D0%B0%D1%80%D0%BE%D0%B5")).toBe("/старое");
    expect(redirectPath("old-page")).toBeUndefined();
    expect(redirectPath("//evil.example")).toBeUndefined();
    expect(redirectPath("/with?query")).toBeUndefined();
  });

  it("never lead off the site by a path a browser reads as another host (issue 39.2)", () => {
    for (const target of [
      "/%5Cevil.example",
      "/%5cevil.example",
      "/%255Cevil.example",
      "/ru//evil.example",
      "/uz/%2F%2Fevil.example",
      "/%2F%2Fevil.example",
      "/ru/%5C%5Cevil.example",
      "/%09/evil.example",
      "/services/../../evil",
      "/%2e%2e/admin",
      "/ru/./services",
    ]) {
      expect(redirectTarget(target), target).toBeUndefined();
      expect(redirectPath(target), target).toBeUndefined();
    }
    expect(redirectTarget("/ru/company/aboutus")).toEqual({ path: "/company/aboutus" });
  });

  it("lead to a path of the site or an https address, never plain http", () => {
    expect(redirectTarget("/ru/services?utm=x")).toEqual({ path: "/services?utm=x" });
    expect(redirectTarget("https://example.com/a")).toEqual({ url: "https://example.com/a" });
    expect(redirectTarget("http://example.com/a")).toBeUndefined();
    expect(redirectTarget("javascript:alert(1)")).toBeUndefined();
  });

  it("refuse a loop, a chain either way, a taken or reserved path", () => {
    expect(redirectProblem({ from: "/x", target: "/ru/x" }, existing)).toBe("loop");
    expect(redirectProblem({ from: "/x", target: "/old-offer" }, existing)).toBe("chainTo");
    expect(redirectProblem({ from: "/services", target: "/technologies" }, existing)).toBe("chainFrom");
    expect(redirectProblem({ from: "/old-offer/", target: "/blog" }, existing)).toBe("fromTaken");
    expect(redirectProblem({ from: "/admin/posts", target: "/blog" }, existing)).toBe("fromReserved");
    expect(redirectProblem({ from: "/", target: "/blog" }, existing)).toBe("fromInvalid");
    expect(redirectProblem({ from: "/x", target: "ftp://host/file" }, existing)).toBe("targetInvalid");
  });

  it("let a redirect be changed in place and accept a good one as it is stored", () => {
    expect(redirectProblem({ id: "a", from: "/old-offer", target: "/technologies" }, existing)).toEqual({
      from: "/old-offer",
      target: "/technologies",
    });
    expect(redirectProblem({ from: "/ru/spring-sale", target: "https://shop.example/sale" }, existing)).toEqual({
      from: "/spring-sale",
      target: "https://shop.example/sale",
    });
  });
});
