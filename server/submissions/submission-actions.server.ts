import { Hono } from "hono";
import { apiRoutes } from "#shared/api/routes.ts";
import { submissionKind, type SubmissionKind } from "#shared/submission-kinds.ts";
import { mountRoute } from "#server/http/api-route.server.ts";
import { apiError } from "#server/http/api-error.server.ts";
import { eraseSubmission } from "#server/submissions/erasure.server.ts";
import { releaseSpam, setStatus } from "#server/submissions/submission-store.server.ts";
import {
  isId,
  type AdminDeps,
  type AdminEnv,
  type AdminGuards,
} from "#server/auth/guards.server.ts";

/**
 * What an administrator can do to one submission: erase it, release it from the spam, or set
 * where the staff are with it.
 */
export function submissionActionRoutes(
  kind: SubmissionKind,
  { database, env, outbox }: AdminDeps,
  guards: AdminGuards,
) {
  const api = new Hono<AdminEnv>();
  const { sameOrigin, requireAdmin, record, client } = guards;
  const { noun, routes, audit } = submissionKind[kind];
  const erase = apiRoutes[routes.erase];
  const release = apiRoutes[routes.release];
  const gone = `That ${noun} no longer exists.`;
  const { db } = database;

  api.on(erase.method, erase.path, sameOrigin, requireAdmin, async (c) => {
    const id = c.req.param("id");
    const who = { actor: c.get("admin").email, client: client(c) };
    const erased =
      isId(id) && (await eraseSubmission({ database, dataDir: env.dataDir }, kind, id, who));
    if (!erased) return apiError(c, 404, gone);
    return c.json({ success: true });
  });

  api.on(release.method, release.path, sameOrigin, requireAdmin, async (c) => {
    const id = c.req.param("id");
    const released = isId(id) && (await releaseSpam(db, kind, id));
    if (!released) return apiError(c, 404, `That ${noun} is not among the spam.`);
    await record(c, audit.release, `${kind} ${id}`);
    outbox.kick();
    return c.json({ success: true });
  });

  mountRoute(
    api,
    routes.setStatus,
    {
      guards: [sameOrigin, requireAdmin],
      refusals: {
        notJson: "Please send the status as JSON.",
        body: "Please choose new, in progress or done.",
      },
    },
    async (c, { body }) => {
      const id = c.req.param("id");
      const changed = isId(id) && (await setStatus(db, kind, id, body.status));
      if (!changed) return apiError(c, 404, gone);
      await record(c, audit.setStatus, `${kind} ${id}: ${changed.from} → ${body.status}`);
      return c.json({ success: true, status: body.status });
    },
  );

  return api;
}
