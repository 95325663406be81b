// `npm run bench`: page quality (Lighthouse), static throughput against nginx, enquiry latency
// at a fixed rate and a mixed load, printed as one table and saved under bench/results/.
// Timings never make it fail; it exits non-zero only when something is broken (a server does
// not start, a request fails, an acknowledged enquiry is not stored).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import {
  CATEGORIES,
  lighthouseInChild,
  type Category,
  type Finding,
  type RouteResult,
  type RunFigures,
} from "./lighthouse";
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
import { count, judged, kb, mark, ms, renderTable, seconds, type Section } from "./table";

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(projectDir, "build", "client");

/** BENCH_QUICK=1: one Lighthouse run per route and 5 s loads, for trying the bench itself. */
const quick = process.env.BENCH_QUICK === "1";
/** BENCH_SECTIONS=lighthouse,throughput,enquiries,mixed runs only those (all by default). */
const sections = new Set(
  (process.env.BENCH_SECTIONS ?? "lighthouse,throughput,enquiries,mixed")
    .split(",")
    .map((s) => s.trim()),
);

const settings = {
  quick,
  routes: ["/", "/about", "/products", "/contact", "/careers", "/privacy"],
  lighthouseRuns: quick ? 1 : 3,
  throughput: { path: "/", connections: 50, durationS: quick ? 5 : 10, warmupS: quick ? 1 : 2 },
  enquiries: { rate: 200, durationS: quick ? 5 : 30, warmup: { rate: 50, durationS: 2 } },
  mixed: { pageRate: 400, submissionRate: 50, durationS: quick ? 5 : 60 },
};

const KB = 1024;
const budgets = {
  performanceMin: 98,
  otherScores: 100,
  lcpMaxMs: 1500,
  tbtMaxMs: 50,
  clsMax: 0.02,
  jsMaxBytes: 100 * KB,
  totalMaxBytes: { home: 250 * KB, other: 150 * KB },
  throughputRatioMin: 0.7,
};

type BudgetChecks = Partial<Record<string, boolean>>;

function checkRoute(route: string, figures: RunFigures): BudgetChecks {
  const { scores, metrics, bytes } = figures;
  const totalMax = route === "/" ? budgets.totalMaxBytes.home : budgets.totalMaxBytes.other;
  return {
    performance: scores.performance >= budgets.performanceMin,
    accessibility: scores.accessibility >= budgets.otherScores,
    "best-practices": scores["best-practices"] >= budgets.otherScores,
    seo: scores.seo >= budgets.otherScores,
    lcp: metrics.lcpMs <= budgets.lcpMaxMs,
    tbt: metrics.tbtMs <= budgets.tbtMaxMs,
    cls: metrics.cls <= budgets.clsMax,
    js: bytes.js <= budgets.jsMaxBytes,
    total: bytes.total <= totalMax,
  };
}

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

/** The stylesheet every page loads: a real hashed asset for the mixed load. */
function stylesheetPath(): string | undefined {
  const assets = path.join(buildDir, "assets");
  if (!existsSync(assets)) return undefined;
  const css = readdirSync(assets).find((name) => /^root-.*\.css$/.test(name));
  return css ? `/assets/${css}` : undefined;
}

