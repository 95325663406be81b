import type { PacedResult } from "./load";
import { queryKinds } from "./search-mix";
import type { HostileFigures, SearchFigures } from "./search";
import { budgets } from "./settings";
import { count, judged, ms, seconds, type Section } from "./table";

// The search section of the bench's table (bench/search.ts): p99 per kind of never-seen query
// against the targets, and the hostile burst with the limits off and on.

const heading = ["queries", "route", "rate/s", "sent", "2xx", "other", "p50", "p95", "p99", "max"];

function row(label: string, route: string, result: PacedResult, targetMs: number): string[] {
  const other = result.sent - result.ok2xx;
  return [
    label,
    route,
    count(result.targetRate),
    count(result.sent),
    count(result.ok2xx),
    judged(count(other), other === 0),
    ms(result.latencyMs.p50, 1),
    ms(result.latencyMs.p95, 1),
    judged(ms(result.latencyMs.p99, 1), result.latencyMs.p99 <= targetMs),
    ms(result.latencyMs.max, 1),
  ];
}

function hostileNote(label: string, { queries, health, orders }: HostileFigures) {
  const failed = health.sent - health.ok2xx + (orders.sent - orders.ok2xx);
  return [
    `${label}: ${count(queries.sent)} hostile questions sent, ${count(queries.answered)} answered, ${count(queries.refused)} refused (429), ${count(queries.failed)} failed; their p50 ${ms(queries.latencyMs.p50, 1)}, p99 ${ms(queries.latencyMs.p99, 1)}, max ${seconds(queries.latencyMs.max)}`,
    `  during it: /api/health p99 ${judged(ms(health.latencyMs.p99, 1), health.latencyMs.p99 <= budgets.healthP99MaxMs)} (target ≤ ${budgets.healthP99MaxMs} ms, max ${ms(health.latencyMs.max, 1)}), order placement p99 ${judged(ms(orders.latencyMs.p99, 1), orders.latencyMs.p99 <= budgets.orderPlacementP99MaxMs)} (target ≤ ${budgets.orderPlacementP99MaxMs} ms, max ${ms(orders.latencyMs.max, 1)}); health or orders not answered 2xx: ${judged(count(failed), failed === 0)}`,
  ];
}

export function searchSection(search: SearchFigures, hostileConcurrency: number): Section {
  const target = budgets.catalogueSearchP99MaxMs;
  const { kinds, overall, hostile } = search;
  return {
    title: `7. Search cost: never-seen queries over ${count(search.rows)} items (seed ${search.seed}), the answer cache off, ${overall.search.targetRate}/s for ${overall.search.durationS} s each; then ${hostileConcurrency} hostile chat questions at once`,
    rows: [
      heading,
      ...queryKinds.flatMap((kind) => [
        row(kind, "search", kinds[kind].search, target),
        row("", "matches", kinds[kind].matches, target),
      ]),
      row("all kinds", "search", overall.search, target),
      row("", "matches", overall.matches, target),
      row("", "/products/search", overall.page, budgets.searchPageP99MaxMs),
    ],
    notes: [
      `server: ${search.serverDir}; publish ${seconds(search.publishMs)}; memory (RSS) ${search.memoryMb.published?.toFixed(0) ?? "?"} MB after the publish, ${search.memoryMb.searched?.toFixed(0) ?? "?"} MB after the searches`,
      `targets: p99 ≤ ${target} ms per kind on the JSON routes, ≤ ${budgets.searchPageP99MaxMs} ms on /products/search; "other" counts answers not 2xx (a refused or failed search)`,
      ...hostileNote("limits off", hostile.limitOff),
      ...hostileNote("limits on (20/s, bursts of 40, per address)", hostile.limitOn),
    ],
  };
}
