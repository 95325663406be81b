import { describe, expect, it } from "vitest";
import { formatDate, formatMoment, formatTime } from "./dates";

describe("dates in the site's languages", () => {
  it("writes the day first in every language, as their readers do", () => {
    expect(formatDate("en", "2026-11-21")).toBe("21 November 2026");
    expect(formatDate("or", "2026-11-21")).toBe("21 ନଭେମ୍ବର 2026");
    expect(formatDate("hi", "2026-11-21")).toBe("21 नवंबर 2026");
  });

  it("takes month names from its own words, never from the runtime's date data", () => {
    const intl = globalThis.Intl;
    // As on a phone without Odia data: Intl writes "M12". Nothing here may ask it.
    globalThis.Intl = { ...intl, DateTimeFormat: undefined } as unknown as typeof Intl;
    try {
      expect(formatMoment("or", "2026-12-06T04:30:00.000Z")).toBe("6 ଡିସେମ୍ବର 2026");
    } finally {
      globalThis.Intl = intl;
    }
  });

  it("says a time of day in India as each language says it", () => {
    // 10:15 UTC is 3:45 pm in India; 00:30 UTC is 6:00 am.
    expect(formatTime("en", "2026-11-21T10:15:00.000Z")).toBe("3:45 pm");
    expect(formatTime("or", "2026-11-21T10:15:00.000Z")).toBe("ଅପରାହ୍ନ 3:45");
    expect(formatTime("hi", "2026-11-21T10:15:00.000Z")).toBe("दोपहर 3:45");
    expect(formatTime("hi", "2026-11-21T00:30:00.000Z")).toBe("सुबह 6:00");
    expect(formatTime("or", "2026-11-21T14:30:00.000Z")).toBe("ରାତି 8:00");
    expect(formatTime("en", "2026-11-21T06:30:00.000Z")).toBe("12:00 pm");
    // India's day: 20:00 UTC on the 21st is the 22nd there.
    expect(formatMoment("hi", "2026-11-21T20:00:00.000Z", true)).toBe("22 नवंबर 2026, रात 1:30");
  });
});
