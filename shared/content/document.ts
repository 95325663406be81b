// The owner's content (docs/product.md#the-owners-content): one document holding every business
// fact and every visitor-facing text of every language, published in versions from the admin.
// The repository's content modules are its seed, published as version 1 on an empty database.
// Server and render-time code only: it holds every language's texts.
import { companyKey } from "#shared/catalogue-words.ts";
import { z } from "#shared/schemas/zod.ts";
import { locales, type Locale } from "#shared/site-paths.ts";
import { MAX_CONTENT_DEPTH, MAX_CONTENT_TEXT_LENGTH } from "#shared/limits.ts";
import type { Site } from "#shared/site-facts.ts";
import {
  LOW_STOCK_THRESHOLD,
  MIN_RETENTION_DAYS,
  RETENTION_DAYS,
  UPI_MAX_RUPEES,
} from "#shared/limits.ts";
import {
  MAX_CLOSURES,
  MAX_JOB_OPENINGS,
  MAX_NOTICES,
  MAX_SLIDES,
  employmentTypes,
  jobCategories,
  type Closure,
  type ContentSettings,
  type JobOpening,
  type Notice,
  type ReviewMarks,
} from "./announcements";
import { factMeanings } from "./fact-values";
import { fixedEnglishTexts } from "./fixed-texts";
import { partners, specialties, type Partner } from "./partners";
import { site } from "./site";
import { catalogues, filledTexts, type SiteTexts } from "./text";

/**
 * Raised by each change of the document's shape, which ships an upgrade step with it
 * (./upgrades.ts). 2: notices, closures, job openings, settings, the "reviewed" marks and the
 * slides' photos. 3: the partner companies. 4: how customers pay (`site.payments`), the credit
 * terms and the largest UPI link (`settings.credit`, `settings.payments`). 5: the return window
 * (`settings.returns`).
 */
export const CONTENT_SCHEMA_VERSION = 5;

/** Partner companies the Products page lists, at most. */
export const MAX_PARTNERS = 300;
/** Other names of one partner in the billing software's list, at most. */
export const MAX_ALIASES = 10;

export { MAX_SLIDES };

export type ContentDocument = {
  schemaVersion: number;
  /** The business's facts: name, address, phones, hours, licences. */
  site: Site;
  /**
   * Every text in each language, each limit still a `{placeholder}`. An Odia or Hindi text left
   * empty is shown in English.
   */
  texts: Record<Locale, SiteTexts>;
  notices: Notice[];
  closures: Closure[];
  jobs: JobOpening[];
  settings: ContentSettings;
  reviewed: ReviewMarks;
  /**
   * The home page's slides' photos, one per slide of `texts.en.home.slides`: an uploaded image's
   * id, or null for the shipped artwork of that place (art/slide-n).
   */
  slides: { photo: string | null }[];
  /** The partner companies, in the order the Products page lists them. */
  partners: Partner[];
};

/** The version the seed's files are named by, before any publish (the build's pages show it). */
export const seedVersion = "seed";

/** The content the site ships with, from the repository's modules. */
export const seedDocument = (): ContentDocument =>
  structuredClone({
    schemaVersion: CONTENT_SCHEMA_VERSION,
    site,
    texts: catalogues,
    notices: [],
    closures: [],
    jobs: [],
    settings: {
      mrpPublic: false,
      lowStockThreshold: LOW_STOCK_THRESHOLD,
      retentionDays: RETENTION_DAYS,
      credit: { limit: null, maxOverdueDays: null },
      payments: { upiMax: UPI_MAX_RUPEES },
      returns: { monthsAfterExpiry: null, nearExpiryMonths: null, byCompany: [] },
    },
    reviewed: {},
    slides: catalogues.en.home.slides.map(() => ({ photo: null })),
    partners: partners.map(({ name, specialties, aliases }) => ({ name, specialties, aliases })),
  });

// ── What the owner may write ────────────────────────────────────────────────────────────────

/** Words, not markup: every text is shown escaped, so a tag would show as written. */
const HTML_TAG = /<[a-zA-Z/!?]/;
/** Characters that can reorder what a reader sees (Trojan Source) or forge a mail header. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** Control characters other than a line break. */
const CONTROL = /[^\P{Cc}\n]/u;

