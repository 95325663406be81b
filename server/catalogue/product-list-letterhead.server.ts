import type { Site } from "#shared/site-facts.ts";

// The company's facts a product list prints at its head. Apart from the list's layout (which
// loads the PDF library): the thread that answers requests needs these, never the library.

/** What the letterhead prints of the company: the published facts, so a publish changes it. */
export type Letterhead = Pick<Site, "name" | "tagline" | "phones" | "email"> & {
  readonly address: Pick<Site["address"], "street" | "locality" | "city" | "region" | "postalCode">;
};

/** Only the facts the letterhead prints (what decides whether a stored list is still right). */
export const letterheadOf = ({
  name,
  tagline,
  phones,
  email,
  address,
}: Letterhead): Letterhead => ({
  name,
  tagline,
  phones,
  email,
  address: {
    street: address.street,
    locality: address.locality,
    city: address.city,
    region: address.region,
    postalCode: address.postalCode,
  },
});