type Results = {
  startedAt: string;
  finishedAt?: string;
  environment: {
    node: string;
    platform: string;
    cpus: number;
    cpuModel: string;
    /** 1-minute load average when the bench started and ended: others' work skews timings. */
    loadAverage: { start: number; end?: number };
  };
  settings: typeof settings;
  budgets: typeof budgets;
  lighthouse?: (RouteResult & { checks: BudgetChecks })[];
  throughput?: {
    encoding: string;
    ours?: ThroughputResult;
    nginx?: ThroughputResult;
    ratio?: number;
    ratioMet?: boolean;
    /** nginx's CPU per request over ours: the ratio to expect if the load generator were not the limit. */
    cpuRatio?: number;
  };
  enquiriesWarmup?: PacedResult & { stored?: number; storedEqualsAcknowledged?: boolean };
  enquiries?: PacedResult & { stored?: number; storedEqualsAcknowledged?: boolean };
  mixed?: {
    pages: PacedResult & { paths: string[] };
    submissions: PacedResult & { stored?: number; storedEqualsAcknowledged?: boolean };
  };
  /** Things that are broken (not timings): any of them makes the exit code 1. */
  problems: string[];
};

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
  results.lighthouse = [];
  for (const route of settings.routes) {
    // Progress lines come from the child process.
    const result = await lighthouseInChild(ours.origin, route, settings.lighthouseRuns);
    results.lighthouse.push({ ...result, checks: checkRoute(route, result.median) });
  }
}

