// The names under which the site keeps things on the visitor's device (localStorage unless
// said), shared by the inline scripts (app/boot/, without React) and React's code, so that each
// reads what the other wrote. Single constants, not an object: the minifier then writes each
// name only where it is used, which keeps the inline scripts small.

/** The enquiry list: a JSON array of lines. */
export const ENQUIRY_LIST_KEY = "enquiry-list";
/** The order list of a signed-in shop: a JSON array of lines. */
export const ORDER_LIST_KEY = "order-list";
/** The signed-in shop's name: present while signed in on this device. */
export const ACCOUNT_SHOP_KEY = "account-shop";
/** The language the visitor chose with a language link. */
export const LANGUAGE_KEY = "language";
/** Set once the browser's languages have been offered. */
export const LANGUAGE_OFFERED_KEY = "language-offered";
/** sessionStorage: the language offer was declined for this visit. */
export const LANGUAGE_DECLINED_KEY = "language-declined";
