import { Worker } from "node:worker_threads";

// Work of seconds of CPU (an upload's check, the product list PDF) runs in a worker thread of its
// own, never on the thread that answers requests; the thread ends with its answer, and its memory
// with it.

/**
 * The one message the worker at `url` posts, given `workerData`; the thread's heap is capped at
 * `heapMb`. `loader`: the worker's TypeScript imports the server's (paths by alias), so run from
 * its source it needs the server's loader; a worker written for Node's own type stripping does
 * not, nor does a bundled one (a production build's, scripts/build-server.ts).
 */
export function runInWorker<Answer>(
  url: URL,
  options: { workerData: unknown; heapMb: number; loader: boolean; name: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(url, {
      workerData: options.workerData,
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
      execArgv: options.loader && url.pathname.endsWith(".ts") ? ["--import", "tsx"] : [],
    });
    let answered = false;
    worker.once("message", (answer: Answer) => {
      answered = true;
      resolve(answer);
    });
    worker.once("error", (error) => {
      answered = true;
      reject(error);
    });
    worker.once("exit", (code) => {
      if (!answered) reject(new Error(`${options.name} ended (exit code ${code})`));
    });
  });
}
