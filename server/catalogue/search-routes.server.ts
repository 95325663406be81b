import type { HttpBindings } from "@hono/node-server";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { apiRoutes } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import type { CatalogueItem } from "#shared/schemas/catalogue-items.ts";
import { MAX_SEARCH_PAGE_SIZE } from "#shared/limits.ts";
import { fieldErrorsOf } from "#shared/schemas/fields.ts";
import { localePath, locales, paths, type Locale } from "#shared/site-paths.ts";
import { apiError } from "#server/http/api-error.server.ts";
import { clientAddress } from "#server/http/client-address.server.ts";
import { clientKey } from "#server/http/rate-limit.server.ts";
import { requestRate, SEARCH_RATE } from "#server/http/request-rate.server.ts";
import type { WriteServerPage } from "#server/http/server-page.server.ts";
import type { ServerPage } from "#shared/server-pages.ts";
import type { CatalogueSearch } from "./catalogue-index.server";

/** Who asks: a signed-in customer (their rates shown, their own limit), or anyone. */
type SearchEnv = {
  Bindings: HttpBindings;
  Variables: { customer: { id: string } | undefined };
};

/**
 * `GET /api/catalogue/search`: anyone may search the live catalogue; `GET /api/catalogue/matches`
 * answers the chat's item questions; `GET /api/catalogue/partners` says which partners have
 * items; `GET /products/search` is the no-JavaScript results page. The three searches are limited
 * per client (docs/product.md#limits): a signed-in customer by their id, anyone else by address
 * (an IPv6 /64), 20 a second with bursts of 40, in this instance's memory.
 */
export function catalogueSearchRoutes(
  search: CatalogueSearch,
  deps: {
    signedIn: (c: Context) => Promise<{ id: string } | undefined>;
    /** The site's renderer writes the no-JavaScript pages. */
    writeServerPage: WriteServerPage;
    /** RATE_LIMIT=off: no limit. */
    rateLimited: boolean;
    trustedProxies: string[];
  },
) {
  const api = new Hono<SearchEnv>();
  const { query: querySchema } = apiSchemas.catalogueSearch;
  const rate = requestRate(SEARCH_RATE);

  /** Who asks, and whether they may search again so soon. */
  const limited =
    (
      tooMany: (c: Context<SearchEnv>, retryAfterSeconds: number) => Response,
    ): MiddlewareHandler<SearchEnv> =>
    async (c, next) => {
      const customer = await deps.signedIn(c);
      c.set("customer", customer);
      if (deps.rateLimited) {
        const verdict = rate.take(
          customer
            ? `customer:${customer.id}`
            : clientKey(clientAddress(c.env.incoming, deps.trustedProxies)),
        );
        if (!verdict.allowed) {
          c.header("Retry-After", String(verdict.retryAfterSeconds));
          c.header("Cache-Control", "no-store");
          return tooMany(c, verdict.retryAfterSeconds);
        }
      }
      await next();
    };
  const limitedApi = limited((c) =>
    apiError(c, 429, "Too many searches at once. Please wait a moment and search again."),
  );
  /** A page without JavaScript, in the visitor's language, as the site's renderer writes it. */
  const page = (c: Context<SearchEnv>, locale: Locale, page: ServerPage, status = 200) => {
    const pathname = localePath(locale, paths.productSearch);
    const { html, headers } = deps.writeServerPage({ ...page, locale, pathname });
    return c.html(html, status as 200, headers);
  };
  const limitedPage = (locale: Locale) =>
    limited((c) => page(c, locale, { name: "tooManySearches", data: null }, 429));

  /**
   * A signed-in customer's items carry rate, MRP, scheme and availability, and the answer is
   * theirs alone; anyone else's carry none of them. Either way it varies by the cookie.
   */
  function forVisitor(c: Context<SearchEnv>, items: CatalogueItem[]) {
    c.header("Vary", "Cookie");
    if (!c.get("customer"))
      return {
        customer: false,
        // MRP is for everyone only when the owner says so.
        items: items.map((item) => {
          const mrp = search.publicMrp(item.id);
          return mrp === undefined ? item : { ...item, mrp };
        }),
      };
    c.header("Cache-Control", "private, no-store");
    return {
      customer: true,
      items: items.map((item) => ({ ...item, ...search.termsOf(item.id) })),
    };
  }

  for (const locale of locales)
    api.get(localePath(locale, paths.productSearch), limitedPage(locale), (c) => {
      const parsed = querySchema.safeParse({ ...c.req.query(), pageSize: MAX_SEARCH_PAGE_SIZE });
      const query = parsed.success ? parsed.data : querySchema.parse({});
      const index = search.current();
      const { total, items } = index.search(query);
      c.header("X-Robots-Tag", "noindex");
      // Anyone's page holds only what anyone may see: a shared cache may keep it a minute. A
      // signed-in customer's holds their rates: never kept (forVisitor).
      c.header("Cache-Control", "public, max-age=60");
      const shown = forVisitor(c, items);
      const here = new URL(c.req.url);
      return page(c, locale, {
        name: "search",
        data: {
          search: {
            q: query.q,
            category: query.category ?? "",
            manufacturer: query.manufacturer ?? "",
          },
          total,
          items: shown.items,
          companies: index.facts.companies,
          categories: index.facts.categories,
          order: shown.customer ? { back: `${here.pathname}${here.search}` } : undefined,
        },
      });
    });
  const { catalogueSearch, catalogueMatches, cataloguePartners } = apiRoutes;
  api.on(catalogueSearch.method, catalogueSearch.path, limitedApi, (c) => {
    const parsed = querySchema.safeParse(c.req.query());
    if (!parsed.success)
      return apiError(c, 400, "The search could not be read.", fieldErrorsOf(parsed.error));
    const { total, items } = search.current().search(parsed.data);
    c.header("Cache-Control", "no-cache");
    return c.json({ success: true, total, items: forVisitor(c, items).items });
  });
  // The chat's item cards: the same fields as the search answers this visitor.
  const { query: matchSchema } = apiSchemas.catalogueMatches;
  api.on(catalogueMatches.method, catalogueMatches.path, limitedApi, (c) => {
    const parsed = matchSchema.safeParse(c.req.query());
    if (!parsed.success)
      return apiError(c, 400, "The search could not be read.", fieldErrorsOf(parsed.error));
    const items = search.current().strongMatches(parsed.data.q);
    c.header("Cache-Control", "no-cache");
    return c.json({ success: true, items: forVisitor(c, items).items });
  });
  // Which partner cards on /products link to their items.
  api.on(cataloguePartners.method, cataloguePartners.path, (c) => {
    c.header("Cache-Control", "no-cache");
    return c.json({ success: true, partners: search.current().partnersWithItems });
  });
  return api;
}
