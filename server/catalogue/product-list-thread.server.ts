import { runInWorker } from "#server/worker-task.server.ts";
import type { ProductListInput } from "./product-list-pdf.server";
import type { RenderedList } from "./product-list-worker";

// The product list PDF is set in a worker thread, never on the thread that answers requests: a
// 50,000-item list takes seconds of CPU, and orders placed meanwhile must not wait for it.

/** The thread's heap: 50,000 items and their pages need about a third of it. */
const WORKER_HEAP_MB = 256;

/**
 * The PDF of `input`, set in a new worker thread (which ends with it, or when `signal` aborts);
 * `threadId` names it. The items are copied to the thread as they are: give it only the fields
 * the list prints (listedItemsOf reads just those).
 */
export async function renderProductListInWorker(
  input: ProductListInput,
  signal?: AbortSignal,
): Promise<RenderedList> {
  const rendered = await runInWorker<RenderedList>(
    new URL("./product-list-worker.ts", import.meta.url),
    // Plain TypeScript that Node strips itself: the server's loader is not needed.
    {
      workerData: input,
      heapMb: WORKER_HEAP_MB,
      loader: false,
      name: "the product list thread",
      signal,
    },
  );
  return { pdf: Buffer.from(rendered.pdf), threadId: rendered.threadId };
}
