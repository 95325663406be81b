import { MAX_SLIDES, type Localized } from "#shared/content/announcements.ts";
import { MAX_PARTNERS, type ContentDocument } from "#shared/content/document.ts";

// The owner's content editor's working copy (docs/product.md#content-in-the-admin): the edits
// made to the published document and the problems the server found in it. Pure functions: the
// editor's page holds the state, these say how it changes.

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

/** The editor's working copy: nothing until the published content has been read. */
export function editorReducer(
  draft: Draft | null,
  action: DraftAction | { type: "rebase"; sent: ContentDocument; content: ContentDocument },
) {
  if (action.type === "load") return draftReducer({ content: action.content, errors: {} }, action);
  if (!draft) return draft;
  // After a publish: what the server holds, unless the owner went on typing meanwhile.
  if (action.type === "rebase")
    return draft.content === action.sent
      ? { content: action.content, errors: {} }
      : { ...draft, errors: {} };
  return draftReducer(draft, action);
}
