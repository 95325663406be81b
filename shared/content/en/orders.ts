// Texts of a signed-in trade customer's orders, in English (docs/product.md#orders): the order
// list on the account page with its estimate, placing it, "My orders" (status, lines, what was
// supplied, order again, print, WhatsApp), and the search's "Add to order".

export const orders = {
  /** The search's button for a signed-in customer: the item goes into the order list. */
  add: {
    add: "Add to order",
    addLabel: "Add to order: {item}",
    added: "Added to your order",
    failed: "It could not be added just now. Please try again.",
  },
  /** The order list on the account page: the server's list at today's rates. */
  list: {
    heading: "Your order",
    intro:
      "Items you add from the search, at today's rate and scheme. Change a quantity or remove an item, then place the order.",
    loading: "Loading your order…",
    failed: "Your order could not be loaded just now.",
    retry: "Try again",
    empty: "Your order is empty. Search medicines and add items with a quantity.",
    search: "Search medicines",
    quantityOf: "Quantity of {item}",
    remove: "Remove",
    removeLabel: "Remove {item}",
    free: "Free",
    amount: "Amount",
    notInCatalogue: "No longer in our list: it cannot be ordered. Remove it, or call us.",
    notCounted: "not in the total",
    saving: "Saving…",
    saveFailed: "Your last change could not be saved just now.",
  },
  /** What the order comes to: an estimate, as the bill adds GST line by line. */
  estimate: {
    heading: "Estimate",
    total: "Total before GST",
    gst: "GST (estimate)",
    withGst: "Total with GST (estimate)",
    /** The same estimate for what is supplied, once staff have set it. */
    suppliedHeading: "What is supplied",
    note: "An estimate at today's rates: the bill may differ.",
    unpriced: {
      one: "{count} item has no rate and is not in the total.",
      other: "{count} items have no rate and are not in the total.",
    },
    gstUnknown: {
      one: "The GST of {count} item is not known and is not added.",
      other: "The GST of {count} items is not known and is not added.",
    },
  },
  place: {
    note: "Note for us (optional)",
    noteHint: "For example a delivery time, or a substitute you accept.",
    submit: "Place order",
    pending: "Placing order...",
    placed: "Order {number} placed. We will let you know when it is accepted.",
    lineError: "No longer in our list: remove it to place the order.",
    lineErrors:
      "Some items can no longer be ordered: they are marked below. Remove them, then place the order.",
    notInCatalogue:
      "Some items are no longer in our list: they are marked below. Remove them, then place the order.",
    failed: "The order could not be sent just now. Please try again: it will not be placed twice.",
    tooMany: "You have placed many orders in the last hour. Please wait a little, or call us.",
    conflict:
      "An order was already placed from this list with other quantities. Please check My orders before placing it again.",
  },
  /** A large order: what the customer is asked to check before it is placed. */
  large: {
    heading: "Please check these quantities",
    lead: "Nothing is placed yet. If the quantities are right, place the order as it is; else change them.",
    usual: "{item}: {quantity} is more than 10 times your usual {usual}.",
    line: "{item}: {amount} with GST (estimate), more than {limit} for one item.",
    order: "The order comes to {amount} with GST (estimate), more than {limit}.",
    confirm: "Place the order as it is",
    change: "Change quantities",
  },
  /** The customer's orders, newest first. */
  mine: {
    heading: "My orders",
    loading: "Loading your orders…",
    failed: "Your orders could not be loaded just now.",
    empty: "You have not placed an order on the website yet.",
    more: "Show older orders",
    order: "Order {number}",
    placedOn: "Placed on {date}",
    /** An order staff took for the customer by phone, WhatsApp or a visit. */
    placedByStaff: "Placed for you by our staff",
    status: "Status",
    statuses: {
      held: "Held",
      received: "Received",
      accepted: "Accepted",
      dispatched: "Dispatched",
      delivered: "Delivered",
      cancelled: "Cancelled",
    },
    /** What each status means for the customer. */
    statusNotes: {
      held: "This order is held: see why below.",
      received: "We have your order and will check it soon.",
      accepted: "We are packing your order.",
      dispatched: "Your order is on its way.",
      delivered: "Your order has been delivered.",
      cancelled: "This order was cancelled.",
    },
    history: "History",
    lines: "Items",
    ordered: "Ordered",
    free: "Free",
    rate: "Rate",
    amount: "Amount",
    supplied: "Supplied",
    /** A quantity with the free goods its scheme gives on it. */
    withFree: "{quantity} + {free} free",
    /** What goes out of what was ordered, each as a quantity with its free goods. */
    suppliedOf: "Supplied {supplied} of {ordered}",
    short: "Short by {count}",
    yourNote: "Your note",
    staffNote: "Note from us",
    again: "Order again",
    againLabel: "Order again: order {number}",
    againDone: "The items of order {number} are in your order above, at today's rates.",
    againFailed: "The items could not be added just now. Please try again.",
    print: "Print",
    printLabel: "Print order {number}",
    share: "Share on WhatsApp",
    shareLabel: "Share on WhatsApp: order {number}",
    noCancel: "Orders cannot be cancelled or changed on the website. Please call us on {phone}.",
    notFound: "This order could not be found. It may belong to another account.",
  },
  /** Why an order was placed held (shared/order-hold-text.ts), and the way to the Bills page. */
  hold: {
    limit:
      "Order {number} is held: you owe {pending} with the orders not yet billed, and this order of {amount} would take it above your credit limit of {limit}.",
    overdue: "Order {number} is held: a bill of yours is {days} days overdue.",
    next: "Please pay what is due. We will then release the order, or call you.",
    pay: "See your bills and pay",
  },
  /** The printed order and the WhatsApp message: a plain summary. */
  summary: {
    title: "Order {number}",
    shop: "For {shop}",
    placedOn: "Placed on {date}",
    item: "Item",
    pack: "Pack",
    company: "Company",
    /** A line with free goods in the WhatsApp message (a line without is "25 × item: ₹672.00"). */
    lineWithFree: "{quantity} + {free} free × {item}: {amount}",
  },
};

export type OrdersText = typeof orders;
