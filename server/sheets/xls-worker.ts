import { parentPort, workerData } from "node:worker_threads";
import * as XLSX from "@e965/xlsx";
import { lowerThisThreadsPriority } from "#server/thread-priority.server.ts";

// Reads an old Excel file (.xls, BIFF8) in a worker thread: SheetJS parses synchronously, so a
// hostile file could hold the server; here the caller stops it after a time budget, and the
// thread's heap is capped (xls-file.server.ts). Written for Node's own type stripping: the
// worker runs without the server's TypeScript loader.

type Request = { bytes: Uint8Array; maxRows: number; maxColumns: number };
export type XlsAnswer =
  | { sheets: { name: string; rows: string[][] }[] }
  | { problem: "not-a-workbook" | "damaged" | "too-many-rows" };

/** A cell as the text a person sees: dates as ISO days, percentages as "5%", the rest as typed. */
function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return "";
  if (cell.t === "n" && typeof cell.v === "number") {
    const format = typeof cell.z === "string" ? cell.z : "";
    if (format && XLSX.SSF.is_date(format)) {
      const date = XLSX.SSF.parse_date_code(cell.v);
      if (date)
        return `${date.y}-${String(date.m).padStart(2, "0")}-${String(date.d).padStart(2, "0")}`;
    }
    if (format.includes("%")) return `${Number((cell.v * 100).toFixed(6))}%`;
    return String(cell.v);
  }
  if (cell.t === "e") return "";
  return String(cell.v);
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

function read({ bytes, maxRows, maxColumns }: Request): XlsAnswer {
  const problem = containerProblem(bytes);
  if (problem) return { problem };
  let workbook: XLSX.WorkBook;
  try {
    // Rows past the limit are not kept (a sheet may declare a million); formulas are not run.
    workbook = XLSX.read(bytes, {
      type: "buffer",
      dense: true,
      sheetRows: maxRows + 1,
      // The number formats tell dates and percentages; the formatted text is ours to make.
      cellNF: true,
      cellText: false,
      cellHTML: false,
    });
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

lowerThisThreadsPriority();
parentPort?.postMessage(read(workerData as Request));
