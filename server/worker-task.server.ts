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
  const worker = new Worker(url, {
    workerData: options.workerData,
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
    execArgv: options.loader && url.pathname.endsWith(".ts") ? ["--import", "tsx"] : [],
  });
  return answerOf<Answer>(worker, options.name);
}

/**
 * The worker's one answer. Apart from runInWorker so that its listeners keep the worker and its
 * name only: the data it was started with (50,000 items, an uploaded file) was copied to it, and
 * this thread lets go of its own copy while the worker runs.
 */
function answerOf<Answer>(worker: Worker, name: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
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
      if (!answered) reject(new Error(`${name} ended (exit code ${code})`));
    });
  });
}
