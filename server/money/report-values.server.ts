// The values of an outstanding report as billing software writes them (docs/product.md#bills-
// and-payments): amounts in Indian grouping with Dr or Cr ("1,23,456.00 Dr", "(500.00)",
// "₹ 33/-"), and dates as "6-Dec-2026", "06/12/2026", "06-12-26", "2026-12-06" (an Excel date
// read) or an Excel serial number. Each reader answers the value, or undefined when the text is
// not one; the caller says what is wrong in its own words.

/** `work` done once per distinct text (a day, say), its answer kept for the next time. */
export function oncePerText<T>(work: (text: string) => T) {
  const known = new Map<string, T>();
  return (text: string) => {
    if (!known.has(text)) known.set(text, work(text));
    return known.get(text) as T;
  };
}

/** An amount in paise: below 0 for a credit (Cr). */
export function readAmount(text: string): number | undefined {
  let rest = text.trim();
  if (!rest) return undefined;
  let sign = 1;
  const side = /\s*\b(dr|cr)\.?$/i.exec(rest);
  if (side) {
    if (side[1]!.toLowerCase() === "cr") sign = -1;
    rest = rest.slice(0, side.index).trim();
  }
  const bracketed = /^\((.*)\)$/.exec(rest);
  if (bracketed) {
    sign = -sign;
    rest = bracketed[1]!.trim();
  }
  rest = rest
    .replace(/^(rs\.?|inr|₹)\s*/i, "")
    .replace(/\/-$/, "")
    .trim();
  if (rest.startsWith("-")) {
    sign = -sign;
    rest = rest.slice(1).trim();
  }
  // Digits in groups as India or the West writes them, at most two decimals.
  if (!/^(\d{1,3}(,\d{2})*,\d{3}|\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(rest)) return undefined;
  const paise = Math.round(Number(rest.replace(/,/g, "")) * 100);
  return Number.isSafeInteger(paise) ? sign * paise : undefined;
}

const months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** Two-digit years are this century's: bills are recent. */
const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));
/** Excel counts days from 1899-12-30; these serials are the days of 2000 to 2099. */
const EXCEL_SERIALS = { first: 36_526, last: 73_050 };

const isoDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return undefined;
  if (year < 2000 || year > 2099) return undefined;
  return date.toISOString().slice(0, 10);
};

/** A calendar day as "YYYY-MM-DD", from the ways reports write one. */
export function readDay(text: string): string | undefined {
  const value = text.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(value); // 2026-12-06 (an Excel date)
  if (match) return isoDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{2}|\d{4})$/.exec(value); // 06/12/2026, 06-12-26
  if (match) return isoDay(fullYear(match[3]!), Number(match[2]), Number(match[1]));
  match = /^(\d{1,2})[\s/.-]*([a-z]{3})[a-z]*\.?[\s/.,-]*(\d{2}|\d{4})$/i.exec(value); // 6-Dec-2026
  if (match) {
    const month = months.indexOf(match[2]!.toLowerCase());
    if (month !== -1) return isoDay(fullYear(match[3]!), month + 1, Number(match[1]));
  }
  match = /^([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/i.exec(value); // Dec 6, 2026
  if (match) {
    const month = months.indexOf(match[1]!.toLowerCase());
    if (month !== -1) return isoDay(Number(match[3]), month + 1, Number(match[2]));
  }
  if (/^\d{5}(\.0+)?$/.test(value)) {
    const serial = Number(value);
    if (serial < EXCEL_SERIALS.first || serial > EXCEL_SERIALS.last) return undefined;
    return new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000).toISOString().slice(0, 10);
  }
  return undefined;
}

/** Every day a title cell names, in order ("1-Apr-2026 to 6-Dec-2026" names two). */
function daysIn(cell: string) {
  const days: string[] = [];
  const candidates = cell.match(
    /\d{4}-\d{1,2}-\d{1,2}|\d{1,2}\s*[/.-]\s*\d{1,2}\s*[/.-]\s*\d{2,4}|\d{1,2}[\s/.-]*[a-z]{3,9}\.?[\s/.,-]*\d{2,4}|[a-z]{3,9}\.?\s+\d{1,2},?\s+\d{4}/gi,
  );
  for (const candidate of candidates ?? []) {
    const day = readDay(candidate);
    if (day) days.push(day);
  }
  return days;
}

/**
 * The day a report is "as of", from its title rows: the period's end ("1-Apr-2026 to
 * 6-Dec-2026"), or the day after "as on", "as of" or "Date"; else the last day any title names.
 */
export function asOfFromTitles(titles: string[][]): string | undefined {
  let last: string | undefined;
  for (const row of titles)
    for (const cell of row) {
      const days = daysIn(cell);
      if (days.length === 0) continue;
      if (/\b(as\s+(on|of|at)|to|till|upto|up\s+to)\b/i.test(cell)) return days.at(-1);
      last = days.at(-1);
    }
  return last;
}
