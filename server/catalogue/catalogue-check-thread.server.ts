import { XLS_READ_BUDGET_MS } from "#shared/limits.ts";
import { catalogueFileMessages } from "#shared/schemas/catalogue-items.ts";
import { UnreadableFile } from "#server/sheets/sheet.server.ts";
import {
  isOldExcel,
  readSheets,
  xlsDamaged,
  xlsTooSlow,
} from "#server/sheets/read-sheets.server.ts";
import { runInWorker } from "#server/worker-task.server.ts";
import { checkRows, type CheckedRows, type ListOptions } from "./catalogue-rows.server";
import type { CheckAnswer, CheckRequest } from "./catalogue-check-worker";
import { readItemChunks } from "./item-chunks.server";

// An uploaded item list is read and checked in a worker thread, never on the thread that answers
// requests: 50,000 rows take seconds of CPU, and orders placed meanwhile must not wait for them.
// The thread ends with its answer, and its memory (the sheet's cells) with it.

/**
 * The thread's heap: the cells and items of 50,000 rows need about 200 MB, an .xls of 50,000 rows
 * read record by record about 80 MB more, and 400–500 MB more where SheetJS reads it (an older
 * workbook). A limit, not what the thread takes.
 */
const WORKER_HEAP_MB = 768;

/**
 * Files up to this size are read and checked here: a couple of thousand rows take under 50 ms,
 * less than starting a thread.
 */
const CHECKED_HERE_BYTES = 128 * 1024;

/**
 * The file's rows checked (checkRows): a large file in a worker thread (which `bytes` move to:
 * they are empty here afterwards), a small one here.
 */
export async function checkUpload(
  fileName: string,
  bytes: Buffer,
  options: ListOptions,
): Promise<CheckedRows> {
  if (bytes.length <= CHECKED_HERE_BYTES)
    return checkRows(await readSheets(fileName, bytes), options);
  return checkUploadInWorker(fileName, bytes, options);
}

/**
 * The file's rows checked (checkRows), in a new worker thread at a lower CPU priority
 * (thread-priority.server.ts); `threadId` names it, `nice` is its priority. `bytes` move to the
 * thread rather than being copied (a 20 MB file would be held twice here until the thread had
 * read its copy), and are empty here afterwards. An .xls's reading there may take `xlsBudgetMs`,
 * and the thread's heap is `heapMb` (tests lower both).
 */
export async function checkUploadInWorker(
  fileName: string,
  bytes: Buffer,
  options: ListOptions,
  { xlsBudgetMs = XLS_READ_BUDGET_MS, heapMb = WORKER_HEAP_MB } = {},
): Promise<CheckedRows & { threadId: number; nice: number | undefined }> {
  // A buffer that is a part of a larger one (Node's pool of small buffers, never an upload) is
  // copied to a buffer of its own.
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const moved = own ? bytes : new Uint8Array(bytes);
  const oldExcel = isOldExcel(bytes);
  const workerData: CheckRequest = { fileName, bytes: moved, options };
  const answer = await runInWorker<CheckAnswer>(
    new URL("./catalogue-check-worker.ts", import.meta.url),
    {
      workerData,
      handOver: [moved.buffer as ArrayBuffer],
      heapMb,
      loader: true,
      name: "the item list's checking thread",
      clock: { ms: xlsBudgetMs, overrun: xlsTooSlow },
    },
  ).catch((error: Error & { code?: string }) => {
    // Cells that do not fit the thread's heap: an .xls made to blow up its reading is damaged,
    // as readXls says; another file is too large. Neither is a fault of the server.
    if (error.code !== "ERR_WORKER_OUT_OF_MEMORY") throw error;
    throw oldExcel ? xlsDamaged() : new UnreadableFile(413, catalogueFileMessages.size);
  });
  if ("unreadable" in answer)
    throw new UnreadableFile(answer.unreadable.status, answer.unreadable.message);
  const items = await readItemChunks(answer.itemChunks);
  return { ...answer.checked, items, threadId: answer.threadId, nice: answer.nice };
}
