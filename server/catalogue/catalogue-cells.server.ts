import { specialties } from "#shared/content/partners.ts";
import type { RowProblem } from "#shared/schemas/catalogue.ts";

// What a sheet's cells say before they are an item: a cell as stored, a specialty by the way
// billing software names it, the rows of a report's totals and footer, and a row quoted where a
// finding names it.

/** A finding as the checks make it; the answer quotes its row (RowProblem). */
export type Finding = Omit<RowProblem, "quote">;

/** A cell as stored: Unicode normalised, no control characters, single spaces. */
export function cleanCell(raw: string) {
  return raw
    .normalize("NFC")
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const categoryNames: [RegExp, (typeof specialties)[number]][] = [
  [/onco/i, "Oncology"],
  [/generic/i, "Generic Medicines"],
  [/nephro|renal|dialysis/i, "Nephrology"],
  [/otc|over.the.counter/i, "OTC (Over-the-Counter)"],
  [/surgical|disposable|consumable/i, "Surgical Disposables & Consumables"],
];
/** One of the five specialties, from the way billing software may name it. */
export function matchCategory(text: string) {
  return (
    specialties.find((specialty) => specialty.toLowerCase() === text.toLowerCase()) ??
    categoryNames.find(([pattern]) => pattern.test(text))?.[1]
  );
}

/** "GRAND TOTAL", "Sub-Total", "CLASS TOTAL", "Total:": a report's sums, not items. */
export const totalCell = /^((grand|sub|class|net|page|report)[\s-]*totals?\b.*|totals?\s*[:.-]?)$/i;
/** The report's own total, after which it prints only its footer. */
export const endTotalCell = /^(grand|report)[\s-]*totals?\b/i;
/** A footer line anywhere: its only filled cell a label and a number ("Stock Value : 6799840.18"). */
export const labelAndNumber = /^[^\d:]{2,60}:\s*[-+₹]?\s*[\d,]+(\.\d+)?\s*$/;

/** A row's first filled cells, as a finding quotes it: "DOLO 650 TAB | MICRO LABS | 15S". */
export function rowQuote(cells: readonly string[] | undefined) {
  const quote = (cells ?? []).map(cleanCell).filter(Boolean).slice(0, 3).join(" | ");
  return quote.length > 80 ? `${quote.slice(0, 79)}…` : quote;
}

/** Row numbers in a sentence: the first six, and how many more. */
export const listRows = (rows: number[]) =>
  rows.length > 6 ? `${rows.slice(0, 6).join(", ")} and ${rows.length - 6} more` : rows.join(", ");
