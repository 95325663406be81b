import { MAX_SLIDES, type Localized } from "#shared/content/announcements.ts";
import { MAX_PARTNERS, type ContentDocument } from "#shared/content/document.ts";
import { isFixedEnglishText } from "#shared/content/fixed-texts.ts";

// The owner's content editor's working copy (docs/product.md#content-in-the-admin): the edits
// made to the published document, the problems the server found in it, and where each field is.
// Pure functions: the editor's page holds the state, these say how it changes.

export type Key = string | number;
/** A place in the document, as keys (`["texts", "or", "home", "hero", "title"]`). */
export type Path = readonly Key[];
export type FieldErrors = Record<string, string[]>;

export const translations = ["or", "hi"] as const;
export type Translation = (typeof translations)[number];
export const languageNames = { en: "English", or: "Odia", hi: "Hindi" } as const;

/** A field's dotted path, as the server's field errors name it (`closures.0.to`). */
export const dotted = (path: Path) => path.join(".");
/** The id of a field's control: the error summary links to it. */
export const fieldId = (path: string) => `field-${path}`;

export function valueAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<Key, unknown>)[key];
  }
  return value;
}

/** `root` with `value` at `path`, every object and list on the way copied, the rest shared. */
export function withValue<T>(root: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path as [Key, ...Key[]];
  const current = (root as Record<Key, unknown>)[key];
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[key as number] = withValue(current, rest, value);
    return copy as T;
  }
  return { ...root, [key]: withValue(current, rest, value) };
}

export type Draft = { content: ContentDocument; errors: FieldErrors };

/** The lists of entries the owner adds and removes: each entry has an id. */
export type EntryList = "notices" | "closures" | "jobs";

export type DraftAction =
  | { type: "load"; content: ContentDocument }
  | { type: "set"; path: Path; value: unknown }
  | { type: "review"; text: string; locale: Translation; reviewed: boolean }
  | { type: "add"; list: EntryList; today: string }
  | { type: "remove"; list: EntryList; index: number }
  | { type: "addSlide" }
  | { type: "removeSlide"; index: number }
  | { type: "addPartner" }
  | { type: "removePartner"; index: number }
  | { type: "refused"; errors: FieldErrors };

const emptyText = (): Localized => ({ en: "", or: "", hi: "" });
const newId = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const newEntry = {
  notices: (today: string) => ({ id: newId("notice"), from: today, to: today, text: emptyText() }),
  closures: (today: string) => ({
    id: newId("closure"),
    from: today,
    to: today,
    reason: emptyText(),
  }),
  jobs: () => ({
    id: newId("job"),
    title: emptyText(),
    description: emptyText(),
    category: "Sales/Marketing",
    employmentType: "Full Time",
    location: emptyText(),
    open: true,
  }),
};

/** The errors without those of `path` and of the fields inside it: they were answered to. */
function withoutErrors(errors: FieldErrors, path: string) {
  const left = Object.entries(errors).filter(
    ([field]) => field !== path && !field.startsWith(`${path}.`),
  );
  return left.length === Object.keys(errors).length ? errors : Object.fromEntries(left);
}

/** The "reviewed" marks with those of the slides renumbered after slide `removed` is gone. */
function marksWithoutSlide(marks: ContentDocument["reviewed"], removed: number) {
  const prefix = "home.slides.";
  return Object.fromEntries(
    Object.entries(marks).flatMap(([path, mark]) => {
      if (!path.startsWith(prefix)) return [[path, mark]];
      const [index, ...rest] = path.slice(prefix.length).split(".");
      const number = Number(index);
      if (number === removed) return [];
      return [[`${prefix}${number > removed ? number - 1 : number}.${rest.join(".")}`, mark]];
    }),
  );
}

const without = <T>(record: Record<string, T>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));

