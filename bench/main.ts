// `npm run bench`: page quality (Lighthouse), static throughput against nginx, enquiry latency
// at a fixed rate and a mixed load, printed as one table and saved under bench/results/.
// Timings do not make it fail, but for the bills section's limits (issue [4/8]); it exits
// non-zero when something is broken (a server does not start, a request fails, an acknowledged
// enquiry is not stored) or a bills limit is missed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import { billsLimitsMissed, runBillsBench } from "./bills";
import { runCatalogueBench } from "./catalogue";
import { runOrdersBench } from "./orders";
import { runSearchBench } from "./search";
import { runParseBench } from "./parse";
import { runSingleBench } from "./single";
import { runDayBench } from "./day";
import { dayProblems } from "./day-report";
import { firstLoadScripts, totalBytes } from "#scripts/first-load-scripts.ts";
import { timeToHydrated } from "./hydration";
import { lighthouseInChild } from "./lighthouse";
import {
  paced,
  throughput,
  type PacedRequest,
  type PacedResult,
  type ThroughputResult,
} from "./load";
import {
  cpuSeconds,
  nginxAvailable,
  nginxHasBrotli,
  spawnTracked,
  startNginx,
  startOurServer,
  stopAll,
  type RunningServer,
} from "./servers";
import { builtStylesheet } from "#server/http/static-files.server.ts";
import { loadBaseline, measuredCommit } from "./baseline";
import { installedFonts, missingFontPackages } from "./fonts";
import { render } from "./report";
import { budgets, checkRoute, sections, settings, type Results } from "./settings";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(projectDir, "build", "client");

const enquiryBody = (name: string) =>
  JSON.stringify({
    name,
    email: "bench@example.com",
    phone: "+91 94370 12345",
    message: "Benchmark enquiry, please ignore: a quote for 200 boxes of paracetamol 500 mg.",
    consent: true,
  });

const enquiryRequest = (name: string): PacedRequest => ({
  method: "POST",
  path: "/api/enquiries",
  headers: { "content-type": "application/json", accept: "application/json" },
  body: enquiryBody(name),
});

// Each load posts under its own name, so stored rows can be matched to the answers of that load.
const ENQUIRY_NAME = "Bench";
const WARMUP_NAME = "Bench warm-up";
const MIXED_NAME = "Bench mixed";

const benchStart = performance.now();

function progress(message: string) {
  const at = ((performance.now() - benchStart) / 1000).toFixed(0);
  process.stderr.write(`[bench ${at} s] ${message}\n`);
}

async function ensureBuild() {
  // Builds only when the sources changed since the last build (as `npm start` does). Its
  // output is shown only when it fails, to keep the table readable.
  progress("checking the build (scripts/ensure-build.ts)");
  const { child, stop } = spawnTracked(
    process.execPath,
    ["--import", "tsx", "scripts/ensure-build.ts"],
    { cwd: projectDir, stdio: ["ignore", "pipe", "pipe"] },
    "the build",
    "SIGTERM",
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const guard = setTimeout(() => void stop(), 10 * 60_000);
  const code = await new Promise<number | null>((resolve) => {
    child.once("exit", resolve);
    child.once("error", () => resolve(-1));
  });
  clearTimeout(guard);
  if (code !== 0) {
    process.stderr.write(output);
    throw new Error(`scripts/ensure-build.ts failed (exit code ${code})`);
  }
  if (output.includes("building")) progress("built");
}

/** Stored enquiries per name, read from the database file after the server has stopped. */
function storedEnquiries(dataDir: string): Record<string, number> {
  const database = new SQLite(path.join(dataDir, "site.db"), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const rows = database
      .prepare("select name, count(*) as n from enquiries group by name")
      .all() as { name: string; n: number }[];
    return Object.fromEntries(rows.map((row) => [row.name, row.n]));
  } finally {
    database.close();
  }
}

/** The site's stylesheet (a hashed asset). */
const stylesheetPath = () => builtStylesheet(buildDir);

const temporaryDirs = new Set<string>();
let interrupted = false;

// Ctrl-C or a kill: stop every process the bench started before going.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    interrupted = true;
    progress(`${signal}: stopping the servers and Lighthouse`);
    void stopAll().then(() => {
      for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
      process.exit(130);
    });
  });

