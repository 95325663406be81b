// Every route of the JSON API (docs/product.md#http-api) in one place: the server mounts each
// from here and the browser builds its URLs from here, so a path is written once. Paths are in
// Hono's syntax (":id"). No zod here: public pages import this module, and their scripts load
// zod only when a form is first used. The zod schemas of queries, bodies and answers, by the
// same names, are in shared/api/schemas.ts.

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type ApiRoute = { method: HttpMethod; path: `/api/${string}` };

export const apiRoutes = {
  health: { method: "GET", path: "/api/health" },
  healthDetails: { method: "GET", path: "/api/health/details" },

  catalogueSearch: { method: "GET", path: "/api/catalogue/search" },
  /** The chat's item lookup: the few items that match a question strongly (docs/product.md). */
  catalogueMatches: { method: "GET", path: "/api/catalogue/matches" },
  cataloguePartners: { method: "GET", path: "/api/catalogue/partners" },
  submitEnquiry: { method: "POST", path: "/api/enquiries" },
  submitApplication: { method: "POST", path: "/api/career-applications" },

  adminSignIn: { method: "POST", path: "/api/admin/login" },
  adminSignOut: { method: "POST", path: "/api/admin/logout" },
  adminSession: { method: "GET", path: "/api/admin/session" },

  listApplications: { method: "GET", path: "/api/career-applications" },
  applicationResume: { method: "GET", path: "/api/career-application/:id/resume" },
  exportApplications: { method: "GET", path: "/api/export/career-applications.csv" },
  eraseApplication: { method: "DELETE", path: "/api/career-application/:id" },
  releaseApplication: { method: "POST", path: "/api/career-applications/:id/not-spam" },
  setApplicationStatus: { method: "PATCH", path: "/api/career-applications/:id" },

  listEnquiries: { method: "GET", path: "/api/enquiries" },
  exportEnquiries: { method: "GET", path: "/api/export/enquiries.csv" },
  eraseEnquiry: { method: "DELETE", path: "/api/enquiries/:id" },
  releaseEnquiry: { method: "POST", path: "/api/enquiries/:id/not-spam" },
  setEnquiryStatus: { method: "PATCH", path: "/api/enquiries/:id" },

  uploadCatalogue: { method: "POST", path: "/api/admin/catalogue" },
  catalogueVersions: { method: "GET", path: "/api/admin/catalogue/versions" },
  /** The catalogue with the terms a signed-in customer sees, for staff taking an order. */
  adminCatalogueSearch: { method: "GET", path: "/api/admin/catalogue/search" },
  restoreCatalogue: { method: "POST", path: "/api/admin/catalogue/versions/:version/restore" },

  // The owner's content: every fact and text, in versions (docs/product.md#the-owners-content).
  adminContent: { method: "GET", path: "/api/admin/content" },
  publishContent: { method: "PUT", path: "/api/admin/content" },
  contentVersions: { method: "GET", path: "/api/admin/content/versions" },
  restoreContent: { method: "POST", path: "/api/admin/content/versions/:version/restore" },
  previewContent: { method: "POST", path: "/api/admin/content/preview" },
  /** A photo for the content (a slide's): answers its id (docs/product.md#the-owners-photos). */
  uploadContentImage: { method: "POST", path: "/api/admin/content/images" },

  // A trade customer's own session and account (docs/product.md#trade-customers).
  requestAccount: { method: "POST", path: "/api/account/request" },
  accountSignIn: { method: "POST", path: "/api/account/login" },
  accountSignOut: { method: "POST", path: "/api/account/logout" },
  setAccountPassword: { method: "POST", path: "/api/account/password" },
  accountLink: { method: "POST", path: "/api/account/link" },
  resetAccountPassword: { method: "POST", path: "/api/account/reset" },
  accountMe: { method: "GET", path: "/api/account/me" },

  // Staff's side of the customers.
  listCustomers: { method: "GET", path: "/api/admin/customers" },
  createCustomer: { method: "POST", path: "/api/admin/customers" },
  importCustomers: { method: "POST", path: "/api/admin/customers/import" },
  exportCustomers: { method: "GET", path: "/api/export/customers.csv" },
  customer: { method: "GET", path: "/api/admin/customers/:id" },
  updateCustomer: { method: "PATCH", path: "/api/admin/customers/:id" },
  eraseCustomer: { method: "DELETE", path: "/api/admin/customers/:id" },
  approveCustomer: { method: "POST", path: "/api/admin/customers/:id/approve" },
  inviteCustomer: { method: "POST", path: "/api/admin/customers/:id/invite" },
  disableCustomer: { method: "POST", path: "/api/admin/customers/:id/disable" },
  enableCustomer: { method: "POST", path: "/api/admin/customers/:id/enable" },
  rejectCustomer: { method: "POST", path: "/api/admin/customers/:id/reject" },

  // A signed-in customer's order list and orders (docs/product.md#orders).
  accountList: { method: "GET", path: "/api/account/list" },
  saveAccountList: { method: "PUT", path: "/api/account/list" },
  placeOrder: { method: "POST", path: "/api/orders" },
  /** A message or an indent read as order lines: nothing is ordered (docs/product.md). */
  parseOrderMessage: { method: "POST", path: "/api/orders/parse" },
  customerOrders: { method: "GET", path: "/api/orders" },
  customerOrder: { method: "GET", path: "/api/orders/:id" },

  // Staff's side of the orders. The day's export is mounted before the one order's routes.
  adminOrders: { method: "GET", path: "/api/admin/orders" },
  /** Staff take an order for a customer (phone, WhatsApp, a visit). */
  placeStaffOrder: { method: "POST", path: "/api/admin/orders" },
  /** The same reading for staff taking an order for a customer, in that customer's fields. */
  adminParseOrderMessage: { method: "POST", path: "/api/admin/orders/parse" },
  exportOrdersOfDay: { method: "GET", path: "/api/admin/orders/export" },
  adminOrder: { method: "GET", path: "/api/admin/orders/:id" },
  updateOrder: { method: "PATCH", path: "/api/admin/orders/:id" },
  exportOrder: { method: "GET", path: "/api/admin/orders/:id/export" },

  // A customer's bills and payments (docs/product.md#bills-and-payments).
  accountBills: { method: "GET", path: "/api/account/bills" },
  accountStatement: { method: "GET", path: "/api/account/statement.pdf" },
  /** One invoice copy of the customer's, by its opaque id (docs/product.md#invoice-copies). */
  accountInvoice: { method: "GET", path: "/api/account/invoices/:id" },
  reportPayment: { method: "POST", path: "/api/account/payments" },

  // Staff's side of the outstanding and the payments.
  uploadOutstanding: { method: "POST", path: "/api/admin/outstanding" },
  /** The billing software's invoice PDFs, or a zip of them, each filed under its bill. */
  uploadInvoices: { method: "POST", path: "/api/admin/invoices" },
  chaseList: { method: "GET", path: "/api/admin/outstanding" },
  linkPartyName: { method: "POST", path: "/api/admin/outstanding/aliases" },
  adminPayments: { method: "GET", path: "/api/admin/payments" },
  exportPayments: { method: "GET", path: "/api/admin/payments/export" },
  decidePayment: { method: "PATCH", path: "/api/admin/payments/:id" },

  // A customer's returns, and staff's side of them (docs/product.md#returns). The export is
  // mounted before the one return's routes.
  requestReturn: { method: "POST", path: "/api/account/returns" },
  accountReturns: { method: "GET", path: "/api/account/returns" },
  accountReturnPhoto: { method: "GET", path: "/api/account/returns/:id/photo" },
  adminReturns: { method: "GET", path: "/api/admin/returns" },
  exportReturns: { method: "GET", path: "/api/admin/returns/export" },
  decideReturn: { method: "PATCH", path: "/api/admin/returns/:id" },
  adminReturnPhoto: { method: "GET", path: "/api/admin/returns/:id/photo" },

  auditLog: { method: "GET", path: "/api/audit-log" },
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof apiRoutes;

/** Every other path under /api/ answers a JSON 404 (mounted after every route). */
export const anyApiPath = "/api/*";
export const isApiPath = (pathname: string) => pathname.startsWith("/api/");

/** The names of a path's params: "/api/enquiries/:id/not-spam" → "id". */
type ParamName<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** Query values; an undefined one is left out. */
type Query = Record<string, string | number | undefined>;

type Params = Partial<Record<string, string | number>>;

/**
 * A path's params (required exactly when it has some) and the query. A path typed only as
 * `string` (inside the client) may take any params: apiUrl checks them when it runs.
 */
export type UrlOptions<Path extends string> = { query?: Query } & (string extends Path
  ? { params?: Params }
  : [ParamName<Path>] extends [never]
    ? { params?: undefined }
    : { params: Record<ParamName<Path>, string | number> });

/** Options that may be left out only when the path has no params. */
export type OptionsFor<Path extends string, Options> = [ParamName<Path>] extends [never]
  ? [options?: Options]
  : [options: Options];

/** A route's URL: its params filled in (encoded), then the query. */
export function apiUrl<Path extends string>(
  route: { path: Path },
  ...[options]: OptionsFor<Path, UrlOptions<Path>>
): string {
  const params: Params = options?.params ?? {};
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs its ${name}.`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(options?.query ?? {}))
    if (value !== undefined) search.set(name, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
