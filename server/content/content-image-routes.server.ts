import { hearUploadRefusals } from "#server/forms/refusal-answer.server.ts";
import { Hono } from "hono";
import { apiRoutes } from "#shared/api/routes.ts";
import { MAX_IMAGE_BYTES, MULTIPART_ROOM_BYTES } from "#shared/limits.ts";
import { imageMessages, MEDIA_PATH, parseMediaFileName } from "#shared/media.ts";
import type { AdminDeps, AdminEnv, AdminGuards } from "#server/auth/guards.server.ts";
import type { Db } from "#server/db/database.server.ts";
import { readMultipart } from "#server/forms/multipart.server.ts";
import { inWords, Refusal } from "#server/forms/refusal.server.ts";
import { mediaFile, saveImage } from "./content-images.server";

// The owner's photos over HTTP (docs/product.md#the-owners-photos): the admin uploads one and
// is told its id (which the content then names) and the widths it is stored in; anyone fetches its derived files under /media/.

/** `POST /api/admin/content/images`: one photo, as the multipart field `file`. */
export function contentImageRoutes(
  { database }: Pick<AdminDeps, "database">,
  { sameOrigin, requireAdmin, record }: AdminGuards,
) {
  const api = new Hono<AdminEnv>();
  const { uploadContentImage: upload } = apiRoutes;
  api.on(upload.method, upload.path, sameOrigin, requireAdmin, async (c) => {
    hearUploadRefusals(c);
    if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data"))
      throw new Refusal(415, inWords(imageMessages.notMultipart));
    const { file } = await readMultipart(c.env.incoming, MAX_IMAGE_BYTES + MULTIPART_ROOM_BYTES, {
      field: "file",
      noun: "photo",
      maxBytes: MAX_IMAGE_BYTES,
      tooLarge: inWords(imageMessages.size),
    });
    if (!file?.content.length) throw new Refusal(400, inWords(imageMessages.none));
    const image = await saveImage(database.db, file.content, c.get("admin").email);
    await record(c, "content-image-upload", `image ${image.id} (${image.width}×${image.height})`);
    return c.json({ success: true, ...image }, 201);
  });
  return api;
}

/** A URL names its file for good: browsers and proxies keep it a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Files recently served, kept in memory up to this many bytes… */
const RECENT_FILES_BYTES = 32 * 1024 * 1024;
/** …and this long, so that a deleted photo stops being served by every instance soon after. */
const RECENT_FILE_MS = 60_000;

type ServedFile = { bytes: Uint8Array; etag: string; at: number };

/** `GET /media/{id}-{width}.{avif|webp}`: a photo's derived file, from the database. */
export function mediaRoutes(db: Db) {
  const app = new Hono();
  // Least recently served first (a Map keeps insertion order: a hit is moved to the end).
  const recent = new Map<string, ServedFile>();
  let recentBytes = 0;
  const forget = (name: string) => {
    recentBytes -= recent.get(name)?.bytes.length ?? 0;
    recent.delete(name);
  };
  const remember = (name: string, file: ServedFile) => {
    forget(name);
    recent.set(name, file);
    recentBytes += file.bytes.length;
    for (const oldest of recent.keys()) {
      if (recentBytes <= RECENT_FILES_BYTES) break;
      forget(oldest);
    }
  };
  const recentlyServed = (name: string) => {
    const file = recent.get(name);
    if (!file || Date.now() - file.at > RECENT_FILE_MS) return undefined;
    remember(name, file);
    return file;
  };
  const load = async (name: string, named: Parameters<typeof mediaFile>[1]) => {
    const stored = await mediaFile(db, named);
    if (!stored) return forget(name);
    const file = { bytes: stored.bytes, etag: `"${stored.sha256}"`, at: Date.now() };
    remember(name, file);
    return file;
  };

  app.get(`${MEDIA_PATH}/:name`, async (c) => {
    // The name is read strictly: one spelling per file, so a cached entry is never a second copy.
    const name = c.req.param("name");
    const named = parseMediaFileName(name);
    const file = named && (recentlyServed(name) ?? (await load(name, named)));
    if (!named || !file)
      return c.body("Not found", 404, {
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-cache",
      });
    const headers = {
      "content-type": `image/${named.format}`,
      "cache-control": IMMUTABLE,
      etag: file.etag,
    };
    if (c.req.header("if-none-match") === file.etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(file.bytes), 200, {
      ...headers,
      "content-length": String(file.bytes.length),
    });
  });
  return app;
}
