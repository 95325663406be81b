// AWAITING THE OWNER'S REVIEW (shared/content/languages.ts): what the server says to a visitor, in
// Hindi: why a form post was refused, and its pages for browsers without JavaScript.

import type { ServerText } from "#shared/content/en/server.ts";

export const reviewed = false;

export const server: ServerText = {
  refusals: {
    invalid: "कृपया चिह्नित खाने जाँचें और फिर से कोशिश करें।",
    tooLarge: "भेजी गई जानकारी बहुत बड़ी है। बायोडाटा {maxResumeMb} MB या उससे छोटा होना चाहिए।",
    wrongContentType: "कृपया फ़ॉर्म JSON या वेब फ़ॉर्म के रूप में भेजें।",
    wrongContentTypeMultipart: "कृपया आवेदन मल्टीपार्ट वेब फ़ॉर्म के रूप में भेजें।",
    tooMany: "आपने कम समय में कई बार फ़ॉर्म भेजा है। कृपया कुछ देर रुककर फिर से कोशिश करें, या हमें कॉल करें।",
    unavailable:
      "अभी हम आपकी जानकारी सेव नहीं कर पाए। कृपया एक मिनट बाद फिर से कोशिश करें, या हमें कॉल करें।",
    malformed: "भेजी गई जानकारी पढ़ी नहीं जा सकी। कृपया फिर से कोशिश करें।",
    crossSite:
      "यह फ़ॉर्म केवल हमारी अपनी वेबसाइट से भेजा जा सकता है। कृपया हमारी साइट पर पेज खोलकर वहीं से भेजें।",
    failed: "हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें, या हमें कॉल करें।",
  },
  resume: {
    extension: "बायोडाटा {resumeTypes} फ़ाइल में होना चाहिए।",
    invalid: "बायोडाटा फ़ाइल सही {resumeTypes} दस्तावेज़ नहीं है।",
    mismatch: "बायोडाटा फ़ाइल की सामग्री उसके फ़ाइल एक्सटेंशन से मेल नहीं खाती।",
  },
  problems: {
    heading: "कृपया अपना विवरण जाँचें",
    back: "फ़ॉर्म पर वापस जाएँ",
  },
  search: {
    titleFor: "“{query}”: दवाइयाँ खोजें",
    back: "उत्पाद पेज पर लौटें",
    firstOnly: ", पहली {shown} दिखाई जा रही हैं",
    ask: "WhatsApp पर इसके बारे में पूछें",
    tooManyTitle: "बहुत ज़्यादा खोजें",
    tooMany: "आपने कुछ ही सेकंड में कई बार खोजा है। कृपया थोड़ा रुकें, फिर से खोजें।",
  },
};
