// The owner's photos (docs/product.md#the-owners-photos), on SQLite and PostgreSQL: an upload is
// re-encoded upright into the slides' widths as AVIF and WebP with nothing of its EXIF (GPS
// included), served by URL with a year's caching; anything that is not a JPEG, PNG or WebP by its
// bytes, too large, too many pixels by its header, or damaged is refused with a sentence; and a
// photo no kept version of the content mentions goes once it is old enough.
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiSchemas } from "#shared/api/schemas.ts";
import { UNUSED_IMAGE_GRACE_MS } from "#shared/limits.ts";
import {
  heightAt,
  imageMessages,
  mediaPicture,
  mediaUrl,
  MEDIA_FORMATS,
  type MediaImage,
} from "#shared/media.ts";
import { contentImage, deleteUnusedImages } from "#server/content/content-images.server.ts";
import { call } from "#tests/support/customers.ts";
import { ADMIN, adminCookie, adminEnv } from "#tests/support/sample-submissions.ts";
import {
  countRows,
  dialects,
  freshDatabase,
  startTestServer,
  type TestServer,
} from "#tests/support/test-server.ts";

type Answer = { success: boolean; id?: string; error?: string };

/** Words written into the test photo's EXIF: none of them may be served. */
const SECRET_ARTIST = "Hidden Owner Name 7731";

