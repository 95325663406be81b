import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtStylesheet, urlPathFor } from "./static-files.server";

describe("urlPathFor", () => {
  it("maps pre-rendered pages to clean URLs and assets to themselves", () => {
    expect(urlPathFor("index.html")).toBe("/");
    expect(urlPathFor("about/index.html")).toBe("/about");
    expect(urlPathFor("assets/entry-abc123.js")).toBe("/assets/entry-abc123.js");
    expect(urlPathFor("items.pdf")).toBe("/items.pdf");
  });
});

describe("builtStylesheet", () => {
  it("is the stylesheet the islands' build manifest names, when there is one", () => {
    const build = mkdtempSync(path.join(tmpdir(), "build-"));
    mkdirSync(path.join(build, "client"));
    expect(builtStylesheet(path.join(build, "client"))).toBeUndefined();
    writeFileSync(
      path.join(build, "islands-manifest.json"),
      JSON.stringify({ "app/app.css": { file: "assets/style-Ab1.css", isEntry: true } }),
    );
    expect(builtStylesheet(path.join(build, "client"))).toBe("/assets/style-Ab1.css");
  });
});
