import type { FieldErrors } from "../schemas/fields";

export type SubmitResult =
  { ok: true; id: string } | { ok: false; fieldErrors?: FieldErrors; status: number };

async function readResult(status: number, body: unknown): Promise<SubmitResult> {
  const data = (body ?? {}) as { success?: boolean; id?: string; fieldErrors?: FieldErrors };
  if (status === 201 && data.success && data.id) return { ok: true, id: data.id };
  return { ok: false, status, fieldErrors: data.fieldErrors };
}

/** Posts the contact form to the site's API as JSON. */
export async function postEnquiry(payload: Record<string, unknown>): Promise<SubmitResult> {
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
 * because only it reports upload progress.
 */
export function postApplication(
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<SubmitResult> {
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
