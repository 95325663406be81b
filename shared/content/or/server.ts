// AWAITING THE OWNER'S REVIEW (shared/content/languages.ts): what the server says to a visitor, in
// Odia: why a form post was refused, and its pages for browsers without JavaScript.

import type { ServerText } from "#shared/content/en/server.ts";

export const reviewed = false;

export const server: ServerText = {
  refusals: {
    invalid: "ଦୟାକରି ଚିହ୍ନିତ ଘରଗୁଡ଼ିକ ଯାଞ୍ଚ କରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।",
    tooLarge: "ଆପଣ ପଠାଇଥିବା ଫର୍ମଟି ବହୁତ ବଡ଼। ବାୟୋଡାଟା {maxResumeMb} MB କିମ୍ବା ତାଠାରୁ ଛୋଟ ହେବା ଦରକାର।",
    wrongContentType: "ଦୟାକରି ଫର୍ମଟି JSON କିମ୍ବା ୱେବ ଫର୍ମ ଭାବେ ପଠାନ୍ତୁ।",
    wrongContentTypeMultipart: "ଦୟାକରି ଆବେଦନଟି ମଲ୍ଟିପାର୍ଟ ୱେବ ଫର୍ମ ଭାବେ ପଠାନ୍ତୁ।",
    tooMany:
      "ଆପଣ ଅଳ୍ପ ସମୟ ଭିତରେ ଅନେକ ଥର ପଠାଇଛନ୍ତି। ଦୟାକରି କିଛି ସମୟ ଅପେକ୍ଷା କରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ, କିମ୍ବା ଆମକୁ ଫୋନ କରନ୍ତୁ।",
    unavailable:
      "ଏହି ମୁହୂର୍ତ୍ତରେ ଆମେ ଆପଣଙ୍କ ବିବରଣୀ ସେଭ କରିପାରିଲୁ ନାହିଁ। ଦୟାକରି ଏକ ମିନିଟ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ, କିମ୍ବା ଆମକୁ ଫୋନ କରନ୍ତୁ।",
    malformed: "ଆପଣ ପଠାଇଥିବା ଫର୍ମଟି ପଢ଼ିହେଲା ନାହିଁ। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।",
    crossSite: "ଏହି ଫର୍ମ କେବଳ ଆମର ନିଜ ୱେବସାଇଟରୁ ପଠାଯାଇପାରିବ। ଦୟାକରି ଆମ ସାଇଟରେ ପୃଷ୍ଠାଟି ଖୋଲି ସେଠାରୁ ପଠାନ୍ତୁ।",
    failed: "ଆମ ପକ୍ଷରେ କିଛି ଭୁଲ ହୋଇଗଲା। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ, କିମ୍ବା ଆମକୁ ଫୋନ କରନ୍ତୁ।",
  },
  resume: {
    extension: "ବାୟୋଡାଟା ଏକ {resumeTypes} ଫାଇଲ ହେବା ଦରକାର।",
    invalid: "ବାୟୋଡାଟା ଫାଇଲଟି ଏକ ବୈଧ {resumeTypes} ଡକ୍ୟୁମେଣ୍ଟ ନୁହେଁ।",
    mismatch: "ବାୟୋଡାଟା ଫାଇଲର ବିଷୟବସ୍ତୁ ତାହାର ଫାଇଲ ଏକ୍ସଟେନସନ ସହ ମେଳ ଖାଉନାହିଁ।",
  },
  problems: {
    heading: "ଦୟାକରି ଆପଣଙ୍କ ବିବରଣୀ ଯାଞ୍ଚ କରନ୍ତୁ",
    back: "ଫର୍ମକୁ ଫେରିଯାଆନ୍ତୁ",
  },
  search: {
    titleFor: "“{query}”: ଔଷଧ ଖୋଜନ୍ତୁ",
    back: "ଉତ୍ପାଦ ପୃଷ୍ଠାକୁ ଫେରନ୍ତୁ",
    firstOnly: ", ପ୍ରଥମ {shown}ଟି ଦେଖାଯାଉଛି",
    ask: "WhatsApp ରେ ଏହା ବିଷୟରେ ପଚାରନ୍ତୁ",
    tooManyTitle: "ବହୁତ ଥର ଖୋଜା ହେଲା",
    tooMany: "ଆପଣ କିଛି ସେକେଣ୍ଡ ଭିତରେ ବହୁତ ଥର ଖୋଜିଛନ୍ତି। ଦୟାକରି ଟିକେ ଅପେକ୍ଷା କରି ପୁଣି ଖୋଜନ୍ତୁ।",
  },
};
