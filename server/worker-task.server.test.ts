import { describe, expect, it } from "vitest";
import { collectGarbage } from "./memory.server";
import { runInWorker } from "./worker-task.server";

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
});
