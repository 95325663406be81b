import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { indiaCalendarDate, indiaDateTime, indiaDayMonth, indiaLongDate } from "./india-time";

// The texts the four formatters wrote before they were merged, byte for byte.
const cases = [
  ["2026-11-21T09:00:00.000Z", "2026-11-21", "21 Nov", "21 Nov 2026, 2:30 pm", "21 November 2026"],
  // The last minute of the 20th and the first of the 21st in India (UTC+5:30).
  ["2026-11-20T18:29:59.000Z", "2026-11-20", "20 Nov", "20 Nov 2026, 11:59 pm", "20 November 2026"],
  ["2026-11-20T18:30:00.000Z", "2026-11-21", "21 Nov", "21 Nov 2026, 12:00 am", "21 November 2026"],
  ["2027-01-05T00:00:00.000Z", "2027-01-05", "5 Jan", "5 Jan 2027, 5:30 am", "5 January 2027"],
] as const;

describe("India time", () => {
  it.each(cases)("writes %s as before", (iso, calendar, dayMonth, dateTime, long) => {
    for (const at of [iso, new Date(iso)]) {
      expect(indiaCalendarDate(at)).toBe(calendar);
      expect(indiaDayMonth(at)).toBe(dayMonth);
      expect(indiaDateTime(at)).toBe(dateTime);
      expect(indiaLongDate(at)).toBe(long);
    }
  });

  const instants = fc.date({
    min: new Date("2000-01-01T00:00:00Z"),
    max: new Date("2100-01-01T00:00:00Z"),
    noInvalidDate: true,
  });

  it("dates an instant with the day it is in India, 5 h 30 min ahead of UTC", () => {
    fc.assert(
      fc.property(instants, (at) => {
        const shifted = new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
        expect(indiaCalendarDate(at)).toBe(shifted);
      }),
    );
  });

  it("writes what the server's mails wrote (toLocaleString in India's zone)", () => {
    fc.assert(
      fc.property(instants, (at) => {
        const before = at.toLocaleString("en-IN", {
          timeZone: "Asia/Kolkata",
          dateStyle: "medium",
          timeStyle: "short",
        });
        expect(indiaDateTime(at)).toBe(before);
      }),
    );
  });
});
