// The company's own words from site.ts that a visitor reads, in English. Odia and Hindi write
// them in ../or/site-text.ts and ../hi/site-text.ts; when the owner changes one in site.ts,
// those need the same change. The places are here too: an Odia or Hindi sentence names them in
// its own script (the postal address stays as it is written, in Latin letters).

import { site } from "#shared/content/site.ts";

export const siteText = {
  tagline: site.tagline,
  /** About 150 characters: the home page's description for search engines. */
  description: site.description,
  hours: site.hours.text,
  regulatoryStatement: site.regulatoryStatement,
  places: {
    locality: site.address.locality,
    city: site.address.city,
    landmark: site.address.landmark,
    licensingAuthority: site.registration.licensingAuthority,
    /** One name for each of site.ts's `areaServed`, in the same order. */
    areaServed: site.areaServed,
  },
};

export type SiteText = typeof siteText;
