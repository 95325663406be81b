import { companyKey } from "#shared/catalogue-words.ts";
import type { ReturnReason, ReturnWindowMark } from "#shared/schemas/returns.ts";

// The return window (docs/product.md#returns): how many months after expiry a company takes its
// expired goods back (the owner's default, or the company's own, by the catalogue manufacturer's
// normalised name), and how close to expiry goods count as near expiry. Only expired and
// near-expiry returns are checked; a request outside is taken and marked for staff, never refused.

export type ReturnWindow = {
  /** Months after expiry expired goods are taken back (null: not checked). */
  monthsAfterExpiry: number | null;
  /** Goods this many months or fewer from expiry count as near expiry (null: not checked). */
  nearExpiryMonths: number | null;
  /** A company's own months after expiry, by its name as the catalogue spells it. */
  byCompany: { company: string; months: number }[];
};

/** Months from one `YYYY-MM` (or `YYYY-MM-DD`) to another: 0 in the same month. */
const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/** The months after expiry a company's goods are taken back: its own, else the default. */
export function monthsFor(window: ReturnWindow, company: string) {
  const key = companyKey(company);
  const own = key ? window.byCompany.find((entry) => companyKey(entry.company) === key) : undefined;
  return own ? own.months : window.monthsAfterExpiry;
}

/**
 * Whether a request is inside the window on `today` (`YYYY-MM-DD`): null for a reason the window
 * does not apply to, or where the owner set no number to check against.
 */
export function windowMark(
  window: ReturnWindow,
  request: { reason: ReturnReason; expiry: string; company: string },
  today: string,
): ReturnWindowMark {
  if (request.reason !== "expired" && request.reason !== "near_expiry") return null;
  const sinceExpiry = monthIndex(today) - monthIndex(request.expiry);
  if (sinceExpiry >= 0) {
    const months = monthsFor(window, request.company);
    if (months === null) return null;
    return sinceExpiry <= months ? "inside" : "outside";
  }
  // Not expired yet: an "expired" return is not what it says; a near-expiry one is checked.
  if (request.reason === "expired") return "outside";
  const near = window.nearExpiryMonths;
  if (near === null) return null;
  return -sinceExpiry <= near ? "inside" : "outside";
}
