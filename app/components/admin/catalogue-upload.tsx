import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import {
  CheckPreview,
  CheckProblems,
  CheckSource,
  countOf,
} from "#app/components/admin/catalogue-findings.tsx";
import { ColumnMapping, type ListChoice } from "#app/components/admin/column-mapping.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { signInUrl } from "#app/lib/admin-api.ts";
import { answerOf, callApi } from "#app/lib/api-client.ts";
import { apiRoutes } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import type { CatalogueCheck, CatalogueUploadAnswer } from "#shared/schemas/catalogue.ts";
import { CATALOGUE_ACCEPT, catalogueFileProblem } from "#shared/schemas/catalogue-items.ts";
import { MAX_CATALOGUE_MB, MAX_CATALOGUE_ROWS } from "#shared/limits.ts";
import { formatNumber } from "#shared/text-format.ts";

const NOT_SENT = "The file could not be sent. Please check the connection and try again.";
const NOT_ANSWERED = "The server could not check the file. Please try again.";

type Upload =
  | { phase: "idle" }
  | { phase: "checking" }
  /** The file cannot be read at all (or was never sent): only a sentence. */
  | { phase: "failed"; error: string }
  /** The check's findings; `error` when rows have problems or publishing failed. */
  | { phase: "checked"; check: CatalogueCheck; error?: string }
  | { phase: "publishing"; check: CatalogueCheck }
  | { phase: "published"; check: CatalogueCheck; version: number };

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
  const id = useId();
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
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-5 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        Upload an item list
      </h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-file`} className="font-medium text-slate-800">
          Item list file
        </label>
        <p id={`${id}-hint`} className="max-w-prose text-sm text-slate-600">
          CSV (.csv, .txt or .tsv) or Excel (.xlsx or the older .xls), up to {MAX_CATALOGUE_MB} MB
          and {formatNumber(MAX_CATALOGUE_ROWS)} items, as the billing software exports it: titles
          above the header, one row per batch and total rows are fine. It is checked as soon as you
          choose it; nothing changes on the website until you publish.
        </p>
        <input
          id={`${id}-file`}
          type="file"
          accept={CATALOGUE_ACCEPT}
          aria-describedby={`${id}-hint`}
          onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
          className="min-h-12 w-full max-w-xl rounded-xl border border-slate-400 bg-white px-3 py-2 text-slate-900 file:mr-4 file:min-h-8 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          role="status"
          className={
            upload.phase === "published"
              ? "rounded-xl border border-leaf-600 bg-leaf-600/10 px-4 py-2 font-medium text-leaf-700"
              : "font-medium text-slate-800"
          }
        >
          {status}
        </p>
        {found && found.items > 0 && upload.phase !== "published" && (
          <div className="flex flex-wrap items-center gap-3">
            {blocked && upload.phase === "checked" && (
              <p className="text-sm text-slate-700">
                {mappingShown
                  ? "Fix the problems or the column mapping first."
                  : "Fix the problems first."}
              </p>
            )}
            <Button
              size="md"
              onClick={publish}
              disabled={blocked}
              pending={upload.phase === "publishing"}
              pendingLabel="Publishing…"
            >
              Publish {countOf(found.items, "item")}
            </Button>
          </div>
        )}
      </div>

      {error && (
        <p
          role="alert"
          className="rounded-xl border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800"
        >
          {error}
        </p>
      )}
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
    </section>
  );
}
