// Full-page screenshots of every public route at a phone and a desktop size, for a person
// to look at: `npm run screenshots` (with the server running on PORT, default 5001).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const base = `http://127.0.0.1:${process.env.PORT ?? 5001}`;
const routes = (process.argv[2] ?? "/,/about,/products,/contact,/careers,/no-such-page").split(",");
const sizes = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
];
const out = "test-results/screenshots";
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
});
for (const size of sizes) {
  const page = await browser.newPage({ viewport: size });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: "networkidle" });
    const name = route === "/" ? "home" : route.slice(1).replace(/\//g, "-");
    await page.screenshot({ path: `${out}/${name}-${size.name}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots written to ${out}/`);
