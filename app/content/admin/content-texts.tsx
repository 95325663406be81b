import { TextRow, firstError } from "#app/content/admin/content-fields.tsx";
import { SectionHeading, type SectionProps } from "#app/content/admin/content-section-frame.tsx";
import { controlClass } from "#app/ui/search-bar.tsx";
import { valueAt } from "#app/content/admin/admin-content.ts";
import {
  countsOf,
  isFixedEnglishText,
  isReviewed,
  textMatches,
  textsOf,
  type TextFilter,
} from "#app/content/admin/admin-content-texts.ts";
import { fieldName, textGroups, type TextGroup } from "#app/content/admin/admin-content-places.ts";
import type { ContentDocument } from "#shared/content/document.ts";

// Every other text of the site, one group (a page, or a part of every page) at a time, each in
// English, Odia and Hindi with the translations' "reviewed" marks. The list shown is chosen when
// the group, the filter or the search changes, not as the owner types: a text does not vanish
// from under the cursor once its translation is no longer missing.

export type TextView = {
  group: TextGroup;
  filter: TextFilter;
  search: string;
  /** The texts shown, by their dotted path under `texts`. */
  shown: string[];
};

/** The texts of a view, chosen from the document as it is now. */
export function viewOf(content: ContentDocument, view: Omit<TextView, "shown">): TextView {
  const shown = textsOf(content.texts.en, view.group).filter((text) =>
    textMatches(content, text, view.filter, view.search),
  );
  return { ...view, shown };
}

const filters: { value: TextFilter; label: string }[] = [
  { value: "all", label: "All texts" },
  { value: "missing", label: "Missing in Odia or Hindi" },
  { value: "unreviewed", label: "Not reviewed in Odia or Hindi" },
];

/** A text's name without its group: `home.intro.heading` → "Intro › Heading". */
const nameOf = (text: string) => fieldName(text.split(".").slice(1).join(".")) || "Text";

export function TextsSection({
  content,
  errors,
  dispatch,
  view,
  onView,
}: SectionProps & { view: TextView; onView: (view: TextView) => void }) {
  const change = (changes: Partial<Omit<TextView, "shown">>) =>
    onView(viewOf(content, { ...view, ...changes }));
  const groupCounts = countsOf(content, textsOf(content.texts.en, view.group));
  const string = (locale: "en" | "or" | "hi", text: string) =>
    String(valueAt(content.texts[locale], text.split(".")) ?? "");

  return (
    <section aria-labelledby="section-texts">
      <SectionHeading id="section-texts" title="Texts">
        <p>
          Every other text of the site, in English, Odia and Hindi. A translation left empty is
          shown in English on the page and listed here as missing. Tick “Reviewed” once you have
          checked a translation; changing the English clears its marks. Words in {"{braces}"} are
          filled in by the site (a phone number, a count): keep them as they are.
        </p>
      </SectionHeading>
      <div
        role="search"
        aria-label="Find texts"
        // Its columns may shrink below their longest option: a phone never scrolls sideways.
        className="mt-5 grid grid-cols-1 gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-3"
      >
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor="texts-group" className="text-sm font-medium">
            Texts of
          </label>
          <select
            id="texts-group"
            value={view.group}
            className={`${controlClass} w-full min-w-0`}
            onChange={(event) => change({ group: event.target.value as TextGroup })}
          >
            {textGroups.map((group) => {
              const { missing } = countsOf(content, textsOf(content.texts.en, group.id));
              return (
                <option key={group.id} value={group.id}>
                  {group.label}
                  {missing ? ` (${missing} missing)` : ""}
                </option>
              );
            })}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor="texts-filter" className="text-sm font-medium">
            Show
          </label>
          <select
            id="texts-filter"
            value={view.filter}
            className={`${controlClass} w-full min-w-0`}
            onChange={(event) => change({ filter: event.target.value as TextFilter })}
          >
            {filters.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor="texts-search" className="text-sm font-medium">
            Search the texts
          </label>
          <input
            id="texts-search"
            type="search"
            value={view.search}
            className={`${controlClass} w-full min-w-0`}
            onChange={(event) => change({ search: event.target.value })}
          />
        </div>
      </div>
      <p role="status" className="mt-3 text-slate-700">
        {view.shown.length === 1 ? "1 text" : `${view.shown.length} texts`} shown. In this group:{" "}
        {groupCounts.missing} translations missing, {groupCounts.unreviewed} not reviewed.
      </p>
      <div className="mt-3 flex flex-col gap-5 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
        {view.shown.length === 0 && <p className="text-slate-700">No text matches.</p>}
        {view.shown.map((text) => (
          <TextRow
            key={text}
            text={text}
            label={nameOf(text)}
            en={string("en", text)}
            or={string("or", text)}
            hi={string("hi", text)}
            reviewedOr={isReviewed(content, text, "or")}
            reviewedHi={isReviewed(content, text, "hi")}
            errorEn={firstError(errors, `texts.en.${text}`)}
            errorOr={firstError(errors, `texts.or.${text}`)}
            errorHi={firstError(errors, `texts.hi.${text}`)}
            fixed={isFixedEnglishText(text)}
            dispatch={dispatch}
          />
        ))}
      </div>
    </section>
  );
}
