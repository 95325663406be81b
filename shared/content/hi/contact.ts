// AWAITING THE OWNER'S REVIEW (shared/content/languages.ts): the Contact page, in Hindi.

import { siteText } from "./site-text";
import type { ContactText } from "#shared/content/en/contact.ts";

export const reviewed = false;

export const contact: ContactText = {
  meta: {
    title: "संपर्क करें | {siteName}",
    description:
      "कॉल करें, WhatsApp करें या पूछताछ भेजें। नक्शे पर हमारा कटक का पता, फ़ोन नंबर और कामकाज का समय देखें: सोमवार से शनिवार, सुबह 10 से रात 9 बजे तक।",
  },
  breadcrumb: "संपर्क",
  title: "हमसे संपर्क करें",
  lead: "किसी उत्पाद, बड़े ऑर्डर या खाते के बारे में सवाल है? कॉल करें, WhatsApp करें या लिखें, हम एक कार्यदिवस के भीतर जवाब देंगे।",
  enquiryHeading: "हमें पूछताछ भेजें",
  detailsHeading: "संपर्क करें",
  phone: "फ़ोन",
  whatsapp: "WhatsApp",
  whatsappLink: "WhatsApp पर संदेश भेजें",
  email: "ईमेल",
  hours: "कामकाज का समय",
  location: {
    heading: "हम कहाँ हैं",
    landmark: "लैंडमार्क",
    /** The landmark itself, in the page's script (site.ts's, written in this language). */
    landmarkPlace: siteText.places.landmark,
    directions: "रास्ता देखें",
    showMap: "नक्शा दिखाएँ",
    hideMap: "नक्शा छिपाएँ",
    mapNote: "नक्शा OpenStreetMap से आता है और केवल आपके कहने पर ही खुलता है।",
    mapTitle: `{company}, ${siteText.places.city} को दिखाता नक्शा`,
  },
  list: {
    heading: "आपकी पूछताछ सूची ({count})",
    intro: "ये आइटम नीचे दिए फ़ॉर्म के साथ भेजे जाएँगे। चाहें तो पहले मात्रा बदलें या कोई आइटम हटाएँ।",
    quantityOf: "{item} की मात्रा",
    remove: "हटाएँ",
    removeLabel: "{item} हटाएँ",
    whatsapp: "सूची WhatsApp पर भेजें",
    more: "और आइटम जोड़ें",
    clear: "सूची खाली करें",
    whatsappText: "नमस्ते, मुझे इन आइटम के बारे में पूछताछ करनी है:",
  },
};
