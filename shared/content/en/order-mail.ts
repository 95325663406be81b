// A trade customer's orders in English (docs/product.md#orders): the mails the customer gets
// (order received, each status it reaches), the server's answers to the order calls, and the
// order page the server writes for browsers without JavaScript (`page`). The mail to the
// company is the staff's, in English, and is not here.

export const orderMail = {
  receivedSubject: "Order {number} received – {company}",
  receivedText:
    "Namaskar. We have received order {number} from {shopName}, placed on {date}. We will check it and let you know when it is accepted.",
  statusSubject: "Order {number}: {status} – {company}",
  /** One sentence for each status an order can move to. */
  statusText: {
    held: "Namaskar. We have received order {number} of {shopName}, and it is held for now.",
    received:
      "Namaskar. Order {number} of {shopName} is no longer held. We will check it and let you know when it is accepted.",
    accepted:
      "Namaskar. We have accepted order {number} of {shopName}. We will let you know when it is dispatched.",
    dispatched: "Namaskar. Order {number} of {shopName} has been dispatched.",
    delivered:
      "Namaskar. Order {number} of {shopName} has been delivered. Thank you for ordering from us.",
    cancelled:
      "Namaskar. Order {number} of {shopName} has been cancelled. If you have a question about it, please call us.",
  },
  heldSubject: "Order {number} held – {company}",
  payLink: "See your bills and pay: {link}",
  staffNote: "Our note: {note}",
  yourNote: "Your note: {note}",
  /** An order staff took for the customer by phone, WhatsApp or a visit. */
  placedByStaff: "This order was placed for you by our staff.",
  items: "Items",
  /** A line's quantity with what its scheme gives free: "25 + 2 free". */
  withFree: "{quantity} + {free} free",
  supplied: "supplied {supplied}",
  estimate: {
    /** The status mails' two estimates: of the order placed, and of what is supplied. */
    ordered: "Estimate of the order",
    supplied: "Estimate of what is supplied",
    beforeGst: "Before GST",
    gst: "GST (estimate)",
    withGst: "Total with GST (estimate)",
    unpriced: {
      one: "{count} line has no rate yet and is not counted.",
      other: "{count} lines have no rate yet and are not counted.",
    },
    mayDiffer: "This is an estimate: the bill may differ.",
  },
  seeOrders: "See your orders: {link}",
  /** The server's answers to the order calls and forms. */
  answers: {
    notInCatalogue:
      "Some items are no longer in our list. Please remove them from your order, or call us.",
    lineNotInCatalogue: "This item is no longer in our list.",
    badQuantity: "Please enter a quantity from 1 to {maxItemQuantity}.",
    emptyList: "Your order list is empty. Please add items before placing the order.",
    listFull: "Your order list is full. Please place this order first, or remove some lines.",
    noSuchLine: "That line is no longer in your order list. Please look at the list again.",
    tooMany:
      "You have placed many orders in the last hour. Please wait a while and try again, or call us.",
    tooLarge: "The order is too large. Please send fewer lines or a shorter note.",
    needsConfirm:
      "Please check the large quantities named, then place the order as it is or change them.",
    keyReused:
      "This order was already placed with other items. Please open your order list again and place it from there.",
    notFound: "There is no such order.",
  },
  /** The order page without JavaScript (`/account/order`), and the search page's order form. */
  page: {
    title: "Your order list",
    signedOut: "Sign in to see your order list with today's rates and to place orders.",
    signIn: "Sign in",
    change: "Change",
    callToChange: "To change or cancel an order once it is placed, please call us on {phone}.",
  },
};

export type OrderMailText = typeof orderMail;
