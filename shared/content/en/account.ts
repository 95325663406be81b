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
    invisibleCharacters:
      "Please remove the invisible formatting characters (such as a right-to-left mark) from this field.",
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
    passwordTooShort:
      "Please choose a password of at least {minPasswordLength} characters, not counting spaces.",
    passwordTooPlain:
      "Please use at least {minPasswordDistinct} different characters in your password.",
    passwordCommon: "This password is too common. Please choose one that is harder to guess.",
    passwordIsLogin: "Please choose a password that is not your mobile number or email.",
    consentRequired: "Please agree to the privacy notice to use your account.",
    resetSent:
      "If an account uses that mobile number or email, we have sent it a link to set a new password. The link works for one hour.",
  },
  /** The frame's words (header, menu, footer), on every page; {shop} is the signed-in shop's name. */
  frame: {
    signIn: "Customer sign-in",
    account: "Your account: {shop}",
    signOut: "Sign out",
    /** The header's list badge while signed in: the order on the account page. */
    orderBadge: { one: "Your order: {count} item", other: "Your order: {count} items" },
  },
  /** What every account page says on static hosting, which has no server and so no accounts. */
  unavailable: {
    title: "Trade customer accounts",
    text: "Trade customer accounts are available only on our server-hosted website. For rates, schemes and availability, please call us or send an enquiry.",
    contact: "Contact us",
    home: "Home",
  },
  signIn: {
    meta: {
      title: "Trade Customer Sign-in | {siteName}",
      description:
        "Chemists, nursing homes and hospitals we supply sign in here to see our rate, scheme and availability on every item.",
    },
    title: "Trade customer account",
    lead: "For the chemists, nursing homes and hospitals we supply.",
    benefits:
      "Signed in, you see our rate, the scheme and the availability of every item when you search medicines.",
    heading: "Sign in",
    login: "Mobile number or email",
    password: "Password",
    submit: "Sign in",
    pending: "Signing in...",
    forgot: "Forgot password?",
    noAccount: "No account yet?",
    request: "Request access",
    failure: "Sign-in did not work just now. Please try again, or call us.",
    checking: "Checking your sign-in…",
  },
  signedIn: {
    title: "Signed in as {shop}",
    code: "Party code",
    contact: "Contact person",
    phone: "Mobile",
    email: "Email",
    search: "Search medicines",
    signedOut: "You have signed out.",
  },
  request: {
    meta: {
      title: "Request a Trade Account | {siteName}",
      description:
        "Chemists, nursing homes and hospitals: ask for a trade account to see our rate, scheme and availability on every item.",
    },
    title: "Request a trade account",
    lead: "Tell us about your shop, nursing home or hospital. We check your drug licence and GSTIN, then send you a link to set your password.",
    haveAccount: "Already have an account?",
    fields: {
      shopName: "Shop, nursing home or hospital name",
      contactName: "Contact person",
      phone: "Mobile number",
      phoneHint:
        "You can sign in with a mobile number; with any other phone, you sign in with your email.",
      email: "Email",
      address: "Address",
      hospital: "We are a hospital",
      drugLicence: "Drug licence numbers",
      drugLicenceHint: "Separate several numbers with commas. A hospital may leave this empty.",
      gstin: "GSTIN",
      gstinHint: "Optional: the 15 characters of your GST registration.",
      submit: "Request access",
      pending: "Sending...",
      success:
        "Thank you! We have received your request. We will check your details and send you a link to set your password.",
      failure: "There was an error sending your request. Please try again or contact us directly.",
      consent:
        "I agree that {shortName} may store my shop's name, my name, mobile, email and address, drug licence numbers and GSTIN to check my request and run my trade account. If my request is not accepted, they are deleted after {retentionDays} days.",
    },
  },
  requestSent: {
    meta: {
      title: "Request Received | {siteName}",
      description: "Thank you for asking for a trade account. We will check your details soon.",
    },
    title: "Request received",
    back: "Back to sign-in",
  },
  password: {
    meta: {
      title: "Set Your Password | {siteName}",
      description: "Choose the password for your trade customer account.",
    },
    title: "Set your password",
    lead: "Choose the password you will sign in with.",
    password: "New password",
    passwordHint:
      "At least {minPasswordLength} characters besides spaces, {minPasswordDistinct} of them different, and not your mobile number or email.",
    consent:
      "I agree that {shortName} may keep my shop's name, my name, mobile and email to run my trade account, as the privacy notice describes.",
    submit: "Set password",
    pending: "Saving...",
    noScript:
      "Without JavaScript this page cannot read your link. Paste the whole link from our message here, and we will open it.",
    pastedLink: "Your link",
    openLink: "Open the link",
    noToken:
      "This link is incomplete. Please open the whole link from our message, or ask for a new one.",
    failure: "Your password could not be saved just now. Please try again, or call us.",
    forgot: "Forgot password?",
    checking: "Checking your link…",
    forAccount:
      "With this link you set the password of this account: {shopName}. You will sign in with {login}.",
    forShop: "With this link you set the password of this account: {shopName}.",
  },
  forgot: {
    meta: {
      title: "Forgot Password | {siteName}",
      description: "Ask for a link to set a new password for your trade customer account.",
    },
    title: "Forgot your password?",
    lead: "Enter the mobile number or email of your account, and we will send a link to set a new password to the account's email.",
    login: "Mobile number or email",
    missing: "Please enter your mobile number or email.",
    submit: "Send link",
    pending: "Sending...",
    failure: "The link could not be sent just now. Please try again, or call us.",
    back: "Back to sign-in",
  },
  forgotSent: {
    meta: {
      title: "Link Sent | {siteName}",
      description: "If an account uses that mobile number or email, we have sent it a link.",
    },
    title: "Check your messages",
  },
};

export type AccountText = typeof account;
export type AccountValidation = AccountText["validation"];
export type AccountFrameText = AccountText["frame"];
