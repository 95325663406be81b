import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { collectGarbage, handBackMemory } from "./memory.server";

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
