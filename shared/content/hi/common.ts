// AWAITING THE OWNER'S REVIEW (shared/content/languages.ts): the frame of every page, in Hindi.
// Same keys as ../en/common.ts; words in {braces} are filled in by the page, keep them.

import type { CommonText } from "#shared/content/en/common.ts";
import { siteText } from "./site-text";

export const reviewed = false;

export const common: CommonText = {
  tagline: siteText.tagline,
  hours: siteText.hours,
  notices: "सूचना",
  closures: {
    closedOn: "{date} को बंद: {reason}",
    closedFromTo: "{from} से {to} तक बंद: {reason}",
    closedToday: "आज बंद: {reason}",
    closedTodayTo: "आज से {to} तक बंद: {reason}",
  },
  registration: {
    registeredName: "पंजीकृत नाम",
    gstin: "GSTIN",
    // One per licence in site.ts, in its order: keep them in step when the owner changes those.
    licences: ["थोक ड्रग लाइसेंस, फ़ॉर्म 20B", "थोक ड्रग लाइसेंस, फ़ॉर्म 21B"],
  },
  listOr: "या",
  skipLink: "मुख्य सामग्री पर जाएँ",
  nav: {
    label: "मुख्य",
    home: "होम",
    about: "हमारे बारे में",
    products: "उत्पाद",
    contact: "संपर्क",
    careers: "करियर",
  },
  header: {
    homeSuffix: ", होम",
    callUs: "कॉल करें",
    callUsLabel: "हमें कॉल करें: फ़ोन और WhatsApp के विकल्प",
    menu: "मेन्यू",
  },
  contactMenu: {
    call: "{phone} पर कॉल करें",
    callShort: "कॉल करें",
    whatsapp: "WhatsApp",
  },
  newTab: " (नए टैब में खुलेगा)",
  whatsappGreeting: "नमस्ते {company}, मैं आपकी वेबसाइट के {page} पेज पर हूँ और मेरा एक सवाल है: ",
  pageNames: {
    home: "होम",
    about: "परिचय",
    products: "उत्पाद",
    contact: "संपर्क",
    careers: "करियर",
    privacy: "गोपनीयता",
    account: "खाता",
  },
  quantityInvalid: "कृपया 1 से {maxItemQuantity} तक की पूरी संख्या लिखें।",
  enquiryBadge: {
    one: "आपकी पूछताछ सूची: {count} आइटम",
    other: "आपकी पूछताछ सूची: {count} आइटम",
  },
  languages: "भाषा",
  footer: {
    label: "फ़ुटर लिंक",
    explore: "उपयोगी लिंक",
    privacy: "गोपनीयता नीति",
    productList: "उत्पाद सूची (PDF)",
    getInTouch: "संपर्क करें",
    whatsapp: "WhatsApp पर बात करें",
    linkedin: "LinkedIn पर {company} (नए टैब में खुलेगा)",
    rights: "© {year} {company}। सर्वाधिकार सुरक्षित।",
    websiteBy: "वेबसाइट निर्माता: {developer}",
    developer: "डेवलपर से संपर्क",
    developerLabel: "डेवलपर से संपर्क: {developer}, फ़ोन और WhatsApp के विकल्प",
  },
  chat: {
    title: "{company} सहायक",
    subtitle: "स्वचालित जवाब, चौबीसों घंटे",
    open: "चैट करें",
    close: "चैट बंद करें",
    log: "चैट संदेश",
    you: "आप: ",
    assistant: "सहायक: ",
    typing: "सहायक लिख रहा है…",
    inputLabel: "अपना संदेश लिखें",
    placeholder: "उत्पाद, डिलीवरी, समय के बारे में पूछें…",
    send: "संदेश भेजें",
    talkToUs: "हमसे बात करें",
    opening: "चैट खुल रही है…",
    unavailable:
      "सहायक शुरू नहीं हो सका: अपना कनेक्शन जाँचें और पेज दोबारा खोलें, या ऊपर के लिंक से किसी व्यक्ति से बात करें।",
    people: "किसी व्यक्ति से बात करें",
    enquire: "पूछताछ भेजें",
  },
  notFound: {
    meta: {
      title: "पेज नहीं मिला | {siteName}",
      description:
        "माफ़ कीजिए, वह पेज नहीं मिला। हमारा होम पेज देखें, हमारे साझेदार निर्माताओं की सूची देखें, या अपनी पूछताछ के लिए कटक में हमारी टीम से संपर्क करें।",
    },
    title: "पेज नहीं मिला",
    lead: "आप जो पेज ढूँढ रहे थे, वह हमें नहीं मिला।",
    help: "हो सकता है यह पेज कहीं और चला गया हो। ये पेज आपकी मदद कर सकते हैं:",
    home: "होम",
    products: "उत्पाद",
    contact: "संपर्क करें",
  },
  error: {
    title: "अनपेक्षित त्रुटि!",
    text: "यह पेज दिखाते समय कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें, या होम पेज पर लौट जाएँ।",
    home: "होम पेज पर लौटें",
    reload: "पेज फिर से लोड करें",
  },
};
