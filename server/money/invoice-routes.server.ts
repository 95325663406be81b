import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { apiRoutes } from "#shared/api/routes.ts";
import {
  MAX_INVOICE_FILES,
  MAX_INVOICE_UPLOAD_BYTES,
  MULTIPART_ROOM_BYTES,
} from "#shared/limits.ts";
import { paths } from "#shared/site-paths.ts";
import type { AdminEnv, AdminGuards } from "#server/auth/guards.server.ts";
import { customerOf } from "#server/customers/public.server.ts";
import type { DatabaseHandle } from "#server/db/database.server.ts";
import type { Deps } from "#server/forms/form-post.server.ts";
import { hearRefusals, hearUploadRefusals } from "#server/forms/refusal-answer.server.ts";
import { readMultipart } from "#server/forms/multipart.server.ts";
import { inWords, Refusal } from "#server/forms/refusal.server.ts";
import { apiError } from "#server/http/api-error.server.ts";
import { invoiceFiles } from "./invoice-files.server";
import { fileInvoices, invoiceOf } from "./invoice-store.server";

// Invoice copies (docs/product.md#invoice-copies): staff upload the billing software's PDFs, one,
// many or a zip of a day's bills, each filed under its bill; a customer downloads their own only,
// never kept by a browser or a proxy. Another customer's copy, or none, is simply not found.

const tooLarge = inWords(
  "The upload is larger than 50 MB. Please upload a day's invoices at a time.",
);

/** Staff's upload: `POST /api/admin/invoices` (multipart, `files`: PDFs or zips). */
export function invoiceAdminRoutes(
  { database }: { database: DatabaseHandle },
  guards: AdminGuards,
) {
  const api = new Hono<AdminEnv>();
  const { sameOrigin, requireAdmin, record } = guards;
  const { uploadInvoices } = apiRoutes;

  api.on(uploadInvoices.method, uploadInvoices.path, sameOrigin, requireAdmin, async (c) => {
    // Past the limit the client may still be sending: the rest is not read. Any other refusal
    // comes after the whole body was read, and the connection is kept.
    hearUploadRefusals(c, (refusal) => refusal.status === 413);
    if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data"))
      throw new Refusal(415, inWords("Please send the invoices as a multipart web form."));
    // The body is read as it streams, and refused past its limit (no body-limit middleware:
    // one that reads a chunked body's first bytes would take them from the form's reader).
    const { files: uploads } = await readMultipart(
      c.env.incoming,
      MAX_INVOICE_UPLOAD_BYTES + MULTIPART_ROOM_BYTES,
      {
        field: "files",
        noun: "file",
        maxBytes: MAX_INVOICE_UPLOAD_BYTES,
        tooLarge,
        maxFiles: MAX_INVOICE_FILES,
      },
    );
    if (uploads.length === 0)
      throw new Refusal(
        400,
        inWords("Please choose the invoice PDFs, or a zip of them, to upload."),
      );
    const { files, notRead } = await invoiceFiles(uploads);
    const filed = await fileInvoices(database.db, files, c.get("admin").email);
    await record(
      c,
      "upload-invoices",
      `${filed.matched.length} filed under their bills, ${notRead.length + filed.unmatched.length} not`,
    );
    return c.json(
      { success: true, matched: filed.matched, unmatched: [...notRead, ...filed.unmatched] },
      201,
    );
  });
  return api;
}

/** A customer's download: `GET /api/account/invoices/{id}`. */
export function invoiceRoutes(deps: Deps) {
  const api = new Hono<{ Bindings: HttpBindings }>();
  const signedIn = customerOf(deps);
  const { accountInvoice } = apiRoutes;
  api.on(accountInvoice.method, accountInvoice.path, async (c) => {
    c.header("Cache-Control", "private, no-store");
    c.header("X-Robots-Tag", "noindex");
    const who = await signedIn(c);
    hearRefusals(c, deps, paths.account);
    if (!who) throw new Refusal(401, "account.answers.signedOut");
    const copy = await invoiceOf(deps.database.db, who.id, c.req.param("id"));
    if (!copy) return apiError(c, 404, "There is no such invoice.");
    const name = copy.bill_no.replace(/[^\w.-]+/g, "-");
    return c.body(new Uint8Array(copy.content), 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="invoice-${name}.pdf"`,
    });
  });
  return api;
}
