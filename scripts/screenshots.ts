// Full-page screenshots of every public route in every language at two phone sizes and a
// desktop size, for a person to look at (overflow, and in Odia and Hindi tofu boxes and broken
// conjuncts): `npm run screenshots` (with the server running on PORT, default 5001).
// Optional argument: a comma-separated list of paths instead of every public route.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { publicPaths } from "#shared/site-paths.ts";

const base = `http://127.0.0.1:${process.env.PORT ?? 5001}`;
// The pre-rendered 404 pages are reached the way a visitor reaches them: through an unknown path.
const everyRoute = publicPaths.map((path) => path.replace(/\/404$/, "/no-such-page"));
const routes = process.argv[2]?.split(",") ?? everyRoute;
const sizes = [
  { name: "360x640", width: 360, height: 640 },
  { name: "390x844", width: 390, height: 844 },
  { name: "1440x900", width: 1440, height: 900 },
];
// test-results/ is ignored by git.
const out = "test-results/screenshots";
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
});
for (const size of sizes) {
  // Reduced motion shows the slideshow's first slide and the counters' final figures.
  const page = await browser.newPage({ viewport: size, reducedMotion: "reduce" });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: "networkidle" });
    // A full-page screenshot does not scroll, so lazy pictures and sections rendered only near
    // the viewport (content-visibility: auto) below the fold would stay empty.
    await page.evaluate(async () => {
      for (const element of document.body.querySelectorAll<HTMLElement>("*"))
        if (getComputedStyle(element).contentVisibility === "auto")
          element.style.contentVisibility = "visible";
      const images = [...document.images];
      for (const image of images) image.loading = "eager";
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    });
    const name = route.replace(/^\/|\/$/g, "").replace(/\//g, "-") || "home";
    await page.screenshot({ path: `${out}/${name}-${size.name}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots written to ${out}/`);
