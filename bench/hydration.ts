// Time to hydrated: when React has taken over a pre-rendered page (the app's
// performance.mark("hydrated")), on a phone on Slow 4G with a 4x slower CPU. Lighthouse's own
// throttling is simulated (it loads the page at full speed and computes its metrics after), so
// a mark the page sets is only timed truly slowed down with Chrome's own throttling, set here to
// Lighthouse's mobile values. A fresh browser context per run: nothing is cached.
import { chromium } from "@playwright/test";
import {
  screenEmulationMetrics,
  throttling,
  userAgents,
} from "lighthouse/core/config/constants.js";
import { CHROME_FLAGS, median } from "./lighthouse";

const slow4G = throttling.mobileSlow4G;
const phone = screenEmulationMetrics.mobile!;
const TIMEOUT_MS = 60_000;

export type HydrationResult = { route: string; runsMs: number[]; medianMs: number };

export async function timeToHydrated(
  origin: string,
  route: string,
  runs: number,
): Promise<HydrationResult> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith("--headless")),
  });
  try {
    const runsMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        viewport: { width: phone.width, height: phone.height },
        deviceScaleFactor: phone.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
        userAgent: userAgents.mobile,
      });
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        // DevTools' units: latency in ms, throughput in bytes per second.
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: slow4G.requestLatencyMs,
          downloadThroughput: (slow4G.downloadThroughputKbps * 1024) / 8,
          uploadThroughput: (slow4G.uploadThroughputKbps * 1024) / 8,
        });
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: slow4G.cpuSlowdownMultiplier });
        await page.goto(`${origin}${route}`, { waitUntil: "commit", timeout: TIMEOUT_MS });
        // Milliseconds from the start of the navigation, as the page's own clock counts them.
        const hydratedAt = await page.waitForFunction(
          () => performance.getEntriesByName("hydrated")[0]?.startTime,
          undefined,
          { timeout: TIMEOUT_MS },
        );
        runsMs.push((await hydratedAt.jsonValue()) as number);
      } finally {
        await context.close();
      }
    }
    return { route, runsMs, medianMs: median(runsMs) };
  } finally {
    await browser.close();
  }
}
