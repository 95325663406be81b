import { readlinkSync } from "node:fs";
import { getPriority, setPriority } from "node:os";

// Worker threads (an upload's check, an .xls read, the product list PDF) run at a lower CPU
// priority than the thread that answers requests: on a small machine whose cores are busy, the
// kernel shares them by priority, and an order must not wait for a publish's background work.

/** The nice value of background threads (0 is the process's own, 19 the lowest). */
const BACKGROUND_NICE = 10;

/**
 * Lowers the calling thread's CPU priority (Linux, where a thread has an id of its own that
 * setpriority takes); answers the thread's nice value after, or undefined where it cannot.
 */
export function lowerThisThreadsPriority(): number | undefined {
  try {
    // "/proc/thread-self" links to "<pid>/task/<thread id>".
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").at(-1));
    if (!Number.isSafeInteger(threadId)) return undefined;
    setPriority(threadId, Math.max(BACKGROUND_NICE, getPriority(threadId)));
    return getPriority(threadId);
  } catch {
    return undefined;
  }
}
