// AWAITING THE OWNER'S REVIEW (shared/content/languages.ts): a trade customer's orders, in
// Odia: the customer's mails, the server's answers to the order calls and the order page
// written by the server for browsers without JavaScript.

import type { OrderMailText } from "#shared/content/en/order-mail.ts";

export const reviewed = false;

export const orderMail: OrderMailText = {
  receivedSubject: "ଅର୍ଡର {number} ମିଳିଛି – {company}",
  receivedText:
    "ନମସ୍କାର। {date} ରେ {shopName} ଦେଇଥିବା ଅର୍ଡର {number} ଆମେ ପାଇଛୁ। ଆମେ ଏହାକୁ ଯାଞ୍ଚ କରିବୁ, ଏବଂ ଗ୍ରହଣ କଲେ ଆପଣଙ୍କୁ ଜଣାଇବୁ।",
  statusSubject: "ଅର୍ଡର {number}: {status} – {company}",
  statusText: {
    held: "ନମସ୍କାର। {shopName} ର ଅର୍ଡର {number} ଆମେ ପାଇଛୁ, କିନ୍ତୁ ଏବେ ଏହା ଅଟକା ଯାଇଛି।",
    received:
      "ନମସ୍କାର। {shopName} ର ଅର୍ଡର {number} ଆଉ ଅଟକା ନାହିଁ। ଆମେ ଏହାକୁ ଯାଞ୍ଚ କରିବୁ, ଏବଂ ଗ୍ରହଣ କଲେ ଆପଣଙ୍କୁ ଜଣାଇବୁ।",
    accepted: "ନମସ୍କାର। {shopName} ର ଅର୍ଡର {number} ଆମେ ଗ୍ରହଣ କରିଛୁ। ଏହା ପଠାଗଲେ ଆପଣଙ୍କୁ ଜଣାଇବୁ।",
    dispatched: "ନମସ୍କାର। {shopName} ର ଅର୍ଡର {number} ପଠାଯାଇଛି।",
    delivered: "ନମସ୍କାର। {shopName} ର ଅର୍ଡର {number} ଡେଲିଭରି ହୋଇଯାଇଛି। ଆମଠାରୁ ଅର୍ଡର କରିଥିବାରୁ ଧନ୍ୟବାଦ।",
    cancelled:
      "ନମସ୍କାର। {shopName} ର ଅର୍ଡର {number} ବାତିଲ ହୋଇଛି। ଏ ବିଷୟରେ କିଛି ପଚାରିବାକୁ ଥିଲେ ଦୟାକରି ଆମକୁ ଫୋନ କରନ୍ତୁ।",
  },
  heldSubject: "ଅର୍ଡର {number} ଅଟକା ଯାଇଛି – {company}",
  payLink: "ଆପଣଙ୍କ ବିଲ୍ ଦେଖନ୍ତୁ ଓ ପେମେଣ୍ଟ କରନ୍ତୁ: {link}",
  staffNote: "ଆମ ନୋଟ: {note}",
  yourNote: "ଆପଣଙ୍କ ନୋଟ: {note}",
  placedByStaff: "ଏହି ଅର୍ଡର ଆମ କର୍ମଚାରୀ ଆପଣଙ୍କ ପାଇଁ ଦେଇଛନ୍ତି।",
  items: "ଆଇଟମ",
  withFree: "{quantity} + {free} ଫ୍ରି",
  supplied: "ଯୋଗାଣ {supplied}",
  estimate: {
    ordered: "ଅର୍ଡରର ଆନୁମାନିକ ହିସାବ",
    supplied: "ଯୋଗାଣର ଆନୁମାନିକ ହିସାବ",
    beforeGst: "GST ବିନା",
    gst: "GST (ଆନୁମାନିକ)",
    withGst: "GST ସହ ମୋଟ (ଆନୁମାନିକ)",
    unpriced: {
      one: "{count}ଟି ଆଇଟମର ଦର ଏପର୍ଯ୍ୟନ୍ତ ଜଣା ନାହିଁ, ତାହା ହିସାବରେ ଧରାଯାଇନାହିଁ।",
      other: "{count}ଟି ଆଇଟମର ଦର ଏପର୍ଯ୍ୟନ୍ତ ଜଣା ନାହିଁ, ସେଗୁଡ଼ିକ ହିସାବରେ ଧରାଯାଇନାହିଁ।",
    },
    mayDiffer: "ଏହା ଆନୁମାନିକ ହିସାବ: ବିଲ୍ ଅଲଗା ହୋଇପାରେ।",
  },
  seeOrders: "ଆପଣଙ୍କ ଅର୍ଡରଗୁଡ଼ିକ ଦେଖନ୍ତୁ: {link}",
  answers: {
    notInCatalogue: "କିଛି ଆଇଟମ ଏବେ ଆମ ତାଲିକାରେ ନାହିଁ। ଦୟାକରି ସେଗୁଡ଼ିକୁ ଆପଣଙ୍କ ଅର୍ଡରରୁ ହଟାନ୍ତୁ, କିମ୍ବା ଆମକୁ ଫୋନ କରନ୍ତୁ।",
    lineNotInCatalogue: "ଏହି ଆଇଟମଟି ଏବେ ଆମ ତାଲିକାରେ ନାହିଁ।",
    badQuantity: "ଦୟାକରି 1 ରୁ {maxItemQuantity} ମଧ୍ୟରେ ପରିମାଣ ଲେଖନ୍ତୁ।",
    emptyList: "ଆପଣଙ୍କ ଅର୍ଡର ତାଲିକା ଖାଲି ଅଛି। ଅର୍ଡର ଦେବା ପୂର୍ବରୁ ଦୟାକରି ଆଇଟମ ଯୋଡ଼ନ୍ତୁ।",
    listFull:
      "ଆପଣଙ୍କ ଅର୍ଡର ତାଲିକାରେ ଆଉ ଆଇଟମ ଯୋଡ଼ିହେବ ନାହିଁ। ଦୟାକରି ପ୍ରଥମେ ଏହି ଅର୍ଡରଟି ଦିଅନ୍ତୁ, କିମ୍ବା କିଛି ଲାଇନ ହଟାନ୍ତୁ।",
    noSuchLine: "ସେହି ଲାଇନଟି ଏବେ ଆପଣଙ୍କ ଅର୍ଡର ତାଲିକାରେ ନାହିଁ। ଦୟାକରି ତାଲିକାଟି ପୁଣି ଦେଖନ୍ତୁ।",
    tooMany:
      "ଆପଣ ଗତ ଏକ ଘଣ୍ଟାରେ ଅନେକ ଅର୍ଡର ଦେଇଛନ୍ତି। ଦୟାକରି କିଛି ସମୟ ଅପେକ୍ଷା କରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ, କିମ୍ବା ଆମକୁ ଫୋନ କରନ୍ତୁ।",
    tooLarge: "ଅର୍ଡରଟି ବହୁତ ବଡ଼। ଦୟାକରି କମ୍ ଆଇଟମ କିମ୍ବା ଛୋଟ ନୋଟ ପଠାନ୍ତୁ।",
    needsConfirm:
      "ଦର୍ଶାଯାଇଥିବା ବଡ଼ ପରିମାଣଗୁଡ଼ିକ ଯାଞ୍ଚ କରନ୍ତୁ, ତାପରେ ଯେମିତି ଅଛି ସେମିତି ଅର୍ଡର ଦିଅନ୍ତୁ କିମ୍ବା ପରିମାଣ ବଦଳାନ୍ତୁ।",
    keyReused: "ଏହି ଅର୍ଡର ପୂର୍ବରୁ ଅନ୍ୟ ଆଇଟମ ସହ ଦିଆଯାଇସାରିଛି। ଦୟାକରି ଆପଣଙ୍କ ଅର୍ଡର ତାଲିକା ପୁଣି ଖୋଲି ସେଠାରୁ ଅର୍ଡର ଦିଅନ୍ତୁ।",
    notFound: "ଏପରି କୌଣସି ଅର୍ଡର ନାହିଁ।",
  },
  page: {
    title: "ଆପଣଙ୍କ ଅର୍ଡର ତାଲିକା",
    signedOut: "ଆଜିର ଦର ସହ ଆପଣଙ୍କ ଅର୍ଡର ତାଲିକା ଦେଖିବା ଓ ଅର୍ଡର ଦେବା ପାଇଁ ସାଇନ ଇନ କରନ୍ତୁ।",
    signIn: "ସାଇନ ଇନ କରନ୍ତୁ",
    change: "ବଦଳାନ୍ତୁ",
    callToChange: "ଅର୍ଡର ଦେବା ପରେ ତାହା ବଦଳାଇବା କିମ୍ବା ବାତିଲ କରିବା ପାଇଁ ଦୟାକରି ଆମକୁ {phone} ରେ ଫୋନ କରନ୍ତୁ।",
  },
};
