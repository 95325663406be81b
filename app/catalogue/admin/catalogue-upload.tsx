import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import {
  CheckPreview,
  CheckProblems,
  CheckSource,
  countOf,
} from "#app/catalogue/admin/catalogue-findings.tsx";
import { ColumnMapping, type ListChoice } from "#app/catalogue/admin/column-mapping.tsx";
import { Button } from "#app/ui/button.tsx";
import {
  NOT_ANSWERED,
  NOT_SENT,
  UploadAction,
  UploadSection,
  type PublishUpload,
} from "#app/admin/upload-section.tsx";
import { signInUrl } from "#app/admin/admin-api.ts";
import { answerOf, callApi } from "#app/lib/api-client.ts";
import { apiRoutes } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import type { CatalogueCheck, CatalogueUploadAnswer } from "#shared/schemas/catalogue.ts";
import { catalogueFileProblem } from "#shared/schemas/catalogue-items.ts";
import { MAX_CATALOGUE_MB, MAX_CATALOGUE_ROWS } from "#shared/limits.ts";
import { formatNumber } from "#shared/text-format.ts";

type Upload = PublishUpload<CatalogueCheck, { version: number }>;

/** The findings in an answer, when it has them (a check, or a refusal because of its rows). */
function checkOf(answer: CatalogueUploadAnswer | null): CatalogueCheck | null {
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

const sentenceOf = (answer: CatalogueUploadAnswer | null, status: number) =>
  answer && !answer.success ? answer.error : status === 0 ? NOT_SENT : NOT_ANSWERED;

/**
 * The item list upload: choosing a file checks it at once (nothing is published), shows what
 * was found, offers the column mapping when needed, and publishes on request.
 */
export function CatalogueUpload({ onPublished }: { onPublished: () => void }) {
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [choice, setChoice] = useState<ListChoice>(asFound);
  const [mappingShown, setMappingShown] = useState(false);
  const [upload, setUpload] = useState<Upload>({ phase: "idle" });
  const sending = useRef<AbortController | null>(null);
  useEffect(() => () => sending.current?.abort(), []);

  /** Sends the file (a dry run unless publishing); null when overtaken by another file or signed out. */
  async function post(chosen: File, { mapping, headerRow, sheet }: ListChoice, publish: boolean) {
    sending.current?.abort();
    const controller = new AbortController();
    sending.current = controller;
    const form = new FormData();
    form.set("file", chosen);
    const chosenColumns = Object.entries(mapping).filter(([, column]) => column?.trim());
    if (chosenColumns.length)
      form.set("mapping", JSON.stringify(Object.fromEntries(chosenColumns)));
    if (headerRow !== undefined) form.set("headerRow", String(headerRow));
    if (sheet !== undefined) form.set("sheet", sheet);
    try {
      const response = await callApi(apiRoutes.uploadCatalogue, {
        query: { dryRun: publish ? undefined : 1 },
        body: form,
        signal: controller.signal,
      });
      if (response.status === 401) {
        navigate(signInUrl());
        return null;
      }
      const answer = (await answerOf(response, apiSchemas.uploadCatalogue.response)) ?? null;
      return controller.signal.aborted ? null : { status: response.status, answer };
    } catch {
      return controller.signal.aborted ? null : { status: 0, answer: null };
    }
  }

  async function check(chosen: File, chosenList: ListChoice) {
    setUpload({ phase: "checking" });
    const result = await post(chosen, chosenList, false);
    if (!result) return;
    const found = checkOf(result.answer);
    if (!found)
      return setUpload({ phase: "failed", error: sentenceOf(result.answer, result.status) });
    setUpload({
      phase: "checked",
      check: found,
      error: result.answer?.success ? undefined : sentenceOf(result.answer, result.status),
    });
    // A column not recognised, or a chosen one not found, is a problem of the header row.
    if (found.errors.some((problem) => problem.row === found.headerRow)) setMappingShown(true);
  }

  async function publish() {
    if (!file || upload.phase !== "checked") return;
    const { check: checked } = upload;
    setUpload({ phase: "publishing", check: checked });
    const result = await post(file, choice, true);
    if (!result) return;
    const { status, answer } = result;
    if (status === 201 && answer?.success && answer.version !== undefined) {
      setUpload({ phase: "published", check: checkOf(answer) ?? checked, version: answer.version });
      onPublished();
    } else
      setUpload({
        phase: "checked",
        check: checkOf(answer) ?? checked,
        error: sentenceOf(answer, status),
      });
  }

  function choose(chosen: File | null) {
    sending.current?.abort();
    setFile(chosen);
    setChoice(asFound);
    setMappingShown(false);
    const problem = chosen && catalogueFileProblem(chosen);
    if (!chosen) setUpload({ phase: "idle" });
    else if (problem) setUpload({ phase: "failed", error: problem });
    else void check(chosen, asFound);
  }

  const found = "check" in upload ? upload.check : null;
  const status = {
    idle: "",
    failed: "",
    checking: "Checking…",
    checked: found && file ? `${countOf(found.items, "item")} found in ${file.name}.` : "",
    publishing: "Publishing…",
    published:
      upload.phase === "published" && found
        ? `Published: version ${upload.version}, ${countOf(found.items, "item")}.`
        : "",
  }[upload.phase];
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