/** `{siteName} (the company's name)`: a fact's placeholder says what fills it. */
const withMeaning = (placeholder: string) => {
  const meaning = (factMeanings as Record<string, string>)[placeholder.slice(1, -1)];
  return meaning ? `${placeholder} (${meaning})` : placeholder;
};

export const contentMessages = {
  html: "Text only: no HTML tags such as <b> or <a href>.",
  control: "Remove the invisible control characters (they can break a page or a mail).",
  lineBreaks: "This text is one line: remove the line breaks.",
  bidi: "Remove the invisible direction-changing characters.",
  tooLong: `At most ${MAX_CONTENT_TEXT_LENGTH.toLocaleString("en-IN")} characters.`,
  required: "This cannot be empty.",
  placeholders: (expected: string[]) =>
    expected.length
      ? `Keep exactly these placeholders, as written: ${expected.map(withMeaning).join(", ")}.`
      : "This text has no placeholders: remove the words in {braces}.",
  listLength: (length: number) =>
    `The translation must have ${length} ${length === 1 ? "entry" : "entries"}, as the English has.`,
  phone: "A phone number: a leading + and the country code, then 8 to 15 digits (spaces allowed).",
  whatsapp: "Digits only, with the country code: for example 919437012345.",
  email: "An email address such as name@example.com.",
  url: "A web address starting with https://.",
  time: "A time as HH:MM on the 24-hour clock, for example 21:00.",
  day: "A day of the week in English: Monday … Sunday.",
  gstin: "A GSTIN: 15 characters, for example 21AAGCM4821Q1ZA.",
  postalCode: "A PIN code: 6 digits.",
  year: "A year between 1900 and this year.",
  schemaVersion: "This content was written for another version of the site: reload the editor.",
  date: "A date as YYYY-MM-DD, for example 2026-12-25.",
  dateOrder: "The last day cannot be before the first.",
  id: "An id of letters, digits and hyphens.",
  duplicateId: "Two entries have the same id.",
  jobCategory: `One of: ${jobCategories.join(", ")}.`,
  specialty: `One of: ${specialties.join(", ")}.`,
  specialtyCount: "Choose one or two specialties.",
  duplicatePartner: "Another partner has this name.",
  partnerName: "At most 120 characters.",
  employmentType: `One of: ${employmentTypes.join(", ")}.`,
  threshold: "A whole number from 0 to 100,000.",
  retentionDays: `A whole number of days from ${MIN_RETENTION_DAYS} to 3,650 (ten years).`,
  upiId: "A UPI id as name@bank, for example mahanadipharma@sbi.",
  rupees: "An amount in rupees from 1 to 10,00,00,00,000, at most two decimals (empty for none).",
  overdueDays: "A whole number of days from 1 to 3,650 (empty for none).",
  months: "A whole number of months from 0 to 120 (empty for no check).",
  returnCompany: "The company's name as the catalogue spells it.",
  duplicateCompany: "Another row names this company.",
  tooMany: (max: number) => `At most ${max} entries.`,
  notAText: "Not a text of the site.",
  imageId: "Not a photo uploaded here: upload it again.",
  slideCount: (count: number) => `There are ${count} slides: give each a photo or none.`,
  slidesRange: `One to ${MAX_SLIDES} slides.`,
  depth: `The content is nested more than ${MAX_CONTENT_DEPTH} levels deep.`,
  fixed:
    "This English text is fixed by the specification and cannot be changed; its Odia and Hindi texts can.",
};

/** One line of text as the owner may write it; `multiline` where the seed's text has line breaks. */
function text({ multiline = false, optional = false } = {}) {
  return textSchemas[Number(multiline) * 2 + Number(optional)]!;
}

// The four kinds of text, each made once: the site's texts in three languages are thousands of
// fields, and a schema of its own for each held 27 MB of every server's heap.
const textSchemas = [false, true].flatMap((multiline) =>
  [false, true].map((optional) =>
    z
      .string()
      .max(MAX_CONTENT_TEXT_LENGTH, contentMessages.tooLong)
      .refine((value) => optional || value.trim() !== "", contentMessages.required)
      .refine((value) => !HTML_TAG.test(value), contentMessages.html)
      .refine((value) => !BIDI_CONTROL.test(value), contentMessages.bidi)
      .refine((value) => !CONTROL.test(value), contentMessages.control)
      .refine((value) => multiline || !value.includes("\n"), contentMessages.lineBreaks),
  ),
);

