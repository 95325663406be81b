import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { adminCookieOf, ADMIN, customerCookie, makeCatalogueCsv } from "./catalogue";
import { paced, type PacedRequest, type PacedResult } from "./load";
import { startOurServer, type RunningServer } from "./servers";

// Orders under load (docs/product.md#orders): placement latency of 50-line orders at a fixed
// rate from several signed-in customers over a 50,000-item catalogue, then a burst cut by a
// SIGKILL: every order the server acknowledged (201) must be stored, with all its lines, when
// the database is read after the kill.

export type OrderFigures = {
  rows: number;
  linesPerOrder: number;
  customers: number;
  placement: PacedResult;
  kill: {
    /** Orders posted before and around the kill. */
    sent: number;
    acknowledged: number;
    /** Orders in the database after the kill (some may have been stored without an answer). */
    stored: number;
    /** Acknowledged orders missing from the database, or stored with fewer lines: must be 0. */
    lost: number;
    /** Order numbers given twice: must be 0. */
    duplicateNumbers: number;
    killedAfterMs: number;
  };
};

const NOTE = "Benchmark order, please ignore.";
/** The burst's orders are told apart by their note. */
const BURST_NOTE = "Benchmark burst, please ignore.";

/** A 50-line order of `rows` items, a random spread, with its own idempotency key. */
function orderBody(rows: number, lines: number, note = NOTE) {
  const picked = new Set<number>();
  while (picked.size < lines) picked.add(Math.floor(Math.random() * rows));
  return JSON.stringify({
    items: [...picked].map((i) => ({ itemId: `B${i}`, quantity: 1 + (i % 60) })),
    note,
    idempotencyKey: randomUUID(),
  });
}

const post = (cookie: string, body: string, origin: string): PacedRequest => ({
  method: "POST",
  path: "/api/orders",
  headers: { "content-type": "application/json", accept: "application/json", cookie, origin },
  body,
});

/** The orders and their line counts, read from the database file once the server is gone. */
function storedOrders(dataDir: string) {
  const database = new SQLite(path.join(dataDir, "site.db"), { fileMustExist: true });
  try {
    const orders = database
      .prepare(
        "select o.id, o.number, o.note, (select count(*) from order_lines l where l.order_id = o.id) as lines from orders o",
      )
      .all() as { id: string; number: number; note: string; lines: number }[];
    return orders;
  } finally {
    database.close();
  }
}

/**
 * Posts orders at `rate` a second and SIGKILLs the server after `killAfterMs`, remembering the
 * id of every 201. Requests in flight at the kill fail; they were never acknowledged.
 */
async function burstAndKill(
  server: RunningServer,
  cookies: string[],
  options: { rate: number; rows: number; lines: number; killAfterMs: number },
) {
  const acknowledged: { id: string; number: number }[] = [];
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  let sent = 0;
  let killed = false;
  while (performance.now() - started < options.killAfterMs + 500) {
    const cookie = cookies[sent % cookies.length]!;
    const request = post(cookie, orderBody(options.rows, options.lines, BURST_NOTE), server.origin);
    sent++;
    inFlight.push(
      fetch(`${server.origin}${request.path}`, {
        method: "POST",
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(5000),
      })
        .then(async (response) => {
          if (response.status === 201)
            acknowledged.push((await response.json()) as { id: string; number: number });
        })
        .catch(() => {}),
    );
    if (!killed && performance.now() - started >= options.killAfterMs) {
      killed = true;
      process.kill(server.pid, "SIGKILL");
      // The stop below finds the process gone; posts after this one fail to connect.
      await server.stop();
    }
    await new Promise((resolve) => setTimeout(resolve, 1000 / options.rate));
  }
  await Promise.all(inFlight);
  return { sent, acknowledged, killedAfterMs: options.killAfterMs };
}

export async function runOrdersBench(
  projectDir: string,
  options: {
    rows: number;
    rate: number;
    durationS: number;
    linesPerOrder: number;
    customers: number;
  },
  progress: (message: string) => void,
): Promise<OrderFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-orders-"));
  const adminEnv = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  const server = await startOurServer(projectDir, dataDir, adminEnv);
  try {
    const admin = await adminCookieOf(server.origin);
    progress(`orders: publishing ${options.rows.toLocaleString("en-IN")} items with rates`);
    const form = new FormData();
    form.set("file", new Blob([makeCatalogueCsv(options.rows, { trade: true })]), "items.csv");
    const published = await fetch(`${server.origin}/api/admin/catalogue`, {
      method: "POST",
      headers: { cookie: admin, origin: server.origin },
      body: form,
    });
    if (published.status !== 201)
      throw new Error(`publishing answered ${published.status}: ${await published.text()}`);
    // The server renders the new product list PDF right after publishing, on the CPU orders
    // need: asking for it waits until it is done, as the catalogue section does.
    await fetch(`${server.origin}/items.pdf`, { method: "HEAD" });
    const cookies: string[] = [];
    for (let n = 0; n < options.customers; n++)
      cookies.push(await customerCookie(server.origin, admin, n));

    const requests = (count: number) =>
      Array.from({ length: count }, (_, i) =>
        post(
          cookies[i % cookies.length]!,
          orderBody(options.rows, options.linesPerOrder),
          server.origin,
        ),
      );
    // A short warm-up, apart from the figures: the first orders compile the placing code.
    await paced("warm-up", server.origin, requests(options.rate * 2), {
      rate: options.rate,
      durationS: 2,
    });
    progress(
      `orders: POST /api/orders, ${options.linesPerOrder} lines each, at ${options.rate}/s for ${options.durationS} s`,
    );
    const placement = await paced(
      "orders",
      server.origin,
      requests(options.rate * options.durationS),
      { rate: options.rate, durationS: options.durationS },
    );

    progress(`orders: a burst at ${options.rate}/s cut by SIGKILL after 3 s`);
    const burst = await burstAndKill(server, cookies, {
      rate: options.rate,
      rows: options.rows,
      lines: options.linesPerOrder,
      killAfterMs: 3000,
    });
    const stored = storedOrders(dataDir);
    const storedById = new Map(stored.map((order) => [order.id, order]));
    const lost = burst.acknowledged.filter(
      (order) => storedById.get(order.id)?.lines !== options.linesPerOrder,
    ).length;
    const numbers = new Set(stored.map((order) => order.number));
    return {
      rows: options.rows,
      linesPerOrder: options.linesPerOrder,
      customers: options.customers,
      placement,
      kill: {
        sent: burst.sent,
        acknowledged: burst.acknowledged.length,
        stored: stored.filter((order) => order.note === BURST_NOTE).length,
        lost,
        duplicateNumbers: stored.length - numbers.size,
        killedAfterMs: burst.killedAfterMs,
      },
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
