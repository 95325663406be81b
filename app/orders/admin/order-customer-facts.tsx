import { Link } from "react-router";
import { ContactLinks } from "#app/admin/contact-links.tsx";
import { FactList } from "#app/admin/fact-list.tsx";
import { listSearch } from "#app/orders/admin/admin-orders.ts";
import type { AdminOrder } from "#shared/schemas/orders.ts";

/** Who placed the order and how to reach them. */
export function OrderCustomerFacts({ order }: { order: AdminOrder }) {
  const { customer } = order;
  const facts: [string, React.ReactNode][] = [
    ["Shop", customer.shopName],
    ["Party code", customer.code || "None"],
    ["Contact", customer.contactName || "None"],
    [
      "Reach them",
      customer.phone || customer.email ? (
        <span className="flex flex-col gap-1">
          <ContactLinks
            name={customer.contactName || customer.shopName}
            email={customer.email}
            phone={customer.phone}
            about={`your order ${order.number}`}
            touch
          />
        </span>
      ) : (
        "No phone or email kept"
      ),
    ],
    ["Address", customer.address || "None"],
    ["GSTIN", customer.gstin || "None"],
    ["Drug licence", customer.drugLicence || "None"],
  ];
  return (
    <>
      <FactList facts={facts} />
      <Link
        to={listSearch({ q: "", status: "", customer: customer.id, page: 1 })}
        className="inline-flex min-h-11 items-center self-start font-medium text-brand-800 underline underline-offset-4"
      >
        Every order of {customer.shopName}
      </Link>
    </>
  );
}
