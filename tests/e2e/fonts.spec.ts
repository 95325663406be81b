import type { CDPSession } from "@playwright/test";
import { expect, test } from "./fixtures";

// The Odia and Devanagari letters are drawn from the installed script font through the local()
// faces of app/app.css ("Odia letters", "Devanagari letters"), which spare the page a call to the
// browser process per text size; Latin words in the same element come from the system font, and
// no letter is left to a box (docs/product.md, Performance). The fonts are
// the set the decisions pin (fonts-noto-core, fonts-lohit-orya; `bash .ci/run` installs them).

type FontUse = { familyName: string; postScriptName: string };

async function fontsOf(cdp: CDPSession, selector: string): Promise<FontUse[]> {
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  expect(nodeId, selector).toBeGreaterThan(0);
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return fonts;
}

const pages = [
  // The page's title (bold), the PDF button's text (semibold, with "(PDF)" in Latin letters).
  // Lohit Odia has no bold face: its bold is drawn from the regular one.
  { url: "/or/products", family: "Odia letters", bold: "Lohit-Odia" },
  { url: "/hi/products", family: "Devanagari letters", bold: "NotoSansDevanagari-Bold" },
];

for (const { url, family, bold } of pages)
  test(`${url} draws its script's letters from the local() face and Latin from the system font`, async ({
    page,
  }) => {
    await page.goto(url);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    // The face was used (a local() face loads when a letter of its range is drawn)...
    const faces = await page.evaluate(() =>
      [...document.fonts].map((face) => `${face.family.replace(/"/g, "")} ${face.status}`),
    );
    expect(faces).toContain(`${family} loaded`);
    // ... and drew the script's letters with the installed font, bold in the bold title; the
    // Latin letters and the spaces come from the system font, and no letter from anything else.
    const uses = async (selector: string) =>
      (await fontsOf(cdp, selector)).map((use) => use.postScriptName).sort();
    expect(await uses("main h1")).toEqual([bold, "NotoSans-Bold"].sort());
    expect(await uses('main a[href$=".pdf"]')).toEqual([bold, "NotoSans-Bold"].sort());
    // Semibold is asked for as bold on these pages (the script fonts have no semibold).
    const weight = (path: string) =>
      page
        .goto(path)
        .then(() =>
          page
            .locator('main a[href$=".pdf"]')
            .evaluate((link) => getComputedStyle(link).fontWeight),
        );
    expect(await weight(url)).toBe("700");
    expect(await weight("/products")).toBe("600");
  });
