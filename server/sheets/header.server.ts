// How the reports staff upload name their columns: compared loosely, and repeated at page breaks.

/** Text compared without case, spaces or punctuation: "M.R.P" is "mrp", "% GST" is "gst". */
export const simplify = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** The header's named cells, simplified: worked out once per header, not once per row. */
const simplifiedHeaders = new WeakMap<string[], string[]>();

/** A row that repeats the header (a page break in a printed report's export). */
export const repeatsHeader = (cells: string[], header: string[]) => {
  let named = simplifiedHeaders.get(header);
  if (!named) {
    named = header.filter((cell) => cell.trim() !== "").map(simplify);
    simplifiedHeaders.set(header, named);
  }
  if (named.length === 0) return false;
  const row = new Set(cells.map(simplify));
  return named.filter((cell) => row.has(cell)).length >= Math.ceil(named.length / 2);
};
