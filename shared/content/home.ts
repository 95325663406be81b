// SAMPLE CONTENT — replace with the owner's real facts.
// The home page's figures. Its texts, in each language, are in ./en/home.ts, ./or/home.ts and
// ./hi/home.ts; its pictures are art/slide-1…6 and art/category-*.

/** The "Partner With Us" banner's counters count up to these and show them with a "+". */
export const partnerBanner = {
  yearsTarget: 50,
  clientsTarget: 100000,
} as const;

/**
 * The three product categories' pictures (art/category-*), in the order of the texts'
 * `categories`.
 */
export const categoryPictures = [
  "category-medical-consumables",
  "category-surgical-disposables",
  "category-otc-products",
] as const;
