import type { HttpBindings } from "@hono/node-server";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { sql } from "kysely";
import { z } from "zod";
import { employmentTypes, jobCategories } from "#app/content/careers.ts";
import { apiError } from "#server/http/api-error.server.ts";
import { clientAddress } from "#server/http/client-address.server.ts";
import type { Db } from "#server/db/database.server.ts";
import type { Env } from "#server/env.server.ts";
import { audit } from "./audit.server";
import { adminForToken, signIn, signOut, type Admin } from "./auth.server";
import { deleteLoggedMail } from "#server/mail/transports.server.ts";
import { toCsv } from "./csv.server";

type AdminEnv = { Bindings: HttpBindings; Variables: { admin: Admin } };
type AdminContext = Context<AdminEnv>;

export function sessionCookieName(env: Env) {
  // Over HTTPS the __Host- prefix pins the cookie to this exact origin.
  return env.SITE_ORIGIN.startsWith("https://") ? "__Host-session" : "session";
}

const PAGE_SIZE_MAX = 200;
/** No NUL characters: PostgreSQL text cannot hold them. */
const noNul = /^[^\0]*$/;
/** Submission ids are UUIDs; anything else cannot name one. */
const isId = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);
const listQuery = z.object({
  q: z.string().trim().max(200).regex(noNul).default(""),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(50),
  order: z.enum(["asc", "desc"]).default("desc"),
});
const applicationQuery = listQuery.extend({
  jobCategory: z.enum(jobCategories).optional().catch(undefined),
  employmentType: z.enum(employmentTypes).optional().catch(undefined),
  sort: z
    .enum(["submittedAt", "name", "email", "jobCategory", "employmentType"])
    .default("submittedAt"),
});
const sortColumns = {
  submittedAt: "career_applications.created_at",
  name: "career_applications.name",
  email: "career_applications.email",
  jobCategory: "career_applications.job_category",
  employmentType: "career_applications.employment_type",
} as const;

/** `column` contains `q`, case-insensitively, with q's own % _ \\ taken literally (both dialects). */
function contains(column: string, q: string) {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** `Rāvi Sahu` → `Ravi_Sahu`: a file name every system accepts. */
function asciiFileStem(name: string) {
  const stem = name
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "_");
  return stem || "applicant";
}

function contentDisposition(kind: "attachment" | "inline", fileName: string, unicodeName: string) {
  return `${kind}; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(unicodeName)}`;
}

