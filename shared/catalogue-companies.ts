import type { Partner } from "#shared/content/partners.ts";
import type { CatalogueFacts } from "#shared/schemas/catalogue-items.ts";
import { companyKey } from "#shared/catalogue-words.ts";

// Which company each item of the catalogue is of (docs/product.md#item-catalogue): a company is
// known by its key (its name without case, punctuation, "Pvt", "Ltd"…), and a partner's aliases
// lead to the partner's own key. The search's company filter, the partners' cards and the
// company list of the Products page all follow it.

/** What of a partner says which items are its own: its name and its other names. */
export type PartnerNames = Pick<Partner, "name" | "aliases">;

const byName = new Intl.Collator("en").compare;

/** The companies of the items whose manufacturers are `manufacturers` (one per item). */
export function catalogueCompanies(manufacturers: readonly string[], partners: PartnerNames[]) {
  const partnerKeys = new Map<string, string>();
  for (const partner of partners)
    for (const name of [partner.name, ...partner.aliases])
      partnerKeys.set(companyKey(name), companyKey(partner.name));
  // The items' own manufacturers, worked out once each (a catalogue has far fewer than items).
  const ofManufacturer = new Map<string, string>();
  const companyOf = (name: string) => {
    const known = ofManufacturer.get(name);
    if (known !== undefined) return known;
    const key = companyKey(name);
    return partnerKeys.get(key) ?? key;
  };

  const byCompany = new Map<string, { items: number; spellings: Map<string, number> }>();
  for (const manufacturer of manufacturers) {
    let company = ofManufacturer.get(manufacturer);
    if (company === undefined)
      ofManufacturer.set(manufacturer, (company = companyOf(manufacturer)));
    let known = byCompany.get(company);
    if (!known) byCompany.set(company, (known = { items: 0, spellings: new Map() }));
    known.items++;
    known.spellings.set(manufacturer, (known.spellings.get(manufacturer) ?? 0) + 1);
  }
  const partnerNames = new Map(partners.map((partner) => [companyKey(partner.name), partner.name]));
  const companies = [...byCompany].map(([key, { items, spellings }]) => ({
    // A partner goes by its published name; another company by its commonest spelling.
    name:
      partnerNames.get(key) ??
      [...spellings].reduce((most, next) => (next[1] > most[1] ? next : most))[0],
    items,
  }));
  const facts: Omit<CatalogueFacts, "categories"> = {
    companies: companies.sort((a, b) => byName(a.name, b.name)),
    partnersWithItems: partners
      .map((partner) => partner.name)
      .filter((name) => byCompany.has(companyKey(name))),
  };

  return {
    companyOf,
    facts,
    /** The companies a filter names: its own, else those whose name starts with what was typed. */
    named(name: string) {
      const key = companyOf(name);
      if (byCompany.has(key)) return new Set([key]);
      return new Set([...byCompany.keys()].filter((known) => key && known.startsWith(key)));
    },
  };
}
