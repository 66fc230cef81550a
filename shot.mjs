import { chromium } from "playwright-core";
const [,, base, out, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
for (const width of [375, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.addInitScript(() => { localStorage.setItem("cookie", "true"); });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.waitForTimeout(1200);
    const h = await page.evaluate(() => document.documentElement.scrollHeight);
    const name = `${out}/${path.replace(/\W+/g, "_") || "home"}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name, h);
  }
  await page.close();
}
await browser.close();
