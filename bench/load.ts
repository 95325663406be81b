// Load generation on loopback: autocannon for maximum throughput (closed loop), and a small
// open-loop generator for latency at a fixed rate.
import http from "node:http";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";

export type ThroughputResult = {
  url: string;
  encoding: string;
  connections: number;
  durationS: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Body bytes per response, from the first answer (shows both servers sent the same thing). */
  responseBytes: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Share of one core the server used during the measured run (Linux only). */
  serverCpuShare?: number;
  /** Server CPU time per answer, in µs: what the server itself costs, whatever limited req/s. */
  serverCpuMicrosPerRequest?: number;
  /** Share of one core this process (the load generator) used; near 1, it set the pace. */
  generatorCpuShare: number;
};

function runAutocannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const seconds = options.duration === undefined ? 10 : Number(options.duration);
    // autocannon stops itself after `duration`; this only guards against a hang.
    const guard = setTimeout(() => instance.stop(), (seconds + 15) * 1000);
    const instance = autocannon(options, (error, result) => {
      clearTimeout(guard);
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(result);
    });
  });
}

/** The size of one answer as sent (compressed), read without decoding it. */
function responseSize(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false, timeout: 5000 }, (response) => {
      let size = 0;
      response.on("data", (chunk: Buffer) => (size += chunk.length));
      response.on("end", () => resolve(size));
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on("error", reject);
  });
}

/** Requests per second and latency of GET `url` with keep-alive, after a warm-up. */
export async function throughput(
  url: string,
  encoding: string,
  options: { connections: number; durationS: number; warmupS: number },
  serverCpuSeconds: () => number | undefined = () => undefined,
): Promise<ThroughputResult> {
  const headers = { "accept-encoding": encoding };
  const responseBytes = await responseSize(url, headers);
  const common = { url, headers, connections: options.connections, pipelining: 1 };
  await runAutocannon({ ...common, duration: options.warmupS });
  const serverBefore = serverCpuSeconds();
  const generatorBefore = process.cpuUsage();
  const startedAt = performance.now();
  const result = await runAutocannon({ ...common, duration: options.durationS });
  const elapsedS = (performance.now() - startedAt) / 1000;
  const generator = process.cpuUsage(generatorBefore);
  const serverAfter = serverCpuSeconds();
  const serverCpu =
    serverBefore === undefined || serverAfter === undefined
      ? undefined
      : serverAfter - serverBefore;
  const answers = result.requests.total;
  return {
    serverCpuShare: serverCpu === undefined ? undefined : serverCpu / elapsedS,
    serverCpuMicrosPerRequest:
      serverCpu === undefined || !answers ? undefined : (serverCpu * 1e6) / answers,
    generatorCpuShare: (generator.user + generator.system) / 1e6 / elapsedS,
    url,
    encoding,
    connections: options.connections,
    durationS: options.durationS,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    responseBytes,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export type PacedRequest = {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

export type PacedResult = {
  name: string;
  targetRate: number;
  durationS: number;
  /** Requests sent (all of them get an answer, an error or a timeout before the run ends). */
  sent: number;
  achievedRate: number;
  statusCounts: Record<string, number>;
  ok2xx: number;
  non2xx: number;
  socketErrors: number;
  timeouts: number;
  latencyMs: { p50: number; p90: number; p95: number; p99: number; max: number };
  /** How late the generator sent its latest request: large values mean it could not keep up. */
  maxSendLagMs: number;
  /** When that was, in seconds from the start of the load. */
  maxSendLagAtS: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Sends `rate` requests per second for `durationS` seconds on a schedule, whatever the server
 * does (open loop), cycling through `requests`, and waits for every answer. Unlike autocannon's
 * `overallRate`, which lets each connection send its whole per-second quota in one burst at the
 * start of every second, requests here are evenly spaced, so latency is that of a steady rate.
 * Latency runs from the moment a request is due, so time spent waiting for a free socket counts.
 */
export async function paced(
  name: string,
  origin: string,
  requests: PacedRequest[],
  options: { rate: number; durationS: number; timeoutMs?: number },
): Promise<PacedResult> {
  const { rate, durationS } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const base = new URL(origin);
  const total = Math.round(rate * durationS);
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  let socketErrors = 0;
  let timeouts = 0;
  let maxSendLagMs = 0;
  let maxSendLagAtS = 0;
  const pending = new Set<Promise<void>>();

  const send = (spec: PacedRequest, dueAt: number) => {
    const done = new Promise<void>((resolve) => {
      // Each request ends exactly once: answered, failed, or past its deadline (which also
      // covers time spent queued for a socket, so a stalled server cannot stall the bench).
      let settled = false;
      const settle = (outcome: { status: number } | "error" | "timeout") => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        if (outcome === "error") socketErrors++;
        else if (outcome === "timeout") timeouts++;
        else {
          const status = String(outcome.status);
          statusCounts[status] = (statusCounts[status] ?? 0) + 1;
          latencies.push(performance.now() - dueAt);
        }
        resolve();
      };
      const body = spec.body === undefined ? undefined : Buffer.from(spec.body);
      const request = http.request(
        {
          host: base.hostname,
          port: base.port,
          method: spec.method,
          path: spec.path,
          agent,
          headers: { ...spec.headers, ...(body ? { "content-length": body.length } : {}) },
        },
        (response) => {
          response.resume();
          response.on("end", () => settle({ status: response.statusCode ?? 0 }));
          response.on("error", () => settle("error"));
          response.on("close", () => settle("error"));
        },
      );
      const deadline = setTimeout(() => {
        settle("timeout");
        request.destroy();
      }, timeoutMs);
      request.on("error", () => settle("error"));
      request.end(body);
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  const start = performance.now();
  const intervalMs = 1000 / rate;
  let sent = 0;
  let lastSendAt = start;
  try {
    while (sent < total) {
      const now = performance.now();
      // Send everything that is due (after a timer fired late, more than one).
      while (sent < total && start + sent * intervalMs <= now) {
        const dueAt = start + sent * intervalMs;
        if (now - dueAt > maxSendLagMs) {
          maxSendLagMs = now - dueAt;
          maxSendLagAtS = (dueAt - start) / 1000;
        }
        send(requests[sent % requests.length]!, dueAt);
        lastSendAt = now;
        sent++;
      }
      if (sent < total) await sleep(Math.max(0, start + sent * intervalMs - performance.now()));
    }
    // Every request ends by its own timeout, so this wait is bounded.
    await Promise.all(pending);
  } finally {
    agent.destroy();
  }
  const sorted = latencies.sort((a, b) => a - b);
  const ok2xx = Object.entries(statusCounts)
    .filter(([status]) => status.startsWith("2"))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    name,
    targetRate: rate,
    durationS,
    sent,
    achievedRate: sent / ((lastSendAt - start) / 1000 + 1 / rate),
    statusCounts,
    ok2xx,
    non2xx: sorted.length - ok2xx,
    socketErrors,
    timeouts,
    latencyMs: {
      p50: percentile(sorted, 50),
      p90: percentile(sorted, 90),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
    },
    maxSendLagMs,
    maxSendLagAtS,
  };
}
