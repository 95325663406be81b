import { MAX_INDENT_ROWS } from "#shared/limits.ts";
import { Refusal } from "#server/forms/refusal.server.ts";
import { simplify } from "#server/sheets/header.server.ts";
import { readSheets } from "#server/sheets/read-sheets.server.ts";
import { bestHeaderRow, cleanCell, rowSkipper } from "#server/sheets/report-sheet.server.ts";
import type { ReportKind, Sheet } from "#server/sheets/sheet.server.ts";

// An indent as hospitals and nursing homes keep it (docs/product.md#orders-from-a-message): a
// sheet of item names and quantities, often under a title and a date. Its header is found as the
// stock report's is (the row among the first that best names the columns); without one, each
// row's first cell with letters is the name and the first number after it the quantity.

const indent: ReportKind = { name: "indent", rows: "rows" };

/** How an indent's columns are headed, compared without case, spaces or punctuation. */
const nameHeaders = [
  "item",
  "itemname",
  "items",
  "product",
  "productname",
  "medicine",
  "medicinename",
  "drug",
  "drugname",
  "name",
  "particulars",
  "description",
  "itemdescription",
  "brand",
  "brandname",
];
const quantityHeaders = [
  "qty",
  "quantity",
  "reqqty",
  "requiredqty",
  "qtyrequired",
  "orderqty",
  "indentqty",
  "required",
  "nos",
  "units",
];

function columnsOf(cells: string[]) {
  const find = (headers: string[]) =>
    cells.findIndex((cell) => headers.includes(simplify(cleanCell(cell))));
  const name = find(nameHeaders);
  const quantity = find(quantityHeaders);
  return { name: name >= 0 ? name : undefined, quantity: quantity >= 0 ? quantity : undefined };
}

const headerScore = (cells: string[]) => {
  const { name, quantity } = columnsOf(cells);
  return (name === undefined ? 0 : 2) + (quantity === undefined ? 0 : 1);
};

/** A row's name and quantity when the sheet has no header: the first text, the next number. */
function guessedCells(cells: string[]) {
  const name = cells.findIndex((cell) => /\p{L}{2}/u.test(cell));
  if (name < 0) return undefined;
  const quantity = cells.findIndex(
    (cell, i) => i > name && /^\s*[\d\u0B66-\u0B6F\u0966-\u096F]+\s*$/.test(cell),
  );
  return { name: cells[name]!, quantity: quantity >= 0 ? cells[quantity]! : "" };
}

export type IndentRow = { line: number; name: string; quantity: string };

/** The sheet's rows, each an item's name and quantity as written, by the sheet's row number. */
export function indentRows(sheet: Sheet): IndentRow[] {
  const headerRow = bestHeaderRow(sheet.rows, headerScore);
  const header = sheet.rows[headerRow - 1] ?? [];
  const columns = columnsOf(header);
  const headed = columns.name !== undefined;
  const { skips } = rowSkipper(header, "an item", []);
  const rows: IndentRow[] = [];
  sheet.rows.forEach((cells, index) => {
    const line = index + 1;
    if ((headed && line <= headerRow) || skips(cells, line)) return;
    const found = headed
      ? { name: cells[columns.name!] ?? "", quantity: cells[columns.quantity ?? -1] ?? "" }
      : guessedCells(cells);
    const name = found && cleanCell(found.name);
    if (!found || !name || !/\p{L}/u.test(name)) return;
    rows.push({ line, name, quantity: cleanCell(found.quantity) });
  });
  return rows;
}

/** An uploaded indent's rows: refused when no sheet holds an item or it holds too many. */
export async function readIndent(fileName: string, bytes: Buffer): Promise<IndentRow[]> {
  const sheets = await readSheets(fileName, bytes, indent);
  const rows = sheets.map(indentRows).find((found) => found.length > 0);
  if (!rows) throw new Refusal(400, "orderMessage.answers.indentNoItems");
  if (rows.length > MAX_INDENT_ROWS)
    throw new Refusal(400, "orderMessage.answers.indentTooManyRows");
  return rows;
}
