// What the server itself says to a visitor, in English: why a form post was refused (the API's
// `error` sentence) and the pages it writes for browsers without JavaScript (a refused form;
// what the search results page adds to the search's own texts, and its 429 page). The admin's
// messages stay English and are not here.

export const server = {
  refusals: {
    invalid: "Please check the highlighted fields and try again.",
    tooLarge: "The submission is too large. The resume must be {maxResumeMb} MB or smaller.",
    wrongContentType: "Please send the form as JSON or as a web form.",
    wrongContentTypeMultipart: "Please send the application as a multipart web form.",
    tooMany:
      "You have sent several submissions in a short time. Please wait a while and try again, or call us.",
    unavailable:
      "We could not save your submission right now. Please try again in a minute, or call us.",
    malformed: "The submission could not be read. Please try again.",
    crossSite:
      "This form can be sent only from our own website. Please open the page on our site and send it from there.",
    failed: "Something went wrong on our side. Please try again, or call us.",
  },
  /** The server's own check of a resume's content (docs/product.md#validation). */
  resume: {
    extension: "The resume must be a {resumeTypes} file.",
    invalid: "The resume file is not a valid {resumeTypes} document.",
    mismatch: "The resume file's content does not match its file extension.",
  },
  problems: {
    heading: "Please check your details",
    back: "Go back to the form",
  },
  search: {
    titleFor: "“{query}”: search medicines",
    back: "Back to Products",
    firstOnly: ", showing the first {shown}",
    ask: "Ask about it on WhatsApp",
    /** The page of a visitor who searched many times a second (a 429). */
    tooManyTitle: "Too many searches",
    tooMany: "You searched many times in a few seconds. Please wait a moment, then search again.",
  },
};

export type ServerText = typeof server;
