import { useEffect, useId, useRef, useState } from "react";
import { CustomerFields, useFieldProblems } from "./customer-fields";
import { InvitationBox } from "./invitation-box";
import { FormShell } from "#app/ui/form-shell.tsx";
import { customerCall } from "#app/customers/admin/customers.ts";
import { apiRoutes } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import type { Invitation } from "#shared/schemas/customers.ts";

type Added = { shopName: string; answer: Invitation; email: string; phone: string };

/**
 * Staff add a customer they know: checked with the shared schema, then made on the server
 * with an invitation link, which staff send themselves.
 */
export function AddCustomer({ onAdded }: { onAdded: () => void }) {
  const id = useId();
  const problems = useFieldProblems(id);
  const [pending, setPending] = useState(false);
  const [added, setAdded] = useState<Added | null>(null);
  const invitation = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (added) invitation.current?.focus();
  }, [added]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = problems.check(apiSchemas.createCustomer.body, form);
    if (!fields) return;
    problems.clear();
    setAdded(null);
    setPending(true);
    const outcome = await customerCall(
      apiSchemas.createCustomer.response,
      apiRoutes.createCustomer,
      {
        body: fields,
      },
    );
    setPending(false);
    if (!outcome) return;
    if ("refusal" in outcome) return problems.refuse(outcome.refusal);
    const { shopName, email, phone } = fields;
    form.reset();
    setAdded({ shopName, answer: outcome.answer, email, phone });
    onAdded();
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 flex flex-col gap-4">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        Add a customer
      </h2>
      <p className="max-w-prose text-slate-700">
        For a shop, nursing home or hospital you already deal with. The account is made at once, as
        Invited, with a link to set a password. Nobody is mailed: you send the invitation.
      </p>
      <FormShell
        onSubmit={submit}
        noValidate
        submitLabel="Add the customer"
        pendingLabel="Adding…"
        pending={pending}
        status={
          <>
            {problems.sentence}
            <p role="status" className="font-medium text-leaf-700 empty:hidden">
              {added ? `${added.shopName} is added.` : ""}
            </p>
          </>
        }
      >
        <CustomerFields
          idPrefix={id}
          errors={problems.errors}
          required={["shopName", "contactName", "phone"]}
        />
      </FormShell>
      {added && (
        <InvitationBox
          answer={added.answer}
          email={added.email}
          phone={added.phone}
          headingRef={invitation}
        />
      )}
    </section>
  );
}
