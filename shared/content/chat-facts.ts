// The business facts the chat assistant's replies quote, in every language (from site.ts, so
// the replies follow when the owner edits it).

import type { SiteText } from "./en/site-text";
import { partnerBanner } from "./home";
import { partners } from "./partners";
import { site } from "./site";

export const chatFacts = {
  years: `${partnerBanner.yearsTarget}+`,
  phones: site.phones,
  fullAddress: `${site.address.street}, ${site.address.locality}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
  /**
   * A few of the districts served besides the home city, named as the reply's language names
   * them (its site-text's `places`, in the order of site.ts's `areaServed`).
   */
  nearbyAreas: (places: SiteText["places"]) =>
    places.areaServed
      .filter((_, i) => site.areaServed[i] !== site.address.city)
      .slice(0, 5)
      .join(", "),
  partnerCount: partners.length,
};
