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

/** Publishes the live content with the owner's default credit terms (null: no check). */
export async function publishCredit(
  url: string,
  staffCookie: string,
  credit: { limit: number | null; maxOverdueDays: number | null },
) {
  const live = (await (await call(`${url}/api/admin/content`, "GET", staffCookie)).json()) as {
    version: number;
    content: ContentDocument;
  };
  return call(`${url}/api/admin/content`, "PUT", staffCookie, {
    baseVersion: live.version,
    content: { ...live.content, settings: { ...live.content.settings, credit } },
  });
}

/** A day as the outstanding reports write it: "dd-mm-yy", `days` after `day` ("YYYY-MM-DD"). */
export function reportDay(day: string, days = 0) {
  const date = new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);
  const [y, m, d] = date.toISOString().slice(0, 10).split("-");
  return `${d}-${m}-${y!.slice(2)}`;
}
