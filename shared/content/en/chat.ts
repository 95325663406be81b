// SAMPLE CONTENT — replace with the owner's real facts.
// The chat assistant's words in English: its greeting, one reply per topic of
// shared/content/chat-rules.ts (which says what each topic listens for) and the labels of the
// link buttons under a reply. Facts (name, phones, email, address, hours…) are {placeholders}
// filled from the published content (shared/content/fact-values.ts), as is {partnerCount}, how
// many partner companies it lists. The owner edits these texts with the others (SiteTexts).

import { jobCategories } from "#shared/content/careers.ts";
import { chatFacts } from "#shared/content/chat-facts.ts";
import type { ChatTopic } from "#shared/content/chat-rules.ts";
import { siteText } from "./site-text";

const { years } = chatFacts;
const { locality, city } = siteText.places;
const nearbyAreas = chatFacts.nearbyAreas(siteText.places);

export const chat = {
  greeting:
    "Namaste! Welcome to {siteName}. How can I help you today with our products, delivery, business hours, contact details or careers?",
  links: {
    call: "Call {phone1}",
    whatsapp: "Chat on WhatsApp",
    contact: "Contact page",
    products: "Products page",
    about: "About us",
    careers: "Careers page",
    account: "Account page",
    accountBills: "Bills and payments",
    accountReturns: "Returns",
  },
  /** The first words of a WhatsApp chat opened from a reply. */
  whatsappText: "Hello {shortName}, I have an enquiry.",
  replies: {
    greeting:
      "Hello, and welcome to {siteName}! Ask me about our products, delivery areas, business hours or how to reach our team.",
    about: `{siteName} is a licensed pharmaceutical wholesaler and distributor in ${city}, Odisha, serving hospitals, clinics and pharmacies since {foundedYear}. You can read our story on the About page.`,
    company: `We are {siteName}, a pharmaceutical distribution company founded in ${city} in {foundedYear}. We supply medicines, surgical disposables and medical consumables from licensed manufacturers to healthcare providers across Odisha.`,
    experience: `We have ${years} years of experience in pharmaceutical distribution, serving Odisha since {foundedYear}. Many of our hospital and pharmacy customers have been with us for decades.`,
    products: `We distribute products from {partnerCount} partner manufacturers across oncology, generic medicines, nephrology, OTC products, and surgical disposables and consumables. Search our partners and download the product list on the Products page.`,
    "medical consumables":
      "We stock everyday medical consumables such as cotton and gauze, bandages, examination gloves, adhesive tapes and dressings, in quantities suited to hospitals and pharmacies. Call or WhatsApp us for availability and rates.",
    "surgical disposables": `Yes, we supply sterile surgical disposables such as IV cannulas, infusion sets, syringes, catheters, gowns, drapes and masks from licensed manufacturers, delivered to hospitals and nursing homes in ${city} and nearby districts. Share your requirement and we will confirm stock and delivery.`,
    "otc products":
      "We supply popular over-the-counter products to retail pharmacies, including antacids, oral rehydration salts, pain-relief balms, vitamins and hygiene products. Ask us for current stock and trade terms.",
    contact:
      "You can call us on {phone1}, {phone2} or {phone3}, message us on WhatsApp, or email {email}. Our hours: {hours}.",
    phone:
      "Please call us on {phone1}, {phone2} or {phone3}, or message us on WhatsApp. Our hours: {hours}.",
    email:
      "Write to us at {email} and our team will get back to you soon. You can also send an enquiry from our Contact page.",
    address:
      "Our address is {address}. You are welcome to visit us during business hours: {hours}.",
    location: `We are located in ${locality}, ${city}, and supply customers across ${city}, ${nearbyAreas} and other districts of Odisha. The Contact page has a map and directions.`,
    hours:
      "Our business hours are {hours}. Calls and WhatsApp messages are answered during these hours.",
    timing:
      "Our timings are {hours}. Orders are taken and dispatched during these hours; call us to confirm delivery timing for your area.",
    open: "We are open {hours}. Outside these hours, leave us a WhatsApp message or an enquiry and we will reply on the next working day.",
    services:
      "We offer wholesale supply of medicines, surgical disposables and medical consumables, cold-chain storage for temperature-sensitive products, regular delivery routes and dedicated account support for hospitals, clinics and pharmacies.",
    delivery: `We deliver across ${city} and to ${nearbyAreas} and other nearby districts on regular routes. Orders within ${city} usually arrive the same or next working day; call us to confirm the schedule for your area.`,
    // Agrees with the About page's FAQ on the minimum order (which depends on the route).
    bulk: `Wholesale supply is our core business. Account holders order any quantity; outside ${city} a minimum order value per delivery may apply, depending on the route. On the Account page customers see our rates and schemes and place orders; new customers request access there.`,
    careers:
      "We are always glad to hear from people who want to grow with us in sales, administration, accounts, IT, delivery and packing. Visit our Careers page to send your application.",
    jobs: `We hire for ${jobCategories.join(", ")} roles, full time, part time and as internships. Apply on our Careers page and we will contact you when a suitable opening comes up.`,
    apply:
      "To apply, fill in the form on our Careers page with your name, email, phone, job category and employment type, and attach your resume ({resumeTypes}, up to {maxResumeMb} MB). We will get in touch if your profile matches an opening.",
    quality:
      "We source only from licensed manufacturers, check every consignment on arrival, and store each product as its label requires, including cold-chain storage at 2–\u20608\u00a0°C. Stock is supplied with a healthy remaining shelf life.",
    certified: siteText.regulatoryStatement,
    thank: "You are most welcome! If you need anything else, we are just a call away on {phone1}.",
    bye: "Thank you for visiting {siteName}. Have a good day, and do reach out whenever you need us!",
    help: "I can tell you about our products, delivery areas, business hours, contact details, careers and licences. For anything else, our team is happy to help on call or WhatsApp.",
  } satisfies Record<ChatTopic, string>,
  fallback:
    "Sorry, I did not quite catch that. I can help with products, delivery, business hours, contact details and careers, or you can speak to our team directly on {phone1}.",
  /** An answer from the item list: the cards' heading, the link to the whole search, none found. */
  items: {
    found: {
      one: "This item in our list matches “{query}”:",
      other: "These {count} items in our list match “{query}”:",
    },
    seeAll: "See all results for “{query}”",
    nothing:
      "I could not find “{query}” in our item list. We may still be able to get it for you: call us or send a WhatsApp message.",
  },
};

export type ChatText = typeof chat;
