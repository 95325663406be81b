// Every path of the site in one place. The route table, the navigation, the pre-render list,
// the sitemap and robots.txt, and the server's sign-in guard all read them from here, so a
// page is renamed or added in one line.

import { site } from "#app/content/site.ts";

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
  notFound: "/404",
  admin: "/admin",
  adminCards: "/admin-view",
  adminEnquiries: "/admin/enquiries",
  adminSpam: "/admin/spam",
  adminCatalogue: "/admin/catalogue",
  adminAudit: "/admin/audit",
  adminLogin: "/admin/login",
  /**
   * The product list PDF of the published catalogue, made by the server (the static build ships
   * one made from the sample list). Downloaded as productListFileName(its publish date).
   */
  productList: "/items.pdf",
} as const;

/** The Contact page's enquiry section (its heading's id is this plus "-heading"). */
export const enquirySectionId = "enquiry";
/** Where "Enquire" links land: the enquiry form's heading on the Contact page. */
export const enquiryFormHref = `${paths.contact}#${enquirySectionId}-heading`;

/** The calendar date in India of an instant, as YYYY-MM-DD. */
export function indiaDate(at: Date | string) {
  const parts = new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/**
 * The product list's download name, dated with the day it was published in India:
 * "Mahanadi-Pharma-product-list-2026-11-21.pdf" (ASCII only, so every browser keeps it).
 */
export function productListFileName(publishedAt: Date | string) {
  const company = site.shortName.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return `${company}-product-list-${indiaDate(publishedAt)}.pdf`;
}

/** The page the server answers unknown paths with (status 404). */
export const notFoundPath = paths.notFound;
export const adminLoginPath = paths.adminLogin;

/** The pages search engines should find, in the order the sitemap lists them. */
export const indexablePaths = [
  paths.home,
  paths.about,
  paths.products,
  paths.contact,
  paths.careers,
  paths.privacy,
];

/** Paths pre-rendered to HTML at build time: the indexable pages, the thank-you pages, the 404. */
export const publicPaths = [...indexablePaths, paths.contactSent, paths.careersSent, notFoundPath];

/** The header's and the footer's navigation, in order. */
export const mainNav = [
  { to: paths.home, label: "Home" },
  { to: paths.about, label: "About" },
  { to: paths.products, label: "Products" },
  { to: paths.contact, label: "Contact" },
  { to: paths.careers, label: "Careers" },
] as const;

/** The admin's navigation: every admin page, each of which needs a signed-in administrator. */
export const adminNav = [
  { to: paths.admin, label: "Applications" },
  { to: paths.adminCards, label: "Application cards" },
  { to: paths.adminEnquiries, label: "Enquiries" },
  { to: paths.adminSpam, label: "Spam" },
  { to: paths.adminCatalogue, label: "Catalogue" },
  { to: paths.adminAudit, label: "Audit log" },
] as const;

/** The admin pages that need a session; without one the server sends the visitor to sign in. */
export const adminPagePaths: readonly string[] = adminNav.map((link) => link.to);
