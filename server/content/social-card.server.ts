import type { Site } from "#shared/site-facts.ts";
import { imageLibrary } from "./image-library.server";

// The 1200×630 card shown when a page is shared (/og-image.png): made by the build from the
// shipped content and by the server from each published version.

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** What the card says of the business: its name, tagline, city, region and first phone. */
const cardText = (site: Site) => ({
  name: site.name,
  tagline: site.tagline,
  place: `${site.address.city}, ${site.address.region} · ${site.phones[0]}`,
});

/** Whether the cards of two versions of the business's facts say the same. */
export const sameCard = (a: Site, b: Site) =>
  JSON.stringify(cardText(a)) === JSON.stringify(cardText(b));

/** The card: the logo mark, the name, the tagline, the city and the first phone. */
export async function socialCard(site: Site, logoMark: Buffer) {
  const { name, tagline, place } = cardText(site);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#094a60"/>
  <rect y="600" width="1200" height="30" fill="#f2a541"/>
  <text x="80" y="330" font-family="sans-serif" font-size="56" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>
  <text x="80" y="400" font-family="sans-serif" font-size="32" fill="#d5e9ef">${escapeXml(tagline)}</text>
  <text x="80" y="500" font-family="sans-serif" font-size="30" font-weight="700" fill="#f2a541">${escapeXml(place)}</text>
</svg>`;
  const sharp = await imageLibrary();
  const logo = await sharp(logoMark, { density: 600 }).resize(140, 140).png().toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: logo, left: 80, top: 110 }])
    .png()
    .toBuffer();
}
