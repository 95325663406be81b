import { adminLoginPath } from "#shared/site-paths.ts";

// The admin pages' calls to the server. A 401 means the session ended: back to sign-in.

export class SignedOut extends Error {}

export function signInUrl() {
  return `${adminLoginPath}?next=${encodeURIComponent(window.location.pathname)}`;
}

/** GET JSON from an admin endpoint; throws SignedOut on 401, other errors as they come. */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (response.status === 401) throw new SignedOut();
  return (await response.json()) as T;
}

/** POST, PATCH or DELETE to an admin endpoint, with a JSON body or a multipart form; throws SignedOut on 401. */
export async function send(
  method: "POST" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
  { signal }: { signal?: AbortSignal } = {},
) {
  const form = body instanceof FormData;
  const response = await fetch(url, {
    method,
    headers: {
      accept: "application/json",
      ...(body && !form ? { "content-type": "application/json" } : {}),
    },
    body: form ? body : body ? JSON.stringify(body) : undefined,
    signal,
  });
  if (response.status === 401) throw new SignedOut();
  return response;
}

/** One admin action (a delete, a release, a status): false, after an alert saying `failure`, when it fails. */
export async function adminAction(
  method: "POST" | "PATCH" | "DELETE",
  url: string,
  failure: string,
  body?: unknown,
) {
  try {
    const response = await send(method, url, body);
    if (!response.ok) window.alert(failure);
    return response.ok;
  } catch (error) {
    if (error instanceof SignedOut) window.location.assign(signInUrl());
    else window.alert(failure);
    return false;
  }
}

/** Deletes after the administrator confirms `question`. */
export async function confirmAndDelete(question: string, url: string, failure: string) {
  if (!window.confirm(question)) return false;
  return adminAction("DELETE", url, failure);
}

/** Saves a response body as a file with the given name. */
export async function saveResponse(response: Response, fileName: string) {
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
