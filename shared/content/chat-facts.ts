// What the chat assistant's replies say besides the published facts (which they quote by
// {placeholder}, ./fact-values.ts), in every language.

import type { SiteText } from "./en/site-text";
import { partnerBanner } from "./home";
import { site } from "./site";

export const chatFacts = {
  years: `${partnerBanner.yearsTarget}+`,
  /**
   * A few of the districts served besides the home city, named as the reply's language names
   * them (its site-text's `places`, in the order of site.ts's `areaServed`).
   */
  nearbyAreas: (places: SiteText["places"]) =>
    places.areaServed
      .filter((_, i) => site.areaServed[i] !== site.address.city)
      .slice(0, 5)
      .join(", "),
};
