import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { indiaCalendarDate } from "#shared/india-time.ts";
import { createDatabase, startPostgres } from "#tests/support/postgres.ts";
import { startSmtpServer } from "#tests/support/smtp.ts";
import { makeBillsXlsx } from "./bills";
import { ADMIN, adminCookieOf, customerCookie, makeCatalogueCsv } from "./catalogue";
import { catalogueQueries } from "./catalogue-queries";
import { checkDay, type DayChecks } from "./day-checks";
import { CLIENT_HEADER, startDayProxy, type DayProxy } from "./day-proxy";
import { paced, type PacedRequest, type PacedResult } from "./load";
import { HOST, freePort, residentMb, startOurServer, type RunningServer } from "./servers";

// A working day, compressed (issue [8/8]): two instances of the built server on one PostgreSQL
// database behind the bench's own proxy, mail to a real SMTP sink, customers signing in,
// searching and ordering, staff publishing stock, outstanding and content and listing and
// exporting orders, all at once; one instance SIGKILLed and restarted in the middle. Every
// order the proxy passed back acknowledged must be stored once with all its lines and mailed
// once (day-checks.ts); the rest (latency, errors, memory) is reported.

export type DayOptions = {
  durationS: number;
  customers: number;
  rows: number;
  searchRate: number;
  orderRate: number;
  linesPerOrder: number;
  stockPublishes: number;
  outstandingPublishes: number;
  contentPublishes: number;
  staffListRate: number;
  staffExports: number;
  /** Bills and parties of each outstanding report (the day's customers are its first parties). */
  bills: number;
  parties: number;
  /** When instance 2 is killed, as a share of the day. */
  killAt: number;
  memorySampleS: number;
};

export type DayPublish = { kind: string; atS: number; ms: number; status: number };

export type DayFigures = {
  options: DayOptions;
  loads: Record<string, PacedResult>;
  publishes: DayPublish[];
  kill: { atS: number; restartedAfterMs: number; openAtKill: Record<string, number> };
  /** Requests the proxy answered 502 (their instance broke off), by load, instance and error. */
  proxyFailures: Record<string, number>;
  /** Resident MB of instance 1 and 2 every few seconds (undefined: not running then). */
  memory: { atS: number; mb: (number | undefined)[] }[];
  checks: DayChecks;
};

const NOTE = "Benchmark day order, please ignore.";
const CUSTOMER_PASSWORD = "bench customer password";
const DAY_MS = 86_400_000;

const json = (cookie: string, origin: string) => ({
  "content-type": "application/json",
  accept: "application/json",
  cookie,
  origin,
});

/** Customer n's own address (the shop's connection), as the proxy forwards it. */
const shopAddress = (n: number) => ({ [CLIENT_HEADER]: `10.1.${Math.floor(n / 250)}.${n % 250}` });

/** Which load a request belongs to, by its path (for the requests open at the kill). */
export function kindOf(method: string, url: string) {
  const route = url.split("?")[0]!;
  if (route === "/api/orders") return "orders";
  if (route === "/api/catalogue/search") return "searches";
  if (route === "/api/account/login") return "sign-ins";
  if (route === "/api/admin/orders") return "staff lists";
  if (route === "/api/admin/orders/export") return "staff exports";
  return `${method} ${route}`;
}

