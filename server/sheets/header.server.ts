// How the reports staff upload name their columns: compared loosely, and repeated at page breaks.

/** Text compared without case, spaces or punctuation: "M.R.P" is "mrp", "% GST" is "gst". */
export const simplify = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** A row that repeats the header (a page break in a printed report's export). */
export const repeatsHeader = (cells: string[], header: string[]) => {
  const named = header.filter((cell) => cell.trim() !== "");
  return (
    named.length > 0 &&
    named.filter((cell) => cells.some((other) => simplify(other) === simplify(cell))).length >=
      Math.ceil(named.length / 2)
  );
};