/** A JPEG 1000×1800 as stored, 1800×1000 upright (EXIF orientation 6), with a GPS position. */
const phonePhoto = () =>
  sharp({
    create: { width: 1000, height: 1800, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .composite([
      {
        input: { create: { width: 300, height: 300, channels: 3, background: "#0a6" } },
        top: 100,
        left: 100,
      },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Artist: SECRET_ARTIST },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "20/1 27/1 36/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A PNG whose header claims `width`×`height` pixels, in a few hundred bytes. */
function pngClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const frame = Buffer.alloc(4);
    frame.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([frame, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(64 * 1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe.each(dialects)("the owner's photos on %s", (dialect) => {
  let server: TestServer;
  let admin: string;

  async function upload(
    bytes: Buffer,
    name = "photo.jpg",
    { type = "image/jpeg", cookie = admin, origin = server.url } = {},
  ) {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${server.url}/api/admin/content/images`, {
      method: "POST",
      headers: { cookie, origin },
      body: form,
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Answer,
    };
  }
  const media = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers });

  let database: Awaited<ReturnType<typeof freshDatabase>>;

  beforeAll(async () => {
    database = await freshDatabase(dialect);
    server = await startTestServer({ ...database, env: adminEnv });
    admin = await adminCookie(server.url);
  });
  afterAll(() => server.stop());

  it("takes a phone's JPEG: upright, in every width and format, without its EXIF or GPS, a year's caching", async () => {
    const original = await phonePhoto();
    const exif = (await sharp(original).metadata()).exif!;
    expect(exif.includes(SECRET_ARTIST)).toBe(true);
    // The GPS directory's tag, in either byte order.
    expect(
      exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);

    const { status, body } = await upload(original);
    expect([status, body.success]).toEqual([201, true]);
    expect(apiSchemas.uploadContentImage.response.parse(body)).toEqual(body);
    const image = (await contentImage(server.database.db, body.id!))!;
    expect(image).toEqual({
      id: body.id,
      width: 1800,
      height: 1000,
      widths: [480, 800, 1200, 1600],
    });

    for (const width of image.widths)
      for (const format of MEDIA_FORMATS) {
        const url = mediaUrl(image.id, width, format);
        const response = await media(url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get("content-type")).toBe(`image/${format}`);
        expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        const etag = response.headers.get("etag")!;
        expect(etag).toMatch(/^"[\w-]{43}"$/);
        const bytes = Buffer.from(await response.arrayBuffer());
        const served = await sharp(bytes).metadata();
        expect(served.format).toBe(format === "avif" ? "heif" : "webp");
        expect([served.width, served.height]).toEqual([width, heightAt(image, width)]);
        expect(served.exif, url).toBeUndefined();
        expect(served.orientation ?? 1).toBe(1);
        expect(bytes.includes(SECRET_ARTIST)).toBe(false);
        const again = await media(url, { "if-none-match": etag });
        expect(again.status).toBe(304);
        const head = await fetch(`${server.url}${url}`, { method: "HEAD" });
        expect([head.status, head.headers.get("content-length")]).toEqual([
          200,
          String(bytes.length),
        ]);
      }

    const audit = await server.database.db
      .selectFrom("audit_log")
      .select(["actor", "detail"])
      .where("action", "=", "content-image-upload")
      .execute();
    expect(audit).toContainEqual({ actor: ADMIN.email, detail: `image ${image.id} (1800×1000)` });
  });

  it("takes a PNG and a WebP, each in the widths it has, never wider, and tells the editor so", async () => {
    const png = await sharp({
      create: {
        width: 300,
        height: 200,
        channels: 4,
        background: { r: 0, g: 0, b: 255, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const webp = await sharp({
      create: { width: 1000, height: 600, channels: 3, background: "#345" },
    })
      .webp()
      .toBuffer();
    const uploaded: MediaImage[] = [];
    for (const [bytes, name, widths] of [
      [png, "logo.png", [300]],
      [webp, "shop.webp", [480, 800]],
    ] as const) {
      const { status, body } = await upload(bytes, name, { type: "application/octet-stream" });
      expect(status, name).toBe(201);
      const image = (await contentImage(server.database.db, body.id!))!;
      expect(image.widths).toEqual(widths);
      // The editor's thumbnail is the narrowest file: the upload's answer names the widths.
      expect(body).toEqual({ success: true, ...image });
      uploaded.push(image);
      // Every URL the page would use answers.
      const picture = mediaPicture(image);
      const urls = [
        picture.img.src,
        ...Object.values(picture.sources).flatMap((srcset) =>
          srcset.split(", ").map((candidate) => candidate.split(" ")[0]!),
        ),
      ];
      for (const url of urls) expect((await media(url)).status, url).toBe(200);
    }

    // Published on two slides, the photos come with the content the editor reads.
    const contentUrl = `${server.url}/api/admin/content`;
    const live = (await (await call(contentUrl, "GET", admin)).json()) as {
      version: number;
      content: { slides: { photo: string | null }[] };
    };
    uploaded.forEach((image, i) => (live.content.slides[i]!.photo = image.id));
    const published = await call(contentUrl, "PUT", admin, {
      baseVersion: live.version,
      content: live.content,
    });
    expect(published.status).toBe(200);
    const answer = apiSchemas.adminContent.response.parse(
      await (await call(contentUrl, "GET", admin)).json(),
    );
    expect(answer.images).toEqual(Object.fromEntries(uploaded.map((image) => [image.id, image])));
  });

  it.runIf(dialect === "postgres")(
    "serves a photo uploaded on one instance from another of the same database",
    async () => {
      const photo = await sharp({
        create: { width: 900, height: 500, channels: 3, background: "#468" },
      })
        .webp()
        .toBuffer();
      const { body } = await upload(photo, "shop.webp");
      const other = await startTestServer({ ...database, env: adminEnv });
      try {
        for (const url of [mediaUrl(body.id!, 800, "avif"), mediaUrl(body.id!, 480, "webp")]) {
          const [here, there] = await Promise.all(
            [server, other].map((instance) => fetch(`${instance.url}${url}`)),
          );
          expect([here!.status, there!.status], url).toEqual([200, 200]);
          expect(there!.headers.get("etag")).toBe(here!.headers.get("etag"));
          expect(Buffer.from(await there!.arrayBuffer())).toEqual(
            Buffer.from(await here!.arrayBuffer()),
          );
        }
      } finally {
        await other.stop();
      }
    },
  );

  it("knows the same file uploaded again: the same id, stored once", async () => {
    const photo = await sharp({
      create: { width: 600, height: 400, channels: 3, background: "#a52" },
    })
      .jpeg()
      .toBuffer();
    const first = await upload(photo);
    const images = await countRows(server, "content_images");
    const second = await upload(photo, "copy.jpg");
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).toBe(first.body.id);
    expect(await countRows(server, "content_images")).toBe(images);
  });

  it.each([
    [
      "a GIF",
      Buffer.from(
        "GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;",
        "latin1",
      ),
    ],
    [
      "a PDF",
      Buffer.from(
        "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF",
      ),
    ],
    ["an HTML page", Buffer.from("<!doctype html><script>alert(1)</script>")],
  ])("refuses %s named photo.jpg: 415 with a sentence", async (_, bytes) => {
    const { status, body } = await upload(bytes, "photo.jpg", { type: "image/jpeg" });
    expect([status, body]).toEqual([415, { success: false, error: imageMessages.type }]);
  });

  it("refuses anything but a multipart form, and a form without a photo", async () => {
    const json = await call(`${server.url}/api/admin/content/images`, "POST", admin, { file: "x" });
    expect([json.status, ((await json.json()) as Answer).error]).toEqual([
      415,
      imageMessages.notMultipart,
    ]);
    const form = new FormData();
    form.set("note", "no file");
    const empty = await fetch(`${server.url}/api/admin/content/images`, {
      method: "POST",
      headers: { cookie: admin, origin: server.url },
      body: form,
    });
    expect([empty.status, ((await empty.json()) as Answer).error]).toEqual([
      400,
      imageMessages.none,
    ]);
  });

  it("refuses a file over 10 MB as it streams in: 413, and the connection closes", async () => {
    const { status, headers, body } = await upload(Buffer.alloc(11 * 1024 * 1024, 0xff));
    expect([status, body]).toEqual([413, { success: false, error: imageMessages.size }]);
    expect(headers.get("connection")).toBe("close");
  });

  it("refuses a pixel bomb from its header, before decoding it: 400 with a sentence", async () => {
    const bomb = pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(2000);
    const started = performance.now();
    const { status, body } = await upload(bomb, "bomb.png", { type: "image/png" });
    expect([status, body]).toEqual([
      400,
      { success: false, error: imageMessages.pixels(20_000, 20_000) },
    ]);
    expect(body.error).toContain("more than 40 megapixels");
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("refuses a photo too tall for its width to be encoded: 400 with a sentence", async () => {
    const { status, body } = await upload(pngClaiming(100, 20_000), "strip.png");
    expect([status, body]).toEqual([400, { success: false, error: imageMessages.proportions }]);
  });

  it("refuses a JPEG cut short, or only its first bytes: 400 with a sentence, nothing stored", async () => {
    const images = await countRows(server, "content_images");
    const whole = await sharp({
      create: {
        width: 1200,
        height: 800,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    for (const cut of [whole.subarray(0, Math.floor(whole.length / 2)), whole.subarray(0, 6)]) {
      const { status, body } = await upload(cut);
      expect([status, body]).toEqual([400, { success: false, error: imageMessages.damaged }]);
    }
    expect(await countRows(server, "content_images")).toBe(images);
  });

  it("takes a photo only from signed-in staff on the site's own pages", async () => {
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    expect((await upload(photo, "p.png", { cookie: "" })).status).toBe(401);
    expect((await upload(photo, "p.png", { origin: "https://elsewhere.example" })).status).toBe(
      403,
    );
  });

  it("answers a plain 404 for any other /media/ name", async () => {
    for (const path of [
      mediaUrl("0".repeat(64), 800, "webp"),
      "/media/nothing.webp",
      `/media/${"a".repeat(64)}-800.jpg`,
      "/media/",
    ]) {
      const response = await media(path);
      expect(response.status, path).toBe(404);
      const text = await response.text();
      expect(text, path).not.toMatch(/at .*\.ts|Error/);
      expect(response.headers.get("cache-control") ?? "", path).not.toContain("immutable");
    }
  });

  it("deletes an old photo no kept version mentions, keeps a used one and a recent one", async () => {
    const make = (background: string) =>
      sharp({ create: { width: 500, height: 300, channels: 3, background } })
        .jpeg()
        .toBuffer();
    const [unused, used, recent] = await Promise.all([
      make("#111"),
      make("#222"),
      make("#333"),
    ]).then((photos) => Promise.all(photos.map(async (photo) => (await upload(photo)).body.id!)));
    // A kept version mentions `used` (the lead's slides will name it; any text does here).
    const live = (await (await call(`${server.url}/api/admin/content`, "GET", admin)).json()) as {
      version: number;
      content: { site: { tagline: string } };
    };
    live.content.site.tagline = used!;
    const published = await call(`${server.url}/api/admin/content`, "PUT", admin, {
      baseVersion: live.version,
      content: live.content,
    });
    expect(published.status).toBe(200);
    // Two of them as if uploaded two days ago; then a restore (a publish) collects.
    const twoDaysAgo = new Date(Date.now() - 2 * UNUSED_IMAGE_GRACE_MS).toISOString();
    await server.database.db
      .updateTable("content_images")
      .set({ uploaded_at: twoDaysAgo })
      .where("id", "in", [unused!, used!])
      .execute();
    const restored = await call(
      `${server.url}/api/admin/content/versions/${live.version}/restore`,
      "POST",
      admin,
      {},
    );
    expect(restored.status).toBe(200);
    const db = server.database.db;
    expect(await contentImage(db, unused!)).toBeUndefined();
    expect(
      await db
        .selectFrom("content_image_files")
        .select("width")
        .where("image_id", "=", unused!)
        .execute(),
    ).toEqual([]);
    expect((await media(mediaUrl(unused!, 480, "webp"))).status).toBe(404);
    // The restored version no longer names it, an older kept one does.
    expect(await contentImage(db, used!)).toBeDefined();
    expect((await media(mediaUrl(used!, 480, "avif"))).status).toBe(200);
    expect(await contentImage(db, recent!)).toBeDefined();
    // Nothing more to collect.
    expect(await deleteUnusedImages(db)).toEqual([]);
  });
});
