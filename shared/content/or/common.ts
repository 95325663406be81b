// AWAITING THE OWNER'S REVIEW (shared/content/languages.ts): the frame of every page, in Odia.
// Same keys as ../en/common.ts; words in {braces} are filled in by the page, keep them.

import type { CommonText } from "#shared/content/en/common.ts";
import { siteText } from "./site-text";

export const reviewed = false;

export const common: CommonText = {
  tagline: siteText.tagline,
  hours: siteText.hours,
  notices: "ସୂଚନା",
  closures: {
    closedOn: "{date} ଦିନ ବନ୍ଦ: {reason}",
    closedFromTo: "{from}ରୁ {to} ପର୍ଯ୍ୟନ୍ତ ବନ୍ଦ: {reason}",
    closedToday: "ଆଜି ବନ୍ଦ: {reason}",
    closedTodayTo: "ଆଜିଠାରୁ {to} ପର୍ଯ୍ୟନ୍ତ ବନ୍ଦ: {reason}",
  },
  registration: {
    registeredName: "ପଞ୍ଜୀକୃତ ନାମ",
    gstin: "GSTIN",
    // One per licence in site.ts, in its order: keep them in step when the owner changes those.
    licences: ["ପାଇକାରୀ ଡ୍ରଗ୍ ଲାଇସେନ୍ସ, ଫର୍ମ 20B", "ପାଇକାରୀ ଡ୍ରଗ୍ ଲାଇସେନ୍ସ, ଫର୍ମ 21B"],
  },
  listOr: "କିମ୍ବା",
  skipLink: "ମୁଖ୍ୟ ବିଷୟବସ୍ତୁକୁ ଯାଆନ୍ତୁ",
  nav: {
    label: "ମୁଖ୍ୟ",
    home: "ମୂଳ ପୃଷ୍ଠା",
    about: "ଆମ ବିଷୟରେ",
    products: "ଉତ୍ପାଦ",
    contact: "ଯୋଗାଯୋଗ",
    careers: "ଚାକିରି",
  },
  header: {
    homeSuffix: ", ମୂଳ ପୃଷ୍ଠା",
    callUs: "ଫୋନ କରନ୍ତୁ",
    callUsLabel: "ଆମକୁ ଫୋନ କରନ୍ତୁ: ଫୋନ ଓ WhatsApp ବିକଳ୍ପ",
    menu: "ମେନୁ",
  },
  contactMenu: {
    call: "{phone} ରେ ଫୋନ କରନ୍ତୁ",
    callShort: "ଫୋନ କରନ୍ତୁ",
    whatsapp: "WhatsApp",
  },
  newTab: " (ନୂଆ ଟ୍ୟାବରେ ଖୋଲିବ)",
  whatsappGreeting: "ନମସ୍କାର {company}, ମୁଁ ଆପଣଙ୍କ ୱେବସାଇଟର {page} ପୃଷ୍ଠାରେ ଅଛି, ମୋର ଗୋଟିଏ ପ୍ରଶ୍ନ ଅଛି: ",
  pageNames: {
    home: "ମୂଳ",
    about: "ପରିଚୟ",
    products: "ଉତ୍ପାଦ",
    contact: "ଯୋଗାଯୋଗ",
    careers: "ଚାକିରି",
    privacy: "ଗୋପନୀୟତା",
    account: "ଆକାଉଣ୍ଟ",
  },
  quantityInvalid: "ଦୟାକରି 1 ରୁ {maxItemQuantity} ମଧ୍ୟରେ ଏକ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା ଲେଖନ୍ତୁ।",
  enquiryBadge: {
    one: "ଆପଣଙ୍କ ଜିଜ୍ଞାସା ତାଲିକା: {count}ଟି ଆଇଟମ",
    other: "ଆପଣଙ୍କ ଜିଜ୍ଞାସା ତାଲିକା: {count}ଟି ଆଇଟମ",
  },
  languages: "ଭାଷା",
  footer: {
    label: "ଫୁଟର ଲିଙ୍କ",
    explore: "ଉପଯୋଗୀ ଲିଙ୍କ",
    privacy: "ଗୋପନୀୟତା ନୀତି",
    productList: "ଉତ୍ପାଦ ତାଲିକା (PDF)",
    getInTouch: "ଯୋଗାଯୋଗ କରନ୍ତୁ",
    whatsapp: "WhatsApp ରେ କଥା ହୁଅନ୍ତୁ",
    linkedin: "LinkedIn ରେ {company} (ନୂଆ ଟ୍ୟାବରେ ଖୋଲିବ)",
    rights: "© {year} {company}। ସର୍ବସ୍ୱତ୍ୱ ସଂରକ୍ଷିତ।",
    websiteBy: "ୱେବସାଇଟ ପ୍ରସ୍ତୁତକର୍ତ୍ତା: {developer}",
    developer: "ଡେଭଲପରଙ୍କ ସହ ଯୋଗାଯୋଗ",
    developerLabel: "ଡେଭଲପରଙ୍କ ସହ ଯୋଗାଯୋଗ: {developer}, ଫୋନ ଓ WhatsApp ବିକଳ୍ପ",
  },
  chat: {
    title: "{company} ସହାୟକ",
    subtitle: "ସ୍ୱୟଂଚାଳିତ ଉତ୍ତର, ଦିନରାତି",
    open: "ଚାଟ କରନ୍ତୁ",
    close: "ଚାଟ ବନ୍ଦ କରନ୍ତୁ",
    log: "ଚାଟ ବାର୍ତ୍ତା",
    you: "ଆପଣ: ",
    assistant: "ସହାୟକ: ",
    typing: "ସହାୟକ ଲେଖୁଛନ୍ତି…",
    inputLabel: "ଆପଣଙ୍କ ବାର୍ତ୍ତା ଲେଖନ୍ତୁ",
    placeholder: "ଉତ୍ପାଦ, ଡେଲିଭରି, ସମୟ ବିଷୟରେ ପଚାରନ୍ତୁ…",
    send: "ବାର୍ତ୍ତା ପଠାନ୍ତୁ",
    talkToUs: "ଆମ ସହ କଥା ହୁଅନ୍ତୁ",
    opening: "ଚାଟ ଖୋଲୁଛି…",
    unavailable:
      "ସହାୟକ ଆରମ୍ଭ ହୋଇପାରିଲା ନାହିଁ: ଆପଣଙ୍କ ସଂଯୋଗ ଯାଞ୍ଚ କରି ପୃଷ୍ଠାଟି ପୁଣି ଖୋଲନ୍ତୁ, କିମ୍ବା ଉପରର ଲିଙ୍କରେ ଜଣେ ବ୍ୟକ୍ତିଙ୍କ ସହ କଥା ହୁଅନ୍ତୁ।",
    people: "ଜଣେ ବ୍ୟକ୍ତିଙ୍କ ସହ କଥା ହୁଅନ୍ତୁ",
    enquire: "ଜିଜ୍ଞାସା ପଠାନ୍ତୁ",
  },
  notFound: {
    meta: {
      title: "ପୃଷ୍ଠା ମିଳିଲା ନାହିଁ | {siteName}",
      description:
        "କ୍ଷମା କରିବେ, ସେହି ପୃଷ୍ଠାଟି ମିଳିଲା ନାହିଁ। ଆମ ମୂଳ ପୃଷ୍ଠା ଦେଖନ୍ତୁ, ଆମ ସହଯୋଗୀ ନିର୍ମାତାମାନଙ୍କ ତାଲିକା ଦେଖନ୍ତୁ, କିମ୍ବା ଆପଣଙ୍କ ଜିଜ୍ଞାସା ପାଇଁ କଟକରେ ଆମ ଦଳ ସହ ଯୋଗାଯୋଗ କରନ୍ତୁ।",
    },
    title: "ପୃଷ୍ଠା ମିଳିଲା ନାହିଁ",
    lead: "ଆପଣ ଖୋଜୁଥିବା ପୃଷ୍ଠାଟି ଆମେ ପାଇଲୁ ନାହିଁ।",
    help: "ପୃଷ୍ଠାଟି ହୁଏତ ଅନ୍ୟ ଠିକଣାକୁ ଯାଇଛି। ଏହି ପୃଷ୍ଠାଗୁଡ଼ିକ ସାହାଯ୍ୟ କରିପାରେ:",
    home: "ମୂଳ ପୃଷ୍ଠା",
    products: "ଉତ୍ପାଦ",
    contact: "ଯୋଗାଯୋଗ କରନ୍ତୁ",
  },
  error: {
    title: "ଅପ୍ରତ୍ୟାଶିତ ତ୍ରୁଟି!",
    text: "ଏହି ପୃଷ୍ଠା ଦେଖାଇବା ସମୟରେ କିଛି ଭୁଲ ହୋଇଗଲା। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ, କିମ୍ବା ମୂଳ ପୃଷ୍ଠାକୁ ଫେରିଯାଆନ୍ତୁ।",
    home: "ମୂଳ ପୃଷ୍ଠାକୁ ଫେରନ୍ତୁ",
    reload: "ପୃଷ୍ଠାଟି ପୁଣି ଲୋଡ କରନ୍ତୁ",
  },
};
