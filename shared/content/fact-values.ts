import type { Site } from "#shared/site-facts.ts";
import { fillAll } from "#shared/text-format.ts";

// A text that quotes a business fact names it by a {placeholder}, filled when the text is shown
// from the facts it is shown with (the published content's `site`), so that a publish that
// changes the name, a phone or the email changes every sentence that quotes it, in every
// language. Each fact is written as the document holds it, the same in every language, but for
// {hours}, which each language writes in its own words (its `common.hours`). Place names inside
// a sentence (the city, the locality, the districts served) are words of the sentence, written
// by each language, not placeholders.

/** The facts a text may quote: what a page's frame carries (the chat fills its replies from it), and the grievance officer. */
export type QuotedFacts = Pick<Site, "name" | "shortName" | "foundedYear" | "phones" | "email"> & {
  readonly address: Pick<
    Site["address"],
    "street" | "locality" | "city" | "region" | "postalCode" | "countryName"
  >;
  readonly grievanceOfficer?: Site["grievanceOfficer"];
};

/** The postal address as the post writes it, in Latin letters in every language, without the country. */
export const postalAddress = ({ address }: Pick<QuotedFacts, "address">) =>
  `${address.street}, ${address.locality}, ${address.city}, ${address.region} ${address.postalCode}`;

/**
 * What each fact placeholder says, given the facts and the language's own writing of the hours
 * (its `common.hours`).
 */
export const factValues = (site: QuotedFacts, hours: string) => ({
  siteName: site.name,
  shortName: site.shortName,
  foundedYear: site.foundedYear,
  phone1: site.phones[0],
  phone2: site.phones[1],
  phone3: site.phones[2],
  email: site.email,
  address: postalAddress(site),
  country: site.address.countryName,
  hours,
  ...(site.grievanceOfficer && {
    grievanceOfficer: site.grievanceOfficer.name,
    grievanceEmail: site.grievanceOfficer.email,
    grievancePhone: site.grievanceOfficer.phone,
  }),
});

export type FactPlaceholder = keyof ReturnType<typeof factValues>;

/** What each fact placeholder stands for, in the owner's words (the editor's messages say it). */
export const factMeanings: Record<FactPlaceholder, string> = {
  siteName: "the company's name",
  shortName: "its short name",
  foundedYear: "the year it was founded",
  phone1: "the first phone number",
  phone2: "the second phone number",
  phone3: "the third phone number",
  email: "the company's email",
  address: "the postal address, without the country",
  country: "the country",
  hours: "the business hours, as this language writes them",
  grievanceOfficer: "the grievance officer's name",
  grievanceEmail: "the grievance officer's email",
  grievancePhone: "the grievance officer's phone",
};

/** Every fact placeholder's name. */
export const factPlaceholders = Object.keys(factMeanings) as FactPlaceholder[];

/** Texts of one language with the facts they quote filled in (other placeholders stay). */
export const withFacts = <Texts>(site: QuotedFacts, hours: string, texts: Texts): Texts =>
  fillAll(texts, factValues(site, hours));
