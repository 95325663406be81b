import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MEDIA_WIDTHS, mediaPicture, mediaWidths, parseMediaFileName } from "./media";

const id = "ab".repeat(32);

describe("an uploaded photo's widths", () => {
  it("are the slides' widths up to its own, never wider", () => {
    expect(mediaWidths(4000)).toEqual([480, 800, 1200, 1600]);
    expect(mediaWidths(1600)).toEqual([480, 800, 1200, 1600]);
    expect(mediaWidths(1000)).toEqual([480, 800]);
    expect(mediaWidths(480)).toEqual([480]);
  });

  it("are its own width alone when it is narrower than the narrowest", () => {
    expect(mediaWidths(300)).toEqual([300]);
  });

  it("are the widths the build makes the slides in (app/site/pictures.ts)", () => {
    const pictures = readFileSync(new URL("../app/site/pictures.ts", import.meta.url), "utf8");
    expect(pictures).toContain(`w: "${MEDIA_WIDTHS.join(";")}", format: "avif;webp"`);
  });
});

describe("mediaPicture", () => {
  it("offers every width in AVIF then WebP, and the widest WebP as the <img>", () => {
    expect(mediaPicture({ id, width: 3000, height: 2000, widths: [1600, 480, 800, 1200] })).toEqual(
      {
        sources: {
          avif: `/media/${id}-480.avif 480w, /media/${id}-800.avif 800w, /media/${id}-1200.avif 1200w, /media/${id}-1600.avif 1600w`,
          webp: `/media/${id}-480.webp 480w, /media/${id}-800.webp 800w, /media/${id}-1200.webp 1200w, /media/${id}-1600.webp 1600w`,
        },
        img: { src: `/media/${id}-1600.webp`, w: 1600, h: 1067 },
      },
    );
  });

  it("shows a small photo at its own size", () => {
    expect(mediaPicture({ id, width: 300, height: 200, widths: [300] }).img).toEqual({
      src: `/media/${id}-300.webp`,
      w: 300,
      h: 200,
    });
  });
});

describe("a /media/ file name", () => {
  it("names an image, a width and a format", () => {
    expect(parseMediaFileName(`${id}-800.avif`)).toEqual({ id, width: 800, format: "avif" });
  });

  it.each([
    `${id}-800.jpg`,
    `${id}-0800.webp`,
    `${id.toUpperCase()}-800.webp`,
    `${id}0-800.webp`,
    `${id}-800.webp.map`,
    `../${id}-800.webp`,
    "x-800.webp",
  ])("is refused when it is anything else: %s", (name) => {
    expect(parseMediaFileName(name)).toBeUndefined();
  });
});
