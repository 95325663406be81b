import { useEffect, useId, useRef, useState } from "react";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { inputClass } from "#app/components/ui/input-class.ts";
import { QuantityInput } from "#app/components/ui/quantity-input.tsx";
import { LargeOrderCheck } from "#app/components/large-order-check.tsx";
import type { OrderLine, OrderList } from "#app/lib/use-order-list.ts";
import { SiteLink, usePageLocation } from "#app/lib/site-link.tsx";
import { useLocalePath, useSiteText } from "#app/lib/site-text.tsx";
import type { AccountText } from "#shared/content/en/account.ts";
import type { OrdersText } from "#shared/content/en/orders.ts";
import { MAX_ORDER_NOTE_LENGTH } from "#shared/limits.ts";
import { largeLineSentences } from "#shared/large-order-text.ts";
import { freeQuantity, lineAmount, orderEstimate } from "#shared/order-terms.ts";
import { paths } from "#shared/site-paths.ts";
import { fill, formatNumber, formatRupees, plural } from "#shared/text-format.ts";

// "Your order" on the account page (docs/product.md#orders): the customer's list at today's
// terms, each line's free goods and amount worked out as the quantity changes, the estimate,
// a note, and "Place order".

export type OrdersPageText = OrdersText & { terms: AccountText["terms"] };
/** What the section's status line says (a placing's result, or order again's). */
export type Said = { text: string; failed?: boolean } | null;

const availabilityClass = {
  in_stock: "bg-leaf-600/10 text-leaf-700",
  low: "bg-amber-50 text-amber-900",
  out: "bg-red-50 text-red-800",
} as const;
const markClass = "rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800";

