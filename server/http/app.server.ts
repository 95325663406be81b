import type { HttpBindings } from "@hono/node-server";
import { adminLoginPath, adminPagePaths, paths } from "#app/site-paths.ts";
import { Hono, type Context } from "hono";
import { sql } from "kysely";
import { adminRoutes } from "#server/admin/admin-routes.server.ts";
import { hasAdminSession } from "#server/admin/guards.server.ts";
import type { CatalogueSearch } from "#server/catalogue/catalogue-index.server.ts";
import { catalogueSearchRoutes } from "#server/catalogue/catalogue-routes.server.ts";
import { productListRoute } from "#server/catalogue/product-list.server.ts";
import { submissionRoutes } from "#server/submissions/submission-routes.server.ts";
import { apiError, messages } from "./api-error.server";
import type { DatabaseHandle } from "#server/db/database.server.ts";
import type { Env } from "#server/env.server.ts";
import type { Outbox } from "#server/mail/outbox.server.ts";
import { API_CSP, baseSecurityHeaders, contentSecurityPolicy } from "./security-headers.server";
import type { StaticFile } from "./static-files.server";

type AppOptions = {
  env: Env;
  database: DatabaseHandle;
  outbox: Outbox;
  catalogue: CatalogueSearch;
  notFoundPage: StaticFile | undefined;
  /** The client-rendered shell the admin pages run in. */
  adminShell: StaticFile | undefined;
  stylesheet?: string;
};

/** Everything that is not a pre-built file: the JSON API, the product list PDF and the 404 page. */
export function createApp({
  env,
  database,
  outbox,
  catalogue,
  notFoundPage,
  adminShell,
  stylesheet,
}: AppOptions) {
  const app = new Hono<{ Bindings: HttpBindings }>();
  const securityHeaders = baseSecurityHeaders(env);
  const https = env.SITE_ORIGIN.startsWith("https://");

  // Every answer carries the security headers; one that sets its own CSP keeps it.
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders)) c.res.headers.set(name, value);
    if (!c.res.headers.has("content-security-policy")) {
      const page = c.res.headers.get("content-type")?.startsWith("text/html");
      c.res.headers.set(
        "content-security-policy",
        page ? contentSecurityPolicy({}, https) : API_CSP,
      );
    }
  });

  app.get("/api/health", async (c) => {
    try {
      await sql`select 1`.execute(database.db);
      return c.json({ ok: true });
    } catch {
      return c.json({ ok: false, error: "The database is not answering." }, 503);
    }
  });

  app.route("/", catalogueSearchRoutes(catalogue, stylesheet));
  app.route("/api", submissionRoutes({ database, env, outbox, stylesheet }));
  app.route("/api", adminRoutes({ database, env, outbox, catalogue }));
  app.get(paths.productList, productListRoute(database.db));

  const shell = (c: Context) => {
    if (!adminShell) return c.text("The admin is not built.", 503);
    return c.body(new Uint8Array(adminShell.body), 200, {
      ...adminShell.headers,
      "cache-control": "no-store",
      "x-robots-tag": "noindex",
    });
  };
  // Admin pages: without a valid session they send the visitor to sign in.
  for (const path of adminPagePaths)
    app.get(path, async (c) => {
      if (!(await hasAdminSession(database.db, env, c)))
        return c.redirect(`${adminLoginPath}?next=${encodeURIComponent(path)}`, 302);
      return shell(c);
    });
  app.get(adminLoginPath, shell);

  app.all("/api/*", (c) => apiError(c, 404, "There is no such API endpoint."));

  app.notFound((c) => {
    if (!notFoundPage) return c.text("Not found", 404);
    return c.body(new Uint8Array(notFoundPage.body), 404, {
      ...notFoundPage.headers,
      "cache-control": "no-cache",
    });
  });

  app.onError((error, c) => {
    // A visitor who dropped their upload halfway is gone: nothing to log, nobody to answer.
    if (c.env.incoming.errored) return apiError(c, 400, messages.malformed);
    // Logged for the operator; the visitor gets a sentence, never a stack trace.
    console.error(`${c.req.method} ${c.req.path}:`, error);
    if (isDatabaseUnavailable(error)) return apiError(c, 503, messages.unavailable);
    return apiError(c, 500, "Something went wrong on our side. Please try again, or call us.");
  });

  return app;
}

function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? "";
  return (
    [
      "ECONNREFUSED",
      "ECONNRESET",
      "ETIMEDOUT",
      "57P01",
      "57P03",
      "SQLITE_BUSY",
      "SQLITE_IOERR",
    ].includes(code) || /connect|terminat|timeout/i.test((error as Error).message ?? "")
  );
}
