import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { collectGarbage, handBackMemory, quietMoment } from "./memory.server";

/** This process's resident memory, in MB. */
const residentMb = () =>
  Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync("/proc/self/status", "utf8"))![1]) / 1024;

/** About 150 MB of small objects, as a publish leaves behind. */
const publishLikeGarbage = () =>
  Array.from({ length: 1_500_000 }, (_, n) => ({ n, name: `ITEM ${n} 10 TAB` }));

describe("the memory a publish let go", () => {
  it("goes back to the system once handed back, not only collected", () => {
    handBackMemory({ always: true });
    const before = residentMb();
    let garbage: unknown[] | undefined = publishLikeGarbage();
    const grown = residentMb() - before;
    expect(grown).toBeGreaterThan(80);
    garbage = undefined;
    // A plain collection keeps the emptied pages for V8's reuse: most of them stay resident.
    collectGarbage();
    expect(garbage).toBeUndefined();
    expect(residentMb() - before).toBeGreaterThan(grown / 2);
    handBackMemory({ always: true });
    expect(residentMb() - before).toBeLessThan(grown / 4);
  });
});

describe("a heap kept close", () => {
  // V8 lets a heap grow less between collections the smaller its limit, and sizes the limit from
  // the machine's memory: both children get the limit of a machine of 16 GB or more.
  const args = ["--max-old-space-size=4096", "--import", "tsx", "tests/support/heap-growth.ts"];
  /** The most a child process's heap held while a heap grew as an index's making grows it. */
  const mostUsedMb = (...more: string[]) =>
    (
      JSON.parse(execFileSync(process.execPath, [...args, ...more], { encoding: "utf8" })) as {
        mostUsedMb: number;
      }
    ).mostUsedMb;

  it("is collected before it grows far past what it keeps", () => {
    // Left to V8, 253-293 MB here; kept close, 123-163.
    expect(mostUsedMb("close")).toBeLessThan(0.75 * mostUsedMb());
  });
});

/** Keeps the thread busy for `ms` (a request being answered). */
const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe("a quiet moment for a collection", () => {
  const watch = { lookMs: 40, busyShare: 0.5, atMostMs: 60_000 };

  it("is not while the thread is busy, and is at its first quiet look", async () => {
    let found: boolean | undefined;
    const quiet = quietMoment(watch, { always: true }).then((answer) => (found = answer));
    // Busy for 30 ms out of every 35, for a dozen looks: never quiet.
    for (let turn = 0; turn < 14; turn++) {
      busyFor(30);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(found).toBeUndefined();
    }
    // Then nothing to do: the next look finds it quiet.
    expect(await quiet).toBe(true);
  });

  it("is given up once looked for long enough", async () => {
    let found: boolean | undefined;
    void quietMoment({ ...watch, atMostMs: 150 }, { always: true }).then(
      (answer) => (found = answer),
    );
    const started = performance.now();
    while (found === undefined && performance.now() - started < 2000) {
      busyFor(30);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(found).toBe(false);
  });

  it("is not looked for once the server stops: the watch ends at once", async () => {
    const stop = new AbortController();
    const started = performance.now();
    const quiet = quietMoment({ ...watch, lookMs: 10_000 }, { always: true, signal: stop.signal });
    stop.abort();
    expect(await quiet).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
    // Nor is one looked for after.
    expect(await quietMoment(watch, { signal: stop.signal })).toBe(false);
  });

  it("is at once outside production unless asked", async () => {
    expect(process.env.NODE_ENV).not.toBe("production");
    const started = performance.now();
    expect(await quietMoment({ ...watch, lookMs: 10_000 })).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
