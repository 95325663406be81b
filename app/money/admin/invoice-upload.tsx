import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { signInUrl } from "#app/admin/admin-api.ts";
import { answerOf, callApi } from "#app/lib/api-client.ts";
import { apiRoutes } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import type { InvoiceUploadAnswer } from "#shared/schemas/money.ts";
import { NOT_ANSWERED, NOT_SENT } from "#app/admin/upload-section.tsx";

type Sent =
  | { phase: "idle" }
  | { phase: "sending" }
  | { phase: "failed"; error: string }
  | { phase: "done"; answer: InvoiceUploadAnswer };

/**
 * The billing software's invoice PDFs for customers to download beside their bills: one, many,
 * or a zip of a day's. Each is filed under the bill its name or text gives; the rest are listed
 * with why, never attached by guess.
 */
export function InvoiceUpload() {
  const id = useId();
  const navigate = useNavigate();
  const [files, setFiles] = useState<File[]>([]);
  const [sent, setSent] = useState<Sent>({ phase: "idle" });

  async function upload() {
    const form = new FormData();
    for (const file of files) form.append("files", file);
    setSent({ phase: "sending" });
    try {
      const response = await callApi(apiRoutes.uploadInvoices, { body: form });
      if (response.status === 401) return navigate(signInUrl());
      const answer = await answerOf(response, apiSchemas.uploadInvoices.response);
      if (answer?.success) setSent({ phase: "done", answer });
      else setSent({ phase: "failed", error: answer?.error ?? NOT_ANSWERED });
    } catch {
      setSent({ phase: "failed", error: NOT_SENT });
    }
  }

  const status =
    sent.phase === "sending"
      ? "Uploading and matching…"
      : sent.phase === "done"
        ? `${sent.answer.matched.length} filed under their bills, ${sent.answer.unmatched.length} not.`
        : files.length
          ? `${files.length} file${files.length === 1 ? "" : "s"} chosen.`
          : "No file chosen yet.";
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-8 flex flex-col gap-5 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        Invoice copies
      </h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-files`} className="font-medium text-slate-800">
          Invoice PDFs, or a zip of them
        </label>
        <p id={`${id}-hint`} className="max-w-prose text-sm text-slate-600">
          Each file is filed under the bill of the outstanding report whose number is in its name
          (SB-1234.pdf) or, failing that, in its text; the customer downloads it beside that bill. A
          file naming no bill of the report, or several, is listed below and not attached. Up to 50
          MB at once.
        </p>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept=".pdf,.zip,application/pdf,application/zip"
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setFiles([...(event.currentTarget.files ?? [])]);
            setSent({ phase: "idle" });
          }}
          className="min-h-12 w-full max-w-xl rounded-xl border border-slate-400 bg-white px-3 py-2 text-slate-900 file:mr-4 file:min-h-8 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-medium text-slate-800">
          {status}
        </p>
        <Button
          type="button"
          disabled={files.length === 0 || sent.phase === "sending"}
          onClick={() => void upload()}
        >
          Upload invoices
        </Button>
      </div>
      {sent.phase === "failed" && (
        <p
          role="alert"
          className="rounded-xl border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800"
        >
          {sent.error}
        </p>
      )}
      {sent.phase === "done" && sent.answer.unmatched.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900">Not attached</h3>
          <ul className="mt-2 divide-y divide-slate-200">
            {sent.answer.unmatched.map(({ file, why }) => (
              <li key={file} className="py-2 break-words">
                <span className="font-medium">{file}</span>: {why}
              </li>
            ))}
          </ul>
        </div>
      )}
      {sent.phase === "done" && sent.answer.matched.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900">Filed under their bills</h3>
          <ul className="mt-2 divide-y divide-slate-200">
            {sent.answer.matched.map(({ file, billNo, customerId }) => (
              <li key={file} className="py-2 break-words">
                <span className="font-medium">{file}</span>: bill {billNo}
                {customerId ? "" : " (its party is not a customer yet)"}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
