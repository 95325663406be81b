import type { Baseline } from "./baseline";
import { CATEGORIES, type Category, type Finding } from "./lighthouse";
import type { PacedResult } from "./load";
import { budgets, KB, quick, settings, type Results } from "./settings";
import { count, judged, kb, mark, ms, renderTable, seconds, type Section } from "./table";
import { searchSection } from "./search-report";
import { daySections } from "./day-report";
import { describeFonts } from "./fonts";

// The bench's results as one table: each figure next to its budget or target.

/** The figures of issue [6/7] side by side: what a cheap phone on a slow connection feels. */
function phoneSection(
  phone: NonNullable<Results["phone"]>,
  lighthouse: NonNullable<Results["lighthouse"]>,
  baseline?: Baseline,
): Section {
  const figures = (results: Results | undefined, route: string) => {
    const row = results?.phone?.find((r) => r.route === route);
    const median = results?.lighthouse?.find((r) => r.route === route)?.median;
    return row
      ? {
          js: `${kb(row.firstLoadJsBytes)} KB`,
          hydrated: row.hydration ? seconds(row.hydration.medianMs) : "–",
          lcp: median ? seconds(median.metrics.lcpMs) : "–",
          tbt: median ? ms(median.metrics.tbtMs) : "–",
          performance: median ? String(median.scores.performance) : "–",
        }
      : undefined;
  };
  const before = (route: string, key: keyof NonNullable<ReturnType<typeof figures>>) => {
    const was = figures(baseline?.results, route);
    return was ? ` (${was[key]})` : "";
  };
  const lacks = (route: string) =>
    baseline && !figures(baseline.results, route) ? `${route} (not in baseline)` : route;
  const rows = [
    ["route", "JS before interaction", "time to hydrated", "LCP", "TBT", "performance"],
    [
      "target",
      `≤${budgets.firstLoadJsMaxBytes / KB} KB brotli`,
      `≤${seconds(budgets.hydratedMaxMs)}`,
      `≤${seconds(budgets.lcpMaxMs)}`,
      `≤${ms(budgets.tbtMaxMs)}`,
      `≥${budgets.performanceMin}`,
    ],
    ...phone.map(({ route, checks }) => {
      const now = figures({ phone, lighthouse } as Results, route)!;
      const tbtMet = lighthouse.find((r) => r.route === route)?.checks.tbt;
      return [
        lacks(route),
        judged(now.js, checks.js) + before(route, "js"),
        judged(now.hydrated, checks.hydrated) + before(route, "hydrated"),
        judged(now.lcp, checks.lcp) + before(route, "lcp"),
        judged(now.tbt, tbtMet) + before(route, "tbt"),
        judged(now.performance, checks.performance) + before(route, "performance"),
      ];
    }),
  ];
  const was = baseline?.results;
  return {
    title: `1. On a phone: scripts loaded before any interaction (build manifest, brotli); time to hydrated (Chrome throttled like Lighthouse's mobile: Slow 4G, 4x CPU; median of ${settings.hydrationRuns}); LCP, TBT and score (Lighthouse, median of ${settings.lighthouseRuns})`,
    rows,
    notes: [
      ...(was
        ? [
            `In brackets: ${baseline.file} (${[was.commit, was.note].filter(Boolean).join(", ") || was.startedAt}).`,
          ]
        : []),
      "Timings never fail the bench. Each hydration run: " +
        phone
          .map(({ route, hydration }) =>
            hydration ? `${route} ${hydration.runsMs.map((v) => seconds(v)).join("/")}` : "",
          )
          .filter(Boolean)
          .join(", "),
    ],
  };
}

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
      title: `1a. Lighthouse ${first?.lighthouseVersion ?? ""} ${first?.settings.formFactor ?? ""}, ${first?.settings.throttlingMethod ?? ""} throttling (Slow 4G, 4x CPU), median of ${settings.lighthouseRuns} run(s); transferred KB (1 KB = 1024 B)`,
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

