// The public pages of a running instance, as a browser gets them, and how soon a publish reaches
// them (docs/product.md#the-owners-content).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll } from "vitest";
import type { ContentDocument } from "#shared/content/document.ts";
import { call } from "./customers";
import { adminCookie, adminEnv } from "./sample-submissions";
import { freshDatabase, startTestServer, type Dialect, type TestServer } from "./test-server";

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

/**
 * Two instances of the real build on one fresh database, and an administrator's session on the
 * first: what one publishes, the other shows.
 */
export async function twoInstances(dialect: Dialect) {
  const database = await freshDatabase(dialect);
  const env = { ...adminEnv, BUILD_DIR: path.resolve(builtPages) };
  const first = await startTestServer({ ...database, env });
  const second = await startTestServer({ ...database, env });
  return { first, second, admin: await adminCookie(first.url) };
}

/**
 * `twoInstances` for the tests of the `describe` it is called in: started before them, stopped
 * after them. Its fields are there once the tests run.
 */
export function twoInstancesForTests(dialect: Dialect) {
  const instances = {} as Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => Object.assign(instances, await twoInstances(dialect)));
  afterAll(async () => {
    await instances.second?.stop();
    await instances.first?.stop();
  });
  return instances;
}

/** The newest published version and its document, as the editor reads them. */
export const publishedContent = async (server: TestServer, admin: string) =>
  (await (await call(`${server.url}/api/admin/content`, "GET", admin)).json()) as {
    version: number;
    content: ContentDocument;
  };
