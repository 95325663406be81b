// Allowed: a test renders with the shipped facts.
import { site } from "#shared/content/site.ts";
import { aboutTitle } from "./about";

export const checked = aboutTitle.endsWith(site.name);
