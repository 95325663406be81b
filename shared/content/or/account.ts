// AWAITING THE OWNER'S REVIEW (shared/content/languages.ts): a trade customer's account, in
// Odia: the request form's field checks and the server's answers.

import type { AccountText } from "#shared/content/en/account.ts";

export const reviewed = false;

export const account: AccountText = {
  validation: {
    shopNameRequired: "ଦୟାକରି ଆପଣଙ୍କ ଦୋକାନ, ନର୍ସିଂ ହୋମ କିମ୍ବା ଡାକ୍ତରଖାନାର ନାମ ଲେଖନ୍ତୁ।",
    shopNameTooLong: "ଦୟାକରି ନାମଟି {maxShopNameLength} ଅକ୍ଷର ଭିତରେ ରଖନ୍ତୁ।",
    addressRequired: "ଦୟାକରି ଆପଣଙ୍କ ଠିକଣା ଲେଖନ୍ତୁ।",
    addressTooLong: "ଦୟାକରି ଠିକଣାଟି {maxAddressLength} ଅକ୍ଷର ଭିତରେ ରଖନ୍ତୁ।",
    drugLicenceRequired:
      "ଦୟାକରି ଆପଣଙ୍କ ଡ୍ରଗ୍ ଲାଇସେନ୍ସ ନମ୍ବର ଲେଖନ୍ତୁ। ଡାକ୍ତରଖାନା ଏହାକୁ ଖାଲି ଛାଡ଼ି “ଆମେ ଏକ ଡାକ୍ତରଖାନା” ବାଛିପାରିବେ।",
    drugLicenceInvalid:
      "ଦୟାକରି ଡ୍ରଗ୍ ଲାଇସେନ୍ସ ନମ୍ବରଗୁଡ଼ିକ କମା ଦେଇ ଅଲଗା କରି {maxDrugLicenceLength} ଅକ୍ଷର ଭିତରେ ଲେଖନ୍ତୁ।",
    gstinInvalid: "ଏହି GSTIN ଠିକ୍ ନୁହେଁ। ଦୟାକରି ଏହାର 15ଟି ଅକ୍ଷର ଯାଞ୍ଚ କରନ୍ତୁ।",
  },
  terms: {
    mrp: "MRP",
    rate: "ଦର",
    scheme: "ସ୍କିମ୍",
    noRate: "ଦର ପଚାରନ୍ତୁ",
    availability: { in_stock: "ଷ୍ଟକରେ ଅଛି", low: "ଅଳ୍ପ ବାକି", out: "ଷ୍ଟକ ନାହିଁ" },
  },
  mail: {
    invitationSubject: "{company} ରେ ଆପଣଙ୍କ ଆକାଉଣ୍ଟ",
    invitationText:
      "ନମସ୍କାର। {company} {shopName} ପାଇଁ ଏକ ଆକାଉଣ୍ଟ ଖୋଲିଛି: ସାଇନ୍ ଇନ୍ କରି ପ୍ରତ୍ୟେକ ଜିନିଷର ଦର, ସ୍କିମ୍ ଓ ଷ୍ଟକ ଦେଖନ୍ତୁ। ଏଠାରେ ଆପଣଙ୍କ ପାସୱାର୍ଡ ଦିଅନ୍ତୁ (ଲିଙ୍କଟି {days} ଦିନ କାମ କରିବ): {link}",
    resetSubject: "{company} ପାଇଁ ନୂଆ ପାସୱାର୍ଡ ଦିଅନ୍ତୁ",
    resetText:
      "{company} ରେ {shopName} ର ଆକାଉଣ୍ଟ ପାଇଁ କେହି ନୂଆ ପାସୱାର୍ଡ ମାଗିଛନ୍ତି। ଯଦି ଆପଣ ମାଗିଥିଲେ, ଏଠାରେ ଦିଅନ୍ତୁ (ଲିଙ୍କଟି ଏକ ଘଣ୍ଟା କାମ କରିବ): {link}\n\nଯଦି ଆପଣ ମାଗି ନାହାନ୍ତି, ଏହି ମେଲକୁ ଅଣଦେଖା କରନ୍ତୁ: ଆପଣଙ୍କ ପାସୱାର୍ଡ ଯେମିତି ଅଛି ସେମିତି ରହିବ।",
  },
  answers: {
    signInWrong: "ମୋବାଇଲ ନମ୍ବର, ଇମେଲ କିମ୍ବା ପାସୱାର୍ଡ ଠିକ୍ ନୁହେଁ।",
    signInMissing: "ଦୟାକରି ଆପଣଙ୍କ ମୋବାଇଲ ନମ୍ବର କିମ୍ବା ଇମେଲ, ଏବଂ ପାସୱାର୍ଡ ଲେଖନ୍ତୁ।",
    signInLocked: "ବହୁତ ଥର ଭୁଲ ସାଇନ୍ ଇନ୍ ହୋଇଛି। ଦୟାକରି {minutes} ମିନିଟ୍ ଅପେକ୍ଷା କରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।",
    signInBusy: "ଏବେ ସାଇନ୍ ଇନ୍ ବ୍ୟସ୍ତ ଅଛି। ଦୟାକରି ଟିକେ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।",
    signedOut: "ଆଗକୁ ବଢ଼ିବା ପାଇଁ ଦୟାକରି ସାଇନ୍ ଇନ୍ କରନ୍ତୁ।",
    linkGone:
      "ଏହି ଲିଙ୍କଟି ପୂର୍ବରୁ ବ୍ୟବହାର ହୋଇସାରିଛି କିମ୍ବା ଏହାର ସମୟ ସରିଯାଇଛି। ଦୟାକରି ଆମଠାରୁ ନୂଆ ଲିଙ୍କ ମାଗନ୍ତୁ, କିମ୍ବା “ପାସୱାର୍ଡ ଭୁଲିଗଲେ” ବ୍ୟବହାର କରନ୍ତୁ।",
    passwordTooShort: "ଦୟାକରି ଅତି କମରେ {minPasswordLength} ଅକ୍ଷରର ପାସୱାର୍ଡ ବାଛନ୍ତୁ।",
    passwordCommon: "ଏହି ପାସୱାର୍ଡଟି ବହୁତ ସାଧାରଣ। ଦୟାକରି ଅନୁମାନ କରିବା କଷ୍ଟକର ଏକ ପାସୱାର୍ଡ ବାଛନ୍ତୁ।",
    passwordIsLogin: "ଦୟାକରି ଆପଣଙ୍କ ମୋବାଇଲ ନମ୍ବର କିମ୍ବା ଇମେଲ ନୁହେଁ ଏପରି ପାସୱାର୍ଡ ବାଛନ୍ତୁ।",
    consentRequired: "ଆପଣଙ୍କ ଆକାଉଣ୍ଟ ବ୍ୟବହାର କରିବା ପାଇଁ ଦୟାକରି ଗୋପନୀୟତା ସୂଚନାରେ ସମ୍ମତି ଦିଅନ୍ତୁ।",
    resetSent:
      "ଯଦି କୌଣସି ଆକାଉଣ୍ଟ ସେହି ମୋବାଇଲ ନମ୍ବର କିମ୍ବା ଇମେଲ ବ୍ୟବହାର କରେ, ଆମେ ତାକୁ ନୂଆ ପାସୱାର୍ଡ ଦେବା ପାଇଁ ଏକ ଲିଙ୍କ ପଠାଇଛୁ। ଲିଙ୍କଟି ଏକ ଘଣ୍ଟା କାମ କରିବ।",
  },
};
