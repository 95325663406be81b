import { specialties } from "#shared/content/partners.ts";

// What a sheet's cells say before they are an item: a specialty by the way billing software
// names it, and rows listed in a finding's sentence. A cell as stored, the rows of a report's
// totals and footer, and a row quoted are every report's (server/sheets/report-sheet.server.ts).

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

/** Row numbers in a sentence: the first six, and how many more. */
export const listRows = (rows: number[]) =>
  rows.length > 6 ? `${rows.slice(0, 6).join(", ")} and ${rows.length - 6} more` : rows.join(", ");
