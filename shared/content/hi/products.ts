// AWAITING THE OWNER'S REVIEW (shared/content/languages.ts): the Products page, in Hindi. Company
// and item names are never translated.

import type { ProductsText } from "#shared/content/en/products.ts";

export const reviewed = false;

export const products: ProductsText = {
  meta: {
    title: "उत्पाद और साझेदार | {siteName}",
    description:
      "कैंसर, जेनेरिक दवाइयों, किडनी रोग, OTC और सर्जिकल डिस्पोज़ेबल्स में हमारे साझेदार निर्माताओं को खोजें, और हमारी उत्पाद सूची PDF में डाउनलोड करें।",
  },
  breadcrumb: "उत्पाद",
  title: "उत्पाद और साझेदार",
  lead: "हम पाँच विशेष श्रेणियों में {count} भरोसेमंद निर्माताओं के उत्पादों का वितरण करते हैं।",
  download: "उत्पाद सूची डाउनलोड करें (PDF)",
  specialties: {
    Oncology: "कैंसर (ऑन्कोलॉजी)",
    "Generic Medicines": "जेनेरिक दवाइयाँ",
    Nephrology: "किडनी रोग (नेफ़्रोलॉजी)",
    "OTC (Over-the-Counter)": "OTC (बिना पर्ची की दवाइयाँ)",
    "Surgical Disposables & Consumables": "सर्जिकल डिस्पोज़ेबल्स और कंज़्यूमेबल्स",
  },
  specialtyShort: {
    Oncology: "कैंसर",
    "Generic Medicines": "जेनेरिक",
    Nephrology: "किडनी",
    "OTC (Over-the-Counter)": "OTC",
    "Surgical Disposables & Consumables": "सर्जिकल",
  },
  search: {
    heading: "दवाइयाँ खोजें",
    intro:
      "ब्रांड, कंपोज़िशन (साल्ट) या कंपनी के नाम से हमारी आइटम सूची में खोजें। स्पेलिंग ग़लत हो तो भी चलेगा। ज़रूरी आइटम अपनी पूछताछ सूची में जोड़ें और संपर्क पेज से भेजें।",
    introSignedIn:
      "ब्रांड, कंपोज़िशन (साल्ट) या कंपनी के नाम से हमारी आइटम सूची में खोजें। स्पेलिंग ग़लत हो तो भी चलेगा। ज़रूरी आइटम अपने रेट पर अपने ऑर्डर में जोड़ें और खाता पेज से ऑर्डर दें।",
    label: "दवाइयाँ",
    query: "ब्रांड, कंपोज़िशन या कंपनी",
    placeholder: "जैसे paracetamol 650",
    category: "श्रेणी",
    allCategories: "सभी श्रेणियाँ",
    company: "कंपनी",
    allCompanies: "सभी कंपनियाँ",
    companyItems: { one: "{company}: {count} आइटम", other: "{company}: {count} आइटम" },
    submit: "खोजें",
    searching: "खोज रहे हैं…",
    failed: "अभी खोज नहीं हो पाई। कृपया फिर से कोशिश करें, या हमें कॉल करें।",
    found: { one: "{count} दवा मिली", other: "{count} दवाइयाँ मिलीं" },
    more: "और दवाइयाँ दिखाएँ",
    quantity: "मात्रा",
    add: "पूछताछ में जोड़ें",
    addLabel: "पूछताछ में जोड़ें: {item}",
    added: "आपकी पूछताछ सूची में जुड़ गया",
    nothingFor: "“{query}” के लिए कोई दवा नहीं मिली।",
    nothing: "कोई दवा नहीं मिली।",
    nothingHelp: "हो सकता है हम फिर भी इसे आपके लिए मँगवा सकें। हमें कॉल करें, WhatsApp संदेश या पूछताछ भेजें।",
    call: "{phone} पर कॉल करें",
    whatsapp: "WhatsApp",
    enquire: "पूछताछ भेजें",
    askWhatsapp: "नमस्ते, क्या आपके पास {item} है?",
    thisMedicine: "यह दवा",
  },
  partners: {
    label: "साझेदार कंपनियाँ",
    heading: "हमारी साझेदार कंपनियाँ",
    search: "साझेदार कंपनियाँ खोजें",
    placeholder: "कंपनी का नाम लिखें",
    filter: "श्रेणी के अनुसार छाँटें",
    all: "सभी",
    none: "आपकी खोज से मिलती कोई कंपनी नहीं मिली।",
    showing: "{total} में से {shown} कंपनियाँ दिख रही हैं",
    seeItemsOf: "{company} के आइटम देखें",
    onRequest: "आइटम माँगने पर उपलब्ध",
  },
};
