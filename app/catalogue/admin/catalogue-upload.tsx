import { useState } from "react";
import {
  CheckPreview,
  CheckProblems,
  CheckSource,
  countOf,
} from "#app/catalogue/admin/catalogue-findings.tsx";
import { ColumnMapping, type ListChoice } from "#app/catalogue/admin/column-mapping.tsx";
import { Button } from "#app/ui/button.tsx";
import {
  UploadAction,
  UploadSection,
  uploadStatus,
  type PublishUpload,
} from "#app/admin/upload-section.tsx";
import { afterDryRun, useCheckedUpload, useReportSender } from "#app/admin/report-upload.ts";
import { apiRoutes } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import type { CatalogueCheck, CatalogueUploadAnswer } from "#shared/schemas/catalogue.ts";
import { catalogueFileProblem } from "#shared/schemas/catalogue-items.ts";
import { MAX_CATALOGUE_MB, MAX_CATALOGUE_ROWS } from "#shared/limits.ts";
import { formatNumber } from "#shared/text-format.ts";

type Upload = PublishUpload<CatalogueCheck, { version: number }>;

/** The findings in an answer, when it has them (a check, or a refusal because of its rows). */
function checkOf(answer: CatalogueUploadAnswer | undefined): CatalogueCheck | null {
  if (!answer) return null;
  const { sheet, sheets, headerRow, header, columns, rows, items, skipped } = answer;
  const { errors, errorCount, warnings, warningCount, preview } = answer;
  if (sheet === undefined || !sheets || headerRow === undefined || !header || !columns) return null;
  if (rows === undefined || items === undefined || !skipped) return null;
  if (!errors || errorCount === undefined || !warnings || warningCount === undefined || !preview)
    return null;
  return {
    ...{ sheet, sheets, headerRow, header, columns, rows, items, skipped },
    ...{ errors, errorCount, warnings, warningCount, preview },
  };
}

const asFound: ListChoice = { mapping: {} };

/**
 * The item list upload: choosing a file checks it at once (nothing is published), shows what
 * was found, offers the column mapping when needed, and publishes on request.
 */
export function CatalogueUpload({ onPublished }: { onPublished: () => void }) {
  const { file, setFile, upload, setUpload, found, ...steps } = useCheckedUpload<
    CatalogueCheck,
    { version: number }
  >();
  const [choice, setChoice] = useState<ListChoice>(asFound);
  const [mappingShown, setMappingShown] = useState(false);
  const sender = useReportSender(apiRoutes.uploadCatalogue, apiSchemas.uploadCatalogue.response);

  /** Sends the file with the list's place and columns (a dry run unless publishing). */
  function post(chosen: File, { mapping, headerRow, sheet }: ListChoice, publish: boolean) {
    const form = new FormData();
    form.set("file", chosen);
    const chosenColumns = Object.entries(mapping).filter(([, column]) => column?.trim());
    if (chosenColumns.length)
      form.set("mapping", JSON.stringify(Object.fromEntries(chosenColumns)));
    if (headerRow !== undefined) form.set("headerRow", String(headerRow));
    if (sheet !== undefined) form.set("sheet", sheet);
    return sender.send(form, publish);
  }

  async function check(chosen: File, chosenList: ListChoice) {
    const next = await steps.check(async () => {
      const result = await post(chosen, chosenList, false);
      return result && afterDryRun(result, checkOf);
    });
    // A column not recognised, or a chosen one not found, is a problem of the header row.
    const headerWrong =
      next?.phase === "checked" &&
      next.check.errors.some((problem) => problem.row === next.check.headerRow);
    if (headerWrong) setMappingShown(true);
  }

  async function publish() {
    const next = await steps.publish(async (chosen, checked): Promise<Upload | null> => {
      const result = await post(chosen, choice, true);
      if (!result) return null;
      const { status, answer, error } = result;
      const check = checkOf(answer) ?? checked;
      if (status === 201 && answer?.success && answer.version !== undefined)
        return { phase: "published", check, version: answer.version };
      return { phase: "checked", check, error };
    });
    if (next?.phase === "published") onPublished();
  }

  function choose(chosen: File | null) {
    sender.abandon();
    setFile(chosen);
    setChoice(asFound);
    setMappingShown(false);
    const problem = chosen && catalogueFileProblem(chosen);
    if (!chosen) setUpload({ phase: "idle" });
    else if (problem) setUpload({ phase: "failed", error: problem });
    else void check(chosen, asFound);
  }

  const status = uploadStatus(upload.phase, {
    checked: found && file ? `${countOf(found.items, "item")} found in ${file.name}.` : "",
    published:
      upload.phase === "published" && found
        ? `Published: version ${upload.version}, ${countOf(found.items, "item")}.`
        : "",
  });
  const error = "error" in upload ? upload.error : undefined;
  const blocked = !found || found.errorCount > 0;
  const columnMapping = file && found && mappingShown && (
    <ColumnMapping
      key={`${found.sheet}:${found.headerRow}`}
      check={found}
      choice={choice}
      onChange={setChoice}
      onCheck={() => void check(file, choice)}
      checking={upload.phase === "checking"}
    />
  );

  return (
    <UploadSection
      heading="Upload an item list"
      fileLabel="Item list file"
      hint={
        <>
          CSV (.csv, .txt or .tsv) or Excel (.xlsx or the older .xls), up to {MAX_CATALOGUE_MB} MB
          and {formatNumber(MAX_CATALOGUE_ROWS)} items, as the billing software exports it: titles
          above the header, one row per batch and total rows are fine. It is checked as soon as you
          choose it; nothing changes on the website until you publish.
        </>
      }
      onChoose={choose}
      status={status}
      done={upload.phase === "published"}
      error={error}
      action={
        found &&
        found.items > 0 &&
        upload.phase !== "published" && (
          <UploadAction
            blocked={
              blocked && upload.phase === "checked"
                ? mappingShown
                  ? "Fix the problems or the column mapping first."
                  : "Fix the problems first."
                : undefined
            }
          >
            <Button
              size="md"
              onClick={publish}
              disabled={blocked}
              pending={upload.phase === "publishing"}
              pendingLabel="Publishing…"
            >
              Publish {countOf(found.items, "item")}
            </Button>
          </UploadAction>
        )
      }
    >
      {found && <CheckSource check={found} />}
      {found && <CheckProblems check={found} />}
      {found && !mappingShown && upload.phase !== "published" && (
        <Button
          variant="outline"
          size="md"
          className="self-start"
          onClick={() => setMappingShown(true)}
        >
          Change the header row or columns
        </Button>
      )}
      {columnMapping}
      {found && found.preview.length > 0 && <CheckPreview check={found} />}
    </UploadSection>
  );
}
