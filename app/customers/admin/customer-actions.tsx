import { useId, useState } from "react";
import { Button, oneAtATime } from "#app/ui/button.tsx";
import { controlClass } from "#app/ui/search-bar.tsx";
import { customerCall, type Outcome } from "#app/customers/admin/customers.ts";
import { apiRoutes } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import type { CustomerDetail, Invitation } from "#shared/schemas/customers.ts";
import { fieldErrorsOf } from "#shared/schemas/fields.ts";

/** What an action came to: a sentence (with the invitation it made), or the server's refusal. */
export type ActionResult =
  | { error: string }
  | { message: string; invited?: { answer: Invitation; email: string; phone: string } };

/** The status moves that answer only `{success: true}`, each asked about first when it hurts. */
const moves = {
  disable: {
    label: "Disable",
    route: apiRoutes.disableCustomer,
    question: (name: string) =>
      `Disable ${name}? They can no longer sign in or see rates until you enable them again.`,
    done: "Disabled: the customer can no longer sign in.",
  },
  enable: {
    label: "Enable",
    route: apiRoutes.enableCustomer,
    question: null,
    done: "Enabled: the customer can sign in again.",
  },
  reject: {
    label: "Reject",
    route: apiRoutes.rejectCustomer,
    question: (name: string) =>
      `Reject the request from ${name}? No account is made; the request stays listed as Rejected.`,
    done: "The request is rejected.",
  },
  erase: {
    label: "Erase",
    route: apiRoutes.eraseCustomer,
    question: (name: string) =>
      `Erase the personal details of ${name}? The contact name, phone, email, password and open sessions are removed for good. The shop name, party code and orders are kept. This cannot be undone.`,
    done: "Erased: the contact name, phone, email, password and sessions are removed.",
  },
} as const;
type Move = keyof typeof moves;

/** The Edit button's id (one customer's details are open at a time): the focus returns to it. */
export const EDIT_BUTTON_ID = "customer-edit-button";

/** What staff may do with a customer in its status: approve, invite, disable, enable, reject, edit, erase. */
export function CustomerActions({
  customer,
  onResult,
  onEdit,
}: {
  customer: CustomerDetail;
  onResult: (result: ActionResult) => void;
  onEdit: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState(customer.code);
  const [codeError, setCodeError] = useState<string>();
  const [busy, setBusy] = useState<string | null>(null);
  const params = { id: customer.id };
  const name = customer.shopName;
  const invited = (message: string) => (answer: Invitation) => ({
    message,
    invited: { answer, email: customer.email, phone: customer.phone },
  });

  async function run<T>(
    action: string,
    call: Promise<Outcome<T>>,
    done: (answer: T) => ActionResult,
  ) {
    setBusy(action);
    const outcome = await call;
    setBusy(null);
    if (outcome) onResult("refusal" in outcome ? outcome.refusal : done(outcome.answer));
  }

  function approve(event: React.FormEvent) {
    event.preventDefault();
    const body = apiSchemas.approveCustomer.body.safeParse({ code });
    setCodeError(body.success ? undefined : fieldErrorsOf(body.error).code?.[0]);
    if (!body.success) return;
    const call = customerCall(apiSchemas.approveCustomer.response, apiRoutes.approveCustomer, {
      params,
      body: body.data,
    });
    void run("approve", call, invited("Approved. Send the customer the invitation below."));
  }
  function invite() {
    const call = customerCall(apiSchemas.inviteCustomer.response, apiRoutes.inviteCustomer, {
      params,
    });
    void run("invite", call, invited("A new link is made; any earlier link no longer works."));
  }
  function move(action: Move) {
    const { route, question, done } = moves[action];
    if (question && !window.confirm(question(name))) return;
    void run(action, customerCall(undefined, route, { params }), () => ({ message: done }));
  }
  const moveButton = (action: Move, variant: "soft" | "danger" = "soft") => (
    <Button
      variant={variant}
      size="md"
      {...oneAtATime(busy, action)}
      pendingLabel="Working…"
      onClick={() => move(action)}
    >
      {moves[action].label}
      <span className="sr-only"> {name}</span>
    </Button>
  );
  const { status } = customer;

  return (
    <div className="flex flex-col gap-4 border-t border-slate-200 pt-4">
      {status === "requested" && (
        <form onSubmit={approve} className="flex flex-wrap items-end gap-3" noValidate>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-code`} className="text-sm font-medium">
              Party code in the billing software
            </label>
            <p id={`${id}-code-hint`} className="max-w-prose text-sm text-slate-600">
              Orders reach the billing software under this code. Leave it empty if the party is not
              there yet.
            </p>
            <input
              id={`${id}-code`}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={`${id}-code-hint${codeError ? ` ${id}-code-error` : ""}`}
              className={`${controlClass} w-48`}
            />
            {codeError && (
              <p id={`${id}-code-error`} className="text-sm font-medium text-red-700">
                {codeError}
              </p>
            )}
          </div>
          <Button
            type="submit"
            size="md"
            {...oneAtATime(busy, "approve")}
            pendingLabel="Approving…"
          >
            Approve<span className="sr-only"> {name}</span>
          </Button>
        </form>
      )}
      <div className="flex flex-wrap gap-3">
        {(status === "invited" || status === "active") && (
          <Button
            size="md"
            {...oneAtATime(busy, "invite")}
            pendingLabel="Making a link…"
            onClick={invite}
          >
            {status === "invited" && !customer.linkExpiresAt ? "Invite" : "New link"}
            <span className="sr-only"> for {name}</span>
          </Button>
        )}
        {(status === "invited" || status === "active") && moveButton("disable")}
        {status === "disabled" && moveButton("enable")}
        {status === "requested" && moveButton("reject", "danger")}
        <Button
          id={EDIT_BUTTON_ID}
          variant="outline"
          size="md"
          disabled={busy !== null}
          onClick={onEdit}
        >
          Edit<span className="sr-only"> {name}</span>
        </Button>
        {!customer.erasedAt && moveButton("erase", "danger")}
      </div>
      {!customer.erasedAt && (
        <p className="max-w-prose text-sm text-slate-600">
          Erase removes the contact name, phone, email, password and open sessions; the shop name,
          party code and orders are kept, as the accounts need them.
        </p>
      )}
    </div>
  );
}
