import { type RouteConfig, layout, route } from "@react-router/dev/routes";
import { localePath, locales, paths, type Locale } from "#shared/site-paths.ts";

/**
 * The public pages in one language: the same modules serve every language (docs/decisions/
 * 0016-languages.md), so switching language keeps what the visitor typed and opened. Each
 * module's loader picks its texts by the path's language at build time.
 */
function publicPages(locale: Locale) {
  const page = (name: string, path: string, file: string) =>
    route(localePath(locale, path).replace(/(.)\/$/, "$1"), file, { id: `${name}-${locale}` });
  return layout("routes/site-layout.tsx", { id: `site-${locale}` }, [
    page("home", paths.home, "routes/home.tsx"),
    page("about", paths.about, "routes/about.tsx"),
    page("products", paths.products, "routes/products.tsx"),
    page("contact", paths.contact, "routes/contact.tsx"),
    page("contact-sent", paths.contactSent, "routes/contact-sent.tsx"),
    page("careers", paths.careers, "routes/careers.tsx"),
    page("careers-sent", paths.careersSent, "routes/careers-sent.tsx"),
    page("privacy", paths.privacy, "routes/privacy.tsx"),
    // A trade customer's pages; on static hosting their frame says accounts need the server.
    layout("routes/account-layout.tsx", { id: `account-pages-${locale}` }, [
      page("account", paths.account, "routes/account.tsx"),
      page("account-request", paths.accountRequest, "routes/account-request.tsx"),
      page("account-request-sent", paths.accountRequestSent, "routes/account-request-sent.tsx"),
      page("account-password", paths.accountPassword, "routes/account-password.tsx"),
      page("account-forgot", paths.accountForgot, "routes/account-forgot.tsx"),
      page("account-forgot-sent", paths.accountForgotSent, "routes/account-forgot-sent.tsx"),
    ]),
    // Any other path in this language: the not-found page, pre-rendered at its /404.
    page("not-found", locale === "en" ? "*" : "/*", "routes/not-found.tsx"),
  ]);
}

export default [
  ...locales.map(publicPages),
  // The admin is rendered in the browser (never pre-rendered), in English, and needs a
  // signed-in administrator.
  route(paths.adminLogin, "routes/admin/login.tsx"),
  layout("routes/admin/layout.tsx", [
    route(paths.admin, "routes/admin/applications.tsx"),
    route(paths.adminCards, "routes/admin/cards.tsx"),
    route(paths.adminEnquiries, "routes/admin/enquiries.tsx"),
    route(paths.adminSpam, "routes/admin/spam.tsx"),
    route(paths.adminCatalogue, "routes/admin/catalogue.tsx"),
    route(paths.adminCustomers, "routes/admin/customers.tsx"),
    route(paths.adminOrders, "routes/admin/orders.tsx"),
    route(paths.adminAudit, "routes/admin/audit.tsx"),
  ]),
] satisfies RouteConfig;
