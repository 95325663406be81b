// Texts of every public page's frame, in English: navigation, header, footer, the chat
// assistant's panel, the language switcher, the not-found and error pages. Odia and Hindi
// keep the same keys in ../or/common.ts and ../hi/common.ts (a missing or extra key fails the
// typecheck). Words in {braces} are filled in by the page; keep them in every language.

import { site } from "#shared/content/site.ts";
import { siteText } from "./site-text";

export const common = {
  tagline: siteText.tagline,
  hours: siteText.hours,
  /** The banner of the owner's notices at the top of every page: its name for screen readers. */
  notices: "Notice",
  /** The days the business is closed, under the hours (the owner's closures). */
  closures: {
    closedOn: "Closed on {date}: {reason}",
    closedFromTo: "Closed from {from} to {to}: {reason}",
    closedToday: "Closed today: {reason}",
    closedTodayTo: "Closed from today to {to}: {reason}",
  },
  /** The labels of the registration facts in the footer and on About (values from site.ts). */
  registration: {
    registeredName: "Registered name",
    gstin: "GSTIN",
    /** One per licence in site.ts, in its order. */
    licences: site.registration.drugLicences.map((licence) => licence.label),
  },
  /** The word between the last two of a list of alternatives ("PDF, DOC or DOCX"). */
  listOr: "or",
  skipLink: "Skip to main content",
  nav: {
    label: "Main",
    home: "Home",
    about: "About",
    products: "Products",
    contact: "Contact",
    careers: "Careers",
  },
  header: {
    /** Read after the company name by screen readers: the logo links home. */
    homeSuffix: ", home",
    callUs: "Call us",
    callUsLabel: "Call us: phone and WhatsApp options",
    menu: "Menu",
  },
  contactMenu: {
    call: "Call {phone}",
    /** The same where the number is said only to screen readers. */
    callShort: "Call",
    whatsapp: "WhatsApp",
  },
  /** Said after a link that opens in a new tab, for screen readers. */
  newTab: " (opens in a new tab)",
  /** The first words of a WhatsApp chat started from a page, so the staff know where it began. */
  whatsappGreeting: "Hello {company}, I am on your website's {page} page and have a question: ",
  pageNames: {
    home: "home",
    about: "about",
    products: "products",
    contact: "contact",
    careers: "careers",
    privacy: "privacy",
    account: "account",
  },
  /** A quantity box holding anything but a whole number in range: said at the box. */
  quantityInvalid: "Please enter a whole number from 1 to {maxItemQuantity}.",
  enquiryBadge: {
    one: "Your enquiry list: {count} item",
    other: "Your enquiry list: {count} items",
  },
  /** The language switcher's name for screen readers. */
  languages: "Language",
  footer: {
    label: "Footer",
    explore: "Explore",
    privacy: "Privacy policy",
    productList: "Product list (PDF)",
    getInTouch: "Get in touch",
    whatsapp: "Chat on WhatsApp",
    linkedin: "{company} on LinkedIn (opens in a new tab)",
    rights: "© {year} {company}. All rights reserved.",
    websiteBy: "Website by {developer}",
    developer: "Developer's contact",
    developerLabel: "Developer's contact: {developer}, phone and WhatsApp options",
  },
  chat: {
    title: "{company} assistant",
    subtitle: "Automated answers, around the clock",
    open: "Chat with us",
    close: "Close chat",
    log: "Chat messages",
    you: "You: ",
    assistant: "Assistant: ",
    typing: "Assistant is typing…",
    inputLabel: "Type your message",
    placeholder: "Ask about products, delivery, hours…",
    send: "Send message",
    /** The chat button's panel before the chat itself has loaded. */
    talkToUs: "Talk to us",
    opening: "Opening the chat…",
    /** The chat's answers could not be fetched (offline, or the page is older than the site). */
    unavailable:
      "The assistant could not start: check your connection and reload the page, or talk to a person with the links above.",
    /** Names the quick Call, WhatsApp and enquiry links. */
    people: "Talk to a person",
    enquire: "Send an enquiry",
  },
  notFound: {
    meta: {
      title: "Page Not Found | {siteName}",
      description:
        "Sorry, we could not find that page. Visit our home page, browse our partner manufacturers, or contact our Cuttack team for help with your enquiry.",
    },
    title: "Page not found",
    lead: "We could not find the page you were looking for.",
    help: "It may have moved. These pages may help:",
    home: "Home",
    products: "Products",
    contact: "Contact us",
  },
  /** A page that fails while rendering. The heading is the specification's, word for word. */
  error: {
    title: "Unexpected Application Error!",
    text: "Something went wrong while showing this page. Please try again, or go back to the home page.",
    home: "Back to the home page",
    /** The link in an island's own error box (the rest of the page keeps working). */
    reload: "Reload the page",
  },
};

export type CommonText = typeof common;
