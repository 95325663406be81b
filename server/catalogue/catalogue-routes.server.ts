import { hearUploadRefusals } from "#server/forms/refusal-answer.server.ts";
import type { IncomingMessage } from "node:http";
import { Hono } from "hono";
import { z } from "zod";
import { apiRoutes } from "#shared/api/routes.ts";
import type { CatalogueCheck, RowProblem } from "#shared/schemas/catalogue.ts";
import { columnFields } from "#shared/schemas/catalogue-items.ts";
import { CATALOGUE_PREVIEW_ROWS, MAX_CATALOGUE_PROBLEMS } from "#shared/limits.ts";
import type { AdminEnv, AdminGuards } from "#server/auth/guards.server.ts";
import type { DatabaseHandle } from "#server/db/database.server.ts";
import { apiError } from "#server/http/api-error.server.ts";
import { inWords, Refusal } from "#server/forms/refusal.server.ts";
import type { CatalogueSearch } from "./catalogue-index.server";
import type { CheckedRows, ColumnMapping, ListOptions } from "./catalogue-rows.server";
import { checkUpload } from "./catalogue-check-thread.server";
import { answerUploadProblem } from "#server/sheets/upload-problem.server.ts";
import { readReportUpload } from "#server/sheets/report-upload.server.ts";
import { itemList } from "#server/sheets/sheet.server.ts";
import type { Logger } from "#server/log.server.ts";
import type { Letterhead } from "./product-list-letterhead.server";
import { prepareProductList } from "./product-list.server";
import { listVersions, publishCatalogue, restoreCatalogue } from "./catalogue-store.server";

const mappingSchema = z
  .string()
  .max(4000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "The column mapping is not valid JSON." });
      return z.NEVER;
    }
  })
  .pipe(z.partialRecord(z.enum(columnFields), z.string().max(200)));
const headerRowSchema = z.coerce.number().int().min(1).max(1_000_000);
const sheetSchema = z.string().max(200);

/** The preview's rows: the first items as they would be published (a YES stock as 1). */
const previewOf = (items: CheckedRows["items"]) =>
  items.slice(0, CATALOGUE_PREVIEW_ROWS).map(({ stockYesNo: _, ...item }) => item);

/** Says how many problems block the publish. */
const blockingSentence = (errors: RowProblem[]) =>
  errors.length === 1
    ? "The item list has a problem to fix before it can be published."
    : `The item list has ${errors.length.toLocaleString("en-IN")} problems to fix before it can be published.`;

/**
 * The uploaded item list read and checked, with its file's name; refused (a `Refusal`, an
 * `UnreadableFile`) as the upload route answers. Apart from the route so that the file's bytes
 * (up to 20 MB) go when it returns, not when the publish and the new index are done.
 */
async function readAndCheck(
  contentType: string | undefined,
  request: IncomingMessage,
): Promise<{ fileName: string; checked: CheckedRows }> {
  const { fields, file } = await readReportUpload(request, contentType, itemList);
  const options: ListOptions = {};
  if (fields.mapping) {
    const parsed = mappingSchema.safeParse(fields.mapping);
    if (!parsed.success) throw new Refusal(400, inWords("The column mapping could not be read."));
    options.mapping = parsed.data as ColumnMapping;
  }
  // The clerk may choose the header row and the sheet when the guess was wrong.
  if (fields.headerRow) {
    const parsed = headerRowSchema.safeParse(fields.headerRow);
    if (!parsed.success) throw new Refusal(400, inWords("The header row must be a row number."));
    options.headerRow = parsed.data;
  }
  if (fields.sheet !== undefined) {
    const parsed = sheetSchema.safeParse(fields.sheet);
    if (!parsed.success) throw new Refusal(400, inWords("The sheet's name could not be read."));
    options.sheet = parsed.data;
  }
  // A large file is read and checked in a worker thread: orders are answered meanwhile.
  return { fileName: file.name, checked: await checkUpload(file.name, file.content, options) };
}

/** The admin's catalogue: upload (a dry run, or publish), the versions, and a restore. */
export function catalogueAdminRoutes(
  {
    database,
    search,
    log,
    company,
  }: {
    database: DatabaseHandle;
    search: CatalogueSearch;
    log: Logger;
    /** The company's facts as published, for the product list's letterhead. */
    company: () => Letterhead;
  },
  guards: AdminGuards,
) {
  const { db } = database;
  const api = new Hono<AdminEnv>();
  const { sameOrigin, requireAdmin, record } = guards;

  const { uploadCatalogue, catalogueVersions, restoreCatalogue: restore } = apiRoutes;

  api.on(uploadCatalogue.method, uploadCatalogue.path, sameOrigin, requireAdmin, async (c) => {
    hearUploadRefusals(c);
    const dryRun = c.req.query("dryRun") === "1";
    let fileName = "";
    let checked: CheckedRows;
    try {
      ({ fileName, checked } = await readAndCheck(c.req.header("content-type"), c.env.incoming));
    } catch (error) {
      return answerUploadProblem(c, error);
    }

    await record(
      c,
      dryRun ? "catalogue-upload" : "catalogue-publish",
      `${fileName.slice(0, 100)}: ${checked.items.length} items, ${checked.errors.length} errors, ${checked.warnings.length} warnings`,
    );
    const answer = {
      sheet: checked.sheet,
      sheets: checked.sheets,
      headerRow: checked.headerRow,
      header: checked.header,
      columns: checked.columns,
      rows: checked.rows,
      items: checked.items.length,
      skipped: checked.skipped,
      errors: checked.errors.slice(0, MAX_CATALOGUE_PROBLEMS),
      errorCount: checked.errors.length,
      warnings: checked.warnings.slice(0, MAX_CATALOGUE_PROBLEMS),
      warningCount: checked.warnings.length,
      preview: previewOf(checked.items),
    } satisfies CatalogueCheck;
    if (checked.errors.length)
      return c.json({ success: false, error: blockingSentence(checked.errors), ...answer }, 400);
    if (checked.items.length === 0) return apiError(c, 400, "The file has no items to publish.");
    if (dryRun) return c.json({ success: true, ...answer });
    // The rows go to the publish and none stay here: the route's frame would keep them (50,000
    // rows, 30 MB) through the new index's making, beside the old index and the new.
    const version = await publishCatalogue(database, checked.items.splice(0), c.get("admin").email);
    await search.refresh();
    prepareProductList(db, company(), log, { afterCatalogue: true });
    return c.json({ success: true, version, ...answer }, 201);
  });

  api.on(catalogueVersions.method, catalogueVersions.path, requireAdmin, async (c) =>
    c.json({ success: true, versions: await listVersions(db) }),
  );

  api.on(restore.method, restore.path, sameOrigin, requireAdmin, async (c) => {
    const version = Number(c.req.param("version"));
    if (!Number.isSafeInteger(version) || !(await restoreCatalogue(database, version)))
      return apiError(c, 404, "There is no such version of the catalogue.");
    await record(c, "catalogue-restore", `version ${version}`);
    await search.refresh();
    prepareProductList(db, company(), log, { afterCatalogue: true });
    return c.json({ success: true });
  });

  return api;
}
