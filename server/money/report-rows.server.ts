import { MAX_CATALOGUE_ROWS } from "#shared/limits.ts";
import type { RowProblem } from "#shared/schemas/catalogue.ts";
import {
  bestHeaderRow,
  cleanCell,
  quoteFindings,
  headerAt,
  rowSkipper,
  type Finding,
  type SkippedRows,
} from "#server/sheets/report-sheet.server.ts";
import { simplify } from "#server/sheets/header.server.ts";
import {
  tooManyRows,
  UnreadableFile,
  type ReportKind,
  type Sheet,
} from "#server/sheets/sheet.server.ts";
import { asOfFromTitles, oncePerText, readAmount, readDay } from "./report-values.server";
import {
  fieldNames,
  headerScore,
  mapColumns,
  partyKey,
  type BillField,
} from "./report-columns.server";

// From the sheet of a bill-wise outstanding report (Tally's "Bills Receivable", Marg's and
// Busy's outstanding) to its bills (docs/product.md#bills-and-payments): the header found under
// the titles, the party carried down over the blank cells under its first bill, party headings,
// sub-totals, totals and the footer passed over and counted, Dr and Cr, and every problem in
// words, by row, quoting the row. Amounts are in paise.

/** What the file readers' refusals call it. */
export const outstandingReport: ReportKind = { name: "outstanding report", rows: "bills" };

/** A bill as the report has it (amounts in paise; a Cr line's pending below 0). */
export type BillRow = {
  row: number;
  partyName: string;
  partyCode: string;
  partyKey: string;
  billNo: string;
  billDate: string;
  amount: number | null;
  pending: number;
  dueOn: string | null;
};

export type Skipped = SkippedRows & {
  aboveHeader: number;
  /** A party's name on a row of its own, over its bills. */
  heading: number;
  /** Bills with nothing pending. */
  settled: number;
};

export type CheckedReport = {
  sheet: string;
  headerRow: number;
  header: string[];
  /** The header cell each field was read from. */
  columns: Partial<Record<BillField, string>>;
  /** The day the titles say the report is as of, if they say. */
  asOf: string | undefined;
  /** Data rows read. */
  rows: number;
  skipped: Skipped;
  bills: BillRow[];
  errors: RowProblem[];
  warnings: RowProblem[];
};

/** The first sheet whose header names a bill number, else the first sheet. */
function reportSheet(sheets: Sheet[]) {
  for (const sheet of sheets) {
    const headerRow = bestHeaderRow(sheet.rows, headerScore);
    if (mapColumns(sheet.rows[headerRow - 1] ?? []).columns.billNo !== undefined)
      return { sheet, headerRow };
  }
  return { sheet: sheets[0]!, headerRow: bestHeaderRow(sheets[0]!.rows, headerScore) };
}

