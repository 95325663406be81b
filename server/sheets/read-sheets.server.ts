import { parse } from "csv-parse/sync";
import type ExcelJS from "exceljs";
import yauzl from "yauzl";
import { MAX_CATALOGUE_BYTES, MAX_CATALOGUE_COLUMNS, XLS_READ_BUDGET_MS } from "#shared/limits.ts";
import { catalogueFileMessages } from "#shared/schemas/catalogue-items.ts";
import { decodeText, detectDelimiter } from "#shared/schemas/catalogue-text.ts";
import {
  itemList,
  MAX_SHEET_ROWS,
  tooManyRows,
  UnreadableFile,
  type ReportKind,
  type Sheet,
} from "./sheet.server";
import type { XlsAnswer } from "./xls-read";
import { runInWorker } from "#server/worker-task.server.ts";

// Reads the staff's item list as their billing software exports it: CSV (UTF-8 with or without
// a byte-order mark, UTF-16 "Unicode text", or Windows-1252; comma, semicolon or tab), Excel
// (.xlsx) or old Excel (.xls, read apart in a worker, readXls below, unless the caller reads it
// in its own). Parsing is left to
// maintained libraries, but for the cells of an .xls (./xls-read.ts, decision 0020); what is ours
// is telling the formats apart and refusing hostile files before they cost memory. Which row is the header is decided later (catalogue-columns.server.ts).

/** An .xlsx is a zip: more than this unpacked, or more entries, is a bomb, not an item list. */
const MAX_XLSX_UNPACKED_BYTES = 200 * 1024 * 1024;
const MAX_XLSX_ENTRIES = 2000;
/** No cell of a real item list comes near this; a megabyte cell is a hostile file. */
export const MAX_CELL_CHARACTERS = 10_000;

const zipMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const oleMagic = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/**
 * How an .xls is read: by default in a worker thread of its own (readXls); a thread that is
 * itself a worker reads it there, timed from the thread that started it.
 */
export type OldExcelReader = (bytes: Buffer, kind: ReportKind) => Promise<Sheet[]>;

/**
 * Every sheet of the file that has any cell, in the file's order (a CSV is one); `kind` names the
 * report in the refusals.
 */
export async function readSheets(
  fileName: string,
  bytes: Buffer,
  kind: ReportKind = itemList,
  readOldExcel: OldExcelReader = (xls, ofKind) => readXls(xls, undefined, ofKind),
): Promise<Sheet[]> {
  if (bytes.length === 0) throw new UnreadableFile(400, catalogueFileMessages.empty);
  if (bytes.length > MAX_CATALOGUE_BYTES) throw new UnreadableFile(413, catalogueFileMessages.size);
  const extension = fileName.toLowerCase().split(".").at(-1) ?? "";
  let sheets: Sheet[];
  if (bytes.subarray(0, 4).equals(zipMagic)) sheets = await readXlsx(bytes, kind);
  else if (isOldExcel(bytes)) sheets = await readOldExcel(bytes, kind);
  else {
    // Some billing software saves tab-separated text under an .xls name: it is read as text.
    const binary = bytes.includes(0x00) && !isUtf16(bytes);
    if (!["csv", "txt", "tsv", "xls", ""].includes(extension) || binary)
      throw new UnreadableFile(
        415,
        `Please upload the ${kind.name} as a CSV file or an Excel file (.xlsx or .xls).`,
      );
    sheets = [readCsv(decodeText(bytes), kind)];
  }
  const withCells = sheets.filter((sheet) =>
    sheet.rows.some((row) => row.some((cell) => cell.trim() !== "")),
  );
  if (withCells.length === 0) throw new UnreadableFile(400, catalogueFileMessages.empty);
  return withCells;
}

/** Whether the file is an OLE container, as old Excel (.xls) writes: its first bytes tell. */
export const isOldExcel = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(4, bytes.byteLength)).equals(oleMagic);

const isUtf16 = (bytes: Buffer) =>
  (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);

function readCsv(text: string, kind: ReportKind): Sheet {
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      // Empty lines are kept, so that rows keep the numbers a spreadsheet shows them with.
      skip_empty_lines: false,
      // A longer cell is a row problem ("far too long"), reported with its row.
      max_record_size: 4 * 1024 * 1024,
      to: MAX_SHEET_ROWS + 1,
    }) as string[][];
  } catch (error) {
    throw new UnreadableFile(
      400,
      `The CSV file could not be read (${(error as Error).message.split(":")[0]}). Please export it again.`,
    );
  }
  if (records.length > MAX_SHEET_ROWS) throw tooManyRows(kind);
  // A line of nothing but the delimiters' absence reads as one empty cell: an empty row.
  return {
    name: "",
    rows: records.map((row) =>
      row.length === 1 && row[0] === "" ? [] : row.slice(0, MAX_CATALOGUE_COLUMNS),
    ),
  };
}

/**
 * Holds the zip to its limits before Excel's reader, which unpacks everything into memory, sees
 * it: the sizes its directory claims, then each entry unpacked and dropped, as yauzl stops one
 * the moment it unpacks to more than it claimed (a bomb that understates its sizes).
 */
