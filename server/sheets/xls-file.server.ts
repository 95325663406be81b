import { Worker } from "node:worker_threads";
import { MAX_CATALOGUE_COLUMNS, XLS_READ_BUDGET_MS } from "#shared/limits.ts";
import {
  itemList,
  MAX_SHEET_ROWS,
  tooManyRows,
  UnreadableFile,
  type ReportKind,
  type Sheet,
} from "./sheet.server";
import type { XlsAnswer } from "./xls-read";

// Old Excel files (.xls) are read record by record, or by SheetJS (./xls-read.ts, decision 0020)
// in a worker thread with a time budget and a capped heap: a file made to be slow or huge to
// parse costs that thread, never the server's requests.

/**
 * Memory the reading thread may use: a 17 MB .xls of 50,000 rows of eleven columns needs about
 * 80 MB read record by record, and 400–500 MB where SheetJS reads it (an older workbook).
 */
const WORKER_HEAP_MB = 512;

const damaged = () =>
  new UnreadableFile(
    400,
    "The old Excel file (.xls) could not be read: it seems damaged. Please save it again, or save it as Excel Workbook (.xlsx) or CSV.",
  );

/** The sheets of an .xls; `budgetMs` is the time it may take (tests shorten it). */
export function readXls(
  bytes: Buffer,
  budgetMs = XLS_READ_BUDGET_MS,
  kind: ReportKind = itemList,
): Promise<Sheet[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./xls-worker.ts", import.meta.url), {
      workerData: { bytes, maxRows: MAX_SHEET_ROWS, maxColumns: MAX_CATALOGUE_COLUMNS },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      // The worker is plain TypeScript that Node strips itself; the server's loader is not needed.
      execArgv: [],
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(budget);
      void worker.terminate();
      outcome();
    };
    const budget = setTimeout(
      () =>
        settle(() =>
          reject(
            new UnreadableFile(
              400,
              "The old Excel file (.xls) took too long to read. Please save it as Excel Workbook (.xlsx) or CSV and upload that.",
            ),
          ),
        ),
      budgetMs,
    );
    worker.on("message", (answer: XlsAnswer) =>
      settle(() => {
        if ("sheets" in answer) return resolve(answer.sheets);
        if (answer.problem === "too-many-rows") return reject(tooManyRows(kind));
        if (answer.problem === "not-a-workbook")
          return reject(
            new UnreadableFile(
              415,
              `This file is not an Excel workbook (it may be a Word document). Please upload the ${kind.name} as CSV or Excel.`,
            ),
          );
        reject(damaged());
      }),
    );
    // Out of memory, or a crash inside the reader: the file is the cause.
    worker.on("error", () => settle(() => reject(damaged())));
    worker.on("exit", () => settle(() => reject(damaged())));
  });
}
