import { TRADE_LIMITS } from "#shared/limits.ts";

// The trade values of an export as they are written (docs/product.md#trade-fields): "₹ 1,250.00",
// "10+1", "YES", "4/27", "Nov-25", an Excel serial date, "5.00%". Each reader answers the value,
// nothing for an empty cell, or a sentence saying what is wrong (a warning: the row is kept).

export type Read<T> = { value: T } | { problem: string } | undefined;

const rupees = (value: number) => `₹${value.toLocaleString("en-IN")}`;
/** "Rs. 1,250.50", "₹ 33", "33/-" as a number; NaN when it is not one. */
const amount = (text: string) =>
  Number(
    text
      .replace(/^(rs\.?|inr|₹)\s*/i, "")
      .replace(/\/-$/, "")
      .replace(/,/g, "")
      .trim(),
  );

/** MRP or rate: above ₹0 and at most ₹10,00,000. A 0 means "no price" in billing software. */
export function readPrice(text: string): Read<number> {
  if (!text) return undefined;
  const value = amount(text);
  if (value === 0) return undefined;
  if (!Number.isFinite(value) || value < 0 || value > TRADE_LIMITS.maxPrice)
    return {
      problem: `"${text}" is not a price between ₹0 and ${rupees(TRADE_LIMITS.maxPrice)}; it is left empty.`,
    };
  return { value: Math.round(value * 100) / 100 };
}

/** A scheme as written ("10+1", "5%"); "0" and "-" mean none. */
export function readScheme(text: string): Read<string> {
  if (!text || /^[-0.]+$/.test(text)) return undefined;
  if (text.length > TRADE_LIMITS.scheme)
    return {
      problem: `The scheme is longer than ${TRADE_LIMITS.scheme} characters; it is left empty.`,
    };
  return { value: text.replace(/\s*\+\s*/g, "+") };
}

/** Marg's scheme as two numbers: Deal 10 and Free 1 are "10+1". */
export function readDealFree(deal: string, free: string): Read<string> {
  if (!deal && !free) return undefined;
  const [d, f] = [Number(deal || "0"), Number(free || "0")];
  if (!Number.isInteger(d) || !Number.isInteger(f) || d < 0 || f < 0)
    return { problem: `Deal "${deal}" and free "${free}" are not a scheme; it is left empty.` };
  return d > 0 && f > 0 ? { value: `${d}+${f}` } : undefined;
}

/** Units in stock, or YES/NO as 1/0 (marked as such: a YES is never "low"). */
export function readStock(text: string): Read<{ units: number; yesNo: boolean }> {
  if (!text) return undefined;
  if (/^(yes|y|available|avl)$/i.test(text)) return { value: { units: 1, yesNo: true } };
  if (/^(no|n|na|nil|not available)$/i.test(text)) return { value: { units: 0, yesNo: true } };
  const units = Number(text.replace(/,/g, ""));
  if (!Number.isFinite(units) || Math.abs(units) > 1e9)
    return { problem: `"${text}" is not a stock: a number, or YES or NO; it is left empty.` };
  return { value: { units, yesNo: false } };
}

const months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** Two-digit years are this century's: expiries are near. */
const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));
/** Excel counts days from 1899-12-30; these serials are the days of 2000 to 2099. */
const EXCEL_SERIALS = { first: 36_526, last: 73_050 };

/** Year and month from the ways exports write an expiry, or undefined when it is none of them. */
function yearMonth(text: string): [number, number] | undefined {
  let match = /^(\d{1,2})\s*[/.-]\s*(\d{2}|\d{4})$/.exec(text); // 4/27, 04/2027, 04-27
  if (match) return [fullYear(match[2]!), Number(match[1])];
  match = /^(\d{4})-(\d{1,2})(?:-\d{1,2})?(?:T.*)?$/.exec(text); // 2027-04, 2027-04-30 (Excel date)
  if (match) return [Number(match[1]), Number(match[2])];
  match = /^\d{1,2}\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{2}|\d{4})$/.exec(text); // 30/04/2027
  if (match) return [fullYear(match[2]!), Number(match[1])];
  match = /^([a-z]{3})[a-z]*\s*[-/' ]?\s*(\d{2}|\d{4})$/i.exec(text); // Nov-25, NOV 2025, Nov'25
  if (match) {
    const month = months.indexOf(match[1]!.toLowerCase());
    if (month !== -1) return [fullYear(match[2]!), month + 1];
  }
  if (/^\d{5}(\.\d+)?$/.test(text)) {
    const serial = Math.floor(Number(text));
    if (serial < EXCEL_SERIALS.first || serial > EXCEL_SERIALS.last) return [1900, 1];
    const date = new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000);
    return [date.getUTCFullYear(), date.getUTCMonth() + 1];
  }
  return undefined;
}

/** The month of expiry as "YYYY-MM"; "NO EXP" and the like mean none. */
export function readExpiry(text: string): Read<string> {
  if (!text || /^(no\s*exp(iry)?|n\/?a|nil|-+)$/i.test(text)) return undefined;
  const found = yearMonth(text.trim());
  const problem = {
    problem: `"${text}" is not an expiry between ${TRADE_LIMITS.firstExpiry} and ${TRADE_LIMITS.lastExpiry}; it is left empty.`,
  };
  if (!found) return problem;
  const [year, month] = found;
  const value = `${year}-${String(month).padStart(2, "0")}`;
  if (
    month < 1 ||
    month > 12 ||
    value < TRADE_LIMITS.firstExpiry ||
    value > TRADE_LIMITS.lastExpiry
  )
    return problem;
  return { value };
}

/** An HSN code: 4, 6 or 8 digits (spaces and dots as some exports write them are dropped). */
export function readHsn(text: string): Read<string> {
  if (!text) return undefined;
  const digits = text.replace(/[\s.]/g, "");
  if (
    !/^\d+$/.test(digits) ||
    !(TRADE_LIMITS.hsnDigits as readonly number[]).includes(digits.length)
  )
    return { problem: `"${text}" is not an HSN code of 4, 6 or 8 digits; it is left empty.` };
  return { value: digits };
}

/** GST as a percentage, 0 to 40: "5", "5%", "5.00%", "12.0". */
export function readGst(text: string): Read<number> {
  if (!text) return undefined;
  const value = Number(text.replace(/%$/, "").trim());
  if (!Number.isFinite(value) || value < 0 || value > TRADE_LIMITS.maxGstPercent)
    return {
      problem: `"${text}" is not a GST rate between 0 and ${TRADE_LIMITS.maxGstPercent} %; it is left empty.`,
    };
  return { value: Math.round(value * 100) / 100 };
}
