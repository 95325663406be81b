import { Button } from "#app/ui/button.tsx";
import { FinderStatus } from "#app/admin/finder-status.tsx";
import { SearchBar } from "#app/ui/search-bar.tsx";
import { canOrderFor, findCustomers, useFinder } from "#app/orders/admin/staff-orders.ts";
import { customerStatusLabels, type CustomerRow } from "#shared/schemas/customers.ts";

// Choosing the customer an order is taken for: found by name, party code or mobile; only
// invited and active customers can be chosen (the others are listed, and say why not).

export function CustomerPicker({
  chosen,
  onChoose,
}: {
  chosen: CustomerRow | null;
  onChoose: (customer: CustomerRow | null) => void;
}) {
  const { found, query, search } = useFinder(findCustomers);

  if (chosen)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 p-4">
        <p className="flex flex-col">
          <span className="text-lg font-bold text-brand-900">{chosen.shopName}</span>
          <span className="text-slate-700">
            {[
              chosen.code && `Code ${chosen.code}`,
              chosen.phone,
              customerStatusLabels[chosen.status],
            ]
              .filter(Boolean)
              .join(" · ")}
          </span>
          {chosen.status === "invited" && (
            <span className="text-sm text-slate-700">
              Invited: they are not mailed about this order until they set a password.
            </span>
          )}
        </p>
        <Button variant="outline" size="md" onClick={() => onChoose(null)}>
          Change customer
        </Button>
      </div>
    );

  return (
    <div className="flex flex-col gap-3">
      <SearchBar
        name="Customers"
        label="Shop name, party code or mobile"
        query={query}
        onSearch={(q) => void search(q)}
      />
      <FinderStatus found={found} query={query} what="customers" />
      {found.status === "found" && found.rows.length > 0 && (
        <ul aria-label="Customers found" className="flex flex-col gap-2">
          {found.rows.map((customer) => (
            <li
              key={customer.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white p-3 ring-1 ring-slate-200"
            >
              <span className="flex flex-col">
                <span className="font-semibold text-brand-900">{customer.shopName}</span>
                <span className="text-sm text-slate-700">
                  {[customer.code, customer.phone, customerStatusLabels[customer.status]]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              </span>
              {canOrderFor(customer) ? (
                <Button
                  variant="soft"
                  size="md"
                  aria-label={`Order for ${customer.shopName}`}
                  onClick={() => onChoose(customer)}
                >
                  Order for them
                </Button>
              ) : (
                <span className="text-sm font-medium text-slate-700">
                  Cannot order: {customerStatusLabels[customer.status].toLowerCase()}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