async function runLighthouse(ours: RunningServer, results: Results) {
  const missingFonts = missingFontPackages(results.environment.fonts!);
  if (missingFonts.length)
    results.problems.push(
      `fonts: ${missingFonts.join(", ")} not installed: the Odia and Hindi pages are not drawn as measured before`,
    );
  results.lighthouse = [];
  results.phone = [];
  const firstLoad = firstLoadScripts(buildDir, settings.routes);
  for (const [index, route] of settings.routes.entries()) {
    // Progress lines come from the child process.
    const result = await lighthouseInChild(ours.origin, route, settings.lighthouseRuns);
    results.lighthouse.push({ ...result, checks: checkRoute(route, result.median) });
    progress(`time to hydrated: ${route}, ${settings.hydrationRuns} run(s)`);
    const hydration = await timeToHydrated(ours.origin, route, settings.hydrationRuns);
    const firstLoadJsBytes = totalBytes(firstLoad[index]!);
    results.phone.push({
      route,
      firstLoadJsBytes,
      hydration,
      checks: {
        js: firstLoadJsBytes <= budgets.firstLoadJsMaxBytes,
        hydrated: hydration.medianMs <= budgets.hydratedMaxMs,
        lcp: result.median.metrics.lcpMs <= budgets.lcpMaxMs,
        performance: result.median.scores.performance >= budgets.performanceMin,
      },
    });
  }
}

/** The headers nginx sets itself; every other header of our answer is given to nginx to send. */
const NGINX_OWN_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "content-encoding",
  "content-type",
  "etag",
  "vary",
  "transfer-encoding",
]);

/** What our server answers `path` with, less what nginx adds by itself. */
async function headersToCopy(origin: string, path: string, encoding: string) {
  const response = await fetch(`${origin}${path}`, { headers: { "accept-encoding": encoding } });
  await response.arrayBuffer();
  return Object.fromEntries([...response.headers].filter(([name]) => !NGINX_OWN_HEADERS.has(name)));
}

/** Our figures and nginx's for the same path, the same number of turns each. */
function combine(turns: ThroughputResult[]): ThroughputResult {
  const first = turns[0]!;
  const sum = (pick: (r: ThroughputResult) => number) => turns.reduce((t, r) => t + pick(r), 0);
  const mean = (pick: (r: ThroughputResult) => number) => sum(pick) / turns.length;
  const requests = sum((r) => r.requests);
  const cpuKnown = turns.every((r) => r.serverCpuMicrosPerRequest !== undefined);
  return {
    ...first,
    durationS: sum((r) => r.durationS),
    requestsPerSecond: mean((r) => r.requestsPerSecond),
    latencyP50Ms: mean((r) => r.latencyP50Ms),
    latencyP99Ms: Math.max(...turns.map((r) => r.latencyP99Ms)),
    requests,
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    serverCpuShare: cpuKnown ? mean((r) => r.serverCpuShare ?? 0) : undefined,
    serverCpuMicrosPerRequest: cpuKnown
      ? sum((r) => (r.serverCpuMicrosPerRequest ?? 0) * r.requests) / requests
      : undefined,
    generatorCpuShare: mean((r) => r.generatorCpuShare),
  };
}

async function runThroughput(ours: RunningServer, results: Results) {
  // Brotli on both sides when nginx can serve .br files, else gzip on both: the same bytes.
  const encoding = nginxHasBrotli() ? "br" : "gzip";
  const { paths: wanted, turns, ...load } = settings.throughput;
  const stylesheet = stylesheetPath();
  const paths = wanted.map((p) => (p === "stylesheet" ? stylesheet : p));
  if (paths.includes(undefined)) results.problems.push("throughput: no stylesheet in the build");
  const sections = paths
    .filter((p): p is string => p !== undefined)
    .map((p): NonNullable<Results["throughput"]>[number] => ({ path: p, encoding }));
  results.throughput = sections;
  if (!nginxAvailable())
    results.problems.push("nginx is not installed (apt-get install -y nginx): no reference figure");
  // nginx sends the same headers as our server (CSP, security headers, caching), so both send
  // the same answer: a load generator reads every header byte, and a real deployment needs them.
  const copied = Object.fromEntries(
    await Promise.all(
      sections.map(async ({ path: p }) => [p, await headersToCopy(ours.origin, p, encoding)]),
    ),
  );
  const nginx = nginxAvailable() ? await startNginx(buildDir, copied) : undefined;
  try {
    for (const section of sections) {
      const oursTurns: ThroughputResult[] = [];
      const nginxTurns: ThroughputResult[] = [];
      for (let turn = 1; turn <= turns; turn++) {
        progress(`throughput: our server, GET ${section.path} (turn ${turn} of ${turns})`);
        oursTurns.push(
          await throughput(`${ours.origin}${section.path}`, encoding, load, () =>
            cpuSeconds(ours.pid),
          ),
        );
        if (!nginx) continue;
        progress(`throughput: nginx, GET ${section.path} (turn ${turn} of ${turns})`);
        nginxTurns.push(
          await throughput(`${nginx.origin}${section.path}`, encoding, load, () =>
            cpuSeconds(nginx.pid),
          ),
        );
      }
      section.ours = combine(oursTurns);
      if (nginxTurns.length) section.nginx = combine(nginxTurns);
      for (const [name, result] of [
        ["our server", section.ours],
        ["nginx", section.nginx],
      ] as const)
        if (result && (result.non2xx || result.errors))
          results.problems.push(
            `throughput ${section.path}, ${name}: ${result.non2xx} non-2xx, ${result.errors} errors`,
          );
      if (!section.nginx) continue;
      section.ratio = section.ours.requestsPerSecond / section.nginx.requestsPerSecond;
      section.ratioMet = section.ratio >= budgets.throughputRatioMin;
      const [oursCpu, nginxCpu] = [section.ours, section.nginx].map(
        (r) => r.serverCpuMicrosPerRequest,
      );
      if (oursCpu && nginxCpu) section.cpuRatio = nginxCpu / oursCpu;
    }
  } finally {
    await nginx?.stop();
  }
}

