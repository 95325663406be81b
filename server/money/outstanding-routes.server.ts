import type { IncomingMessage } from "node:http";
import { hearUploadRefusals } from "#server/forms/refusal-answer.server.ts";
import { Hono } from "hono";
import { z } from "zod";
import { apiRoutes } from "#shared/api/routes.ts";
import { type OutstandingCheck } from "#shared/schemas/money.ts";
import { CATALOGUE_PREVIEW_ROWS, MAX_CATALOGUE_PROBLEMS } from "#shared/limits.ts";
import type { AdminDeps, AdminEnv, AdminGuards } from "#server/auth/guards.server.ts";
import { mountList, searchFilters } from "#server/auth/list-page.server.ts";
import { readSheets } from "#server/sheets/read-sheets.server.ts";
import { toRupees } from "#server/db/money.server.ts";
import { mountRoute } from "#server/http/api-route.server.ts";
import { apiError } from "#server/http/api-error.server.ts";
import { answerUploadProblem } from "#server/sheets/upload-problem.server.ts";
import { readReportUpload } from "#server/sheets/report-upload.server.ts";
import { inWords, Refusal } from "#server/forms/refusal.server.ts";
import { indiaToday } from "./account-bills.server";
import { chaseList } from "./chase-list.server";
import { rematchInvoices } from "./invoice-store.server";
import {
  dropWarnings,
  linkPartyName,
  partyMatcher,
  publishReport,
  summariseParties,
  type PartySummary,
} from "./outstanding-store.server";
import { checkReport, outstandingReport, type CheckedReport } from "./report-rows.server";
import type { LiveContent } from "#server/content/public.server.ts";

// Staff's side of the outstanding (docs/product.md#bills-and-payments): the billing software's
// bill-wise outstanding report uploaded as a dry run (what would be published, the parties
// matched and not, the findings quoting their rows) or published, replacing the whole
// outstanding; the chase list of the parties that owe with each customer's reminder; and a
// party's name linked to a customer for this and later reports.

const headerRowSchema = z.coerce.number().int().min(1).max(1_000_000);
const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)));

/** A party in rupees, as the answer lists it. */
const inRupees = (party: PartySummary) => ({ ...party, pending: toRupees(party.pending) });

/** Says how many problems block the publish. */
const blockingSentence = (count: number) =>
  count === 1
    ? "The outstanding report has a problem to fix before it can be published."
    : `The outstanding report has ${count.toLocaleString("en-IN")} problems to fix before it can be published.`;

/** Reads the upload: the report checked, its file's name, and "as of" as staff set it, if they did. */
async function readUpload(incoming: IncomingMessage, contentType: string) {
  const { fields, file } = await readReportUpload(incoming, contentType, outstandingReport);
  const options: { headerRow?: number } = {};
  if (fields.headerRow) {
    const parsed = headerRowSchema.safeParse(fields.headerRow);
    if (!parsed.success) throw new Refusal(400, inWords("The header row must be a row number."));
    options.headerRow = parsed.data;
  }
  let asOf: string | undefined;
  if (fields.asOf) {
    const parsed = daySchema.safeParse(fields.asOf);
    if (!parsed.success || parsed.data > indiaToday())
      throw new Refusal(
        400,
        inWords("'As of' must be a day, as YYYY-MM-DD, and not in the future."),
      );
    asOf = parsed.data;
  }
  const sheets = await readSheets(file.name, file.content, outstandingReport);
  return { checked: checkReport(sheets, options), fileName: file.name, asOf };
}

export function outstandingAdminRoutes(
  { database, content, env }: Pick<AdminDeps, "database" | "env"> & { content: LiveContent },
  guards: AdminGuards,
) {
  const { db } = database;
  const api = new Hono<AdminEnv>();
  const { sameOrigin, requireAdmin, record } = guards;
  const { uploadOutstanding } = apiRoutes;

  mountList(api, "chaseList", guards, {
    rows: "parties",
    load: (query) => chaseList(db, query, { content: content.shown(), origin: env.SITE_ORIGIN }),
    action: "list-outstanding",
    filters: (query) => searchFilters({ ...query, spam: false }),
  });

  api.on(uploadOutstanding.method, uploadOutstanding.path, sameOrigin, requireAdmin, async (c) => {
    hearUploadRefusals(c);
    const dryRun = c.req.query("dryRun") === "1";
    let upload: { checked: CheckedReport; fileName: string; asOf?: string };
    try {
      upload = await readUpload(c.env.incoming, c.req.header("content-type") ?? "");
    } catch (error) {
      return answerUploadProblem(c, error);
    }
    const { checked, fileName } = upload;
    const asOf = upload.asOf ?? checked.asOf ?? indiaToday();
    const asOfFrom = upload.asOf ? "staff" : checked.asOf ? "titles" : "upload";
    const total = checked.bills.reduce((sum, bill) => sum + bill.pending, 0);
    const parties = summariseParties(checked.bills, await partyMatcher(db));
    const warnings = [...(await dropWarnings(db, parties, total)), ...checked.warnings];
    await record(
      c,
      dryRun ? "outstanding-check" : "outstanding-publish",
      `${fileName.slice(0, 100)}: as of ${asOf}, ${checked.bills.length} bills, ${checked.errors.length} errors, ${warnings.length} warnings`,
    );
    const answer = {
      asOf,
      asOfFrom,
      headerRow: checked.headerRow,
      rows: checked.rows,
      bills: checked.bills.length,
      total: toRupees(total),
      skipped: checked.skipped,
      parties: {
        matched: parties.filter((party) => party.customerId).map(inRupees),
        unmatched: parties.filter((party) => !party.customerId).map(inRupees),
      },
      errors: checked.errors.slice(0, MAX_CATALOGUE_PROBLEMS),
      errorCount: checked.errors.length,
      warnings: warnings.slice(0, MAX_CATALOGUE_PROBLEMS),
      warningCount: warnings.length,
      preview: checked.bills.slice(0, CATALOGUE_PREVIEW_ROWS).map((bill) => ({
        party: bill.partyName,
        code: bill.partyCode,
        billNo: bill.billNo,
        date: bill.billDate,
        pending: toRupees(bill.pending),
        dueOn: bill.dueOn,
      })),
    } satisfies OutstandingCheck;
    if (checked.errors.length)
      return c.json(
        { success: false, error: blockingSentence(checked.errors.length), ...answer },
        400,
      );
    if (checked.bills.length === 0)
      return apiError(c, 400, "The report has no pending bills to publish.");
    if (dryRun) return c.json({ success: true, ...answer });
    const { version } = await publishReport(database, {
      bills: checked.bills,
      asOf,
      fileName,
      by: c.get("admin").email,
    });
    // Invoice copies that waited for this report's bills, and their customers.
    await rematchInvoices(db);
    return c.json({ success: true, version, ...answer }, 201);
  });

  mountRoute(
    api,
    "linkPartyName",
    {
      guards: [sameOrigin, requireAdmin],
      refusals: { body: "Say which customer (customerId) the party's name (name) is." },
    },
    async (c, { body }) => {
      const customer = await db
        .selectFrom("customers")
        .select("id")
        .where("id", "=", body.customerId)
        .where("erased_at", "is", null)
        .executeTakeFirst();
      if (!customer) return apiError(c, 404, "There is no such customer.");
      const matched = await linkPartyName(db, { ...body, by: c.get("admin").email });
      await record(c, "link-party-name", `${body.name.slice(0, 100)} → customer ${customer.id}`);
      return c.json({ success: true, matched });
    },
  );

  return api;
}
