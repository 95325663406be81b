// What the owner announces and settles from the admin, beside the facts and the texts: notices,
// closures, job openings, the trade settings and the translations' "reviewed" marks
// (docs/product.md#the-owners-content). Dates are days in India time, both ends inclusive.
import type { Locale } from "#shared/site-paths.ts";
import { employmentTypes, jobCategories } from "./careers";
import type { EmploymentType, JobCategory } from "./careers";

/** A text the owner writes in each language; an empty Odia or Hindi one is shown in English. */
export type Localized = Record<Locale, string>;

/** A banner on every public page, from its first day to its last. */
export type Notice = { id: string; from: string; to: string; text: Localized };

/** Days the business is closed: the hours shown, the chat and the structured data follow them. */
export type Closure = { id: string; from: string; to: string; reason: Localized };

/** A job opening, shown on Careers while open; "Apply" preselects its category on the form. */
export type JobOpening = {
  id: string;
  title: Localized;
  description: Localized;
  /** One of the six categories, by its English name (what applications store). */
  category: JobCategory;
  employmentType: EmploymentType;
  location: Localized;
  open: boolean;
};

export type ContentSettings = {
  /** MRP in the catalogue's answers to everyone, or only to signed-in customers. */
  mrpPublic: boolean;
  /** A stock at or below this many is shown to customers as "low". */
  lowStockThreshold: number;
};

/**
 * The owner's "reviewed" marks of the Odia and Hindi texts, by the text's dotted path under
 * `texts` (`home.hero.title`). Changing the English text clears its marks.
 */
export type ReviewMarks = Record<string, { or?: boolean; hi?: boolean }>;

export { employmentTypes, jobCategories };

export const MAX_NOTICES = 20;
export const MAX_CLOSURES = 100;
export const MAX_JOB_OPENINGS = 50;
/** The home page's slideshow shows one to six slides (art/slide-1…6 when they have no photo). */
export const MAX_SLIDES = 6;

/** Today in India, as `YYYY-MM-DD`: notices and closures are days in India time. */
export const indiaDay = (at: Date = new Date()) =>
  new Date(at.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);

/** Whether `day` (`YYYY-MM-DD`) is within a notice's or a closure's days, both ends included. */
export const isWithin = (span: { from: string; to: string }, day: string) =>
  span.from <= day && day <= span.to;

/** The notices showing on `day`. */
export const noticesOn = (notices: readonly Notice[], day: string) =>
  notices.filter((notice) => isWithin(notice, day));

/** The closure covering `day`, if the business is closed that day. */
export const closureOn = (closures: readonly Closure[], day: string) =>
  closures.find((closure) => isWithin(closure, day));

/** Closures that have not ended by `day`, soonest first: what the hours list as "closed on". */
export const closuresFrom = (closures: readonly Closure[], day: string) =>
  closures.filter((closure) => closure.to >= day).sort((a, b) => a.from.localeCompare(b.from));

/** A localized text in `locale`, or in English where the owner left it empty. */
export const localizedIn = (text: Localized, locale: Locale) => text[locale] || text.en;

/** Whether a localized text is shown in English in `locale` (the page marks it `lang="en"`). */
export const fallsBackToEnglish = (text: Localized, locale: Locale) =>
  locale !== "en" && !text[locale];
