import { useEffect, useId, useRef, useState } from "react";
import { Button, SubmitButton } from "#app/ui/button.tsx";
import { StatusNote } from "#app/ui/form-status.tsx";
import { inputClass } from "#app/ui/input-class.ts";
import type { OrdersPageText } from "#app/orders/customer-orders.ts";
import { messageProblem, readMessage } from "#app/orders/order-paste.ts";
import { useLocalePath, useSiteText } from "#app/site/site-text.tsx";
import { MAX_PASTE_CHARACTERS } from "#shared/limits.ts";
import { paths } from "#shared/site-paths.ts";
import { plural } from "#shared/text-format.ts";
import { OrderPasteLine, type ReviewedLine } from "./order-paste-line";
import type { ListEntry } from "#app/orders/account-list.ts";

// "Order from a message or a list" on the account page (docs/product.md#orders-from-a-message):
// a message pasted or an indent chosen, read by the server into lines, checked here, and the
// kept lines added to the order list below. Without JavaScript the same form posts to
// `/account/order/paste`, which answers a page of the same lines.

export function OrderPastePanel({
  text,
  onAdd,
}: {
  text: OrdersPageText;
  /** Adds the lines to the order list; false when they could not be saved. */
  onAdd: (lines: ListEntry[]) => Promise<boolean>;
}) {
  const to = useLocalePath();
  const { locale } = useSiteText();
  const ids = useId();
  const t = text.message;
  const [message, setMessage] = useState("");
  const [reading, setReading] = useState(false);
  const [adding, setAdding] = useState(false);
  const [said, setSaid] = useState<{ text: string; failed?: boolean } | null>(null);
  const [lines, setLines] = useState<ReviewedLine[] | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  /** The lines were just read: their heading takes the focus once it is drawn. */
  const justRead = useRef(false);
  useEffect(() => {
    if (!lines || !justRead.current) return;
    justRead.current = false;
    reviewHeading.current?.focus();
  }, [lines]);

  async function read(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reading) return;
    const chosen = file.current?.files?.[0];
    const problem = chosen ? undefined : messageProblem(message);
    if (problem) return setSaid({ text: t.answers[problem], failed: true });
    setReading(true);
    setSaid(null);
    let body: { text: string } | FormData = { text: message };
    if (chosen) {
      body = new FormData();
      body.set("file", chosen);
    }
    const outcome = await readMessage(body);
    setReading(false);
    if (outcome.kind === "signed-out") return;
    if (outcome.kind === "refused")
      return setSaid({
        text: outcome.said === "failed" ? t.paste.failed : t.answers[outcome.said],
        failed: true,
      });
    setLines(
      outcome.lines.map((line, index) => ({
        key: `${index}`,
        line: line.line,
        text: line.text,
        quantity: line.quantity,
        quantityWritten: line.quantityWritten,
        offered: [line.match, ...line.alternatives].filter((item) => item !== null),
        chosen: line.match?.id ?? "",
        keep: line.match !== null,
      })),
    );
    justRead.current = true;
  }

  async function add() {
    if (!lines || adding) return;
    const kept = lines.filter((line) => line.keep && line.chosen);
    // A box holding no quantity says so beside it: nothing is added until it is put right.
    if (kept.some((line) => line.quantity === null)) return;
    if (kept.length === 0) return setSaid({ text: t.review.nothingKept, failed: true });
    setAdding(true);
    const entries = kept.map((line) => {
      const item = line.offered.find((offered) => offered.id === line.chosen)!;
      return {
        itemId: item.id,
        name: item.name,
        manufacturer: item.manufacturer,
        pack: item.pack,
        quantity: line.quantity!,
      };
    });
    const saved = await onAdd(entries);
    setAdding(false);
    if (!saved) return setSaid({ text: text.list.saveFailed, failed: true });
    setLines(null);
    setMessage("");
    if (file.current) file.current.value = "";
    setSaid({ text: plural(locale, t.review.added, kept.length) });
  }

  const change = (key: string, changed: Partial<ReviewedLine>) =>
    setLines(
      (current) =>
        current && current.map((line) => (line.key === key ? { ...line, ...changed } : line)),
    );

  return (
    <section
      id="paste"
      aria-labelledby={`${ids}-heading`}
      className="mt-12 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${ids}-heading`} className="text-3xl font-bold text-brand-900">
        {t.paste.heading}
      </h2>
      <p className="mt-2 max-w-prose text-slate-700">{t.paste.lead}</p>
      <div role="status" aria-live="polite" className="mt-3">
        {said && <StatusNote text={said.text} failed={said.failed} />}
      </div>
      {lines === null ? (
        <form
          method="post"
          action={to(paths.accountOrderPaste)}
          encType="multipart/form-data"
          onSubmit={(event) => void read(event)}
          className="mt-4 flex flex-col gap-4"
        >
          <input type="hidden" name="locale" value={locale} />
          <div>
            <label htmlFor={`${ids}-text`} className="block font-medium text-slate-800">
              {t.paste.message}
            </label>
            <p id={`${ids}-text-hint`} className="text-sm text-slate-600">
              {t.paste.messageHint}
            </p>
            <textarea
              id={`${ids}-text`}
              name="text"
              rows={6}
              maxLength={MAX_PASTE_CHARACTERS}
              aria-describedby={`${ids}-text-hint`}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              className={`${inputClass} mt-1 py-3`}
            />
          </div>
          <div>
            <label htmlFor={`${ids}-file`} className="block font-medium text-slate-800">
              {t.paste.file}
            </label>
            <p id={`${ids}-file-hint`} className="text-sm text-slate-600">
              {t.paste.fileHint}
            </p>
            <input
              id={`${ids}-file`}
              ref={file}
              name="file"
              type="file"
              accept=".xlsx,.xls,.csv"
              aria-describedby={`${ids}-file-hint`}
              className="mt-1 max-w-full"
            />
          </div>
          <p className="text-sm text-slate-700">{t.paste.photos}</p>
          <SubmitButton pending={reading} pendingLabel={t.paste.reading}>
            {t.paste.read}
          </SubmitButton>
        </form>
      ) : (
        <div className="mt-4">
          <h3
            ref={reviewHeading}
            tabIndex={-1}
            className="text-2xl font-bold text-brand-900 outline-none"
          >
            {t.review.heading}
          </h3>
          <p className="mt-1 max-w-prose text-slate-700">{t.review.lead}</p>
          <ul className="mt-2 divide-y divide-slate-200">
            {lines.map((line) => (
              <OrderPasteLine
                key={line.key}
                line={line}
                text={text}
                onChange={(changed) => change(line.key, changed)}
              />
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button pending={adding} onClick={() => void add()}>
              {t.review.add}
            </Button>
            <Button variant="outline" onClick={() => setLines(null)}>
              {t.review.again}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
