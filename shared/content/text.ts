// Every text a visitor reads, by language. Pages take theirs from here in their loaders, at
// build time (docs/decisions/0016-languages.md): only the page's own texts, in its own language,
// reach the browser. The server takes its pages' and answers' texts from here too. Browser code
// never imports this module: that would ship every language to every page.

import { localeOfPath, locales, type Locale } from "#shared/site-paths.ts";
import { withFacts, type QuotedFacts } from "./fact-values";
import { withLimits } from "./limit-values";
import { partners } from "./partners";
import { site } from "./site";
import type { FormsText } from "./en/forms";
import type { PrivacyText } from "./en/privacy";
import { about as enAbout } from "./en/about";
import { account as enAccount } from "./en/account";
import { bills as enBills } from "./en/bills";
import { careers as enCareers } from "./en/careers";
import { chat as enChat } from "./en/chat";
import { common as enCommon } from "./en/common";
import { contact as enContact } from "./en/contact";
import { forms as enForms } from "./en/forms";
import { home as enHome } from "./en/home";
import { orderMail as enOrderMail } from "./en/order-mail";
import { orderMessage as enOrderMessage } from "./en/order-message";
import { orders as enOrders } from "./en/orders";
import { privacy as enPrivacy } from "./en/privacy";
import { products as enProducts } from "./en/products";
import { returns as enReturns } from "./en/returns";
import { server as enServer } from "./en/server";
import { about as hiAbout } from "./hi/about";
import { account as hiAccount } from "./hi/account";
import { bills as hiBills } from "./hi/bills";
import { careers as hiCareers } from "./hi/careers";
import { chat as hiChat } from "./hi/chat";
import { common as hiCommon } from "./hi/common";
import { contact as hiContact } from "./hi/contact";
import { forms as hiForms } from "./hi/forms";
import { home as hiHome } from "./hi/home";
import { orderMail as hiOrderMail } from "./hi/order-mail";
import { orderMessage as hiOrderMessage } from "./hi/order-message";
import { orders as hiOrders } from "./hi/orders";
import { privacy as hiPrivacy } from "./hi/privacy";
import { products as hiProducts } from "./hi/products";
import { returns as hiReturns } from "./hi/returns";
import { server as hiServer } from "./hi/server";
import { about as orAbout } from "./or/about";
import { account as orAccount } from "./or/account";
import { bills as orBills } from "./or/bills";
import { careers as orCareers } from "./or/careers";
import { chat as orChat } from "./or/chat";
import { common as orCommon } from "./or/common";
import { contact as orContact } from "./or/contact";
import { forms as orForms } from "./or/forms";
import { home as orHome } from "./or/home";
import { orderMail as orOrderMail } from "./or/order-mail";
import { orderMessage as orOrderMessage } from "./or/order-message";
import { orders as orOrders } from "./or/orders";
import { privacy as orPrivacy } from "./or/privacy";
import { products as orProducts } from "./or/products";
import { returns as orReturns } from "./or/returns";
import { server as orServer } from "./or/server";

const english = {
  about: enAbout,
  account: enAccount,
  bills: enBills,
  careers: enCareers,
  chat: enChat,
  common: enCommon,
  contact: enContact,
  forms: enForms,
  home: enHome,
  orderMail: enOrderMail,
  orderMessage: enOrderMessage,
  orders: enOrders,
  privacy: enPrivacy,
  products: enProducts,
  returns: enReturns,
  server: enServer,
};

export type SiteTexts = typeof english;

/**
 * Every language's texts as written, each limit and each quoted fact still a {placeholder} (for
 * the translation checks and the content document's seed).
 */
export const catalogues: Record<Locale, SiteTexts> = {
  en: english,
  or: {
    about: orAbout,
    account: orAccount,
    bills: orBills,
    careers: orCareers,
    chat: orChat,
    common: orCommon,
    contact: orContact,
    forms: orForms,
    home: orHome,
    orderMail: orOrderMail,
    orderMessage: orOrderMessage,
    orders: orOrders,
    privacy: orPrivacy,
    products: orProducts,
    returns: orReturns,
    server: orServer,
  },
  hi: {
    about: hiAbout,
    account: hiAccount,
    bills: hiBills,
    careers: hiCareers,
    chat: hiChat,
    common: hiCommon,
    contact: hiContact,
    forms: hiForms,
    home: hiHome,
    orderMail: hiOrderMail,
    orderMessage: hiOrderMessage,
    orders: hiOrders,
    privacy: hiPrivacy,
    products: hiProducts,
    returns: hiReturns,
    server: hiServer,
  },
};

/**
 * What the content sets that texts state besides the facts: the owner's retention period (the
 * shipped limit without it) and how many partner companies there are (the chat quotes it).
 */
export type ContentCounts = { retentionDays?: number; partnerCount: number };

/**
 * One language's texts as visitors read them: the limits of shared/limits.ts, the content's
 * counts and the facts they quote (`site`, and the language's own `common.hours`) filled in.
 */
export const filledTexts = (
  written: SiteTexts,
  site: QuotedFacts,
  counts: ContentCounts,
): SiteTexts =>
  withFacts(site, written.common.hours, withLimits(written.common.listOr, written, counts));

/** Every language's texts as visitors read them, with the shipped facts (site.ts) and partners. */
export const texts = Object.fromEntries(
  locales.map((locale) => [
    locale,
    filledTexts(catalogues[locale], site, { partnerCount: partners.length }),
  ]),
) as Record<Locale, SiteTexts>;

/** The language of the page a request asks for, by its path (never by its headers). */
export const localeOfRequest = (request: Request): Locale =>
  localeOfPath(new URL(request.url).pathname);

/** The texts of the language a request's page is in. */
export const textsFor = (request: Request): SiteTexts => texts[localeOfRequest(request)];

/**
 * How a build's forms reach the company: stored by its server (and deleted after the promised
 * period), or only sent by email to the company's inbox (the static build).
 */
export type Delivery = "stored" | "emailed";

/**
 * What a page with a form needs of the forms' texts: the words both forms share and its own,
 * with the consent notice that tells how this build delivers the form.
 */
export function formTexts<Form extends "enquiry" | "application">(
  forms: FormsText,
  form: Form,
  delivery: Delivery,
) {
  const { required, honeypot, privacyLink, validation } = forms;
  const { consentByEmail, ...fields } = forms[form];
  const consent = delivery === "emailed" ? consentByEmail : fields.consent;
  return { required, honeypot, privacyLink, validation, fields: { ...fields, consent } };
}

/** The privacy notice as this build keeps its promises: a section may say otherwise by email. */
export function privacyFor(privacy: PrivacyText, delivery: Delivery) {
  const sections = privacy.sections.map(({ byEmail, ...section }) =>
    delivery === "emailed" && byEmail ? { ...section, paragraphs: byEmail } : section,
  );
  return { ...privacy, sections };
}
