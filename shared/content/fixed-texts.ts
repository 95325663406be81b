// The English texts that the specification fixes word for word (docs/product.md#messages): the
// forms' answers and buttons, the partner search's "no match" and the error page's title. The
// owner's editor shows them read-only and the content schema refuses a change to them; their
// Odia and Hindi texts are the owner's to edit. Imports nothing: the admin's editor reads it.

/** Their dotted paths under `texts.en` of the content document. */
export const fixedEnglishTexts: readonly string[] = [
  "forms.enquiry.success",
  "forms.enquiry.failure",
  "forms.enquiry.pending",
  "forms.application.success",
  "forms.application.failure",
  "forms.application.pending",
  "products.partners.none",
  "common.error.title",
];

export const isFixedEnglishText = (path: string) => fixedEnglishTexts.includes(path);