function checkZip(bytes: Buffer, kind: ReportKind): Promise<void> {
  const bomb = new UnreadableFile(
    400,
    `The Excel file could not be read: it unpacks to far more than ${/^[aeiou]/.test(kind.name) ? "an" : "a"} ${kind.name} would.`,
  );
  const damaged = new UnreadableFile(400, "The Excel file is damaged. Please save it again.");
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(damaged);
      if (zip.entryCount > MAX_XLSX_ENTRIES) return reject(bomb);
      let unpacked = 0;
      zip.on("error", () => reject(damaged));
      zip.on("entry", (entry: yauzl.Entry) => {
        unpacked += entry.uncompressedSize;
        if (unpacked > MAX_XLSX_UNPACKED_BYTES) return reject(bomb);
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(damaged);
          stream.on("error", () => reject(bomb));
          stream.on("end", () => zip.readEntry());
          stream.resume();
        });
      });
      zip.on("end", () => resolve());
      zip.readEntry();
    });
  });
}

/** A cell as the text a person sees; formulas are never evaluated, only their saved result read. */
function cellText(value: ExcelJS.CellValue, format = ""): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  // A GST column formatted as a percentage holds 0.05 for "5%".
  if (typeof value === "number" && format.includes("%"))
    return `${Number((value * 100).toFixed(6))}%`;
  if (typeof value !== "object") return String(value);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("text" in value) return String(value.text);
  if ("result" in value)
    return value.result === undefined ? "" : cellText(value.result as ExcelJS.CellValue);
  if ("formula" in value) return `=${String(value.formula)}`;
  if ("error" in value) return "";
  return "";
}

async function readXlsx(bytes: Buffer, kind: ReportKind): Promise<Sheet[]> {
  await checkZip(bytes, kind);
  // Loaded when first needed: most servers never read an .xlsx on this thread (large files are
  // read in a worker), and the library holds tens of megabytes once loaded.
  const { default: Excel } = await import("exceljs");
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableFile(
      400,
      "The Excel file could not be read. Please save it again as Excel Workbook (.xlsx) or CSV.",
    );
  }
  return workbook.worksheets.map((sheet) => {
    if (sheet.actualRowCount > MAX_SHEET_ROWS) throw tooManyRows(kind);
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      if (row.number > MAX_SHEET_ROWS) throw tooManyRows(kind);
      const cells: string[] = [];
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        if (column <= MAX_CATALOGUE_COLUMNS)
          cells[column - 1] = cellText(cell.value, cell.numFmt ?? "");
      });
      // Cells skipped as empty are empty text; rows skipped as empty stay empty arrays.
      rows[row.number - 1] = Array.from(cells, (cell) => cell ?? "");
    });
    return { name: sheet.name, rows: Array.from(rows, (row) => row ?? []) };
  });
}

// Old Excel files (.xls) are read record by record, or by SheetJS (./xls-read.ts, decision 0020)
// in a worker thread with a time budget and a capped heap: a file made to be slow or huge to
// parse costs that thread, never the server's requests.

/**
 * Memory the reading thread may use: a 17 MB .xls of 50,000 rows of eleven columns needs about
 * 80 MB read record by record, and 400–500 MB where SheetJS reads it (an older workbook).
 */
const WORKER_HEAP_MB = 512;

export const xlsDamaged = () =>
  new UnreadableFile(
    400,
    "The old Excel file (.xls) could not be read: it seems damaged. Please save it again, or save it as Excel Workbook (.xlsx) or CSV.",
  );

/** An .xls whose reading ran past its time budget. */
export const xlsTooSlow = () =>
  new UnreadableFile(
    400,
    "The old Excel file (.xls) took too long to read. Please save it as Excel Workbook (.xlsx) or CSV and upload that.",
  );

/** The sheets of an .xls's reading (readXlsRows), or its problem as the refusal to answer. */
export function xlsSheets(answer: XlsAnswer, kind: ReportKind): Sheet[] {
  if ("sheets" in answer) return answer.sheets;
  if (answer.problem === "too-many-rows") throw tooManyRows(kind);
  if (answer.problem === "not-a-workbook")
    throw new UnreadableFile(
      415,
      `This file is not an Excel workbook (it may be a Word document). Please upload the ${kind.name} as CSV or Excel.`,
    );
  throw xlsDamaged();
}

/**
 * The sheets of an .xls, read in a worker thread; `budgetMs` is the time its reading may take
 * (tests shorten it).
 */
export async function readXls(
  bytes: Buffer,
  budgetMs = XLS_READ_BUDGET_MS,
  kind: ReportKind = itemList,
): Promise<Sheet[]> {
  const answer = await runInWorker<XlsAnswer>(new URL("./xls-worker.ts", import.meta.url), {
    workerData: { bytes, maxRows: MAX_SHEET_ROWS, maxColumns: MAX_CATALOGUE_COLUMNS },
    heapMb: WORKER_HEAP_MB,
    // Plain TypeScript that Node strips itself: the server's loader is not needed.
    loader: false,
    name: "the .xls reading thread",
    clock: { ms: budgetMs, overrun: xlsTooSlow },
  }).catch((error: unknown) => {
    if (error instanceof UnreadableFile) throw error;
    // Out of memory, or a crash inside the reader: the file is the cause.
    throw xlsDamaged();
  });
  return xlsSheets(answer, kind);
}
