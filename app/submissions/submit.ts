import { submittedAnswer, type SubmittedAnswer } from "#shared/api/public-answers.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { answerOf, callApi } from "#app/lib/api-client.ts";
import type { SubmitResult } from "./submit-result";

/** What the server's answer (checked: undefined when it is not a form's answer) came to. */
function resultOf(status: number, answer: SubmittedAnswer | undefined): SubmitResult {
  if (status === 201 && answer?.success) return { ok: true, id: answer.id };
  return {
    ok: false,
    status,
    fieldErrors: answer?.success === false ? answer.fieldErrors : undefined,
  };
}

// The static build (`npm run build:static`) has no API: its forms send through the email
// service from the browser instead (submit-static.ts). The branches below test the build-time
// variable itself, not `staticMode`: only a condition written in this module is settled
// before the bundler splits chunks, so the default build has no chunk with the email SDK
// (through the imported constant it would still emit one, unused).
function loadStatic() {
  return import("./submit-static");
}
const unreachable: SubmitResult = { ok: false, status: 0 };

/** Posts a form's fields to the site's API as JSON. */
async function postJson(
  route: typeof apiRoutes.submitEnquiry | typeof apiRoutes.requestAccount,
  payload: Record<string, unknown>,
): Promise<SubmitResult> {
  try {
    const response = await callApi(route, { body: payload });
    return resultOf(response.status, await answerOf(response, submittedAnswer));
  } catch {
    return unreachable;
  }
}

/**
 * Posts the contact form to the site's API as JSON (static build: sends it as email to the
 * company's `email`).
 */
export async function postEnquiry(
  payload: Record<string, unknown>,
  email: string,
): Promise<SubmitResult> {
  if (import.meta.env.VITE_STATIC_MODE === "1")
    return loadStatic().then(
      (module) => module.sendEnquiryStatic(payload, email),
      () => unreachable,
    );
  return postJson(apiRoutes.submitEnquiry, payload);
}

/** Posts a trade account request as JSON (the static build has no accounts: its page says so). */
export const postAccessRequest = (payload: Record<string, unknown>) =>
  postJson(apiRoutes.requestAccount, payload);

/**
 * Posts the careers form (with its resume) as multipart. XMLHttpRequest rather than fetch,
 * because only it reports upload progress. (Static build: sends the form as email to the
 * company's `email`, with the resume's file name only, and reports no progress.)
 */
export function postApplication(
  form: FormData,
  email: string,
  onProgress: (fraction: number) => void,
): Promise<SubmitResult> {
  if (import.meta.env.VITE_STATIC_MODE === "1")
    return loadStatic().then(
      (module) => module.sendApplicationStatic(form, email),
      () => unreachable,
    );
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    const route = apiRoutes.submitApplication;
    request.open(route.method, apiUrl(route));
    request.setRequestHeader("accept", "application/json");
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const answer = submittedAnswer.safeParse(request.response);
      resolve(resultOf(request.status, answer.success ? answer.data : undefined));
    });
    request.addEventListener("error", () => resolve({ ok: false, status: 0 }));
    request.send(form);
  });
}
