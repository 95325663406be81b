// AWAITING THE OWNER'S REVIEW (shared/content/languages.ts): a trade customer's account, in
// Hindi: the request form's field checks and the server's answers.

import type { AccountText } from "#shared/content/en/account.ts";

export const reviewed = false;

export const account: AccountText = {
  validation: {
    shopNameRequired: "कृपया अपनी दुकान, नर्सिंग होम या अस्पताल का नाम लिखें।",
    shopNameTooLong: "कृपया नाम {maxShopNameLength} अक्षरों के भीतर रखें।",
    addressRequired: "कृपया अपना पता लिखें।",
    addressTooLong: "कृपया पता {maxAddressLength} अक्षरों के भीतर रखें।",
    drugLicenceRequired:
      "कृपया अपना ड्रग लाइसेंस नंबर लिखें। अस्पताल इसे खाली छोड़कर “हम अस्पताल हैं” चुन सकते हैं।",
    drugLicenceInvalid:
      "कृपया ड्रग लाइसेंस नंबर कॉमा से अलग करके {maxDrugLicenceLength} अक्षरों के भीतर लिखें।",
    gstinInvalid: "यह GSTIN सही नहीं है। कृपया इसके 15 अक्षर जाँचें।",
  },
  terms: {
    mrp: "MRP",
    rate: "रेट",
    scheme: "स्कीम",
    noRate: "रेट पूछें",
    availability: { in_stock: "स्टॉक में है", low: "थोड़ा बचा है", out: "स्टॉक में नहीं" },
  },
  mail: {
    invitationSubject: "{company} में आपका खाता",
    invitationText:
      "नमस्कार। {company} ने {shopName} के लिए खाता खोला है: साइन इन करके हर आइटम का रेट, स्कीम और स्टॉक देखें। अपना पासवर्ड यहाँ रखें (लिंक {days} दिन तक काम करेगा): {link}",
    resetSubject: "{company} के लिए नया पासवर्ड रखें",
    resetText:
      "{company} में {shopName} के खाते के लिए किसी ने नया पासवर्ड माँगा है। अगर आपने माँगा था, तो यहाँ रखें (लिंक एक घंटे तक काम करेगा): {link}\n\nअगर आपने नहीं माँगा, तो इस मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।",
  },
  answers: {
    signInWrong: "मोबाइल नंबर, ईमेल या पासवर्ड सही नहीं है।",
    signInMissing: "कृपया अपना मोबाइल नंबर या ईमेल, और पासवर्ड लिखें।",
    signInLocked: "बहुत बार गलत साइन इन हुआ है। कृपया {minutes} मिनट रुककर फिर कोशिश करें।",
    signInBusy: "अभी साइन इन व्यस्त है। कृपया थोड़ी देर में फिर कोशिश करें।",
    signedOut: "आगे बढ़ने के लिए कृपया साइन इन करें।",
    linkGone:
      "यह लिंक पहले ही इस्तेमाल हो चुका है या इसकी समय-सीमा खत्म हो गई है। कृपया हमसे नया लिंक माँगें, या “पासवर्ड भूल गए” इस्तेमाल करें।",
    passwordTooShort: "कृपया कम से कम {minPasswordLength} अक्षरों का पासवर्ड चुनें।",
    passwordCommon: "यह पासवर्ड बहुत आम है। कृपया ऐसा पासवर्ड चुनें जिसका अंदाज़ा लगाना मुश्किल हो।",
    passwordIsLogin: "कृपया ऐसा पासवर्ड चुनें जो आपका मोबाइल नंबर या ईमेल न हो।",
    consentRequired: "अपना खाता इस्तेमाल करने के लिए कृपया गोपनीयता सूचना पर सहमति दें।",
    resetSent:
      "अगर कोई खाता उस मोबाइल नंबर या ईमेल का इस्तेमाल करता है, तो हमने उसे नया पासवर्ड रखने का लिंक भेज दिया है। लिंक एक घंटे तक काम करेगा।",
  },
};
