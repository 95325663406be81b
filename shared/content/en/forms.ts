// Texts of the enquiry and job application forms, in English: labels, hints, the messages
// that check each field (the browser and the server give the same ones), the status
// messages, the consent notices and the thank-you pages. The status messages, "Sending..."
// and "Submitting..." are the specification's, word for word (docs/product.md#messages).

export const forms = {
  /** {star} shows a star; screen readers read `star` in its place. */
  required: { text: "Fields marked {star} are required.", star: "as required" },
  /** A field people never see, which automated form fillers tend to fill. */
  honeypot: "Leave this field empty",
  privacyLink: "Read our privacy policy",
  validation: {
    nameRequired: "Please enter your name.",
    nameTooLong: "Please keep your name under {maxNameLength} characters.",
    nameControl: "Please enter your name without special control characters.",
    emailRequired: "Please enter your email address.",
    emailTooLong: "Please enter a shorter email address.",
    emailInvalid: "Please enter a valid email address, like name@example.com.",
    phoneRequired: "Please enter your phone number.",
    phoneInvalid: "Please enter a valid phone number, like +91 94370 12345.",
    consent: "Please agree to the privacy notice so we can store your details.",
    messageTooLong: "Please keep your message under {maxMessageLength} characters.",
    messageControl: "Please write your message without special control characters.",
    itemsUnreadable: "The list of items could not be read.",
    tooManyItems: "Please ask about at most {maxEnquiryItems} items at once.",
    jobCategory: "Please choose a job category.",
    employmentType: "Please choose an employment type.",
    locale: "Please choose English, Odia or Hindi.",
    resumeType: "Please choose a {resumeTypes} file.",
    resumeSize: "The resume must be {maxResumeMb} MB or smaller.",
    resumeEmpty: "The resume file is empty.",
  },
  enquiry: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    message: "Message",
    messageHint: "Optional, up to {maxMessageLength} characters.",
    submit: "Send enquiry",
    pending: "Sending...",
    success:
      "Thank you for your message! Your inquiry has been sent successfully. We'll get back to you soon.",
    failure: "There was an error processing your request. Please try again or contact us directly.",
    consent:
      "I agree that {shortName} may store my name, email, phone and message to answer my enquiry, and keep them for up to {retentionDays} days.",
    /** The static build's notice instead: its forms only send an email (docs/product.md#static-hosting). */
    consentByEmail:
      "I agree that my name, email, phone and message go by email to {shortName}'s inbox so that it can answer my enquiry. This website does not delete them automatically.",
  },
  application: {
    name: "Full name",
    email: "Email",
    phone: "Phone",
    jobCategory: "Job category",
    jobCategoryPlaceholder: "Choose a category",
    employmentType: "Employment type",
    employmentTypePlaceholder: "Choose a type",
    resume: "Resume",
    resumeHint: "Optional. {resumeTypes}, {maxResumeMb}MB maximum.",
    uploading: "Uploading resume",
    submit: "Submit application",
    pending: "Submitting...",
    success:
      "Thank you for your application! We have received your details and will get back to you soon.",
    failure:
      "There was an error submitting your application. Please try again or contact us directly.",
    consent:
      "I agree that {shortName} may store my name, email, phone, job preferences and resume to assess my application, and keep them for up to {retentionDays} days.",
    /** The static build's notice instead: its forms only send an email (docs/product.md#static-hosting). */
    consentByEmail:
      "I agree that my name, email, phone, job preferences and the name of my resume file go by email to {shortName}'s inbox so that it can assess my application. This website does not delete them automatically.",
  },
  /** How the forms and the Careers page name the job categories (stored by their English names). */
  jobCategories: {
    "Sales/Marketing": "Sales/Marketing",
    "HR/Admin": "HR/Admin",
    "Finance/Accounting": "Finance/Accounting",
    "IT/Technical": "IT/Technical",
    Delivery: "Delivery",
    Packing: "Packing",
  },
  employmentTypes: {
    "Full Time": "Full Time",
    "Part Time": "Part Time",
    Internship: "Internship",
  },
  /** The pages a browser without JavaScript is sent to after its form was accepted. */
  sent: {
    contact: {
      meta: {
        title: "Enquiry Sent | {siteName}",
        description: "Thank you for your enquiry. Our Cuttack team will get back to you soon.",
      },
      title: "Enquiry sent",
      back: "Back to Contact",
    },
    careers: {
      meta: {
        title: "Application Received | {siteName}",
        description:
          "Thank you for your job application. We have received your details and will get back to you soon.",
      },
      title: "Application received",
      back: "Back to Careers",
    },
    home: "Home",
  },
};

export type FormsText = typeof forms;
export type ValidationText = FormsText["validation"];
