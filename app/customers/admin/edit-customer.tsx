import { useId } from "react";
import { CustomerFields, useFieldProblems } from "./customer-fields";
import { Button } from "#app/ui/button.tsx";
import { CustomerForm, useCustomerUpdate } from "#app/customers/admin/customer-form.tsx";
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
  const { pending, save } = useCustomerUpdate(customer.id);

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
    const outcome = await save(changes);
    if (!outcome) return;
    if ("refusal" in outcome) return problems.refuse(outcome.refusal);
    onSaved();
  }

  return (
    <CustomerForm heading="Edit the details" onSubmit={submit} focusHeading gap="gap-4">
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
    </CustomerForm>
  );
}
