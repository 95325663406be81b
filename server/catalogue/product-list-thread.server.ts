import { Worker } from "node:worker_threads";
import type { ProductListInput } from "./product-list-pdf.server";
import type { RenderedList } from "./product-list-worker";

// The product list PDF is set in a worker thread, never on the thread that answers requests: a
// 50,000-item list takes seconds of CPU, and orders placed meanwhile must not wait for it.

/** The thread's heap: 50,000 items and their pages need about a third of it. */
const WORKER_HEAP_MB = 256;

/** The PDF of `input`, set in a new worker thread (which ends with it); `threadId` names it. */
export function renderProductListInWorker(input: ProductListInput): Promise<RenderedList> {
  // Only the fields the list prints cross to the thread (each item is copied).
  const workerData: ProductListInput = {
    ...input,
    items: input.items.map(({ name, manufacturer, composition, pack }) => ({
      name,
      manufacturer,
      composition,
      pack,
    })),
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./product-list-worker.ts", import.meta.url), {
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      // Plain TypeScript that Node strips itself: the server's loader is not needed.
      execArgv: [],
    });
    let answered = false;
    worker.once("message", (rendered: RenderedList) => {
      answered = true;
      resolve({ pdf: Buffer.from(rendered.pdf), threadId: rendered.threadId });
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (!answered) reject(new Error(`the product list thread ended (exit code ${code})`));
    });
  });
}
