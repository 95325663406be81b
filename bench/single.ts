import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  ADMIN,
  adminCookieOf,
  customerCookie,
  makeCatalogueCsv,
  makeCatalogueXls,
} from "./catalogue";
import { catalogueQueries } from "./catalogue-queries";
import { paced, type PacedRequest, type PacedResult } from "./load";
import { residentMb, startOurServer, type RunningServer } from "./servers";

// One instance through a busy stretch (decisions, point 18): its resident memory sampled each
// second from start, through a minute of search, then one 50,000-row .xls publish with orders
// placed during it and its product list PDF rendering, then quiet. It answers the peak, the
// steady memory after the publish, order placement during the publish and the publish's time.

export type SingleFigures = {
  rows: number;
  /** RSS each second, with what the server was doing. */
  memory: { atS: number; phase: string; mb: number }[];
  peakMb: number;
  /** The mean of the quiet stretch's last `settleS` seconds after the publish. */
  steadyAfterPublishMb: number;
  startMb: number;
  search: PacedResult;
  /** Orders placed while the .xls publishes and its PDF renders. */
  ordersDuringPublish: PacedResult;
  publishXlsMs: number;
  /** Why the .xls publish was refused, if it was. */
  problem?: string;
  /** From the publish's answer until its PDF is ready. */
  pdfReadyMs: number;
};

type Options = {
  rows: number;
  searchRate: number;
  searchS: number;
  orderRate: number;
  ordersS: number;
  linesPerOrder: number;
  customers: number;
  settleS: number;
  serverNodeOptions?: string;
};

async function publish(
  server: RunningServer,
  cookie: string,
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
) {
  const form = new FormData();
  form.set("file", new Blob([bytes]), name);
  const started = performance.now();
  const answer = await fetch(`${server.origin}/api/admin/catalogue`, {
    method: "POST",
    headers: { cookie, origin: server.origin },
    body: form,
  });
  const took = performance.now() - started;
  if (answer.status !== 201)
    throw new Error(`publishing ${name} answered ${answer.status}: ${await answer.text()}`);
  return took;
}

/** Waits for the product list PDF (the server renders it after a publish). */
async function pdfReady(server: RunningServer) {
  const answer = await fetch(`${server.origin}/items.pdf`, { method: "HEAD" });
  if (answer.status !== 200) throw new Error(`the product list answered ${answer.status}`);
}

function orders(server: RunningServer, cookies: string[], options: Options): PacedRequest[] {
  const count = options.orderRate * options.ordersS;
  return Array.from({ length: count }, (_, n) => {
    const picked = new Set<number>();
    while (picked.size < options.linesPerOrder)
      picked.add(Math.floor(Math.random() * options.rows));
    return {
      method: "POST",
      path: "/api/orders",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        cookie: cookies[n % cookies.length]!,
        origin: server.origin,
      },
      body: JSON.stringify({
        items: [...picked].map((i) => ({ itemId: `B${i}`, quantity: 1 + (i % 60) })),
        note: "Benchmark order, please ignore.",
        idempotencyKey: randomUUID(),
      }),
    };
  });
}

export async function runSingleBench(
  projectDir: string,
  options: Options,
  progress: (message: string) => void,
): Promise<SingleFigures> {
  // Made before the server starts: SheetJS takes many seconds to write it.
  progress(`single: making a ${options.rows.toLocaleString("en-IN")}-row .xls`);
  const xls = new Uint8Array(makeCatalogueXls(options.rows, { trade: true }));
  const csv = new Uint8Array(Buffer.from(makeCatalogueCsv(options.rows, { trade: true })));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-single-"));
  const server = await startOurServer(projectDir, dataDir, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(options.serverNodeOptions ? { NODE_OPTIONS: options.serverNodeOptions } : {}),
  });
  const memory: SingleFigures["memory"] = [];
  const began = performance.now();
  let phase = "start";
  const sample = () => {
    const mb = residentMb(server.pid);
    if (mb !== undefined)
      memory.push({ atS: Math.round((performance.now() - began) / 1000), phase, mb });
  };
  sample();
  const sampler = setInterval(sample, 1000);
  const wait = (s: number) => new Promise((resolve) => setTimeout(resolve, s * 1000));
  try {
    const admin = await adminCookieOf(server.origin);
    await wait(3);
    const startMb = Math.max(...memory.map((m) => m.mb));
    phase = "the day before's list (CSV)";
    progress(
      `single: publishing the day before's ${options.rows.toLocaleString("en-IN")} rows (CSV)`,
    );
    await publish(server, admin, csv, "items.csv");
    await pdfReady(server);
    const cookies: string[] = [];
    for (let n = 0; n < options.customers; n++)
      cookies.push(await customerCookie(server.origin, admin, n));

    phase = "search";
    progress(`single: search at ${options.searchRate}/s for ${options.searchS} s`);
    const search = await paced(
      "search",
      server.origin,
      catalogueQueries().map(({ q }) => ({
        method: "GET" as const,
        path: `/api/catalogue/search?q=${encodeURIComponent(q)}`,
      })),
      { rate: options.searchRate, durationS: options.searchS },
    );

    phase = ".xls publish";
    progress(
      `single: the .xls publish, orders of ${options.linesPerOrder} lines at ${options.orderRate}/s for ${options.ordersS} s`,
    );
    const placing = paced(
      "orders during the publish",
      server.origin,
      orders(server, cookies, options),
      {
        rate: options.orderRate,
        durationS: options.ordersS,
      },
    );
    // The orders start first: the publish begins a moment into them.
    await wait(0.5);
    // A refused publish (too slow to read on a busy machine) is reported; the figures go on.
    let publishXlsMs = Number.NaN;
    let problem: string | undefined;
    await publish(server, admin, xls, "items.xls").then(
      (took) => (publishXlsMs = took),
      (error: Error) => (problem = error.message),
    );
    const answeredAt = performance.now();
    phase = "PDF render";
    await pdfReady(server);
    const pdfReadyMs = performance.now() - answeredAt;
    phase = "after";
    const ordersDuringPublish = await placing;
    progress(`single: quiet for ${options.settleS} s`);
    await wait(options.settleS);
    const settled = memory.slice(-options.settleS);
    return {
      rows: options.rows,
      memory,
      peakMb: Math.max(...memory.map((m) => m.mb)),
      steadyAfterPublishMb: settled.reduce((sum, m) => sum + m.mb, 0) / settled.length,
      startMb,
      search,
      ordersDuringPublish,
      publishXlsMs,
      pdfReadyMs,
      problem,
    };
  } finally {
    clearInterval(sampler);
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
