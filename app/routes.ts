import { type RouteConfig, layout, route } from "@react-router/dev/routes";
import { paths } from "#shared/site-paths.ts";

/** Each admin page behind the sign-in: its module under routes/admin/, and its path. */
const adminPages = {
  applications: paths.admin,
  cards: paths.adminCards,
  enquiries: paths.adminEnquiries,
  spam: paths.adminSpam,
  catalogue: paths.adminCatalogue,
  content: paths.adminContent,
  customers: paths.adminCustomers,
  orders: paths.adminOrders,
  "new-order": paths.adminNewOrder,
  outstanding: paths.adminOutstanding,
  payments: paths.adminPayments,
  returns: paths.adminReturns,
  audit: paths.adminAudit,
};

// React Router serves the admin alone: rendered in the browser (never pre-rendered), in English,
// for a signed-in administrator. The public pages are the site's renderer's (app/render/).
export default [
  route(paths.adminLogin, "routes/admin/login.tsx"),
  layout(
    "routes/admin/layout.tsx",
    Object.entries(adminPages).map(([page, path]) => route(path, `routes/admin/${page}.tsx`)),
  ),
] satisfies RouteConfig;
