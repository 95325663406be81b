// The catalogue index made in steps, as a server makes it after a publish (buildIndexInSteps):
// how long each step holds the thread, for the bench's 50,000 items. A request that arrives
// during a step waits for it, so the longest step bounds what a publish adds to an answer.
// A last run collects the heap at every pause: what the making holds at most beside the items,
// against what the index keeps (the server holds both indexes then, and its peak with them);
// both counted from before the first run, so with the code the runs compiled (a few MB).
// Run: npx tsx bench/index-steps.ts
import { performance } from "node:perf_hooks";
import { buildIndexInSteps } from "#shared/catalogue-search.ts";
import { collectGarbage } from "#server/memory.server.ts";
import { makeCatalogueItems } from "./catalogue";

const items = makeCatalogueItems(50_000);
const heapUsed = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};
const before = heapUsed();

for (const run of [1, 2]) {
  const steps: number[] = [];
  let last = performance.now();
  const began = last;
  await buildIndexInSteps(items, run, [], {}, async () => {
    steps.push(performance.now() - last);
    await new Promise((resolve) => setImmediate(resolve));
    last = performance.now();
  });
  steps.push(performance.now() - last);
  const total = steps.reduce((a, b) => a + b, 0);
  console.log(
    `run ${run}: ${steps.length} steps, ${total.toFixed(0)} ms of work in ${(performance.now() - began).toFixed(0)} ms; longest ${Math.max(...steps).toFixed(1)} ms`,
  );
  console.log(steps.map((ms, i) => `${i}:${ms.toFixed(0)}`).join(" "));
}

let held = 0;
const index = await buildIndexInSteps(items, 3, [], {}, async () => {
  held = Math.max(held, heapUsed() - before);
});
const kept = heapUsed() - before;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
console.log(
  `memory: the making holds ${mb(held)} MB at most (collected at each pause), the index ${mb(kept)} MB (${index.size.toLocaleString("en-IN")} items)`,
);
