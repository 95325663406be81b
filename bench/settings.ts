import { englishPath, indexablePaths, notFoundPath, publicPaths } from "#shared/site-paths.ts";
import type { FontSet } from "./fonts";
import type { HydrationResult } from "./hydration";
import type { RouteResult, RunFigures } from "./lighthouse";
import type { BillsFigures } from "./bills";
import type { CatalogueFigures } from "./catalogue";
import type { OrderFigures } from "./orders";
import type { SearchFigures } from "./search";
import type { ParseFigures } from "./parse";
import type { SingleFigures } from "./single";
import type { DayFigures } from "./day";
import type { PacedResult, ThroughputResult } from "./load";
import { FIRST_LOAD_TARGET_BYTES } from "#scripts/first-load-scripts.ts";

// What the bench runs, the budgets it judges against, and the shape of the results it saves.

/** BENCH_QUICK=1: one Lighthouse run per route and 5 s loads, for trying the bench itself. */
export const quick = process.env.BENCH_QUICK === "1";
/**
 * BENCH_SECTIONS=lighthouse,throughput,enquiries,mixed,catalogue,orders,search,bills,parse,single
 * runs only those (all by default); so do names after `npm run bench --`. `day` runs only when asked.
 */
const askedSections = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
export const sections = new Set(
  (askedSections.length
    ? askedSections.join(",")
    : (process.env.BENCH_SECTIONS ??
      "lighthouse,throughput,enquiries,mixed,catalogue,orders,search,bills,parse,single")
  )
    .split(",")
    .map((s) => s.trim()),
);

/**
 * The release the figures are compared with: BENCH_BASELINE names a saved result, else the
 * newest file of bench/baseline/ (kept in the repository, unlike bench/results/).
 */
export const baselineFile = process.env.BENCH_BASELINE;

/** BENCH_ROUTES=/,/or/ runs Lighthouse and time to hydrated on those routes only. */
const onlyRoutes = process.env.BENCH_ROUTES?.split(",").map((route) => route.trim());

/**
 * Every public page in every language (docs/product.md#languages holds them to one budget), each
 * page's languages one after another (/, /or/, /hi/, /about, ...) so that a busy spell of the
 * machine falls on all three alike. Not the 404 page: its status makes Lighthouse refuse it.
 */
const benchedRoutes = publicPaths
  .filter((route) => englishPath(route) !== notFoundPath)
  .map((route, index) => ({ route, index, page: englishPath(route) }))
  .sort((a, b) => publicPaths.indexOf(a.page) - publicPaths.indexOf(b.page) || a.index - b.index)
  .map(({ route }) => route);

export const settings = {
  quick,
  routes: benchedRoutes.filter((route) => !onlyRoutes || onlyRoutes.includes(route)),
  lighthouseRuns: quick ? 1 : 3,
  /** Time to hydrated: runs per route, each a fresh page load on Chrome's Slow 4G and 4x CPU. */
  hydrationRuns: quick ? 1 : 3,
  /**
   * GET / and the stylesheet every page needs before its first paint (a hashed asset), from
   * our server and from nginx, in turns (ours, nginx, ours, nginx) so that neither gets the
   * machine's quieter half.
   */
  throughput: {
    paths: ["/", "stylesheet"] as const,
    turns: 2,
    connections: 50,
    durationS: quick ? 5 : 10,
    warmupS: quick ? 1 : 2,
  },
  enquiries: { rate: 200, durationS: quick ? 5 : 30, warmup: { rate: 50, durationS: 2 } },
  mixed: { pageRate: 400, submissionRate: 50, durationS: quick ? 5 : 60 },
  catalogue: { rows: 50_000, rate: 100, durationS: quick ? 5 : 20 },
  /** 50-line orders from ten signed-in customers over a 50,000-item catalogue with rates. */
  orders: { rows: 50_000, rate: 20, durationS: quick ? 5 : 30, linesPerOrder: 50, customers: 10 },
  /**
   * Never-seen queries of five kinds at 100/s for `durationS` each, on each search route, over a
   * 50,000-item export made from a printed seed (BENCH_SEED repeats one); then the hostile burst
   * of 40 clients, with health and orders at 20/s during it, limits off and on. BENCH_SERVER_DIR
   * measures another checkout's server (the previous build).
   */
  /**
   * One instance through a busy stretch, its memory sampled each second: start, a minute of
   * search, a 50,000-row .xls publish with 30-line orders at 20/s during it, then quiet.
   */
  single: {
    rows: 50_000,
    searchRate: 100,
    searchS: quick ? 10 : 60,
    orderRate: 20,
    ordersS: 20,
    linesPerOrder: 30,
    customers: 10,
    settleS: quick ? 10 : 20,
    /** BENCH_SERVER_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/prof": the server's Node flags, to profile it. */
    serverNodeOptions: process.env.BENCH_SERVER_NODE_OPTIONS,
  },
  /** Orders from a message: 50-line messages read against a 50,000-item catalogue, in process. */
  parse: { rows: 50_000, lines: 50, messages: quick ? 50 : 300 },
  search: {
    rows: 50_000,
    rate: 100,
    durationS: quick ? 3 : 10,
    hostile: {
      concurrency: 40,
      durationS: quick ? 5 : 10,
      healthRate: 20,
      orderRate: 20,
      linesPerOrder: 50,
      customers: 10,
    },
  },
  /**
   * A compressed day on two instances sharing PostgreSQL (bench/day.ts), BENCH_DAY_SECONDS long
   * (300 by default); instance 2 is SIGKILLed and restarted at `killAt` of it.
   */
  day: {
    durationS: Number(process.env.BENCH_DAY_SECONDS ?? 300),
    customers: 200,
    rows: 50_000,
    searchRate: 60,
    orderRate: 2,
    linesPerOrder: 30,
    stockPublishes: 5,
    outstandingPublishes: 2,
    contentPublishes: 3,
    staffListRate: 0.5,
    staffExports: 10,
    bills: 20_000,
    parties: 2_000,
    killAt: 0.45,
    memorySampleS: 5,
  },
  /**
   * A Tally outstanding report of 20,000 bills over 2,000 parties (1,900 of them customers)
   * published, then the bills of ten signed-in customers of 300 bills each read at 50/s.
   */
  bills: {
    bills: 20_000,
    parties: 2_000,
    customers: 1_900,
    signedIn: 10,
    billsEach: 300,
    rate: 50,
    durationS: quick ? 5 : 30,
  },
};

