// The owner's uploaded photos as the pages show them (docs/product.md#the-owners-photos): each is
// stored re-encoded in the widths and formats below and served at /media/{id}-{width}.{format},
// a URL whose bytes never change (an image's files are written once, with it). Pure: the server
// reads an image's record (server/content/content-images.server.ts), a page turns it into a
// picture here.
import { MAX_IMAGE_MB, MAX_IMAGE_MEGAPIXELS } from "#shared/limits.ts";

/** The widths a photo is derived in: the slides' widths at build time (app/site/pictures.ts). */
export const MEDIA_WIDTHS = [480, 800, 1200, 1600] as const;
/** The formats, in the order a browser is offered them; the last is the `<img>` fallback. */
export const MEDIA_FORMATS = ["avif", "webp"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_PATH = "/media";

/** An image's id: the SHA-256 of the uploaded file, in lowercase hex. */
export const isImageId = (id: string) => /^[0-9a-f]{64}$/.test(id);

/** A stored image as the pages need it: its id, its size (upright) and the widths it has. */
export type MediaImage = { id: string; width: number; height: number; widths: readonly number[] };

/** What `ResponsivePicture` shows (vite-imagetools' `Picture`): a srcset per format and the fallback. */
export type MediaPicture = {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
};

/**
 * The widths a photo `width` pixels wide is derived in: never wider than itself, and its own
 * width when it is narrower than the narrowest.
 */
export function mediaWidths(width: number): number[] {
  const widths = MEDIA_WIDTHS.filter((w) => w <= width);
  return widths.length ? widths : [width];
}

/** The height of the image at `width`, its proportions kept. */
export const heightAt = (image: Pick<MediaImage, "width" | "height">, width: number) =>
  Math.max(1, Math.round((image.height * width) / image.width));

export const mediaFileName = (id: string, width: number, format: MediaFormat) =>
  `${id}-${width}.${format}`;

export const mediaUrl = (id: string, width: number, format: MediaFormat) =>
  `${MEDIA_PATH}/${mediaFileName(id, width, format)}`;

/** The image, width and format a /media/ file name names, or undefined for any other name. */
export function parseMediaFileName(name: string) {
  const match = /^([0-9a-f]{64})-([1-9]\d{0,4})\.(avif|webp)$/.exec(name);
  if (!match) return undefined;
  return { id: match[1]!, width: Number(match[2]), format: match[3] as MediaFormat };
}

/** A stored image as a `<picture>`: each format's srcset, the widest WebP as the `<img>`. */
export function mediaPicture(image: MediaImage): MediaPicture {
  const widths = [...image.widths].sort((a, b) => a - b);
  const widest = widths.at(-1) ?? image.width;
  const srcset = (format: MediaFormat) =>
    widths.map((w) => `${mediaUrl(image.id, w, format)} ${w}w`).join(", ");
  return {
    sources: Object.fromEntries(MEDIA_FORMATS.map((format) => [format, srcset(format)])),
    img: { src: mediaUrl(image.id, widest, "webp"), w: widest, h: heightAt(image, widest) },
  };
}

/** What an upload is told, in the admin's words (the server's refusals; the editor may check first). */
export const imageMessages = {
  notMultipart: "Please send the photo as a multipart web form.",
  none: "Please choose a photo to upload.",
  type: "This file is not a photo we can use: please upload a JPEG, PNG or WebP file.",
  size: `The photo is larger than ${MAX_IMAGE_MB} MB. Please choose a smaller one.`,
  pixels: (width: number, height: number) =>
    `The photo is ${width.toLocaleString("en-IN")} × ${height.toLocaleString("en-IN")} pixels, more than ${MAX_IMAGE_MEGAPIXELS} megapixels. Please save it smaller and upload it again.`,
  proportions:
    "The photo is too tall for its width to be shown on the site. Please crop it and upload it again.",
  damaged:
    "The photo could not be read: it seems damaged or cut short. Please save it again and upload it.",
  slow: "The photo took too long to read. Please save it smaller and upload it again.",
} as const;
