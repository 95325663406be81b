import { Hono } from "hono";
import { listQuerySchema } from "#app/schemas/admin.ts";
import type { Db } from "#server/db/database.server.ts";
import type { Env } from "#server/env.server.ts";
import { apiError } from "#server/http/api-error.server.ts";
import { eraseSubmission } from "#server/submissions/erasure.server.ts";
import { enquiriesForExport, listEnquiries } from "./admin-queries.server";
import { csvDownload } from "./csv.server";
import { isId, type AdminEnv, type AdminGuards } from "./guards.server";
import { listPage, pageAndSearch } from "./list-page.server";

/** Enquiries: the list with notification status, erasure and the CSV export. */
export function enquiryRoutes({ db, env }: { db: Db; env: Env }, guards: AdminGuards) {
  const api = new Hono<AdminEnv>();
  const { sameOrigin, requireAdmin, record } = guards;

  api.get("/enquiries", requireAdmin, (c) =>
    listPage(c, guards, {
      schema: listQuerySchema,
      name: "enquiries",
      load: (query) => listEnquiries(db, query),
      action: "list-enquiries",
      detail: pageAndSearch,
    }),
  );

  api.delete("/enquiries/:id", sameOrigin, requireAdmin, async (c) => {
    const id = c.req.param("id");
    const erased =
      isId(id) &&
      (await eraseSubmission(db, env, "enquiry", id, {
        actor: c.get("admin").email,
        client: guards.client(c),
      }));
    if (!erased) return apiError(c, 404, "That enquiry no longer exists.");
    return c.json({ success: true });
  });

  api.get("/export/enquiries.csv", requireAdmin, async (c) => {
    const rows = await enquiriesForExport(db);
    await record(c, "export-enquiries", `${rows.length} rows`);
    return csvDownload(
      c,
      "enquiries",
      ["Submitted at (UTC)", "Name", "Email", "Phone", "Message"],
      rows.map((r) => [r.created_at, r.name, r.email, r.phone, r.message]),
    );
  });

  return api;
}
