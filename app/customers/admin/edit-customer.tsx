import { useEffect, useId, useRef, useState } from "react";
import { CustomerFields, useFieldProblems } from "./customer-fields";
import { Button } from "#app/ui/button.tsx";
import { customerCall } from "#app/customers/admin/customers.ts";
import { apiRoutes } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import type { CustomerDetail } from "#shared/schemas/customers.ts";

/** The staff's fields of a customer, changed and saved; status moves have their own buttons. */
export function EditCustomer({
  customer,
  onSaved,
  onCancel,
}: {
  customer: CustomerDetail;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const problems = useFieldProblems(id);
  const [pending, setPending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = problems.check(apiSchemas.updateCustomer.body, event.currentTarget);
    if (!fields) return;
    // Only what changed is sent, so a field left alone cannot undo someone else's change.
    const changes = Object.fromEntries(
      Object.entries(fields).filter(
        ([name, value]) => customer[name as keyof typeof fields] !== value,
      ),
    );
    // Nothing to save: as Cancel.
    if (Object.keys(changes).length === 0) return onCancel();
    problems.clear();
    setPending(true);
    const outcome = await customerCall(undefined, apiRoutes.updateCustomer, {
      params: { id: customer.id },
      body: changes,
    });
    setPending(false);
    if (!outcome) return;
    if ("refusal" in outcome) return problems.refuse(outcome.refusal);
    onSaved();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 border-t border-slate-200 pt-4"
    >
      <h3
        id={`${id}-heading`}
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-brand-900 outline-none"
      >
        Edit the details
      </h3>
      <CustomerFields
        idPrefix={id}
        values={customer}
        errors={problems.errors}
        required={["shopName"]}
      />
      {problems.sentence}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="md" pending={pending} pendingLabel="Saving…">
          Save the changes
        </Button>
        <Button variant="outline" size="md" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
