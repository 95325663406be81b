// The catalogue search alone, without HTTP: the bench's 50,000 items and its committed search
// mix (bench/catalogue-queries.json), every search timed, per kind. For finding where a search's
// time goes before the whole bench is run.  Run: npx tsx bench/catalogue-search-profile.ts
// (CPU profile: node --cpu-prof --import tsx bench/catalogue-search-profile.ts)
import { performance } from "node:perf_hooks";
import { buildIndex } from "#shared/catalogue-search.ts";
import { SEARCH_PAGE_SIZE } from "#shared/limits.ts";
import { makeCatalogueItems } from "./catalogue";
import { catalogueQueries, type QueryKind } from "./catalogue-queries";

const items = makeCatalogueItems(50_000);

let started = performance.now();
const index = buildIndex(items, 1, undefined, { cache: false });
console.log(
  `index of ${items.length} items built in ${(performance.now() - started).toFixed(0)} ms`,
);

const queries = catalogueQueries();
const search = (q: string) => index.search({ q, page: 1, pageSize: SEARCH_PAGE_SIZE });
// A warm-up apart from the figures, as the bench has: the first searches compile the code.
for (const { q } of queries.slice(0, 200)) search(`${q}x`);

const timings = new Map<QueryKind | "all", number[]>([["all", []]]);
const bytes: number[] = [];
const slowest: { q: string; ms: number; total: number }[] = [];
for (const { kind, q } of queries) {
  started = performance.now();
  const answer = search(q);
  const ms = performance.now() - started;
  bytes.push(JSON.stringify(answer).length);
  for (const key of [kind, "all"] as const) timings.set(key, [...(timings.get(key) ?? []), ms]);
  slowest.push({ q, ms, total: answer.total });
}

const at = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
for (const [kind, list] of timings) {
  const sorted = [...list].sort((a, b) => a - b);
  const figures = [0.5, 0.95, 0.99, 1].map((share) => at(sorted, share).toFixed(2)).join(" / ");
  console.log(
    `${kind.padEnd(8)} ${String(list.length).padStart(5)} searches, ms p50/p95/p99/max: ${figures}`,
  );
}
console.log(
  `answer size: ${Math.round(bytes.reduce((a, b) => a + b) / bytes.length)} bytes on average`,
);
console.log("slowest:");
for (const { q, ms, total } of slowest.sort((a, b) => b.ms - a.ms).slice(0, 12))
  console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${JSON.stringify(q)} (${total} found)`);
