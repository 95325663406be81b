import { useEffect, useRef, useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { LineControls } from "#app/orders/order-list-line.tsx";
import { OrderListContents, OrderListSection, type Said } from "#app/orders/order-list-view.tsx";
import type { OrdersPageText } from "#app/orders/customer-orders.ts";
import type { OrderList } from "#app/orders/use-order-list.ts";
import { usePageLocation } from "#app/site/site-link.tsx";
import { largeLineSentences } from "#shared/large-order-text.ts";
import { holdSentences } from "#shared/order-hold-text.ts";
import { fill } from "#shared/text-format.ts";

// "Your order" on the account page (docs/product.md#orders): the customer's list at today's
// terms, each line's free goods and amount worked out as the quantity changes, the estimate,
// a note, and "Place order".

export type { Said };

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
      const { number, hold, amount } = outcome;
      onSaid(
        hold
          ? { text: "", held: holdSentences(text.hold, { number, hold, amount }) }
          : { text: fill(text.place.placed, { number }) },
      );
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
    <OrderListSection text={text} said={said} sectionRef={sectionRef} headingRef={heading}>
      {list.state === "loading" && <p className="mt-3 text-slate-700">{text.list.loading}</p>}
      {list.state === "failed" && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-slate-800">{text.list.failed}</p>
          <Button variant="outline" size="md" onClick={order.reload}>
            {text.list.retry}
          </Button>
        </div>
      )}
      {list.state === "ready" && (
        <OrderListContents
          lines={list.lines}
          text={text}
          refused={(line) => refused.has(line.key)}
          controls={(line) => (
            <LineControls
              line={line}
              text={text}
              onQuantity={(quantity) => {
                setCheck(null);
                const others = [...invalid].filter((key) => key !== line.key);
                setInvalid(new Set(quantity === null ? [...others, line.key] : others));
                if (quantity !== null) order.setQuantity(line.key, quantity);
              }}
              onRemove={() => order.remove(line.key)}
            />
          )}
          saving={
            <>
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
            </>
          }
          form={{ onSubmit: (event) => void submit(event) }}
          note={note}
          onNote={setNote}
          check={check}
          placing={placing}
          onConfirm={() => void placeList(true)}
          onChangeCheck={() => {
            setCheck(null);
            sectionRef.current?.querySelector<HTMLInputElement>("input")?.focus();
          }}
        />
      )}
    </OrderListSection>
  );
}
