import { Hono } from "hono";
import { apiRoutes } from "#shared/api/routes.ts";
import { statusLabels } from "#shared/schemas/admin.ts";
import { apiError } from "#server/http/api-error.server.ts";
import { applicationsForExport, findResume, listApplications } from "./submission-lists.server";
import { csvDownload } from "#server/http/csv.server.ts";
import {
  isId,
  type AdminEnv,
  type AdminGuards,
  type AdminDeps,
} from "#server/auth/guards.server.ts";
import { mountList, searchFilters } from "#server/auth/list-page.server.ts";

/** `Rāvi Sahu` → `Ravi_Sahu`: a file name every system accepts. */
function asciiFileStem(name: string) {
  const stem = name
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "_");
  return stem || "applicant";
}

/** RFC 8187 ext-value: encodeURIComponent leaves ' ( ) * as they are, which attr-char forbids. */
const rfc8187 = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function contentDisposition(kind: "attachment" | "inline", fileName: string, unicodeName: string) {
  return `${kind}; filename="${fileName}"; filename*=UTF-8''${rfc8187(unicodeName)}`;
}

/** Job applications: the list, a resume, erasure and the CSV export. */
export function applicationRoutes({ database }: AdminDeps, guards: AdminGuards) {
  const api = new Hono<AdminEnv>();
  const { db } = database;
  const { requireAdmin, record } = guards;

  const { applicationResume: resume, exportApplications } = apiRoutes;

  mountList(api, "listApplications", guards, {
    rows: "applications",
    load: (query) => listApplications(db, query),
    action: "list-applications",
    filters: (query) => [
      ...searchFilters(query),
      ...(query.jobCategory ? [`job category ${query.jobCategory}`] : []),
      ...(query.employmentType ? [`employment type ${query.employmentType}`] : []),
    ],
  });

  api.on(resume.method, resume.path, requireAdmin, async (c) => {
    const id = c.req.param("id");
    if (!isId(id)) return apiError(c, 404, "Resume not found.");
    const row = await findResume(db, id);
    if (!row) return apiError(c, 404, "Resume not found.");
    await record(c, "download-resume", `application ${id}`);
    // Only a PDF opens in the browser; Word files always download.
    const inline = c.req.query("disposition") === "inline" && row.kind === "pdf";
    const fileName = `${asciiFileStem(row.name)}_resume.${row.kind}`;
    const unicodeName = `${row.name.replace(/[\\/:*?"<>|\p{Cc}]/gu, "").trim() || "applicant"}_resume.${row.kind}`;
    return c.body(new Uint8Array(row.content), 200, {
      "Content-Type": row.content_type,
      "Content-Disposition": contentDisposition(
        inline ? "inline" : "attachment",
        fileName,
        unicodeName,
      ),
      "X-Content-Type-Options": "nosniff",
      // An uploaded file never runs script with the site's rights.
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
  });

  api.on(exportApplications.method, exportApplications.path, requireAdmin, async (c) => {
    const rows = await applicationsForExport(db);
    await record(c, "export-applications", `${rows.length} rows`);
    return csvDownload(
      c,
      "applications",
      [
        "Submitted at (UTC)",
        "Name",
        "Email",
        "Phone",
        "Job category",
        "Employment type",
        "Resume",
        "Status",
      ],
      rows.map((r) => [
        r.created_at,
        r.name,
        r.email,
        r.phone,
        r.job_category,
        r.employment_type,
        r.file_name ?? "",
        statusLabels[r.status],
      ]),
    );
  });

  return api;
}
