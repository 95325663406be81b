// SAMPLE CONTENT — replace with the owner's real facts.
// The scripted chat assistant. Facts (phones, address, hours...) come from
// site.ts, so editing site.ts updates the replies too.
//
// How matching works (implemented elsewhere): the visitor's text is
// lower-cased, every character that is not a letter or digit becomes a space,
// and one space is added at each end. The rules below are then tried IN ORDER
// and the first rule with a keyword found inside that text wins; otherwise
// `chatDefaultReply` is used. Keywords are plain substrings, so:
//   - " hi " (with spaces) matches only the word "hi", never "which";
//   - "deliver" matches "deliver", "delivery" and "delivered";
//   - " call" matches "call", "calling", but not "medically";
//   - "open" and "time" appear only inside phrases ("you open", "what time"), so
//     "open an account", "job opening" and "full time job" reach the later rules.
// The ORDER of the rules is part of the specification; do not reorder them.

import { paths } from "#app/site-paths.ts";
import { jobCategories } from "./careers";
import { partnerBanner } from "./home";
import { partners } from "./partners";
import { phoneHref, site, whatsappHref } from "./site";

export type ChatLink = { label: string; href: string };
export type ChatRule = { topic: string; keywords: string[]; reply: string; links?: ChatLink[] };

const years = `${partnerBanner.yearsTarget}+`;
const [phone1, phone2, phone3] = site.phones;
const fullAddress = `${site.address.street}, ${site.address.locality}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;
const nearbyAreas = site.areaServed
  .filter((area) => area !== site.address.city)
  .slice(0, 5)
  .join(", ");

const callLink: ChatLink = { label: `Call ${phone1}`, href: phoneHref(phone1) };
const whatsappLink: ChatLink = {
  label: "Chat on WhatsApp",
  href: whatsappHref(site.whatsapp, `Hello ${site.shortName}, I have an enquiry.`),
};
const contactPage: ChatLink = { label: "Contact page", href: paths.contact };
const productsPage: ChatLink = { label: "Products page", href: paths.products };
const aboutPage: ChatLink = { label: "About us", href: paths.about };
const careersPage: ChatLink = { label: "Careers page", href: paths.careers };

export const chatGreeting: string = `Namaste! Welcome to ${site.name}. How can I help you today with our products, delivery, business hours, contact details or careers?`;

export const chatRules: ChatRule[] = [
  // ── Group 1: greetings, about, company, experience, products ──
  {
    topic: "greeting",
    keywords: [
      " hi ",
      " hii ",
      " hey ",
      "hello",
      "namaste",
      "namaskar",
      "good morning",
      "good afternoon",
      "good evening",
    ],
    reply: `Hello, and welcome to ${site.name}! Ask me about our products, delivery areas, business hours or how to reach our team.`,
    links: [productsPage, contactPage],
  },
  {
    topic: "about",
    keywords: ["about"],
    reply: `${site.name} is a licensed pharmaceutical wholesaler and distributor in ${site.address.city}, ${site.address.region}, serving hospitals, clinics and pharmacies since ${site.foundedYear}. You can read our story on the About page.`,
    links: [aboutPage],
  },
  {
    topic: "company",
    keywords: ["company", "who are you", "your firm"],
    reply: `We are ${site.name}, a pharmaceutical distribution company founded in ${site.address.city} in ${site.foundedYear}. We supply medicines, surgical disposables and medical consumables from licensed manufacturers to healthcare providers across Odisha.`,
    links: [aboutPage, contactPage],
  },
  {
    topic: "experience",
    keywords: [
      "experience",
      "how old",
      "history",
      "since when",
      "established",
      "founded",
      "how many years",
      "years in business",
    ],
    reply: `We have ${years} years of experience in pharmaceutical distribution, serving Odisha since ${site.foundedYear}. Many of our hospital and pharmacy customers have been with us for decades.`,
    links: [aboutPage],
  },
  {
    topic: "products",
    keywords: [
      "product",
      "catalog",
      "catalogue",
      "brand",
      "price list",
      "what do you sell",
      "what do you supply",
    ],
    reply: `We distribute products from ${partners.length} partner manufacturers across oncology, generic medicines, nephrology, OTC products, and surgical disposables and consumables. Search our partners and download the product list on the Products page.`,
    links: [productsPage, whatsappLink],
  },

  // ── Group 2: the three product categories ──
  {
    topic: "medical consumables",
    keywords: ["consumable", "gauze", "bandage", "cotton"],
    reply:
      "We stock everyday medical consumables such as cotton and gauze, bandages, examination gloves, adhesive tapes and dressings, in quantities suited to hospitals and pharmacies. Call or WhatsApp us for availability and rates.",
    links: [callLink, whatsappLink, productsPage],
  },
  {
    topic: "surgical disposables",
    keywords: ["surgical", "disposable", "syringe", "cannula", "catheter"],
    reply: `Yes, we supply sterile surgical disposables such as IV cannulas, infusion sets, syringes, catheters, gowns, drapes and masks from licensed manufacturers, delivered to hospitals and nursing homes in ${site.address.city} and nearby districts. Share your requirement and we will confirm stock and delivery.`,
    links: [callLink, whatsappLink, productsPage],
  },
  {
    topic: "otc products",
    keywords: [" otc ", "over the counter", "non prescription"],
    reply:
      "We supply popular over-the-counter products to retail pharmacies, including antacids, oral rehydration salts, pain-relief balms, vitamins and hygiene products. Ask us for current stock and trade terms.",
    links: [productsPage, whatsappLink],
  },

  // ── Group 3: contact, phone, email, address, location, hours, timing, open ──
  {
    topic: "contact",
    keywords: ["contact", "reach you", "get in touch", "talk to"],
    reply: `You can call us on ${phone1}, ${phone2} or ${phone3}, message us on WhatsApp, or email ${site.email}. Our hours: ${site.hours.text}.`,
    links: [callLink, whatsappLink, contactPage],
  },
  {
    topic: "phone",
    keywords: ["phone", " call", "number", "mobile", "whatsapp"],
    reply: `Please call us on ${phone1}, ${phone2} or ${phone3}, or message us on WhatsApp. Our hours: ${site.hours.text}.`,
    links: [callLink, whatsappLink],
  },
  {
    topic: "email",
    keywords: ["email", " mail"],
    reply: `Write to us at ${site.email} and our team will get back to you soon. You can also send an enquiry from our Contact page.`,
    links: [contactPage],
  },
  {
    topic: "address",
    keywords: ["address", "office", "visit", "godown", "warehouse"],
    reply: `Our address is ${fullAddress}. You are welcome to visit us during business hours: ${site.hours.text}.`,
    links: [contactPage, callLink],
  },
  {
    topic: "location",
    keywords: ["locat", "where", " map", "direction", "situated"],
    reply: `We are located in ${site.address.locality}, ${site.address.city}, and supply customers across ${site.address.city}, ${nearbyAreas} and other districts of Odisha. The Contact page has a map and directions.`,
    links: [contactPage],
  },
  {
    topic: "hours",
    keywords: ["hour"],
    reply: `Our business hours are ${site.hours.text}. Calls and WhatsApp messages are answered during these hours.`,
    links: [callLink, whatsappLink],
  },
  {
    topic: "timing",
    keywords: [
      "timing",
      "what time",
      "time do you",
      "time are you",
      "opening time",
      "closing time",
      "how much time",
    ],
    reply: `Our timings are ${site.hours.text}. Orders are taken and dispatched during these hours; call us to confirm delivery timing for your area.`,
    links: [callLink, whatsappLink],
  },
  {
    topic: "open",
    keywords: ["you open", "open today", "open now", "open on", "closed", "sunday", "holiday"],
    reply: `We are open ${site.hours.text}. Outside these hours, leave us a WhatsApp message or an enquiry and we will reply on the next working day.`,
    links: [whatsappLink, contactPage],
  },

  // ── Group 4: services, delivery, bulk, careers, jobs, apply, quality, certified ──
  {
    topic: "services",
    keywords: ["service", "what do you do"],
    reply:
      "We offer wholesale supply of medicines, surgical disposables and medical consumables, cold-chain storage for temperature-sensitive products, regular delivery routes and dedicated account support for hospitals, clinics and pharmacies.",
    links: [productsPage, contactPage],
  },
  {
    topic: "delivery",
    keywords: ["deliver", "shipping", "dispatch", "courier", "transport"],
    reply: `We deliver across ${site.address.city} and to ${nearbyAreas} and other nearby districts on regular routes. Orders within ${site.address.city} usually arrive the same or next working day; call us to confirm the schedule for your area.`,
    links: [callLink, whatsappLink],
  },
  {
    topic: "bulk",
    keywords: ["bulk", "wholesale", "large order", "minimum order", " moq ", "quantit", "discount"],
    reply:
      "Yes, bulk and wholesale supply is our core business. Send us your requirement list on WhatsApp or through the Contact page, and our sales team will share availability and rates.",
    links: [whatsappLink, contactPage],
  },
  {
    topic: "careers",
    keywords: ["career"],
    reply:
      "We are always glad to hear from people who want to grow with us in sales, administration, accounts, IT, delivery and packing. Visit our Careers page to send your application.",
    links: [careersPage],
  },
  {
    topic: "jobs",
    keywords: [
      " job",
      "vacanc",
      "hiring",
      "recruit",
      "work with you",
      "work for you",
      "employment",
    ],
    reply: `We hire for ${jobCategories.join(", ")} roles, full time, part time and as internships. Apply on our Careers page and we will contact you when a suitable opening comes up.`,
    links: [careersPage],
  },
  {
    topic: "apply",
    keywords: ["apply", "resume", " cv ", "application", "biodata"],
    reply:
      "To apply, fill in the form on our Careers page with your name, email, phone, job category and employment type, and attach your resume (PDF, DOC or DOCX, up to 5 MB). We will get in touch if your profile matches an opening.",
    links: [careersPage],
  },
  {
    topic: "quality",
    keywords: [
      "quality",
      "genuine",
      "authentic",
      "fake",
      "counterfeit",
      "expir",
      "cold chain",
      "storage",
      "temperature",
    ],
    reply:
      "We source only from licensed manufacturers, check every consignment on arrival, and store each product as its label requires, including cold-chain storage at 2–8 °C. Stock is supplied with a healthy remaining shelf life.",
    links: [aboutPage, callLink],
  },
  {
    topic: "certified",
    keywords: [
      "certif",
      "licen",
      "fda",
      "cdsco",
      "approv",
      "registered",
      "gst",
      "accredit",
      "legal",
      "authori",
    ],
    reply: site.regulatoryStatement,
    links: [aboutPage, contactPage],
  },

  // ── Group 5: thank, bye, help ──
  {
    topic: "thank",
    keywords: ["thank", " thx ", " ty "],
    reply: `You are most welcome! If you need anything else, we are just a call away on ${phone1}.`,
    links: [callLink, whatsappLink],
  },
  {
    topic: "bye",
    keywords: [" bye", "goodbye", "see you", " tata "],
    reply: `Thank you for visiting ${site.name}. Have a good day, and do reach out whenever you need us!`,
    links: [contactPage],
  },
  {
    topic: "help",
    keywords: ["help", "assist", "support"],
    reply:
      "I can tell you about our products, delivery areas, business hours, contact details, careers and licences. For anything else, our team is happy to help on call or WhatsApp.",
    links: [callLink, whatsappLink, contactPage],
  },
];

export const chatDefaultReply: { reply: string; links: ChatLink[] } = {
  reply: `Sorry, I did not quite catch that. I can help with products, delivery, business hours, contact details and careers, or you can speak to our team directly on ${phone1}.`,
  links: [callLink, whatsappLink, contactPage],
};
