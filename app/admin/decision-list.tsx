import { useState, type ReactNode } from "react";
import { TextBox } from "#app/admin/text-box.tsx";
import { buttonClass } from "#app/ui/button.tsx";
import { OptionSelect } from "#app/ui/search-bar.tsx";
import { customerCall } from "#app/customers/admin/customers.ts";
import type { ListState } from "#app/admin/use-admin-list.ts";
import { apiRoutes } from "#shared/api/routes.ts";
import type { apiSchemas } from "#shared/api/schemas.ts";
import type { z } from "#shared/schemas/zod.ts";
import { indiaCalendarDate } from "#shared/india-time.ts";

// What the admin's lists of customers' requests (payments reported, returns asked for) share:
// a status to show, the cards of one status, staff's answer to one, and the export of some days
// for the billing software.

/** "Show [status]": the status a list shows, by its staff's names. */
export function StatusChoice<Status extends string>({
  label = "Show",
  statuses,
  names,
  onChange,
  ...choice
}: {
  id: string;
  label?: string;
  statuses: readonly Status[];
  names: Record<Status, string>;
  value: Status;
  onChange: (status: Status) => void;
}) {
  return (
    <OptionSelect
      {...choice}
      label={label}
      labelClassName="font-medium text-slate-800"
      options={statuses}
      labels={names}
      onChange={(status) => onChange(status as Status)}
      className="min-h-11 rounded-xl border border-slate-400 bg-white px-3 text-slate-900"
    />
  );
}

/** One status's items as cards, or why there are none yet. */
export function CardList<Item extends { id: string }>({
  state,
  noun,
  card,
}: {
  state: ListState<Item>;
  /** What the items are, in the plural ("payments"). */
  noun: string;
  card: (item: Item) => ReactNode;
}) {
  if (state.status === "loading") return <p className="mt-6 text-slate-700">Loading…</p>;
  if (state.status === "error")
    return (
      <p role="alert" className="mt-6 font-medium text-red-800">
        {state.message}
      </p>
    );
  if (state.items.length === 0) return <p className="mt-6 text-slate-700">No {noun} here.</p>;
  return (
    <>
      {state.total > state.items.length && (
        <p className="mt-6 text-slate-700">
          {state.items.length} of {state.total.toLocaleString("en-IN")} shown.
        </p>
      )}
      <ul className="mt-6 grid gap-4">
        {state.items.map((item) => (
          <li key={item.id}>{card(item)}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * The export of some days for the billing software: the first and last day (today by default),
 * what `more` adds, and a CSV and an Excel link to the URL `href` makes of them.
 */
export function DaysExport({
  id,
  title,
  lead,
  more,
  href,
}: {
  id: string;
  title: string;
  lead: ReactNode;
  more?: ReactNode;
  href: (days: { from: string; to: string; format: "csv" | "xlsx" }) => string;
}) {
  const today = indiaCalendarDate(new Date());
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const day = (label: string, value: string, set: (value: string) => void) => (
    <label className="flex flex-col gap-1 font-medium text-slate-800">
      {label}
      <input
        type="date"
        value={value}
        onChange={(event) => set(event.currentTarget.value)}
        className="min-h-11 rounded-xl border border-slate-400 bg-white px-3 font-normal text-slate-900"
      />
    </label>
  );
  return (
    <section aria-labelledby={id} className="mt-10 max-w-prose">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <p className="mt-2 text-slate-700">{lead}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        {day("First day", from, setFrom)}
        {day("Last day", to, setTo)}
        {more}
        {(["csv", "xlsx"] as const).map((format) => (
          <a
            key={format}
            href={href({ from, to, format })}
            download
            className={buttonClass("outline", "md")}
          >
            {format === "csv" ? "Download CSV" : "Download Excel (.xlsx)"}
          </a>
        ))}
      </div>
    </section>
  );
}

/**
 * One request as a card: its title with the customer's party code, what staff decide from
 * (`children`), and the refusal of staff's last answer.
 */
export function DecisionCard({
  id,
  title,
  code,
  marked = false,
  error,
  children,
}: {
  id: string;
  title: ReactNode;
  code: string | null;
  /** Drawn with a thicker amber ring: something to check before answering. */
  marked?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby={`${id}-title`}
      className={`rounded-2xl bg-white p-5 ring-1 ${marked ? "ring-2 ring-amber-600" : "ring-slate-200"}`}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-brand-900">
        {title}
        {code && <span className="font-normal text-slate-600"> · {code}</span>}
      </h2>
      {children}
      {error && (
        <p role="alert" className="mt-3 font-medium text-red-800">
          {error}
        </p>
      )}
    </article>
  );
}

/** Why staff reject a request: the customer reads it. */
export function RejectReason({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (reason: string) => void;
}) {
  return (
    <TextBox
      id={id}
      label="Why it is rejected (the customer reads it)"
      small
      maxLength={500}
      value={value}
      onChange={onChange}
    />
  );
}

/** The bodies of staff's answers to a customer's request, by route. */
type Answers = {
  decidePayment: z.input<typeof apiSchemas.decidePayment.body>;
  decideReturn: z.input<typeof apiSchemas.decideReturn.body>;
};

/**
 * Staff's answer to one request (a payment reported, a return asked for): which answer is being
 * sent, the refusal's sentence, and `send`, which calls `onDone` once the answer is taken.
 */
export function useStaffAnswer<Name extends keyof Answers>(
  name: Name,
  id: string,
  onDone: () => void,
) {
  const [sending, setSending] = useState<Answers[Name]["status"] | null>(null);
  const [error, setError] = useState<string>();
  async function send(body: Answers[Name]) {
    setSending(body.status);
    setError(undefined);
    // One of the two routes, with its own body: TypeScript cannot pair them through `Name`.
    const route = apiRoutes[name] as (typeof apiRoutes)["decideReturn"];
    const outcome = await customerCall(undefined, route, {
      params: { id },
      body: body as Answers["decideReturn"],
    });
    setSending(null);
    if (!outcome) return;
    if ("refusal" in outcome) setError(outcome.refusal.error);
    else onDone();
  }
  return { sending, error, send };
}
