import { useId, useState } from "react";
import { LinkParty } from "#app/customers/admin/link-party.tsx";
import { ColumnTitles } from "#app/ui/column-titles.tsx";
import { TableScroll } from "#app/ui/table-scroll.tsx";
import type { OutstandingParty } from "#shared/schemas/money.ts";
import { formatRupees } from "#shared/text-format.ts";

const matchedBy = { code: "party code", alias: "linked name", name: "name" };

/** The report's parties, with the customer each was matched to, if any. */
export function Parties({
  heading,
  note,
  parties,
  onLinked,
}: {
  heading: string;
  note?: string;
  parties: OutstandingParty[];
  /** Offers to link each party's name to a customer, and says when one was. */
  onLinked?: () => void;
}) {
  const id = useId();
  const [linking, setLinking] = useState<string | null>(null);
  const matched = parties.some((party) => party.customerId);
  return (
    <section className="rounded-xl ring-1 ring-slate-200">
      <h3 id={id} className="bg-slate-50 px-3 py-2 font-semibold text-brand-900">
        {heading}
      </h3>
      {note && <p className="px-3 py-2 text-sm text-slate-700">{note}</p>}
      <TableScroll labelledBy={id}>
        <table aria-labelledby={id} className="w-full min-w-[40rem] text-left text-sm">
          <ColumnTitles
            labels={[
              ...["Party", "Code", "Bills", "Pending"],
              ...(matched ? ["Customer", "Matched by"] : []),
              ...(onLinked ? ["Link"] : []),
            ]}
            className="bg-slate-50"
          />
          <tbody>
            {parties.map((party) => (
              <tr
                key={`${party.code}|${party.name}`}
                className="border-b border-slate-200 last:border-0"
              >
                <td className="px-3 py-2">{party.name}</td>
                <td className="px-3 py-2 whitespace-nowrap">{party.code}</td>
                <td className="px-3 py-2 tabular-nums">{party.bills.toLocaleString("en-IN")}</td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                  {formatRupees(party.pending)}
                </td>
                {matched && <td className="px-3 py-2">{party.shopName}</td>}
                {matched && <td className="px-3 py-2">{party.by && matchedBy[party.by]}</td>}
                {onLinked && (
                  <td className="px-3 py-2">
                    <button
                      type="button"
                      onClick={() => setLinking(party.name)}
                      className="min-h-11 font-semibold text-brand-700 underline"
                    >
                      Link to a customer…<span className="sr-only"> ({party.name})</span>
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {onLinked && linking && (
        <div className="px-3 pb-3">
          <LinkParty key={linking} name={linking} onLinked={onLinked} />
        </div>
      )}
    </section>
  );
}
