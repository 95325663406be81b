import { describe, expect, it } from "vitest";
import { contentSchema, jsonDepth, seedDocument, textsToShow } from "./document";
import { texts } from "./text";

describe("the content document", () => {
  it("holds the shipped content, valid as it is", () => {
    const seed = seedDocument();
    expect(contentSchema.safeParse(seed).success).toBe(true);
    // What the pages show of the seed is what they showed before the document existed.
    expect(textsToShow(seed)).toEqual(texts);
  });

  it("shows an empty Odia or Hindi text in English, the limits filled in", () => {
    const document = seedDocument();
    document.texts.or.about.meta.title = "";
    document.texts.hi.about.story = document.texts.hi.about.story.map(() => "");
    const shown = textsToShow(document);
    expect(shown.or.about.meta.title).toBe(texts.en.about.meta.title);
    expect(shown.hi.about.story).toEqual(texts.en.about.story);
    expect(shown.or.about.lead).toBe(texts.or.about.lead);
  });

  it("counts how deep a JSON text nests without parsing it, brackets in strings aside", () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[{{{"}]}')).toBe(3);
    expect(jsonDepth('"\\"[["')).toBe(0);
    expect(jsonDepth(JSON.stringify(seedDocument()))).toBeLessThan(32);
  });
});
