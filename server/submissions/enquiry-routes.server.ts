import { Hono } from "hono";
import { apiRoutes } from "#shared/api/routes.ts";
import { statusLabels } from "#shared/schemas/admin.ts";
import { itemLine } from "#shared/schemas/catalogue-items.ts";
import { enquiriesForExport, listEnquiries } from "./submission-lists.server";
import { csvDownload } from "#server/http/csv.server.ts";
import type { AdminEnv, AdminGuards, AdminDeps } from "#server/auth/guards.server.ts";
import { mountList, searchFilters } from "#server/auth/list-page.server.ts";

/** Enquiries: the list with notification status, erasure and the CSV export. */
export function enquiryRoutes({ database }: AdminDeps, guards: AdminGuards) {
  const api = new Hono<AdminEnv>();
  const { db } = database;
  const { requireAdmin, record } = guards;

  const { exportEnquiries } = apiRoutes;

  mountList(api, "listEnquiries", guards, {
    rows: "enquiries",
    load: (query) => listEnquiries(db, query),
    action: "list-enquiries",
    filters: searchFilters,
  });

  api.on(exportEnquiries.method, exportEnquiries.path, requireAdmin, async (c) => {
    const rows = await enquiriesForExport(db);
    await record(c, "export-enquiries", `${rows.length} rows`);
    return csvDownload(
      c,
      "enquiries",
      ["Submitted at (UTC)", "Name", "Email", "Phone", "Message", "Items", "Status"],
      rows.map((r) => [
        r.created_at,
        r.name,
        r.email,
        r.phone,
        r.message,
        r.items.map(itemLine).join("\n"),
        statusLabels[r.status],
      ]),
    );
  });

  return api;
}
