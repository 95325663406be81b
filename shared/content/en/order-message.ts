// Texts of an order from a message or an indent, in English (docs/product.md#orders-from-a-message):
// pasting a WhatsApp message or uploading an indent on the account page (and on the order page
// without JavaScript), checking the lines read from it, and adding them to the order list.

export const orderMessage = {
  paste: {
    heading: "Order from a message or a list",
    lead: "Paste a message as you would send it on WhatsApp, or upload your indent. Nothing is ordered until you add the lines to your order.",
    message: "Your message",
    messageHint:
      "One item a line, or items separated by commas, with the quantity before or after the name. At most {maxPasteLines} lines.",
    file: "Or upload an indent",
    fileHint:
      "An Excel (.xlsx, .xls) or CSV file with the item names and quantities, up to {maxIndentRows} rows and {maxIndentMb} MB.",
    photos: "Photos of handwritten lists are not read yet: please type or paste the list.",
    read: "Read the lines",
    reading: "Reading the lines…",
    failed: "The lines could not be read just now. Please try again.",
  },
  review: {
    heading: "Check the lines",
    lead: "Each line of your message with the item we found and its quantity. Change an item, search for one we did not find, or leave a line out, then add the lines to your order.",
    line: "Line {line}",
    written: "You wrote: {text}",
    item: "Item for line {line}",
    noItem: "None of these",
    notFound: "No item found in our list.",
    search: "Search our list for line {line}",
    searchButton: "Search",
    searching: "Searching…",
    noResults: "Nothing found. Try another spelling.",
    quantity: "Quantity for line {line}",
    noQuantity: "No quantity written: 1 for now, please check it.",
    keep: "Add line {line} to my order",
    add: "Add these lines to my order",
    added: {
      one: "{count} line added to your order. Check it below, then place the order.",
      other: "{count} lines added to your order. Check them below, then place the order.",
    },
    nothingKept: "No line has an item to add. Choose an item, or search for one.",
    again: "Read another message",
  },
  /** The server's answers to a message or an indent. */
  answers: {
    empty: "Please paste a message or choose an indent file.",
    tooLong:
      "The message is too long. Please send at most {maxPasteCharacters} characters and {maxPasteLines} lines at a time.",
    indentTooLarge: "The indent file is too large. Please send at most {maxIndentMb} MB.",
    indentTooManyRows: "The indent has more than {maxIndentRows} rows. Please send it in parts.",
    indentType: "Please upload the indent as an Excel file (.xlsx or .xls) or a CSV file.",
    indentNoItems: "No item names were found in the indent.",
    tooMany: "You have sent many lists just now. Please wait a moment and try again.",
    notInCatalogue: "This item is no longer in our list.",
  },
};

export type OrderMessageText = typeof orderMessage;
