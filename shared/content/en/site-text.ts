// The company's own words from site.ts that a visitor reads, in English. Odia and Hindi write
// them in ../or/site-text.ts and ../hi/site-text.ts; when the owner changes one in site.ts,
// those need the same change.

import { site } from "#shared/content/site.ts";

export const siteText = {
  tagline: site.tagline,
  /** About 150 characters: the home page's description for search engines. */
  description: site.description,
  hours: site.hours.text,
  regulatoryStatement: site.regulatoryStatement,
};

export type SiteText = typeof siteText;