/** Every row checked: the bills, blocking errors, and warnings (kept with a change). */
export function checkReport(sheets: Sheet[], options: { headerRow?: number } = {}): CheckedReport {
  const found = reportSheet(sheets);
  const { sheet } = found;
  const table = sheet.rows;
  const headerRow = options.headerRow ?? found.headerRow;
  const taken = headerAt(table, headerRow);
  const { header } = taken;
  const { columns, missing } = mapColumns(header);
  const errors: Finding[] = [];
  const warnings: Finding[] = [];
  const skipped: Skipped = { ...taken.skipped, heading: 0, settled: 0 };
  const answer = {
    sheet: sheet.name,
    headerRow,
    header,
    columns: Object.fromEntries(
      Object.entries(columns).map(([field, index]) => [field, header[index]!]),
    ),
    asOf: asOfFromTitles(table.slice(0, headerRow - 1)),
    skipped,
  };
  if (missing.length) {
    errors.push({
      row: headerRow,
      column: "",
      message: `No column for the ${missing.join(", the ")} was found. Export the bill-wise outstanding report with its column headings (for example Date, Ref. No., Party's Name, Pending Amount, Due on), or choose another header row.`,
    });
    return { ...answer, rows: 0, bills: [], errors: quoteFindings(table, errors), warnings: [] };
  }
  const rowsToSkip = rowSkipper(header, "a bill", warnings, skipped);
  // `cells` are a row's cells cleaned once (a report has tens of thousands of rows).
  const cell = (cells: string[], field: BillField) => {
    const column = columns[field];
    return column === undefined ? "" : (cells[column] ?? "");
  };
  // A report's bills fall on a few hundred days: each date's text is read once.
  const dayOf = oncePerText(readDay);
  let row = 0;
  const problem = (field: BillField | "", message: string) =>
    errors.push({ row, column: field && fieldNames[field], message });
  const amountIsOwn = [columns.pending, columns.debit, columns.credit].some(
    (column) => column !== undefined,
  );
  const bills = new Map<string, BillRow>();
  let party: { name: string; code: string } | undefined;
  let rows = 0;

  for (let index = headerRow; index < table.length; index++) {
    row = index + 1;
    if (rowsToSkip.skips(table[index]!, row)) continue;
    const cells = table[index]!.map(cleanCell);
    const name = cell(cells, "partyName");
    const code = cell(cells, "partyCode");
    const billNo = cell(cells, "billNo");
    const dateText = cell(cells, "billDate");
    const figures = (["pending", "debit", "credit", "amount"] as const).some(
      (field) => cell(cells, field) !== "",
    );
    if (!billNo && !dateText) {
      // A party's name alone heads its bills; figures without a bill are its sub-total.
      if (figures) skipped.total++;
      else {
        skipped.heading++;
        party = { name: name || code, code };
      }
      continue;
    }
    if (++rows > MAX_CATALOGUE_ROWS) throw tooManyRows(outstandingReport);
    if (name || code) party = { name: name || code, code };
    if (!party) {
      problem("partyName", "No party's name above or on this bill.");
      continue;
    }
    if (!billNo) {
      problem("billNo", "The bill number is empty.");
      continue;
    }
    const billDate = dayOf(dateText);
    if (!billDate) {
      problem("billDate", `"${dateText}" is not a date (for example 6-Dec-2026 or 06/12/2026).`);
      continue;
    }
    const pending = pendingOf(cells, cell);
    if (pending === undefined) {
      problem("pending", "The pending amount is not an amount (for example 1,23,456.00 Dr).");
      continue;
    }
    if (pending === 0) {
      skipped.settled++;
      continue;
    }
    // The bill's own amount, where the pending one has a column of its own.
    const amountText = amountIsOwn ? cell(cells, "amount") : "";
    const amount = amountText ? readAmount(amountText) : null;
    if (amountText && amount === undefined)
      warnings.push({
        row,
        column: fieldNames.amount,
        message: `"${amountText}" is not an amount; the bill is kept without it.`,
      });
    const dueText = cell(cells, "dueOn");
    const dueOn = dueText ? dayOf(dueText) : undefined;
    if (dueText && !dueOn)
      warnings.push({
        row,
        column: fieldNames.dueOn,
        message: `"${dueText}" is not a date; the bill is due 30 days after its date.`,
      });
    const bill: BillRow = {
      row,
      partyName: party.name,
      partyCode: party.code.toUpperCase(),
      partyKey: partyKey(party.name),
      billNo,
      billDate,
      amount: amount ?? null,
      pending,
      dueOn: dueOn ?? null,
    };
    const key = `${bill.partyCode || bill.partyKey}|${simplify(billNo)}`;
    const earlier = bills.get(key);
    if (earlier) {
      earlier.pending += pending;
      warnings.push({
        row,
        column: fieldNames.billNo,
        message: `The bill ${billNo} of ${party.name} is also in row ${earlier.row}: their pending amounts are added.`,
      });
      continue;
    }
    bills.set(key, bill);
  }
  if (rows === 0 && errors.length === 0)
    throw new UnreadableFile(400, "The report has a header row but no bills under it.");
  warnings.sort((a, b) => a.row - b.row);
  return {
    ...answer,
    rows,
    bills: [...bills.values()].filter((bill) => bill.pending !== 0),
    errors: quoteFindings(table, errors),
    warnings: quoteFindings(table, warnings),
  };
}

/** The pending amount: its column (with a Dr/Cr column's side), else debit less credit. */
function pendingOf(cells: string[], cell: (cells: string[], field: BillField) => string) {
  const pendingText = cell(cells, "pending");
  if (pendingText) {
    const pending = readAmount(pendingText);
    if (pending === undefined) return undefined;
    return /^cr/i.test(cell(cells, "side")) ? -Math.abs(pending) : pending;
  }
  const [debit, credit] = (["debit", "credit"] as const).map((field) => cell(cells, field));
  if (debit || credit) {
    const [dr, cr] = [readAmount(debit || "0"), readAmount(credit || "0")];
    return dr === undefined || cr === undefined ? undefined : Math.abs(dr) - Math.abs(cr);
  }
  const amount = cell(cells, "amount");
  return amount ? readAmount(amount) : undefined;
}
