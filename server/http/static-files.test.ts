import { describe, expect, it } from "vitest";
import { urlPathFor } from "./static-files.server";

describe("urlPathFor", () => {
  it("maps pre-rendered pages to clean URLs and assets to themselves", () => {
    expect(urlPathFor("index.html")).toBe("/");
    expect(urlPathFor("about/index.html")).toBe("/about");
    expect(urlPathFor("assets/entry-abc123.js")).toBe("/assets/entry-abc123.js");
    expect(urlPathFor("items.pdf")).toBe("/items.pdf");
  });
});
