// AWAITING THE OWNER'S REVIEW (shared/content/languages.ts): a trade customer's orders, in
// Hindi: the customer's mails, the server's answers to the order calls and the order page
// written by the server for browsers without JavaScript.

import type { OrderMailText } from "#shared/content/en/order-mail.ts";

export const reviewed = false;

export const orderMail: OrderMailText = {
  receivedSubject: "ऑर्डर {number} मिल गया – {company}",
  receivedText:
    "नमस्कार। {shopName} का {date} को दिया गया ऑर्डर {number} हमें मिल गया है। हम इसे जाँचेंगे और स्वीकार होते ही आपको बताएँगे।",
  statusSubject: "ऑर्डर {number}: {status} – {company}",
  statusText: {
    held: "नमस्कार। {shopName} का ऑर्डर {number} हमें मिल गया है, पर अभी यह रोका गया है।",
    received:
      "नमस्कार। {shopName} का ऑर्डर {number} अब रोका नहीं गया है। हम इसे जाँचेंगे और स्वीकार होते ही आपको बताएँगे।",
    accepted: "नमस्कार। {shopName} का ऑर्डर {number} हमने स्वीकार कर लिया है। भेजे जाने पर हम आपको बताएँगे।",
    dispatched: "नमस्कार। {shopName} का ऑर्डर {number} भेज दिया गया है।",
    delivered: "नमस्कार। {shopName} का ऑर्डर {number} डिलीवर हो गया है। हमसे ऑर्डर करने के लिए धन्यवाद।",
    cancelled:
      "नमस्कार। {shopName} का ऑर्डर {number} रद्द कर दिया गया है। इस बारे में कोई सवाल हो तो कृपया हमें फ़ोन करें।",
  },
  heldSubject: "ऑर्डर {number} रोका गया – {company}",
  payLink: "अपने बिल देखें और भुगतान करें: {link}",
  staffNote: "हमारा नोट: {note}",
  yourNote: "आपका नोट: {note}",
  placedByStaff: "यह ऑर्डर हमारे कर्मचारी ने आपके लिए दिया है।",
  items: "आइटम",
  withFree: "{quantity} + {free} फ़्री",
  supplied: "सप्लाई {supplied}",
  estimate: {
    ordered: "ऑर्डर की अनुमानित राशि",
    supplied: "सप्लाई की अनुमानित राशि",
    beforeGst: "GST के बिना",
    gst: "GST (अनुमानित)",
    withGst: "GST सहित कुल (अनुमानित)",
    unpriced: {
      one: "{count} लाइन का रेट अभी तय नहीं है, वह जोड़ी नहीं गई है।",
      other: "{count} लाइनों का रेट अभी तय नहीं है, वे जोड़ी नहीं गई हैं।",
    },
    mayDiffer: "यह अनुमान है: बिल इससे अलग हो सकता है।",
  },
  seeOrders: "अपने ऑर्डर देखें: {link}",
  answers: {
    notInCatalogue: "कुछ आइटम अब हमारी सूची में नहीं हैं। कृपया उन्हें अपने ऑर्डर से हटाएँ, या हमें फ़ोन करें।",
    lineNotInCatalogue: "यह आइटम अब हमारी सूची में नहीं है।",
    badQuantity: "कृपया 1 से {maxItemQuantity} तक की मात्रा लिखें।",
    emptyList: "आपकी ऑर्डर सूची खाली है। ऑर्डर देने से पहले कृपया आइटम जोड़ें।",
    listFull: "आपकी ऑर्डर सूची भर गई है। कृपया पहले यह ऑर्डर दें, या कुछ लाइनें हटाएँ।",
    noSuchLine: "वह लाइन अब आपकी ऑर्डर सूची में नहीं है। कृपया सूची फिर से देखें।",
    tooMany: "आपने पिछले एक घंटे में कई ऑर्डर दिए हैं। कृपया थोड़ी देर रुककर फिर कोशिश करें, या हमें फ़ोन करें।",
    tooLarge: "ऑर्डर बहुत बड़ा है। कृपया कम आइटम या छोटा नोट भेजें।",
    needsConfirm: "बताई गई बड़ी मात्राएँ जाँच लें, फिर ऑर्डर जैसा है वैसा दें या मात्रा बदलें।",
    keyReused:
      "यह ऑर्डर पहले ही दूसरे आइटम के साथ दिया जा चुका है। कृपया अपनी ऑर्डर सूची फिर से खोलें और वहीं से ऑर्डर दें।",
    notFound: "ऐसा कोई ऑर्डर नहीं है।",
  },
  page: {
    title: "आपकी ऑर्डर सूची",
    signedOut: "आज के रेट के साथ अपनी ऑर्डर सूची देखने और ऑर्डर देने के लिए साइन इन करें।",
    signIn: "साइन इन करें",
    change: "बदलें",
    callToChange: "ऑर्डर देने के बाद उसे बदलने या रद्द करने के लिए कृपया हमें {phone} पर फ़ोन करें।",
  },
};
