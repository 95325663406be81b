import { performance } from "node:perf_hooks";
import { buildIndex } from "#shared/catalogue-search.ts";
import { parseOrderMessage } from "#shared/order-message.ts";
import type { CatalogueItem } from "#shared/schemas/catalogue-items.ts";
import { messageCatalogue } from "#tests/fixtures/order-message-catalogue.ts";
import { linesAfterTuning, messageLines } from "#tests/fixtures/order-message-lines.ts";
import { makeCatalogueCsv } from "./catalogue";

// Orders from a message (docs/product.md#orders-from-a-message): a chemist's 50-line message
// read against a 50,000-item catalogue, in this process (the parser is what is measured, not
// HTTP). The catalogue is the corpus's brands among a large distributor's list; each message is
// 50 corpus lines in a new order with new quantities, and the index keeps no recent answers, so
// every search is worked out as for a message never seen.

export type ParseFigures = {
  rows: number;
  lines: number;
  messages: number;
  /** Milliseconds per message, by the clock and in CPU time. */
  latencyMs: ReturnType<typeof summary>;
  cpuMs: ReturnType<typeof summary>;
  /** Items matched to a catalogue item, of all items read (a check that it read anything). */
  matched: number;
  items: number;
};

/** `rows` items: the corpus's catalogue, then the bench's large list made up to that size. */
function largeCatalogue(rows: number): CatalogueItem[] {
  const extra = makeCatalogueCsv(rows - messageCatalogue.length)
    .trim()
    .split("\n")
    .slice(1)
    .map((line, i) => {
      const [name = "", manufacturer = "", composition = "", pack = ""] = line.split(",");
      return { id: `B${i}`, name, manufacturer, composition, pack, category: "" };
    });
  return [...messageCatalogue, ...extra];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}

export function runParseBench(
  options: { rows: number; lines: number; messages: number },
  progress: (message: string) => void,
): ParseFigures {
  progress(`parse: indexing ${options.rows.toLocaleString("en-IN")} items`);
  const index = buildIndex(largeCatalogue(options.rows), 1, undefined, { cache: false });
  const texts = [...messageLines, ...linesAfterTuning].map(([text]) => text);
  // A fixed sequence (a small linear congruential generator): runs compare.
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const message = () =>
    Array.from({ length: options.lines }, () => {
      const text = texts[Math.floor(next() * texts.length)]!;
      // Another quantity, so that no two messages ask the same.
      return text.replace(/\d+(?=\s*(strip|box|x|$))/, String(1 + Math.floor(next() * 40)));
    }).join("\n");
  progress(`parse: ${options.messages} messages of ${options.lines} lines`);
  // Warm-up (the code compiled), outside the figures.
  for (let i = 0; i < 5; i++) parseOrderMessage(message(), index);
  const times: number[] = [];
  /** The process's CPU time per message: what the machine's other work does not lengthen. */
  const cpuTimes: number[] = [];
  let matched = 0;
  let items = 0;
  for (let i = 0; i < options.messages; i++) {
    const text = message();
    const started = performance.now();
    const cpu = process.cpuUsage();
    const read = parseOrderMessage(text, index);
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    items += read.length;
    matched += read.filter((line) => line.match).length;
  }
  return {
    ...options,
    latencyMs: summary(times),
    cpuMs: summary(cpuTimes),
    matched,
    items,
  };
}
