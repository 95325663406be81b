// A trade customer's bills and payments (docs/product.md#bills-and-payments), in English: the
// Bills page with and without JavaScript, paying by UPI or bank, "I have paid", the statement
// PDF, the server's answers, the reminders staff send and the customer's mails. {date}s, {amount}s
// and {bills} are filled in by the code; the company's facts by their placeholders.

export const bills = {
  page: {
    title: "Bills and payments",
    lead: "What you owe us, as our billing software last reported it, and paying it.",
    asOf: "As of {date}",
    noReport: "Your bills are not on the website yet. Please call us on {phone1} for what is due.",
    signedOut: "Please sign in to see your bills and pay them.",
    signIn: "Sign in",
    loading: "Loading your bills...",
    failed: "Your bills could not be loaded just now. Please try again.",
    link: "Bills and payments",
    back: "Back to your account",
  },
  summary: {
    heading: "What is due",
    total: "Total due",
    overdue: "Overdue",
    nothingDue: "Nothing is due. Thank you!",
    creditLimit: "Credit limit",
    creditLeft: "Credit left",
    overLimit: "Over the credit limit by {amount}",
  },
  ageing: {
    heading: "Due, by the age of the bill",
    d0_30: "Up to 30 days",
    d31_60: "31 to 60 days",
    d61_90: "61 to 90 days",
    d90_plus: "Over 90 days",
  },
  list: {
    heading: "Pending bills",
    caption: "Your pending bills, oldest first",
    billNo: "Bill",
    date: "Date",
    amount: "Amount",
    pending: "Pending",
    dueOn: "Due date",
    overdueDays: "Days overdue",
    notYetDue: "Not yet due",
    creditNote: "Credit",
    choose: "Choose bill {billNo} to pay",
    none: "No pending bills.",
  },
  payment: {
    reported: "Payment reported: {amount}",
    confirmed: "Payment confirmed: {amount}",
    rejected: "Payment not confirmed: {reason}",
  },
  pay: {
    heading: "Pay",
    total: "Pay the total, {amount}",
    chosen: "Pay the chosen bills",
    paying: "Paying {amount} for {bills}",
    openApp: "Pay {amount} with a UPI app",
    scan: "Or scan this code with a UPI app on another phone:",
    qrLabel: "QR code to pay {amount} by UPI",
    upiId: "UPI id: {upiId}",
    aboveMax:
      "UPI payments here go up to {max}. Please pay bill by bill (choose the bills below), or by bank transfer.",
    bank: "Bank transfer to:",
    noWay: "Please call us on {phone1} to pay.",
    chooseHint:
      "To pay some bills only, choose them in the list, then press “Pay the chosen bills”.",
    noneChosen: "Choose at least one pending bill to pay.",
    close: "Close",
  },
  paid: {
    heading: "I have paid",
    lead: "After paying, tell us here, so that we can match the payment to your bills.",
    mode: "Paid by",
    upi: "UPI",
    bank: "Bank transfer",
    reference: "UTR or bank reference",
    referenceHint:
      "For UPI, the 12-digit UTR your app shows with the payment; for a bank transfer, its reference (12 to 22 letters and digits).",
    amount: "Amount paid (₹)",
    paidOn: "Date paid",
    bills: "For the chosen bills: {bills}",
    allBills: "For the oldest bills first",
    send: "Send",
    pending: "Sending...",
    done: "Thank you. We will confirm your payment of {amount} once we see it in our bank.",
  },
  history: {
    heading: "Payments you reported",
    paidOn: "Paid on",
    amount: "Amount",
    reference: "UTR or bank reference",
    status: "Status",
    statuses: { reported: "Reported", confirmed: "Confirmed", rejected: "Not confirmed" },
    none: "You have reported no payments yet.",
  },
  statement: {
    download: "Download the statement (PDF)",
    title: "Statement of account",
    partyCode: "Party code: {code}",
    made: "Made on {date}",
    page: "Page {page} of {pages}",
    payments: "Payments reported since the report",
    note: "This statement shows our billing software's outstanding report as of {date}, less the payments you reported since. It is not a tax invoice.",
  },
  answers: {
    badUtr: "A UPI reference (UTR) is 12 digits.",
    badBankReference: "A bank reference is 12 to 22 letters and digits.",
    badAmount: "Enter the amount paid, more than ₹0, with at most two decimals.",
    tooMuch: "The amount is more than what is due on those bills ({due}).",
    nothingDue: "Nothing is due on your bills now.",
    badDate: "Enter the date you paid.",
    future: "The date paid cannot be in the future.",
    noSuchBill: "Bill {billNo} is not among your pending bills.",
    referenceTaken: "This UTR or bank reference has already been reported.",
    tooMany: "You have reported many payments in the last hour. Please try again later.",
  },
  reminder: {
    subject: "Your bills with {company}",
    text: "Dear {shop}, your bills with {company} come to {total} as of {date}; {overdue} of it is overdue. {bills} Please pay by UPI to {upiId}, or see your bills and pay at {link}. Thank you.",
    textWithoutUpi:
      "Dear {shop}, your bills with {company} come to {total} as of {date}; {overdue} of it is overdue. {bills} Please see your bills and pay at {link}. Thank you.",
    bill: "Bill {billNo}: {amount}, {days} days overdue.",
  },
  mail: {
    confirmedSubject: "Payment confirmed: {amount}",
    confirmedText:
      "Dear {shop}, we have received your payment of {amount} (reference {utr}, paid on {date}). Thank you.",
    rejectedSubject: "Payment not confirmed: {amount}",
    rejectedText:
      "Dear {shop}, we could not confirm your payment of {amount} (reference {utr}, paid on {date}): {reason}. If you have paid, please call us.",
    againstBills: "For bills: {bills}",
    seeBills: "Your bills and payments: {link}",
  },
};

export type BillsText = typeof bills;
