// AWAITING THE OWNER'S REVIEW (shared/content/languages.ts): the company's own words from site.ts,
// in Odia. When the owner changes one in site.ts, this needs the same change.

import type { SiteText } from "#shared/content/en/site-text.ts";

export const reviewed = false;

export const siteText: SiteText = {
  tagline: "1974 ମସିହାରୁ ସାରା ଓଡ଼ିଶାରେ ଭରସାଯୋଗ୍ୟ ଔଷଧ, ଯତ୍ନର ସହ ଡେଲିଭରି",
  description:
    "କଟକ, ଓଡ଼ିଶାରେ 1974 ମସିହାରୁ ଲାଇସେନ୍ସପ୍ରାପ୍ତ ଔଷଧ ପାଇକାରୀ ବ୍ୟବସାୟୀ। ଆମେ ଡାକ୍ତରଖାନା, କ୍ଲିନିକ ଓ ଔଷଧ ଦୋକାନମାନଙ୍କୁ ଔଷଧ ଓ ସର୍ଜିକାଲ ସାମଗ୍ରୀ ଯୋଗାଉ।",
  hours: "ସୋମବାରରୁ ଶନିବାର ସକାଳ 10ଟାରୁ ରାତି 9ଟା ପର୍ଯ୍ୟନ୍ତ, ରବିବାର ବନ୍ଦ",
  regulatoryStatement:
    "ଆମେ ଔଷଧ ଓ ପ୍ରସାଧନ ସାମଗ୍ରୀ ଆଇନ, 1940 (Drugs and Cosmetics Act, 1940) ଅଧୀନରେ ଏକ ଲାଇସେନ୍ସପ୍ରାପ୍ତ ପାଇକାରୀ ଔଷଧ ବିତରକ ଅଟୁ ଏବଂ ଓଡ଼ିଶା ଔଷଧ ନିୟନ୍ତ୍ରଣ ପ୍ରଶାସନ (Drugs Control Administration, Odisha) ଦ୍ୱାରା ଜାରି ପାଇକାରୀ ଡ୍ରଗ୍ ଲାଇସେନ୍ସ ଧାରଣ କରୁ। ଆମେ କେବଳ ଲାଇସେନ୍ସପ୍ରାପ୍ତ ନିର୍ମାତା ଓ ସେମାନଙ୍କ ଅଧିକୃତ ବିତରକଙ୍କଠାରୁ ହିଁ ଔଷଧ କିଣୁ, ଏବଂ ପ୍ରତ୍ୟେକ ଉତ୍ପାଦକୁ ତାହାର ଲେବଲ ଅନୁଯାୟୀ ସଂରକ୍ଷଣ କରୁ, ତାପମାତ୍ରା ପ୍ରତି ସମ୍ବେଦନଶୀଳ ଔଷଧ ପାଇଁ 2–\u20608\u00a0°C ରେ କୋଲ୍ଡ ଚେନ ସଂରକ୍ଷଣ ସମେତ। ଆମେ କେବଳ ଲାଇସେନ୍ସପ୍ରାପ୍ତ ଔଷଧ ଦୋକାନ, ଡାକ୍ତରଖାନା ଓ ସ୍ୱାସ୍ଥ୍ୟ ପ୍ରତିଷ୍ଠାନକୁ ଯୋଗାଣ କରୁ, ଏବଂ ପ୍ରତ୍ୟେକ ପୃଷ୍ଠାର ତଳେ ଆମର ଲାଇସେନ୍ସ ନମ୍ବର ଓ GSTIN ଦେଖାଉ।",
  places: {
    locality: "ବକ୍ସି ବଜାର",
    city: "କଟକ",
    // SAMPLE VALUE, as in site.ts.
    landmark: "ବକ୍ସି ବଜାର ଡାକଘର ସାମ୍ନା, ରାଣୀହାଟ ଛକ ପାଖ",
    licensingAuthority: "ଓଡ଼ିଶା ଔଷଧ ନିୟନ୍ତ୍ରଣ ପ୍ରଶାସନ (Drugs Control Administration, Odisha)",
    areaServed: [
      "କଟକ",
      "ଭୁବନେଶ୍ୱର",
      "ପୁରୀ",
      "ଖୋର୍ଦ୍ଧା",
      "ଜଗତସିଂହପୁର",
      "କେନ୍ଦ୍ରାପଡ଼ା",
      "ଯାଜପୁର",
      "ଢେଙ୍କାନାଳ",
      "ଅନୁଗୋଳ",
      "ନୟାଗଡ଼",
      "ବାଲେଶ୍ୱର",
      "ଭଦ୍ରକ",
    ],
  },
};
