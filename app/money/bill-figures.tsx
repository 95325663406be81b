import { TableScroll } from "#app/ui/table-scroll.tsx";

// What the Bills page's parts share: the card, a list of figures by name, and the table cells
// that, on a phone, stand each under its column's name.

export const cardClass = "rounded-2xl bg-white p-4 ring-1 ring-slate-200";

/** Figures by name, the figures aligned on the right. */
export function FigureList({ lines }: { lines: [string, string][] }) {
  return (
    <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      {lines.map(([label, value]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd className="text-right font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const rowCell = "py-2 pr-3 align-top";
/** On a phone a row is a card: its title across, then its figures two by two. */
export const phoneRow =
  "border-t border-slate-200 max-sm:flex max-sm:flex-wrap max-sm:items-start max-sm:py-2";
const phoneCell =
  "max-sm:min-w-0 max-sm:basis-1/2 max-sm:py-1 max-sm:before:block max-sm:before:text-sm max-sm:before:font-normal max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]";

/** A figure of a row: its column's name, its value (empty: none), and its cell's own look. */
export type RowFigure = [label: string, value: string, className?: string];

/** A row's cells that, on a phone, stand each under its column's name; an empty one takes no room. */
export function Figures({ cells }: { cells: RowFigure[] }) {
  return cells.map(([label, value, className = ""]) => (
    <td
      key={label}
      data-label={label}
      className={`${rowCell} ${value ? phoneCell : "max-sm:hidden"} ${className}`.trimEnd()}
    >
      {value}
    </td>
  ));
}

/**
 * A table that, on a phone, is a card per row (its head read by screen readers alone: each
 * cell names its figure), in a box that scrolls sideways if it must, named by `labelledBy`.
 */
export function PhoneTable({
  labelledBy,
  caption,
  titles,
  boxes = false,
  children,
}: {
  labelledBy: string;
  caption?: string;
  titles: [string, string?][];
  /** Whether a column of boxes comes first. */
  boxes?: boolean;
  children: React.ReactNode;
}) {
  return (
    <TableScroll labelledBy={labelledBy} className={`mt-3 ${cardClass}`}>
      <table className="w-full text-left max-sm:block">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="max-sm:sr-only">
          <tr>
            {boxes && <td className="pb-2" />}
            {titles.map(([title, align = ""]) => (
              <th key={title} scope="col" className={`pr-3 pb-2 ${align}`.trimEnd()}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">{children}</tbody>
      </table>
    </TableScroll>
  );
}