/**
 * A schema that takes values shaped like `seed`: each text a text (multi-line where the seed's
 * is), each list a list of its entries' shape, each object exactly the seed's keys (in a list,
 * a key only some entries have is optional). The texts' shape is the code's, not the owner's:
 * texts are edited, not added or renamed.
 */
function shapedLike(seed: unknown, optional: boolean): z.ZodType {
  if (typeof seed === "string") return text({ multiline: seed.includes("\n"), optional });
  if (Array.isArray(seed)) return z.array(entryShape(seed, optional)).min(1).max(100);
  if (seed && typeof seed === "object")
    return z.strictObject(
      Object.fromEntries(
        Object.entries(seed).map(([key, value]) => [key, shapedLike(value, optional)]),
      ),
    );
  throw new Error(`The texts hold only texts, lists and groups, not ${typeof seed}`);
}

/** The shape of a list's entries: of objects, every key any entry has. */
function entryShape(entries: unknown[], optional: boolean): z.ZodType {
  const objects = entries.filter(
    (entry): entry is Record<string, unknown> =>
      !!entry && typeof entry === "object" && !Array.isArray(entry),
  );
  if (objects.length !== entries.length) return shapedLike(entries[0], optional);
  const keys = [...new Set(objects.flatMap((entry) => Object.keys(entry)))];
  return z.strictObject(
    Object.fromEntries(
      keys.map((key) => {
        const schema = shapedLike(objects.find((entry) => key in entry)![key], optional);
        return [key, objects.every((entry) => key in entry) ? schema : schema.optional()];
      }),
    ),
  );
}

const phone = z
  .string()
  .trim()
  .refine(
    (value) => /^\+[\d ]+$/.test(value) && /^\d{8,15}$/.test(value.replace(/[ +]/g, "")),
    contentMessages.phone,
  );
const https = z
  .string()
  .trim()
  .max(2000, contentMessages.tooLong)
  .refine(
    (value) => URL.canParse(value) && new URL(value).protocol === "https:",
    contentMessages.url,
  );
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, contentMessages.time);
const weekday = z.enum(
  ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  contentMessages.day,
);
const email = z.email(contentMessages.email).max(254, contentMessages.tooLong);
const whatsapp = z.string().regex(/^\d{10,15}$/, contentMessages.whatsapp);

