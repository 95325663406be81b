import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import yauzl from "yauzl";
import { MAX_CATALOGUE_BYTES, MAX_CATALOGUE_ROWS } from "#shared/limits.ts";
import { catalogueFileMessages } from "#shared/schemas/catalogue-items.ts";
import { decodeText, detectDelimiter } from "#shared/schemas/catalogue-text.ts";

// Reads the staff's item list as their billing software exports it: CSV (UTF-8 with or without
// a byte-order mark, UTF-16 "Unicode text", or Windows-1252; comma, semicolon or tab) or Excel
// (.xlsx). Parsing is left to maintained libraries; what is ours is telling the formats apart and
// refusing hostile files before they cost memory.

/** An .xlsx is a zip: more than this unpacked, or more entries, is a bomb, not an item list. */
const MAX_XLSX_UNPACKED_BYTES = 200 * 1024 * 1024;
const MAX_XLSX_ENTRIES = 2000;
/** No cell of a real item list comes near this; a megabyte cell is a hostile file. */
export const MAX_CELL_CHARACTERS = 10_000;

/** A table as read: the header row and the data rows, every cell as text. */
export type Sheet = { header: string[]; rows: string[][] };

/** Why a file cannot be read at all (not one row's problem). */
export class UnreadableFile extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

const zipMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const oleMagic = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

export async function readSheet(fileName: string, bytes: Buffer): Promise<Sheet> {
  if (bytes.length === 0) throw new UnreadableFile(400, catalogueFileMessages.empty);
  if (bytes.length > MAX_CATALOGUE_BYTES) throw new UnreadableFile(413, catalogueFileMessages.size);
  const extension = fileName.toLowerCase().split(".").at(-1) ?? "";
  if (bytes.subarray(0, 4).equals(zipMagic)) return readXlsx(bytes);
  if (bytes.subarray(0, 4).equals(oleMagic) || extension === "xls")
    throw new UnreadableFile(
      415,
      "This is an old Excel file (.xls). Please save it as Excel Workbook (.xlsx) or CSV and upload that.",
    );
  const binary = bytes.includes(0x00) && !isUtf16(bytes);
  if (!["csv", "txt", "tsv", ""].includes(extension) || binary)
    throw new UnreadableFile(
      415,
      "Please upload the item list as a CSV file or an Excel (.xlsx) file.",
    );
  return limitRows(readCsv(decodeText(bytes)));
}

const isUtf16 = (bytes: Buffer) =>
  (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);

function readCsv(text: string): Sheet {
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      // A longer cell is a row problem ("far too long"), reported with its row.
      max_record_size: 4 * 1024 * 1024,
      to: MAX_CATALOGUE_ROWS + 2,
    }) as string[][];
  } catch (error) {
    throw new UnreadableFile(
      400,
      `The CSV file could not be read (${(error as Error).message.split(":")[0]}). Please export it again.`,
    );
  }
  const [header, ...rows] = records;
  return { header: header ?? [], rows };
}

const tooManyRows = () =>
  new UnreadableFile(
    413,
    `The file has more than ${MAX_CATALOGUE_ROWS.toLocaleString("en-IN")} items. Please split it or remove old items.`,
  );

function limitRows(sheet: Sheet): Sheet {
  if (sheet.header.length === 0) throw new UnreadableFile(400, catalogueFileMessages.empty);
  if (sheet.rows.length === 0)
    throw new UnreadableFile(400, "The file has a header row but no items under it.");
  if (sheet.rows.length > MAX_CATALOGUE_ROWS) throw tooManyRows();
  return sheet;
}

/**
 * Holds the zip to its limits before Excel's reader, which unpacks everything into memory, sees
 * it: the sizes its directory claims, then each entry unpacked and dropped, as yauzl stops one
 * the moment it unpacks to more than it claimed (a bomb that understates its sizes).
 */
function checkZip(bytes: Buffer): Promise<void> {
  const bomb = new UnreadableFile(
    400,
    "The Excel file could not be read: it unpacks to far more than an item list would.",
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
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== "object") return String(value);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("text" in value) return String(value.text);
  if ("result" in value)
    return value.result === undefined ? "" : cellText(value.result as ExcelJS.CellValue);
  if ("formula" in value) return `=${String(value.formula)}`;
  if ("error" in value) return "";
  return "";
}

async function readXlsx(bytes: Buffer): Promise<Sheet> {
  await checkZip(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableFile(
      400,
      "The Excel file could not be read. Please save it again as Excel Workbook (.xlsx) or CSV.",
    );
  }
  const sheet = workbook.worksheets.find((candidate) => candidate.actualRowCount > 0);
  if (!sheet) throw new UnreadableFile(400, catalogueFileMessages.empty);
  if (sheet.actualRowCount > MAX_CATALOGUE_ROWS + 1) throw tooManyRows();
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as ExcelJS.CellValue[];
    // ExcelJS numbers columns from 1: index 0 is always empty.
    table.push(values.slice(1).map((value) => cellText(value)));
  });
  const [header, ...rows] = table;
  return limitRows({ header: header ?? [], rows });
}