async function runEnquiries(ours: RunningServer, results: Results) {
  const { rate, durationS, warmup } = settings.enquiries;
  // The write path is still cold (nothing was posted yet): warm it up, apart from the figures.
  progress(`enquiries: warm-up, ${warmup.rate}/s for ${warmup.durationS} s`);
  results.enquiriesWarmup = await paced("warm-up", ours.origin, [enquiryRequest(WARMUP_NAME)], {
    rate: warmup.rate,
    durationS: warmup.durationS,
  });
  progress(`enquiries: POST /api/enquiries at ${rate}/s for ${durationS} s`);
  results.enquiries = await paced("enquiries", ours.origin, [enquiryRequest(ENQUIRY_NAME)], {
    rate,
    durationS,
  });
}

async function runMixed(ours: RunningServer, results: Results) {
  const { pageRate, submissionRate, durationS } = settings.mixed;
  const css = stylesheetPath();
  const paths = ["/", "/products", "/contact", "/items.pdf", ...(css ? [css] : [])];
  const pageRequests = paths.map((p): PacedRequest => ({
    method: "GET",
    path: p,
    headers: { "accept-encoding": "br, gzip" },
  }));
  progress(`mixed: pages at ${pageRate}/s and enquiries at ${submissionRate}/s for ${durationS} s`);
  // Both generators run side by side in this process; each keeps its own schedule.
  const [pages, submissions] = await Promise.all([
    paced("pages", ours.origin, pageRequests, { rate: pageRate, durationS }),
    paced("submissions", ours.origin, [enquiryRequest(MIXED_NAME)], {
      rate: submissionRate,
      durationS,
    }),
  ]);
  results.mixed = { pages: { ...pages, paths }, submissions };
}

function loadProblems(label: string, result: PacedResult): string[] {
  const bad = result.non2xx + result.socketErrors + result.timeouts;
  return bad
    ? [
        `${label}: ${result.non2xx} non-2xx (${JSON.stringify(result.statusCounts)}), ${result.socketErrors} socket errors, ${result.timeouts} timeouts`,
      ]
    : [];
}

// ── main ─────────────────────────────────────────────────────────────────────────────────

async function main(): Promise<number> {
  const cpus = os.cpus();
  const results: Results = {
    commit: measuredCommit(projectDir),
    note: process.env.BENCH_NOTE,
    startedAt: new Date().toISOString(),
    environment: {
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? "unknown",
      loadAverage: { start: os.loadavg()[0] ?? 0 },
      fonts: installedFonts(),
    },
    settings,
    budgets,
    problems: [],
  };

  // Measured in this process, before any server starts: the parser itself.
  if (sections.has("parse")) {
    results.parse = runParseBench(settings.parse, progress);
    if (results.parse.matched === 0) results.problems.push("parse: no line matched an item");
  }
  // Only the sections that need our server start it (and build the site first).
  const serverSections = [...sections].filter((name) => name !== "parse" && name !== "day");
  if (serverSections.length) await runServerSections(results);
  // Its own two instances, PostgreSQL and mail sink: only when asked (`npm run bench -- day`).
  if (sections.has("day") && !interrupted) {
    await ensureBuild();
    try {
      results.day = await runDayBench(projectDir, settings.day, progress);
      results.problems.push(...dayProblems(results.day));
    } catch (error) {
      results.problems.push(`day: ${(error as Error).message}`);
    }
  }

  // Stopped half-way: the signal handler exits; no table or file for a partial run.
  if (interrupted) return 130;
  return finish(results);
}

