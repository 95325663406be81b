/** The n-th made-up enquiry, as a browser or API client would post it. */
export const enquiry = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  phone: "+91 94370 22222",
  message: `Enquiry number ${n}`,
  consent: true,
});
