import { useId } from "react";
import { countOf, Problems } from "#app/catalogue/admin/catalogue-findings.tsx";
import { Parties } from "#app/money/admin/outstanding-parties.tsx";
import { UploadAction, UploadSection, uploadStatus } from "#app/admin/upload-section.tsx";
import { afterDryRun, useCheckedUpload, useReportSender } from "#app/admin/report-upload.ts";
import { Button } from "#app/ui/button.tsx";
import { apiRoutes } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import type { OutstandingCheck } from "#shared/schemas/money.ts";
import { formatDate } from "#shared/dates.ts";
import { formatRupees } from "#shared/text-format.ts";

type Answer = ReturnType<(typeof apiSchemas.uploadOutstanding.response)["parse"]>;

/** The findings in an answer: a dry run's, or a refusal's because of its rows. */
function checkOf(answer: Answer | undefined): OutstandingCheck | null {
  if (!answer?.parties || answer.asOf === undefined || !answer.errors || !answer.warnings)
    return null;
  return answer as OutstandingCheck;
}

/** "1 party", "2 parties": the report's parties, matched or not. */
function partiesOf(check: OutstandingCheck) {
  const count = check.parties.matched.length + check.parties.unmatched.length;
  return `${count.toLocaleString("en-IN")} ${count === 1 ? "party" : "parties"}`;
}

const asOfSources = {
  titles: "read from the report’s titles",
  upload: "the titles give none: today",
  staff: "as you set it",
};

/**
 * The bill-wise outstanding report from the billing software: choosing the file checks it at
 * once (nothing is published), shows the day it is as of (which staff may change), the parties
 * matched to customers and those not, and any row to fix; publishing replaces the outstanding
 * customers see.
 */
export function OutstandingUpload({ onPublished }: { onPublished?: () => void }) {
  const id = useId();
  const { file, setFile, upload, setUpload, found, ...steps } =
    useCheckedUpload<OutstandingCheck>();
  const sender = useReportSender(
    apiRoutes.uploadOutstanding,
    apiSchemas.uploadOutstanding.response,
  );

  /** Sends the file, as of the day given (a dry run unless publishing). */
  function post(chosen: File, options: { asOf?: string; publish?: boolean }) {
    const form = new FormData();
    form.set("file", chosen);
    if (options.asOf) form.set("asOf", options.asOf);
    return sender.send(form, options.publish ?? false);
  }

  const check = (chosen: File, asOf?: string) =>
    steps.check(async () => {
      const result = await post(chosen, { asOf });
      return result && afterDryRun(result, checkOf);
    });

  async function publish() {
    const next = await steps.publish(async (chosen, checked) => {
      const result = await post(chosen, { asOf: checked.asOf, publish: true });
      if (!result) return null;
      if (result.status !== 201) return { phase: "checked", check: checked, error: result.error };
      return { phase: "published", check: checked };
    });
    if (next?.phase === "published") onPublished?.();
  }

  function choose(chosen: File | null) {
    setFile(chosen);
    if (!chosen) {
      sender.abandon();
      setUpload({ phase: "idle" });
    } else void check(chosen);
  }

  const status = uploadStatus(upload.phase, {
    checked:
      found && file
        ? `${countOf(found.bills, "pending bill")} of ${partiesOf(found)} in ${file.name}, ${formatRupees(found.total)} in all.`
        : "",
    published: found
      ? `Published: customers now see ${countOf(found.bills, "bill")} as of ${formatDate("en", found.asOf)}.`
      : "",
  });
  const blocked = !found || found.errorCount > 0;
  // Warnings about the whole report (row 0) come first, in their own words.
  const reportWarnings = found?.warnings.filter((warning) => warning.row === 0) ?? [];
  const rowWarnings = found?.warnings.filter((warning) => warning.row > 0) ?? [];

  return (
    <UploadSection
      heading="Upload the outstanding report"
      fileLabel="Outstanding report file"
      hint="The bill-wise outstanding (receivables) report as Tally, Marg or Busy export it, as CSV or Excel (.xlsx or .xls). It is checked as soon as you choose it; customers see nothing until you publish, which replaces the whole outstanding."
      onChoose={choose}
      status={status}
      done={upload.phase === "published"}
      error={"error" in upload ? upload.error : undefined}
      action={
        found &&
        upload.phase !== "published" && (
          <UploadAction
            blocked={blocked && upload.phase === "checked" ? "Fix the problems first." : undefined}
          >
            <Button
              size="md"
              onClick={() => void publish()}
              disabled={blocked}
              pending={upload.phase === "publishing"}
              pendingLabel="Publishing…"
            >
              Publish {countOf(found.bills, "bill")} as of {formatDate("en", found.asOf)}
            </Button>
          </UploadAction>
        )
      }
    >
      {found && file && (
        <p className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <label htmlFor={`${id}-as-of`} className="font-medium text-slate-800">
            As of
          </label>
          <input
            id={`${id}-as-of`}
            type="date"
            value={found.asOf}
            disabled={upload.phase !== "checked"}
            onChange={(event) =>
              event.currentTarget.value && void check(file, event.currentTarget.value)
            }
            className="min-h-11 rounded-xl border border-slate-400 bg-white px-3 text-slate-900"
          />
          <span>
            ({asOfSources[found.asOfFrom]}; header row {found.headerRow})
          </span>
        </p>
      )}
      {reportWarnings.length > 0 && (
        <ul className="rounded-xl border border-amber-700 bg-amber-50 p-4 font-medium text-amber-900">
          {reportWarnings.map((warning) => (
            <li key={warning.message}>{warning.message}</li>
          ))}
        </ul>
      )}
      {found && found.errors.length > 0 && (
        <Problems
          id={`${id}-problems`}
          heading={`Problems to fix (${found.errorCount.toLocaleString("en-IN")})`}
          note="Correct these rows in the billing software or the file, then choose the file again."
          problems={found.errors}
          total={found.errorCount}
          className="border-red-700 bg-red-50 text-red-900"
        />
      )}
      {rowWarnings.length > 0 && found && (
        <Problems
          id={`${id}-warnings`}
          heading={`Warnings (${rowWarnings.length.toLocaleString("en-IN")})`}
          note="These rows are read all the same; check that they are what you expect."
          problems={rowWarnings}
          total={found.warningCount - reportWarnings.length}
          className="border-slate-300 bg-slate-50 text-sm text-slate-700"
        />
      )}
      {found && found.parties.unmatched.length > 0 && (
        <Parties
          heading={`Not matched to a customer (${found.parties.unmatched.length})`}
          note="Their bills are kept and shown once the party is a customer with this party code or name (a name two customers share matches neither), or once you link the name to a customer."
          parties={found.parties.unmatched}
          // Linked, the report is checked again: the party is matched now.
          onLinked={
            file && upload.phase === "checked" ? () => void check(file, found.asOf) : undefined
          }
        />
      )}
      {found && found.parties.matched.length > 0 && (
        <Parties
          heading={`Matched to customers (${found.parties.matched.length})`}
          parties={found.parties.matched}
        />
      )}
    </UploadSection>
  );
}
