// Every path of the site in one place. The route table, the navigation, the pre-render list,
// the sitemap and robots.txt, and the server's sign-in guard all read them from here, so a
// page is renamed or added in one line.

import { indiaCalendarDate } from "#shared/india-time.ts";
import { englishPath, localePath, locales, type Locale } from "#shared/locales.ts";

// The languages' part (which language a path is in, the same page in another) lives in
// ./locales.ts, which imports nothing: the inline scripts use it without this registry.
export {
  defaultLocale,
  englishPath,
  htmlLang,
  isLocale,
  localeOfPath,
  localePath,
  locales,
  type Locale,
} from "#shared/locales.ts";

export const paths = {
  home: "/",
  about: "/about",
  products: "/products",
  /** Search results rendered by the server, for browsers without JavaScript. */
  productSearch: "/products/search",
  contact: "/contact",
  contactSent: "/contact/thank-you",
  careers: "/careers",
  careersSent: "/careers/thank-you",
  privacy: "/privacy",
  /** A trade customer's pages (docs/product.md#trade-customers): sign in, and signed in. */
  account: "/account",
  /** Asking for an account: the shop's or hospital's details, for staff to check. */
  accountRequest: "/account/request",
  accountRequestSent: "/account/request/thank-you",
  /** Setting a password from an invitation or reset link (the token is in the fragment). */
  accountPassword: "/account/password",
  /**
   * The same without JavaScript: the link pasted into the page's form, then the password, each
   * posted here; the server answers a page it writes (never pre-rendered).
   */
  accountPasswordForm: "/account/password/set",
  /** Asking for a reset link. */
  accountForgot: "/account/forgot",
  accountForgotSent: "/account/forgot/sent",
  /**
   * The signed-in customer's order list and recent orders as a page the server writes per
   * request (works without JavaScript; never pre-rendered). `/account/list` takes its forms.
   */
  accountOrder: "/account/order",
  accountListForm: "/account/list",
  /** An order from a message or an indent without JavaScript: read, then checked and added. */
  accountOrderPaste: "/account/order/paste",
  /**
   * The signed-in customer's bills and paying them, as a page the server writes per request
   * (works without JavaScript; `?pay=` chooses bills).
   */
  accountBills: "/account/bills",
  /** The signed-in customer's returns and asking for one (works without JavaScript). */
  accountReturns: "/account/returns",
  notFound: "/404",
  admin: "/admin",
  adminCards: "/admin-view",
  adminEnquiries: "/admin/enquiries",
  adminSpam: "/admin/spam",
  adminCatalogue: "/admin/catalogue",
  /** The owner's content: facts, hours, notices, jobs, slides and every text, published live. */
  adminContent: "/admin/content",
  adminCustomers: "/admin/customers",
  adminOrders: "/admin/orders",
  /** Staff take an order for a customer (phone, WhatsApp, a visit). */
  adminNewOrder: "/admin/orders/new",
  adminOutstanding: "/admin/outstanding",
  adminPayments: "/admin/payments",
  adminReturns: "/admin/returns",
  adminAudit: "/admin/audit",
  adminLogin: "/admin/login",
  /**
   * The product list PDF of the published catalogue, made by the server (the static build ships
   * one made from the sample list). Downloaded as productListFileName(the company's short name, its publish date).
   */
  productList: "/items.pdf",
} as const;

/** The Contact page's enquiry section (its heading's id is this plus "-heading"). */
export const enquirySectionId = "enquiry";
/** Where "Enquire" links land: the enquiry form's heading on the Contact page. */
export const enquiryFormHref = `${paths.contact}#${enquirySectionId}-heading`;

/**
 * The product list's download name, the company's short name (`shortName`) and the day it was
 * published in India: "Mahanadi-Pharma-product-list-2026-11-21.pdf" (ASCII only, so every
 * browser keeps it).
 */
export function productListFileName(shortName: string, publishedAt: Date | string) {
  const company = shortName.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return `${company}-product-list-${indiaCalendarDate(publishedAt)}.pdf`;
}

