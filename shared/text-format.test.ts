import { describe, expect, it } from "vitest";
import { formatDate } from "./text-format";

describe("formatDate", () => {
  it("writes the day first in every language, as their readers do", () => {
    expect(formatDate("en", "2026-11-21")).toBe("21 November 2026");
    expect(formatDate("or", "2026-11-21")).toBe("21 ନଭେମ୍ବର 2026");
    expect(formatDate("hi", "2026-11-21")).toBe("21 नवंबर 2026");
  });
});
