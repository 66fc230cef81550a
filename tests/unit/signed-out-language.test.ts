import { describe, expect, it } from "vitest";
import {
  browserLanguage,
  rememberAccountLanguage,
  signedOutLanguage,
} from "../../app/admin/signed-out/language.server.ts";

const page = (path: string, headers: Record<string, string> = {}) =>
  new Request(`https://www.lojuvard.uz${path}`, { headers });

/** Issue 38.4: the pages before sign-in speak the language chosen, else the account's, else the browser's. */
describe("the language of the pages before sign-in", () => {
  it("a language chosen with the page's links wins, and is remembered in a cookie for /admin", () => {
    const chosen = signedOutLanguage(page("/admin/login?lang=uz&next=%2Fadmin%2Fposts", { "accept-language": "ru" }), {
      known: "en",
      secure: true,
    });
    expect(chosen.lang).toBe("uz");
    expect(chosen.remember).toMatch(/^inbox_language=uz;/);
    expect(chosen.remember).toContain("Path=/admin");
    expect(chosen.remember).toContain("Secure");
    expect(chosen.remember).toContain("HttpOnly");
  });

  it("then the remembered choice, over the account's language and the browser's", () => {
    const remembered = page("/admin/reset/x", { cookie: "inbox_language=ru", "accept-language": "uz" });
    expect(signedOutLanguage(remembered, { known: "uz", secure: false })).toEqual({ lang: "ru", remember: null });
  });

  it("then the account's language, when the page knows the account", () => {
    const reset = page("/admin/reset/x", { "accept-language": "en-GB,en;q=0.9" });
    expect(signedOutLanguage(reset, { known: "ru", secure: false }).lang).toBe("ru");
  });

  it("then the browser's Accept-Language, by its weights; else English", () => {
    expect(browserLanguage(page("/admin/login", { "accept-language": "uz-Latn-UZ,uz;q=0.9,ru;q=0.8" }))).toBe("uz");
    expect(browserLanguage(page("/admin/login", { "accept-language": "de-DE,de;q=0.9,ru;q=0.5,en;q=0.4" }))).toBe("ru");
    expect(browserLanguage(page("/admin/login", { "accept-language": "fr-FR" }))).toBe("en");
    expect(browserLanguage(page("/admin/login"))).toBe("en");
    // Neither a stranger's value nor the public site's time-zone guess decides it.
    const site = page("/admin/login?lang=fr", { cookie: "language=uz; inbox_language=xx", "accept-language": "ru" });
    expect(signedOutLanguage(site, { known: "de", secure: false })).toEqual({ lang: "ru", remember: null });
  });

  it("an account's language is remembered for the next sign-in page, unless one was chosen there", () => {
    expect(rememberAccountLanguage(page("/admin/login"), "uz", false)).toMatch(/^inbox_language=uz;/);
    expect(rememberAccountLanguage(page("/admin/login", { cookie: "inbox_language=en" }), "uz", false)).toBeNull();
    expect(rememberAccountLanguage(page("/admin/login"), "de", false)).toBeNull();
  });
});
