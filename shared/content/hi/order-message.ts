// AWAITING THE OWNER'S REVIEW (shared/content/languages.ts): an order from a message or an
// indent, in Hindi: pasting a WhatsApp message or uploading an indent, checking the lines read
// from it, and adding them to the order list. The trade's words follow the glossary (ऑर्डर,
// मैसेज, इंडेंट, पेस्ट).

import type { OrderMessageText } from "#shared/content/en/order-message.ts";

export const reviewed = false;

export const orderMessage: OrderMessageText = {
  paste: {
    heading: "मैसेज या सूची से ऑर्डर",
    lead: "WhatsApp पर जैसे भेजते हैं वैसे ही मैसेज पेस्ट करें, या अपना इंडेंट अपलोड करें। जब तक आप लाइनें अपने ऑर्डर में नहीं जोड़ते, कुछ भी ऑर्डर नहीं होता।",
    message: "आपका मैसेज",
    messageHint:
      "हर लाइन में एक आइटम, या कॉमा से अलग आइटम, मात्रा नाम से पहले या बाद में। अधिकतम {maxPasteLines} लाइनें।",
    file: "या इंडेंट अपलोड करें",
    fileHint:
      "आइटम के नाम और मात्रा वाली Excel (.xlsx, .xls) या CSV फ़ाइल, अधिकतम {maxIndentRows} पंक्तियाँ और {maxIndentMb} MB।",
    photos: "हाथ से लिखी सूची की फ़ोटो अभी पढ़ी नहीं जाती: कृपया सूची टाइप या पेस्ट करें।",
    read: "लाइनें पढ़ें",
    reading: "लाइनें पढ़ी जा रही हैं…",
    failed: "अभी लाइनें पढ़ी नहीं जा सकीं। कृपया फिर से कोशिश करें।",
  },
  review: {
    heading: "लाइनें जाँच लें",
    lead: "आपके मैसेज की हर लाइन, हमें मिले आइटम और उसकी मात्रा के साथ। आइटम बदलें, जो नहीं मिला उसे खोजें, या कोई लाइन छोड़ दें, फिर लाइनें अपने ऑर्डर में जोड़ें।",
    line: "लाइन {line}",
    written: "आपने लिखा: {text}",
    item: "लाइन {line} का आइटम",
    noItem: "इनमें से कोई नहीं",
    notFound: "हमारी सूची में कोई आइटम नहीं मिला।",
    search: "लाइन {line} के लिए हमारी सूची में खोजें",
    searchButton: "खोजें",
    searching: "खोज रहे हैं…",
    noResults: "कुछ नहीं मिला। दूसरी स्पेलिंग से कोशिश करें।",
    quantity: "लाइन {line} की मात्रा",
    noQuantity: "मात्रा नहीं लिखी: अभी 1, कृपया जाँच लें।",
    keep: "लाइन {line} मेरे ऑर्डर में जोड़ें",
    add: "ये लाइनें मेरे ऑर्डर में जोड़ें",
    added: {
      one: "{count} लाइन आपके ऑर्डर में जोड़ी गई। नीचे जाँच कर ऑर्डर दें।",
      other: "{count} लाइनें आपके ऑर्डर में जोड़ी गईं। नीचे जाँच कर ऑर्डर दें।",
    },
    nothingKept: "जोड़ने के लिए किसी लाइन में आइटम नहीं है। आइटम चुनें, या खोजें।",
    again: "दूसरा मैसेज पढ़ें",
  },
  answers: {
    empty: "कृपया मैसेज पेस्ट करें या इंडेंट फ़ाइल चुनें।",
    tooLong:
      "मैसेज बहुत लंबा है। कृपया एक बार में अधिकतम {maxPasteCharacters} अक्षर और {maxPasteLines} लाइनें भेजें।",
    indentTooLarge: "इंडेंट फ़ाइल बहुत बड़ी है। कृपया अधिकतम {maxIndentMb} MB भेजें।",
    indentTooManyRows: "इंडेंट में {maxIndentRows} से अधिक पंक्तियाँ हैं। कृपया इसे हिस्सों में भेजें।",
    indentType: "कृपया इंडेंट Excel फ़ाइल (.xlsx या .xls) या CSV फ़ाइल के रूप में अपलोड करें।",
    indentNoItems: "इंडेंट में किसी आइटम का नाम नहीं मिला।",
    tooMany: "आपने अभी कई सूचियाँ भेजी हैं। कृपया थोड़ा रुककर फिर से कोशिश करें।",
    notInCatalogue: "यह आइटम अब हमारी सूची में नहीं है।",
  },
};