const siteSchema = z.strictObject({
  name: text(),
  shortName: text(),
  tagline: text(),
  foundedYear: z
    .number()
    .int()
    .min(1900, contentMessages.year)
    .refine((year) => year <= new Date().getFullYear(), contentMessages.year),
  description: text(),
  url: https,
  address: z.strictObject({
    street: text(),
    locality: text(),
    city: text(),
    region: text(),
    postalCode: z.string().regex(/^\d{6}$/, contentMessages.postalCode),
    country: z.literal("IN"),
    countryName: text(),
    landmark: text(),
  }),
  geo: z.strictObject({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  email,
  phones: z.tuple([phone, phone, phone]),
  whatsapp,
  hours: z.strictObject({
    text: text(),
    opens: time,
    closes: time,
    days: z.array(weekday).min(1).max(7),
  }),
  linkedinUrl: https.nullable(),
  webDeveloper: z.strictObject({ name: text(), phone, whatsapp }),
  grievanceOfficer: z.strictObject({ name: text(), email, phone }),
  regulatoryStatement: text(),
  registration: z.strictObject({
    registeredName: text(),
    gstin: z.string().regex(/^\d{2}[A-Z0-9]{13}$/, contentMessages.gstin),
    drugLicences: z
      .array(z.strictObject({ label: text(), number: text() }))
      .min(1)
      .max(10),
    licensingAuthority: text(),
  }),
  areaServed: z.array(text()).min(1).max(100),
  payments: z.strictObject({
    upiId: z
      .string()
      .trim()
      .regex(/^[a-zA-Z0-9._-]{2,64}@[a-zA-Z][a-zA-Z0-9]{1,63}$/, contentMessages.upiId)
      .nullable(),
    payee: text()
      .refine((value) => value.length <= 100, contentMessages.tooLong)
      .nullable(),
    bankDetails: text({ multiline: true })
      .refine((value) => value.length <= 500, contentMessages.tooLong)
      .nullable(),
  }),
});

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, contentMessages.date)
  .refine(
    (value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    contentMessages.date,
  );
const entryId = z.string().regex(/^[a-z0-9-]{1,64}$/i, contentMessages.id);

/** A text in each language: English required, an empty translation shown in English. */
const localized = ({ multiline = false } = {}) =>
  z.strictObject({
    en: text({ multiline }),
    or: text({ multiline, optional: true }),
    hi: text({ multiline, optional: true }),
  });

/** A list of entries with ids, each id once. */
const entries = <T extends z.ZodType<{ id: string }>>(entry: T, max: number) =>
  z
    .array(entry)
    .max(max, contentMessages.tooMany(max))
    .superRefine((list, context) => {
      const seen = new Set<string>();
      list.forEach((item, i) => {
        if (seen.has(item.id))
          context.addIssue({
            code: "custom",
            path: [i, "id"],
            message: contentMessages.duplicateId,
          });
        seen.add(item.id);
      });
    });

/** A notice's or a closure's days: the first and the last, in order. */
const span = <T extends z.ZodRawShape>(shape: T) =>
  z
    .strictObject({ id: entryId, from: day, to: day, ...shape })
    .refine((value) => (value as { from: string }).from <= (value as { to: string }).to, {
      path: ["to"],
      message: contentMessages.dateOrder,
    });

const noticesSchema = entries(span({ text: localized() }), MAX_NOTICES);
const closuresSchema = entries(span({ reason: localized() }), MAX_CLOSURES);
const jobsSchema = entries(
  z.strictObject({
    id: entryId,
    title: localized(),
    description: localized({ multiline: true }),
    category: z.enum(jobCategories, contentMessages.jobCategory),
    employmentType: z.enum(employmentTypes, contentMessages.employmentType),
    location: localized(),
    open: z.boolean(),
  }),
  MAX_JOB_OPENINGS,
);
/** Rupees as the owner sets a threshold: above 0, at most two decimals. */
const rupees = z
  .number(contentMessages.rupees)
  .min(1, contentMessages.rupees)
  .max(10_00_00_00_000, contentMessages.rupees)
  .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), contentMessages.rupees);
const overdueDays = z
  .number(contentMessages.overdueDays)
  .int(contentMessages.overdueDays)
  .min(1, contentMessages.overdueDays)
  .max(3650, contentMessages.overdueDays);
/** A list's check that no two entries share a key: the second is refused at its `field`. */
const onceEach =
  <Entry>(keyOf: (entry: Entry) => string, field: string, message: string) =>
  (list: Entry[], context: z.RefinementCtx) => {
    const seen = new Set<string>();
    list.forEach((entry, i) => {
      const key = keyOf(entry);
      if (seen.has(key)) context.addIssue({ code: "custom", path: [i, field], message });
      seen.add(key);
    });
  };
const months = z
  .number(contentMessages.months)
  .int(contentMessages.months)
  .min(0, contentMessages.months)
  .max(120, contentMessages.months);