/** Label and value pairs, wrapping on a narrow screen. */
export function Terms({ terms }: { terms: [label: string, value: string][] }) {
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {terms.map(([label, value]) => (
        <div key={label} className="flex gap-1">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ListedLine({
  line,
  refused,
  text,
  onQuantity,
  onRemove,
}: {
  line: OrderLine;
  /** The server refused this line when the order was placed. */
  refused: boolean;
  text: OrdersPageText;
  /** null: the box holds no quantity (it says so beside it). */
  onQuantity: (quantity: number | null) => void;
  onRemove: () => void;
}) {
  const quantityId = useId();
  const { terms, list } = text;
  const free = freeQuantity(line.scheme, line.quantity);
  const amount = lineAmount(line.rate, line.quantity, line.scheme);
  const shown: [string, string][] = [];
  if (line.rate !== null) shown.push([terms.rate, formatRupees(line.rate)]);
  if (line.mrp !== null) shown.push([terms.mrp, formatRupees(line.mrp)]);
  if (line.scheme) shown.push([terms.scheme, line.scheme]);
  if (free > 0) shown.push([list.free, formatNumber(free)]);
  if (amount !== null) shown.push([list.amount, formatRupees(amount)]);
  return (
    <li
      className="flex flex-col gap-2 py-4"
      data-marked={!line.inCatalogue || refused || undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="font-semibold [overflow-wrap:anywhere] text-brand-900">{line.name}</p>
          <p className="text-sm text-slate-600">
            {[line.pack, line.manufacturer].filter(Boolean).join(" · ")}
          </p>
        </div>
        {line.availability && (
          <p
            className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${availabilityClass[line.availability]}`}
          >
            {terms.availability[line.availability]}
          </p>
        )}
      </div>
      {line.inCatalogue ? (
        <>
          {shown.length > 0 && <Terms terms={shown} />}
          {line.rate === null && (
            <p className="text-sm font-semibold text-slate-900">
              {terms.noRate}: {list.notCounted}
            </p>
          )}
        </>
      ) : (
        <p className={markClass}>{list.notInCatalogue}</p>
      )}
      {refused && line.inCatalogue && <p className={markClass}>{text.place.lineError}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={quantityId} className="sr-only">
          {fill(list.quantityOf, { item: line.name })}
        </label>
        <QuantityInput id={quantityId} value={line.quantity} onChange={onQuantity} />
        <Button
          variant="danger"
          size="sm"
          className="min-h-11"
          aria-label={fill(list.removeLabel, { item: line.name })}
          onClick={onRemove}
        >
          {list.remove}
        </Button>
      </div>
    </li>
  );
}

/** The estimate, as the bill adds GST line by line: worked out again at every change. */
function Estimate({ lines, text }: { lines: OrderLine[]; text: OrdersText["estimate"] }) {
  const { locale } = useSiteText();
  const estimate = orderEstimate(lines);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-xl bg-brand-50 p-4">
      <h3 id={headingId} className="text-lg font-bold text-brand-900">
        {text.heading}
      </h3>
      <dl className="mt-2 grid max-w-md grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {[
          [text.total, estimate.total],
          [text.gst, estimate.gst],
          [text.withGst, estimate.withGst],
        ].map(([label, value], index) => (
          <div key={index} className={`contents ${index === 2 ? "font-bold" : ""}`}>
            <dt className="text-slate-700">{label}</dt>
            <dd className="text-right text-slate-900 tabular-nums">
              {formatRupees(Number(value))}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-slate-700">{text.note}</p>
      {estimate.unpriced > 0 && (
        <p className="mt-1 text-sm font-semibold text-slate-900">
          {plural(locale, text.unpriced, estimate.unpriced)}
        </p>
      )}
      {estimate.gstUnknown > 0 && (
        <p className="mt-1 text-sm text-slate-700">
          {plural(locale, text.gstUnknown, estimate.gstUnknown)}
        </p>
      )}
    </section>
  );
}

/** "Your order": `said` is the section's status line, which order again also speaks through. */
export function OrderListPanel({
  order,
  text,
  said,
  onSaid,
  onPlaced,
}: {
  order: OrderList;
  text: OrdersPageText;
  said: Said;
  onSaid: (said: Said) => void;
  onPlaced: () => void;
}) {
  const to = useLocalePath();
  const noteId = useId();
  const hintId = useId();
  const [note, setNote] = useState("");
  const [placing, setPlacing] = useState(false);
  /** Keys of the lines the server refused at the last placing. */
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());
  /** Keys of the lines whose box holds no quantity: nothing is placed until they do. */
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  /** A large order's lines to check, as sentences, before it is placed as it is. */
  const [check, setCheck] = useState<string[] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = useRef(false);
  const sectionRef = useRef<HTMLElement>(null);
  const { list, place } = order;

  // The header's badge links to /account#order: the section is there only once the list is.
  const ready = list.state === "ready";
  const { hash } = usePageLocation();
  useEffect(() => {
    if (ready && hash === "#order") sectionRef.current?.scrollIntoView();
  }, [ready, hash]);

  /** The first box holding no quantity takes the focus; its own words say why. */
  const focusInvalid = () =>
    sectionRef.current?.querySelector<HTMLInputElement>("input[aria-invalid=true]")?.focus();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await placeList();
  }

  async function placeList(confirmLarge?: true) {
    // A second tap while the first is on its way places nothing more.
    if (busy.current || list.state !== "ready") return;
    if (invalid.size > 0) return focusInvalid();
    if (list.lines.some((line) => !line.inCatalogue || !line.itemId)) {
      onSaid({ text: text.place.notInCatalogue, failed: true });
      return;
    }
    busy.current = true;
    setPlacing(true);
    onSaid(null);
    const { outcome, placed } = await place(note.trim(), confirmLarge);
    busy.current = false;
    setPlacing(false);
    setCheck(null);
    if (outcome.kind === "placed") {
      onSaid({ text: fill(text.place.placed, { number: outcome.number }) });
      setNote("");
      setRefused(new Set());
      onPlaced();
      // The list is gone and the page shorter: the confirmation is where the customer looks.
      heading.current?.focus();
    } else if (outcome.kind === "confirm") {
      setCheck(
        largeLineSentences(text.large, outcome.lines, (index) => {
          const line = placed[index];
          return line && { name: line.name, quantity: line.quantity };
        }),
      );
    } else if (outcome.kind === "lines") {
      setRefused(new Set(outcome.errors.flatMap(({ index }) => placed[index]?.key ?? [])));
      onSaid({ text: text.place.lineErrors, failed: true });
    } else if (outcome.kind === "refused") {
      const sentence =
        outcome.status === 429
          ? text.place.tooMany
          : outcome.status === 409
            ? text.place.conflict
            : outcome.status === 0 || outcome.status >= 500
              ? text.place.failed
              : (outcome.error ?? text.place.failed);
      onSaid({ text: sentence, failed: true });
      if (outcome.status === 409) onPlaced();
    }
  }

  return (
    <section
      id="order"
      ref={sectionRef}
      aria-labelledby="order-heading"
      className="mt-12 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
    >
      <h2
        id="order-heading"
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-24 text-3xl font-bold text-brand-900 outline-none"
      >
        {text.list.heading}
      </h2>
      <div role="status" aria-live="polite" className="mt-3">
        {said && (
          <p
            className={`rounded-xl border p-4 font-medium ${
              said.failed
                ? "border-red-700 bg-red-50 text-red-800"
                : "border-leaf-600 bg-leaf-600/10 text-leaf-700"
            }`}
          >
            {said.text}
          </p>
        )}
      </div>

      {list.state === "loading" && <p className="mt-3 text-slate-700">{text.list.loading}</p>}
      {list.state === "failed" && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-slate-800">{text.list.failed}</p>
          <Button variant="outline" size="md" onClick={order.reload}>
            {text.list.retry}
          </Button>
        </div>
      )}
      {list.state === "ready" && list.lines.length === 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-slate-700">{text.list.empty}</p>
          <SiteLink to={to(paths.products)} className={buttonClass("outline", "md")}>
            {text.list.search}
          </SiteLink>
        </div>
      )}
      {list.state === "ready" && list.lines.length > 0 && (
        <>
          <p className="mt-2 max-w-prose text-slate-700">{text.list.intro}</p>
          <ul className="mt-2 divide-y divide-slate-200">
            {list.lines.map((line) => (
              <ListedLine
                key={line.key}
                line={line}
                refused={refused.has(line.key)}
                text={text}
                onQuantity={(quantity) => {
                  setCheck(null);
                  const others = [...invalid].filter((key) => key !== line.key);
                  setInvalid(new Set(quantity === null ? [...others, line.key] : others));
                  if (quantity !== null) order.setQuantity(line.key, quantity);
                }}
                onRemove={() => order.remove(line.key)}
              />
            ))}
          </ul>
          <p className="min-h-6 text-sm text-slate-600">
            {order.saving === "saving" && text.list.saving}
          </p>
          <div role="status" className="flex flex-wrap items-center gap-3">
            {order.saving === "failed" && (
              <>
                <p className="font-medium text-red-800">{text.list.saveFailed}</p>
                <Button variant="outline" size="md" onClick={order.retrySave}>
                  {text.list.retry}
                </Button>
              </>
            )}
          </div>
          <Estimate lines={list.lines} text={text.estimate} />
          <form onSubmit={(event) => void submit(event)} className="mt-6 flex flex-col gap-4">
            <div>
              <label htmlFor={noteId} className="block font-medium text-slate-800">
                {text.place.note}
              </label>
              <p id={hintId} className="text-sm text-slate-600">
                {text.place.noteHint}
              </p>
              <textarea
                id={noteId}
                aria-describedby={hintId}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                maxLength={MAX_ORDER_NOTE_LENGTH}
                rows={3}
                className={`${inputClass} mt-1 py-3`}
              />
            </div>
            {check ? (
              <LargeOrderCheck
                sentences={check}
                text={text.large}
                placing={placing}
                onConfirm={() => void placeList(true)}
                onChange={() => {
                  setCheck(null);
                  sectionRef.current?.querySelector<HTMLInputElement>("input")?.focus();
                }}
              />
            ) : (
              <Button
                type="submit"
                pending={placing}
                pendingLabel={text.place.pending}
                className="self-start"
              >
                {text.place.submit}
              </Button>
            )}
          </form>
        </>
      )}
    </section>
  );
}
