import { parentPort } from "node:worker_threads";
import * as XLSX from "@e965/xlsx";
import { clockStart, clockStop } from "#server/worker-task.server.ts";
import { readBiff8 } from "./biff8-cells.ts";

// Reads an old Excel file (.xls), in a worker thread (./xls-worker.ts): its cells are read
// record by record (./biff8-cells.ts), or by SheetJS when the workbook is not one that reader
// follows (BIFF5 and older, encrypted). Parsing is synchronous, so a hostile file could hold the
// server; there the caller stops it after a time budget, and the thread's heap is capped
// (readXls in read-sheets.server.ts). Written for Node's own type stripping: the worker runs without the
// server's TypeScript loader.

export type XlsRequest = { bytes: Uint8Array; maxRows: number; maxColumns: number };
export type XlsAnswer =
  | { sheets: { name: string; rows: string[][] }[] }
  | { problem: "not-a-workbook" | "damaged" | "too-many-rows" };

/** Whether each number format seen is a date's (worked out once per format). */
const dateFormats = new Map<string, boolean>();

/** A number as the text a person sees under `format`: dates as ISO days, percentages as "5%". */
export function numberText(value: number, format: string): string {
  let isDate = dateFormats.get(format);
  if (isDate === undefined) dateFormats.set(format, (isDate = XLSX.SSF.is_date(format)));
  if (format && isDate) {
    const date = XLSX.SSF.parse_date_code(value);
    if (date)
      return `${date.y}-${String(date.m).padStart(2, "0")}-${String(date.d).padStart(2, "0")}`;
  }
  if (format.includes("%")) return `${Number((value * 100).toFixed(6))}%`;
  return String(value);
}

/** A cell of SheetJS's as the text a person sees (numberText for numbers, the rest as typed). */
function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return "";
  if (cell.t === "n" && typeof cell.v === "number")
    return numberText(cell.v, typeof cell.z === "string" ? cell.z : "");
  if (cell.t === "e") return "";
  return String(cell.v);
}

/** SheetJS's options: rows past the limit are not kept (a sheet may declare a million). */
export const sheetJsOptions = (maxRows: number): XLSX.ParsingOptions => ({
  type: "buffer",
  dense: true,
  sheetRows: maxRows + 1,
  // The number formats tell dates and percentages; the formatted text is ours to make.
  cellNF: true,
  cellText: false,
  cellHTML: false,
  // Formulas are never run: their saved results are read, their text is not wanted.
  cellFormula: false,
});

/**
 * The workbook stream of an OLE file ("Workbook", BIFF8; "Book", older), or why there is none: a
 * Word document or another OLE file is not an item list. The container is let go before a
 * workbook is read (both at once do not fit the heap).
 */
function workbookStream(bytes: Uint8Array): Buffer | "damaged" | "not-a-workbook" | "older" {
  let container: ReturnType<typeof XLSX.CFB.read>;
  try {
    container = XLSX.CFB.read(bytes, { type: "buffer" });
  } catch {
    return "damaged";
  }
  const names = container.FullPaths.map((name: string) => name.split("/").filter(Boolean).at(-1));
  const at = names.indexOf("Workbook");
  if (at >= 0) {
    // A Buffer, or (as CFB reads some files) an array of bytes.
    const content = container.FileIndex[at]!.content as Uint8Array | number[];
    return content instanceof Uint8Array
      ? Buffer.from(content.buffer, content.byteOffset, content.byteLength)
      : Buffer.from(content);
  }
  return names.includes("Book") ? "older" : "not-a-workbook";
}

/** The rows of each sheet of SheetJS's workbook, as text. */
function sheetJsRows(bytes: Uint8Array, maxRows: number, maxColumns: number): XlsAnswer {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, sheetJsOptions(maxRows));
  } catch {
    return { problem: "damaged" };
  }
  const sheets = [];
  for (const name of workbook.SheetNames) {
    const sheet = workbook.Sheets[name];
    if (!sheet) continue;
    const full = sheet["!fullref"] ?? sheet["!ref"];
    if (full && XLSX.utils.decode_range(full).e.r + 1 > maxRows)
      return { problem: "too-many-rows" };
    const data = (sheet["!data"] ?? []) as (XLSX.CellObject[] | undefined)[];
    const rows: string[][] = [];
    for (let r = 0; r < data.length; r++) {
      const cells = data[r];
      const row: string[] = [];
      if (cells)
        for (let c = 0; c < Math.min(cells.length, maxColumns); c++) row.push(cellText(cells[c]));
      rows.push(row);
    }
    sheets.push({ name, rows });
  }
  return { sheets };
}

/**
 * Every sheet's rows of text (at most `maxColumns` cells a row), or the problem with the file.
 * `reader` says which read it (a test compares them).
 */
export function readXlsRows(
  { bytes: sent, maxRows, maxColumns }: XlsRequest,
  reader: "records" | "sheetjs" = "records",
): XlsAnswer & { reader?: "records" | "sheetjs" } {
  // A Buffer crosses to a worker as a plain Uint8Array, which SheetJS and its container reader
  // copy into arrays of numbers (eight bytes a byte): the same bytes, seen as a Buffer again.
  const bytes = Buffer.from(sent.buffer, sent.byteOffset, sent.byteLength);
  if (reader === "records") {
    const stream = workbookStream(bytes);
    if (stream === "damaged" || stream === "not-a-workbook") return { problem: stream };
    if (stream !== "older") {
      const read = readBiff8(stream, {
        maxRows,
        maxColumns,
        numberText,
        builtInFormats: XLSX.SSF.get_table(),
      });
      if (read) return { ...read, reader: "records" };
    }
  } else {
    const problem = containerProblem(bytes);
    if (problem) return { problem };
  }
  return { ...sheetJsRows(bytes, maxRows, maxColumns), reader: "sheetjs" };
}

/**
 * readXlsRows in a worker thread, its reading timed by the thread that started it (a ClockNote
 * before and after, worker-task.server.ts). A file that trips the reader up is damaged. Only the
 * rows are answered: which reader read them is for the tests that call readXlsRows.
 */
export function readXlsTimed(request: XlsRequest): XlsAnswer {
  parentPort?.postMessage(clockStart);
  try {
    const answer = readXlsRows(request);
    delete answer.reader;
    return answer;
  } catch {
    return { problem: "damaged" };
  } finally {
    parentPort?.postMessage(clockStop);
  }
}

/**
 * A Word document or another OLE file is not an item list: said before parsing it whole. The
 * container read here is let go before the workbook is read (both at once do not fit the heap).
 */
function containerProblem(bytes: Uint8Array): "damaged" | "not-a-workbook" | undefined {
  let names: (string | undefined)[];
  try {
    names = XLSX.CFB.read(bytes, { type: "buffer" }).FullPaths.map((name: string) =>
      name.split("/").filter(Boolean).at(-1),
    );
  } catch {
    return "damaged";
  }
  return names.some((name) => name === "Workbook" || name === "Book")
    ? undefined
    : "not-a-workbook";
}
