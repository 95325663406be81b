import { useEffect, useId, useRef } from "react";
import { countOf, Problems } from "#app/catalogue/admin/catalogue-findings.tsx";
import { UploadAction, UploadSection, uploadStatus } from "#app/admin/upload-section.tsx";
import { useCheckedUpload } from "#app/admin/report-upload.ts";
import { Button } from "#app/ui/button.tsx";
import { ColumnTitles } from "#app/ui/column-titles.tsx";
import { TableScroll } from "#app/ui/table-scroll.tsx";
import { customerCall } from "#app/customers/admin/customers.ts";
import { apiRoutes } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import type { PartyCheck } from "#shared/schemas/customers.ts";

const NOT_ANSWERED = "The server could not do it just now. Please try again.";

/**
 * The party list from the billing software: choosing the file checks it at once (a dry run:
 * nothing changes), shows what would be made and updated and any row to fix, then imports it on
 * request. Nobody is invited by an import.
 */
export function PartyImport({ onImported }: { onImported: () => void }) {
  const id = useId();
  const { file, setFile, upload, setUpload, found, ...steps } = useCheckedUpload<
    PartyCheck,
    { created: number; updated: number }
  >();
  const sending = useRef<AbortController | null>(null);
  useEffect(() => () => sending.current?.abort(), []);

  /** Sends the file (a dry run without `check`); null when overtaken by another file or signed out. */
  async function post(chosen: File, check?: PartyCheck) {
    sending.current?.abort();
    const controller = new AbortController();
    sending.current = controller;
    const form = new FormData();
    form.set("file", chosen);
    // The import reads the list where the dry run found it, so it imports what was previewed.
    if (check) form.set("headerRow", String(check.headerRow));
    if (check?.sheet) form.set("sheet", check.sheet);
    const outcome = await customerCall(
      apiSchemas.importCustomers.response,
      apiRoutes.importCustomers,
      {
        query: { dryRun: check ? undefined : 1 },
        body: form,
        signal: controller.signal,
      },
    );
    return controller.signal.aborted ? null : outcome;
  }

  function choose(chosen: File | null) {
    sending.current?.abort();
    setFile(chosen);
    if (!chosen) return setUpload({ phase: "idle" });
    void steps.check(async () => {
      const outcome = await post(chosen);
      if (!outcome) return null;
      if ("refusal" in outcome) return { phase: "failed", error: outcome.refusal.error };
      if (!("rows" in outcome.answer)) return { phase: "failed", error: NOT_ANSWERED };
      return { phase: "checked", check: outcome.answer };
    });
  }

  async function importList() {
    const next = await steps.publish(async (chosen, check) => {
      const outcome = await post(chosen, check);
      if (!outcome) return null;
      if ("refusal" in outcome || !("created" in outcome.answer)) {
        const error = "refusal" in outcome ? outcome.refusal.error : NOT_ANSWERED;
        return { phase: "checked", check, error };
      }
      return { phase: "published", check, ...outcome.answer };
    });
    if (next?.phase === "published") onImported();
  }

  const listed = found ? found.creates + found.updates : 0;
  const status = uploadStatus(upload.phase, {
    checked: found && file ? `${countOf(found.rows, "row")} read from ${file.name}.` : "",
    publishing: "Importing…",
    published:
      upload.phase === "published" ? `Created ${upload.created}, updated ${upload.updated}.` : "",
  });
  const error = "error" in upload ? upload.error : undefined;
  const blocked = !found || found.errors.length > 0;

  return (
    <UploadSection
      className="mt-10"
      heading="Import the party list"
      fileLabel="Party list file"
      hint="The customer (party) list as the billing software exports it, as CSV (.csv, .txt or .tsv) or Excel (.xlsx or .xls). It is checked as soon as you choose it; nothing changes until you import. Parties new to the website become customers, and those already here are updated; the check shows which. Nobody is invited by an import: invite each customer from their details when they want an account."
      onChoose={(chosen) => void choose(chosen)}
      status={status}
      done={upload.phase === "published"}
      error={error}
      action={
        found &&
        listed > 0 &&
        upload.phase !== "published" && (
          <UploadAction
            blocked={blocked && upload.phase === "checked" ? "Fix the problems first." : undefined}
          >
            <Button
              size="md"
              onClick={() => void importList()}
              disabled={blocked}
              pending={upload.phase === "publishing"}
              pendingLabel="Importing…"
            >
              Import {countOf(listed, "customer")}
            </Button>
          </UploadAction>
        )
      }
    >
      {found && (
        <p className="text-sm text-slate-700">
          Header: row {found.headerRow.toLocaleString("en-IN")}
          {found.sheet && ` of the sheet “${found.sheet}”`}. Importing would create{" "}
          {countOf(found.creates, "customer")} and update {countOf(found.updates, "customer")}.
        </p>
      )}
      {found && found.errors.length > 0 && (
        <Problems
          id={`${id}-problems`}
          heading={`Problems to fix (${found.errors.length.toLocaleString("en-IN")})`}
          note="Correct these rows in the billing software or the file, then choose the file again."
          problems={found.errors}
          total={found.errors.length}
          rowNamed
          className="border-red-700 bg-red-50 text-red-900"
        />
      )}
      {found && found.warnings.length > 0 && (
        <Problems
          id={`${id}-warnings`}
          heading={`Warnings (${found.warnings.length.toLocaleString("en-IN")})`}
          note="These rows are imported all the same; check that they are what you expect."
          problems={found.warnings}
          total={found.warnings.length}
          rowNamed
          className="border-slate-300 bg-slate-50 text-sm text-slate-700"
        />
      )}
      {found && found.preview.length > 0 && <PartyPreview check={found} listed={listed} />}
    </UploadSection>
  );
}

/** The first rows of the list, as the import would take them. */
function PartyPreview({ check, listed }: { check: PartyCheck; listed: number }) {
  const id = useId();
  const shown = check.preview.length;
  return (
    <section className="rounded-xl ring-1 ring-slate-200">
      <h3 id={id} className="bg-slate-50 px-3 py-2 font-semibold text-brand-900">
        {shown < listed
          ? `The first ${shown} of ${countOf(listed, "row")}, as they would be imported`
          : `All ${countOf(shown, "row")}, as they would be imported`}
      </h3>
      <TableScroll labelledBy={id}>
        <table aria-labelledby={id} className="w-full min-w-[60rem] text-left text-sm">
          <ColumnTitles
            labels={[
              ...["Row", "Code", "Name", "Contact", "Phone", "Email"],
              ...["GSTIN", "Drug licence", "Action"],
            ]}
            className="bg-slate-50"
          />
          <tbody>
            {check.preview.map((party) => (
              <tr key={party.row} className="border-b border-slate-200 last:border-0">
                <td className="px-3 py-2 tabular-nums">{party.row.toLocaleString("en-IN")}</td>
                <td className="px-3 py-2 whitespace-nowrap">{party.code}</td>
                <td className="px-3 py-2">{party.shopName}</td>
                <td className="px-3 py-2">{party.contactName}</td>
                <td className="px-3 py-2 whitespace-nowrap">{party.phone}</td>
                <td className="px-3 py-2 break-all">{party.email}</td>
                <td className="px-3 py-2 whitespace-nowrap">{party.gstin}</td>
                <td className="px-3 py-2">{party.drugLicence}</td>
                <td className="px-3 py-2">{party.action === "create" ? "New" : "Update"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
