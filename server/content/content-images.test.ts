import { describe, expect, it } from "vitest";
import { mentionedImageIds } from "./content-images.server";

const a = "a".repeat(64);
const b = "0123456789abcdef".repeat(4);

describe("the image ids a stored document mentions", () => {
  it("are found wherever the document puts them: a value, a key, inside a URL", () => {
    const document = JSON.stringify({
      slides: [{ image: a, alt: { en: "The shop" } }],
      pictures: { [b]: { alt: "x" } },
      note: `/media/${a}-800.webp`,
    });
    expect(mentionedImageIds(document)).toEqual(new Set([a, b]));
  });

  it("are never part of a longer run of hex digits", () => {
    expect(mentionedImageIds(JSON.stringify({ hash: `${a}0`, short: a.slice(1) }))).toEqual(
      new Set(),
    );
  });
});