export function adminRoutes({ db, env }: { db: Db; env: Env }) {
  const api = new Hono<AdminEnv>();
  const cookieName = sessionCookieName(env);
  const secure = env.SITE_ORIGIN.startsWith("https://");

  // Nothing an administrator sees may be kept by a browser or a proxy.
  api.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
  });

  /** State-changing requests must come from this site's own pages (no cross-site forgery). */
  const sameOrigin: MiddlewareHandler<AdminEnv> = async (c, next) => {
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    const host = c.req.header("host");
    const fromHere =
      origin !== undefined
        ? origin === env.SITE_ORIGIN || (host !== undefined && URL.parse(origin)?.host === host)
        : site === "same-origin";
    if (!fromHere)
      return apiError(c, 403, "This request must come from the site's own admin pages.");
    await next();
  };

  const requireAdmin: MiddlewareHandler<AdminEnv> = async (c, next) => {
    const admin = await adminForToken(db, getCookie(c, cookieName));
    if (!admin) return apiError(c, 401, "Please sign in to continue.");
    c.set("admin", admin);
    await next();
  };

  const record = (
    c: AdminContext,
    action: Parameters<typeof audit>[1]["action"],
    detail?: string,
  ) =>
    audit(db, {
      actor: c.get("admin").email,
      action,
      detail,
      client: clientAddress(c.env.incoming, env.TRUST_PROXY),
    });

  api.post(
    "/admin/login",
    bodyLimit({
      maxSize: 4 * 1024,
      onError: (c) => {
        c.header("Connection", "close");
        return apiError(c, 413, "The sign-in request is too large.");
      },
    }),
    sameOrigin,
    async (c) => {
      const body = z
        .object({
          email: z.string().max(254).regex(noNul),
          password: z.string().max(1024).regex(noNul),
        })
        .safeParse(await c.req.json().catch(() => null));
      if (!body.success) return apiError(c, 400, "Please enter your email and password.");
      const result = await signIn(
        db,
        { ...body.data, client: clientAddress(c.env.incoming, env.TRUST_PROXY) },
        { delayBaseMs: env.SIGN_IN_DELAY_MS },
      );
      if (!result.ok && result.reason === "locked") {
        c.header("Retry-After", String(result.retryAfterSeconds));
        const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
        return apiError(
          c,
          429,
          `Too many failed sign-ins. Please wait ${minutes} minutes and try again.`,
        );
      }
      if (!result.ok) return apiError(c, 401, "The email or password is not correct.");
      setCookie(c, cookieName, result.token, {
        httpOnly: true,
        secure,
        sameSite: "Strict",
        path: "/",
      });
      return c.json({ success: true, email: result.admin.email });
    },
  );

  api.post("/admin/logout", sameOrigin, async (c) => {
    const token = getCookie(c, cookieName);
    const admin = await adminForToken(db, token);
    await signOut(db, token);
    if (admin)
      await audit(db, {
        actor: admin.email,
        action: "sign-out",
        client: clientAddress(c.env.incoming, env.TRUST_PROXY),
      });
    deleteCookie(c, cookieName, { path: "/", secure });
    return c.json({ success: true });
  });

  api.get("/admin/session", requireAdmin, (c) =>
    c.json({ success: true, email: c.get("admin").email }),
  );

  api.get("/career-applications", requireAdmin, async (c) => {
    const parsed = applicationQuery.safeParse(c.req.query());
    if (!parsed.success) return apiError(c, 400, "The list's search, sort or page is not valid.");
    const query = parsed.data;
    let select = db
      .selectFrom("career_applications")
      .leftJoin("resumes", "resumes.application_id", "career_applications.id");
    if (query.q) {
      select = select.where((eb) =>
        eb.or([
          contains("career_applications.name", query.q),
          contains("career_applications.email", query.q),
          contains("career_applications.phone", query.q),
        ]),
      );
    }
    if (query.jobCategory)
      select = select.where("career_applications.job_category", "=", query.jobCategory);
    if (query.employmentType)
      select = select.where("career_applications.employment_type", "=", query.employmentType);

    const [{ total }, rows] = await Promise.all([
      select.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
      select
        .select([
          "career_applications.id",
          "career_applications.name",
          "career_applications.email",
          "career_applications.phone",
          "career_applications.job_category",
          "career_applications.employment_type",
          "career_applications.created_at",
          "resumes.kind",
          "resumes.file_name",
        ])
        .orderBy(sortColumns[query.sort], query.order)
        .orderBy("career_applications.id")
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute(),
    ]);
    await record(
      c,
      "list-applications",
      `page ${query.page}${query.q ? `, search "${query.q}"` : ""}`,
    );
    return c.json({
      success: true,
      total: Number(total),
      page: query.page,
      pageSize: query.pageSize,
      applications: rows.map((row) => ({
        _id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        jobCategory: row.job_category,
        employmentType: row.employment_type,
        submittedAt: row.created_at,
        resume: row.kind !== null,
        resumeType: row.kind,
        resumeFileName: row.file_name,
      })),
    });
  });

  api.get("/career-application/:id/resume", requireAdmin, async (c) => {
    const id = c.req.param("id");
    if (!isId(id)) return apiError(c, 404, "Resume not found.");
    const row = await db
      .selectFrom("resumes")
      .innerJoin("career_applications", "career_applications.id", "resumes.application_id")
      .select([
        "resumes.content",
        "resumes.kind",
        "resumes.content_type",
        "career_applications.name",
      ])
      .where("resumes.application_id", "=", id)
      .executeTakeFirst();
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

  api.delete("/career-application/:id", sameOrigin, requireAdmin, async (c) => {
    const id = c.req.param("id");
    if (!isId(id)) return apiError(c, 404, "That application no longer exists.");
    const deleted = await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("outbox").where("subject_id", "=", id).execute();
      await trx.deleteFrom("resumes").where("application_id", "=", id).execute();
      return trx.deleteFrom("career_applications").where("id", "=", id).executeTakeFirst();
    });
    if (!deleted.numDeletedRows) return apiError(c, 404, "That application no longer exists.");
    await deleteLoggedMail(env.dataDir, { ids: [id] });
    await record(c, "erase-application", `application ${id} and its resume`);
    return c.json({ success: true });
  });

  api.get("/enquiries", requireAdmin, async (c) => {
    const parsed = listQuery.safeParse(c.req.query());
    if (!parsed.success) return apiError(c, 400, "The list's search, sort or page is not valid.");
    const query = parsed.data;
    let select = db.selectFrom("enquiries");
    if (query.q) {
      select = select.where((eb) =>
        eb.or([
          contains("enquiries.name", query.q),
          contains("enquiries.email", query.q),
          contains("enquiries.phone", query.q),
          contains("enquiries.message", query.q),
        ]),
      );
    }
    const [{ total }, rows] = await Promise.all([
      select.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
      select
        .leftJoin("outbox", (join) =>
          join.onRef("outbox.subject_id", "=", "enquiries.id").on("outbox.kind", "=", "enquiry"),
        )
        .select([
          "enquiries.id",
          "enquiries.name",
          "enquiries.email",
          "enquiries.phone",
          "enquiries.message",
          "enquiries.created_at",
          "outbox.status",
          "outbox.attempts",
          "outbox.last_error",
          "outbox.sent_at",
        ])
        .orderBy("enquiries.created_at", query.order)
        .orderBy("enquiries.id")
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute(),
    ]);
    await record(
      c,
      "list-enquiries",
      `page ${query.page}${query.q ? `, search "${query.q}"` : ""}`,
    );
    return c.json({
      success: true,
      total: Number(total),
      page: query.page,
      pageSize: query.pageSize,
      enquiries: rows.map((row) => ({
        _id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        message: row.message,
        submittedAt: row.created_at,
        notification: {
          status: row.status ?? "sent",
          attempts: row.attempts ?? 0,
          lastError: row.last_error,
          sentAt: row.sent_at,
        },
      })),
    });
  });

  api.delete("/enquiries/:id", sameOrigin, requireAdmin, async (c) => {
    const id = c.req.param("id");
    if (!isId(id)) return apiError(c, 404, "That enquiry no longer exists.");
    const deleted = await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("outbox").where("subject_id", "=", id).execute();
      return trx.deleteFrom("enquiries").where("id", "=", id).executeTakeFirst();
    });
    if (!deleted.numDeletedRows) return apiError(c, 404, "That enquiry no longer exists.");
    await deleteLoggedMail(env.dataDir, { ids: [id] });
    await record(c, "erase-enquiry", `enquiry ${id}`);
    return c.json({ success: true });
  });

  const csvResponse = (c: AdminContext, name: string, body: string) =>
    c.body(body, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
    });

  api.get("/export/career-applications.csv", requireAdmin, async (c) => {
    const rows = await db
      .selectFrom("career_applications")
      .leftJoin("resumes", "resumes.application_id", "career_applications.id")
      .select([
        "career_applications.created_at",
        "career_applications.name",
        "career_applications.email",
        "career_applications.phone",
        "career_applications.job_category",
        "career_applications.employment_type",
        "resumes.file_name",
      ])
      .orderBy("career_applications.created_at", "desc")
      .execute();
    await record(c, "export-applications", `${rows.length} rows`);
    return csvResponse(
      c,
      "applications",
      toCsv(
        [
          "Submitted at (UTC)",
          "Name",
          "Email",
          "Phone",
          "Job category",
          "Employment type",
          "Resume",
        ],
        rows.map((r) => [
          r.created_at,
          r.name,
          r.email,
          r.phone,
          r.job_category,
          r.employment_type,
          r.file_name ?? "",
        ]),
      ),
    );
  });

  api.get("/export/enquiries.csv", requireAdmin, async (c) => {
    const rows = await db
      .selectFrom("enquiries")
      .select(["created_at", "name", "email", "phone", "message"])
      .orderBy("created_at", "desc")
      .execute();
    await record(c, "export-enquiries", `${rows.length} rows`);
    return csvResponse(
      c,
      "enquiries",
      toCsv(
        ["Submitted at (UTC)", "Name", "Email", "Phone", "Message"],
        rows.map((r) => [r.created_at, r.name, r.email, r.phone, r.message]),
      ),
    );
  });

  api.get("/audit-log", requireAdmin, async (c) => {
    const parsed = listQuery.safeParse(c.req.query());
    if (!parsed.success) return apiError(c, 400, "The list's search, sort or page is not valid.");
    const query = parsed.data;
    const [{ total }, entries] = await Promise.all([
      db
        .selectFrom("audit_log")
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom("audit_log")
        .selectAll()
        .orderBy("id", "desc")
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .execute(),
    ]);
    await record(c, "view-audit-log", `page ${query.page}`);
    return c.json({
      success: true,
      total: Number(total),
      page: query.page,
      pageSize: query.pageSize,
      entries,
    });
  });

  return { api, requireAdmin, cookieName };
}

/** Whether a request carries a valid administrator session (for the admin pages' redirect). */
export async function hasAdminSession(db: Db, env: Env, c: Context) {
  return (await adminForToken(db, getCookie(c, sessionCookieName(env)))) !== undefined;
}
