import { createHash } from "node:crypto";
import { IMAGE_DECODE_SECONDS, MAX_IMAGE_PIXELS, UNUSED_IMAGE_GRACE_MS } from "#shared/limits.ts";
import {
  heightAt,
  imageMessages,
  MEDIA_FORMATS,
  mediaWidths,
  type MediaFormat,
  type MediaImage,
} from "#shared/media.ts";
import { now, type Db } from "#server/db/database.server.ts";
import { inWords, Refusal } from "#server/forms/refusal.server.ts";
import { imageLibrary } from "./image-library.server";

// The owner's photos (docs/product.md#the-owners-photos): an upload is checked from its header
// before anything is decoded, decoded once under a time limit, turned upright and re-encoded
// (no EXIF, no GPS, nothing of the original file is kept) in the slides' widths as AVIF and
// WebP, and stored in the database so that every instance serves it. A photo that no kept
// version of the content mentions is deleted once it is a day old.

type SourceFormat = "jpeg" | "png" | "webp";

/** The formats accepted, told by their first bytes (never by a name or a declared type). */
function sniffFormat(bytes: Buffer): SourceFormat | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP")
    return "webp";
  return undefined;
}

/** WebP's largest side: a derived file taller than this cannot be written. */
const WEBP_MAX_SIDE = 16_383;

type DerivedFile = { width: number; format: MediaFormat; bytes: Buffer; sha256: string };
type ProcessedImage = {
  id: string;
  width: number;
  height: number;
  sourceFormat: SourceFormat;
  files: DerivedFile[];
};

const sha256 = (bytes: Buffer, encoding: "hex" | "base64url") =>
  createHash("sha256").update(bytes).digest(encoding);

/** A sharp failure as the sentence the uploader reads. */
function unreadable(error: unknown): Refusal {
  const message = error instanceof Error ? error.message : "";
  return new Refusal(
    400,
    inWords(/timeout/i.test(message) ? imageMessages.slow : imageMessages.damaged),
  );
}

/**
 * The checks every uploaded photo passes before it is decoded, from its first bytes and its
 * header: its format and its size upright. Refused as `processImage` says.
 */
async function checkedHeader(bytes: Buffer) {
  const sourceFormat = sniffFormat(bytes);
  if (!sourceFormat) throw new Refusal(415, inWords(imageMessages.type));
  const sharp = await imageLibrary();
  let header;
  try {
    // Reads the header only: nothing is decoded yet (so no pixel limit here: ours follows).
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw unreadable(error);
  }
  if (header.format !== sourceFormat) throw new Refusal(415, inWords(imageMessages.type));
  if (header.width * header.height > MAX_IMAGE_PIXELS)
    throw new Refusal(400, inWords(imageMessages.pixels(header.width, header.height)));
  // Upright: a phone's portrait photo is stored landscape with an EXIF orientation.
  return { sourceFormat, upright: header.autoOrient };
}

/** Decoding options: under the pixel limit, failing on damage, and in time. */
const decoding = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" } as const;
const timeout = { seconds: IMAGE_DECODE_SECONDS };

/**
 * Checks an uploaded file and makes its derived files. Refused (a `Refusal`): 415 for anything
 * but a JPEG, PNG or WebP; 400 for a photo over MAX_IMAGE_PIXELS by its header, one that cannot
 * be decoded (damaged, cut short) or takes over IMAGE_DECODE_SECONDS.
 */
async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const { sourceFormat, upright } = await checkedHeader(bytes);
  const widths = mediaWidths(upright.width);
  const widest = widths.at(-1)!;
  if (heightAt(upright, widest) > WEBP_MAX_SIDE)
    throw new Refusal(400, inWords(imageMessages.proportions));
  const sharp = await imageLibrary();
  try {
    // Decoded once, to the widest size needed, as plain pixels: no metadata survives this.
    const master = await sharp(bytes, decoding)
      .timeout(timeout)
      .autoOrient()
      .resize({ width: widest, height: heightAt(upright, widest), fit: "fill" })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = master.info;
    const files: DerivedFile[] = [];
    for (const w of widths) {
      const resized = sharp(master.data, { raw: { width, height, channels } }).resize({
        width: w,
        height: heightAt(upright, w),
        fit: "fill",
      });
      for (const format of MEDIA_FORMATS) {
        const encoded = await (format === "avif" ? resized.clone().avif() : resized.clone().webp())
          .timeout(timeout)
          .toBuffer();
        files.push({ width: w, format, bytes: encoded, sha256: sha256(encoded, "base64url") });
      }
    }
    return {
      id: sha256(bytes, "hex"),
      width: upright.width,
      height: upright.height,
      sourceFormat,
      files,
    };
  } catch (error) {
    throw unreadable(error);
  }
}

/** One photo is decoded at a time on an instance: a 40-megapixel decode takes hundreds of MB. */
let processing: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = processing.then(task, task);
  processing = run.catch(() => undefined);
  return run;
}

/**
 * A photo someone other than the owner sends (a return's): the owner's photos' checks, then
 * decoded once, turned upright and re-encoded as one WebP at most `maxWidth` wide, so that no
 * location, camera or other metadata of the original is kept. Refused as the owner's are.
 */
