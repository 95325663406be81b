import { Hono } from "hono";
import { anyApiPath, apiRoutes } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { submissionKinds } from "#shared/submission-kinds.ts";
import { catalogueAdminRoutes } from "#server/catalogue/catalogue-routes.server.ts";
import { contentImageRoutes } from "#server/content/content-image-routes.server.ts";
import { contentAdminRoutes } from "#server/content/content-routes.server.ts";
import { customerAdminRoutes } from "#server/customers/customer-admin-routes.server.ts";
import { orderAdminRoutes } from "#server/orders/order-admin-routes.server.ts";
import { outstandingAdminRoutes } from "#server/money/outstanding-routes.server.ts";
import { paymentAdminRoutes } from "#server/money/payment-admin-routes.server.ts";
import { listAuditEntries } from "./admin-queries.server";
import { applicationRoutes } from "./application-routes.server";
import { enquiryRoutes } from "./enquiry-routes.server";
import { adminGuards, type AdminDeps, type AdminEnv } from "./guards.server";
import { listPage } from "./list-page.server";
import { sessionRoutes } from "./session-routes.server";
import { submissionActionRoutes } from "./submission-actions.server";

/** The admin API (docs/product.md#admin-api). */
export function adminRoutes(deps: AdminDeps) {
  const api = new Hono<AdminEnv>();
  const guards = adminGuards(deps);

  // Nothing an administrator sees may be kept by a browser or a proxy.
  api.use(anyApiPath, async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
  });

  api.route("/", sessionRoutes(deps, guards));
  api.route("/", applicationRoutes(deps, guards));
  api.route("/", enquiryRoutes(deps, guards));
  for (const kind of submissionKinds) api.route("/", submissionActionRoutes(kind, deps, guards));
  api.route(
    "/",
    catalogueAdminRoutes(
      {
        database: deps.database,
        search: deps.catalogue,
        log: deps.log,
        company: () => deps.content.shown().site,
      },
      guards,
    ),
  );
  api.route("/", contentAdminRoutes(deps, guards));
  api.route("/", contentImageRoutes(deps, guards));
  api.route("/", customerAdminRoutes(deps, guards));
  api.route("/", orderAdminRoutes(deps, guards));
  api.route("/", outstandingAdminRoutes(deps, guards));
  api.route("/", paymentAdminRoutes(deps, guards));
  const { auditLog } = apiRoutes;
  api.on(auditLog.method, auditLog.path, guards.requireAdmin, (c) =>
    listPage(c, guards, {
      schema: apiSchemas.auditLog.query,
      name: "entries",
      load: (query) => listAuditEntries(deps.database.db, query),
      action: "view-audit-log",
      filters: () => [],
    }),
  );
  return api;
}
