import { useEffect, useId, useRef, useState } from "react";
import { customerCall } from "#app/customers/admin/customers.ts";
import type { BodyOf } from "#app/lib/api-client.ts";
import { apiRoutes } from "#shared/api/routes.ts";

/**
 * A form of a customer's details panel (their fields, their credit terms), under a rule and
 * named by its heading. With `focusHeading`, the heading takes the focus as the form opens, for
 * a form that replaces what the focus was on.
 */
export function CustomerForm({
  heading,
  onSubmit,
  focusHeading = false,
  gap,
  children,
}: {
  heading: string;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  focusHeading?: boolean;
  /** The space between the form's parts. */
  gap: "gap-3" | "gap-4";
  children: React.ReactNode;
}) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className={`flex flex-col ${gap} border-t border-slate-200 pt-4`}
    >
      <h3
        id={`${id}-heading`}
        ref={headingRef}
        tabIndex={focusHeading ? -1 : undefined}
        className={`text-lg font-semibold text-brand-900${focusHeading ? " outline-none" : ""}`}
      >
        {heading}
      </h3>
      {children}
    </form>
  );
}

/**
 * Saves changes to a customer (PUT /api/admin/customers/:id): `pending` while it is sent, and
 * the call's outcome (null when the session ended).
 */
export function useCustomerUpdate(id: string) {
  const [pending, setPending] = useState(false);
  async function save(body: BodyOf<typeof apiRoutes.updateCustomer>) {
    setPending(true);
    const outcome = await customerCall(undefined, apiRoutes.updateCustomer, {
      params: { id },
      body,
    });
    setPending(false);
    return outcome;
  }
  return { pending, save };
}
