import { Worker } from "node:worker_threads";

// Work of seconds of CPU (an upload's check, the product list PDF) runs in a worker thread of its
// own, never on the thread that answers requests; the thread ends with its answer, and its memory
// with it.

/**
 * What a worker posts, besides its one answer, to have part of its work timed from the thread
 * that started it (`clock` below): work it cannot stop itself, as a file's parsing.
 */
export type ClockNote = { clock: "start" | "stop" };
export const clockStart: ClockNote = { clock: "start" };
export const clockStop: ClockNote = { clock: "stop" };

/**
 * The one message the worker at `url` posts, given `workerData` (copied, but for the buffers in
 * `handOver`, which move to the thread and are empty here afterwards); the thread's heap is
 * capped at `heapMb`. `loader`: the worker's TypeScript imports the server's (paths by alias), so run from
 * its source it needs the server's loader; a worker written for Node's own type stripping does
 * not, nor does a bundled one (a production build's, scripts/build-server.ts). `clock`: the work
 * the worker times (between its ClockNotes) may take `ms`, else the thread is ended and the
 * answer is `overrun`'s error.
 */
export function runInWorker<Answer>(
  url: URL,
  options: {
    workerData: unknown;
    handOver?: ArrayBuffer[];
    heapMb: number;
    loader: boolean;
    name: string;
    clock?: { ms: number; overrun: () => Error };
    /** Ends the thread when aborted: the answer is then the signal's reason. */
    signal?: AbortSignal;
  },
): Promise<Answer> {
  const worker = new Worker(url, {
    workerData: options.workerData,
    transferList: options.handOver,
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
    execArgv: options.loader && url.pathname.endsWith(".ts") ? ["--import", "tsx"] : [],
  });
  return answerOf<Answer>(worker, options.name, options.clock, options.signal);
}

const isClockNote = (message: unknown): message is ClockNote =>
  typeof message === "object" && message !== null && "clock" in message;

/**
 * The worker's one answer. Apart from runInWorker so that its listeners keep the worker and its
 * name only: the data it was started with (50,000 items) was copied or moved to it, and this
 * thread lets go of its own while the worker runs.
 */
function answerOf<Answer>(
  worker: Worker,
  name: string,
  clock: { ms: number; overrun: () => Error } | undefined,
  signal: AbortSignal | undefined,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    let running: NodeJS.Timeout | undefined;
    const settle = (outcome: () => void) => {
      if (answered) return;
      answered = true;
      clearTimeout(running);
      signal?.removeEventListener("abort", abort);
      outcome();
    };
    let aborted = false;
    const abort = () => {
      aborted = true;
      void worker.terminate();
    };
    if (signal?.aborted) abort();
    else signal?.addEventListener("abort", abort, { once: true });
    worker.on("message", (message: Answer | ClockNote) => {
      // A note that comes after the thread failed (another port's message) starts no clock.
      if (answered) return;
      if (!isClockNote(message)) return settle(() => resolve(message));
      clearTimeout(running);
      if (message.clock === "start" && clock)
        running = setTimeout(() => {
          void worker.terminate();
          settle(() => reject(clock.overrun()));
        }, clock.ms);
    });
    worker.once("error", (error) => settle(() => reject(error)));
    // An aborted thread's answer is the signal's reason, once the thread is gone: whoever stopped
    // it can count on that.
    worker.once("exit", (code) =>
      settle(() =>
        reject(aborted ? signal?.reason : new Error(`${name} ended (exit code ${code})`)),
      ),
    );
  });
}
