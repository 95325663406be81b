// AWAITING THE OWNER'S REVIEW (shared/content/languages.ts): the company's own words from site.ts,
// in Hindi. When the owner changes one in site.ts, this needs the same change.

import type { SiteText } from "#shared/content/en/site-text.ts";

export const reviewed = false;

export const siteText: SiteText = {
  tagline: "1974 से पूरे ओडिशा में भरोसेमंद दवाइयाँ, पूरी सावधानी से डिलीवरी",
  description:
    "कटक, ओडिशा में 1974 से लाइसेंसशुदा दवा थोक विक्रेता। हम अस्पतालों, क्लीनिकों और दवा की दुकानों को दवाइयाँ और सर्जिकल सामान सप्लाई करते हैं।",
  hours: "सोमवार से शनिवार सुबह 10 बजे से रात 9 बजे तक, रविवार बंद",
  regulatoryStatement:
    "हम औषधि और प्रसाधन सामग्री अधिनियम, 1940 के तहत लाइसेंसशुदा थोक दवा वितरक हैं और औषधि नियंत्रण प्रशासन, ओडिशा (Drugs Control Administration, Odisha) द्वारा जारी थोक ड्रग लाइसेंस रखते हैं। हम केवल लाइसेंसशुदा निर्माताओं और उनके अधिकृत वितरकों से ही माल लेते हैं, और हर उत्पाद को उसके लेबल पर लिखी शर्तों के अनुसार रखते हैं, जिसमें तापमान के प्रति संवेदनशील दवाओं के लिए 2–\u20608\u00a0°C पर कोल्ड चेन भंडारण भी शामिल है। हम केवल लाइसेंसशुदा दवा की दुकानों, अस्पतालों और स्वास्थ्य संस्थानों को ही सप्लाई करते हैं, और हर पेज के नीचे अपने लाइसेंस नंबर और GSTIN दिखाते हैं।",
  places: {
    locality: "बक्सी बाज़ार",
    city: "कटक",
    // SAMPLE VALUE, as in site.ts.
    landmark: "बक्सी बाज़ार डाकघर के सामने, रानीहाट चौक के पास",
    licensingAuthority: "औषधि नियंत्रण प्रशासन, ओडिशा (Drugs Control Administration, Odisha)",
    areaServed: [
      "कटक",
      "भुवनेश्वर",
      "पुरी",
      "खोरधा",
      "जगतसिंहपुर",
      "केंद्रापड़ा",
      "जाजपुर",
      "ढेंकानाल",
      "अंगुल",
      "नयागढ़",
      "बालेश्वर",
      "भद्रक",
    ],
  },
};
