import {
  customerStatusLabels,
  type CustomerRow,
  type CustomerStatus,
} from "#shared/schemas/customers.ts";

const badgeClass = "inline-block rounded-full px-3 py-1 text-xs font-semibold";
const statusStyles: Record<CustomerStatus, string> = {
  requested: "bg-sun-400 text-brand-900",
  invited: "bg-brand-100 text-brand-900",
  active: "bg-leaf-600/10 text-leaf-700",
  disabled: "bg-slate-200 text-slate-800",
  rejected: "bg-red-100 text-red-900",
};

/** Where a customer stands, and whether the request was kept aside as spam. */
export function StatusBadge({ customer }: { customer: Pick<CustomerRow, "status" | "spam"> }) {
  return (
    <span className="flex flex-wrap gap-1">
      <span className={`${badgeClass} ${statusStyles[customer.status]}`}>
        {customerStatusLabels[customer.status]}
      </span>
      {customer.spam && <span className={`${badgeClass} bg-red-100 text-red-900`}>Spam</span>}
    </span>
  );
}
