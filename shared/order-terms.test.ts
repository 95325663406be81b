import { describe, expect, it } from "vitest";
import {
  freeQuantity,
  goingOut,
  largeLines,
  lineAmount,
  median,
  orderEstimate,
  schemeDiscount,
  schemeTerms,
  shortBy,
  suppliedEstimate,
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

describe("supplied and free, one meaning", () => {
  const line = { quantity: 25, scheme: "10+1", rate: 10, gst: 12 };
  it("bills what is supplied, and works its free goods out again by the scheme", () => {
    expect(goingOut({ ...line, supplied: 20 })).toEqual({ billed: 20, free: 2 });
    expect(goingOut({ ...line, supplied: null })).toEqual({ billed: 25, free: 2 });
    expect(goingOut({ ...line, supplied: 9 })).toEqual({ billed: 9, free: 0 });
    expect(shortBy({ ...line, supplied: 20 })).toBe(5);
    expect(shortBy({ ...line, supplied: null })).toBe(0);
  });

  it("estimates what is supplied once any line is set, unset lines as ordered", () => {
    expect(suppliedEstimate([{ ...line, supplied: null }])).toBeNull();
    const supplied = suppliedEstimate([
      { ...line, supplied: 20 },
      { ...line, supplied: null },
    ])!;
    expect([supplied.total, supplied.gst]).toEqual([450, 54]);
  });
});

describe("a large order", () => {
  const item = { rate: 100, scheme: "", gst: 12 };
  it("names a line over ten times the customer's usual quantity (the median of at least two orders)", () => {
    expect(median([20, 10, 30])).toBe(20);
    expect(median([20, 10])).toBe(15);
    expect(largeLines([{ ...item, index: 0, quantity: 201, usual: [20, 10, 30] }])).toEqual([
      { index: 0, reason: "usual", usual: 20 },
    ]);
    expect(largeLines([{ ...item, index: 0, quantity: 200, usual: [20, 10, 30] }])).toEqual([]);
    // One earlier order is no usual yet.
    expect(largeLines([{ ...item, index: 0, quantity: 500, usual: [1] }])).toEqual([]);
  });

  it("names a line over ₹1,00,000 and an order over ₹5,00,000, both with GST", () => {
    // 893 × ₹100 + 12 % = ₹1,00,016 with GST; 892 is ₹99,904.
    expect(largeLines([{ ...item, index: 3, quantity: 893, usual: [] }])).toEqual([
      { index: 3, reason: "line", amount: 100_016 },
    ]);
    expect(largeLines([{ ...item, index: 3, quantity: 892, usual: [] }])).toEqual([]);
    const lines = [0, 1, 2, 3, 4, 5].map((index) => ({ ...item, index, quantity: 800, usual: [] }));
    expect(largeLines(lines)).toEqual([{ index: null, reason: "order", amount: 537_600 }]);
  });
});
