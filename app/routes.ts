import { type RouteConfig, layout, route } from "@react-router/dev/routes";
import { paths } from "#shared/site-paths.ts";

// React Router serves the admin alone: rendered in the browser (never pre-rendered), in English,
// for a signed-in administrator. The public pages are the site's renderer's (app/render/).
export default [
  route(paths.adminLogin, "routes/admin/login.tsx"),
  layout("routes/admin/layout.tsx", [
    route(paths.admin, "routes/admin/applications.tsx"),
    route(paths.adminCards, "routes/admin/cards.tsx"),
    route(paths.adminEnquiries, "routes/admin/enquiries.tsx"),
    route(paths.adminSpam, "routes/admin/spam.tsx"),
    route(paths.adminCatalogue, "routes/admin/catalogue.tsx"),
    route(paths.adminContent, "routes/admin/content.tsx"),
    route(paths.adminCustomers, "routes/admin/customers.tsx"),
    route(paths.adminOrders, "routes/admin/orders.tsx"),
    route(paths.adminNewOrder, "routes/admin/new-order.tsx"),
    route(paths.adminOutstanding, "routes/admin/outstanding.tsx"),
    route(paths.adminPayments, "routes/admin/payments.tsx"),
    route(paths.adminReturns, "routes/admin/returns.tsx"),
    route(paths.adminAudit, "routes/admin/audit.tsx"),
  ]),
] satisfies RouteConfig;
