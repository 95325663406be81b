import { useId, type ComponentProps, type ReactNode, type Ref } from "react";
import { SubmitButton, buttonClass } from "#app/ui/button.tsx";
import { StatusNote } from "#app/ui/form-status.tsx";
import { inputClass } from "#app/ui/input-class.ts";
import type { OrdersPageText } from "#app/orders/customer-orders.ts";
import { LargeOrderCheck } from "#app/orders/large-order-check.tsx";
import { ListEstimate } from "#app/orders/order-estimate.tsx";
import { OrderListLine } from "#app/orders/order-list-line.tsx";
import { SiteLink } from "#app/site/site-link.tsx";
import { useLocalePath } from "#app/site/site-text.tsx";
import { MAX_ORDER_NOTE_LENGTH } from "#shared/limits.ts";
import type { ListLine } from "#shared/schemas/orders.ts";
import { paths } from "#shared/site-paths.ts";

// "Your order" as it shows, with JavaScript (order-list-panel.tsx) or without (the page the
// server writes, order-page-no-js.tsx): the section, its status line, the lines, the estimate,
// the note and "Place order". Each page brings its own controls and ways of sending.

/**
 * What the section's status line says (a placing's result, or order again's); `held`: the order
 * was placed and held, with the way to the Bills page to pay.
 */
export type Said = { text: string; failed?: boolean; held?: string[] } | null;

/** The "Your order" section, its heading and its status line (`said`). */
export function OrderListSection({
  text,
  said,
  sectionRef,
  headingRef,
  children,
}: {
  text: OrdersPageText;
  said: Said;
  sectionRef?: Ref<HTMLElement>;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const to = useLocalePath();
  return (
    <section
      id="order"
      ref={sectionRef}
      aria-labelledby="order-heading"
      className="mt-12 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
    >
      <h2
        id="order-heading"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 text-3xl font-bold text-brand-900 outline-none"
      >
        {text.list.heading}
      </h2>
      <div role="status" aria-live="polite" className="mt-3">
        {said?.held && (
          <div className="rounded-xl border border-amber-700 bg-amber-50 p-4 text-amber-950">
            {said.held.map((sentence, index) => (
              <p key={index} className={index === 0 ? "text-lg font-semibold" : "mt-2"}>
                {sentence}
              </p>
            ))}
            <p className="mt-3">
              <SiteLink
                to={to(paths.accountBills)}
                className="font-semibold text-brand-800 underline underline-offset-4"
              >
                {text.hold.pay}
              </SiteLink>
            </p>
          </div>
        )}
        {said && !said.held && <StatusNote text={said.text} failed={said.failed} />}
      </div>
      {children}
    </section>
  );
}

/**
 * The list as it stands: empty, with the way to the search; or its lines with their controls
 * (`controls`), the estimate, and the form that places the order (`form`, its own fields in
 * `children`): the note, then "Place order", or the check of a large order (`check`).
 */
export function OrderListContents<Line extends ListLine & { key?: string }>({
  lines,
  text,
  refused,
  controls,
  saving,
  form,
  note,
  onNote,
  check,
  placing = false,
  onConfirm,
  onChangeCheck,
  children,
}: {
  lines: Line[];
  text: OrdersPageText;
  /** Whether the server refused a line when the order was placed. */
  refused?: (line: Line) => boolean;
  controls: (line: Line, index: number) => ReactNode;
  /** How saving the list's changes goes, under the lines (with JavaScript). */
  saving?: ReactNode;
  form: ComponentProps<"form">;
  note: string;
  /** The note typed into the page's state; absent, it is posted as it is. */
  onNote?: (note: string) => void;
  /** A large order's lines as sentences, to check before it is placed as it is. */
  check: string[] | null;
  placing?: boolean;
  onConfirm?: () => void;
  onChangeCheck?: () => void;
  children?: ReactNode;
}) {
  if (lines.length === 0) return <EmptyList text={text} />;
  return (
    <>
      <OrderLines lines={lines} text={text} refused={refused} controls={controls} />
      {saving}
      <ListEstimate lines={lines} text={text.estimate} />
      <form {...form} className="mt-6 flex flex-col gap-4">
        {children}
        <OrderNoteField text={text} value={note} onChange={onNote} />
        {check ? (
          <LargeOrderCheck
            sentences={check}
            text={text.large}
            placing={placing}
            onConfirm={onConfirm}
            onChange={onChangeCheck}
          />
        ) : (
          <SubmitButton pending={placing} pendingLabel={text.place.pending}>
            {text.place.submit}
          </SubmitButton>
        )}
      </form>
    </>
  );
}

/** An empty list, and the way to the search. */
function EmptyList({ text }: { text: OrdersPageText }) {
  const to = useLocalePath();
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <p className="text-slate-700">{text.list.empty}</p>
      <SiteLink to={to(paths.products)} className={buttonClass("outline", "md")}>
        {text.list.search}
      </SiteLink>
    </div>
  );
}

/** The list's lines, each with its controls (`controls`). */
function OrderLines<Line extends ListLine & { key?: string }>({
  lines,
  text,
  refused = () => false,
  controls,
}: {
  lines: Line[];
  text: OrdersPageText;
  /** Whether the server refused a line when the order was placed. */
  refused?: (line: Line) => boolean;
  controls: (line: Line, index: number) => ReactNode;
}) {
  return (
    <>
      <p className="mt-2 max-w-prose text-slate-700">{text.list.intro}</p>
      <ul id="items" className="mt-2 divide-y divide-slate-200">
        {lines.map((line, index) => (
          <OrderListLine
            key={line.key ?? index}
            line={line}
            refused={refused(line)}
            text={text}
            controls={controls(line, index)}
          />
        ))}
      </ul>
    </>
  );
}

/**
 * The order's note with its hint: typed into the page's state (`onChange`), or posted with the
 * form as it is (`name="note"`, starting from `value`) without JavaScript.
 */
function OrderNoteField({
  text,
  value,
  onChange,
}: {
  text: OrdersPageText;
  value: string;
  onChange?: (note: string) => void;
}) {
  const noteId = useId();
  const hintId = useId();
  return (
    <div>
      <label htmlFor={noteId} className="block font-medium text-slate-800">
        {text.place.note}
      </label>
      <p id={hintId} className="text-sm text-slate-600">
        {text.place.noteHint}
      </p>
      <textarea
        id={noteId}
        name="note"
        aria-describedby={hintId}
        {...(onChange
          ? {
              value,
              onChange: (event: React.ChangeEvent<HTMLTextAreaElement>) =>
                onChange(event.target.value),
            }
          : { defaultValue: value })}
        maxLength={MAX_ORDER_NOTE_LENGTH}
        rows={3}
        className={`${inputClass} mt-1 py-3`}
      />
    </div>
  );
}
