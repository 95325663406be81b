import { describe, expect, it } from "vitest";
import { collectGarbage } from "./memory.server";
import { runInWorker } from "./worker-task.server";
import { until } from "#tests/support/until.ts";
import { settledWorkerThreads, workerThreadCount } from "#tests/support/worker-threads.ts";

// A worker thread gets a copy of the data it is started with: the thread that started it must not
// keep its own copy alive until the answer comes (the product list's 50,000 items for 20 s).

/** A worker that answers 1 after `ms`. */
const answersAfter = (ms: number) =>
  new URL(
    `data:text/javascript,${encodeURIComponent(`import { parentPort } from "node:worker_threads"; setTimeout(() => parentPort.postMessage(1), ${ms});`)}`,
  );

describe("a task in a worker thread", () => {
  it("answers, and keeps nothing of the data it was started with while the thread works", async () => {
    let data: { items: string[] } | undefined = {
      items: Array.from({ length: 1000 }, (_, n) => `item ${n}`),
    };
    const held = new WeakRef(data);
    const answer = runInWorker<number>(answersAfter(1500), {
      workerData: data,
      heapMb: 32,
      loader: false,
      name: "the test's thread",
    });
    data = undefined;
    await new Promise((resolve) => setTimeout(resolve, 50));
    collectGarbage();
    expect(held.deref()).toBeUndefined();
    expect(await answer).toBe(1);
  });

  /** A worker that times a part of its work that takes `timedMs`, then answers 1 after `afterMs`. */
  const timesItsWork = (timedMs: number, afterMs: number) =>
    new URL(
      `data:text/javascript,${encodeURIComponent(`import { parentPort } from "node:worker_threads";
      parentPort.postMessage({ clock: "start" });
      const until = Date.now() + ${timedMs};
      while (Date.now() < until);
      parentPort.postMessage({ clock: "stop" });
      setTimeout(() => parentPort.postMessage(1), ${afterMs});`)}`,
    );
  const clock = { ms: 1000, overrun: () => new Error("took too long") };

  it("ends a thread whose timed work runs past its clock, with the clock's error", async () => {
    const started = performance.now();
    const answer = runInWorker<number>(timesItsWork(20_000, 0), {
      workerData: undefined,
      heapMb: 32,
      loader: false,
      name: "the test's thread",
      clock,
    });
    await expect(answer).rejects.toThrow("took too long");
    // Ended at the clock, not when its work would have finished.
    expect(performance.now() - started).toBeLessThan(15_000);
  });

  it("ends the thread when its signal aborts, answering the signal's reason once it is gone", async () => {
    const before = await settledWorkerThreads();
    const stop = new AbortController();
    const answer = runInWorker<number>(answersAfter(20_000), {
      workerData: undefined,
      heapMb: 32,
      loader: false,
      name: "the test's thread",
      signal: stop.signal,
    });
    await until("the thread to start", () => workerThreadCount() > before);
    const started = performance.now();
    stop.abort(new Error("the server stopped"));
    await expect(answer).rejects.toThrow("the server stopped");
    expect(workerThreadCount()).toBe(before);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("times only the work between the worker's notes: what follows them may take longer", async () => {
    const answer = runInWorker<number>(timesItsWork(10, 1500), {
      workerData: undefined,
      heapMb: 32,
      loader: false,
      name: "the test's thread",
      clock,
    });
    expect(await answer).toBe(1);
  });
});
