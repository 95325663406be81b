// The business facts the chat assistant's replies quote, in every language (from site.ts, so
// the replies follow when the owner edits it).

import { partnerBanner } from "./home";
import { partners } from "./partners";
import { site } from "./site";

export const chatFacts = {
  years: `${partnerBanner.yearsTarget}+`,
  phones: site.phones,
  fullAddress: `${site.address.street}, ${site.address.locality}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
  /** A few of the districts served besides the home city. */
  nearbyAreas: site.areaServed
    .filter((area) => area !== site.address.city)
    .slice(0, 5)
    .join(", "),
  partnerCount: partners.length,
};
