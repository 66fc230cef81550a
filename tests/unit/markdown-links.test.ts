import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { localizedHref, renderMarkdown } from "../../server/content/markdown.ts";
import { CONTENT_DIR, readCollection } from "../../server/content/seed.ts";
import { LANGUAGES } from "../../shared/i18n/languages.ts";

/** The site's own pages linked from a rendered body: root-relative hrefs, files and single-language paths aside. */
function pageLinks(html: string): string[] {
  return [...html.matchAll(/<a href="(\/[^"]*)"/g)]
    .map((match) => match[1]!)
    .filter((href) => !/^\/(?:admin|api|assets|downloads|files|images|media|og)(?:[/?#]|$)/.test(href))
    .filter((href) => !/\.[a-z0-9]+(?:[?#]|$)/i.test(href));
}

const bodies = ["blog", "jobs"].flatMap((collection) =>
  readCollection(join(CONTENT_DIR, collection)).flatMap(([id, files]) =>
    LANGUAGES.map((lang) => ({ name: `${collection}/${id}/${lang}`, lang, body: files[lang].body })),
  ),
);

describe("links to the site's own pages inside a body", () => {
  it.each(bodies.filter((body) => body.lang !== "en").map((body) => [body.name, body] as const))(
    "%s keeps its language",
    (_name, { lang, body }) => {
      for (const href of pageLinks(renderMarkdown(body, lang).html)) expect(href).toMatch(new RegExp(`^/${lang}(/|$)`));
    },
  );

  it("are all localized: every Russian and Uzbek body together links as many pages as the English ones", () => {
    const count = (lang: string) =>
      bodies
        .filter((body) => body.lang === lang)
        .flatMap((body) => pageLinks(renderMarkdown(body.body, body.lang).html))
        .filter((href) => lang === "en" || href.startsWith(`/${lang}`)).length;
    expect(count("ru")).toBeGreaterThanOrEqual(26);
    expect(count("uz")).toBe(count("ru"));
  });

  it("keep English addresses in English bodies", () => {
    expect(renderMarkdown("[Services](/services)", "en").html).toContain('href="/services"');
  });

  it.each([
    ["/services", "/ru/services"],
    ["/", "/ru"],
    ["/services/webdev?ref=post#pricing", "/ru/services/webdev?ref=post#pricing"],
    ["/company/careers/", "/ru/company/careers"],
    ["/ru/services", "/ru/services"],
    ["/uz/services", "/uz/services"],
    ["#section", "#section"],
    ["https://example.com/services", "https://example.com/services"],
    ["//example.com/services", "//example.com/services"],
    ["mailto:hello@lojuvard.uz", "mailto:hello@lojuvard.uz"],
    ["/images/blog/cover.svg", "/images/blog/cover.svg"],
    ["/media/0f3c/1200.jpg", "/media/0f3c/1200.jpg"],
    ["/downloads/portfolio-en.pdf", "/downloads/portfolio-en.pdf"],
    ["/admin/posts", "/admin/posts"],
    ["/api/v1/insert_staffs", "/api/v1/insert_staffs"],
    ["/sitemap.xml", "/sitemap.xml"],
  ])("rewrite %s in a Russian body as %s", (href, expected) => {
    expect(localizedHref(href, "ru")).toBe(expected);
  });

  it("rewrite links written as HTML too, and leave images alone", () => {
    const { html } = renderMarkdown(
      '<a href="/casestudies">Cases</a> ![Cover](/images/blog/cover.svg) [Up](#top)',
      "uz",
    );
    expect(html).toContain('href="/uz/casestudies"');
    expect(html).toContain('src="/images/blog/cover.svg"');
    expect(html).toContain('href="#top"');
  });
});
