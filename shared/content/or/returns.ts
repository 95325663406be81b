// AWAITING THE OWNER'S REVIEW (shared/content/languages.ts): expiry and breakage returns, in
// Odia: the Returns page, the request form, the list, the server's answers and the mails. The
// trade's words follow the glossary (ଫେରସ୍ତ, ବ୍ୟାଚ, ଏକ୍ସପାୟାରି, ଭଙ୍ଗା, କ୍ରେଡିଟ ନୋଟ).

import type { ReturnsText } from "#shared/content/en/returns.ts";

export const reviewed = false;

export const returns: ReturnsText = {
  page: {
    title: "ଫେରସ୍ତ",
    lead: "ଏକ୍ସପାୟାରି ହୋଇଯାଇଥିବା, ଏକ୍ସପାୟାରି ପାଖେଇ ଆସିଥିବା, ଭଙ୍ଗା ମାଲ, କିମ୍ବା ଭୁଲରେ ପଠାଯାଇଥିବା ଆଇଟମ ଫେରସ୍ତ ନେବାକୁ ଆମକୁ କୁହନ୍ତୁ, ଓ କ୍ରେଡିଟ ନୋଟ ପର୍ଯ୍ୟନ୍ତ ପ୍ରତ୍ୟେକ ଫେରସ୍ତର ସ୍ଥିତି ଦେଖନ୍ତୁ।",
    signedOut: "ଫେରସ୍ତ ମାଗିବା ଓ ଆପଣଙ୍କ ଫେରସ୍ତ ଦେଖିବା ପାଇଁ ଦୟାକରି ସାଇନ ଇନ କରନ୍ତୁ।",
    signIn: "ସାଇନ ଇନ",
    link: "ଫେରସ୍ତ",
    back: "ଆପଣଙ୍କ ଆକାଉଣ୍ଟକୁ ଫେରନ୍ତୁ",
  },
  form: {
    heading: "ଫେରସ୍ତ ମାଗନ୍ତୁ",
    fromOrders: "ଆପଣଙ୍କ ଅର୍ଡରରୁ ଏକ ଆଇଟମ",
    fromOrdersNone: "କିଛି ନୁହେଁ: ତଳେ ଆଇଟମର ନାମ ଲେଖିବି",
    name: "କିମ୍ବା ଆଇଟମର ନାମ, ବିଲ୍‌ରେ ଥିବା ପରି",
    nameAlone: "ଆଇଟମର ନାମ, ବିଲ୍‌ରେ ଥିବା ପରି",
    batch: "ବ୍ୟାଚ ନମ୍ବର",
    expiry: "ଏକ୍ସପାୟାରି ମାସ",
    expiryHint: "ଷ୍ଟ୍ରିପରେ ଛପା ହୋଇଥିବା ପରି, ବର୍ଷ ଓ ମାସ: ଯେପରି 2026-03।",
    quantity: "ପରିମାଣ",
    reason: "କାହିଁକି",
    billNo: "ବିଲ୍ ନମ୍ବର, ଯଦି ଜାଣନ୍ତି",
    note: "ନୋଟ (ଅଧିକତମ {maxReturnNoteLength} ଅକ୍ଷର)",
    photo: "ମାଲର ଫଟୋ (JPEG, PNG କିମ୍ବା WebP, ଅଧିକତମ {maxPhotoMb} MB)",
    photoHint: "ଷ୍ଟ୍ରିପରେ ଛପା ବ୍ୟାଚ ଓ ଏକ୍ସପାୟାରି, କିମ୍ବା ଭଙ୍ଗା ମାଲର ଫଟୋ ଥିଲେ ଆମେ ଫେରସ୍ତ ଶୀଘ୍ର ଅନୁମୋଦନ କରିପାରିବୁ।",
    send: "ଫେରସ୍ତ ଅନୁରୋଧ ପଠାନ୍ତୁ",
  },
  reasons: {
    expired: "ଏକ୍ସପାୟାରି ହୋଇଯାଇଛି",
    near_expiry: "ଏକ୍ସପାୟାରି ପାଖେଇ ଆସିଛି",
    breakage: "ଭଙ୍ଗା",
    wrong_item: "ଭୁଲ ଆଇଟମ ପଠାଯାଇଛି",
    other: "ଅନ୍ୟ",
  },
  done: {
    sent: "ଫେରସ୍ତ ଅନୁରୋଧ {number} ପଠାଗଲା। ଅନୁମୋଦନ କଲେ ଆମେ ଆପଣଙ୍କୁ ମେଲ କରିବୁ।",
    inside: "ଏହା କମ୍ପାନୀର ଫେରସ୍ତ ଅବଧି ଭିତରେ ଅଛି।",
    outside: "ଏହା କମ୍ପାନୀର ଫେରସ୍ତ ଅବଧି ବାହାରେ: ଆମ କର୍ମଚାରୀ ଦେଖି ଆପଣଙ୍କୁ ଜଣାଇବେ।",
  },
  list: {
    heading: "ଆପଣଙ୍କ ଫେରସ୍ତ",
    caption: "ଆପଣଙ୍କ ଫେରସ୍ତ, ନୂଆଟି ପ୍ରଥମେ",
    none: "ଆପଣ ଏପର୍ଯ୍ୟନ୍ତ କୌଣସି ଫେରସ୍ତ ମାଗିନାହାନ୍ତି।",
    number: "ଫେରସ୍ତ",
    item: "ଆଇଟମ",
    batch: "ବ୍ୟାଚ",
    expiry: "ଏକ୍ସପାୟାରି",
    quantity: "ପରିମାଣ",
    reason: "କାହିଁକି",
    status: "ସ୍ଥିତି",
    creditNote: "କ୍ରେଡିଟ ନୋଟ",
    amount: "ରାଶି",
    outside: "ଫେରସ୍ତ ଅବଧି ବାହାରେ",
    photo: "ଫଟୋ",
  },
  statuses: {
    requested: "ଫେରସ୍ତ ମଗାଯାଇଛି",
    approved: "ଫେରସ୍ତ ଅନୁମୋଦିତ: ଆମେ ଆଣିନେବୁ",
    received: "ଫେରସ୍ତ ମିଳିଛି",
    credited: "କ୍ରେଡିଟ ହୋଇଛି: କ୍ରେଡିଟ ନୋଟ {creditNote}, {amount}",
    rejected: "ଫେରସ୍ତ ଗ୍ରହଣ ହେଲା ନାହିଁ: {reason}",
  },
  validation: {
    item: "ଆପଣଙ୍କ ଅର୍ଡରରୁ ଆଇଟମ ବାଛନ୍ତୁ କିମ୍ବା ତାହାର ନାମ ଲେଖନ୍ତୁ।",
    batch: "ଷ୍ଟ୍ରିପରେ ଛପା ବ୍ୟାଚ ନମ୍ବର ଲେଖନ୍ତୁ।",
    expiry: "ଏକ୍ସପାୟାରି ମାସ ବର୍ଷ ଓ ମାସ ଭାବେ ଲେଖନ୍ତୁ, ଯେପରି 2026-03।",
    quantity: "କେତେ, 1 ରୁ ଏକ ପୂର୍ଣ୍ଣ ସଂଖ୍ୟା ଲେଖନ୍ତୁ।",
    reason: "ମାଲ କାହିଁକି ଫେରସ୍ତ ହେଉଛି ବାଛନ୍ତୁ।",
    note: "ନୋଟ {maxReturnNoteLength} ଅକ୍ଷରରୁ ଲମ୍ବା।",
  },
  answers: {
    noSuchItem: "ଏହି ଆଇଟମ ଆମ ତାଲିକାରେ ନାହିଁ। ଦୟାକରି ଏହାର ନାମ ଲେଖନ୍ତୁ।",
    photoType: "ଫଟୋ JPEG, PNG କିମ୍ବା WebP ଫାଇଲ ହେବା ଦରକାର।",
    photoSize: "ଫଟୋ {maxPhotoMb} MB ରୁ ବଡ଼। ଦୟାକରି ଛୋଟ ଫଟୋ ବାଛନ୍ତୁ।",
    photoDamaged: "ଫଟୋଟି ପଢ଼ିହେଲା ନାହିଁ। ଦୟାକରି ପୁଣି ଉଠାନ୍ତୁ।",
    tooMany: "ଗତ ଘଣ୍ଟାରେ ଆପଣ ଅନେକ ଫେରସ୍ତ ମାଗିଛନ୍ତି। ଦୟାକରି ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।",
  },
  mail: {
    approvedSubject: "ଫେରସ୍ତ {number} ଅନୁମୋଦିତ",
    approvedText:
      "ପ୍ରିୟ {shop}, ଆମେ ଆପଣଙ୍କ ଫେରସ୍ତ {number} ({item}, ବ୍ୟାଚ {batch}, {quantity}) ଅନୁମୋଦନ କରିଛୁ। ଆମ କର୍ମଚାରୀ ପରବର୍ତ୍ତୀ ଡେଲିଭରି ବେଳେ ଏହାକୁ ଆଣିନେବେ।",
    creditedSubject: "ଫେରସ୍ତ {number} କ୍ରେଡିଟ ହେଲା: {amount}",
    creditedText:
      "ପ୍ରିୟ {shop}, ଆମେ ଆପଣଙ୍କ ଫେରସ୍ତ {number} ({item}, ବ୍ୟାଚ {batch}, {quantity}) ପାଇଛୁ ଓ {amount} ର କ୍ରେଡିଟ ନୋଟ {creditNote} ଦେଇଛୁ। ଏହା ଆପଣଙ୍କ ବିଲ୍‌ରେ ଦେଖାଯିବ।",
    rejectedSubject: "ଫେରସ୍ତ {number} ଗ୍ରହଣ ହେଲା ନାହିଁ",
    rejectedText:
      "ପ୍ରିୟ {shop}, ଆମେ ଆପଣଙ୍କ ଫେରସ୍ତ {number} ({item}, ବ୍ୟାଚ {batch}, {quantity}) ଗ୍ରହଣ କରିପାରିବୁ ନାହିଁ: {reason}। କିଛି ପ୍ରଶ୍ନ ଥିଲେ ଦୟାକରି ଆମକୁ କଲ କରନ୍ତୁ।",
    seeReturns: "ଆପଣଙ୍କ ଫେରସ୍ତ: {link}",
  },
};
