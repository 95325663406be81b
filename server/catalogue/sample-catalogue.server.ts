import { readFileSync } from "node:fs";
import type { DatabaseHandle } from "#server/db/database.server.ts";
import { readSheets } from "#server/sheets/read-sheets.server.ts";
import { checkRows } from "./catalogue-rows.server";
import { publishFirstCatalogue } from "./catalogue-store.server";

/** The SAMPLE item list shipped for the owner to replace (scripts/make-sample-catalogue.ts). */
// Resolved from the project's root (the in-repo shared/ folder, not anything outside the project).
const projectRoot = new URL("../../", import.meta.url);
export const sampleCatalogueFile = new URL("shared/content/sample-catalogue.csv", projectRoot);

/** Who published the sample list: the catalogue's versions name it, and the PDF says "sample". */
export const SAMPLE_PUBLISHER = "system";

/** The sample list's items, read and checked as an upload of it would be. */
export async function readSampleCatalogue() {
  const { items, errors } = checkRows(
    await readSheets("sample.csv", readFileSync(sampleCatalogueFile)),
  );
  if (errors.length) throw new Error(`The sample catalogue has ${errors.length} problems.`);
  return items;
}

/**
 * On the first start, with no catalogue yet, the sample list is published by "system" (once,
 * however many instances start together).
 */
export async function publishSampleIfEmpty(database: Pick<DatabaseHandle, "db" | "dialect">) {
  await publishFirstCatalogue(database, readSampleCatalogue, SAMPLE_PUBLISHER);
}