export function draftReducer(draft: Draft, action: DraftAction): Draft {
  const { content } = draft;
  switch (action.type) {
    case "load":
      return { content: action.content, errors: {} };
    case "refused":
      return { ...draft, errors: action.errors };
    case "set": {
      let next = withValue(content, action.path, action.value);
      // A translation reviewed against the old English is not reviewed against the new one.
      if (action.path[0] === "texts" && action.path[1] === "en") {
        const text = dotted(action.path.slice(2));
        if (next.reviewed[text]) next = { ...next, reviewed: without(next.reviewed, text) };
      }
      return { content: next, errors: withoutErrors(draft.errors, dotted(action.path)) };
    }
    case "review": {
      const mark = { ...content.reviewed[action.text], [action.locale]: action.reviewed };
      if (!action.reviewed) delete mark[action.locale];
      const others = without(content.reviewed, action.text);
      const reviewed = Object.keys(mark).length ? { ...others, [action.text]: mark } : others;
      return { ...draft, content: { ...content, reviewed } };
    }
    case "add": {
      const list = [...content[action.list], newEntry[action.list](action.today)];
      return { ...draft, content: { ...content, [action.list]: list } };
    }
    case "remove": {
      const list = content[action.list].filter((_, i) => i !== action.index);
      return {
        content: { ...content, [action.list]: list },
        errors: withoutErrors(draft.errors, action.list),
      };
    }
    case "addSlide": {
      if (content.slides.length >= MAX_SLIDES) return draft;
      const texts = { ...content.texts };
      for (const locale of ["en", ...translations] as const) {
        const slides = texts[locale].home.slides;
        const empty = Object.fromEntries(Object.keys(slides[0] ?? {}).map((key) => [key, ""]));
        texts[locale] = withValue(texts[locale], ["home", "slides"], [...slides, empty]);
      }
      const slides = [...content.slides, { photo: null }];
      return { ...draft, content: { ...content, texts, slides } };
    }
    case "addPartner": {
      if (content.partners.length >= MAX_PARTNERS) return draft;
      const partners = [...content.partners, { name: "", specialties: [], aliases: [] }];
      return { ...draft, content: { ...content, partners } };
    }
    case "removePartner":
      // The problems of the partners after it no longer match their places: all are cleared.
      return {
        content: { ...content, partners: content.partners.filter((_, i) => i !== action.index) },
        errors: withoutErrors(draft.errors, "partners"),
      };
    case "removeSlide": {
      if (content.slides.length <= 1) return draft;
      const texts = { ...content.texts };
      const keep = (_: unknown, i: number) => i !== action.index;
      for (const locale of ["en", ...translations] as const)
        texts[locale] = withValue(
          texts[locale],
          ["home", "slides"],
          texts[locale].home.slides.filter(keep),
        );
      return {
        content: {
          ...content,
          texts,
          slides: content.slides.filter(keep),
          reviewed: marksWithoutSlide(content.reviewed, action.index),
        },
        errors: withoutErrors(withoutErrors(draft.errors, "slides"), "texts"),
      };
    }
  }
}

// ── Where a field is ────────────────────────────────────────────────────────────────────────

export const sections = [
  { id: "company", label: "Company" },
  { id: "hours", label: "Hours and closures" },
  { id: "notices", label: "Notices" },
  { id: "jobs", label: "Jobs" },
  { id: "partners", label: "Partners" },
  { id: "home", label: "Home page" },
  { id: "texts", label: "Texts" },
  { id: "versions", label: "Versions" },
] as const;
export type SectionId = (typeof sections)[number]["id"];

/** The groups of texts, by the page or part of the site that shows them. */
export const textGroups = [
  { id: "common", label: "Every page: header, footer, chat and errors" },
  { id: "chat", label: "Chat assistant's replies" },
  { id: "home", label: "Home page" },
  { id: "about", label: "About page" },
  { id: "products", label: "Products page" },
  { id: "contact", label: "Contact page" },
  { id: "careers", label: "Careers page" },
  { id: "forms", label: "Forms and their answers" },
  { id: "privacy", label: "Privacy page" },
  { id: "account", label: "Customer accounts" },
  { id: "orders", label: "Customer orders" },
  { id: "orderMail", label: "Order mails" },
  { id: "bills", label: "Customer bills and the statement" },
  { id: "server", label: "Server pages and answers" },
] as const;
export type TextGroup = (typeof textGroups)[number]["id"];

/** Texts edited in a section of their own rather than among the Texts. */
const textsElsewhere = ["home.slides", "common.hours"];
const inSectionOfItsOwn = (path: string) =>
  textsElsewhere.some((prefix) => path === prefix || path.startsWith(`${prefix}.`));

/** Where the field at a dotted path is edited: its section, and for a text, its group. */
export function placeOf(path: string): { section: SectionId; group?: TextGroup } | undefined {
  const [first, second, third] = path.split(".");
  if (first === "site") return { section: second === "hours" ? "hours" : "company" };
  if (first === "settings") return { section: "company" };
  if (first === "closures") return { section: "hours" };
  if (first === "notices" || first === "jobs" || first === "partners") return { section: first };
  if (first === "slides") return { section: "home" };
  if (first === "texts" && second && third) {
    const text = path.split(".").slice(2).join(".");
    if (inSectionOfItsOwn(text)) return { section: text === "common.hours" ? "hours" : "home" };
    if (textGroups.some((group) => group.id === third))
      return { section: "texts", group: third as TextGroup };
  }
  return undefined;
}

