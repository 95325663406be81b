import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as XLSX from "@e965/xlsx";
import { paced, type PacedRequest, type PacedResult } from "./load";
import { sampleCatalogueFile } from "#server/catalogue/sample-catalogue.server.ts";
import type { CatalogueItem } from "#shared/schemas/catalogue-items.ts";
import { residentMb, startOurServer } from "./servers";
import { CATALOGUE_QUERIES_FILE, catalogueQueries } from "./catalogue-queries";

// The item catalogue under load: publishing a 50,000-row export (parse, check, store, index),
// search latency at a fixed rate on that catalogue, and the server's memory with and without it.

export const ADMIN = { email: "bench@pharma.example", password: "bench admin password" };
/** Typed as people type drug names on phones: typos, prefixes, brands, companies. */
const queries = [
  "paracitamol",
  "amoxycilin",
  "azithro",
  "metfromin 500",
  "pantoprazol",
  "cetrizine",
  "atorva 10",
  "telmisartan 40",
  "ondansetron",
  "imatinib",
  "sevelamer",
  "cannula 22g",
  "gloves 7",
  "ashokvan",
  "vitamin d3",
];

/**
 * A deterministic item list of `rows` rows, as a billing export would have it: the shipped
 * sample's compositions and packs (real generics, 75 products), under many more brands and
 * companies, as a large distributor's list looks.
 */
export function makeCatalogueCsv(rows: number, options: { trade?: boolean } = {}) {
  const sample = readFileSync(sampleCatalogueFile, "utf8").trim().split("\n").slice(1);
  const header = "Item Name,Company,Composition,Packing,Category,Item Code";
  const lines = [options.trade ? `${header},MRP,Rate,Scheme,Stock,GST` : header];
  // With `trade`: rates, a scheme on every third item, some out of stock, GST 5 or 18 %.
  const trade = (i: number) =>
    `,${(20 + (i % 500)).toFixed(2)},${(16 + (i % 400)).toFixed(2)},${["10+1", "", "5%"][i % 3]},${i % 17 === 0 ? 0 : 5 + (i % 300)},${i % 4 === 0 ? 18 : 5}`;
  for (let i = 0; i < rows; i++) {
    const [name = "", , composition = "", pack = "", category = ""] =
      sample[i % sample.length]!.split(",");
    lines.push(
      `${name.split(" ")[0]}${i} ${name.split(" ").slice(1).join(" ")},Company ${i % 400},${composition},${pack},${category},B${i}${options.trade ? trade(i) : ""}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/** The same rows as the items a search index holds (id, name, company, composition, pack, category). */
export const makeCatalogueItems = (rows: number): CatalogueItem[] =>
  makeCatalogueCsv(rows)
    .trim()
    .split("\n")
    .slice(1)
    .map((line, i) => {
      const [name = "", manufacturer = "", composition = "", pack = "", category = ""] =
        line.split(",");
      return { id: `B${i}`, name, manufacturer, composition, pack, category };
    });

/**
 * The same rows as an old Excel file (.xls, BIFF8), as billing software writes one. SheetJS
 * takes about 20 s to write it: the bench makes it before the clock starts.
 */
export function makeCatalogueXls(rows: number, options: { trade?: boolean } = {}) {
  const table = makeCatalogueCsv(rows, options)
    .trim()
    .split("\n")
    .map((line) => line.split(","));
  const sheet = XLSX.utils.aoa_to_sheet(table, { dense: true } as XLSX.AOA2SheetOpts);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, "Items");
  return Buffer.from(XLSX.write(book, { type: "buffer", bookType: "biff8" }) as Uint8Array);
}

/**
 * Searches no one made before, the committed mix (bench/catalogue-queries.json: one- to
 * three-letter starts, bare numbers, a brand's start with a strength, typos), each once.
 */
function everyQueryNew(count: number, from = 0, headers?: Record<string, string>): PacedRequest[] {
  const mix = catalogueQueries();
  if (mix.length < from + count)
    throw new Error(
      `${CATALOGUE_QUERIES_FILE.pathname} has ${mix.length} searches, ${from + count} are needed: make more with bench/make-catalogue-queries.ts`,
    );
  return mix.slice(from, from + count).map(({ q }) => ({
    method: "GET" as const,
    path: `/api/catalogue/search?q=${encodeURIComponent(q)}`,
    headers,
  }));
}

/**
 * A trade customer signed in on `origin`: made by the administrator, a password set from the
 * link. Answers the customers' cookie, with which every search carries rates.
 */
export async function customerCookie(origin: string, adminCookie: string, n = 0) {
  const made = await fetch(`${origin}/api/admin/customers`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: adminCookie, origin },
    body: JSON.stringify({
      shopName: `Bench Medicals ${n + 1}`,
      contactName: "Bench",
      phone: String(9437099999 - n),
    }),
  });
  if (made.status !== 201) throw new Error(`making a customer answered ${made.status}`);
  const { inviteUrl } = (await made.json()) as { inviteUrl: string };
  const set = await fetch(`${origin}/api/account/password`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({
      token: new URL(inviteUrl).hash.replace("#token=", ""),
      password: "bench customer password",
      consent: true,
    }),
  });
  const cookie = set.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.startsWith("account="));
  if (set.status !== 200 || !cookie) throw new Error(`setting the password answered ${set.status}`);
  return cookie;
}

/** Signs the administrator in (created just after the server starts listening: tried for a while). */
export async function adminCookieOf(origin: string) {
  let login: Response | undefined;
  for (let attempt = 0; attempt < 20 && login?.status !== 200; attempt++) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, 250));
    login = await fetch(`${origin}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(ADMIN),
    });
  }
  if (login?.status !== 200) throw new Error(`sign-in answered ${login?.status}`);
  return (login.headers.get("set-cookie") ?? "").split(";")[0]!;
}

