import { TableScroll } from "#app/ui/table-scroll.tsx";
import { account } from "#shared/content/en/account.ts";
import { canSetSupplied, type AdminOrder, type OrderLine } from "#shared/schemas/orders.ts";
import { mostSupplied, withGst } from "#shared/order-terms.ts";
import { formatNumber, formatRupees } from "#shared/text-format.ts";

// An order's lines with what staff supply: a number box per line, editable while the order is
// accepted (0 to the quantity ordered: free goods follow from it, shared/order-terms.ts; short
// supply is normal).

/** The supplied boxes as typed, by line index; a line not in it shows what is saved. */
export type SuppliedDrafts = Record<number, string>;

/**
 * The changes the boxes make, and a sentence for each box that holds no whole number from 0
 * to the line's most (a box emptied after a save is one: a supplied quantity cannot be unset).
 */
export function suppliedChanges(lines: OrderLine[], drafts: SuppliedDrafts) {
  const changes: { index: number; supplied: number }[] = [];
  const errors: Record<number, string> = {};
  for (const [key, text] of Object.entries(drafts)) {
    const index = Number(key);
    const line = lines[index];
    if (!line) continue;
    const value = text.trim();
    if (value === "" && line.supplied === null) continue;
    const supplied = Number(value);
    if (
      value === "" ||
      !Number.isInteger(supplied) ||
      supplied < 0 ||
      supplied > mostSupplied(line)
    )
      errors[index] = `Give a whole number from 0 to ${mostSupplied(line)}.`;
    else if (supplied !== line.supplied) changes.push({ index, supplied });
  }
  return { changes, errors };
}

export const suppliedInputId = (index: number) => `order-line-${index}-supplied`;
const errorId = (index: number) => `order-line-${index}-supplied-error`;

// What staff supply from comes first, the box last of it: on a phone the table shows the item,
// what was ordered and the Supplied box without scrolling sideways; the rest scrolls in its box.
const columns = [
  "Item",
  "Qty",
  "Free",
  "Supplied",
  "Rate",
  "Scheme",
  "Availability at placing",
  "Amount",
  "Company",
  "Pack",
  "Code",
] as const;
const numberCell = "px-2 py-2 text-right tabular-nums";

/** The box's name: the item, with its pack when the order has the same item in two packs. */
function itemName(lines: OrderLine[], line: OrderLine) {
  const twice = lines.filter((other) => other.name === line.name).length > 1;
  return twice ? `${line.name} ${line.pack}` : line.name;
}

/**
 * An estimate's rows: before GST, GST and with GST, as the customer reads them; the order's as
 * placed, and, once staff set it, what is supplied.
 */
function estimateRows(what: "Order" | "Supplied", estimate: { total: number; gst: number }) {
  return [
    [`${what}: estimate before GST`, estimate.total],
    ["GST (estimate)", estimate.gst],
    ["With GST (estimate)", withGst(estimate)],
  ].map(([label, value], index) => (
    <tr key={`${what}-${index}`}>
      <th
        scope="row"
        colSpan={3}
        className={`px-2 py-2 text-right ${index === 1 ? "font-normal" : "font-semibold"}`}
      >
        {label}
      </th>
      <td className={`${numberCell} ${index === 1 ? "" : "font-semibold"}`}>
        {formatRupees(Number(value))}
      </td>
      <td colSpan={7} />
    </tr>
  ));
}

/** The lines in a table with headers, and the estimate under them. */
export function OrderLinesTable({
  order,
  drafts,
  errors,
  onDraft,
}: {
  order: AdminOrder;
  drafts: SuppliedDrafts;
  errors: Record<number, string>;
  onDraft: (index: number, text: string) => void;
}) {
  const editable = canSetSupplied(order.status);
  const unpriced = order.lines.filter((line) => line.rate === null).length;
  const captionId = `order-${order.id}-lines`;
  return (
    <TableScroll labelledBy={captionId} className="rounded-xl ring-1 ring-slate-200">
      <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
        <caption id={captionId} className="sr-only">
          Lines of Order {order.number}
        </caption>
        <thead className="border-b border-slate-300 bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {order.lines.map((line, index) => {
            const name = itemName(order.lines, line);
            const error = errors[index];
            return (
              <tr key={index} className="align-top">
                <th scope="row" className="min-w-24 px-2 py-2 font-medium">
                  {line.name}
                </th>
                <td className={numberCell}>{formatNumber(line.quantity)}</td>
                <td className={numberCell}>{formatNumber(line.free)}</td>
                <td className="px-2 py-2">
                  <label htmlFor={suppliedInputId(index)} className="sr-only">
                    Supplied of {name}
                  </label>
                  <input
                    id={suppliedInputId(index)}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={mostSupplied(line)}
                    step={1}
                    disabled={!editable}
                    value={drafts[index] ?? (line.supplied === null ? "" : String(line.supplied))}
                    onChange={(event) => onDraft(index, event.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId(index) : undefined}
                    className="min-h-11 w-20 rounded-lg border border-slate-400 bg-white px-2 text-right tabular-nums disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-800"
                  />
                  {error && (
                    <p id={errorId(index)} className="mt-1 w-32 text-xs font-medium text-red-700">
                      {error}
                    </p>
                  )}
                </td>
                <td className={numberCell}>
                  {line.rate === null ? (
                    <span className="font-medium text-red-800">No rate</span>
                  ) : (
                    formatRupees(line.rate)
                  )}
                </td>
                <td className="px-3 py-2">{line.scheme || "None"}</td>
                <td className="px-3 py-2">
                  {line.availability ? (
                    <span className={line.availability === "out" ? "font-medium text-red-800" : ""}>
                      {account.terms.availability[line.availability]}
                    </span>
                  ) : (
                    "Not known"
                  )}
                </td>
                <td className={numberCell}>
                  {line.amount === null ? "None" : formatRupees(line.amount)}
                </td>
                <td className="px-3 py-2">{line.manufacturer}</td>
                <td className="px-3 py-2">{line.pack}</td>
                <td className="px-3 py-2 font-mono">{line.code}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot className="border-t border-slate-300">
          {estimateRows("Order", { total: order.total, gst: order.gst })}
          {order.suppliedTotal !== null &&
            order.suppliedGst !== null &&
            estimateRows("Supplied", { total: order.suppliedTotal, gst: order.suppliedGst })}
          {unpriced > 0 && (
            <tr>
              <td colSpan={11} className="px-3 py-2 text-red-800">
                {unpriced === 1
                  ? "1 line has no rate and is left out of the estimate."
                  : `${unpriced} lines have no rate and are left out of the estimate.`}
              </td>
            </tr>
          )}
        </tfoot>
      </table>
    </TableScroll>
  );
}
