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
import type { AdminContext, AdminDeps, AdminEnv, AdminGuards } from "#server/auth/guards.server.ts";
import { noJsProblemPage } from "#server/forms/no-js-page.server.ts";
import { NoRenderer, type WriteServerPage } from "#server/http/server-page.server.ts";
import { publicPaths } from "#shared/site-paths.ts";
import { apiError, bodyLimitOf } from "#server/http/api-error.server.ts";
import {
  listContentVersions,
  liveContent,
  NewerContent,
  publishContent,
  restoreContent,
  type ContentVersion,
} from "./content-store.server";
import { contentImages } from "./content-images.server";
import type { LiveContent } from "./live-content.server";
import type { PreviewPage } from "./site-pages.server";
import type { Site } from "#shared/site-facts.ts";

// The owner's content in the admin (docs/product.md#the-owners-content): read it, publish a new
// version of it, list the versions and restore one. Every publish and restore is audited, and
// this instance shows it at once (the others within seconds: they look for a newer version).

/** The content document is the one JSON body allowed past 128 KiB. */
const contentBodyLimit = bodyLimitOf(
  MAX_CONTENT_BYTES,
  "The content is larger than 1 MiB: nothing was published.",
);

/** A preview's form adds a little to the document: its field names and boundaries. */
const previewBodyLimit = bodyLimitOf(
  MAX_CONTENT_BYTES + 16 * 1024,
  "The content is larger than 1 MiB: it cannot be previewed or published.",
);

const staleMessage = (newest: ContentVersion) =>
  `Version ${newest.version} was published by ${newest.publishedBy} at ${newest.publishedAt}, after the version you started from: nothing was published, and your edits are still here. Copy what you changed, reload, and make your changes again on the newest version.`;

export function contentAdminRoutes(
  {
    database,
    content,
    previewPage,
    writeServerPage,
    afterPublish,
  }: Pick<AdminDeps, "database"> & {
    /** The owner's content this instance shows: refreshed after a publish. */
    content: LiveContent;
    /** One public page of a content document with the headers it is served with (the editor's preview). */
    previewPage?: PreviewPage;
    /** The pages the server writes, by the site's renderer: a refused preview's. */
    writeServerPage: WriteServerPage;
    /** What else follows the content once a version is live (the app's product list). */
    afterPublish: (site: Site) => void;
  },
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
    const photos = live.document.slides.flatMap((slide) => (slide.photo ? [slide.photo] : []));
    const images = Object.fromEntries(await contentImages(db, photos));
    return c.json({ success: true, version: live.version, content: live.document, images });
  });

  api.on(
    r.publishContent.method,
    r.publishContent.path,
    sameOrigin,
    requireAdmin,
    contentBodyLimit,
    async (c) => {
      if (!(c.req.header("content-type") ?? "").startsWith("application/json")) {
        // Answered before its body is read: the connection closes, as after a body limit's 413,
        // rather than be kept for another request behind the body's unread bytes.
        c.header("Connection", "close");
        return apiError(c, 415, "Please send the content as JSON.");
      }
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
      // A photo is named by the id its upload answered, here.
      const photos = parsed.data.slides.map(({ photo }) => photo);
      const stored = await contentImages(
        db,
        photos.filter((photo) => photo !== null),
      );
      const unknown = Object.fromEntries(
        photos.flatMap((photo, i) =>
          photo && !stored.has(photo) ? [[`slides.${i}.photo`, [contentMessages.imageId]]] : [],
        ),
      );
      if (Object.keys(unknown).length)
        return apiError(c, 400, "Some fields need correcting: nothing was published.", unknown);
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
      afterPublish(content.shown().site);
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
    afterPublish(content.shown().site);
    return c.json({ success: true, version: result.version });
  });

  const previewError = refusedPreview(writeServerPage);
  // A page of the document as the editor has it, before it is published: opened in a new tab by
  // a form post (multipart, so the document's bytes are sent as they are), or asked for as JSON.
  api.on(
    r.previewContent.method,
    r.previewContent.path,
    sameOrigin,
    requireAdmin,
    previewBodyLimit,
    async (c) => {
      const type = c.req.header("content-type") ?? "";
      const fromForm = !type.startsWith("application/json");
      let body: { content?: unknown; path?: unknown };
      try {
        if (!fromForm) body = (await c.req.json()) as typeof body;
        else if (
          type.startsWith("multipart/form-data") ||
          type.startsWith("application/x-www-form-urlencoded")
        ) {
          const form = await c.req.parseBody();
          if (typeof form.content !== "string" || jsonDepth(form.content) > MAX_CONTENT_DEPTH + 1)
            return previewError(c, fromForm, 400, contentMessages.depth);
          body = { content: JSON.parse(form.content), path: form.path };
        } else return apiError(c, 415, "Please send the content as JSON or as a form.");
      } catch {
        return previewError(c, fromForm, 400, "The content is not valid JSON.");
      }
      const pathname = typeof body?.path === "string" ? body.path : "";
      if (!publicPaths.includes(pathname))
        return previewError(c, fromForm, 400, "There is no such page to preview.");
      const parsed = contentSchema.safeParse(body.content);
      if (!parsed.success)
        return previewError(
          c,
          fromForm,
          400,
          "Some fields need correcting before a preview.",
          contentFieldErrors(parsed.error),
        );
      if (!previewPage)
        return previewError(
          c,
          fromForm,
          503,
          "This server has no renderer for previews: run npm run build.",
        );
      const { html, headers } = await previewPage(parsed.data, pathname);
      return c.body(html, 200, {
        ...headers,
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
      });
    },
  );

  return api;
}

/** A refused preview: JSON to a script, the problem page to the tab a form opened. */
const refusedPreview =
  (writeServerPage: WriteServerPage) =>
  (
    c: AdminContext,
    fromForm: boolean,
    status: 400 | 503,
    message: string,
    fieldErrors?: Record<string, string[]>,
  ) => {
    if (!fromForm) return apiError(c, status, message, fieldErrors);
    c.header("cache-control", "no-store");
    const problems = [
      message,
      ...Object.entries(fieldErrors ?? {}).map(([path, [error]]) => `${path}: ${error ?? ""}`),
    ];
    try {
      return noJsProblemPage(c, writeServerPage, {
        locale: "en",
        heading: "No preview",
        problems,
        status,
      });
    } catch (error) {
      // Without the site's renderer there is no page to write: the sentences alone.
      if (error instanceof NoRenderer) return c.text(problems.join("\n"), status);
      throw error;
    }
  };
