import { expect, type Page } from "@playwright/test";

/**
 * What "fits" means for a page at its current width (every-page.spec.ts, inbox-screens.spec.ts and others):
 * nothing reaches past the viewport outside a scrolling box, no text is cut off, no big or
 * section heading breaks inside a word and no date breaks across lines.
 */
interface Misfit {
  documentWidth: number;
  /** Elements that reach past the viewport's right edge outside any scrolling box. */
  wide: string[];
  /** Elements that hide part of their own text (overflow hidden or ellipsis). */
  clipped: string[];
  /** Words a page's main heading, a call to action or a question breaks across two lines, and dates split over two. */
  broken: string[];
}

/** What does not fit in the page as it is now. */
function misfits(page: Page): Promise<Misfit> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === "string" ? `.${element.className.split(" ")[0]}` : ""} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    // Parts that are hidden on purpose: off-screen honeypots, screen-reader-only text (by its
    // class, or clipped to nothing as a phone's table headings are).
    const hidden = (element: Element) => {
      if (element.closest(".honeypot, .visually-hidden, [aria-hidden='true']")) return true;
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (getComputedStyle(node).clipPath === "inset(50%)") return true;
      }
      return false;
    };
    const insideScroller = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === "auto" || overflow === "scroll") return true;
      }
      return false;
    };
    // Whether some of the element's own text lies outside its box (decorations may).
    const cutsText = (element: Element, box: DOMRect) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || hidden(node.parentElement!)) continue;
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 0 && (rect.right > box.right + 1 || rect.left < box.left - 1)) return true;
        }
      }
      return false;
    };
    const wide: string[] = [];
    const clipped: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      if (hidden(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (box.right > innerWidth + 1 && style.position !== "fixed" && !insideScroller(element)) {
        wide.push(describe(element));
      }
      const hides = style.overflowX === "hidden" || style.overflowX === "clip" || style.textOverflow === "ellipsis";
      if (hides && element.scrollWidth > element.clientWidth + 1 && cutsText(element, box)) {
        clipped.push(describe(element));
      }
    }
    // A big heading sized for its longest word (word-fit.ts), a section's heading or a question never breaks inside one.
    const broken: string[] = [];
    for (const heading of document.querySelectorAll(".page-hero h1, .section h2, .faq__item h3")) {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of node.textContent!.matchAll(/[^\s\-–—/]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    // A date is one unit: "22-noyabr, 2026" never breaks at its hyphen or before its year.
    for (const date of document.querySelectorAll("time")) {
      if (date.getClientRects().length > 1) broken.push(date.textContent!);
    }
    return {
      documentWidth: document.documentElement.scrollWidth,
      wide: wide.slice(0, 5),
      clipped: clipped.slice(0, 5),
      broken,
    };
  });
}

function fits(found: Misfit, width: number): boolean {
  return found.documentWidth <= width && [found.wide, found.clipped, found.broken].every((list) => list.length === 0);
}

export async function expectFits(page: Page, where: string) {
  const width = page.viewportSize()!.width;
  // The settled page: a script's faces (the Cyrillic cut of Manrope) swap in after the first
  // paint, and until then a heading sized for its longest word is set in the wider fallback.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  let found = await misfits(page);
  // A face that starts loading only when the new width first lays its text out, or a layout
  // still settling after the resize, gets a moment: only what stays wrong is a fault (a heading
  // broken at 1024 px once on a busy machine, whole on every other run).
  for (let look = 0; look < 4 && !fits(found, width); look++) {
    await page.evaluate(async () => {
      await new Promise((later) => setTimeout(later, 250));
      await document.fonts.ready;
      await new Promise((drawn) => requestAnimationFrame(drawn));
    });
    found = await misfits(page);
  }
  expect(found.documentWidth, `${where} at ${width} px is ${found.documentWidth} px wide`).toBeLessThanOrEqual(width);
  expect(found.wide, `${where} at ${width} px: wider than the screen`).toEqual([]);
  expect(found.clipped, `${where} at ${width} px: text cut off`).toEqual([]);
  expect(found.broken, `${where} at ${width} px: words broken in a heading, or a date`).toEqual([]);
}

/**
 * Every image the page shows at this width arrives and draws (lazy ones are asked for at once),
 * with its width, height and alt text in the markup: no broken art, no layout shift.
 */
export async function expectImages(page: Page, where: string) {
  const faults = await page.evaluate(async () => {
    const shown = [...document.images].filter((image) => image.getClientRects().length > 0);
    await Promise.all(
      shown.map((image) => {
        image.loading = "eager";
        return image.decode().catch(() => undefined);
      }),
    );
    return shown.flatMap((image) => {
      const name = image.getAttribute("src") ?? "";
      const missing = ["width", "height", "alt"].filter((attribute) => !image.hasAttribute(attribute));
      if (missing.length) return [`${name} has no ${missing.join(", ")}`];
      return image.naturalWidth === 0 ? [`${name} did not load`] : [];
    });
  });
  expect(faults, `${where}: images`).toEqual([]);
}
