// AWAITING THE OWNER'S REVIEW (shared/content/languages.ts): the enquiry and job application
// forms, in Hindi: labels, field checks, status messages (translated from the specification's
// English ones), consent notices and the thank-you pages.

import type { FormsText } from "#shared/content/en/forms.ts";

export const reviewed = false;

export const forms: FormsText = {
  required: { text: "{star} चिह्न वाले खाने भरना ज़रूरी है।", star: "तारा" },
  honeypot: "इस खाने को खाली छोड़ें",
  privacyLink: "हमारी गोपनीयता नीति पढ़ें",
  validation: {
    nameRequired: "कृपया अपना नाम लिखें।",
    nameTooLong: "कृपया नाम {maxNameLength} अक्षरों से कम रखें।",
    nameControl: "कृपया नाम में विशेष कंट्रोल अक्षर न डालें।",
    emailRequired: "कृपया अपना ईमेल पता लिखें।",
    emailTooLong: "कृपया छोटा ईमेल पता लिखें।",
    emailInvalid: "कृपया सही ईमेल पता लिखें, जैसे name@example.com।",
    phoneRequired: "कृपया अपना फ़ोन नंबर लिखें।",
    phoneInvalid: "कृपया सही फ़ोन नंबर लिखें, जैसे +91 94370 12345।",
    consent: "हम आपका विवरण रख सकें, इसके लिए कृपया गोपनीयता सूचना पर अपनी सहमति दें।",
    messageTooLong: "कृपया संदेश {maxMessageLength} अक्षरों से कम रखें।",
    messageControl: "कृपया संदेश में विशेष कंट्रोल अक्षर न डालें।",
    itemsUnreadable: "आइटम की सूची पढ़ी नहीं जा सकी।",
    tooManyItems: "कृपया एक बार में ज़्यादा से ज़्यादा {maxEnquiryItems} आइटम के बारे में पूछें।",
    jobCategory: "कृपया नौकरी की श्रेणी चुनें।",
    employmentType: "कृपया नौकरी का प्रकार चुनें।",
    locale: "कृपया अंग्रेज़ी, ओड़िया या हिन्दी चुनें।",
    resumeType: "कृपया {resumeTypes} फ़ाइल चुनें।",
    resumeSize: "बायोडाटा {maxResumeMb} MB या उससे छोटा होना चाहिए।",
    resumeEmpty: "बायोडाटा फ़ाइल खाली है।",
  },
  enquiry: {
    name: "नाम",
    email: "ईमेल",
    phone: "फ़ोन",
    message: "संदेश",
    messageHint: "वैकल्पिक, ज़्यादा से ज़्यादा {maxMessageLength} अक्षर।",
    submit: "पूछताछ भेजें",
    pending: "भेजा जा रहा है...",
    success: "आपके संदेश के लिए धन्यवाद! आपकी पूछताछ सफलतापूर्वक भेज दी गई है। हम जल्द ही आपसे संपर्क करेंगे।",
    failure: "आपका अनुरोध भेजने में कोई त्रुटि हुई। कृपया फिर से कोशिश करें या सीधे हमसे संपर्क करें।",
    consent:
      "मैं सहमत हूँ कि {shortName} मेरी पूछताछ का जवाब देने के लिए मेरा नाम, ईमेल, फ़ोन और संदेश रख सकता है, और इन्हें {retentionDays} दिनों तक रख सकता है।",
    consentByEmail:
      "मैं सहमत हूँ कि मेरी पूछताछ का जवाब देने के लिए मेरा नाम, ईमेल, फ़ोन और संदेश ईमेल से {shortName} के इनबॉक्स में भेजे जाएँगे। यह वेबसाइट इन्हें अपने-आप नहीं मिटाती।",
  },
  application: {
    name: "पूरा नाम",
    email: "ईमेल",
    phone: "फ़ोन",
    jobCategory: "नौकरी की श्रेणी",
    jobCategoryPlaceholder: "श्रेणी चुनें",
    employmentType: "नौकरी का प्रकार",
    employmentTypePlaceholder: "प्रकार चुनें",
    resume: "बायोडाटा",
    resumeHint: "वैकल्पिक। {resumeTypes}, ज़्यादा से ज़्यादा {maxResumeMb}MB।",
    uploading: "बायोडाटा अपलोड हो रहा है",
    submit: "आवेदन भेजें",
    pending: "भेजा जा रहा है...",
    success: "आपके आवेदन के लिए धन्यवाद! हमें आपका विवरण मिल गया है और हम जल्द ही आपसे संपर्क करेंगे।",
    failure: "आपका आवेदन भेजने में कोई त्रुटि हुई। कृपया फिर से कोशिश करें या सीधे हमसे संपर्क करें।",
    consent:
      "मैं सहमत हूँ कि {shortName} मेरे आवेदन पर विचार करने के लिए मेरा नाम, ईमेल, फ़ोन, नौकरी की पसंद और बायोडाटा रख सकता है, और इन्हें {retentionDays} दिनों तक रख सकता है।",
    consentByEmail:
      "मैं सहमत हूँ कि मेरे आवेदन पर विचार करने के लिए मेरा नाम, ईमेल, फ़ोन, नौकरी की पसंद और मेरी बायोडाटा फ़ाइल का नाम ईमेल से {shortName} के इनबॉक्स में भेजे जाएँगे। यह वेबसाइट इन्हें अपने-आप नहीं मिटाती।",
  },
  jobCategories: {
    "Sales/Marketing": "सेल्स/मार्केटिंग",
    "HR/Admin": "HR/प्रशासन",
    "Finance/Accounting": "वित्त/लेखा",
    "IT/Technical": "IT/तकनीकी",
    Delivery: "डिलीवरी",
    Packing: "पैकिंग",
  },
  employmentTypes: {
    "Full Time": "फ़ुल टाइम",
    "Part Time": "पार्ट टाइम",
    Internship: "इंटर्नशिप",
  },
  sent: {
    contact: {
      meta: {
        title: "पूछताछ भेज दी गई | {siteName}",
        description: "आपकी पूछताछ के लिए धन्यवाद। कटक में हमारी टीम जल्द ही आपसे संपर्क करेगी।",
      },
      title: "पूछताछ भेज दी गई",
      back: "संपर्क पेज पर लौटें",
    },
    careers: {
      meta: {
        title: "आवेदन मिल गया | {siteName}",
        description:
          "आपके नौकरी के आवेदन के लिए धन्यवाद। हमें आपका विवरण मिल गया है और हम जल्द ही आपसे संपर्क करेंगे।",
      },
      title: "आवेदन मिल गया",
      back: "करियर पेज पर लौटें",
    },
    home: "होम",
  },
};
