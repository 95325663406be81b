import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { signInUrl } from "#app/admin/admin-api.ts";
import { answerOf, callApi } from "#app/lib/api-client.ts";
import { apiRoutes } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { MAX_PASTE_CHARACTERS } from "#shared/limits.ts";
import type { PastedItem, PastedLine } from "#shared/schemas/order-message.ts";
import type { StaffItem } from "#shared/schemas/orders.ts";
import { formatRupees } from "#shared/text-format.ts";

// Staff take an order from the customer's WhatsApp message (docs/product.md#orders-from-a-
// message): pasted here, read on the server against the catalogue with the terms that customer
// sees, each line shown with its best match and the others to pick from, and the kept lines
// added to the order. Nothing is ordered by reading; a line without a match stays, as written,
// for the item search below.

/** A line as staff review it: the item picked (none: left out) and the quantity read. */
type Reviewed = PastedLine & { picked: PastedItem | null };

const itemWords = (item: PastedItem) =>
  [item.name, item.pack, item.manufacturer, item.rate === null ? "" : formatRupees(item.rate)]
    .filter(Boolean)
    .join(" · ");

export function MessagePaste({
  customerId,
  onAdd,
}: {
  /** The customer the order is for: the message is read with their terms. */
  customerId: string | null;
  onAdd: (lines: { item: StaffItem; quantity: number }[]) => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [lines, setLines] = useState<Reviewed[] | null>(null);
  const [said, setSaid] = useState("");
  const [pending, setPending] = useState(false);

  async function read() {
    if (!customerId || pending) return;
    setPending(true);
    setSaid("");
    try {
      const response = await callApi(apiRoutes.adminParseOrderMessage, {
        body: { customerId, text },
      });
      if (response.status === 401) return navigate(signInUrl());
      if (response.ok) {
        const answer = await answerOf(response, apiSchemas.adminParseOrderMessage.response);
        if (answer) setLines(answer.lines.map((line) => ({ ...line, picked: line.match })));
        else setSaid("The server could not read the message. Please try again.");
      } else {
        const refusal = (await response.json().catch(() => undefined)) as
          { error?: string } | undefined;
        setSaid(refusal?.error ?? "The message could not be read. Please try again.");
      }
    } catch {
      setSaid("The message could not be sent. Please check the connection and try again.");
    } finally {
      setPending(false);
    }
  }

  function add() {
    if (!lines) return;
    onAdd(lines.flatMap(({ picked, quantity }) => (picked ? [{ item: picked, quantity }] : [])));
    setLines(null);
    setText("");
  }

  return (
    <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <label htmlFor={`${id}-text`} className="font-medium text-slate-800">
        Paste the customer’s message (WhatsApp, SMS, a list)
      </label>
      <textarea
        id={`${id}-text`}
        rows={5}
        maxLength={MAX_PASTE_CHARACTERS}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        className="w-full rounded-xl border border-slate-400 bg-white px-3 py-2 text-slate-900"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          size="md"
          disabled={!customerId || !text.trim() || pending}
          onClick={() => void read()}
        >
          Read the message
        </Button>
        {!customerId && <p className="text-sm text-slate-700">Choose the customer first.</p>}
      </div>
      {said && (
        <p role="alert" className="font-medium text-red-800">
          {said}
        </p>
      )}
      {lines && (
        <section aria-label="The message's lines" className="flex flex-col gap-3">
          <ol className="flex flex-col gap-3">
            {lines.map((line, index) => {
              const choices = [line.match, ...line.alternatives].filter(
                (item): item is PastedItem => item !== null,
              );
              return (
                <li key={index} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
                  <p className="break-words text-slate-700">
                    Line {line.line}: “{line.text}” — quantity {line.quantity}
                    {line.quantityWritten ? "" : " (none written: check it)"}
                  </p>
                  <label className="mt-2 flex flex-col gap-1 text-sm font-medium text-slate-800">
                    Item
                    <select
                      value={line.picked?.id ?? ""}
                      onChange={(event) => {
                        const picked =
                          choices.find((item) => item.id === event.currentTarget.value) ?? null;
                        setLines((all) =>
                          all!.map((each, at) => (at === index ? { ...each, picked } : each)),
                        );
                      }}
                      className="min-h-11 rounded-lg border border-slate-400 bg-white px-2 text-base"
                    >
                      {choices.map((item) => (
                        <option key={item.id} value={item.id}>
                          {itemWords(item)}
                        </option>
                      ))}
                      <option value="">
                        {choices.length
                          ? "Leave this line out"
                          : "No match: add it from the search"}
                      </option>
                    </select>
                  </label>
                </li>
              );
            })}
          </ol>
          <div>
            <Button type="button" size="md" onClick={add}>
              Add {lines.filter((line) => line.picked).length} lines to the order
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
