// The forms' status messages, word for word as docs/product.md#messages fixes them.
export const messages = {
  contact: {
    success:
      "Thank you for your message! Your inquiry has been sent successfully. We'll get back to you soon.",
    failure: "There was an error processing your request. Please try again or contact us directly.",
  },
  careers: {
    success:
      "Thank you for your application! We have received your details and will get back to you soon.",
    failure:
      "There was an error submitting your application. Please try again or contact us directly.",
  },
} as const;