export async function reencodedPhoto(bytes: Buffer, maxWidth: number) {
  const { upright } = await checkedHeader(bytes);
  const sharp = await imageLibrary();
  const width = Math.min(upright.width, maxWidth);
  if (heightAt(upright, width) > WEBP_MAX_SIDE)
    throw new Refusal(400, inWords(imageMessages.proportions));
  try {
    const encoded = await oneAtATime(() =>
      sharp(bytes, decoding)
        .timeout(timeout)
        .autoOrient()
        .resize({ width, height: heightAt(upright, width), fit: "fill" })
        .toColourspace("srgb")
        .webp()
        .toBuffer(),
    );
    return { contentType: "image/webp", bytes: encoded };
  } catch (error) {
    throw unreadable(error);
  }
}

/**
 * Stores an uploaded photo and answers its record. The same file uploaded again is the same
 * image: it is not decoded again, and counts as just uploaded (so it survives until published).
 */
export async function saveImage(db: Db, bytes: Buffer, uploadedBy: string): Promise<MediaImage> {
  const id = sha256(bytes, "hex");
  const touched = await db
    .updateTable("content_images")
    .set({ uploaded_at: now(), uploaded_by: uploadedBy })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(touched.numUpdatedRows) > 0) return (await contentImage(db, id))!;
  const image = await oneAtATime(() => processImage(bytes));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("content_images")
      .values({
        id,
        width: image.width,
        height: image.height,
        source_format: image.sourceFormat,
        uploaded_at: now(),
        uploaded_by: uploadedBy,
      })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .execute();
    for (const file of image.files)
      await trx
        .insertInto("content_image_files")
        .values({
          image_id: id,
          width: file.width,
          format: file.format,
          size: file.bytes.length,
          sha256: file.sha256,
          bytes: file.bytes,
        })
        .onConflict((conflict) => conflict.columns(["image_id", "width", "format"]).doNothing())
        .execute();
  });
  return { id, width: image.width, height: image.height, widths: mediaWidths(image.width) };
}

/** The stored images among `ids` (for a content document's check, and its pictures at render time). */
export async function contentImages(db: Db, ids: readonly string[]) {
  const found = new Map<string, MediaImage>();
  if (!ids.length) return found;
  const images = await db
    .selectFrom("content_images")
    .select(["id", "width", "height"])
    .where("id", "in", ids)
    .execute();
  const files = await db
    .selectFrom("content_image_files")
    .select(["image_id", "width"])
    .where("image_id", "in", ids)
    .where("format", "=", "webp")
    .orderBy("width")
    .execute();
  for (const image of images)
    found.set(image.id, {
      ...image,
      widths: files.filter((file) => file.image_id === image.id).map((file) => file.width),
    });
  return found;
}

/** One stored image's record, or undefined. */
export const contentImage = async (db: Db, id: string) => (await contentImages(db, [id])).get(id);

/** One derived file's bytes and their hash, or undefined. */
export function mediaFile(db: Db, file: { id: string; width: number; format: MediaFormat }) {
  return db
    .selectFrom("content_image_files")
    .select(["bytes", "sha256"])
    .where("image_id", "=", file.id)
    .where("width", "=", file.width)
    .where("format", "=", file.format)
    .executeTakeFirst();
}

/**
 * The image ids a stored document (its JSON) mentions: every run of 64 hex digits, wherever it
 * is (a value, a key, inside a URL), so that whatever shape the document gives its photos, none
 * in use is taken for unused.
 */
export function mentionedImageIds(documentJson: string): Set<string> {
  return new Set(
    [...documentJson.matchAll(/(?<![0-9a-f])[0-9a-f]{64}(?![0-9a-f])/g)].map(([id]) => id),
  );
}

/**
 * Deletes the photos that no kept version of the content mentions and that were uploaded more
 * than UNUSED_IMAGE_GRACE_MS before `at` (a photo uploaded for a publish not yet made stays).
 * Called after every publish and restore. Answers the ids deleted.
 */
export async function deleteUnusedImages(db: Db, at = Date.now()): Promise<string[]> {
  const before = new Date(at - UNUSED_IMAGE_GRACE_MS).toISOString();
  const old = await db
    .selectFrom("content_images")
    .select("id")
    .where("uploaded_at", "<", before)
    .execute();
  if (!old.length) return [];
  const versions = await db.selectFrom("content_versions").select("document").execute();
  const mentioned = new Set(versions.flatMap(({ document }) => [...mentionedImageIds(document)]));
  const unused = old.map(({ id }) => id).filter((id) => !mentioned.has(id));
  if (!unused.length) return [];
  return db.transaction().execute(async (trx) => {
    // Uploaded again meanwhile: it counts as new, and stays.
    const still = await trx
      .selectFrom("content_images")
      .select("id")
      .where("id", "in", unused)
      .where("uploaded_at", "<", before)
      .execute();
    const ids = still.map(({ id }) => id);
    if (!ids.length) return [];
    await trx.deleteFrom("content_image_files").where("image_id", "in", ids).execute();
    await trx.deleteFrom("content_images").where("id", "in", ids).execute();
    return ids;
  });
}
