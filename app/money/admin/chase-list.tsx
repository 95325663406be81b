import { useId, useState } from "react";
import { LinkParty } from "#app/customers/admin/link-party.tsx";
import { TextBox } from "#app/admin/text-box.tsx";
import { buttonClass } from "#app/ui/button.tsx";
import { useAdminList } from "#app/admin/use-admin-list.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { formatDate } from "#shared/dates.ts";
import type { ChaseParty } from "#shared/schemas/money.ts";
import { formatRupees } from "#shared/text-format.ts";

/**
 * The parties that owe, most overdue first, each customer with their reminder to send by
 * WhatsApp or mail in one tap (the website sends none itself).
 */
export function ChaseList() {
  const id = useId();
  const [q, setQ] = useState("");
  const { state, reload } = useAdminList(
    apiUrl(apiRoutes.chaseList, { query: q ? { q } : {} }),
    apiSchemas.chaseList.response,
    // Each row carries the report's day, for the heading.
    (answer) => ({
      items: answer.parties.map((party) => ({ party, asOf: answer.asOf })),
      total: answer.total,
    }),
    "Failed to fetch the outstanding",
  );
  const asOf = state.status === "ready" ? state.items[0]?.asOf : undefined;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-900">
        Who owes{asOf && `, as of ${formatDate("en", asOf)}`}
      </h2>
      <p className="mt-2 max-w-prose text-slate-700">
        Most overdue first, less the payments customers reported since. Each customer’s reminder
        names their overdue bills and links to their Bills page.
      </p>
      <div className="mt-4">
        <TextBox type="search" label="Find a party by name or code" value={q} onChange={setQ} />
      </div>
      {state.status === "loading" && <p className="mt-4 text-slate-700">Loading…</p>}
      {state.status === "error" && (
        <p role="alert" className="mt-4 font-medium text-red-800">
          {state.message}
        </p>
      )}
      {state.status === "ready" &&
        (state.items.length === 0 ? (
          <p className="mt-4 text-slate-700">Nobody owes anything here.</p>
        ) : (
          <ul className="mt-4 grid gap-3">
            {state.items.map(({ party }) => (
              <li key={`${party.code}|${party.name}`}>
                <PartyCard party={party} onLinked={reload} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

function PartyCard({ party, onLinked }: { party: ChaseParty; onLinked: () => void }) {
  const { reminder } = party;
  const [linking, setLinking] = useState(false);
  return (
    <article className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <h3 className="font-bold text-brand-900">
        {party.name}
        {party.code && <span className="font-normal text-slate-600"> · {party.code}</span>}
      </h3>
      <p className="mt-1 text-slate-800">
        {formatRupees(party.pending)} due on {party.bills} {party.bills === 1 ? "bill" : "bills"}
        {party.overdue > 0 &&
          `; ${formatRupees(party.overdue)} overdue, the oldest by ${party.oldestDays} days`}
      </p>
      {reminder ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {reminder.whatsappUrl && (
            <a href={reminder.whatsappUrl} className={buttonClass("outline", "md")}>
              Remind by WhatsApp
            </a>
          )}
          {reminder.mailtoUrl && (
            <a href={reminder.mailtoUrl} className={buttonClass("outline", "md")}>
              Remind by mail
            </a>
          )}
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">
            Not matched to a customer: give the customer this party code, or link the name.
          </p>
          {linking ? (
            <LinkParty name={party.name} onLinked={onLinked} />
          ) : (
            <button
              type="button"
              onClick={() => setLinking(true)}
              className="mt-2 min-h-11 font-semibold text-brand-700 underline"
            >
              Link to a customer…
            </button>
          )}
        </>
      )}
    </article>
  );
}
