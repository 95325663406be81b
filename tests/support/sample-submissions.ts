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

/** Posts `body` to `url` as JSON, as an API client or the site's own scripts do. */
export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

/** Posts an enquiry to a server as an API client would, in JSON. */
export const postEnquiry = (server: { url: string }, body: object) =>
  postJson(`${server.url}/api/enquiries`, body);

/** The made-up applicant's answers to the careers form (its consent aside). */
export const applicant = {
  name: "Ravi Sahu",
  email: "ravi@example.com",
  phone: "9437011111",
  jobCategory: "Delivery",
  employmentType: "Full Time",
} as const;

/** A resume as a form sends it: its file name, its bytes and, if any, its media type. */
export type ResumeFile = { name: string; bytes: Uint8Array; type?: string };

/**
 * A job application as the careers form posts it, `fields` changed, with a resume attached: the
 * PDF fixture as cv.pdf, other bytes as cv.pdf, a named file, or none (`null`).
 */
export function applicationForm(
  fields: Record<string, string> = {},
  resume: ResumeFile | Uint8Array | null = fixture("resume.pdf"),
) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...applicant, consent: "on", ...fields }))
    form.set(key, value);
  if (resume) {
    const file = resume instanceof Uint8Array ? { name: "cv.pdf", bytes: resume } : resume;
    const blob = new Blob([new Uint8Array(file.bytes)], {
      type: file.type ?? "application/octet-stream",
    });
    form.set("resume", blob, file.name);
  }
  return form;
}

/**
 * Signs in through the API of the server at `url` (as ADMIN unless told otherwise, from the
 * site's own pages unless `headers` say otherwise): the answer, and the session cookie to send
 * back ("session=…", or "" when refused).
 */
export async function signIn(
  url: string,
  credentials: { email: string; password: string } = ADMIN,
  headers: Record<string, string> = {},
) {
  const response = await postJson(`${url}/api/admin/login`, credentials, {
    origin: url,
    ...headers,
  });
  const cookie =
    response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0]!)
      .find((pair) => pair.startsWith("session=")) ?? "";
  return { response, cookie };
}

/** Signs ADMIN in through the API and answers the session cookie to send back. */
export async function adminCookie(url: string) {
  return (await signIn(url)).cookie;
}
