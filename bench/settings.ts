import { englishPath } from "#app/site-paths.ts";
import type { RouteResult, RunFigures } from "./lighthouse";
import type { CatalogueFigures } from "./catalogue";
import type { PacedResult, ThroughputResult } from "./load";

// What the bench runs, the budgets it judges against, and the shape of the results it saves.

/** BENCH_QUICK=1: one Lighthouse run per route and 5 s loads, for trying the bench itself. */
export const quick = process.env.BENCH_QUICK === "1";
/** BENCH_SECTIONS=lighthouse,throughput,enquiries,mixed,catalogue runs only those (all by default). */
export const sections = new Set(
  (process.env.BENCH_SECTIONS ?? "lighthouse,throughput,enquiries,mixed,catalogue")
    .split(",")
    .map((s) => s.trim()),
);

export const settings = {
  quick,
  routes: [
    "/",
    "/about",
    "/products",
    "/contact",
    "/careers",
    "/privacy",
    // The Odia and Hindi pages are held to the same budgets (docs/product.md#languages).
    "/or/",
    "/hi/",
    "/or/products",
    "/hi/products",
    "/or/contact",
    "/hi/contact",
  ],
  lighthouseRuns: quick ? 1 : 3,
  throughput: { path: "/", connections: 50, durationS: quick ? 5 : 10, warmupS: quick ? 1 : 2 },
  enquiries: { rate: 200, durationS: quick ? 5 : 30, warmup: { rate: 50, durationS: 2 } },
  mixed: { pageRate: 400, submissionRate: 50, durationS: quick ? 5 : 60 },
  catalogue: { rows: 50_000, rate: 100, durationS: quick ? 5 : 20 },
};

export const KB = 1024;
export const budgets = {
  performanceMin: 98,
  otherScores: 100,
  lcpMaxMs: 1500,
  tbtMaxMs: 50,
  clsMax: 0.02,
  jsMaxBytes: 100 * KB,
  totalMaxBytes: { home: 250 * KB, other: 150 * KB },
  throughputRatioMin: 0.7,
  cataloguePublishMaxMs: 10_000,
  catalogueSearchP99MaxMs: 20,
};

export type BudgetChecks = Partial<Record<string, boolean>>;

export function checkRoute(route: string, figures: RunFigures): BudgetChecks {
  const { scores, metrics, bytes } = figures;
  const totalMax =
    englishPath(route) === "/" ? budgets.totalMaxBytes.home : budgets.totalMaxBytes.other;
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

export type Results = {
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
  catalogue?: CatalogueFigures;
  /** Things that are broken (not timings): any of them makes the exit code 1. */
  problems: string[];
};