const settingsSchema = z.strictObject({
  mrpPublic: z.boolean(),
  lowStockThreshold: z
    .number()
    .int(contentMessages.threshold)
    .min(0, contentMessages.threshold)
    .max(100_000, contentMessages.threshold),
  retentionDays: z
    .number()
    .int(contentMessages.retentionDays)
    .min(MIN_RETENTION_DAYS, contentMessages.retentionDays)
    .max(3650, contentMessages.retentionDays),
  credit: z.strictObject({ limit: rupees.nullable(), maxOverdueDays: overdueDays.nullable() }),
  payments: z.strictObject({ upiMax: rupees.nullable() }),
  returns: z.strictObject({
    monthsAfterExpiry: months.nullable(),
    nearExpiryMonths: months.nullable(),
    byCompany: z
      .array(
        z.strictObject({
          company: z.string().trim().min(1, contentMessages.returnCompany).max(120),
          months,
        }),
      )
      .max(MAX_PARTNERS, contentMessages.tooMany(MAX_PARTNERS))
      .superRefine(
        onceEach((entry) => companyKey(entry.company), "company", contentMessages.duplicateCompany),
      ),
  }),
});
/** A company's name as people tell two apart: case and spaces do not count. */
const partnerKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();
const partnersSchema = z
  .array(
    z.strictObject({
      name: text().refine((value) => value.length <= 120, contentMessages.partnerName),
      specialties: z
        .array(z.enum(specialties, contentMessages.specialty))
        .min(1, contentMessages.specialtyCount)
        .max(2, contentMessages.specialtyCount)
        .refine((list) => new Set(list).size === list.length, contentMessages.specialtyCount),
      aliases: z.array(text()).max(MAX_ALIASES, contentMessages.tooMany(MAX_ALIASES)),
    }),
  )
  .max(MAX_PARTNERS, contentMessages.tooMany(MAX_PARTNERS))
  .superRefine(
    onceEach((partner) => partnerKey(partner.name), "name", contentMessages.duplicatePartner),
  );
/** Marks only of texts that exist, by their dotted path under `texts`. */
const reviewedSchema = z
  .record(z.string(), z.strictObject({ or: z.boolean().optional(), hi: z.boolean().optional() }))
  .superRefine((marks, context) => {
    for (const path of Object.keys(marks))
      if (typeof valueAt(catalogues.en, path.split(".").map(pathKey)) !== "string")
        context.addIssue({ code: "custom", path: [path], message: contentMessages.notAText });
  });
const pathKey = (key: string) => (/^\d+$/.test(key) ? Number(key) : key);

const englishTexts = shapedLike(catalogues.en, false);
const translatedTexts = shapedLike(catalogues.en, true);

const PLACEHOLDER = /\{(\w+)\}/g;
const placeholdersOf = (value: string) =>
  [...new Set([...value.matchAll(PLACEHOLDER)].map((match) => `{${match[1]}}`))].sort();
const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * What the code fills must be in every text: the English keeps the seed's placeholders, and each
 * translation exactly its English text's (or is empty, and shown in English). Lists of a
 * translation have the English list's length, so that each entry has its counterpart.
 */
function checkPlaceholders(
  english: unknown,
  seed: unknown,
  texts: Record<Locale, unknown>,
  context: z.RefinementCtx,
) {
  const walk = (path: (string | number)[], en: unknown, base: unknown) => {
    if (typeof en === "string") {
      const expected = placeholdersOf(typeof base === "string" ? base : en);
      if (!sameSet(placeholdersOf(en), expected))
        context.addIssue({
          code: "custom",
          path: ["texts", "en", ...path],
          message: contentMessages.placeholders(expected),
        });
      for (const locale of locales.filter((l) => l !== "en")) {
        const translated = valueAt(texts[locale], path);
        if (typeof translated === "string" && translated !== "")
          if (!sameSet(placeholdersOf(translated), placeholdersOf(en)))
            context.addIssue({
              code: "custom",
              path: ["texts", locale, ...path],
              message: contentMessages.placeholders(placeholdersOf(en)),
            });
      }
      return;
    }
    if (Array.isArray(en)) {
      for (const locale of locales.filter((l) => l !== "en")) {
        const translated = valueAt(texts[locale], path);
        if (Array.isArray(translated) && translated.length !== en.length)
          context.addIssue({
            code: "custom",
            path: ["texts", locale, ...path],
            message: contentMessages.listLength(en.length),
          });
      }
      en.forEach((entry, i) =>
        walk([...path, i], entry, Array.isArray(base) ? (base[i] ?? base[0]) : undefined),
      );
      return;
    }
    if (en && typeof en === "object")
      for (const [key, value] of Object.entries(en))
        walk([...path, key], value, (base as Record<string, unknown> | undefined)?.[key]);
  };
  walk([], english, seed);
}

