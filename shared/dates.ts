import type { Locale } from "#shared/locales.ts";

// How a day and a time of day read in each of the site's languages, from our own words: a
// browser's date data for Odia varies (one phone wrote "6 M12 2026"), so neither the pages nor
// the server ask Intl for month names. Day first in every language ("21 ନଭେମ୍ବର 2026"); the
// time as each language says it ("3:45 pm", "ଅପରାହ୍ନ 3:45", "दोपहर 3:45"). Every date a
// customer reads is India's.

const months: Record<Locale, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  or: [
    "ଜାନୁଆରୀ",
    "ଫେବୃଆରୀ",
    "ମାର୍ଚ୍ଚ",
    "ଅପ୍ରେଲ",
    "ମଇ",
    "ଜୁନ",
    "ଜୁଲାଇ",
    "ଅଗଷ୍ଟ",
    "ସେପ୍ଟେମ୍ବର",
    "ଅକ୍ଟୋବର",
    "ନଭେମ୍ବର",
    "ଡିସେମ୍ବର",
  ],
  hi: [
    "जनवरी",
    "फ़रवरी",
    "मार्च",
    "अप्रैल",
    "मई",
    "जून",
    "जुलाई",
    "अगस्त",
    "सितंबर",
    "अक्टूबर",
    "नवंबर",
    "दिसंबर",
  ],
};

/**
 * Odia and Hindi say the part of the day before a 12-hour time, as people say it: from 4 am
 * morning, from noon afternoon, from 4 pm evening, from 8 pm night.
 */
const dayParts: Record<Exclude<Locale, "en">, [from: number, word: string][]> = {
  or: [
    [0, "ରାତି"],
    [4, "ସକାଳ"],
    [12, "ଅପରାହ୍ନ"],
    [16, "ସନ୍ଧ୍ୟା"],
    [20, "ରାତି"],
  ],
  hi: [
    [0, "रात"],
    [4, "सुबह"],
    [12, "दोपहर"],
    [16, "शाम"],
    [20, "रात"],
  ],
};

/** India keeps one offset all year. */
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The day and the time of day in India of a moment. */
function inIndia(at: Date | string) {
  const shifted = new Date(new Date(at).getTime() + INDIA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** A calendar date ("2026-11-21") as the language writes it: "21 November 2026". */
export function formatDate(locale: Locale, isoDate: string) {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return `${day} ${months[locale][month - 1]} ${year}`;
}

/** A moment's time of day in India: "3:45 pm", "ଅପରାହ୍ନ 3:45", "दोपहर 3:45". */
/** A month as `YYYY-MM` (an expiry), in words: "March 2026" as the language writes it. */
export function formatMonth(locale: Locale, month: string) {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return `${months[locale][number - 1]} ${year}`;
}

export function formatTime(locale: Locale, at: Date | string) {
  const { hour, minute } = inIndia(at);
  const clock = `${hour % 12 || 12}:${String(minute).padStart(2, "0")}`;
  if (locale === "en") return `${clock} ${hour < 12 ? "am" : "pm"}`;
  const word = dayParts[locale].filter(([from]) => hour >= from).at(-1)![1];
  return `${word} ${clock}`;
}

/** A moment as its day in India, with its time when asked: "21 November 2026, 3:45 pm". */
export function formatMoment(locale: Locale, at: Date | string, withTime = false) {
  const { year, month, day } = inIndia(at);
  const date = `${day} ${months[locale][month]} ${year}`;
  return withTime ? `${date}, ${formatTime(locale, at)}` : date;
}
