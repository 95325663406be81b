import type { HttpBindings } from "@hono/node-server";
import type { WriteServerPage } from "#server/http/server-page.server.ts";
import { Refusal } from "#server/forms/refusal.server.ts";
import { answerRefusal } from "#server/forms/refusal-answer.server.ts";
import {
  adminLoginPath,
  adminPagePaths,
  localeOfPath,
  paths,
  type Locale,
} from "#shared/site-paths.ts";
import { anyApiPath, isApiPath } from "#shared/api/routes.ts";
import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import { routePath } from "hono/route";
import { adminRoutes } from "#server/app/admin-routes.server.ts";
import { hasAdminSession } from "#server/auth/guards.server.ts";
import { HashSlots } from "#server/auth/passwords.server.ts";
import { accountRoutes, customerOf } from "#server/customers/account-routes.server.ts";
import type { CatalogueSearch } from "#server/catalogue/catalogue-index.server.ts";
import { catalogueSearchRoutes } from "#server/catalogue/search-routes.server.ts";
import { productListRoute } from "#server/catalogue/product-list.server.ts";
import { orderRoutes } from "#server/orders/order-routes.server.ts";
import type { CreditCheck } from "#server/orders/public.server.ts";
import { moneyRoutes } from "#server/money/money-routes.server.ts";
import { returnsRoutes } from "#server/returns/returns-routes.server.ts";
import { invoiceRoutes } from "#server/money/invoice-routes.server.ts";
import { submissionRoutes } from "#server/submissions/submission-routes.server.ts";
import { apiError, messages } from "#server/http/api-error.server.ts";
import type { DatabaseHandle } from "#server/db/database.server.ts";
import type { Env } from "#server/env.server.ts";
import type { Outbox } from "#server/mail/outbox.server.ts";
import type { LiveContent } from "#server/content/live-content.server.ts";
import { seedDocument } from "#shared/content/document.ts";
import type { PreviewPage } from "#server/content/site-pages.server.ts";
import { mediaRoutes } from "#server/content/content-image-routes.server.ts";
import {
  API_CSP,
  baseSecurityHeaders,
  contentSecurityPolicy,
} from "#server/http/security-headers.server.ts";
import type { StaticFile } from "#server/http/static-files.server.ts";
import { healthRoutes } from "./health.server";
import { describeError, type Logger } from "#server/log.server.ts";

export type NotFoundPages = Record<Locale, StaticFile | undefined>;

type AppOptions = {
  env: Env;
  database: DatabaseHandle;
  outbox: Outbox;
  catalogue: CatalogueSearch;
  content: LiveContent;
  /** Money's credit check, which every order is placed through (server/app/start.server.ts). */
  creditCheck: CreditCheck;
  previewPage?: PreviewPage;
  /** Each language's "Page not found" page (replaced at each content version). */
  notFoundPages: NotFoundPages;
  /** The client-rendered shell the admin pages run in. */
  adminShell: StaticFile | undefined;
  writeServerPage: WriteServerPage;
  log: Logger;
  /** Whether the start-up is done (`/api/health` says "starting" until then). */
  started: () => boolean;
};

type AppEnv = { Bindings: HttpBindings; Variables: { requestId: string } };

/** A request id from a trusted proxy (e.g. nginx's $request_id) is kept, so both logs join. */
const proxyRequestId = /^[\w-]{8,64}$/;

/** Everything that is not a pre-built file: the JSON API, the product list PDF and the 404 page. */
export function createApp({
  env,
  database,
  outbox,
  catalogue,
  content,
  creditCheck,
  previewPage,
  notFoundPages,
  adminShell,
  writeServerPage,
  log,
  started,
}: AppOptions) {
  const app = new Hono<AppEnv>();
  const securityHeaders = baseSecurityHeaders(env);
  const https = env.SITE_ORIGIN.startsWith("https://");

  // The request log of the API and the admin: method, route pattern, status, duration and
  // request id. Never the path's values, the query string, the body or anything personal.
  app.use(async (c, next) => {
    const started = performance.now();
    const fromProxy = env.TRUST_PROXY.includes(
      (c.env.incoming.socket.remoteAddress ?? "").replace(/^::ffff:/, ""),
    );
    const given = c.req.header("x-request-id") ?? "";
    const requestId = fromProxy && proxyRequestId.test(given) ? given : randomUUID();
    c.set("requestId", requestId);
    c.header("X-Request-Id", requestId);
    await next();
    if (!isApiPath(c.req.path) && !c.req.path.startsWith("/admin")) return;
    log.info(
      {
        requestId,
        method: c.req.method,
        route: routePath(c),
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  });

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

  // The order matters: the first handler that answers ends the request, so the admin's
  // no-store headers (its middleware on every /api/ path) reach its own routes and the 404 only.
  app.route("/", healthRoutes({ database, env, started }));
  // One pool of password hashes for both sign-ins, with a slot kept for the staff.
  const hashSlots = new HashSlots(env.SIGN_IN_CONCURRENCY);
  const seedSettings = seedDocument().settings;
  const formDeps = {
    database,
    env,
    outbox,
    writeServerPage,
    settings: () => content.document()?.settings ?? seedSettings,
    shown: () => content.shown(),
  };
  app.route(
    "/",
    catalogueSearchRoutes(catalogue, {
      signedIn: customerOf(formDeps),
      writeServerPage,
      rateLimited: env.RATE_LIMIT !== "off",
      trustedProxies: env.TRUST_PROXY,
    }),
  );
  app.route("/", submissionRoutes(formDeps));
  app.route("/", accountRoutes({ ...formDeps, hashSlots }));
  app.route("/", orderRoutes({ ...formDeps, catalogue, creditCheck }));
  app.route("/", moneyRoutes(formDeps));
  app.route("/", invoiceRoutes(formDeps));
  app.route(
    "/",
    returnsRoutes({ ...formDeps, catalogue, window: () => formDeps.settings().returns }),
  );
  app.route(
    "/",
    adminRoutes({
      database,
      env,
      outbox,
      catalogue,
      content,
      creditCheck,
      previewPage,
      writeServerPage,
      log,
      hashSlots,
    }),
  );
  app.get(
    paths.productList,
    productListRoute(database.db, () => content.shown().site),
  );
  app.route("/", mediaRoutes(database.db));

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

  app.all(anyApiPath, (c) => apiError(c, 404, "There is no such API endpoint."));

  app.notFound((c) => {
    const notFoundPage = notFoundPages[localeOfPath(c.req.path)];
    if (!notFoundPage) return c.text("Not found", 404);
    return c.body(new Uint8Array(notFoundPage.body), 404, {
      ...notFoundPage.headers,
      "cache-control": "no-cache",
    });
  });

  app.onError((error, c) => {
    // A refusal, wherever a route threw it, is answered here, in the visitor's language.
    if (error instanceof Refusal) return answerRefusal(c, error);
    // A visitor who dropped their upload halfway is gone: nothing to log, nobody to answer.
    if (c.env.incoming.errored) return apiError(c, 400, messages.malformed);
    // Logged for the operator; the visitor gets a sentence, never a stack trace.
    log.error(
      { requestId: c.get("requestId"), method: c.req.method, err: describeError(error) },
      "request failed",
    );
    if (isDatabaseUnavailable(error)) return apiError(c, 503, messages.unavailable);
    return apiError(c, 500, messages.failed);
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
