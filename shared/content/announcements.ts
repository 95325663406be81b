// What the owner announces and settles from the admin, beside the facts and the texts: notices,
// closures, job openings, the trade settings and the translations' "reviewed" marks
// (docs/product.md#the-owners-content). Dates are days in India time, both ends inclusive.
import type { ReturnWindow } from "#shared/returns-window.ts";
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
  /**
   * Days enquiries, applications and unanswered account requests are kept: what the privacy
   * page and the consent notices promise (`{retentionDays}`). Each submission keeps the days
   * promised when it was sent, and goes at the smaller of those and this.
   */
  retentionDays: number;
  /**
   * The default credit terms an order is checked against (null: no check): the most a customer
   * may owe with the order's estimate, in rupees, and the most days a bill may be overdue.
   */
  credit: { limit: number | null; maxOverdueDays: number | null };
  /** The largest amount, in rupees, a UPI link is offered for (null: any). */
  payments: { upiMax: number | null };
  /** The return window expired and near-expiry returns are marked against (docs/product.md#returns). */
  returns: ReturnWindow;
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

/** A text the owner wrote, as a page in one language shows it: `lang` "en" where it is English. */
export type ShownText = { text: string; lang?: "en" };

/** `text` in `locale`, marked where it falls back to English. */
export const shownIn = (text: Localized, locale: Locale): ShownText =>
  fallsBackToEnglish(text, locale) ? { text: text.en, lang: "en" } : { text: text[locale] };

/** A closure as the hours list it: its days written out in the page's language. */
export type ShownClosure = {
  id: string;
  /** Its first and last day, `YYYY-MM-DD` (for the structured data). */
  from: string;
  to: string;
  /** The same, written the language's way ("1 December 2026"). */
  fromText: string;
  toText: string;
  /** Whether it covers the day being rendered (then `from` is no longer said). */
  today: boolean;
  /** Whether it is a single day (or, under way, ends today). */
  oneDay: boolean;
  reason: ShownText;
};

/** An open job opening as Careers lists it. */
export type ShownJob = {
  id: string;
  title: ShownText;
  description: ShownText;
  location: ShownText;
  category: JobCategory;
  employmentType: EmploymentType;
};

/** What the owner announces, as one language shows it on one day. */
export type Announcements = {
  notices: { id: string; text: ShownText }[];
  closures: ShownClosure[];
  jobs: ShownJob[];
};

/**
 * The notices of `day`, the closures not yet over (soonest first) and the open job openings, in
 * `locale`; `formatDay` writes a `YYYY-MM-DD` day the language's way.
 */
export function announcementsOn(
  content: {
    notices: readonly Notice[];
    closures: readonly Closure[];
    jobs: readonly JobOpening[];
  },
  day: string,
  locale: Locale,
  formatDay: (day: string) => string,
): Announcements {
  return {
    notices: noticesOn(content.notices, day).map(({ id, text }) => ({
      id,
      text: shownIn(text, locale),
    })),
    closures: closuresFrom(content.closures, day).map((closure) => ({
      id: closure.id,
      from: closure.from,
      to: closure.to,
      fromText: formatDay(closure.from),
      toText: formatDay(closure.to),
      today: isWithin(closure, day),
      oneDay: closure.to === (isWithin(closure, day) ? day : closure.from),
      reason: shownIn(closure.reason, locale),
    })),
    jobs: content.jobs
      .filter((job) => job.open)
      .map((job) => ({
        id: job.id,
        title: shownIn(job.title, locale),
        description: shownIn(job.description, locale),
        location: shownIn(job.location, locale),
        category: job.category,
        employmentType: job.employmentType,
      })),
  };
}

/** A job category in an address (`?category=sales-marketing`): what "Apply" preselects. */
export const jobCategorySlug = (category: JobCategory) =>
  category.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** The job category an address names by its slug, if any. */
export const jobCategoryOfSlug = (slug: string | null): JobCategory | undefined =>
  jobCategories.find((category) => jobCategorySlug(category) === slug);

/** A day with nothing announced. */
export const noAnnouncements = (): Announcements => ({ notices: [], closures: [], jobs: [] });
