// AWAITING THE OWNER'S REVIEW (shared/content/languages.ts): the enquiry and job application
// forms, in Odia: labels, field checks, status messages (translated from the specification's
// English ones), consent notices and the thank-you pages.

import type { FormsText } from "#shared/content/en/forms.ts";

export const reviewed = false;

export const forms: FormsText = {
  required: { text: "{star} ଚିହ୍ନ ଥିବା ଘରଗୁଡ଼ିକ ପୂରଣ କରିବା ଆବଶ୍ୟକ।", star: "ତାରା" },
  honeypot: "ଏହି ଘରଟି ଖାଲି ଛାଡ଼ନ୍ତୁ",
  privacyLink: "ଆମ ଗୋପନୀୟତା ନୀତି ପଢ଼ନ୍ତୁ",
  validation: {
    nameRequired: "ଦୟାକରି ଆପଣଙ୍କ ନାମ ଲେଖନ୍ତୁ।",
    nameTooLong: "ଦୟାକରି ନାମ {maxNameLength} ଅକ୍ଷରରୁ କମ୍ ରଖନ୍ତୁ।",
    nameControl: "ଦୟାକରି ବିଶେଷ କଣ୍ଟ୍ରୋଲ ଅକ୍ଷର ବିନା ନାମ ଲେଖନ୍ତୁ।",
    emailRequired: "ଦୟାକରି ଆପଣଙ୍କ ଇମେଲ ଠିକଣା ଲେଖନ୍ତୁ।",
    emailTooLong: "ଦୟାକରି ଏକ ଛୋଟ ଇମେଲ ଠିକଣା ଲେଖନ୍ତୁ।",
    emailInvalid: "ଦୟାକରି ଏକ ଠିକ୍ ଇମେଲ ଠିକଣା ଲେଖନ୍ତୁ, ଯେପରି name@example.com।",
    phoneRequired: "ଦୟାକରି ଆପଣଙ୍କ ଫୋନ ନମ୍ବର ଲେଖନ୍ତୁ।",
    phoneInvalid: "ଦୟାକରି ଏକ ଠିକ୍ ଫୋନ ନମ୍ବର ଲେଖନ୍ତୁ, ଯେପରି +91 94370 12345।",
    consent: "ଆମେ ଆପଣଙ୍କ ବିବରଣୀ ରଖିପାରିବା ପାଇଁ ଦୟାକରି ଗୋପନୀୟତା ସୂଚନାରେ ସମ୍ମତି ଦିଅନ୍ତୁ।",
    messageTooLong: "ଦୟାକରି ବାର୍ତ୍ତା {maxMessageLength} ଅକ୍ଷରରୁ କମ୍ ରଖନ୍ତୁ।",
    messageControl: "ଦୟାକରି ବିଶେଷ କଣ୍ଟ୍ରୋଲ ଅକ୍ଷର ବିନା ବାର୍ତ୍ତା ଲେଖନ୍ତୁ।",
    itemsUnreadable: "ଆଇଟମ ତାଲିକାଟି ପଢ଼ିହେଲା ନାହିଁ।",
    tooManyItems: "ଦୟାକରି ଥରକେ ସର୍ବାଧିକ {maxEnquiryItems}ଟି ଆଇଟମ ବିଷୟରେ ପଚାରନ୍ତୁ।",
    jobCategory: "ଦୟାକରି ଚାକିରିର ବିଭାଗ ବାଛନ୍ତୁ।",
    employmentType: "ଦୟାକରି ଚାକିରିର ପ୍ରକାର ବାଛନ୍ତୁ।",
    locale: "ଦୟାକରି ଇଂରାଜୀ, ଓଡ଼ିଆ କିମ୍ବା ହିନ୍ଦୀ ବାଛନ୍ତୁ।",
    resumeType: "ଦୟାକରି ଏକ {resumeTypes} ଫାଇଲ ବାଛନ୍ତୁ।",
    resumeSize: "ବାୟୋଡାଟା {maxResumeMb} MB କିମ୍ବା ତାଠାରୁ ଛୋଟ ହେବା ଦରକାର।",
    resumeEmpty: "ବାୟୋଡାଟା ଫାଇଲଟି ଖାଲି ଅଛି।",
  },
  enquiry: {
    name: "ନାମ",
    email: "ଇମେଲ",
    phone: "ଫୋନ",
    message: "ବାର୍ତ୍ତା",
    messageHint: "ଇଚ୍ଛାଧୀନ, ସର୍ବାଧିକ {maxMessageLength} ଅକ୍ଷର।",
    submit: "ଜିଜ୍ଞାସା ପଠାନ୍ତୁ",
    pending: "ପଠାଯାଉଛି...",
    success:
      "ଆପଣଙ୍କ ବାର୍ତ୍ତା ପାଇଁ ଧନ୍ୟବାଦ! ଆପଣଙ୍କ ଜିଜ୍ଞାସା ସଫଳତାର ସହ ପଠାଯାଇଛି। ଆମେ ଶୀଘ୍ର ଆପଣଙ୍କ ସହ ଯୋଗାଯୋଗ କରିବୁ।",
    failure:
      "ଆପଣଙ୍କ ଅନୁରୋଧ ପଠାଇବାରେ ଏକ ତ୍ରୁଟି ହେଲା। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ କିମ୍ବା ସିଧାସଳଖ ଆମ ସହ ଯୋଗାଯୋଗ କରନ୍ତୁ।",
    consent:
      "ମୁଁ ସହମତ ଯେ ମୋ ଜିଜ୍ଞାସାର ଉତ୍ତର ଦେବା ପାଇଁ {shortName} ମୋ ନାମ, ଇମେଲ, ଫୋନ ଓ ବାର୍ତ୍ତା ରଖିପାରିବେ, ଏବଂ ସର୍ବାଧିକ {retentionDays} ଦିନ ପର୍ଯ୍ୟନ୍ତ ରଖିପାରିବେ।",
    consentByEmail:
      "ମୁଁ ସହମତ ଯେ ମୋ ଜିଜ୍ଞାସାର ଉତ୍ତର ଦେବା ପାଇଁ ମୋ ନାମ, ଇମେଲ, ଫୋନ ଓ ବାର୍ତ୍ତା ଇମେଲ ମାଧ୍ୟମରେ {shortName} ର ଇନବକ୍ସକୁ ପଠାଯିବ। ଏହି ୱେବସାଇଟ ସେଗୁଡ଼ିକୁ ସ୍ୱୟଂଚାଳିତ ଭାବେ ବିଲୋପ କରେ ନାହିଁ।",
  },
  application: {
    name: "ପୂରା ନାମ",
    email: "ଇମେଲ",
    phone: "ଫୋନ",
    jobCategory: "ଚାକିରିର ବିଭାଗ",
    jobCategoryPlaceholder: "ଏକ ବିଭାଗ ବାଛନ୍ତୁ",
    employmentType: "ଚାକିରିର ପ୍ରକାର",
    employmentTypePlaceholder: "ଏକ ପ୍ରକାର ବାଛନ୍ତୁ",
    resume: "ବାୟୋଡାଟା",
    resumeHint: "ଇଚ୍ଛାଧୀନ। {resumeTypes}, ସର୍ବାଧିକ {maxResumeMb}MB।",
    uploading: "ବାୟୋଡାଟା ଅପଲୋଡ ହେଉଛି",
    submit: "ଆବେଦନ ଦାଖଲ କରନ୍ତୁ",
    pending: "ଦାଖଲ ହେଉଛି...",
    success: "ଆପଣଙ୍କ ଆବେଦନ ପାଇଁ ଧନ୍ୟବାଦ! ଆମେ ଆପଣଙ୍କ ବିବରଣୀ ପାଇଛୁ ଏବଂ ଶୀଘ୍ର ଆପଣଙ୍କ ସହ ଯୋଗାଯୋଗ କରିବୁ।",
    failure:
      "ଆପଣଙ୍କ ଆବେଦନ ଦାଖଲ କରିବାରେ ଏକ ତ୍ରୁଟି ହେଲା। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ କିମ୍ବା ସିଧାସଳଖ ଆମ ସହ ଯୋଗାଯୋଗ କରନ୍ତୁ।",
    consent:
      "ମୁଁ ସହମତ ଯେ ମୋ ଆବେଦନ ବିଚାର କରିବା ପାଇଁ {shortName} ମୋ ନାମ, ଇମେଲ, ଫୋନ, ଚାକିରି ପସନ୍ଦ ଓ ବାୟୋଡାଟା ରଖିପାରିବେ, ଏବଂ ସର୍ବାଧିକ {retentionDays} ଦିନ ପର୍ଯ୍ୟନ୍ତ ରଖିପାରିବେ।",
    consentByEmail:
      "ମୁଁ ସହମତ ଯେ ମୋ ଆବେଦନ ବିଚାର କରିବା ପାଇଁ ମୋ ନାମ, ଇମେଲ, ଫୋନ, ଚାକିରି ପସନ୍ଦ ଓ ମୋ ବାୟୋଡାଟା ଫାଇଲର ନାମ ଇମେଲ ମାଧ୍ୟମରେ {shortName} ର ଇନବକ୍ସକୁ ପଠାଯିବ। ଏହି ୱେବସାଇଟ ସେଗୁଡ଼ିକୁ ସ୍ୱୟଂଚାଳିତ ଭାବେ ବିଲୋପ କରେ ନାହିଁ।",
  },
  jobCategories: {
    "Sales/Marketing": "ବିକ୍ରୟ/ମାର୍କେଟିଂ",
    "HR/Admin": "HR/ପ୍ରଶାସନ",
    "Finance/Accounting": "ଅର୍ଥ/ହିସାବ",
    "IT/Technical": "IT/ବୈଷୟିକ",
    Delivery: "ଡେଲିଭରି",
    Packing: "ପ୍ୟାକିଂ",
  },
  employmentTypes: {
    "Full Time": "ଫୁଲ ଟାଇମ",
    "Part Time": "ପାର୍ଟ ଟାଇମ",
    Internship: "ଇଣ୍ଟର୍ନସିପ",
  },
  sent: {
    contact: {
      meta: {
        title: "ଜିଜ୍ଞାସା ପଠାଗଲା | {siteName}",
        description: "ଆପଣଙ୍କ ଜିଜ୍ଞାସା ପାଇଁ ଧନ୍ୟବାଦ। କଟକରେ ଆମ ଦଳ ଶୀଘ୍ର ଆପଣଙ୍କ ସହ ଯୋଗାଯୋଗ କରିବେ।",
      },
      title: "ଜିଜ୍ଞାସା ପଠାଗଲା",
      back: "ଯୋଗାଯୋଗ ପୃଷ୍ଠାକୁ ଫେରନ୍ତୁ",
    },
    careers: {
      meta: {
        title: "ଆବେଦନ ମିଳିଲା | {siteName}",
        description:
          "ଆପଣଙ୍କ ଚାକିରି ଆବେଦନ ପାଇଁ ଧନ୍ୟବାଦ। ଆମେ ଆପଣଙ୍କ ବିବରଣୀ ପାଇଛୁ ଏବଂ ଶୀଘ୍ର ଆପଣଙ୍କ ସହ ଯୋଗାଯୋଗ କରିବୁ।",
      },
      title: "ଆବେଦନ ମିଳିଲା",
      back: "ଚାକିରି ପୃଷ୍ଠାକୁ ଫେରନ୍ତୁ",
    },
    home: "ମୂଳ ପୃଷ୍ଠା",
  },
};
