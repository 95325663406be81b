// Money is stored in whole paise, in 64-bit integers (docs/product.md#data); the code and the
// API speak rupees. These two are the only conversions between them.

/** Rupees (at most two decimals) as the whole paise a column stores. */
export const toPaise = (rupees: number) => Math.round(rupees * 100);

/** A stored amount in paise as rupees; null stays null (no price). */
export const toRupees = <Paise extends number | null>(paise: Paise) =>
  (paise === null ? null : paise / 100) as Paise extends number ? number : number | null;
