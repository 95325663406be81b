import type { FieldErrors } from "#shared/schemas/fields.ts";
import type { SubmitResult } from "./submit-result";

async function readResult(status: number, body: unknown): Promise<SubmitResult> {
  const data = (body ?? {}) as { success?: boolean; id?: string; fieldErrors?: FieldErrors };
  if (status === 201 && data.success && data.id) return { ok: true, id: data.id };
  return { ok: false, status, fieldErrors: data.fieldErrors };
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

/** Posts the contact form to the site's API as JSON (static build: sends it as email). */
export async function postEnquiry(payload: Record<string, unknown>): Promise<SubmitResult> {
  if (import.meta.env.VITE_STATIC_MODE === "1")
    return loadStatic().then(
      (module) => module.sendEnquiryStatic(payload),
      () => unreachable,
    );
  try {
    const response = await fetch("/api/enquiries", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(payload),
    });
    return readResult(response.status, await response.json().catch(() => undefined));
  } catch {
    return { ok: false, status: 0 };
  }
}

/**
 * Posts the careers form (with its resume) as multipart. XMLHttpRequest rather than fetch,
 * because only it reports upload progress. (Static build: sends the form as email, with the
 * resume's file name only, and reports no progress.)
 */
export function postApplication(
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<SubmitResult> {
  if (import.meta.env.VITE_STATIC_MODE === "1")
    return loadStatic().then(
      (module) => module.sendApplicationStatic(form),
      () => unreachable,
    );
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/career-applications");
    request.setRequestHeader("accept", "application/json");
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener(
      "load",
      () => void readResult(request.status, request.response).then(resolve),
    );
    request.addEventListener("error", () => resolve({ ok: false, status: 0 }));
    request.send(form);
  });
}