function valueAt(root: unknown, path: (string | number)[]) {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** The whole document, as `PUT /api/admin/content` takes it. */
export const contentSchema = z
  .strictObject({
    schemaVersion: z.literal(CONTENT_SCHEMA_VERSION, contentMessages.schemaVersion),
    site: siteSchema,
    texts: z.strictObject({ en: englishTexts, or: translatedTexts, hi: translatedTexts }),
    notices: noticesSchema,
    closures: closuresSchema,
    jobs: jobsSchema,
    settings: settingsSchema,
    reviewed: reviewedSchema,
    slides: z.array(
      z.strictObject({
        photo: z
          .string()
          .regex(/^[0-9a-f]{64}$/, contentMessages.imageId)
          .nullable(),
      }),
    ),
    partners: partnersSchema,
  })
  .superRefine((document, context) => {
    checkPlaceholders(document.texts.en, catalogues.en, document.texts, context);
    for (const path of fixedEnglishTexts) {
      const keys = path.split(".").map(pathKey);
      if (valueAt(document.texts.en, keys) !== valueAt(catalogues.en, keys))
        context.addIssue({
          code: "custom",
          path: ["texts", "en", ...keys],
          message: contentMessages.fixed,
        });
    }
    const count = (document.texts.en as SiteTexts).home.slides.length;
    if (count > MAX_SLIDES)
      context.addIssue({
        code: "custom",
        path: ["texts", "en", "home", "slides"],
        message: contentMessages.slidesRange,
      });
    if (document.slides.length !== count)
      context.addIssue({
        code: "custom",
        path: ["slides"],
        message: contentMessages.slideCount(count),
      });
  }) as unknown as z.ZodType<ContentDocument>;

/**
 * What is wrong, by the field's dotted path with list indexes (`texts.or.home.slides.2.alt`),
 * the first message of each.
 */
export function contentFieldErrors(error: z.ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const message =
      issue.code === "unrecognized_keys"
        ? `Not a field of the site's content: ${issue.keys.join(", ")}.`
        : issue.message;
    fieldErrors[issue.path.join(".") || "content"] ??= [message];
  }
  return fieldErrors;
}

/**
 * How deep a JSON text nests, counted without parsing it (a hostile body could be deep enough to
 * be slow or fail to parse): brackets outside strings.
 */
export function jsonDepth(json: string) {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const char = json[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{" || char === "[") deepest = Math.max(deepest, ++depth);
    else if (char === "}" || char === "]") depth--;
  }
  return deepest;
}

// ── What the pages show ─────────────────────────────────────────────────────────────────────

/** A translation with its empty texts filled from the English (the page shows English there). */
function withEnglish<T>(translated: T, english: T): T {
  if (typeof english === "string")
    return (typeof translated === "string" && translated !== "" ? translated : english) as T;
  if (Array.isArray(english))
    return english.map((entry, i) =>
      withEnglish((translated as unknown[] | undefined)?.[i], entry),
    ) as T;
  if (english && typeof english === "object")
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [
        key,
        withEnglish((translated as Record<string, unknown> | undefined)?.[key], value),
      ]),
    ) as T;
  return english;
}

/**
 * Each language's texts as the pages use them: every empty translation filled in English, then
 * the limits of shared/limits.ts, the owner's settings, the number of partners and the facts of the
 * document's `site` filled in (./fact-values.ts).
 */
/** What a published version shows: its business facts and the texts of every language. */
export type ShownContent = { site: Site; texts: Record<Locale, SiteTexts> };

export function textsToShow(document: ContentDocument): Record<Locale, SiteTexts> {
  const { en } = document.texts;
  return Object.fromEntries(
    locales.map((locale) => {
      const texts = locale === "en" ? en : withEnglish(document.texts[locale], en);
      const counts = { ...document.settings, partnerCount: document.partners.length };
      return [locale, filledTexts(texts, document.site, counts)];
    }),
  ) as Record<Locale, SiteTexts>;
}

/**
 * `next` with the "reviewed" marks of every text whose English differs from `previous`'s
 * cleared: a translation reviewed against the old English is not reviewed against the new.
 */
export function clearChangedReviews(
  previous: ContentDocument,
  next: ContentDocument,
): ContentDocument {
  const reviewed = Object.fromEntries(
    Object.entries(next.reviewed).filter(([path]) => {
      const keys = path.split(".").map(pathKey);
      return valueAt(previous.texts.en, keys) === valueAt(next.texts.en, keys);
    }),
  );
  return { ...next, reviewed };
}
