// Every date the business and its visitors read is India's, whatever the zone of the server or
// the browser that formats it: one zone, formatted here only.

const inIndia = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", ...options });

const dateTime = inIndia({ dateStyle: "medium", timeStyle: "short" });
const dayMonth = inIndia({ day: "numeric", month: "short" });
const longDate = inIndia({ day: "numeric", month: "long", year: "numeric" });
const calendarDate = inIndia({ year: "numeric", month: "2-digit", day: "2-digit" });

type Instant = Date | string;

/** "21 Nov 2026, 2:30 pm": admin screens and notification mails. */
export const indiaDateTime = (at: Instant) => dateTime.format(new Date(at));

/** "21 Nov": a day in a label that already says which submission. */
export const indiaDayMonth = (at: Instant) => dayMonth.format(new Date(at));

/** "21 November 2026": the product list PDF. */
export const indiaLongDate = (at: Instant) => longDate.format(new Date(at));

/** "2026-11-21": file names. */
export function indiaCalendarDate(at: Instant) {
  const parts = calendarDate.formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}
