// Lighthouse, mobile with its default simulated throttling (Slow 4G, 4x CPU), through the
// Node API. A fresh Chromium per run, so no run sees another's cache or warmed-up process.
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { spawnTracked } from "./servers";

export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export const METRICS = {
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
  fcpMs: "first-contentful-paint",
  speedIndexMs: "speed-index",
} as const;
export type Metric = keyof typeof METRICS;

export const BYTE_KINDS = ["html", "css", "js", "images", "other", "total"] as const;
export type ByteKind = (typeof BYTE_KINDS)[number];

/** The figures of one run (scores 0–100, times in ms, bytes as transferred). */
export type RunFigures = {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  bytes: Record<ByteKind, number>;
};

/** An audit that cost points, with enough detail to act on. */
export type Finding = {
  category: Category;
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  /** Lighthouse's estimate of what fixing it would save, per metric (ms, or unitless for CLS). */
  metricSavings?: Record<string, number>;
  /** The first few rows of the audit's table: URLs, descriptions, wasted bytes or ms. */
  items: string[];
};

export type RouteResult = {
  route: string;
  url: string;
  runs: RunFigures[];
  /** Each figure is the median of that figure over the runs. */
  median: RunFigures;
  /** From Lighthouse's own median run (closest to the median FCP and TTI). */
  findings: Finding[];
  /** Where the simulated LCP time goes, from the same run. */
  lcpBreakdown: LcpBreakdown;
  /** Every request of that run, largest first, to compare builds. */
  requests: { url: string; resourceType: string; transferSize: number }[];
  lighthouseVersion: string;
  settings: {
    formFactor: string;
    throttlingMethod: string;
    throttling: unknown;
    hostUserAgent: string;
  };
};

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianOf(runs: RunFigures[]): RunFigures {
  const pick = <K extends string>(keys: readonly K[], get: (run: RunFigures, key: K) => number) =>
    Object.fromEntries(
      keys.map((key) => [key, median(runs.map((run) => get(run, key)))]),
    ) as Record<K, number>;
  return {
    scores: pick(CATEGORIES, (run, key) => run.scores[key]),
    metrics: pick(Object.keys(METRICS) as Metric[], (run, key) => run.metrics[key]),
    bytes: pick(BYTE_KINDS, (run, key) => run.bytes[key]),
  };
}

export type LcpBreakdown = {
  ttfbMs?: number;
  /** When the LCP resource (usually an image) starts and finishes loading. */
  resourceStartMs?: number;
  resourceEndMs?: number;
  fcpMs?: number;
  lcpMs?: number;
  element?: string;
  /** Main-thread time by kind, largest first (simulated 4x CPU slowdown not applied). */
  mainThreadMs: Record<string, number>;
};

type NetworkRequest = { url?: string; resourceType?: string; transferSize?: number };

function lcpBreakdownOf(lhr: Result): LcpBreakdown {
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
    ?.items?.[0];
  const lcpItems = (
    lhr.audits["lcp-breakdown-insight"]?.details as { items?: unknown[] } | undefined
  )?.items;
  const node = lcpItems?.find(
    (item): item is { snippet?: string } =>
      typeof item === "object" && item !== null && (item as { type?: string }).type === "node",
  );
  const work = (
    lhr.audits["mainthread-work-breakdown"]?.details as
      { items?: { groupLabel?: string; duration?: number }[] } | undefined
  )?.items;
  return {
    ttfbMs: metrics?.timeToFirstByte,
    resourceStartMs: metrics?.lcpLoadDelay,
    resourceEndMs: metrics?.lcpLoadDuration,
    fcpMs: metrics?.firstContentfulPaint,
    lcpMs: metrics?.largestContentfulPaint,
    element: node?.snippet?.slice(0, 160),
    mainThreadMs: Object.fromEntries(
      (work ?? []).map((item) => [item.groupLabel ?? "?", Math.round(item.duration ?? 0)]),
    ),
  };
}

function requestsOf(lhr: Result): RouteResult["requests"] {
  const details = lhr.audits["network-requests"]?.details as
    { items?: NetworkRequest[] } | undefined;
  return (details?.items ?? [])
    .map((request) => ({
      url: request.url ?? "",
      resourceType: request.resourceType ?? "Other",
      transferSize: request.transferSize ?? 0,
    }))
    .sort((a, b) => b.transferSize - a.transferSize);
}

function bytesByKind(lhr: Result): Record<ByteKind, number> {
  const bytes: Record<ByteKind, number> = { html: 0, css: 0, js: 0, images: 0, other: 0, total: 0 };
  const details = lhr.audits["network-requests"]?.details as
    { items?: NetworkRequest[] } | undefined;
  const kinds: Record<string, ByteKind> = {
    Document: "html",
    Stylesheet: "css",
    Script: "js",
    Image: "images",
  };
  for (const request of details?.items ?? []) {
    const size = request.transferSize ?? 0;
    bytes[kinds[request.resourceType ?? ""] ?? "other"] += size;
    bytes.total += size;
  }
  return bytes;
}

function figuresOf(lhr: Result): RunFigures {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)]),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? Number.NaN]),
  ) as Record<Metric, number>;
  return { scores, metrics, bytes: bytesByKind(lhr) };
}

