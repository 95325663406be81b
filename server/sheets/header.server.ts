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

/**
 * The field a header cell names, from each field's usual names (as `simplify` writes them);
 * undefined for a cell that names none.
 */
export function headerLookup<Field extends string>(names: Record<Field, string[]>) {
  const fieldOf = new Map(
    (Object.entries(names) as [Field, string[]][]).flatMap(([field, spellings]) =>
      spellings.map((name) => [name, field] as const),
    ),
  );
  return (cell: string) => fieldOf.get(simplify(cell));
}