async function runThroughput(ours: RunningServer, results: Results) {
  // Brotli on both sides when nginx can serve .br files, else gzip on both: the same bytes.
  const encoding = nginxHasBrotli() ? "br" : "gzip";
  const section: NonNullable<Results["throughput"]> = { encoding };
  results.throughput = section;
  const { path: route, ...load } = settings.throughput;
  progress(`throughput: our server, GET ${route}, accept-encoding ${encoding}`);
  section.ours = await throughput(`${ours.origin}${route}`, encoding, load, () =>
    cpuSeconds(ours.pid),
  );
  if (!nginxAvailable()) {
    results.problems.push("nginx is not installed (apt-get install -y nginx): no reference figure");
    return;
  }
  const nginx = await startNginx(buildDir);
  try {
    progress(`throughput: nginx, GET ${route}, accept-encoding ${encoding}`);
    section.nginx = await throughput(`${nginx.origin}${route}`, encoding, load, () =>
      cpuSeconds(nginx.pid),
    );
  } finally {
    await nginx.stop();
  }
  section.ratio = section.ours.requestsPerSecond / section.nginx.requestsPerSecond;
  section.ratioMet = section.ratio >= budgets.throughputRatioMin;
  const [oursCpu, nginxCpu] = [section.ours, section.nginx].map((r) => r.serverCpuMicrosPerRequest);
  if (oursCpu && nginxCpu) section.cpuRatio = nginxCpu / oursCpu;
  for (const [name, result] of [
    ["our server", section.ours],
    ["nginx", section.nginx],
  ] as const)
    if (result.non2xx || result.errors)
      results.problems.push(
        `throughput, ${name}: ${result.non2xx} non-2xx, ${result.errors} errors`,
      );
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

// ── rendering ────────────────────────────────────────────────────────────────────────────

function lighthouseSection(routes: NonNullable<Results["lighthouse"]>): Section[] {
  const heading = [
    "route",
    "perf",
    "a11y",
    "b-p",
    "seo",
    "LCP",
    "TBT",
    "CLS",
    "FCP",
    "SI",
    "HTML",
    "CSS",
    "JS",
    "img",
    "other",
    "total KB",
  ];
  const budgetRow = [
    "budget",
    `≥${budgets.performanceMin}`,
    "100",
    "100",
    "100",
    `≤${seconds(budgets.lcpMaxMs)}`,
    `≤${ms(budgets.tbtMaxMs)}`,
    `≤${budgets.clsMax}`,
    "",
    "",
    "",
    "",
    `≤${budgets.jsMaxBytes / KB}`,
    "",
    "",
    `≤${budgets.totalMaxBytes.home / KB} (/), ≤${budgets.totalMaxBytes.other / KB}`,
  ];
  const rows = routes.map(({ route, median: m, checks: c }) => [
    route,
    judged(String(m.scores.performance), c.performance),
    judged(String(m.scores.accessibility), c.accessibility),
    judged(String(m.scores["best-practices"]), c["best-practices"]),
    judged(String(m.scores.seo), c.seo),
    judged(seconds(m.metrics.lcpMs), c.lcp),
    judged(ms(m.metrics.tbtMs), c.tbt),
    judged(m.metrics.cls.toFixed(3), c.cls),
    seconds(m.metrics.fcpMs),
    seconds(m.metrics.speedIndexMs),
    kb(m.bytes.html),
    kb(m.bytes.css),
    judged(kb(m.bytes.js), c.js),
    kb(m.bytes.images),
    kb(m.bytes.other),
    judged(kb(m.bytes.total), c.total),
  ]);
  const missed = routes
    .map(({ route, checks }) => ({
      route,
      names: Object.entries(checks)
        .filter(([, met]) => met === false)
        .map(([name]) => name),
    }))
    .filter(({ names }) => names.length);
  const first = routes[0];
  const sections: Section[] = [
    {
      title: `1. Lighthouse ${first?.lighthouseVersion ?? ""} ${first?.settings.formFactor ?? ""}, ${first?.settings.throttlingMethod ?? ""} throttling (Slow 4G, 4x CPU), median of ${settings.lighthouseRuns} run(s); transferred KB (1 KB = 1024 B)`,
      rows: [heading, budgetRow, ...rows],
      notes: [
        missed.length
          ? `${mark(false)} missed: ${missed.map(({ route, names }) => `${route} ${names.join(", ")}`).join("; ")}`
          : `${mark(true)} every budget met`,
      ],
    },
  ];
  const findings = groupFindings(routes);
  if (findings.length)
    sections.push({
      title: "1b. What cost points (Lighthouse's median run per route; worst first)",
      rows: [],
      notes: findings,
    });
  return sections;
}

/** The same audit failing on several routes is listed once, with the routes it fails on. */
function groupFindings(routes: NonNullable<Results["lighthouse"]>): string[] {
  const groups = new Map<string, { finding: Finding; routes: string[] }>();
  for (const { route, median: m, checks, findings } of routes)
    for (const finding of findings) {
      const category: Category = finding.category;
      // Performance details only where the route misses a performance budget.
      if (
        category === "performance" &&
        checks.performance &&
        checks.lcp &&
        checks.tbt &&
        checks.cls
      )
        continue;
      if (category !== "performance" && m.scores[category] >= 100) continue;
      const key = `${category}/${finding.id}`;
      const group = groups.get(key) ?? { finding, routes: [] };
      group.routes.push(route);
      groups.set(key, group);
    }
  const lines: string[] = [];
  for (const { route, checks, lcpBreakdown: b } of routes) {
    if (checks.lcp !== false && checks.performance !== false) continue;
    const at = (value: number | undefined) => (value === undefined ? "?" : ms(value));
    const work = Object.entries(b.mainThreadMs)
      .slice(0, 3)
      .map(([kind, value]) => `${kind} ${ms(value)}`)
      .join(", ");
    lines.push(
      `${route} simulated timeline: first byte ${at(b.ttfbMs)}, LCP resource ${at(b.resourceStartMs)}–${at(b.resourceEndMs)}, FCP ${at(b.fcpMs)}, LCP ${at(b.lcpMs)}; main thread: ${work}`,
    );
  }
  if (lines.length && routes[0]?.lcpBreakdown.element)
    lines.push(`    LCP element (${routes[0].route}): ${routes[0].lcpBreakdown.element}`);
  for (const category of CATEGORIES)
    for (const { finding, routes: where } of groups.values()) {
      if (finding.category !== category) continue;
      const savings = Object.entries(finding.metricSavings ?? {})
        .filter(([, value]) => value > 0)
        .map(([metric, value]) => `${metric} −${metric === "CLS" ? value.toFixed(3) : ms(value)}`)
        .join(", ");
      const extra = [finding.displayValue, savings].filter(Boolean).join("; ");
      lines.push(
        `${category} · ${finding.id} “${finding.title}”${extra ? ` (${extra})` : ""} on ${where.join(" ")}`,
      );
      for (const item of finding.items.slice(0, 2)) lines.push(`    e.g. ${item}`);
    }
  return lines;
}

function throughputSection(section: NonNullable<Results["throughput"]>): Section {
  const share = (value: number | undefined) =>
    value === undefined ? "–" : `${Math.round(value * 100)} %`;
  const rows = [
    [
      "server",
      "req/s",
      "p50",
      "p99",
      "bytes/answer",
      "requests",
      "non-2xx",
      "errors",
      "server CPU",
      "CPU µs/req",
      "generator CPU",
    ],
  ];
  for (const [name, result] of [
    ["our server (1 Node process)", section.ours],
    ["nginx (1 worker)", section.nginx],
  ] as const)
    if (result)
      rows.push([
        name,
        count(result.requestsPerSecond),
        ms(result.latencyP50Ms),
        ms(result.latencyP99Ms),
        count(result.responseBytes),
        count(result.requests),
        count(result.non2xx),
        count(result.errors),
        share(result.serverCpuShare),
        result.serverCpuMicrosPerRequest?.toFixed(1) ?? "–",
        share(result.generatorCpuShare),
      ]);
  const { connections, durationS, warmupS } = settings.throughput;
  const saturated = [section.ours, section.nginx].some((r) => r && r.generatorCpuShare > 0.9);
  return {
    title: `2. Throughput: GET / with accept-encoding: ${section.encoding}, keep-alive, autocannon ${connections} connections, pipelining 1, ${durationS} s after ${warmupS} s warm-up`,
    rows,
    notes: [
      section.ratio === undefined
        ? `${mark(false)} no nginx figure: no ratio`
        : `ratio ours/nginx ${section.ratio.toFixed(3)} req/s (target ≥ ${budgets.throughputRatioMin}) ${mark(section.ratioMet ?? false)}`,
      ...(section.cpuRatio === undefined
        ? []
        : [
            `CPU per request, nginx/ours: ${section.cpuRatio.toFixed(3)}${saturated ? " (the load generator used a whole core, so it, not the servers, set req/s: this is the ratio to expect without that limit)" : ""}`,
          ]),
    ],
  };
}

const pacedHeading = [
  "load",
  "rate/s",
  "sent",
  "achieved/s",
  "2xx",
  "non-2xx",
  "socket err",
  "timeouts",
  "p50",
  "p90",
  "p99",
  "max",
];

function pacedRow(label: string, result: PacedResult): string[] {
  return [
    label,
    count(result.targetRate),
    count(result.sent),
    result.achievedRate.toFixed(1),
    count(result.ok2xx),
    judged(count(result.non2xx), result.non2xx === 0),
    judged(count(result.socketErrors), result.socketErrors === 0),
    judged(count(result.timeouts), result.timeouts === 0),
    ms(result.latencyMs.p50, 1),
    ms(result.latencyMs.p90, 1),
    ms(result.latencyMs.p99, 1),
    ms(result.latencyMs.max, 1),
  ];
}

function storedNote(result: PacedResult & { stored?: number }): string {
  const acknowledged = result.statusCounts["201"] ?? 0;
  if (result.stored === undefined)
    return `acknowledged (201) ${count(acknowledged)}, stored: unknown ${mark(false)}`;
  const equal = acknowledged === result.stored;
  // A request the bench gave up on may still have been stored by the server afterwards.
  const why =
    !equal && result.timeouts
      ? ` (${count(result.timeouts)} timed out here after 10 s and may have been stored later)`
      : "";
  return `acknowledged (201) ${count(acknowledged)}, stored rows ${count(result.stored)}: ${equal ? "equal" : "DIFFERENT"} ${mark(equal)}${why}`;
}

/** A late send means this process stalled: latency at that moment says little about the server. */
function lagNote(result: PacedResult): string {
  return `generator sent at most ${ms(result.maxSendLagMs, 1)} late (at ${result.maxSendLagAtS.toFixed(1)} s)`;
}

function enquiriesSection(
  result: NonNullable<Results["enquiries"]>,
  warmup: Results["enquiriesWarmup"],
): Section {
  return {
    title: `3. POST /api/enquiries (JSON) at a fixed ${result.targetRate}/s for ${result.durationS} s, evenly spaced; SQLite, WAL, synchronous=FULL`,
    rows: [
      pacedHeading,
      ...(warmup ? [pacedRow("(warm-up)", warmup)] : []),
      pacedRow("enquiries", result),
    ],
    notes: [
      `enquiries: ${storedNote(result)}`,
      ...(warmup ? [`warm-up (not in the figures): ${storedNote(warmup)}`] : []),
      lagNote(result),
    ],
  };
}

function mixedSection(mixed: NonNullable<Results["mixed"]>): Section {
  const { pages, submissions } = mixed;
  const errors =
    pages.non2xx +
    pages.socketErrors +
    pages.timeouts +
    submissions.non2xx +
    submissions.socketErrors +
    submissions.timeouts;
  return {
    title: `4. Mixed for ${pages.durationS} s: pages ${pages.targetRate}/s (${pages.paths.join(" ")}, accept-encoding br) + enquiries ${submissions.targetRate}/s together`,
    rows: [pacedHeading, pacedRow("pages", pages), pacedRow("enquiries", submissions)],
    notes: [
      `errors (non-2xx, socket errors, timeouts): ${count(errors)} ${mark(errors === 0)}`,
      `enquiries: ${storedNote(submissions)}`,
      lagNote(pages.maxSendLagMs >= submissions.maxSendLagMs ? pages : submissions),
    ],
  };
}

function render(results: Results): string {
  const out: Section[] = [];
  if (results.lighthouse?.length) out.push(...lighthouseSection(results.lighthouse));
  if (results.throughput) out.push(throughputSection(results.throughput));
  if (results.enquiries) out.push(enquiriesSection(results.enquiries, results.enquiriesWarmup));
  if (results.mixed) out.push(mixedSection(results.mixed));
  out.push({
    title: "Problems (not timings)",
    rows: [],
    notes: results.problems.length
      ? results.problems.flatMap((p) =>
          `${mark(false)} ${p}`.split("\n").map((line, i) => (i ? `    ${line}` : line)),
        )
      : [`${mark(true)} none`],
  });
  const { environment: env } = results;
  return renderTable(
    [
      `Bench ${results.startedAt}${quick ? " (BENCH_QUICK: short runs, figures are rough)" : ""}`,
      `Node ${env.node}, ${env.platform}, ${env.cpus} × ${env.cpuModel}; load average ${env.loadAverage.start.toFixed(2)} at start, ${env.loadAverage.end?.toFixed(2) ?? "?"} at end`,
      "All traffic on 127.0.0.1. ✓ meets, ✗ misses its budget or target.",
    ],
    out,
  );
}

// ── main ─────────────────────────────────────────────────────────────────────────────────

async function main(): Promise<number> {
  const cpus = os.cpus();
  const results: Results = {
    startedAt: new Date().toISOString(),
    environment: {
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? "unknown",
      loadAverage: { start: os.loadavg()[0] ?? 0 },
    },
    settings,
    budgets,
    problems: [],
  };

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

  // Stopped half-way: the signal handler exits; no table or file for a partial run.
  if (interrupted) return 130;
  results.finishedAt = new Date().toISOString();
  results.environment.loadAverage.end = os.loadavg()[0] ?? 0;
  const resultsDir = path.join(projectDir, "bench", "results");
  mkdirSync(resultsDir, { recursive: true });
  // Colons left out of the time so the name is valid on every file system.
  const file = path.join(resultsDir, `${results.startedAt.replaceAll(":", "-")}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);

  console.log(render(results));
  console.log(`Saved: ${path.relative(projectDir, file)}`);
  return results.problems.length ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`bench: ${(error as Error).stack ?? error}`);
  process.exitCode = 1;
}
