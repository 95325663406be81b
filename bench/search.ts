import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { adminCookieOf, ADMIN, customerCookie } from "./catalogue";
import { paced, type PacedRequest, type PacedResult } from "./load";
import { residentMb, spawnTracked, startOurServer, type RunningServer } from "./servers";
import { mixCatalogue, mixQueries, queryKinds, seeded, type QueryKind } from "./search-mix";

// Search whose cost is bounded (docs/product.md, "Search cost is bounded"): over a 50,000-item
// billing export made from a printed seed, never-seen queries of five kinds at a fixed rate,
// the answer cache off, on the catalogue search, the chat's matches and the no-JavaScript results
// page; then the security review's hostile burst (40 anonymous chat questions at once, each of ten
// made-up 9-letter words, for a while) with /api/health and order placement measured during it,
// with the per-client limits off and on. BENCH_SERVER_DIR measures another checkout's server (the
// previous build) with the same catalogue, queries and loads.

export type HostileFigures = {
  /** The hostile questions: how many were answered, refused (429) or failed, and how fast. */
  queries: {
    sent: number;
    answered: number;
    refused: number;
    failed: number;
    latencyMs: { p50: number; p99: number; max: number };
  };
  health: PacedResult;
  orders: PacedResult;
};

export type SearchFigures = {
  seed: number;
  rows: number;
  /** The checkout whose server was measured. */
  serverDir: string;
  publishMs: number;
  /** Never-seen queries of each kind, on each JSON route. */
  kinds: Record<QueryKind, { search: PacedResult; matches: PacedResult }>;
  /** All kinds interleaved: the overall figure of each route. */
  overall: { search: PacedResult; matches: PacedResult; page: PacedResult };
  hostile: { limitOff: HostileFigures; limitOn: HostileFigures };
  memoryMb: { published: number | undefined; searched: number | undefined };
};

type Options = {
  rows: number;
  rate: number;
  durationS: number;
  hostile: {
    concurrency: number;
    durationS: number;
    healthRate: number;
    orderRate: number;
    linesPerOrder: number;
    customers: number;
  };
};

const benchDir = path.dirname(fileURLToPath(import.meta.url));

const get = (route: string, q: string): PacedRequest => ({
  method: "GET",
  path: `${route}?q=${encodeURIComponent(q)}`,
});

/** A 50-line order of random items of the catalogue, with its own idempotency key. */
function orderBody(rows: number, lines: number) {
  const picked = new Set<number>();
  while (picked.size < lines) picked.add(1 + Math.floor(Math.random() * rows));
  return JSON.stringify({
    items: [...picked].map((i) => ({ itemId: `M${i}`, quantity: 1 + (i % 20) })),
    note: "Benchmark order, please ignore.",
    idempotencyKey: randomUUID(),
  });
}

/**
 * `concurrency` clients (a process of their own: bench/hostile-clients.ts) asking the chat's
 * hostile question back to back for `durationS`, while /api/health and order placement are
 * asked at a fixed rate.
 */