/** The sections measured against our server: built and started first. */
async function runServerSections(results: Results) {
  await ensureBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  temporaryDirs.add(dataDir);
  try {
    const ours = await startOurServer(projectDir, dataDir);
    try {
      const steps: [string, (server: RunningServer, r: Results) => Promise<void>][] = [
        ["lighthouse", runLighthouse],
        ["throughput", runThroughput],
        ["enquiries", runEnquiries],
        ["mixed", runMixed],
        [
          "catalogue",
          async (_, r) => {
            // Its own server, with an administrator to publish as.
            r.catalogue = await runCatalogueBench(projectDir, settings.catalogue, progress);
            r.problems.push(...loadProblems("catalogue search", r.catalogue.search));
            r.problems.push(...loadProblems("catalogue search (new)", r.catalogue.searchNew));
            r.problems.push(
              ...loadProblems("catalogue search (new, signed in)", r.catalogue.searchNewSignedIn),
            );
          },
        ],
        [
          "search",
          async (_, r) => {
            // Its own server (or BENCH_SERVER_DIR's), restarted with the limits on.
            r.search = await runSearchBench(projectDir, settings.search, progress);
          },
        ],
        [
          "orders",
          async (_, r) => {
            // Its own server, killed on purpose half-way through its last burst.
            r.orders = await runOrdersBench(projectDir, settings.orders, progress);
            r.problems.push(...loadProblems("orders", r.orders.placement));
            const { lost, duplicateNumbers, acknowledged } = r.orders.kill;
            if (lost)
              r.problems.push(
                `orders: ${lost} of ${acknowledged} acknowledged orders lost at a SIGKILL`,
              );
            if (duplicateNumbers)
              r.problems.push(`orders: ${duplicateNumbers} order numbers given twice`);
          },
        ],
        [
          "bills",
          async (_, r) => {
            // Its own server, with an administrator and customers; its limits fail the bench.
            r.bills = await runBillsBench(projectDir, settings.bills, progress);
            r.problems.push(...loadProblems("account bills", r.bills.accountBills));
            r.problems.push(...billsLimitsMissed(r.bills, budgets));
          },
        ],
        [
          "single",
          async (_, r) => {
            // Its own server, its memory sampled each second (decisions, point 18).
            r.single = await runSingleBench(projectDir, settings.single, progress);
            r.problems.push(...loadProblems("single: search", r.single.search));
            r.problems.push(...loadProblems("single: orders", r.single.ordersDuringPublish));
            if (r.single.problem) r.problems.push(`single: ${r.single.problem}`);
          },
        ],
      ];
      for (const [name, step] of steps) {
        if (!sections.has(name)) continue;
        if (interrupted) break;
        try {
          await step(ours, results);
        } catch (error) {
          // One broken section does not hide the figures of the others.
          results.problems.push(`${name}: ${(error as Error).message}`);
        }
        const died = ours.died();
        if (died) {
          // Nothing after this could measure anything.
          results.problems.push(died);
          break;
        }
      }
    } finally {
      await ours.stop();
    }

    // Counted only now: the server has finished every request and closed the database.
    if (results.enquiries || results.mixed) {
      const stored = storedEnquiries(dataDir);
      for (const [label, result, name] of [
        ["enquiries warm-up", results.enquiriesWarmup, WARMUP_NAME],
        ["enquiries", results.enquiries, ENQUIRY_NAME],
        ["mixed enquiries", results.mixed?.submissions, MIXED_NAME],
      ] as const) {
        if (!result) continue;
        result.stored = stored[name] ?? 0;
        result.storedEqualsAcknowledged = result.stored === (result.statusCounts["201"] ?? 0);
        results.problems.push(...loadProblems(label, result));
        if (!result.storedEqualsAcknowledged)
          results.problems.push(
            `${label}: ${result.statusCounts["201"] ?? 0} acknowledged but ${result.stored} stored`,
          );
      }
      if (results.mixed) results.problems.push(...loadProblems("mixed pages", results.mixed.pages));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function finish(results: Results) {
  results.finishedAt = new Date().toISOString();
  results.environment.loadAverage.end = os.loadavg()[0] ?? 0;
  const resultsDir = path.join(projectDir, "bench", "results");
  mkdirSync(resultsDir, { recursive: true });
  // Colons left out of the time so the name is valid on every file system.
  const file = path.join(resultsDir, `${results.startedAt.replaceAll(":", "-")}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);

  console.log(render(results, loadBaseline(projectDir)));
  console.log(`Saved: ${path.relative(projectDir, file)}`);
  return results.problems.length ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`bench: ${(error as Error).stack ?? error}`);
  process.exitCode = 1;
}
