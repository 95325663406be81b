import { Link } from "react-router";
import type { Route } from "./+types/new-order";
import { StaffOrderForm } from "#app/orders/admin/staff-order-form.tsx";
import { site } from "#shared/content/site.ts";
import { paths } from "#shared/site-paths.ts";

export const meta: Route.MetaFunction = () => [
  { title: `New order for a customer | Admin | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** Staff take an order for a customer who phoned, sent a WhatsApp message or visited. */
export default function NewOrder() {
  return (
    <>
      <Link
        to={paths.adminOrders}
        className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-4"
      >
        Back to orders
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-brand-900">New order for a customer</h1>
      <p className="mt-3 mb-6 max-w-prose text-slate-700">
        For an order that came by phone, WhatsApp or a visit. It is placed as the customer’s own
        order, at the rates, schemes and availability they see, and marked as taken by you. Only
        invited and active customers can be chosen; an active customer is mailed like for any order.
      </p>
      <StaffOrderForm />
    </>
  );
}
