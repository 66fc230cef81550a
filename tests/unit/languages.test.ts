import { describe, expect, it } from "vitest";
import { localizePath, splitLanguagePrefix, TIME_ZONE_LANGUAGES } from "../../shared/i18n/languages.ts";
import { readCookie } from "../../shared/cookies.ts";
import { resolveLanguage } from "../../shared/i18n/request-language.ts";

const request = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });

describe("language URLs", () => {
  it("splits and builds prefixed paths", () => {
    expect(splitLanguagePrefix("/ru/services/webdev")).toEqual({ lang: "ru", path: "/services/webdev" });
    expect(splitLanguagePrefix("/uz")).toEqual({ lang: "uz", path: "/" });
    expect(splitLanguagePrefix("/rules")).toEqual({ lang: null, path: "/rules" });
    expect(localizePath("/", "ru")).toBe("/ru");
    expect(localizePath("/blog", "uz")).toBe("/uz/blog");
    expect(localizePath("/blog", "en")).toBe("/blog");
  });

  it("maps the specification's time-zone offsets", () => {
    expect(TIME_ZONE_LANGUAGES[-300]).toBe("uz");
    expect(TIME_ZONE_LANGUAGES[-240]).toBe("ru");
    expect(TIME_ZONE_LANGUAGES[-180]).toBe("ru");
    expect(TIME_ZONE_LANGUAGES[0]).toBeUndefined();
  });
});

describe("request language", () => {
  it("prefers the URL prefix, then the cookie, then English", () => {
    expect(resolveLanguage(request("/uz/blog", "language=ru"))).toMatchObject({
      lang: "uz",
      prefixed: true,
      stored: true,
    });
    expect(resolveLanguage(request("/blog", "a=1; language=ru"))).toMatchObject({
      lang: "ru",
      prefixed: false,
      stored: true,
    });
    expect(resolveLanguage(request("/blog"))).toMatchObject({ lang: "en", stored: false });
  });

  it("reads a page's data request as the page: /ru.data is the Russian home page", () => {
    expect(resolveLanguage(request("/ru.data", "language=en"))).toMatchObject({
      lang: "ru",
      prefixed: true,
      path: "/",
    });
    expect(resolveLanguage(request("/uz/blog.data", "language=en"))).toMatchObject({ lang: "uz", prefixed: true });
    expect(resolveLanguage(request("/_.data", "language=ru"))).toMatchObject({
      lang: "ru",
      prefixed: false,
      path: "/",
    });
  });

  it("treats an unknown stored value as no language: English, not stored", () => {
    expect(resolveLanguage(request("/", "language=de"))).toMatchObject({ lang: "en", stored: false });
  });

  it("reads cookies defensively", () => {
    // A value that is not valid percent-encoding comes back as sent, and is no language.
    expect(readCookie("language=%E0%A4%A", "language")).toBe("%E0%A4%A");
    expect(resolveLanguage(request("/", "language=%E0%A4%A"))).toMatchObject({ lang: "en", stored: false });
    expect(readCookie("xlanguage=ru", "language")).toBeNull();
    expect(readCookie("a=1; language=uz; b=2", "language")).toBe("uz");
  });
});