/** The page the server answers unknown paths with (status 404). */
export const notFoundPath = paths.notFound;
export const adminLoginPath = paths.adminLogin;

/** The pages search engines should find, in the order the sitemap lists them (English paths). */
export const indexablePaths = [
  paths.home,
  paths.about,
  paths.products,
  paths.contact,
  paths.careers,
  paths.privacy,
];

/** A trade customer's pages: pre-rendered like every public page, but never indexed. */
const accountPaths = [
  paths.account,
  paths.accountRequest,
  paths.accountRequestSent,
  paths.accountPassword,
  paths.accountForgot,
  paths.accountForgotSent,
];

/** The public pages in English: the indexable pages, the thank-you pages, the account, the 404. */
const englishPublicPaths = [
  ...indexablePaths,
  paths.contactSent,
  paths.careersSent,
  ...accountPaths,
  notFoundPath,
];

/** Paths pre-rendered to HTML at build time: every public page in every language. */
export const publicPaths = locales.flatMap((locale) =>
  englishPublicPaths.map((path) => localePath(locale, path)),
);

/** Whether a page carries the Speculation Rules: not the admin's shell, not a customer's pages. */
export const prerendersLinks = (urlPath: string) =>
  !urlPath.startsWith(paths.admin) &&
  !urlPath.startsWith("/__") &&
  !(accountPaths as readonly string[]).includes(englishPath(urlPath));

/** The header's and the footer's navigation, in order (each language names them in `common.nav`). */
export const mainNav = ["home", "about", "products", "contact", "careers"] as const;

/** The admin's navigation: every admin page, each of which needs a signed-in administrator. */
export const adminNav = [
  { to: paths.admin, label: "Applications" },
  { to: paths.adminCards, label: "Application cards" },
  { to: paths.adminEnquiries, label: "Enquiries" },
  { to: paths.adminSpam, label: "Spam" },
  { to: paths.adminCatalogue, label: "Catalogue" },
  { to: paths.adminContent, label: "Content" },
  { to: paths.adminCustomers, label: "Customers" },
  { to: paths.adminOrders, label: "Orders" },
  { to: paths.adminOutstanding, label: "Outstanding" },
  { to: paths.adminPayments, label: "Payments" },
  { to: paths.adminReturns, label: "Returns" },
  { to: paths.adminAudit, label: "Audit log" },
] as const;

/** The admin pages that need a session; without one the server sends the visitor to sign in. */
export const adminPagePaths: readonly string[] = [
  ...adminNav.map((link) => link.to),
  // Reached from the Orders page, not the navigation.
  paths.adminNewOrder,
];

/**
 * The browser prerenders a public page a visitor is about to open (on a hover, or a touch that
 * starts), so that leaving a page by a plain link feels instant. Never a page that holds a
 * session's data or acts: the admin, a customer's pages, the API, the server's search results,
 * the product list download, or a link marked so. Inline in each page that carries them: a
 * `Speculation-Rules` header naming a file cost a request before the largest paint.
 */
export function speculationRules() {
  const inEveryLanguage = (path: string) => locales.map((locale) => localePath(locale, path));
  const never = [
    paths.admin,
    `${paths.admin}/*`,
    paths.adminCards,
    ...inEveryLanguage(paths.account),
    ...inEveryLanguage(`${paths.account}/*`),
    ...inEveryLanguage(paths.productSearch),
    "/api/*",
    "/items.pdf",
  ];
  return {
    prerender: [
      {
        source: "document",
        eagerness: "moderate",
        where: {
          and: [
            { href_matches: "/*" },
            { not: { href_matches: never } },
            { not: { selector_matches: "[download], [target=_blank], [data-no-prerender]" } },
          ],
        },
      },
    ],
  };
}

/** The card social networks show when a page is shared. */
export const socialImagePath = "/og-image.png";

/** Where the files of a content version are: named by the version, so they never change. */
export const contentVersionFiles = "/content/";

/** The chat's texts in one language, of one content version: the chat fetches them on first use. */
export const chatTextsPath = (version: string, locale: Locale) =>
  `${contentVersionFiles}${version}/chat-${locale}.json`;
