import sharp from "sharp";

// Return requests as a customer's phone sends them (docs/product.md#returns): the form's fields
// and a photo, as multipart.

/** Words written into the test photo's EXIF: none of them may be served. */
export const SECRET_PLACE = "Hidden Shop Lane 4417";

/** A phone's JPEG, 1200×1600 as stored, with the camera's EXIF and a GPS position. */
export const phonePhoto = () =>
  sharp({
    create: { width: 1200, height: 1600, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Artist: SECRET_PLACE },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "20/1 27/1 36/1" },
    })
    .toBuffer();

export type ReturnFields = Record<string, string>;

/** A request's fields; `change` replaces some (an undefined value leaves the field out). */
export const returnFields = (change: Record<string, string | undefined> = {}): ReturnFields =>
  Object.fromEntries(
    Object.entries({
      name: "Dolo 650 tablets",
      batch: "DL2409",
      expiry: "2026-03",
      quantity: "10",
      reason: "breakage",
      ...change,
    }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

/** A return request from the site's own page, with a cookie, the fields and maybe a photo. */
export function postReturn(
  url: string,
  cookie: string,
  fields: ReturnFields,
  photo?: { bytes: Uint8Array; type: string; name?: string },
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo)
    form.append(
      "photo",
      new Blob([new Uint8Array(photo.bytes)], { type: photo.type }),
      photo.name ?? "photo.jpg",
    );
  return fetch(`${url}/api/account/returns`, {
    method: "POST",
    headers: { origin: new URL(url).origin, cookie, ...headers },
    body: form,
    redirect: "manual",
  });
}
