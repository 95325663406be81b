// A probe beside the bench (not one of its sections): one 50,000-row .xls publish on a fresh
// server, /api/health asked every 20 ms during it; prints the publish's time, the health answers'
// p50/p99/max and the server's RSS. For profiling (docs/operations.md, "Memory"):
//   PROBE_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/prof" npx tsx bench/publish-probe.ts
// ROWS changes the size; the .xls is made once and kept in the system's temporary folder.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import {
  ADMIN,
  adminCookieOf,
  customerCookie,
  makeCatalogueCsv,
  makeCatalogueXls,
} from "./catalogue";
import { residentMb, startOurServer } from "./servers";

const rows = Number(process.env.ROWS ?? 50_000);
const cached = path.join(os.tmpdir(), `publish-probe-${rows}.xls`);
if (!existsSync(cached))
  writeFileSync(cached, new Uint8Array(makeCatalogueXls(rows, { trade: true })));
const xls = new Uint8Array(readFileSync(cached));
const csv = new Uint8Array(Buffer.from(makeCatalogueCsv(rows, { trade: true })));
const dataDir = mkdtempSync(path.join(os.tmpdir(), "probe-"));
const server = await startOurServer(process.cwd(), dataDir, {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  ...(process.env.PROBE_NODE_OPTIONS ? { NODE_OPTIONS: process.env.PROBE_NODE_OPTIONS } : {}),
});
const rss: number[] = [];
const sampler = setInterval(() => rss.push(residentMb(server.pid) ?? 0), 250);
const admin = await adminCookieOf(server.origin);
async function publish(bytes: Uint8Array<ArrayBuffer>, name: string) {
  const form = new FormData();
  form.set("file", new Blob([bytes]), name);
  const t = performance.now();
  const answer = await fetch(`${server.origin}/api/admin/catalogue`, {
    method: "POST",
    headers: { cookie: admin, origin: server.origin },
    body: form,
  });
  await answer.text();
  return { status: answer.status, ms: performance.now() - t };
}
console.log("start rss", Math.max(...rss));
// The day before's list first, as the bench's single section does.
console.log("csv", await publish(csv, "items.csv"));
await fetch(`${server.origin}/items.pdf`, { method: "HEAD" });
const customers: string[] = [];
for (let n = 0; n < 5; n++) customers.push(await customerCookie(server.origin, admin, n));
const before = rss.length;
let done = false;
const began = performance.now();
/** Each order of 30 lines at 20/s: when it was sent (s after the publish began) and its time. */
const orders: { atS: number; ms: number; status: number }[] = [];
const placing: Promise<void>[] = [];
const orderTimer = setInterval(() => {
  const n = orders.length + placing.length;
  const lines = Array.from({ length: 30 }, (_, i) => ({
    itemId: `B${(n * 977 + i * 1601) % rows}`,
    quantity: 1 + (i % 9),
  }));
  const sent = performance.now();
  placing.push(
    fetch(`${server.origin}/api/orders`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        cookie: customers[n % customers.length]!,
        origin: server.origin,
      },
      body: JSON.stringify({ items: lines, idempotencyKey: randomUUID() }),
    }).then(async (answer) => {
      await answer.arrayBuffer();
      const atS = (sent - began) / 1000;
      orders.push({
        atS: Math.round(atS * 10) / 10,
        ms: Math.round(performance.now() - sent),
        status: answer.status,
      });
    }),
  );
}, 50);
const health: number[] = [];
const asking = (async () => {
  while (!done) {
    const t = performance.now();
    await (await fetch(`${server.origin}/api/health`)).text();
    health.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 20));
  }
})();
console.log(
  "xls",
  await publish(xls, "items.xls"),
  "answered at",
  ((performance.now() - began) / 1000).toFixed(1),
  "s",
);
await fetch(`${server.origin}/items.pdf`, { method: "HEAD" });
console.log("PDF ready at", ((performance.now() - began) / 1000).toFixed(1), "s");
done = true;
clearInterval(orderTimer);
await asking;
await Promise.all(placing);
console.log(
  "orders slower than 100 ms (sent at s: ms):",
  orders
    .filter((o) => o.ms > 100)
    .map((o) => `${o.atS}:${o.ms}`)
    .join(" "),
);
console.log(
  "orders",
  orders.length,
  "statuses",
  [...new Set(orders.map((o) => o.status))].join(","),
);
health.sort((a, b) => a - b);
console.log(
  "health n",
  health.length,
  "p50",
  health[Math.floor(health.length / 2)]?.toFixed(1),
  "p99",
  health[Math.floor(health.length * 0.99)]?.toFixed(1),
  "max",
  health.at(-1)?.toFixed(1),
);
await new Promise((r) => setTimeout(r, 10_000));
clearInterval(sampler);
console.log(
  "rss during publish max",
  Math.max(...rss.slice(before)).toFixed(0),
  "after 10 s",
  rss.at(-1)?.toFixed(0),
);
console.log(
  "rss trace",
  rss
    .filter((_, i) => i % 4 === 0)
    .map((x) => x.toFixed(0))
    .join(" "),
);
await server.stop();
rmSync(dataDir, { recursive: true, force: true });