export type CatalogueFigures = {
  rows: number;
  publishMs: number;
  /** The same rows as an old Excel file (.xls), published over the CSV's version. */
  publishXlsMs: number;
  /** From the publish's answer until its product list PDF is ready. */
  pdfReadyMs: number;
  memoryMb: { sample: number | undefined; large: number | undefined };
  /** Popular searches, repeated as people repeat them (the recent answers are kept). */
  search: PacedResult;
  /** Every search a new one, the server's answer cache off: the index itself at work. */
  searchNew: PacedResult;
  /** The same, by a signed-in trade customer: the session checked, rates added to each item. */
  searchNewSignedIn: PacedResult;
};

export async function runCatalogueBench(
  projectDir: string,
  options: { rows: number; rate: number; durationS: number },
  progress: (message: string) => void,
): Promise<CatalogueFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-catalogue-"));
  const adminEnv = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  let server = await startOurServer(projectDir, dataDir, adminEnv);
  try {
    const cookie = await adminCookieOf(server.origin);
    const sampleMemory = residentMb(server.pid);

    progress(`catalogue: publishing ${options.rows.toLocaleString("en-IN")} rows`);
    const form = new FormData();
    form.set("file", new Blob([makeCatalogueCsv(options.rows)]), "items.csv");
    const started = performance.now();
    const published = await fetch(`${server.origin}/api/admin/catalogue`, {
      method: "POST",
      headers: { cookie, origin: server.origin },
      body: form,
    });
    const publishMs = performance.now() - started;
    if (published.status !== 201)
      throw new Error(`publishing answered ${published.status}: ${await published.text()}`);
    // The server renders the new product list PDF right after publishing; asking for it waits
    // for that render. The searches are measured once it is done.
    const pdf = await fetch(`${server.origin}/items.pdf`, { method: "HEAD" });
    const pdfReadyMs = performance.now() - started - publishMs;
    if (pdf.status !== 200) throw new Error(`the product list answered ${pdf.status}`);

    progress(`catalogue: publishing the same ${options.rows.toLocaleString("en-IN")} rows as .xls`);
    const xls = new FormData();
    xls.set("file", new Blob([new Uint8Array(makeCatalogueXls(options.rows))]), "items.xls");
    const xlsStarted = performance.now();
    const publishedXls = await fetch(`${server.origin}/api/admin/catalogue`, {
      method: "POST",
      headers: { cookie, origin: server.origin },
      body: xls,
    });
    const publishXlsMs = performance.now() - xlsStarted;
    if (publishedXls.status !== 201)
      throw new Error(
        `publishing the .xls answered ${publishedXls.status}: ${await publishedXls.text()}`,
      );
    // Its product list PDF is rendered before the searches, as for the CSV.
    await fetch(`${server.origin}/items.pdf`, { method: "HEAD" });

    progress(`catalogue: searches at ${options.rate}/s for ${options.durationS} s`);
    const requests: PacedRequest[] = queries.map((q) => ({
      method: "GET",
      path: `/api/catalogue/search?q=${encodeURIComponent(q)}`,
    }));
    // A short warm-up, apart from the figures: the first searches compile the search code.
    await paced("warm-up", server.origin, requests, { rate: options.rate, durationS: 2 });
    const search = await paced("search", server.origin, requests, {
      rate: options.rate,
      durationS: options.durationS,
    });
    const largeMemory = residentMb(server.pid);
    // The same catalogue, the server started again with its answer cache off: the searches
    // of the committed mix, each made once, are all worked out by the index.
    progress(
      `catalogue: searches never made before, the cache off, at ${options.rate}/s for ${options.durationS} s`,
    );
    await server.stop();
    server = await startOurServer(projectDir, dataDir, {
      ...adminEnv,
      CATALOGUE_SEARCH_CACHE: "off",
    });
    await paced("warm-up", server.origin, requests, { rate: options.rate, durationS: 2 });
    const count = options.rate * options.durationS;
    const searchNew = await paced("search (every query new)", server.origin, everyQueryNew(count), {
      rate: options.rate,
      durationS: options.durationS,
    });
    progress("catalogue: the same, signed in as a trade customer");
    const signedIn = {
      cookie: await customerCookie(server.origin, await adminCookieOf(server.origin)),
    };
    const searchNewSignedIn = await paced(
      "search (every query new, signed in)",
      server.origin,
      everyQueryNew(count, count, signedIn),
      { rate: options.rate, durationS: options.durationS },
    );
    return {
      rows: options.rows,
      publishMs,
      publishXlsMs,
      pdfReadyMs,
      memoryMb: { sample: sampleMemory, large: largeMemory },
      search,
      searchNew,
      searchNewSignedIn,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
