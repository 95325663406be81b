// Full-page screenshots of every public route in every language at phone and desktop sizes,
// for a person to look at (tofu boxes, broken conjuncts, text that overflows):
// `npm run screenshots` (with the server running on PORT, default 5001), or
// `npm run screenshots -- /or/,/hi/contact` for some pages only.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { localePath, locales, paths } from "#app/site-paths.ts";

const base = `http://127.0.0.1:${process.env.PORT ?? 5001}`;
const pages = [
  paths.home,
  paths.about,
  paths.products,
  paths.contact,
  paths.careers,
  paths.privacy,
  paths.contactSent,
  paths.careersSent,
  "/no-such-page",
];
const routes =
  process.argv[2]?.split(",") ??
  locales.flatMap((locale) => pages.map((page) => localePath(locale, page)));
const sizes = [
  { name: "phone", width: 360, height: 640 },
  { name: "phone-390", width: 390, height: 844 },
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
    const name = route.replace(/^\/|\/$/g, "").replace(/\//g, "-") || "home";
    await page.screenshot({ path: `${out}/${name}-${size.name}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots written to ${out}/`);
