// The public pages of a running instance, as a browser gets them, and how soon a publish reaches
// them (docs/product.md#the-owners-content).
import { fileURLToPath } from "node:url";
import type { TestServer } from "./test-server";

/** The build the instances serve, whose renderer they run. */
export const builtPages = fileURLToPath(new URL("../../build/client", import.meta.url));
/** How soon a publish is on every instance's pages. */
export const LIVE_WITHIN_MS = 5000;

/** A page's HTML as a browser gets it, with its CSP. */
export async function page(server: TestServer, pathname: string) {
  const response = await fetch(`${server.url}${pathname}`);
  return { html: await response.text(), csp: response.headers.get("content-security-policy")! };
}

/** Milliseconds until every page of `server` in `expected` holds its text (or fails at 10 s). */
export async function untilShown(server: TestServer, expected: Record<string, string>) {
  const started = performance.now();
  for (;;) {
    const pages = await Promise.all(
      Object.keys(expected).map((pathname) => page(server, pathname)),
    );
    if (pages.every(({ html }, i) => html.includes(Object.values(expected)[i]!)))
      return performance.now() - started;
    if (performance.now() - started > 10_000) {
      const missing = Object.keys(expected).filter(
        (_, i) => !pages[i]!.html.includes(Object.values(expected)[i]!),
      );
      throw new Error(
        `not shown after 10 s on ${missing.join(", ")}: ${missing.map((p) => pages[Object.keys(expected).indexOf(p)]!.html.match(/<title>[^<]*/)?.[0]).join(" / ")}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
