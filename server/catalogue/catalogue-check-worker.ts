import { parentPort, threadId, workerData } from "node:worker_threads";
import { MAX_CATALOGUE_COLUMNS } from "#shared/limits.ts";
import { readSheets, xlsSheets, type OldExcelReader } from "#server/sheets/read-sheets.server.ts";
import { MAX_SHEET_ROWS, UnreadableFile } from "#server/sheets/sheet.server.ts";
import { readXlsTimed } from "#server/sheets/xls-read.ts";
import { lowerThisThreadsPriority } from "#server/thread-priority.server.ts";
import { checkRows, type CheckedRows, type ListOptions } from "./catalogue-rows.server";
import { itemChunksOf } from "./item-chunks.server";

// Reads and checks an uploaded item list in a worker thread (catalogue-check-thread.server.ts
// starts it): 50,000 rows take seconds of CPU that the server's requests need. Only the checked
// items cross back; the sheet's cells stay here and go with the thread. An .xls is read here too,
// not in a thread of its own (readXls): its reading is timed from the thread that started this
// one, and the file and its cells are never copied between threads.

export type CheckRequest = { fileName: string; bytes: Uint8Array; options: ListOptions };
export type CheckAnswer =
  | {
      checked: Omit<CheckedRows, "items">;
      /** The items as chunks of lines of JSON (itemChunksOf), handed over rather than copied. */
      itemChunks: Uint8Array<ArrayBuffer>[];
      threadId: number;
      nice: number | undefined;
    }
  | { unreadable: { status: UnreadableFile["status"]; message: string } };

/** An .xls read in this thread, its reading timed by the thread that started it (readXlsTimed). */
const readXlsHere: OldExcelReader = async (bytes, kind) =>
  xlsSheets(
    readXlsTimed({ bytes, maxRows: MAX_SHEET_ROWS, maxColumns: MAX_CATALOGUE_COLUMNS }),
    kind,
  );

/**
 * The file's sheets. Its bytes (up to 20 MB, moved here) are let go as soon as they are read,
 * rather than kept through the check until the thread ends.
 */
async function sheetsOf(fileName: string, bytes: Uint8Array) {
  // The bytes seen as a Buffer, not copied into one.
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sheets = await readSheets(fileName, file, undefined, readXlsHere);
  (bytes.buffer as ArrayBuffer).transfer(0);
  return sheets;
}

const nice = lowerThisThreadsPriority();
const { fileName, bytes, options } = workerData as CheckRequest;
let answer: CheckAnswer;
try {
  // The sheets are not kept once checked: their cells can go while the items are encoded.
  const { items, ...checked } = checkRows(await sheetsOf(fileName, bytes), options);
  answer = { checked, itemChunks: itemChunksOf(items), threadId, nice };
} catch (error) {
  if (!(error instanceof UnreadableFile)) throw error;
  answer = { unreadable: { status: error.status, message: error.message } };
}
parentPort?.postMessage(
  answer,
  "itemChunks" in answer ? answer.itemChunks.map((chunk) => chunk.buffer) : [],
);
