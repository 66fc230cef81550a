import { companyDetails, company as companyKind } from "../../content/model/company.ts";
import { seedIn } from "../../tools/seed-words.ts";
import { companySeed } from "../../content/seed/company.ts";
import { describe, expect, it } from "vitest";
import type { BlogPostSummary } from "../../app/content/blog-types.ts";
import { blogFeed } from "../../app/seo/rss.ts";

const post = (title: string, summary: string): BlogPostSummary & { coverBytes: number } => ({
  id: "hostile-post",
  title,
  summary,
  category: "tutorials",
  author: "Aziza <Karimova> & Co",
  authorRole: "Engineer",
  date: "2026-11-05",
  dateLabel: "5 November 2026",
  cover: {
    src: "/images/blog/x.svg",
    alt: "",
    width: 1200,
    height: 630,
    sources: [],
    raster: "/images/blog/x.png",
    focus: { x: 50, y: 50 },
  },
  readingTime: "3 min read",
  coverBytes: 48_213,
});

const feed = (title: string, summary: string) =>
  blogFeed({
    lang: "ru",
    origin: "https://www.lojuvard.uz",
    company: companyDetails(seedIn(companyKind, companySeed, "ru")),
    words: {
      title: "Блог",
      description: "Статьи",
      categories: {
        "product-updates": "a",
        tutorials: "b",
        "technical-insights": "c",
        "industry-trends": "d",
        "case-studies": "e",
        cases: "f",
      },
    },
    posts: [post(title, summary)],
  });

/** What a reader that takes the element's text for HTML gets: the CDATA sections joined. */
const text = (xml: string, element: string) =>
  [
    ...(new RegExp(`<${element}>(.*?)</${element}>`, "s").exec(xml.slice(xml.indexOf("<item>")))?.[1] ?? "").matchAll(
      /<!\[CDATA\[(.*?)\]\]>/gs,
    ),
  ]
    .map((match) => match[1])
    .join("");

describe("the blog's RSS feed", () => {
  it("carries titles and summaries as text: no markup an editor typed reaches a feed reader", () => {
    const xml = feed('<img src=x onerror="alert(1)">', "<b>bold</b> ]]><script>alert(2)</script>");
    expect(xml).not.toMatch(/<img|<script|<b>/);
    expect(text(xml, "title")).toBe("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(text(xml, "description")).toBe("&lt;b&gt;bold&lt;/b&gt; ]]&gt;&lt;script&gt;alert(2)&lt;/script&gt;");
  });

  it("names the author by e-mail with the writer's name, and gives the cover's real length", () => {
    const xml = feed("Title", "Summary");
    expect(xml).toContain("<author>hello@lojuvard.uz (Aziza &lt;Karimova&gt; &amp; Co)</author>");
    expect(xml).toMatch(/<enclosure [^>]*length="48213"/);
    expect(xml).toMatch(/<enclosure [^>]*url="https:\/\/www\.lojuvard\.uz\/images\/blog\/x\.png"/);
  });
});
