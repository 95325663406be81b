import { useState } from "react";
import { ActionFeedback, type ActionOutcome } from "#app/admin/action-feedback.tsx";
import { Button } from "#app/ui/button.tsx";
import { inputClass } from "#app/ui/input-class.ts";
import { CustomerForm, useCustomerUpdate } from "#app/customers/admin/customer-form.tsx";
import type { CreditTerm, CustomerDetail } from "#shared/schemas/customers.ts";
import { formatNumber, formatRupees } from "#shared/text-format.ts";

// A customer's own credit terms (docs/product.md#credit): the most they may owe and the days a
// bill may be overdue when they order, each the owner's default, none, or their own. An order
// that breaks them is placed held, never refused.

type Choice = "default" | "none" | "own";
const choiceOf = (term: CreditTerm): Choice =>
  term === null ? "default" : term === "none" ? "none" : "own";

/** A term as staff read it. */
export function creditTermText(term: CreditTerm, kind: "limit" | "age") {
  if (term === null) return "The owner’s default";
  if (term === "none") return kind === "limit" ? "No limit" : "No check";
  return kind === "limit" ? formatRupees(term) : `${formatNumber(term)} days`;
}

const terms = [
  {
    name: "creditLimit",
    kind: "limit",
    legend: "Credit limit",
    own: "Its own limit (₹, with GST)",
    none: "No limit",
  },
  {
    name: "maxOverdueDays",
    kind: "age",
    legend: "Overdue age",
    own: "Its own age (days a bill may be overdue)",
    none: "No check",
  },
] as const;

/** The customer's credit terms, set one way or another and saved together. */
export function CustomerCredit({
  customer,
  onSaved,
}: {
  customer: CustomerDetail;
  onSaved: () => void;
}) {
  const [choices, setChoices] = useState<Record<(typeof terms)[number]["name"], Choice>>({
    creditLimit: choiceOf(customer.creditLimit),
    maxOverdueDays: choiceOf(customer.maxOverdueDays),
  });
  const { pending, save } = useCustomerUpdate(customer.id);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const termOf = (name: (typeof terms)[number]["name"]): CreditTerm | undefined => {
      const choice = choices[name];
      if (choice !== "own") return choice === "none" ? "none" : null;
      const typed = String(data.get(name) ?? "").replace(/[,\s₹]/g, "");
      return typed === "" || Number.isNaN(Number(typed)) ? undefined : Number(typed);
    };
    const creditLimit = termOf("creditLimit");
    const maxOverdueDays = termOf("maxOverdueDays");
    if (creditLimit === undefined || maxOverdueDays === undefined)
      return setOutcome({ error: "Type the customer’s own limit and age as numbers." });
    const done = await save({ creditLimit, maxOverdueDays });
    if (!done) return;
    if ("refusal" in done) return setOutcome({ error: done.refusal.error });
    setOutcome({ message: "The credit terms are saved." });
    onSaved();
  }

  return (
    <CustomerForm heading="Credit" onSubmit={submit} gap="gap-3">
      <p className="max-w-prose text-sm text-slate-700">
        An order over the limit, or placed while a bill is overdue beyond the age, is placed held
        for staff to release or cancel; the customer is told why.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {terms.map((term) => {
          const value = customer[term.name];
          return (
            <fieldset key={term.name} className="flex flex-col gap-2">
              <legend className="font-medium text-slate-900">
                {term.legend}: {creditTermText(value, term.kind)}
              </legend>
              {(["default", "none", "own"] as const).map((choice) => (
                <label key={choice} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name={`${term.name}-choice`}
                    checked={choices[term.name] === choice}
                    onChange={() => setChoices({ ...choices, [term.name]: choice })}
                    className="size-5"
                  />
                  {choice === "default"
                    ? "The owner’s default"
                    : choice === "none"
                      ? term.none
                      : term.own}
                </label>
              ))}
              {choices[term.name] === "own" && (
                <input
                  name={term.name}
                  inputMode="decimal"
                  aria-label={term.own}
                  defaultValue={typeof value === "number" ? String(value) : ""}
                  className={inputClass}
                />
              )}
            </fieldset>
          );
        })}
      </div>
      <Button
        type="submit"
        size="md"
        pending={pending}
        pendingLabel="Saving…"
        className="self-start"
      >
        Save the credit terms
      </Button>
      {/* Only once saved or refused: the details' own feedback is the page's alert otherwise. */}
      {outcome && <ActionFeedback outcome={outcome} focus />}
    </CustomerForm>
  );
}
