import { Hono } from "hono";
import { apiRoutes } from "#shared/api/routes.ts";
import { statusChangeSchema } from "#shared/schemas/admin.ts";
import { apiError } from "#server/http/api-error.server.ts";
import { eraseSubmission } from "#server/submissions/erasure.server.ts";
import { releaseSpam, setStatus } from "#server/submissions/submission-store.server.ts";
import { isId, type AdminDeps, type AdminEnv, type AdminGuards } from "./guards.server";

const kinds = {
  application: {
    erase: apiRoutes.eraseApplication,
    release: apiRoutes.releaseApplication,
    setStatus: apiRoutes.setApplicationStatus,
    statusChanged: "status-application",
    gone: "That application no longer exists.",
    notSpam: "That application is not among the spam.",
    released: "release-application",
  },
  enquiry: {
    erase: apiRoutes.eraseEnquiry,
    release: apiRoutes.releaseEnquiry,
    setStatus: apiRoutes.setEnquiryStatus,
    statusChanged: "status-enquiry",
    gone: "That enquiry no longer exists.",
    notSpam: "That enquiry is not among the spam.",
    released: "release-enquiry",
  },
} as const;

/**
 * What an administrator can do to one submission: erase it, release it from the spam, or set
 * where the staff are with it.
 */
export function submissionActionRoutes(
  kind: keyof typeof kinds,
  { database, env, outbox }: AdminDeps,
  guards: AdminGuards,
) {
  const api = new Hono<AdminEnv>();
  const { sameOrigin, requireAdmin, record, client } = guards;
  const text = kinds[kind];
  const { db } = database;

  api.on(text.erase.method, text.erase.path, sameOrigin, requireAdmin, async (c) => {
    const id = c.req.param("id");
    const who = { actor: c.get("admin").email, client: client(c) };
    const erased =
      isId(id) && (await eraseSubmission({ database, dataDir: env.dataDir }, kind, id, who));
    if (!erased) return apiError(c, 404, text.gone);
    return c.json({ success: true });
  });

  api.on(text.release.method, text.release.path, sameOrigin, requireAdmin, async (c) => {
    const id = c.req.param("id");
    const released = isId(id) && (await releaseSpam(db, kind, id));
    if (!released) return apiError(c, 404, text.notSpam);
    await record(c, text.released, `${kind} ${id}`);
    outbox.kick();
    return c.json({ success: true });
  });

  api.on(text.setStatus.method, text.setStatus.path, sameOrigin, requireAdmin, async (c) => {
    const id = c.req.param("id");
    if (!(c.req.header("content-type") ?? "").startsWith("application/json"))
      return apiError(c, 415, "Please send the status as JSON.");
    const body = statusChangeSchema.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return apiError(c, 400, "Please choose new, in progress or done.");
    const changed = isId(id) && (await setStatus(db, kind, id, body.data.status));
    if (!changed) return apiError(c, 404, text.gone);
    await record(c, text.statusChanged, `${kind} ${id}: ${changed.from} → ${body.data.status}`);
    return c.json({ success: true, status: body.data.status });
  });

  return api;
}
