// The public pages of a running instance, as a browser gets them, and how soon a publish reaches
// them (docs/product.md#the-owners-content).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll } from "vitest";
import type { ContentDocument } from "#shared/content/document.ts";
import { noTradeFields } from "#shared/schemas/catalogue-items.ts";
import type { ItemRow } from "#server/catalogue/catalogue-rows.server.ts";
import { publishCatalogue } from "#server/catalogue/catalogue-store.server.ts";
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
export async function twoInstances(dialect: Dialect, { catalogueItems = 0 } = {}) {
  const database = await freshDatabase(dialect);
  const env = { ...adminEnv, BUILD_DIR: path.resolve(builtPages) };
  const first = await startTestServer({ ...database, env });
  if (catalogueItems) {
    await publishCatalogue(first.database, largeCatalogue(catalogueItems), "test");
    await first.catalogue.refresh();
  }
  const second = await startTestServer({ ...database, env });
  return { first, second, admin: await adminCookie(first.url) };
}

/** A catalogue of `count` items, as large as a distributor's (63 companies). */
function largeCatalogue(count: number): ItemRow[] {
  return Array.from({ length: count }, (_, i) => ({
    ...noTradeFields,
    name: `Itemol ${i} ${["Tab", "Syrup", "Inj", "Cap"][i % 4]}`,
    manufacturer: `Company ${i % 63}`,
    composition: `Compound ${i % 997} ${(i % 10) * 50} mg`,
    pack: `${(i % 5) + 1}0 tabs`,
    category: "",
    code: `C${i}`,
    mrp: 10 + (i % 500),
    rate: 8 + (i % 400),
    stock: i % 40,
  }));
}

/**
 * `twoInstances` for the tests of the `describe` it is called in: started before them, stopped
 * after them. Its fields are there once the tests run.
 */
export function twoInstancesForTests(dialect: Dialect, options?: { catalogueItems?: number }) {
  const instances = {} as Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => Object.assign(instances, await twoInstances(dialect, options)), 120_000);
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
