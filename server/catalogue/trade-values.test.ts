import { describe, expect, it } from "vitest";
import {
  readDealFree,
  readExpiry,
  readGst,
  readHsn,
  readPrice,
  readScheme,
  readStock,
} from "./trade-values.server";
import { availabilityOf } from "#shared/schemas/catalogue-items.ts";

// Trade values as exports write them (docs/product.md#trade-fields).

const valueOf = <T>(result: { value: T } | { problem: string } | undefined) =>
  result && "value" in result ? result.value : result && "problem";

describe("reading trade values", () => {
  it.each([
    ["4/27", "2027-04"],
    ["04/2027", "2027-04"],
    ["12-28", "2028-12"],
    ["Nov-25", "2025-11"],
    ["NOV 2025", "2025-11"],
    ["2027-04-30", "2027-04"],
    ["30/04/2027", "2027-04"],
    ["46142", "2026-04"], // an Excel serial date: 2026-04-30
    ["NO EXP", undefined],
    ["", undefined],
    ["13/27", "problem"],
    ["1/1900", "problem"],
    ["12345", "problem"], // a serial from 1933
    ["soon", "problem"],
  ])("expiry %j is %j", (text, month) => expect(valueOf(readExpiry(text))).toBe(month));

  it.each([
    ["₹ 1,250.50", 1250.5],
    ["Rs. 33", 33],
    ["33/-", 33],
    ["0", undefined],
    ["-5", "problem"],
    ["1000001", "problem"],
    ["abc", "problem"],
  ])("price %j is %j", (text, price) => expect(valueOf(readPrice(text))).toBe(price));

  it("reads schemes as written, and Marg's Deal and Free as one", () => {
    expect(valueOf(readScheme("10 + 1"))).toBe("10+1");
    expect(valueOf(readScheme("5%"))).toBe("5%");
    expect(valueOf(readScheme("0"))).toBeUndefined();
    expect(valueOf(readDealFree("10", "1"))).toBe("10+1");
    expect(valueOf(readDealFree("0", "0"))).toBeUndefined();
    expect(valueOf(readDealFree("ten", "1"))).toBe("problem");
  });

  it("reads stock as a count or as YES/NO, never a YES as a count", () => {
    expect(valueOf(readStock("1,200"))).toEqual({ units: 1200, yesNo: false });
    expect(valueOf(readStock("YES"))).toEqual({ units: 1, yesNo: true });
    expect(valueOf(readStock("no"))).toEqual({ units: 0, yesNo: true });
    expect(valueOf(readStock("lots"))).toBe("problem");
  });

  it("reads HSN codes of 4, 6 or 8 digits and GST from 0 to 40 %", () => {
    expect(valueOf(readHsn("3004.90.99"))).toBe("30049099");
    expect(valueOf(readHsn("30049"))).toBe("problem");
    expect(valueOf(readGst("5.00%"))).toBe(5);
    expect(valueOf(readGst("4.76"))).toBe(4.76);
    expect(valueOf(readGst("0"))).toBe(0);
    expect(valueOf(readGst("41"))).toBe("problem");
  });
});

describe("availability, as trade customers see it instead of the count", () => {
  it.each([
    [{ stock: null, stockYesNo: false }, null],
    [{ stock: 0, stockYesNo: false }, "out"],
    [{ stock: -3, stockYesNo: false }, "out"],
    [{ stock: 1, stockYesNo: false }, "low"],
    [{ stock: 10, stockYesNo: false }, "low"],
    [{ stock: 11, stockYesNo: false }, "in_stock"],
    // A YES is 1, and never "low".
    [{ stock: 1, stockYesNo: true }, "in_stock"],
    [{ stock: 0, stockYesNo: true }, "out"],
  ] as const)("%j is %j", (stock, availability) =>
    expect(availabilityOf(stock)).toBe(availability),
  );

  it("follows the threshold it is given", () => {
    expect(availabilityOf({ stock: 20, stockYesNo: false }, 25)).toBe("low");
  });
});
