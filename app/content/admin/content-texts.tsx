import { TextRow, textRowOf } from "#app/content/admin/content-text-row.tsx";
import {
  ContentSection,
  SectionIntro,
  type SectionProps,
} from "#app/content/admin/content-section-frame.tsx";
import { FindControl } from "#app/content/admin/content-find.tsx";
import {
  countsOf,
  isFixedEnglishText,
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

  return (
    <ContentSection section="texts">
      <SectionIntro>
        <p>
          Every other text of the site, in English, Odia and Hindi. A translation left empty is
          shown in English on the page and listed here as missing. Tick “Reviewed” once you have
          checked a translation; changing the English clears its marks. Words in {"{braces}"} are
          filled in by the site (a phone number, a count): keep them as they are.
        </p>
      </SectionIntro>
      <div
        role="search"
        aria-label="Find texts"
        // Its columns may shrink below their longest option: a phone never scrolls sideways.
        className="mt-5 grid grid-cols-1 gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-3"
      >
        <FindControl
          id="texts-group"
          label="Texts of"
          value={view.group}
          options={textGroups.map((group) => {
            const { missing } = countsOf(content, textsOf(content.texts.en, group.id));
            return {
              value: group.id,
              label: `${group.label}${missing ? ` (${missing} missing)` : ""}`,
            };
          })}
          onChange={(group) => change({ group: group as TextGroup })}
        />
        <FindControl
          id="texts-filter"
          label="Show"
          value={view.filter}
          options={filters}
          onChange={(filter) => change({ filter: filter as TextFilter })}
        />
        <FindControl
          id="texts-search"
          label="Search the texts"
          value={view.search}
          onChange={(search) => change({ search })}
        />
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
            {...textRowOf(content, errors, text)}
            label={nameOf(text)}
            fixed={isFixedEnglishText(text)}
            dispatch={dispatch}
          />
        ))}
      </div>
    </ContentSection>
  );
}
