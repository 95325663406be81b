import type { ContentDocument } from "#shared/content/document.ts";
import type { Site } from "#shared/site-facts.ts";
import { call } from "./customers";

// Bills in tests (docs/product.md#bills-and-payments): an outstanding report uploaded as staff
// upload it, and the owner's ways to be paid published as the content editor publishes them.

/** `POST /api/admin/outstanding` with the report as a file (a dry run unless `dryRun` is false). */
export function uploadOutstanding(
  url: string,
  staffCookie: string,
  file: { bytes: Buffer | string; name: string },
  options: { dryRun?: boolean; asOf?: string } = {},
) {
  const form = new FormData();
  const { bytes } = file;
  form.set(
    "file",
    new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)]),
    file.name,
  );
  if (options.asOf) form.set("asOf", options.asOf);
  return fetch(`${url}/api/admin/outstanding${options.dryRun === false ? "" : "?dryRun=1"}`, {
    method: "POST",
    headers: { cookie: staffCookie, origin: url },
    body: form,
  });
}

/** Publishes the live content with the owner's payment facts (and the largest UPI payment) set. */
export async function publishPayments(
  url: string,
  staffCookie: string,
  payments: Site["payments"],
  upiMax = 1_00_000,
) {
  const live = (await (await call(`${url}/api/admin/content`, "GET", staffCookie)).json()) as {
    version: number;
    content: ContentDocument;
  };
  return call(`${url}/api/admin/content`, "PUT", staffCookie, {
    baseVersion: live.version,
    content: {
      ...live.content,
      site: { ...live.content.site, payments },
      settings: { ...live.content.settings, payments: { upiMax } },
    },
  });
}