export const KB = 1024;
export const budgets = {
  performanceMin: 98,
  otherScores: 100,
  lcpMaxMs: 1000,
  tbtMaxMs: 150,
  clsMax: 0.02,
  /** Lighthouse's transferred script bytes (with each answer's headers). */
  jsMaxBytes: 64 * KB,
  /** The scripts a page loads before any interaction, brotli, from its HTML. */
  firstLoadJsMaxBytes: FIRST_LOAD_TARGET_BYTES,
  hydratedMaxMs: 1500,
  totalMaxBytes: { home: 250 * KB, other: 150 * KB },
  throughputRatioMin: 1.0,
  cataloguePublishMaxMs: 10_000,
  catalogueSearchP99MaxMs: 20,
  orderPlacementP99MaxMs: 100,
  /** The no-JavaScript results page: a whole page per search. */
  searchPageP99MaxMs: 50,
  /** A 50-line message read against 50,000 items (decisions: orders from a message). */
  parseP99MaxMs: 50,
  /** /api/health during the hostile burst. */
  healthP99MaxMs: 50,
  /** Issue [4/8]: these two fail the bench when missed, unlike the other timings. */
  outstandingPublishMaxMs: 3000,
  accountBillsP99MaxMs: 20,
  /** Issue [8/8], one instance: resident memory, and the .xls publish of 50,000 rows. */
  peakMemoryMaxMb: 400,
  steadyMemoryMaxMb: 300,
  xlsPublishMaxMs: 6000,
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
    // The pages kept out of search engines (noindex: thank-you and account pages) lose SEO's
    // "crawlable" points on purpose: their score is shown, not judged.
    seo: (indexablePaths as readonly string[]).includes(englishPath(route))
      ? scores.seo >= budgets.otherScores
      : undefined,
    lcp: metrics.lcpMs <= budgets.lcpMaxMs,
    tbt: metrics.tbtMs <= budgets.tbtMaxMs,
    cls: metrics.cls <= budgets.clsMax,
    js: bytes.js <= budgets.jsMaxBytes,
    total: bytes.total <= totalMax,
  };
}

export type Results = {
  /** The commit measured (with "+ changes" when the work tree differed from it). */
  commit?: string;
  /** BENCH_NOTE: what this run was for. */
  note?: string;
  startedAt: string;
  finishedAt?: string;
  environment: {
    node: string;
    platform: string;
    cpus: number;
    cpuModel: string;
    /** 1-minute load average when the bench started and ended: others' work skews timings. */
    loadAverage: { start: number; end?: number };
    /** The fonts the pages were drawn with (older results lack it). */
    fonts?: FontSet;
  };
  settings: typeof settings;
  budgets: typeof budgets;
  lighthouse?: (RouteResult & { checks: BudgetChecks })[];
  /** Per route: first-load scripts (brotli), time to hydrated, with Lighthouse's LCP and score. */
  phone?: {
    route: string;
    firstLoadJsBytes: number;
    hydration?: HydrationResult;
    checks: BudgetChecks;
  }[];
  throughput?: {
    path: string;
    encoding: string;
    ours?: ThroughputResult;
    nginx?: ThroughputResult;
    ratio?: number;
    ratioMet?: boolean;
    /** nginx's CPU per request over ours (≥ 1: ours costs no more than nginx's). */
    cpuRatio?: number;
  }[];
  enquiriesWarmup?: PacedResult & { stored?: number; storedEqualsAcknowledged?: boolean };
  enquiries?: PacedResult & { stored?: number; storedEqualsAcknowledged?: boolean };
  mixed?: {
    pages: PacedResult & { paths: string[] };
    submissions: PacedResult & { stored?: number; storedEqualsAcknowledged?: boolean };
  };
  catalogue?: CatalogueFigures;
  orders?: OrderFigures;
  search?: SearchFigures;
  bills?: BillsFigures;
  parse?: ParseFigures;
  single?: SingleFigures;
  day?: DayFigures;
  /** Things that are broken (not timings): any of them makes the exit code 1. */
  problems: string[];
};
