// Texts of the Contact page: its opening, the contact details and the location card.
// The facts themselves (phones, address, landmark, map position) live in site.ts.

import { site } from "./site";

export const contactPage = {
  title: "Contact us",
  lead: "Questions about a product, a bulk order or an account? Call, WhatsApp or write to us, and we will get back to you within a working day.",
  detailsHeading: "Get in touch",
  phoneLabel: "Phone",
  whatsappLabel: "WhatsApp",
  whatsappLink: "Message us on WhatsApp",
  emailLabel: "Email",
  hoursLabel: "Business hours",
  enquiryHeading: "Send us an enquiry",
  opensInNewTab: "(opens in a new tab)",
} as const satisfies Record<string, string>;

export const locationCard = {
  heading: "Find us",
  landmarkLabel: "Landmark",
  directions: "Directions",
  showMap: "Show map",
  hideMap: "Hide map",
  mapNote: "The map comes from OpenStreetMap and loads only when you ask for it.",
  mapTitle: `Map showing ${site.name}, ${site.address.city}`,
  opensInNewTab: "(opens in a new tab)",
} as const satisfies Record<string, string>;

/**
 * The three ways to act shown over the home page's hero, so a visitor can act from the first
 * screen (here, not in home.ts, whose texts the build bundles into a chunk every page loads).
 */
export const firstScreenActions = {
  /** Names the group for screen readers. */
  label: "Get in touch",
  call: "Call",
  whatsapp: "WhatsApp",
  enquire: "Enquire",
  opensInNewTab: "(opens in a new tab)",
} as const satisfies Record<string, string>;
