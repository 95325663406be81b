import type { OptionsFor } from "#shared/api/routes.ts";
import { adminLoginPath } from "#shared/site-paths.ts";
import { callApi, type RequestOptions, type Route } from "#app/lib/api-client.ts";

// The admin pages' actions on the server. A 401 means the session ended: back to sign-in.

export function signInUrl() {
  return `${adminLoginPath}?next=${encodeURIComponent(window.location.pathname)}`;
}

/** One admin action (a delete, a release, a status): false, after an alert saying `failure`, when it fails. */
export async function adminAction<R extends Route>(
  failure: string,
  route: R,
  ...options: OptionsFor<R["path"], RequestOptions<R>>
) {
  try {
    const response = await callApi(route, ...options);
    if (response.status === 401) {
      window.location.assign(signInUrl());
      return false;
    }
    if (!response.ok) window.alert(failure);
    return response.ok;
  } catch {
    window.alert(failure);
    return false;
  }
}

/** Deletes after the administrator confirms `question`. */
export async function confirmAndDelete<R extends Route>(
  question: string,
  failure: string,
  route: R,
  ...options: OptionsFor<R["path"], RequestOptions<R>>
) {
  if (!window.confirm(question)) return false;
  return adminAction(failure, route, ...options);
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
