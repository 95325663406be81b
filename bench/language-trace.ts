// Why an Odia or Hindi page paints later than its English twin: the same page in the three
// languages, loaded in turns (en, or, hi; then or, hi, en; ...) so that the machine's busy spells
// fall on all three alike, each load traced by Chrome (4x CPU, no network throttling, so only
// the page's own work counts), with the main thread's time per kind of work, the paint times,
// the text's length and the page's brotli bytes. `npm run build` first; then
// `npx tsx bench/language-trace.ts [rounds] [/path,...] [name=file.css,...]`: each named CSS file
// is a variant, added at the end of the page's stylesheet, measured in turns with the page as
// built ("built"), every load's HTML passing through the same interception
// (`before=bench/language-trace-before.css`: the fonts before the local() faces).
import { chromium, type APIResponse, type CDPSession } from "@playwright/test";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { screenEmulationMetrics, userAgents } from "lighthouse/core/config/constants.js";
import { localePath, locales } from "#shared/site-paths.ts";
import { CHROME_FLAGS, median } from "./lighthouse";
import { startOurServer } from "./servers";

const rounds = Number(process.argv[2] ?? 5);
const pages = (process.argv[3] ?? "/,/about,/products,/careers").split(",");
const variants: [string, string][] = [
  ["built", ""],
  ...(process.argv[4] ?? "")
    .split(",")
    .filter(Boolean)
    .map((pair): [string, string] => {
      const [name, file] = pair.split("=");
      // Comments and line breaks out: the variant's bytes are what it adds to the page.
      const css = readFileSync(file!, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
      return [name!, css.replace(/\s*\n\s*/g, " ").trim()];
    }),
];
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
/**
 * Of those, the ones that wait for the browser process (a font's rendering settings, a family's
 * match, a font by its full name, a character's fallback): their time grows with the machine's
 * load. A font found through a local() `@font-face` makes a FontCache call but none of these.
 */
const isBrowserCall = (name: string) =>
  name.startsWith("WebSandboxSupportLinux::") || name === "FontDataManager::onMatchFamilyStyle";

type TraceEvent = {
  name: string;
  ph: string;
  dur?: number;
  ts: number;
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

/**
 * The calls not inside another of them (a font lookup calls itself for the family's other name),
 * so that a nested call's time is not counted twice.
 */
function outermost(events: TraceEvent[]): TraceEvent[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts);
  let end = -Infinity;
  return sorted.filter((event) => {
    if (event.ts < end) return false;
    end = event.ts + (event.dur ?? 0);
    return true;
  });
}

const totalMs = (events: TraceEvent[]) => events.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;

/** Milliseconds per kind of work on the renderers' main threads. */
function mainThreadMs(events: TraceEvent[]): Load {
  const thread = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  const mainThreads = new Set(
    events
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map(thread),
  );
  const main = events.filter((event) => event.ph === "X" && mainThreads.has(thread(event)));
  const ms = (names: string[]) => totalMs(main.filter((e) => names.includes(e.name)));
  const fontCalls = main.filter((e) => FONT_CALLS.includes(e.name));
  const browserCalls = outermost(main.filter((e) => isBrowserCall(e.name)));
  return {
    ...Object.fromEntries(KINDS.map((kind) => [kind, ms([kind])])),
    fontCalls: fontCalls.length,
    fontCallsMs: totalMs(outermost(fontCalls)),
    browserCalls: browserCalls.length,
    browserCallsMs: totalMs(browserCalls),
  };
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");

/**
 * The page with `css` at the end of its stylesheet, the policy's hash of that stylesheet made
 * anew, and the answer's length and encoding dropped (they were the original's).
 */
async function withCss(response: APIResponse, css: string) {
  const html = await response.text();
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
  const headers = response.headers();
  headers["content-security-policy"] = headers["content-security-policy"]!.replace(
    sha256(style),
    sha256(style + css),
  );
  delete headers["content-length"];
  delete headers["content-encoding"];
  return { status: response.status(), headers, body: html.replace(style, () => style + css) };
}

async function measure(origin: string, route: string, css: string): Promise<Load> {
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
    await page.route(`${origin}${route}`, async (request) =>
      request.fulfill(await withCss(await request.fetch(), css)),
    );
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
    const arms = variants.flatMap(([name, css]) =>
      locales.map((locale) => ({ key: `${name} ${locale}`, locale, css })),
    );
    const runs = new Map<string, Load[]>(arms.map((arm) => [arm.key, []]));
    for (let round = 0; round < rounds; round++) {
      // Each round starts with the next language (and variant).
      const order = arms.map((_, i) => arms[(i + round) % arms.length]!);
      for (const arm of order)
        runs
          .get(arm.key)!
          .push(await measure(server.origin, localePath(arm.locale, page), arm.css));
    }
    console.log(
      `\n${page}: median of ${rounds} loads each, ms (4x CPU); load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    const keys = Object.keys(runs.get(arms[0]!.key)![0]!);
    console.log(["page", "html br B", ...keys].join("\t"));
    for (const arm of arms) {
      const html = await (await fetch(`${server.origin}${localePath(arm.locale, page)}`)).text();
      const loads = runs.get(arm.key)!;
      const row = keys.map((key) => median(loads.map((load) => load[key]!)).toFixed(1));
      console.log([arm.key, brotliCompressSync(html + arm.css).length, ...row].join("\t"));
    }
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
