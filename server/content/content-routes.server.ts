import { Hono } from "hono";
import { apiRoutes } from "#shared/api/routes.ts";
import {
  contentFieldErrors,
  contentMessages,
  clearChangedReviews,
  contentSchema,
  jsonDepth,
} from "#shared/content/document.ts";
import { MAX_CONTENT_BYTES, MAX_CONTENT_DEPTH } from "#shared/limits.ts";
import type { AdminDeps, AdminEnv, AdminGuards } from "#server/admin/guards.server.ts";
import { apiError, bodyLimitOf } from "#server/http/api-error.server.ts";
import {
  listContentVersions,
  liveContent,
  NewerContent,
  publishContent,
  restoreContent,
  type ContentVersion,
} from "./content-store.server";

// The owner's content in the admin (docs/product.md#the-owners-content): read it, publish a new
// version of it, list the versions and restore one. Every publish and restore is audited, and
// this instance shows it at once (the others within seconds: they look for a newer version).

/** The content document is the one JSON body allowed past 128 KiB. */
const contentBodyLimit = bodyLimitOf(
  MAX_CONTENT_BYTES,
  "The content is larger than 1 MiB: nothing was published.",
);

const staleMessage = (newest: ContentVersion) =>
  `Version ${newest.version} was published by ${newest.publishedBy} at ${newest.publishedAt}, after the version you started from: nothing was published, and your edits are still here. Copy what you changed, reload, and make your changes again on the newest version.`;

export function contentAdminRoutes(
  { database, content }: Pick<AdminDeps, "database" | "content">,
  guards: AdminGuards,
) {
  const { db } = database;
  const api = new Hono<AdminEnv>();
  const { sameOrigin, requireAdmin, record } = guards;
  const r = apiRoutes;

  api.on(r.adminContent.method, r.adminContent.path, requireAdmin, async (c) => {
    let live;
    try {
      live = await liveContent(db);
    } catch (error) {
      if (error instanceof NewerContent) return apiError(c, 503, error.message);
      throw error;
    }
    if (!live) return apiError(c, 503, "The site's content is not published yet: try again soon.");
    return c.json({ success: true, version: live.version, content: live.document });
  });

  api.on(
    r.publishContent.method,
    r.publishContent.path,
    sameOrigin,
    requireAdmin,
    contentBodyLimit,
    async (c) => {
      if (!(c.req.header("content-type") ?? "").startsWith("application/json"))
        return apiError(c, 415, "Please send the content as JSON.");
      const raw = await c.req.text();
      // Counted before parsing: a hostile body can nest deep enough to hurt the parser.
      if (jsonDepth(raw) > MAX_CONTENT_DEPTH + 1) return apiError(c, 400, contentMessages.depth);
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return apiError(c, 400, "The content is not valid JSON: nothing was published.");
      }
      const { baseVersion, content: document } = (body ?? {}) as Record<string, unknown>;
      if (!Number.isSafeInteger(baseVersion) || (baseVersion as number) < 0)
        return apiError(c, 400, "Say which version your edits start from (baseVersion).");
      const parsed = contentSchema.safeParse(document);
      if (!parsed.success)
        return apiError(
          c,
          400,
          "Some fields need correcting: nothing was published.",
          contentFieldErrors(parsed.error),
        );
      // Marks set against an English text that this publish changes no longer hold.
      const live = await liveContent(db);
      const result = await publishContent(
        database,
        baseVersion as number,
        live ? clearChangedReviews(live.document, parsed.data) : parsed.data,
        c.get("admin").email,
      );
      if (!result.published) return apiError(c, 409, staleMessage(result.newest));
      await record(c, "content-publish", `version ${result.version}`);
      await content.refresh();
      return c.json({ success: true, version: result.version });
    },
  );

  api.on(r.contentVersions.method, r.contentVersions.path, requireAdmin, async (c) =>
    c.json({ success: true, versions: await listContentVersions(db) }),
  );

  api.on(r.restoreContent.method, r.restoreContent.path, sameOrigin, requireAdmin, async (c) => {
    const version = Number(c.req.param("version"));
    const result = Number.isSafeInteger(version)
      ? await restoreContent(database, version, c.get("admin").email)
      : undefined;
    if (!result) return apiError(c, 404, "There is no such version of the content.");
    if (!result.published) return apiError(c, 409, staleMessage(result.newest));
    await record(c, "content-restore", `version ${version} as version ${result.version}`);
    await content.refresh();
    return c.json({ success: true, version: result.version });
  });

  return api;
}
