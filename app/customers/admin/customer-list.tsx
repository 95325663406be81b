import { useState } from "react";
import { CustomerDetails } from "./customer-details";
import { StatusBadge } from "./customer-status";
import { listFilter, StatusSearchList } from "#app/admin/searched-list.tsx";
import { Button, buttonClass } from "#app/ui/button.tsx";
import {
  customerFilterLabels,
  customerFilterOptions,
  invitationState,
  type useCustomers,
} from "#app/customers/admin/customers.ts";
import { indiaDateTime } from "#shared/india-time.ts";
import type { CustomerRow } from "#shared/schemas/customers.ts";

const texts = {
  name: "Customers",
  search: "Search shop, contact, phone, email or code",
  empty: "No customers found",
};
const statuses = listFilter("status", "Status", "All", customerFilterOptions, customerFilterLabels);

/** The id of a customer's "Details" button, where the focus returns when the details close. */
const detailsButtonId = (id: string) => `customer-${id}-details-button`;

/**
 * The customers, searched and filtered, one page at a time, with a CSV of the same filters;
 * "Details" opens one customer's panel under the list, where staff act on it.
 */
export function CustomerList({ list }: { list: ReturnType<typeof useCustomers> }) {
  const { reload, csvUrl } = list;
  const [open, setOpen] = useState<CustomerRow | null>(null);

  function close() {
    const id = open?.id;
    setOpen(null);
    if (id) document.getElementById(detailsButtonId(id))?.focus();
  }

  return (
    <section aria-labelledby="customer-list" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="customer-list" className="text-xl font-bold text-brand-900">
          Customer list
        </h2>
        <a href={csvUrl} download className={buttonClass("outline", "md")}>
          Download CSV<span className="sr-only"> of the customers listed</span>
        </a>
      </div>
      <StatusSearchList texts={texts} statuses={statuses} list={list}>
        {(customers) =>
          customers.map((customer) => (
            <CustomerItem
              key={customer.id}
              customer={customer}
              expanded={open?.id === customer.id}
              onDetails={() => setOpen(open?.id === customer.id ? null : customer)}
            />
          ))
        }
      </StatusSearchList>
      {open && <CustomerDetails key={open.id} row={open} onChanged={reload} onClose={close} />}
    </section>
  );
}

function CustomerItem({
  customer,
  expanded,
  onDetails,
}: {
  customer: CustomerRow;
  expanded: boolean;
  onDetails: () => void;
}) {
  const invitation = invitationState(customer);
  return (
    <li className="grid gap-3 py-4 text-sm md:grid-cols-[2fr_2fr_2fr_auto] md:items-start">
      <div className="flex flex-col items-start gap-1">
        <h3 className="text-base font-semibold text-brand-900">{customer.shopName}</h3>
        <StatusBadge customer={customer} />
        {customer.code && <p className="text-slate-700">Code: {customer.code}</p>}
      </div>
      <div className="flex flex-col gap-1 break-words text-slate-800">
        <p>{customer.contactName}</p>
        <p className="whitespace-nowrap">{customer.phone}</p>
        <p className="break-all">{customer.email}</p>
      </div>
      <div className="flex flex-col gap-1 text-slate-700">
        <p>Created {indiaDateTime(customer.createdAt)}</p>
        {invitation && <p className="font-medium text-brand-900">{invitation}</p>}
        <p>
          {customer.lastSignInAt
            ? `Last sign-in ${indiaDateTime(customer.lastSignInAt)}`
            : "Never signed in"}
        </p>
      </div>
      <Button
        id={detailsButtonId(customer.id)}
        variant="soft"
        size="sm"
        className="self-start"
        aria-expanded={expanded}
        aria-controls={expanded ? "customer-details" : undefined}
        onClick={onDetails}
      >
        Details<span className="sr-only"> of {customer.shopName}</span>
      </Button>
    </li>
  );
}
