// Texts of a trade customer's account, in English (docs/product.md#trade-customers): the field
// checks of the request form and the server's answers to the account's calls. The account
// pages' own texts follow them.

export const account = {
  validation: {
    shopNameRequired: "Please enter the name of your shop, nursing home or hospital.",
    shopNameTooLong: "Please keep the name under {maxShopNameLength} characters.",
    addressRequired: "Please enter your address.",
    addressTooLong: "Please keep the address under {maxAddressLength} characters.",
    drugLicenceRequired:
      "Please enter your drug licence number. A hospital may leave it empty and tick “We are a hospital”.",
    drugLicenceInvalid:
      "Please write your drug licence numbers separated by commas, in under {maxDrugLicenceLength} characters.",
    gstinInvalid: "This GSTIN is not valid. Please check its 15 characters.",
  },
  /** What a signed-in customer sees on each item (search results, chat cards, the order list). */
  terms: {
    mrp: "MRP",
    rate: "Rate",
    scheme: "Scheme",
    noRate: "Rate on request",
    availability: { in_stock: "In stock", low: "Few left", out: "Out of stock" },
  },
  /** What staff send with an invitation (Copy, email, WhatsApp), and the reset mail. */
  mail: {
    invitationSubject: "Your account with {company}",
    invitationText:
      "Namaskar. {company} has opened an account for {shopName}: sign in to see our rate, scheme and availability on every item. Set your password here (the link works for {days} days): {link}",
    resetSubject: "Set a new password for {company}",
    resetText:
      "Someone asked to set a new password for the account of {shopName} with {company}. If it was you, set it here (the link works for one hour): {link}\n\nIf it was not you, you can ignore this mail: your password stays as it is.",
  },
  answers: {
    signInWrong: "The mobile number, email or password is not correct.",
    signInMissing: "Please enter your mobile number or email, and your password.",
    signInLocked: "Too many failed sign-ins. Please wait {minutes} minutes and try again.",
    signInBusy: "Sign-in is busy right now. Please try again in a moment.",
    signedOut: "Please sign in to continue.",
    linkGone:
      "This link has already been used or has expired. Please ask us for a new one, or use “Forgot password”.",
    passwordTooShort: "Please choose a password of at least {minPasswordLength} characters.",
    passwordCommon: "This password is too common. Please choose one that is harder to guess.",
    passwordIsLogin: "Please choose a password that is not your mobile number or email.",
    consentRequired: "Please agree to the privacy notice to use your account.",
    resetSent:
      "If an account uses that mobile number or email, we have sent it a link to set a new password. The link works for one hour.",
  },
};

export type AccountText = typeof account;
export type AccountValidation = AccountText["validation"];
