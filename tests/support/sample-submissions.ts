import { fixture } from "./fixtures";

/** The administrator the integration tests create at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: "owner@pharma.example", password: "a long enough password" };
export const adminEnv = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

/** The n-th made-up enquiry, as a browser or API client would post it. */
export const enquiry = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  phone: "+91 94370 22222",
  message: `Enquiry number ${n}`,
  consent: true,
});

/** Posts an enquiry to a server as an API client would, in JSON. */
export const postEnquiry = (server: { url: string }, body: object) =>
  fetch(`${server.url}/api/enquiries`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** The made-up applicant's answers to the careers form (its consent aside). */
export const applicant = {
  name: "Ravi Sahu",
  email: "ravi@example.com",
  phone: "9437011111",
  jobCategory: "Delivery",
  employmentType: "Full Time",
} as const;

/** A job application as the careers form posts it, with the PDF fixture (or `resume`) attached. */
export function applicationForm(
  fields: Record<string, string> = {},
  resume = fixture("resume.pdf"),
) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...applicant, consent: "on", ...fields }))
    form.set(key, value);
  form.set("resume", new Blob([new Uint8Array(resume)]), "cv.pdf");
  return form;
}

/** Signs ADMIN in through the API and answers the session cookie to send back. */
export async function adminCookie(url: string) {
  const response = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(ADMIN),
  });
  return (response.headers.get("set-cookie") ?? "").split(";")[0]!;
}
