import { describe, expect, it } from "vitest";
import { readEnv } from "./env.server";

describe("the configuration", () => {
  it("keeps the catalogue search's recent answers unless CATALOGUE_SEARCH_CACHE=off", () => {
    expect(readEnv({}).CATALOGUE_SEARCH_CACHE).toBe("on");
    expect(readEnv({ CATALOGUE_SEARCH_CACHE: "off" }).CATALOGUE_SEARCH_CACHE).toBe("off");
    expect(() => readEnv({ CATALOGUE_SEARCH_CACHE: "no" })).toThrow(/CATALOGUE_SEARCH_CACHE/);
  });
});
