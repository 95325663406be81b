import { useEffect, useRef, useState } from "react";
import { FocusHeading } from "#app/admin/focus-heading.tsx";
import { ActionFeedback } from "#app/admin/action-feedback.tsx";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { CustomerActions, EDIT_BUTTON_ID, type ActionResult } from "./customer-actions";
import { CustomerCredit } from "./customer-credit";
import { StatusBadge } from "./customer-status";
import { EditCustomer } from "./edit-customer";
import { FactList } from "#app/admin/fact-list.tsx";
import { InvitationBox } from "./invitation-box";
import { ListStates } from "#app/admin/paged-list.tsx";
import { Button } from "#app/ui/button.tsx";
import { invitationState } from "#app/customers/admin/customers.ts";
import { useAdminList } from "#app/admin/use-admin-list.ts";
import { apiRoutes, apiUrl } from "#shared/api/routes.ts";
import { apiSchemas } from "#shared/api/schemas.ts";
import { languageNamesInEnglish } from "#shared/content/languages.ts";
import { indiaDateTime } from "#shared/india-time.ts";
import { visitorPhoneHref } from "#shared/phone-links.ts";
import type { CustomerDetail, CustomerRow } from "#shared/schemas/customers.ts";
import { paths } from "#shared/site-paths.ts";

const linkClass = "font-medium text-brand-700 underline underline-offset-2";
const sources: Record<CustomerDetail["source"], string> = {
  request: "Asked on the website",
  staff: "Added by staff",
  import: "Imported from the party list",
};
const when = (at: string | null, otherwise: string) => (at ? indiaDateTime(at) : otherwise);
/** A link staff sent a customer who is no longer `invited`, while it is open. */
const openLink = ({ linkExpiresAt }: CustomerDetail) =>
  linkExpiresAt && Date.parse(linkExpiresAt) > Date.now()
    ? `New link open until ${indiaDateTime(linkExpiresAt)}`
    : "No open link";

/** Everything the server keeps about a customer, as a list of terms. */
function CustomerFacts({ customer }: { customer: CustomerDetail }) {
  const facts: [string, React.ReactNode][] = [
    ["Status", <StatusBadge key="status" customer={customer} />],
    ["Party code", customer.code || "None"],
    ["Contact", customer.contactName || "None"],
    [
      "Phone",
      customer.phone ? (
        <a className={linkClass} href={visitorPhoneHref(customer.phone)}>
          {customer.phone}
        </a>
      ) : (
        "None"
      ),
    ],
    [
      "Email",
      customer.email ? (
        <a className={`${linkClass} break-all`} href={`mailto:${customer.email}`}>
          {customer.email}
        </a>
      ) : (
        "None"
      ),
    ],
    ["Address", customer.address || "None"],
    ["Drug licence", customer.drugLicence || (customer.hospital ? "None (a hospital)" : "None")],
    ["GSTIN", customer.gstin || "None"],
    ["Hospital", customer.hospital ? "Yes" : "No"],
    ["Language", languageNamesInEnglish[customer.locale]],
    ["Source", sources[customer.source]],
    ["Password set", customer.passwordSet ? "Yes" : "No"],
    ["Invitation", invitationState(customer) ?? openLink(customer)],
    ["Open sessions", String(customer.sessions)],
    ["Created", indiaDateTime(customer.createdAt)],
    ["Privacy notice accepted", when(customer.consentedAt, "Not yet")],
    ["Last sign-in", when(customer.lastSignInAt, "Never")],
    ...(customer.erasedAt
      ? [["Erased", indiaDateTime(customer.erasedAt)] as [string, string]]
      : []),
  ];
  return <FactList facts={facts} />;
}

/**
 * One customer's details and what staff may do with them; the result of the last action (and
 * the invitation it made) stays shown while the details load again.
 */
export function CustomerDetails({
  row,
  onChanged,
  onClose,
}: {
  row: CustomerRow;
  /** The list shows the change too. */
  onChanged: () => void;
  onClose: () => void;
}) {
  const { state, reload } = useAdminList(
    apiUrl(apiRoutes.customer, { params: { id: row.id } }),
    apiSchemas.customer.response,
    ({ customer }) => ({ items: [customer], total: 1 }),
    "Failed to fetch the customer",
  );
  const [result, setResult] = useState<ActionResult | null>(null);
  const [editing, setEditing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const invitation = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);
  const invited = Boolean(result && "invited" in result && result.invited);
  // After an action the focus goes to what it made: the invitation, or (ActionFeedback) the
  // sentence.
  useEffect(() => {
    if (result) invitation.current?.focus();
  }, [result]);

  function finish(next: ActionResult) {
    setResult(next);
    if ("error" in next) return;
    setEditing(false);
    reload();
    onChanged();
  }

  return (
    <section
      id="customer-details"
      aria-labelledby="customer-details-heading"
      className="mt-6 flex flex-col gap-4 rounded-2xl bg-white p-5 ring-2 ring-brand-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FocusHeading
          id="customer-details-heading"
          ref={heading}
          className="text-xl font-bold text-brand-900"
        >
          {state.status === "ready" ? state.items[0]?.shopName : row.shopName}
        </FocusHeading>
        <Button variant="outline" size="md" onClick={onClose}>
          Close details
        </Button>
      </div>
      <ListStates state={state} empty="" onRetry={reload}>
        {([customer]) =>
          customer && (
            <>
              <CustomerFacts customer={customer} />
              <Link
                to={`${paths.adminOrders}?${new URLSearchParams({ customer: customer.id }).toString()}`}
                className="inline-flex min-h-11 items-center self-start font-medium text-brand-700 underline underline-offset-2"
              >
                Orders of {customer.shopName}
              </Link>
              <CustomerCredit customer={customer} onSaved={reload} />
              {editing ? (
                <EditCustomer
                  customer={customer}
                  onSaved={() => finish({ message: "The changes are saved." })}
                  onCancel={() => {
                    flushSync(() => setEditing(false));
                    document.getElementById(EDIT_BUTTON_ID)?.focus();
                  }}
                />
              ) : (
                <CustomerActions
                  customer={customer}
                  onResult={finish}
                  onEdit={() => setEditing(true)}
                />
              )}
            </>
          )
        }
      </ListStates>
      <ActionFeedback outcome={result} focus={!invited} />
      {result && "invited" in result && result.invited && (
        <InvitationBox {...result.invited} headingRef={invitation} />
      )}
    </section>
  );
}
