import { describe, expect, it } from "vitest";
import { stylesheetOf, urlPathFor, type StaticFile } from "./static-files.server";

describe("urlPathFor", () => {
  it("maps pre-rendered pages to clean URLs and assets to themselves", () => {
    expect(urlPathFor("index.html")).toBe("/");
    expect(urlPathFor("about/index.html")).toBe("/about");
    expect(urlPathFor("assets/entry-abc123.js")).toBe("/assets/entry-abc123.js");
    expect(urlPathFor("items.pdf")).toBe("/items.pdf");
  });
});

describe("stylesheetOf", () => {
  it("finds the stylesheet a pre-rendered page links", () => {
    const page = (html: string) => ({ body: Buffer.from(html) }) as StaticFile;
    expect(
      stylesheetOf(page('<head><link rel="stylesheet" href="/assets/site-Ab1.css"/></head>')),
    ).toBe("/assets/site-Ab1.css");
    expect(stylesheetOf(page('<link rel="stylesheet" href="/assets/site-Ab1.css#"/>'))).toBe(
      "/assets/site-Ab1.css",
    );
    expect(stylesheetOf(page("<head></head>"))).toBeUndefined();
    expect(stylesheetOf(undefined)).toBeUndefined();
  });
});