/** One short line per table row, whatever the audit's table looks like. */
function describeItems(details: unknown): string[] {
  const items = (details as { items?: unknown[] } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  const lines = items.map((item) => {
    if (typeof item !== "object" || item === null) return String(item);
    const row = item as Record<string, unknown>;
    // Lighthouse 13 insights: sections of prose, or a request chain summarised by its length.
    if (row.type === "list-section") {
      const value = row.value as
        { type?: string; longestChain?: { duration?: number } } | undefined;
      const chain = value?.longestChain?.duration;
      return value?.type === "network-tree" && chain !== undefined
        ? `longest chain of requests ${Math.round(chain)} ms`
        : "";
    }
    const parts: string[] = [];
    for (const key of ["url", "description", "issueType", "node", "source", "label"]) {
      const value = row[key];
      if (typeof value === "string") parts.push(value);
      else if (value && typeof value === "object") {
        const node = value as { snippet?: unknown; selector?: unknown; url?: unknown };
        const text = node.snippet ?? node.selector ?? node.url;
        if (typeof text === "string") parts.push(text);
      }
    }
    for (const key of ["wastedBytes", "totalBytes", "wastedMs", "duration"]) {
      const value = row[key];
      if (typeof value === "number") parts.push(`${key}=${Math.round(value)}`);
    }
    return parts.join(" ").replace(/\s+/g, " ").slice(0, 240);
  });
  return lines.filter(Boolean).slice(0, 3);
}

/**
 * What cost points in each category: for performance the insights and diagnostics that are
 * not passed (largest estimated savings first), elsewhere every weighted audit that failed.
 */
function findingsOf(lhr: Result): Finding[] {
  const findings: Finding[] = [];
  for (const category of CATEGORIES) {
    const refs = lhr.categories[category]?.auditRefs ?? [];
    for (const ref of refs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (category === "performance") {
        if (ref.group === "metrics" || ref.group === "hidden") continue;
        if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "manual")
          continue;
      } else if (ref.weight === 0) continue;
      findings.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue,
        metricSavings: audit.metricSavings as Record<string, number> | undefined,
        items: describeItems(audit.details),
      });
    }
  }
  const savings = (finding: Finding) =>
    Object.entries(finding.metricSavings ?? {}).reduce(
      (sum, [metric, value]) => sum + (metric === "CLS" ? value * 1000 : value),
      0,
    );
  return findings.sort(
    (a, b) =>
      CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category) ||
      savings(b) - savings(a) ||
      (a.score ?? 0) - (b.score ?? 0),
  );
}

const RUN_TIMEOUT_MS = 120_000;

async function runOnce(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    // The bench stops Chromium itself on Ctrl-C (with the servers); see main.ts.
    handleSIGINT: false,
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    };
    // Lighthouse has its own load timeouts; this bounds anything else that could hang. The
    // timer is cancelled afterwards, or it would keep this process alive for its full length.
    const timeout = new AbortController();
    const result = await Promise.race([
      lighthouse(url, flags),
      sleep(RUN_TIMEOUT_MS, undefined, { signal: timeout.signal }).then(() => {
        throw new Error(`Lighthouse did not finish ${url} within ${RUN_TIMEOUT_MS / 1000} s`);
      }),
    ]).finally(() => timeout.abort());
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(
        `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    return lhr;
  } finally {
    chrome.kill();
  }
}

/** Stops any Chromium still running (on Ctrl-C or an error). */
export async function killChromes() {
  await chromeLauncher.killAll();
}

/** A run can fail to record its trace when the machine is busy: try twice more, then give up. */
async function withRetries(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`[bench] ${(error as Error).message}; trying again`);
    }
  }
}

export async function lighthouseRoute(
  origin: string,
  route: string,
  runs: number,
  onRun?: (run: number, figures: RunFigures) => void,
): Promise<RouteResult> {
  const url = `${origin}${route}`;
  const results: Result[] = [];
  for (let run = 1; run <= runs; run++) {
    const lhr = await withRetries(url);
    results.push(lhr);
    onRun?.(run, figuresOf(lhr));
  }
  const representative = computeMedianRun(results);
  const figures = results.map(figuresOf);
  return {
    route,
    url,
    runs: figures,
    median: medianOf(figures),
    findings: findingsOf(representative),
    lcpBreakdown: lcpBreakdownOf(representative),
    requests: requestsOf(representative),
    lighthouseVersion: representative.lighthouseVersion,
    settings: {
      formFactor: representative.configSettings.formFactor,
      throttlingMethod: representative.configSettings.throttlingMethod,
      throttling: representative.configSettings.throttling,
      hostUserAgent: representative.environment.hostUserAgent,
    },
  };
}

/**
 * Runs `lighthouseRoute` in a child process. Lighthouse leaves hundreds of MB on the heap, and
 * a later full garbage collection would pause the load generator in this process for ~150 ms.
 */
export async function lighthouseInChild(
  origin: string,
  route: string,
  runs: number,
): Promise<RouteResult> {
  const entry = fileURLToPath(new URL("./lighthouse-process.ts", import.meta.url));
  const { child, stop } = spawnTracked(
    process.execPath,
    ["--import", "tsx", entry, origin, route, String(runs)],
    { stdio: ["ignore", "pipe", "inherit"] },
    `Lighthouse for ${route}`,
    "SIGTERM",
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // Each run has its own time limit and up to two retries; this only guards against a hang.
  const guard = setTimeout(() => void stop(), runs * 3 * (RUN_TIMEOUT_MS + 30_000));
  const code = await new Promise<number | null>((resolve) => {
    child.once("exit", resolve);
    child.once("error", () => resolve(-1));
  });
  clearTimeout(guard);
  if (code !== 0) throw new Error(`Lighthouse for ${route} failed (exit code ${code}), see above`);
  return JSON.parse(output) as RouteResult;
}
