import { Worker } from "node:worker_threads";
import type { PdfTextAnswer } from "./pdf-text-worker";

// The text of invoice PDFs, read in a worker thread with a time budget for each file and a
// capped heap (./pdf-text-worker.ts): a PDF made to be slow or huge to parse costs that thread
// only. One worker reads an upload's files in turn; one that overruns is stopped and the next
// file gets a fresh one.

/** An invoice is a page or a few; a longer file's text is not looked through. */
const MAX_PAGES = 20;
const WORKER_HEAP_MB = 256;
export const PDF_TEXT_BUDGET_MS = 10_000;

export function pdfTextReader(budgetMs = PDF_TEXT_BUDGET_MS) {
  let worker: Worker | undefined;
  let next = 0;
  const start = () =>
    new Worker(new URL("./pdf-text-worker.ts", import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      // The worker is plain TypeScript that Node strips itself; the server's loader is not needed.
      execArgv: [],
    });
  const stop = () => {
    void worker?.terminate();
    worker = undefined;
  };
  return {
    /** The PDF's text, or undefined when it could not be read in time. */
    read(bytes: Uint8Array) {
      const reading = (worker ??= start());
      const id = ++next;
      return new Promise<string | undefined>((resolve) => {
        const settle = (text: string | undefined, failed: boolean) => {
          clearTimeout(budget);
          reading.off("message", heard);
          reading.off("error", broke);
          reading.off("exit", broke);
          if (failed && worker === reading) stop();
          resolve(text);
        };
        const heard = (answer: PdfTextAnswer) => {
          if (answer.id === id) settle(answer.text, false);
        };
        const broke = () => settle(undefined, true);
        const budget = setTimeout(broke, budgetMs);
        reading.on("message", heard);
        reading.on("error", broke);
        reading.on("exit", broke);
        // A copy: pdf.js may detach the buffer it is given.
        reading.postMessage({ id, bytes: new Uint8Array(bytes), maxPages: MAX_PAGES });
      });
    },
    close: stop,
  };
}
