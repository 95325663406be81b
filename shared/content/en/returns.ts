// Expiry and breakage returns (docs/product.md#returns), in English: the Returns page with and
// without JavaScript, the request form, the list of a customer's returns, the server's answers
// and the customer's mails. {number}s, {item}s, {amount}s and {reason}s are filled in by the code.

export const returns = {
  page: {
    title: "Returns",
    lead: "Ask us to take back expired, near-expiry or broken goods, or an item we sent by mistake, and follow each return until its credit note.",
    signedOut: "Please sign in to ask for a return and follow your returns.",
    signIn: "Sign in",
    link: "Returns",
    back: "Back to your account",
  },
  form: {
    heading: "Ask for a return",
    fromOrders: "An item from your orders",
    fromOrdersNone: "None: I type the item's name below",
    name: "Or the item's name, as on the bill",
    nameAlone: "The item's name, as on the bill",
    batch: "Batch number",
    expiry: "Expiry month",
    expiryHint: "As printed on the strip, year and month: for example 2026-03.",
    quantity: "Quantity",
    reason: "Why",
    billNo: "Bill number, if you know it",
    note: "Note (at most {maxReturnNoteLength} characters)",
    photo: "Photo of the goods (JPEG, PNG or WebP, at most {maxPhotoMb} MB)",
    photoHint:
      "A photo of the batch and expiry printed on the strip, or of the breakage, helps us approve the return sooner.",
    send: "Send the return request",
  },
  reasons: {
    expired: "Expired",
    near_expiry: "Near expiry",
    breakage: "Breakage",
    wrong_item: "Wrong item sent",
    other: "Other",
  },
  done: {
    sent: "Return request {number} sent. We will mail you when we approve it.",
    inside: "It is inside the company's return window.",
    outside: "It is outside the company's return window: our staff will look at it and tell you.",
  },
  list: {
    heading: "Your returns",
    caption: "Your returns, newest first",
    none: "You have not asked for a return yet.",
    number: "Return",
    item: "Item",
    batch: "Batch",
    expiry: "Expiry",
    quantity: "Qty",
    reason: "Why",
    status: "Status",
    creditNote: "Credit note",
    amount: "Amount",
    outside: "Outside the return window",
    photo: "Photo",
  },
  statuses: {
    requested: "Return requested",
    approved: "Return approved: we will pick it up",
    received: "Return received",
    credited: "Credited: credit note {creditNote}, {amount}",
    rejected: "Return rejected: {reason}",
  },
  validation: {
    item: "Choose the item from your orders or type its name.",
    batch: "Enter the batch number printed on the strip.",
    expiry: "Enter the expiry month as year and month, for example 2026-03.",
    quantity: "Enter how many, a whole number from 1.",
    reason: "Choose why the goods come back.",
    note: "The note is longer than {maxReturnNoteLength} characters.",
  },
  answers: {
    noSuchItem: "This item is not in our list. Please type its name instead.",
    photoType: "The photo must be a JPEG, PNG or WebP file.",
    photoSize: "The photo is larger than {maxPhotoMb} MB. Please choose a smaller one.",
    photoDamaged: "The photo could not be read. Please take it again.",
    tooMany: "You have asked for many returns in the last hour. Please try again later.",
  },
  mail: {
    approvedSubject: "Return {number} approved",
    approvedText:
      "Dear {shop}, we have approved your return {number} ({item}, batch {batch}, {quantity}). Our staff will pick it up on the next delivery round.",
    creditedSubject: "Return {number} credited: {amount}",
    creditedText:
      "Dear {shop}, we have received your return {number} ({item}, batch {batch}, {quantity}) and issued credit note {creditNote} for {amount}. It will show on your bills.",
    rejectedSubject: "Return {number} not accepted",
    rejectedText:
      "Dear {shop}, we cannot accept your return {number} ({item}, batch {batch}, {quantity}): {reason}. Please call us if you have a question.",
    seeReturns: "Your returns: {link}",
  },
};

export type ReturnsText = typeof returns;