/** Every text of a group, by its dotted path under `texts` (`home.hero.title`), in order. */
export function textsOf(english: ContentDocument["texts"]["en"], group: TextGroup) {
  const found: string[] = [];
  const walk = (path: string, value: unknown) => {
    if (inSectionOfItsOwn(path)) return;
    if (typeof value === "string") found.push(path);
    else if (Array.isArray(value)) value.forEach((entry, i) => walk(`${path}.${i}`, entry));
    else if (value && typeof value === "object")
      for (const [key, entry] of Object.entries(value)) walk(`${path}.${key}`, entry);
  };
  walk(group, english[group]);
  return found;
}

const textValue = (content: ContentDocument, locale: keyof typeof languageNames, text: string) =>
  valueAt(content.texts[locale], text.split("."));

/** A translation left empty: the page shows the English there. */
export const isMissing = (content: ContentDocument, text: string, locale: Translation) =>
  !textValue(content, locale, text);

export const isReviewed = (content: ContentDocument, text: string, locale: Translation) =>
  content.reviewed[text]?.[locale] === true;

export type TextFilter = "all" | "missing" | "unreviewed";

/** Whether a text is shown under `filter` and `search` (in any language or its name). */
export function textMatches(
  content: ContentDocument,
  text: string,
  filter: TextFilter,
  search: string,
) {
  if (filter === "missing" && !translations.some((locale) => isMissing(content, text, locale)))
    return false;
  if (filter === "unreviewed" && translations.every((locale) => isReviewed(content, text, locale)))
    return false;
  const words = search.trim().toLocaleLowerCase();
  if (!words) return true;
  return [text, ...(["en", ...translations] as const).map((l) => textValue(content, l, text))]
    .map((value) => String(value ?? "").toLocaleLowerCase())
    .some((value) => value.includes(words));
}

/** How many translations of a group are missing, and how many are not reviewed. */
export function countsOf(content: ContentDocument, texts: readonly string[]) {
  let missing = 0;
  let unreviewed = 0;
  for (const text of texts)
    for (const locale of translations) {
      if (isMissing(content, text, locale)) missing++;
      if (!isReviewed(content, text, locale)) unreviewed++;
    }
  return { missing, unreviewed };
}

export { isFixedEnglishText };

// ── Names of fields, in words ───────────────────────────────────────────────────────────────

const words: Record<string, string> = {
  site: "Company",
  en: "English",
  or: "Odia",
  hi: "Hindi",
  from: "First day",
  to: "Last day",
  meta: "Page title and description",
  alt: "Photo description",
  phones: "Phone",
  areaServed: "Areas served",
  aliases: "Other names",
  drugLicences: "Drug licence",
  linkedinUrl: "LinkedIn address",
  url: "Website address",
  gstin: "GSTIN",
  mrpPublic: "MRP shown to",
  lowStockThreshold: "Low-stock threshold",
  upiId: "UPI id",
  payee: "Payee name",
  bankDetails: "Bank details",
  upiMax: "Largest UPI payment",
  limit: "Default credit limit",
  maxOverdueDays: "Most days a bill may be overdue",
};

/** "heroTitle" → "Hero title". */
const spaced = (key: string) => {
  const split = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return split.charAt(0).toUpperCase() + split.slice(1);
};

/** A field's name for the error summary: `closures.0.reason.or` → "Closure 1 › Reason › Odia". */
export function fieldName(path: string) {
  const keys = path.split(".");
  const parts: string[] = [];
  const lists: Record<string, string> = {
    closures: "Closure",
    notices: "Notice",
    jobs: "Job opening",
    slides: "Slide",
    partners: "Partner",
    specialties: "Specialty",
    aliases: "Other name",
  };
  keys.forEach((key, i) => {
    if (i === 0 && key === "texts") return;
    if (i === 1 && keys[0] === "texts") return;
    const previous = keys[i - 1];
    if (/^\d+$/.test(key)) {
      const list = previous && (lists[previous] ?? words[previous] ?? spaced(previous));
      parts.pop();
      parts.push(`${list ?? "Entry"} ${Number(key) + 1}`);
      return;
    }
    parts.push(words[key] ?? spaced(key));
  });
  if (keys[0] === "texts" && keys[1]) parts.push(languageNames[keys[1] as Translation] ?? keys[1]);
  return parts.join(" › ");
}
