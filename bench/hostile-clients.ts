// The hostile burst's clients (bench/search.ts), in a process of their own so that their work
// never delays the bench's own measurements: `concurrency` anonymous clients, each asking the
// chat's matches a new question of ten made-up 9-letter words as soon as its last was answered,
// for `seconds`. Prints what came back, as JSON.
//   node --import tsx bench/hostile-clients.ts <origin> <seconds> <concurrency> <seed>
import http from "node:http";
import { performance } from "node:perf_hooks";
import { hostileQuery, seeded } from "./search-mix";

const [origin = "", seconds = "10", concurrency = "40", seed = "1"] = process.argv.slice(2);
const random = seeded(Number(seed));
const base = new URL(origin);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(concurrency) });
const until = performance.now() + Number(seconds) * 1000;
const latencies: number[] = [];
const statuses: Record<string, number> = {};
let failed = 0;

function ask(): Promise<void> {
  return new Promise((done) => {
    const started = performance.now();
    const request = http.get(
      {
        host: base.hostname,
        port: base.port,
        path: `/api/catalogue/matches?q=${encodeURIComponent(hostileQuery(random))}`,
        agent,
        timeout: 30_000,
      },
      (response) => {
        response.resume();
        response.on("end", () => {
          latencies.push(performance.now() - started);
          const status = String(response.statusCode);
          statuses[status] = (statuses[status] ?? 0) + 1;
          done();
        });
      },
    );
    request.on("timeout", () => request.destroy());
    request.on("error", () => {
      failed++;
      done();
    });
  });
}

async function client() {
  while (performance.now() < until) await ask();
}

await Promise.all(Array.from({ length: Number(concurrency) }, client));
agent.destroy();
const sorted = latencies.sort((a, b) => a - b);
const at = (share: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]! : NaN;
process.stdout.write(
  JSON.stringify({
    sent: sorted.length + failed,
    statuses,
    failed,
    latencyMs: { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? NaN },
  }),
);
