// Planted: public-code-imports-site-facts.
import { site } from "#shared/content/site.ts";

export const aboutTitle = `About ${site.name}`;
