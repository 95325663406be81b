// AWAITING THE OWNER'S REVIEW (shared/content/languages.ts): expiry and breakage returns, in
// Hindi: the Returns page, the request form, the list, the server's answers and the mails. The
// trade's words follow the glossary (वापसी, बैच, एक्सपायरी, टूट-फूट, क्रेडिट नोट).

import type { ReturnsText } from "#shared/content/en/returns.ts";

export const reviewed = false;

export const returns: ReturnsText = {
  page: {
    title: "वापसी",
    lead: "एक्सपायरी हो चुका, एक्सपायरी के नज़दीक, टूट-फूट वाला माल, या ग़लती से भेजा गया आइटम वापसी के लिए हमें बताएँ, और क्रेडिट नोट तक हर वापसी की स्थिति देखें।",
    signedOut: "वापसी माँगने और अपनी वापसी देखने के लिए कृपया साइन इन करें।",
    signIn: "साइन इन",
    link: "वापसी",
    back: "अपने अकाउंट पर लौटें",
  },
  form: {
    heading: "वापसी माँगें",
    fromOrders: "आपके ऑर्डर में से एक आइटम",
    fromOrdersNone: "कोई नहीं: नीचे आइटम का नाम लिखूँगा",
    name: "या आइटम का नाम, जैसा बिल पर है",
    nameAlone: "आइटम का नाम, जैसा बिल पर है",
    batch: "बैच नंबर",
    expiry: "एक्सपायरी का महीना",
    expiryHint: "जैसा स्ट्रिप पर छपा है, वर्ष और महीना: जैसे 2026-03।",
    quantity: "मात्रा",
    reason: "क्यों",
    billNo: "बिल नंबर, अगर पता हो",
    note: "नोट (अधिकतम {maxReturnNoteLength} अक्षर)",
    photo: "माल की फ़ोटो (JPEG, PNG या WebP, अधिकतम {maxPhotoMb} MB)",
    photoHint: "स्ट्रिप पर छपे बैच और एक्सपायरी, या टूट-फूट की फ़ोटो से हम वापसी जल्दी मंज़ूर कर पाते हैं।",
    send: "वापसी का अनुरोध भेजें",
  },
  reasons: {
    expired: "एक्सपायरी हो चुकी",
    near_expiry: "एक्सपायरी नज़दीक",
    breakage: "टूट-फूट",
    wrong_item: "ग़लत आइटम भेजा गया",
    other: "अन्य",
  },
  done: {
    sent: "वापसी का अनुरोध {number} भेजा गया। मंज़ूर होने पर हम आपको मेल करेंगे।",
    inside: "यह कंपनी की वापसी अवधि के भीतर है।",
    outside: "यह कंपनी की वापसी अवधि से बाहर है: हमारे कर्मचारी इसे देखकर आपको बताएँगे।",
  },
  list: {
    heading: "आपकी वापसी",
    caption: "आपकी वापसी, नई पहले",
    none: "आपने अभी तक कोई वापसी नहीं माँगी है।",
    number: "वापसी",
    item: "आइटम",
    batch: "बैच",
    expiry: "एक्सपायरी",
    quantity: "मात्रा",
    reason: "क्यों",
    status: "स्थिति",
    creditNote: "क्रेडिट नोट",
    amount: "राशि",
    outside: "वापसी अवधि से बाहर",
    photo: "फ़ोटो",
  },
  statuses: {
    requested: "वापसी माँगी गई",
    approved: "वापसी मंज़ूर: हम माल ले जाएँगे",
    received: "वापसी मिल गई",
    credited: "क्रेडिट हुआ: क्रेडिट नोट {creditNote}, {amount}",
    rejected: "वापसी स्वीकार नहीं: {reason}",
  },
  validation: {
    item: "अपने ऑर्डर में से आइटम चुनें या उसका नाम लिखें।",
    batch: "स्ट्रिप पर छपा बैच नंबर लिखें।",
    expiry: "एक्सपायरी का महीना वर्ष और महीने के रूप में लिखें, जैसे 2026-03।",
    quantity: "कितने, 1 से एक पूर्ण संख्या लिखें।",
    reason: "माल की वापसी क्यों हो रही है, चुनें।",
    note: "नोट {maxReturnNoteLength} अक्षरों से लंबा है।",
  },
  answers: {
    noSuchItem: "यह आइटम हमारी सूची में नहीं है। कृपया इसका नाम लिखें।",
    photoType: "फ़ोटो JPEG, PNG या WebP फ़ाइल होनी चाहिए।",
    photoSize: "फ़ोटो {maxPhotoMb} MB से बड़ी है। कृपया छोटी फ़ोटो चुनें।",
    photoDamaged: "फ़ोटो पढ़ी नहीं जा सकी। कृपया फिर से लें।",
    tooMany: "पिछले एक घंटे में आपने कई वापसी माँगी हैं। कृपया बाद में फिर कोशिश करें।",
  },
  mail: {
    approvedSubject: "वापसी {number} मंज़ूर",
    approvedText:
      "प्रिय {shop}, हमने आपकी वापसी {number} ({item}, बैच {batch}, {quantity}) मंज़ूर कर दी है। हमारे कर्मचारी अगली डिलीवरी के समय इसे ले जाएँगे।",
    creditedSubject: "वापसी {number} क्रेडिट हुई: {amount}",
    creditedText:
      "प्रिय {shop}, हमें आपकी वापसी {number} ({item}, बैच {batch}, {quantity}) मिल गई है और हमने {amount} का क्रेडिट नोट {creditNote} जारी किया है। यह आपके बिल में दिखेगा।",
    rejectedSubject: "वापसी {number} स्वीकार नहीं",
    rejectedText:
      "प्रिय {shop}, हम आपकी वापसी {number} ({item}, बैच {batch}, {quantity}) स्वीकार नहीं कर सकते: {reason}। कोई प्रश्न हो तो कृपया हमें कॉल करें।",
    seeReturns: "आपकी वापसी: {link}",
  },
};
