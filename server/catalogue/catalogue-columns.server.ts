import { HEADER_SCAN_ROWS } from "#shared/limits.ts";
import type { RowProblem } from "#shared/schemas/catalogue.ts";
import {
  columnFieldNames,
  columnFields,
  type ColumnField,
} from "#shared/schemas/catalogue-items.ts";
import { headerLookup } from "#server/sheets/header.server.ts";

// Which row of a sheet is the header, and which column holds each field: the names billing
// software and distributors' price lists use (docs/product.md#item-catalogue, "Column names").

export type ColumnMapping = Partial<Record<ColumnField, string>>;

/** Header names as exports spell them, compared without case, spaces or punctuation. */
const headerNames: Record<ColumnField, string[]> = {
  name: [
    "item",
    "itemname",
    "product",
    "productname",
    "brand",
    "brandname",
    "name",
    "medicine",
    "medicinename",
    "description",
    "itemdescription",
    "productdescription",
    "particulars",
    "particular",
  ],
  manufacturer: [
    "company",
    "companyname",
    "manufacturer",
    "manufacturername",
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
  mrp: ["mrp", "mrprs", "maxretailprice", "retailprice"],
  rate: ["rate", "ptr", "salerate", "netrate", "sellingprice", "traderate", "ratepts"],
  scheme: ["scheme", "scm", "sch", "offer", "schemes"],
  deal: ["deal", "dealqty"],
  free: ["free", "freeqty"],
  stock: [
    "stock",
    "qty",
    "quantity",
    "bal",
    "balance",
    "balqty",
    "avl",
    "available",
    "availability",
    "closingstock",
    "clstock",
    "currentstock",
    "stockqty",
  ],
  batch: ["batch", "batchno", "batchnumber", "curbatch"],
  expiry: ["exp", "expiry", "expirydate", "expdate", "expdt"],
  hsn: ["hsn", "hsnsac", "hsncode", "hsnsaccode"],
  gst: ["gst", "gstpercent", "gstrate", "tax", "taxpercent", "taxrate", "igst"],
};
/** The field a header cell names, if it is one of the usual names. */
const fieldNamed = headerLookup(headerNames);

/** How much a row looks like a header: the fields its cells name, each once. */
function headerScore(cells: string[], mapping: ColumnMapping = {}) {
  const chosen = new Set(Object.values(mapping).map((name) => name.trim()));
  const fields = new Set<string>();
  for (const cell of cells) {
    if (chosen.has(cell.trim())) fields.add(`chosen:${cell.trim()}`);
    const field = fieldNamed(cell);
    if (field) fields.add(field);
  }
  return fields.size;
}

/**
 * The header: among the first rows, the one whose cells name the most fields (the first of
 * equals), so that titles and a date above it are passed over. Row numbers are 1-based.
 */
export function findHeaderRow(rows: string[][], mapping?: ColumnMapping) {
  let best = { row: 1, score: 0 };
  for (let index = 0; index < Math.min(rows.length, HEADER_SCAN_ROWS); index++) {
    const score = headerScore(rows[index] ?? [], mapping);
    if (score > best.score) best = { row: index + 1, score };
  }
  // A file whose header names nothing we know: its first row with cells, for the mapping.
  if (best.score === 0) best.row = rows.findIndex((row) => row.some((cell) => cell.trim())) + 1;
  return best.row;
}

/** Which column holds each field: the administrator's mapping first, then the usual names. */
export function mapColumns(header: string[], mapping: ColumnMapping = {}) {
  const columns: Partial<Record<ColumnField, number>> = {};
  // Checked rows quote their row (catalogue-rows.server.ts).
  const problems: Omit<RowProblem, "quote">[] = [];
  const taken = new Set<number>();
  for (const field of columnFields) {
    const chosen = mapping[field];
    const index = chosen
      ? header.findIndex((cell) => cell.trim() === chosen.trim())
      : header.findIndex((cell, at) => !taken.has(at) && fieldNamed(cell) === field);
    if (index !== -1) {
      columns[field] = index;
      taken.add(index);
    } else if (chosen)
      problems.push({
        row: 1,
        column: chosen,
        message: `There is no column "${chosen}" in the header row for the ${columnFieldNames[field]}.`,
      });
  }
  for (const field of ["name", "manufacturer"] as const)
    if (columns[field] === undefined && !mapping[field])
      problems.push({
        row: 1,
        column: columnFieldNames[field],
        message: `No column for the ${columnFieldNames[field]} was found. Choose it in the column mapping, or choose another header row.`,
      });
  return { columns, problems };
}
