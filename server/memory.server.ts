import { performance } from "node:perf_hooks";
import v8 from "node:v8";
import vm from "node:vm";

// After a catalogue publish the thread that answers requests holds what the publish made and let
// go (the checked items, the old index beside the new one): 150–250 MB of a 50,000-item list. V8
// collects it when it sees fit, and keeps the emptied pages for its own reuse rather than give
// them back, so the server would stay that much larger until the next publish. A "last resort"
// collection, once the publish's work is over and the thread is quiet, hands them back.

type Collect = (options: {
  type: "major";
  execution: "sync";
  flavor: "regular" | "last-resort";
}) => void;

// V8's collector is reachable only with --expose-gc; set here rather than on every start
// command, it shows in a context made after it.
v8.setFlagsFromString("--expose-gc");
const collect = vm.runInNewContext("gc") as Collect;

/**
 * Production only: V8 collects its old generation again once it has grown to between 1.1 and 4
 * times what the last collection kept, by its own measure of how fast it collects (and less, the
 * smaller its heap's limit, which it sizes from the machine's memory). A publish builds the new
 * catalogue index beside the live one, and let grow fourfold the thread's heap held 340 MB of
 * mostly garbage for 110 MB live (the single-instance bench, 50,000 items, a 24 GB machine).
 * With the factor set to 1.25, it collects during the making instead.
 */
export function keepHeapClose() {
  v8.setFlagsFromString("--heap-growing-percent=25");
}

const timed = (flavor: "regular" | "last-resort") => {
  const started = performance.now();
  collect({ type: "major", execution: "sync", flavor });
  return performance.now() - started;
};

/**
 * Collects what is collectable, keeping the emptied pages for reuse (a worker thread started next
 * takes them rather than new ones); how long it took, in ms.
 */
export const collectGarbage = () => timed("regular");

/**
 * Collects everything collectable and hands the free pages back; how long it took, in ms (0 when
 * skipped). Production only (NODE_ENV=production, or `always`): in a test process that runs
 * servers and their clients together, such a collection cut a client's open connection
 * (ECONNRESET) in one run of two.
 */
export const handBackMemory = ({ always = false } = {}) =>
  always || process.env.NODE_ENV === "production" ? timed("last-resort") : 0;

/**
 * How the thread is watched for a quiet moment: a look every `lookMs`, quiet when it was busy
 * less than `busyShare` of it, looked for up to `atMostMs`.
 */
export type QuietWatch = { lookMs: number; busyShare: number; atMostMs: number };

/**
 * Settles true at the thread's first quiet moment, false if none came within `watch.atMostMs` or
 * `signal` aborted first.
 * A collection stops the thread for 100–400 ms over a 50,000-item heap: it waits for one, so
 * that no request waits for it. Outside production (tests run servers and clients in one
 * process) it settles true at once.
 */
export function quietMoment(
  watch: QuietWatch,
  { always = false, signal }: { always?: boolean; signal?: AbortSignal } = {},
): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  if (!always && process.env.NODE_ENV !== "production") return Promise.resolve(true);
  const started = performance.now();
  let last = performance.eventLoopUtilization();
  return new Promise((resolve) => {
    const end = (quiet: boolean) => {
      clearInterval(look);
      signal?.removeEventListener("abort", stopped);
      resolve(quiet);
    };
    // A server that stops meanwhile has its watch end at once, unquiet.
    const stopped = () => end(false);
    const look = setInterval(() => {
      const now = performance.eventLoopUtilization();
      const busy = performance.eventLoopUtilization(now, last).utilization;
      last = now;
      const quiet = busy < watch.busyShare;
      if (quiet || performance.now() - started >= watch.atMostMs) end(quiet);
    }, watch.lookMs);
    // Nor does a process wait for it to end.
    look.unref();
    signal?.addEventListener("abort", stopped, { once: true });
  });
}
