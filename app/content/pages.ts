// SAMPLE CONTENT — replace with the owner's real facts.
// Title and meta description for each public route. Keep each description
// between 120 and 155 characters and different from the others.

import { site } from "./site";

export type PageKey =
  | "home"
  | "about"
  | "products"
  | "contact"
  | "careers"
  | "privacy"
  | "notFound"
  | "contactSent"
  | "careersSent";
export type PageMeta = { title: string; description: string };

export const pageMeta: Record<PageKey, PageMeta> = {
  home: {
    title: `${site.name} | Pharmaceutical Distributor in Cuttack, Odisha`,
    description: site.description,
  },
  about: {
    title: `About Us | ${site.name}`,
    description:
      "Our story since 1974: a Cuttack pharmaceutical wholesaler built on quality, trust and service. Read our mission, vision, values and common questions.",
  },
  products: {
    title: `Products & Partners | ${site.name}`,
    description:
      "Search our partner manufacturers in oncology, generic medicines, nephrology, OTC and surgical disposables, and download our product list as a PDF.",
  },
  contact: {
    title: `Contact Us | ${site.name}`,
    description:
      "Call, WhatsApp or send us an enquiry. Find our Cuttack address on the map, our phone numbers and business hours: Monday to Saturday, 10 AM to 9 PM.",
  },
  careers: {
    title: `Careers | ${site.name}`,
    description:
      "Join a trusted Cuttack pharmaceutical distributor. Apply for sales, admin, accounts, IT, delivery and packing roles: full time, part time or internship.",
  },
  privacy: {
    title: `Privacy Policy | ${site.name}`,
    description:
      "How we collect, use, keep and delete the personal data you share through our enquiry and job forms, and your rights under India's DPDP Act, 2023.",
  },
  notFound: {
    title: `Page Not Found | ${site.name}`,
    description:
      "Sorry, we could not find that page. Visit our home page, browse our partner manufacturers, or contact our Cuttack team for help with your enquiry.",
  },
  contactSent: {
    title: `Enquiry Sent | ${site.name}`,
    description: "Thank you for your enquiry. Our Cuttack team will get back to you soon.",
  },
  careersSent: {
    title: `Application Received | ${site.name}`,
    description:
      "Thank you for your job application. We have received your details and will get back to you soon.",
  },
};
