import { describe, expect, it } from "vitest";
import {
  freeQuantity,
  lineAmount,
  orderEstimate,
  schemeDiscount,
  schemeTerms,
} from "./order-terms";

describe("a scheme as the billing export writes it", () => {
  it("gives floor(quantity ÷ a) × b free for a+b", () => {
    expect(freeQuantity("10+1", 25)).toBe(2);
    expect(freeQuantity("10 + 1", 9)).toBe(0);
    expect(freeQuantity("10+1", 10)).toBe(1);
    expect(freeQuantity("5+2", 17)).toBe(6);
  });

  it("gives a discount and no free goods for p%", () => {
    expect(freeQuantity("5%", 100)).toBe(0);
    expect(schemeDiscount("5%")).toBe(5);
    expect(schemeDiscount("2.5 %")).toBe(2.5);
  });

  it("gives neither for no scheme or any other text", () => {
    for (const scheme of ["", "Buy 10 get 1", "0+1", "10+0", "100%", "0%", "Net"]) {
      expect(schemeTerms(scheme)).toEqual({ kind: "none" });
      expect(freeQuantity(scheme, 50)).toBe(0);
      expect(schemeDiscount(scheme)).toBe(0);
    }
  });
});

describe("a line's amount", () => {
  it("is rate × quantity, less the discount, rounded to the paisa", () => {
    expect(lineAmount(52.3, 25, "10+1")).toBe(1307.5);
    expect(lineAmount(52.3, 10, "5%")).toBe(496.85);
    expect(lineAmount(0.1, 3, "")).toBe(0.3);
    expect(lineAmount(33.33, 3, "7.5%")).toBe(92.49);
  });

  it("is null without a rate", () => {
    expect(lineAmount(null, 5, "")).toBeNull();
  });
});

describe("the order's estimate", () => {
  it("sums amounts before GST and adds each line's GST separately", () => {
    const estimate = orderEstimate([
      { rate: 100, quantity: 2, scheme: "", gst: 5 },
      { rate: 10.01, quantity: 3, scheme: "", gst: 18 },
      { rate: null, quantity: 4, scheme: "", gst: 12 },
      { rate: 50, quantity: 1, scheme: "10%", gst: null },
    ]);
    expect(estimate).toEqual({
      total: 275.03,
      gst: 15.41,
      withGst: 290.44,
      unpriced: 1,
      gstUnknown: 1,
    });
  });

  it("is nothing for no lines", () => {
    expect(orderEstimate([])).toEqual({ total: 0, gst: 0, withGst: 0, unpriced: 0, gstUnknown: 0 });
  });
});