async function hostileBurst(
  server: RunningServer,
  cookies: string[],
  options: Options["hostile"] & { rows: number; seed: number },
): Promise<HostileFigures> {
  const orders = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      method: "POST" as const,
      path: "/api/orders",
      headers: {
        "content-type": "application/json",
        cookie: cookies[i % cookies.length]!,
        origin: server.origin,
      },
      body: orderBody(options.rows, options.linesPerOrder),
    }));
  // A warm-up apart from the figures, as the orders section has: the first orders and questions
  // of a process compile their code.
  await Promise.all([
    paced("warm-up", server.origin, orders(options.orderRate * 2), {
      rate: options.orderRate,
      durationS: 2,
    }),
    paced("warm-up", server.origin, [get("/api/catalogue/matches", "warm up the matches")], {
      rate: options.healthRate,
      durationS: 2,
    }),
  ]);
  const { child } = spawnTracked(
    process.execPath,
    [
      "--import",
      "tsx",
      path.join(benchDir, "hostile-clients.ts"),
      server.origin,
      String(options.durationS),
      String(options.concurrency),
      String(options.seed),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
    "the hostile clients",
    "SIGTERM",
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const finished = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const [health, placed] = await Promise.all([
    paced("health during the burst", server.origin, [{ method: "GET", path: "/api/health" }], {
      rate: options.healthRate,
      durationS: options.durationS,
    }),
    paced("orders during the burst", server.origin, orders(options.orderRate * options.durationS), {
      rate: options.orderRate,
      durationS: options.durationS,
    }),
  ]);
  await finished;
  const { sent, statuses, latencyMs } = JSON.parse(output) as {
    sent: number;
    statuses: Record<string, number>;
    latencyMs: HostileFigures["queries"]["latencyMs"];
  };
  const answered = statuses["200"] ?? 0;
  const refused = statuses["429"] ?? 0;
  return {
    queries: {
      sent,
      answered,
      refused,
      failed: sent - answered - refused,
      latencyMs,
    },
    health,
    orders: placed,
  };
}

export async function runSearchBench(
  projectDir: string,
  options: Options,
  progress: (message: string) => void,
): Promise<SearchFigures> {
  const seed = Number(process.env.BENCH_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const serverDir = path.resolve(process.env.BENCH_SERVER_DIR ?? projectDir);
  progress(`search: seed ${seed} (BENCH_SEED=${seed} makes the same catalogue and queries)`);
  const random = seeded(seed);
  const catalogue = mixCatalogue(options.rows, random);
  const count = options.rate * options.durationS;
  const queries = mixQueries(catalogue, random, count * 3 + 200);
  const ofKind = (kind: QueryKind) => queries.filter((query) => query.kind === kind);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-search-"));
  const env = {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CATALOGUE_SEARCH_CACHE: "off",
  };
  let server = await startOurServer(serverDir, dataDir, { ...env, RATE_LIMIT: "off" });
  try {
    const admin = await adminCookieOf(server.origin);
    progress(`search: publishing ${options.rows.toLocaleString("en-IN")} items (${serverDir})`);
    const form = new FormData();
    form.set("file", new Blob([catalogue.csv]), "stock.csv");
    const started = performance.now();
    const published = await fetch(`${server.origin}/api/admin/catalogue`, {
      method: "POST",
      headers: { cookie: admin, origin: server.origin },
      body: form,
    });
    const publishMs = performance.now() - started;
    if (published.status !== 201)
      throw new Error(`publishing answered ${published.status}: ${await published.text()}`);
    // The product list PDF is rendered after a publish: the searches are measured after it.
    await fetch(`${server.origin}/items.pdf`, { method: "HEAD" });
    const publishedMb = residentMb(server.pid);

    // Never-seen queries: each kind's first `count` on the search, the next on the matches, a
    // mix of what is left on the results page; a warm-up apart (the first compile the code).
    const measure = (name: string, route: string, list: { q: string }[]) =>
      paced(
        name,
        server.origin,
        list.map(({ q }) => get(route, q)),
        { rate: options.rate, durationS: options.durationS },
      );
    await paced(
      "warm-up",
      server.origin,
      queries.slice(-200).map(({ q }) => get("/api/catalogue/search", `${q} x`)),
      { rate: options.rate, durationS: 2 },
    );
    const kinds = {} as SearchFigures["kinds"];
    for (const kind of queryKinds) {
      progress(
        `search: ${kind}, never seen, ${options.rate}/s for ${options.durationS} s, each route`,
      );
      const list = ofKind(kind);
      kinds[kind] = {
        search: await measure(`search, ${kind}`, "/api/catalogue/search", list.slice(0, count)),
        matches: await measure(
          `matches, ${kind}`,
          "/api/catalogue/matches",
          list.slice(count, 2 * count),
        ),
      };
    }
    progress("search: all kinds together, each route and the results page");
    const rest = queryKinds.flatMap((kind) => ofKind(kind).slice(2 * count));
    const interleaved = rest.sort(() => random.next() - 0.5);
    const overall = {
      search: await measure("search, all kinds", "/api/catalogue/search", interleaved),
      matches: await measure(
        "matches, all kinds",
        "/api/catalogue/matches",
        interleaved.slice(count),
      ),
      page: await measure(
        "/products/search, all kinds",
        "/products/search",
        interleaved.slice(2 * count),
      ),
    };
    const searchedMb = residentMb(server.pid);

    progress(`search: ${options.hostile.customers} customers for the orders`);
    const cookies: string[] = [];
    for (let n = 0; n < options.hostile.customers; n++)
      cookies.push(await customerCookie(server.origin, admin, n));
    const burst = () =>
      hostileBurst(server, cookies, { ...options.hostile, rows: options.rows, seed: seed + 1 });
    progress(`search: the hostile burst, limits off, ${options.hostile.durationS} s`);
    const limitOff = await burst();
    await server.stop();
    server = await startOurServer(serverDir, dataDir, { ...env, RATE_LIMIT: "on" });
    await adminCookieOf(server.origin);
    progress(`search: the hostile burst, limits on, ${options.hostile.durationS} s`);
    const limitOn = await burst();
    return {
      seed,
      rows: options.rows,
      serverDir,
      publishMs,
      kinds,
      overall,
      hostile: { limitOff, limitOn },
      memoryMb: { published: publishedMb, searched: searchedMb },
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