function throughputSection(sections: NonNullable<Results["throughput"]>): Section {
  const share = (value: number | undefined) =>
    value === undefined ? "–" : `${Math.round(value * 100)} %`;
  const rows = [
    [
      "GET",
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
  const notes: string[] = [];
  for (const section of sections) {
    for (const [name, result] of [
      ["our server (1 Node process)", section.ours],
      ["nginx (1 worker)", section.nginx],
    ] as const)
      if (result)
        rows.push([
          section.path,
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
    notes.push(
      section.ratio === undefined
        ? `${section.path}: ${mark(false)} no nginx figure: no ratio`
        : `${section.path}: req/s ours/nginx ${section.ratio.toFixed(3)} (target ≥ ${budgets.throughputRatioMin}) ${mark(section.ratioMet ?? false)}; CPU per request nginx/ours ${section.cpuRatio?.toFixed(3) ?? "–"} (reported, not a target; ≥ 1 means ours costs no more)`,
    );
  }
  const { connections, durationS, warmupS, turns } = settings.throughput;
  const saturated = sections.some((section) =>
    [section.ours, section.nginx].some((r) => r && r.generatorCpuShare > 0.9),
  );
  if (saturated)
    notes.push(
      "the load generator used a whole core, so it, not the servers, set req/s: the CPU ratio tells more",
    );
  return {
    title: `2. Throughput with accept-encoding: ${sections[0]?.encoding ?? "?"}, keep-alive, autocannon ${connections} connections, pipelining 1, ${turns} turns each of ${durationS} s after ${warmupS} s warm-up, ours and nginx in turn; both send the same headers`,
    rows,
    notes,
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

function catalogueSection(catalogue: NonNullable<Results["catalogue"]>): Section {
  const {
    search,
    searchNew,
    searchNewSignedIn,
    publishMs,
    publishXlsMs,
    pdfReadyMs,
    memoryMb,
    rows,
  } = catalogue;
  const memory = (mb: number | undefined) => (mb === undefined ? "?" : `${mb.toFixed(0)} MB`);
  return {
    title: `5. Item catalogue: publish ${count(rows)} rows, then search at a fixed ${search.targetRate}/s for ${search.durationS} s`,
    rows: [
      pacedHeading,
      pacedRow("popular", search),
      pacedRow("every one new, cache off", searchNew),
      pacedRow("every one new, signed in", searchNewSignedIn),
    ],
    notes: [
      `publish ${count(rows)} rows (upload, parse, check, store, index): ${judged(seconds(publishMs), publishMs <= budgets.cataloguePublishMaxMs)} (target ≤ ${seconds(budgets.cataloguePublishMaxMs)}); its product list PDF ready ${seconds(pdfReadyMs)} later (rendered in the background)`,
      `publish the same ${count(rows)} rows as an old Excel file (.xls, read in a worker): ${judged(seconds(publishXlsMs), publishXlsMs <= budgets.cataloguePublishMaxMs)} (target ≤ ${seconds(budgets.cataloguePublishMaxMs)})`,
      `search p99: ${judged(ms(search.latencyMs.p99, 1), search.latencyMs.p99 <= budgets.catalogueSearchP99MaxMs)} with popular searches repeated, ${judged(ms(searchNew.latencyMs.p99, 1), searchNew.latencyMs.p99 <= budgets.catalogueSearchP99MaxMs)} with every search new (the committed mix, the answer cache off; target ≤ ${budgets.catalogueSearchP99MaxMs} ms)`,
      `every search new, the cache off (${count(searchNew.sent)} of bench/catalogue-queries.json): p50 ${ms(searchNew.latencyMs.p50, 1)}, p95 ${ms(searchNew.latencyMs.p95, 1)}, p99 ${judged(ms(searchNew.latencyMs.p99, 1), searchNew.latencyMs.p99 <= budgets.catalogueSearchP99MaxMs)}`,
      `every search new, signed in as a trade customer (session checked, rates added; the next ${count(searchNewSignedIn.sent)} of the mix): p50 ${ms(searchNewSignedIn.latencyMs.p50, 1)}, p95 ${ms(searchNewSignedIn.latencyMs.p95, 1)}, p99 ${judged(ms(searchNewSignedIn.latencyMs.p99, 1), searchNewSignedIn.latencyMs.p99 <= budgets.catalogueSearchP99MaxMs)}`,
      `server memory (RSS): ${memory(memoryMb.sample)} with the 2,205-item sample, ${memory(memoryMb.large)} with ${count(rows)} items`,
      lagNote(search),
    ],
  };
}

function ordersSection(orders: NonNullable<Results["orders"]>): Section {
  const { placement, kill } = orders;
  return {
    title: `6. Orders: POST /api/orders, ${orders.linesPerOrder} lines each, from ${orders.customers} signed-in customers over ${count(orders.rows)} items, at a fixed ${placement.targetRate}/s for ${placement.durationS} s`,
    rows: [pacedHeading, pacedRow("orders", placement)],
    notes: [
      `placement p99: ${judged(ms(placement.latencyMs.p99, 1), placement.latencyMs.p99 <= budgets.orderPlacementP99MaxMs)} (target ≤ ${budgets.orderPlacementP99MaxMs} ms)`,
      `SIGKILL ${seconds(kill.killedAfterMs)} into a burst at ${placement.targetRate}/s: ${count(kill.sent)} posted, ${count(kill.acknowledged)} acknowledged (201), ${count(kill.stored)} stored; acknowledged but lost or short of lines: ${judged(count(kill.lost), kill.lost === 0)}; order numbers given twice: ${judged(count(kill.duplicateNumbers), kill.duplicateNumbers === 0)}`,
      lagNote(placement),
    ],
  };
}

function billsSection(bills: NonNullable<Results["bills"]>): Section {
  const { accountBills: load, publishMs, republishMs } = bills;
  const publish = (took: number, cpuMs: number | undefined) =>
    `${judged(seconds(took), took <= budgets.outstandingPublishMaxMs)} (server CPU ${cpuMs === undefined ? "?" : seconds(cpuMs)})`;
  return {
    title: `7. Bills: a Tally outstanding report of ${count(bills.bills)} bills over ${count(bills.parties)} parties (.xlsx) published, then GET /api/account/bills for ${bills.signedIn} signed-in customers of ${count(bills.billsEach)} bills each at a fixed ${load.targetRate}/s for ${load.durationS} s`,
    rows: [
      pacedHeading,
      pacedRow("account bills", load),
      pacedRow("account me (floor)", bills.accountMe),
    ],
    notes: [
      `publish (upload, read, check, match, store): ${publish(publishMs, bills.publishCpuMs)} on an empty outstanding, ${publish(republishMs, bills.republishCpuMs)} over the day before's (target ≤ ${seconds(budgets.outstandingPublishMaxMs)}); ${count(bills.matched)} parties matched to customers, ${count(bills.unmatched)} not`,
      `account bills p99: ${judged(ms(load.latencyMs.p99, 1), load.latencyMs.p99 <= budgets.accountBillsP99MaxMs)} (target ≤ ${budgets.accountBillsP99MaxMs} ms), server CPU ${bills.accountBillsCpuMs === undefined ? "?" : ms(bills.accountBillsCpuMs, 2)} an answer; a miss of either fails the bench`,
      "account me: the same customers' sessions alone at the same rate, just after: what the machine allows any signed-in answer (not judged)",
      lagNote(load),
    ],
  };
}

function parseSection(parse: NonNullable<Results["parse"]>): Section {
  const { latencyMs: clock, cpuMs: cpu } = parse;
  const target = budgets.parseP99MaxMs;
  return {
    title: `8. Orders from a message: ${count(parse.messages)} messages of ${parse.lines} lines read against ${count(parse.rows)} items, in process, the search's answer cache off`,
    rows: [
      ["per message", "p50", "p95", "p99", "max"],
      [
        "clock",
        ms(clock.p50, 1),
        ms(clock.p95, 1),
        judged(ms(clock.p99, 1), clock.p99 <= target),
        ms(clock.max, 1),
      ],
      [
        "CPU",
        ms(cpu.p50, 1),
        ms(cpu.p95, 1),
        judged(ms(cpu.p99, 1), cpu.p99 <= target),
        ms(cpu.max, 1),
      ],
    ],
    notes: [
      `p99 target ≤ ${target} ms; ${count(parse.matched)} of ${count(parse.items)} items matched (the corpus's lines, chatter included)`,
    ],
  };
}

function singleSection(single: NonNullable<Results["single"]>): Section {
  const { search, ordersDuringPublish: placing } = single;
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  const byPhase = new Map<string, number>();
  for (const { phase, mb: value } of single.memory)
    byPhase.set(phase, Math.max(byPhase.get(phase) ?? 0, value));
  return {
    title: `9. One instance: start, search at ${search.targetRate}/s for ${search.durationS} s, a ${count(single.rows)}-row .xls published with orders at ${placing.targetRate}/s during it, then quiet; RSS each second`,
    rows: [
      pacedHeading,
      pacedRow("search", search),
      pacedRow("orders during the publish", placing),
    ],
    notes: [
      `RSS: ${mb(single.startMb)} after start; peak ${judged(mb(single.peakMb), single.peakMb <= budgets.peakMemoryMaxMb)} (target ≤ ${budgets.peakMemoryMaxMb} MB); steady after the publish ${judged(mb(single.steadyAfterPublishMb), single.steadyAfterPublishMb <= budgets.steadyMemoryMaxMb)} (target ≤ ${budgets.steadyMemoryMaxMb} MB)`,
      `peak RSS by phase: ${[...byPhase].map(([phase, value]) => `${phase} ${mb(value)}`).join(", ")}`,
      `orders during the publish: p50 ${ms(placing.latencyMs.p50, 1)}, p99 ${judged(ms(placing.latencyMs.p99, 1), placing.latencyMs.p99 <= budgets.orderPlacementP99MaxMs)} (target ≤ ${budgets.orderPlacementP99MaxMs} ms)`,
      `the .xls publish: ${judged(seconds(single.publishXlsMs), single.publishXlsMs <= budgets.xlsPublishMaxMs)} (target ≤ ${seconds(budgets.xlsPublishMaxMs)}); its PDF ready ${seconds(single.pdfReadyMs)} after`,
    ],
  };
}

export function render(results: Results, baseline?: Baseline): string {
  const out: Section[] = [];
  if (results.phone?.length && results.lighthouse)
    out.push(phoneSection(results.phone, results.lighthouse, baseline));
  if (results.lighthouse?.length) out.push(...lighthouseSection(results.lighthouse));
  if (results.throughput) out.push(throughputSection(results.throughput));
  if (results.enquiries) out.push(enquiriesSection(results.enquiries, results.enquiriesWarmup));
  if (results.mixed) out.push(mixedSection(results.mixed));
  if (results.catalogue) out.push(catalogueSection(results.catalogue));
  if (results.orders) out.push(ordersSection(results.orders));
  if (results.search)
    out.push(searchSection(results.search, results.settings.search.hostile.concurrency));
  if (results.bills) out.push(billsSection(results.bills));
  if (results.parse) out.push(parseSection(results.parse));
  if (results.single) out.push(singleSection(results.single));
  if (results.day) out.push(...daySections(results.day));
  out.push({
    title: "Problems (and the bills limits missed)",
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
      `Bench ${results.startedAt}${results.commit ? ` of ${results.commit}` : ""}${results.note ? ` (${results.note})` : ""}${quick ? " (BENCH_QUICK: short runs, figures are rough)" : ""}`,
      `Node ${env.node}, ${env.platform}, ${env.cpus} × ${env.cpuModel}; load average ${env.loadAverage.start.toFixed(2)} at start, ${env.loadAverage.end?.toFixed(2) ?? "?"} at end`,
      ...(env.fonts ? [describeFonts(env.fonts)] : []),
      "All traffic on 127.0.0.1. ✓ meets, ✗ misses its budget or target.",
    ],
    out,
  );
}
