import { describe, expect, it } from "vitest";
import { windowMark, type ReturnWindow } from "./returns-window";

// The return window (docs/product.md#returns): months after expiry by company (the catalogue's
// manufacturer, its name normalised) or by default, near expiry by months to go; only expired
// and near-expiry returns are marked.

const window: ReturnWindow = {
  monthsAfterExpiry: 3,
  nearExpiryMonths: 2,
  byCompany: [{ company: "Sun Pharmaceutical Industries Ltd.", months: 6 }],
};
const today = "2026-12-06";
const mark = (reason: "expired" | "near_expiry" | "breakage", expiry: string, company = "") =>
  windowMark(window, { reason, expiry, company }, today);

describe("the return window", () => {
  it("takes expired goods back the default months after expiry", () => {
    expect(mark("expired", "2026-09")).toBe("inside");
    expect(mark("expired", "2026-08")).toBe("outside");
    expect(mark("expired", "2026-12")).toBe("inside");
  });

  it("gives a company its own months, found by its normalised name", () => {
    expect(mark("expired", "2026-06", "SUN PHARMACEUTICAL INDUSTRIES LIMITED")).toBe("inside");
    expect(mark("expired", "2026-05", "sun pharmaceutical industries pvt ltd")).toBe("outside");
    expect(mark("expired", "2026-06", "Cipla Ltd")).toBe("outside");
  });

  it("counts goods near expiry by the months to go, and an 'expired' return not yet expired as outside", () => {
    expect(mark("near_expiry", "2027-02")).toBe("inside");
    expect(mark("near_expiry", "2027-03")).toBe("outside");
    expect(mark("expired", "2027-02")).toBe("outside");
  });

  it("marks neither breakage nor anything the owner set no number for", () => {
    expect(mark("breakage", "2020-01")).toBeNull();
    const unset = { monthsAfterExpiry: null, nearExpiryMonths: null, byCompany: [] };
    expect(
      windowMark(unset, { reason: "expired", expiry: "2020-01", company: "" }, today),
    ).toBeNull();
    expect(
      windowMark(unset, { reason: "near_expiry", expiry: "2027-01", company: "" }, today),
    ).toBeNull();
  });
});
