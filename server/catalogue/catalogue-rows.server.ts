import { specialties } from "#shared/content/partners.ts";
import type { RowProblem } from "#shared/schemas/catalogue.ts";
import { ITEM_LIMITS } from "#shared/limits.ts";
import { itemFieldNames, itemFields, type ItemField } from "#shared/schemas/catalogue-items.ts";
import { MAX_CELL_CHARACTERS, type Sheet } from "./catalogue-file.server";

// From a sheet of cells to catalogue items: which column is which, what each row holds, and
// every problem in words, by row and column. Row 1 is the header, as in a spreadsheet.

export type ItemRow = Record<ItemField, string>;
export type ColumnMapping = Partial<Record<ItemField, string>>;

/** Header names billing software uses, compared without case, spaces or punctuation. */
const headerNames: Record<ItemField, string[]> = {
  name: ["item", "itemname", "product", "productname", "brand", "brandname", "name", "medicine"],
  manufacturer: [
    "company",
    "companyname",
    "manufacturer",
    "mfr",
    "mfg",
    "mfgname",
    "mfgby",
    "marketedby",
    "marketer",
    "make",
  ],
  composition: ["composition", "salt", "saltname", "generic", "genericname", "molecule", "content"],
  pack: ["pack", "packing", "packsize", "packingsize", "unit", "uom"],
  category: ["category", "group", "division", "specialty", "speciality", "therapeuticgroup"],
  code: ["code", "itemcode", "productcode", "sku", "itemid"],
};
const simplify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Which column holds each field: the administrator's mapping first, then the usual names. */
function mapColumns(header: string[], mapping: ColumnMapping = {}) {
  const columns: Partial<Record<ItemField, number>> = {};
  const problems: RowProblem[] = [];
  for (const field of itemFields) {
    const chosen = mapping[field];
    const index = chosen
      ? header.findIndex((cell) => cell.trim() === chosen.trim())
      : header.findIndex((cell) => headerNames[field].map(simplify).includes(simplify(cell)));
    if (index !== -1) columns[field] = index;
    else if (chosen)
      problems.push({
        row: 1,
        column: chosen,
        message: `There is no column "${chosen}" in the file for the ${itemFieldNames[field]}.`,
      });
  }
  for (const field of ["name", "manufacturer"] as const)
    if (columns[field] === undefined && !mapping[field])
      problems.push({
        row: 1,
        column: itemFieldNames[field],
        message: `No column for the ${itemFieldNames[field]} was found. Choose it in the column mapping.`,
      });
  return { columns, problems };
}

/** A cell as stored: Unicode normalised, no control characters, single spaces. */
function cleanCell(raw: string) {
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
function matchCategory(text: string) {
  return (
    specialties.find((specialty) => specialty.toLowerCase() === text.toLowerCase()) ??
    categoryNames.find(([pattern]) => pattern.test(text))?.[1]
  );
}

/** What makes two rows the same item: name, company and pack, ignoring case and spaces. */
const itemKey = (item: Pick<ItemRow, "name" | "manufacturer" | "pack">) =>
  [item.name, item.manufacturer, item.pack].map((part) => simplify(part)).join("|");

export type CheckedRows = {
  items: ItemRow[];
  errors: RowProblem[];
  warnings: RowProblem[];
};

/** Every row checked: blocking errors, warnings (kept with a change), and the items to publish. */
export function checkRows(sheet: Sheet, mapping?: ColumnMapping): CheckedRows {
  const { columns, problems } = mapColumns(sheet.header, mapping);
  const errors = [...problems];
  const warnings: RowProblem[] = [];
  if (errors.length) return { items: [], errors, warnings };

  const items: ItemRow[] = [];
  const seen = new Map<string, number>();
  sheet.rows.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === "")) return;
    const item = {} as ItemRow;
    let usable = true;
    for (const field of itemFields) {
      const column = columns[field];
      const raw = column === undefined ? "" : (cells[column] ?? "");
      if (raw.length > MAX_CELL_CHARACTERS) {
        errors.push({
          row,
          column: itemFieldNames[field],
          message: `The ${itemFieldNames[field]} is far too long.`,
        });
        usable = false;
        continue;
      }
      const value = cleanCell(raw);
      if (value.length > ITEM_LIMITS[field]) {
        errors.push({
          row,
          column: itemFieldNames[field],
          message: `The ${itemFieldNames[field]} is longer than ${ITEM_LIMITS[field]} characters.`,
        });
        usable = false;
      }
      item[field] = value;
    }
    for (const field of ["name", "manufacturer"] as const)
      if (usable && !item[field]) {
        errors.push({
          row,
          column: itemFieldNames[field],
          message: `The ${itemFieldNames[field]} is empty.`,
        });
        usable = false;
      }
    if (!usable) return;
    if (item.category) {
      const category = matchCategory(item.category);
      if (!category)
        warnings.push({
          row,
          column: "category",
          message: `"${item.category}" is not one of the five specialties; the item is kept without a category.`,
        });
      item.category = category ?? "";
    }
    const key = itemKey(item);
    const first = seen.get(key);
    if (first !== undefined) {
      warnings.push({
        row,
        column: "item name",
        message: `The same item as row ${first}; it is listed once.`,
      });
      return;
    }
    seen.set(key, row);
    items.push(item);
  });
  return { items, errors, warnings };
}
