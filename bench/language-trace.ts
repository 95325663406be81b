// Why an Odia or Hindi page paints later than its English twin: the same page in the three
// languages, loaded in turns (en, or, hi; then or, hi, en; ...) so that the machine's busy spells
// fall on all three alike, each load traced by Chrome (4x CPU, no network throttling, so only
// the page's own work counts), with the main thread's time per kind of work, the paint times,
// the text's length and the page's brotli bytes. `npm run build` first; then
// `npx tsx bench/language-trace.ts [rounds] [/path,...]`.
import { chromium, type CDPSession } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { screenEmulationMetrics, userAgents } from "lighthouse/core/config/constants.js";
import { localePath, locales } from "#shared/site-paths.ts";
import { CHROME_FLAGS, median } from "./lighthouse";
import { startOurServer } from "./servers";

const rounds = Number(process.argv[2] ?? 5);
const pages = (process.argv[3] ?? "/,/about,/products,/careers").split(",");
const phone = screenEmulationMetrics.mobile!;
const CATEGORIES = ["devtools.timeline", "blink", "fonts", "disabled-by-default-devtools.timeline"];
/** The main thread's kinds of work that differ with the text, by their trace event names. */
const KINDS = ["ParseHTML", "UpdateLayoutTree", "Layout", "PrePaint", "Paint"];
/**
 * A font looked up for a family, size and weight, and its rendering settings for a size: each a
 * synchronous call from the sandboxed renderer to the browser process, inside Layout (Linux).
 */
const FONT_CALLS = [
  "FontCache::GetFontPlatformData",
  "WebSandboxSupportLinux::GetWebFontRenderStyleForStrike",
];

type TraceEvent = {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string };
};
type Load = Record<string, number>;

async function traced(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  await cdp.send("Tracing.start", {
    categories: CATEGORIES.join(","),
    transferMode: "ReportEvents",
  });
  await load();
  const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.end");
  await done;
  return events;
}

/** Milliseconds per kind of work on the renderers' main threads. */
function mainThreadMs(events: TraceEvent[]): Load {
  const thread = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  const mainThreads = new Set(
    events
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map(thread),
  );
  const main = events.filter((event) => event.ph === "X" && mainThreads.has(thread(event)));
  const ms = (names: string[]) =>
    main.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  return {
    ...Object.fromEntries(KINDS.map((kind) => [kind, ms([kind])])),
    fontCalls: main.filter((e) => FONT_CALLS.includes(e.name)).length,
    fontCallsMs: ms(FONT_CALLS),
  };
}

async function measure(origin: string, route: string): Promise<Load> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith("--headless")),
  });
  try {
    const context = await browser.newContext({
      viewport: { width: phone.width, height: phone.height },
      deviceScaleFactor: phone.deviceScaleFactor,
      isMobile: true,
      userAgent: userAgents.mobile,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const events = await traced(cdp, async () => {
      await page.goto(`${origin}${route}`, { waitUntil: "load" });
      await page.waitForFunction(() => performance.getEntriesByName("hydrated").length > 0);
    });
    const timings = await page.evaluate(
      () =>
        new Promise<Load>((resolve) => {
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
          new PerformanceObserver((list) =>
            resolve({
              fcp,
              lcp: list.getEntries().at(-1)?.startTime ?? NaN,
              hydrated: performance.getEntriesByName("hydrated")[0]!.startTime,
              characters: document.body.innerText.length,
            }),
          ).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    return { ...timings, ...mainThreadMs(events) };
  } finally {
    await browser.close();
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "language-trace-"));
const server = await startOurServer(process.cwd(), dataDir);
try {
  for (const page of pages) {
    const runs = new Map<string, Load[]>(locales.map((locale) => [locale, []]));
    for (let round = 0; round < rounds; round++) {
      // Each round starts with the next language.
      const order = locales.map((_, i) => locales[(i + round) % locales.length]!);
      for (const locale of order)
        runs.get(locale)!.push(await measure(server.origin, localePath(locale, page)));
    }
    console.log(
      `\n${page}: median of ${rounds} loads each, ms (4x CPU); load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    const keys = Object.keys(runs.get(locales[0])![0]!);
    console.log(["lang", "html br B", ...keys].join("\t"));
    for (const locale of locales) {
      const html = await (await fetch(`${server.origin}${localePath(locale, page)}`)).text();
      const loads = runs.get(locale)!;
      const row = keys.map((key) => median(loads.map((load) => load[key]!)).toFixed(1));
      console.log([locale, brotliCompressSync(html).length, ...row].join("\t"));
    }
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
