import { readdirSync, readFileSync } from "node:fs";

// Linux lists a process's threads in /proc/self/task and Node names each worker's "WorkerThread";
// other threads (V8's, the file and crypto pool) come and go on their own and are not counted.

/** How many worker threads this process has now. */
export function workerThreadCount() {
  return readdirSync("/proc/self/task").filter((task) => {
    try {
      return readFileSync(`/proc/self/task/${task}/comm`, "utf8").trim() === "WorkerThread";
    } catch {
      return false; // the thread ended while they were listed
    }
  }).length;
}

/**
 * How many worker threads this process has, once that number has held for 200 ms (at most 2 s):
 * an earlier test's thread may still be ending.
 */
export async function settledWorkerThreads() {
  const deadline = Date.now() + 2000;
  let last = workerThreadCount();
  let heldSince = Date.now();
  while (Date.now() - heldSince < 200 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const now = workerThreadCount();
    if (now !== last) [last, heldSince] = [now, Date.now()];
  }
  return last;
}
