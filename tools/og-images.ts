import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { company } from "../content/model/index.ts";
import { companySeed } from "../content/seed/company.ts";
import { seedIn } from "./seed-words.ts";
import { catalogues } from "../app/i18n/catalogues/index.server.ts";
import { LANGUAGES, type Language } from "../shared/i18n/languages.ts";
import { OG_SIZE, OG_TYPES, ogImagePath, type OgType } from "../app/seo/og.ts";

/**
 * Social preview images (Open Graph, Twitter cards), one per page type and language:
 * the lapis band of the site, the mark, and the page type's title in that language.
 * Drawn as SVG and rasterised to PNG with resvg (WebAssembly), fonts embedded from npm.
 */
const root = resolve(import.meta.dirname, "..");
const require = createRequire(import.meta.url);
const FONTS = ["700Bold/FiraSans_700Bold.ttf", "500Medium/FiraSans_500Medium.ttf"].map((file) =>
  join(root, "node_modules/@expo-google-fonts/fira-sans", file),
);

/** The company's name and tagline the site starts with (content/seed/company.ts). */
const companyIn = (lang: Language) => seedIn(company, companySeed, lang);

function title(type: OgType, lang: Language): string {
  const t = catalogues[lang];
  const { name, tagline } = companyIn(lang);
  const titles: Record<OgType, string> = {
    home: capitalize(tagline.replace(`${name} — `, ""), lang),
    services: t.nav.services,
    technologies: t.nav.technologies,
    industries: t.nav.industries,
    casestudies: t.nav.casestudies,
    aboutus: t.nav.aboutus,
    people: t.nav.people,
    careers: t.nav.careers,
    blog: t.nav.blog,
    policies: t.nav.privacy,
  };
  return titles[type];
}

function capitalize(text: string, lang: Language): string {
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}

/** Greedy line breaking by an average glyph width; titles are short. */
function lines(text: string, maxChars: number): string[] {
  const result: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > maxChars) {
      result.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) result.push(line);
  return result;
}

const escape = (text: string) =>
  text.replace(/[&<>]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[char] ?? char);

function ogSvg(type: OgType, lang: Language): string {
  const { name, tagline } = companyIn(lang);
  const heading = lines(title(type, lang), 24);
  const size = heading.length > 2 ? 64 : 80;
  const top = 330 - ((heading.length - 1) * size * 1.1) / 2;
  const star = (cx: number, cy: number, r: number) =>
    `<g transform="translate(${cx} ${cy})"><rect x="${-r}" y="${-r}" width="${2 * r}" height="${2 * r}" rx="3"/><rect x="${-r}" y="${-r}" width="${2 * r}" height="${2 * r}" rx="3" transform="rotate(45)"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_SIZE.width}" height="${OG_SIZE.height}" viewBox="0 0 1200 630">
  <defs><radialGradient id="g" cx="85%" cy="15%" r="70%"><stop offset="0" stop-color="#2f5fd0" stop-opacity=".55"/><stop offset="1" stop-color="#061431" stop-opacity="0"/></radialGradient></defs>
  <rect width="1200" height="630" fill="#061431"/><rect width="1200" height="630" fill="url(#g)"/>
  <g fill="none" stroke="#2f5fd0" stroke-opacity=".35" stroke-width="2">${[0, 1, 2, 3].map((i) => star(940 + (i % 2) * 160, 160 + Math.floor(i / 2) * 320, 90)).join("")}</g>
  <g fill="#2f5fd0">${star(110, 110, 22)}</g><circle cx="110" cy="110" r="9" fill="#d9a521"/>
  <text x="150" y="124" font-family="Fira Sans" font-weight="700" font-size="40" fill="#ffffff">${escape(name)}</text>
  <rect x="80" y="${top - size - 30}" width="72" height="6" fill="#d9a521"/>
  ${heading.map((line, i) => `<text x="80" y="${top + i * size * 1.1}" font-family="Fira Sans" font-weight="700" font-size="${size}" fill="#ffffff">${escape(line)}</text>`).join("\n  ")}
  <text x="80" y="560" font-family="Fira Sans" font-weight="500" font-size="30" fill="#c6d3f5">${escape(tagline)}</text>
</svg>`;
}

export async function writeOgImages(clientDir: string): Promise<string[]> {
  await initWasm(await readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
  const fontBuffers = await Promise.all(FONTS.map((file) => readFile(file)));
  await mkdir(join(clientDir, "og"), { recursive: true });
  const written: string[] = [];
  for (const lang of LANGUAGES) {
    for (const type of OG_TYPES) {
      const png = new Resvg(ogSvg(type, lang), {
        font: { fontBuffers, defaultFontFamily: "Fira Sans", loadSystemFonts: false },
      })
        .render()
        .asPng();
      const path = join(clientDir, ogImagePath(type, lang));
      await writeFile(path, png);
      written.push(path);
    }
  }
  return written;
}