async function upload(origin: string, route: string, cookie: string, file: Buffer, name: string) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(file)]), name);
  const response = await fetch(`${origin}${route}`, {
    method: "POST",
    headers: { cookie, origin },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

/** The content as it is, published again (a new version, as an edit of one word would be). */
async function publishContent(origin: string, cookie: string) {
  const current = await fetch(`${origin}/api/admin/content`, { headers: { cookie } });
  if (current.status !== 200) return current.status;
  const { version, content } = (await current.json()) as { version: number; content: unknown };
  const published = await fetch(`${origin}/api/admin/content`, {
    method: "PUT",
    headers: json(cookie, origin),
    body: JSON.stringify({ baseVersion: version, content }),
  });
  await published.arrayBuffer();
  return published.status;
}

/** The staff's timed work of the day: each publish at its share of the day, timed. */
function staffPublishes(options: DayOptions, origin: string, admin: string, files: Files) {
  const at = (count: number, offset: number) =>
    Array.from({ length: count }, (_, k) => ((k + offset) / count) * options.durationS);
  const jobs: { kind: string; atS: number; run: () => Promise<number> }[] = [
    ...at(options.stockPublishes, 0.5).map((atS) => ({
      kind: "stock",
      atS,
      run: () => upload(origin, "/api/admin/catalogue", admin, files.catalogue, "items.csv"),
    })),
    ...at(options.outstandingPublishes, 0.3).map((atS, k) => ({
      kind: "outstanding",
      atS,
      run: () =>
        upload(origin, "/api/admin/outstanding", admin, files.reports[k % 2]!, "report.xlsx"),
    })),
    ...at(options.contentPublishes, 0.2).map((atS) => ({
      kind: "content",
      atS,
      run: () => publishContent(origin, admin),
    })),
  ];
  return (startedAt: number) =>
    Promise.all(
      jobs.map(async ({ kind, atS, run }): Promise<DayPublish> => {
        await sleep(Math.max(0, startedAt + atS * 1000 - performance.now()));
        const began = performance.now();
        const status = await run().catch(() => 0);
        return { kind, atS: (began - startedAt) / 1000, ms: performance.now() - began, status };
      }),
    );
}

type Files = { catalogue: Buffer; reports: Buffer[] };

/** The steady loads of the day, each paced for the whole day. */
function dayLoads(options: DayOptions, origin: string, admin: string, cookies: string[]) {
  const { durationS, customers } = options;
  const orders = Array.from({ length: Math.ceil(options.orderRate * durationS) }, (_, i) => {
    const picked = new Set<number>();
    while (picked.size < options.linesPerOrder)
      picked.add(Math.floor(Math.random() * options.rows));
    return {
      method: "POST" as const,
      path: "/api/orders",
      headers: {
        ...json(cookies[i % cookies.length]!, origin),
        ...shopAddress(i % cookies.length),
      },
      body: JSON.stringify({
        items: [...picked].map((n) => ({ itemId: `B${n}`, quantity: 1 + (n % 60) })),
        note: NOTE,
        idempotencyKey: randomUUID(),
      }),
    };
  });
  // Half the searches anonymous, half by signed-in customers (rates added to each item).
  const searches = catalogueQueries().map(({ q }, i): PacedRequest => ({
    method: "GET",
    path: `/api/catalogue/search?q=${encodeURIComponent(q)}`,
    headers:
      i % 2 ? { cookie: cookies[i % cookies.length]!, ...shopAddress(i % cookies.length) } : {},
  }));
  const signIns = cookies.map((_, n): PacedRequest => ({
    method: "POST",
    path: "/api/account/login",
    headers: { ...json("", origin), ...shopAddress(n) },
    body: JSON.stringify({ login: String(9437099999 - n), password: CUSTOMER_PASSWORD }),
  }));
  const today = indiaCalendarDate(new Date());
  const lists = [1, 2, 3].map((page): PacedRequest => ({
    method: "GET",
    path: `/api/admin/orders?page=${page}`,
    headers: { cookie: admin },
  }));
  const exports = ["csv", "xlsx"].map((format): PacedRequest => ({
    method: "GET",
    path: `/api/admin/orders/export?date=${today}&format=${format}`,
    headers: { cookie: admin },
  }));
  const load = (name: string, requests: PacedRequest[], rate: number) =>
    paced(name, origin, requests, { rate, durationS }).then((result) => [name, result] as const);
  return Promise.all([
    load("searches", searches, options.searchRate),
    load("orders", orders, options.orderRate),
    load("sign-ins", signIns, customers / durationS),
    load("staff lists", lists, options.staffListRate),
    load("staff exports", exports, options.staffExports / durationS),
  ]).then((results) => Object.fromEntries(results));
}

export async function runDayBench(
  projectDir: string,
  options: DayOptions,
  progress: (message: string) => void,
): Promise<DayFigures> {
  progress("day: making the stock list and the outstanding reports");
  const asOf = new Date(`${indiaCalendarDate(new Date())}T00:00:00Z`);
  const billsOptions = {
    bills: options.bills,
    parties: options.parties,
    signedIn: options.customers,
    billsEach: Math.floor(options.bills / options.parties),
  };
  const files: Files = {
    catalogue: Buffer.from(makeCatalogueCsv(options.rows, { trade: true })),
    reports: [
      makeBillsXlsx(billsOptions, new Date(asOf.getTime() - DAY_MS)),
      makeBillsXlsx(billsOptions, asOf),
    ],
  };
  progress("day: PostgreSQL, the SMTP sink and two instances");
  const cluster = await startPostgres();
  const smtp = await startSmtpServer();
  const dataDirs = [1, 2].map((n) => mkdtempSync(path.join(os.tmpdir(), `bench-day-${n}-`)));
  const instances: RunningServer[] = [];
  let proxy: DayProxy | undefined;
  let database: pg.Pool | undefined;
  try {
    const databaseUrl = await createDatabase(cluster.url, "bench_day");
    database = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const proxyPort = await freePort();
    const env = {
      DATABASE_URL: databaseUrl,
      MAIL_TRANSPORT: "smtp",
      SMTP_URL: smtp.url,
      NOTIFY_TO: "orders@pharma.example",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT: "off",
      TRUST_PROXY: "127.0.0.1",
      // Admin posts come through the proxy, with its origin.
      SITE_ORIGIN: `http://${HOST}:${proxyPort}`,
    };
    // One after the other: the first brings the schema up to date.
    for (const dataDir of dataDirs) instances.push(await startOurServer(projectDir, dataDir, env));
    proxy = await startDayProxy(
      instances.map((instance) => instance.origin),
      proxyPort,
    );
    const { origin } = proxy;
    const admin = await adminCookieOf(origin);
    progress(
      `day: publishing ${options.rows.toLocaleString("en-IN")} items and ${options.customers} customers`,
    );
    const first = await upload(origin, "/api/admin/catalogue", admin, files.catalogue, "items.csv");
    if (first !== 201) throw new Error(`the first stock publish answered ${first}`);
    // One at a time: the server refuses (503) password hashing beyond a few at once.
    const cookies: string[] = [];
    for (let n = 0; n < options.customers; n++)
      cookies.push(await customerCookie(origin, admin, n));

    progress(
      `day: ${options.durationS} s of the day, instance 2 killed at ${Math.round(options.killAt * 100)} %`,
    );
    const memory: DayFigures["memory"] = [];
    const startedAt = performance.now();
    const sampler = setInterval(
      () =>
        memory.push({
          atS: (performance.now() - startedAt) / 1000,
          mb: instances.map((instance) => residentMb(instance.pid)),
        }),
      options.memorySampleS * 1000,
    );
    const killAndRestart = async () => {
      await sleep(options.killAt * options.durationS * 1000);
      const atS = (performance.now() - startedAt) / 1000;
      process.kill(instances[1]!.pid, "SIGKILL");
      // As a health check would, the proxy sends it nothing more until it is back.
      proxy!.setUpstream(1, undefined);
      const killedAt = performance.now();
      await instances[1]!.stop();
      progress("day: instance 2 killed; restarting it");
      instances[1] = await startOurServer(projectDir, dataDirs[1]!, env);
      proxy!.setUpstream(1, instances[1].origin);
      return { atS, killedAt, restartedAfterMs: performance.now() - killedAt };
    };
    const [loads, publishes, kill] = await Promise.all([
      dayLoads(options, origin, admin, cookies),
      staffPublishes(options, origin, admin, files)(startedAt),
      killAndRestart(),
    ]).finally(() => clearInterval(sampler));
    const openAtKill: Record<string, number> = {};
    const proxyFailures: Record<string, number> = {};
    for (const failure of proxy.failures) {
      const kind = kindOf(failure.method, failure.path);
      const open = failure.upstream === 1 && failure.startedAt <= kill.killedAt;
      if (open) openAtKill[kind] = (openAtKill[kind] ?? 0) + 1;
      const key = `${kind}, instance ${failure.upstream + 1}, ${failure.code}${open ? " (open at the kill)" : ""}`;
      proxyFailures[key] = (proxyFailures[key] ?? 0) + 1;
    }
    progress("day: waiting for the outbox, then checking the database and the mail");
    const checks = await checkDay(database, smtp.received, proxy.acknowledged, {
      note: NOTE,
      linesPerOrder: options.linesPerOrder,
    });
    return {
      options,
      loads,
      publishes,
      kill: { atS: kill.atS, restartedAfterMs: kill.restartedAfterMs, openAtKill },
      proxyFailures,
      memory,
      checks,
    };
  } finally {
    // The proxy first: its kept-alive connections would hold the instances' graceful stop.
    await proxy?.close();
    await Promise.allSettled(instances.map((instance) => instance.stop()));
    await database?.end();
    await smtp.close();
    cluster.destroy();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}
