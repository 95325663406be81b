import { Hono } from "hono";
import { anyApiPath } from "#shared/api/routes.ts";
import { submissionKinds } from "#shared/submission-kinds.ts";
import type { CatalogueSearch } from "#server/catalogue/catalogue-index.server.ts";
import { catalogueAdminRoutes } from "#server/catalogue/catalogue-routes.server.ts";
import { prepareProductList } from "#server/catalogue/product-list.server.ts";
import type { LiveContent } from "#server/content/live-content.server.ts";
import type { PreviewPage } from "#server/content/site-pages.server.ts";
import type { WriteServerPage } from "#server/http/server-page.server.ts";
import { contentImageRoutes } from "#server/content/content-image-routes.server.ts";
import { contentAdminRoutes } from "#server/content/content-routes.server.ts";
import { customerAdminRoutes } from "#server/customers/customer-admin-routes.server.ts";
import { orderAdminRoutes } from "#server/orders/order-admin-routes.server.ts";
import { staffOrderRoutes } from "#server/orders/staff-order-routes.server.ts";
import type { CreditCheck } from "#server/orders/public.server.ts";
import { adminPasteRoutes } from "#server/orders/order-paste-routes.server.ts";
import { listAuditEntries } from "#server/auth/audit.server.ts";
import { outstandingAdminRoutes } from "#server/money/outstanding-routes.server.ts";
import { paymentAdminRoutes } from "#server/money/payment-admin-routes.server.ts";
import { forgetReturnNotes } from "#server/returns/public.server.ts";
import { returnsAdminRoutes } from "#server/returns/returns-admin-routes.server.ts";
import { invoiceAdminRoutes } from "#server/money/invoice-routes.server.ts";
import { eraseInvoicesOf } from "#server/money/invoice-store.server.ts";
import { applicationRoutes } from "#server/submissions/application-routes.server.ts";
import { enquiryRoutes } from "#server/submissions/enquiry-routes.server.ts";
import { newCounts } from "#server/submissions/submission-lists.server.ts";
import { submissionActionRoutes } from "#server/submissions/submission-actions.server.ts";
import { adminGuards, type AdminDeps, type AdminEnv } from "#server/auth/guards.server.ts";
import { mountList } from "#server/auth/list-page.server.ts";
import { sessionRoutes } from "#server/auth/session-routes.server.ts";

/** What the admin API works with: the infrastructure, and the features' own parts. */
export type AppAdminDeps = AdminDeps & {
  catalogue: CatalogueSearch;
  /** Orders staff take are checked against the customer's credit like any other. */
  creditCheck: CreditCheck;
  /** The owner's content this instance shows: refreshed after a publish. */
  content: LiveContent;
  /** One public page of a content document with the headers it is served with (the editor's preview). */
  previewPage?: PreviewPage;
  /** The pages the server writes, by the site's renderer. */
  writeServerPage: WriteServerPage;
};

/** The admin API (docs/product.md#admin-api). */
export function adminRoutes(deps: AppAdminDeps) {
  const api = new Hono<AdminEnv>();
  const guards = adminGuards(deps);

  // Nothing an administrator sees may be kept by a browser or a proxy.
  api.use(anyApiPath, async (c, next) => {
    await next();
    // A route's own "private, no-store" (a return's photo) stays.
    if (!c.res.headers.get("cache-control")?.includes("no-store"))
      c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
  });

  api.route("/", sessionRoutes(deps, guards, newCounts));
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
  api.route(
    "/",
    contentAdminRoutes(
      {
        ...deps,
        // The product list's letterhead: made again after each publish, once, for every instance.
        afterPublish: (site) => prepareProductList(deps.database.db, site, deps.log),
      },
      guards,
    ),
  );
  api.route("/", contentImageRoutes(deps, guards));
  api.route(
    "/",
    customerAdminRoutes(
      {
        ...deps,
        // A customer's invoice copies, and their returns' notes and photos, go with them.
        forgetCustomer: async (db, id) => {
          await eraseInvoicesOf(db, id);
          return forgetReturnNotes(db, id);
        },
      },
      guards,
    ),
  );
  api.route("/", staffOrderRoutes(deps, guards));
  api.route("/", orderAdminRoutes(deps, guards));
  api.route("/", adminPasteRoutes(deps.catalogue, deps.database.db, guards));
  api.route("/", outstandingAdminRoutes(deps, guards));
  api.route("/", paymentAdminRoutes(deps, guards));
  api.route("/", returnsAdminRoutes(deps, guards));
  api.route("/", invoiceAdminRoutes(deps, guards));
  mountList(api, "auditLog", guards, {
    rows: "entries",
    load: (query) => listAuditEntries(deps.database.db, query),
    action: "view-audit-log",
    filters: () => [],
  });
  return api;
}
