// A heap that grows as a catalogue index's making grows it: 30 MB kept, and lists that live
// through a few steps and then go. Prints the most the heap held, as JSON; with `close`, under
// keepHeapClose (server/memory.server.ts). Run in a child process by server/memory.server.test.ts:
// V8's flags are the process's, and the test's own heap is not to be measured.
import { keepHeapClose } from "#server/memory.server.ts";

if (process.argv[2] === "close") keepHeapClose();
const kept = Array.from({ length: 300_000 }, (_, n) => ({ n, name: `ITEM ${n} 500 TAB` }));
const lists: unknown[][] = [];
let mostUsed = 0;
for (let step = 0; step < 400; step++) {
  lists.push(Array.from({ length: 20_000 }, (_, n) => ({ n, word: `w${step}-${n}` })));
  if (lists.length > 8) lists.shift();
  await new Promise((resolve) => setImmediate(resolve));
  mostUsed = Math.max(mostUsed, process.memoryUsage().heapUsed);
}
console.log(JSON.stringify({ mostUsedMb: mostUsed / 1024 / 1024, kept: kept.length }));
