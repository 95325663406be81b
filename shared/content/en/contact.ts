// Texts of the Contact page, in English: the page, the enquiry list above the form, the
// contact details and the map. The form's own texts are in ./forms.ts.

import { siteText } from "./site-text";

export const contact = {
  meta: {
    title: "Contact Us | {siteName}",
    description:
      "Call, WhatsApp or send us an enquiry. Find our Cuttack address on the map, our phone numbers and business hours: Monday to Saturday, 10 AM to 9 PM.",
  },
  breadcrumb: "Contact",
  title: "Contact us",
  lead: "Questions about a product, a bulk order or an account? Call, WhatsApp or write to us, and we will get back to you within a working day.",
  enquiryHeading: "Send us an enquiry",
  detailsHeading: "Get in touch",
  phone: "Phone",
  whatsapp: "WhatsApp",
  whatsappLink: "Message us on WhatsApp",
  email: "Email",
  hours: "Business hours",
  /** The card with the address (which stays as it is written), a landmark, directions and the map. */
  location: {
    heading: "Find us",
    landmark: "Landmark",
    /** The landmark itself, in the page's script (site.ts's, written in this language). */
    landmarkPlace: siteText.places.landmark,
    directions: "Directions",
    showMap: "Show map",
    hideMap: "Hide map",
    mapNote: "The map comes from OpenStreetMap and loads only when you ask for it.",
    mapTitle: `Map showing {company}, ${siteText.places.city}`,
  },
  list: {
    heading: "Your enquiry list ({count})",
    intro:
      "These items are sent with the form below. Change a quantity or remove an item first if you like.",
    quantityOf: "Quantity of {item}",
    remove: "Remove",
    removeLabel: "Remove {item}",
    whatsapp: "Send the list on WhatsApp",
    more: "Add more items",
    clear: "Clear the list",
    /** The first line of the WhatsApp message; one line per item follows. */
    whatsappText: "Hello, I would like to enquire about these items:",
  },
};

export type ContactText = typeof contact;
