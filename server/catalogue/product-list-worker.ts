import { parentPort, threadId, workerData } from "node:worker_threads";
import { renderProductList, type ProductListInput } from "./product-list-pdf.server.ts";
import { lowerThisThreadsPriority } from "#server/thread-priority.server.ts";
import { handBackMemory } from "#server/memory.server.ts";

// Sets the product list PDF in a worker thread (product-list-thread.server.ts starts it): 50,000
// items take seconds of CPU that the server's requests need. Written for Node's own type
// stripping, as xls-worker.ts: the thread runs without the server's TypeScript loader.

export type RenderedList = { pdf: Uint8Array; threadId: number };

lowerThisThreadsPriority();
const pdf = await renderProductList(workerData as ProductListInput);
parentPort?.postMessage({ pdf, threadId } satisfies RenderedList);
// What the thread's heap held goes back to the system now, not some seconds after it ends.
handBackMemory();
