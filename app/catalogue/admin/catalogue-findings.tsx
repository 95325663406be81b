import { ColumnTitles } from "#app/ui/column-titles.tsx";
import { TableScroll } from "#app/ui/table-scroll.tsx";
import type { CatalogueCheck, PreviewItem, RowProblem } from "#shared/schemas/catalogue.ts";
import { columnFieldNames, itemFields } from "#shared/schemas/catalogue-items.ts";

/** "1 item", "1,00,000 items": a count the way the staff write it. */
export function countOf(n: number, noun: string) {
  return `${n.toLocaleString("en-IN")} ${noun}${n === 1 ? "" : "s"}`;
}

/** A field's label: its name in messages, capitalised ("Item name"). */
export const fieldLabel = (field: keyof typeof columnFieldNames) =>
  columnFieldNames[field].charAt(0).toUpperCase() + columnFieldNames[field].slice(1);

/** Where the items were read from, and the rows passed over (never errors). */
export function CheckSource({ check }: { check: CatalogueCheck }) {
  const { aboveHeader, blank, total, repeatedHeader, footer } = check.skipped;
  const passedOver = [
    aboveHeader && `${countOf(aboveHeader, "row")} above the header`,
    blank && countOf(blank, "blank row"),
    total && countOf(total, "total row"),
    repeatedHeader && countOf(repeatedHeader, "repeated header row"),
    footer && countOf(footer, "footer row"),
  ].filter(Boolean);
  return (
    <p className="text-sm text-slate-700">
      Header: row {check.headerRow.toLocaleString("en-IN")}
      {check.sheet && ` of the sheet “${check.sheet}”`}. {countOf(check.rows, "row")} read
      {check.items !== check.rows && `, ${countOf(check.items, "item")} after merging batches`}.
      {passedOver.length > 0 && ` Skipped: ${passedOver.join(", ")}.`}
    </p>
  );
}

/** What the check of an uploaded list found wrong: the problems to fix, then the warnings. */
export function CheckProblems({ check }: { check: CatalogueCheck }) {
  const inHeader = check.errors.every((problem) => problem.row === check.headerRow);
  return (
    <>
      {check.errorCount > 0 && (
        <Problems
          id="catalogue-problems"
          heading={`Problems to fix (${check.errorCount.toLocaleString("en-IN")})`}
          note={
            inHeader
              ? "The header row names the columns. Choose another header row or the columns below."
              : "Correct these rows in the billing software or the file, then choose the file again."
          }
          problems={check.errors}
          total={check.errorCount}
          className="border-red-700 bg-red-50 text-red-900"
        />
      )}
      {check.warningCount > 0 && (
        <Problems
          id="catalogue-warnings"
          heading={`Warnings (${check.warningCount.toLocaleString("en-IN")})`}
          note="These rows are kept with a change; nothing needs fixing."
          problems={check.warnings}
          total={check.warningCount}
          className="border-slate-300 bg-slate-50 text-sm text-slate-700"
        />
      )}
    </>
  );
}

/**
 * Problems of an uploaded list by row (the catalogue's name their column too), with how many
 * more there are than listed. `rowNamed`: each message names its row itself (the party list's
 * sentences do), so no "Row n:" goes before it.
 */
export function Problems({
  id,
  heading,
  note,
  problems,
  total,
  className,
  rowNamed = false,
}: {
  id: string;
  heading: string;
  note: string;
  // A party list's findings name no column and quote no cells.
  problems: (Omit<RowProblem, "column" | "quote"> & { column?: string; quote?: string })[];
  total: number;
  className: string;
  rowNamed?: boolean;
}) {
  return (
    <section aria-labelledby={id} className={`rounded-xl border p-4 ${className}`}>
      <h3 id={id} className="font-semibold">
        {heading}
      </h3>
      <p className="mt-1">{note}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5">
        {problems.map((problem, index) => (
          <li key={index}>
            {!rowNamed && (
              <>
                Row {problem.row.toLocaleString("en-IN")}
                {problem.quote && ` (“${problem.quote}”)`}
                {problem.column && `, ${problem.column}`}:{" "}
              </>
            )}
            {problem.message}
          </li>
        ))}
        {total > problems.length && (
          <li>…and {(total - problems.length).toLocaleString("en-IN")} more</li>
        )}
      </ul>
    </section>
  );
}

/** The preview's columns: the item's fields, then the trade values the file has. */
const previewFields = [
  ...itemFields,
  ...(["mrp", "rate", "scheme", "stock", "expiry", "hsn", "gst"] as const),
];
type PreviewField = (typeof previewFields)[number];
/** Fields short enough never to wrap in the preview (a pack, a price, a code). */
const longFields = new Set<PreviewField>(["name", "manufacturer", "composition"]);

const shown = (item: PreviewItem, field: PreviewField) => {
  const value = item[field];
  if (value === null) return "";
  // Prices as the billing software prints them, with paise.
  return field === "mrp" || field === "rate" ? Number(value).toFixed(2) : String(value);
};

/** The first items of an uploaded list, as they will be published. */
export function CheckPreview({ check }: { check: CatalogueCheck }) {
  const heading =
    check.preview.length < check.items
      ? `The first ${check.preview.length} of ${countOf(check.items, "item")}, as they will be published`
      : `All ${countOf(check.items, "item")}, as they will be published`;
  const fields = previewFields.filter(
    (field) =>
      (itemFields as readonly string[]).includes(field) ||
      check.preview.some((item) => shown(item, field) !== ""),
  );
  return (
    <section className="rounded-xl ring-1 ring-slate-200">
      <h3 id="catalogue-preview" className="bg-slate-50 px-3 py-2 font-semibold text-brand-900">
        {heading}
      </h3>
      <TableScroll labelledBy="catalogue-preview">
        <table
          aria-labelledby="catalogue-preview"
          className="w-full min-w-[48rem] text-left text-sm"
        >
          <ColumnTitles labels={fields.map(fieldLabel)} className="bg-slate-50" />
          <tbody>
            {check.preview.map((item, index) => (
              <tr key={index} className="border-b border-slate-200 last:border-0">
                {fields.map((field) => (
                  <td
                    key={field}
                    className={`px-3 py-2 align-top ${longFields.has(field) ? "" : "whitespace-nowrap"}`}
                  >
                    {shown(item, field)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
