import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/orders";
import { OrderList } from "#app/orders/admin/order-list.tsx";
import { OrderView } from "#app/orders/admin/order-view.tsx";
import { PickListView } from "#app/orders/admin/pick-list.tsx";
import { orderFiltersOf } from "#app/orders/admin/admin-orders.ts";
import { buttonClass } from "#app/ui/button.tsx";
import { site } from "#shared/content/site.ts";
import { paths } from "#shared/site-paths.ts";

export const meta: Route.MetaFunction = () => [
  { title: `Orders | Admin | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * Trade customers' orders: accepted, supplied and dispatched, and exported for billing. The
 * list, one order's view (`?id=`) or its pick list to print (`?id=…&view=pick-list`), each in
 * the address so that a link, a new tab or the back button finds it again.
 */
export default function Orders() {
  const [params] = useSearchParams();
  const id = params.get("id");
  const filters = orderFiltersOf(params);
  if (id && params.get("view") === "pick-list")
    return <PickListView key={id} id={id} filters={filters} />;
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">Orders</h1>
      {id ? (
        <OrderView key={id} id={id} filters={filters} />
      ) : (
        <>
          <p className="mt-3 max-w-prose text-slate-700">
            Orders signed-in customers place on the website, and those staff take for them. New
            orders come first: accept each, set what is supplied of each line, mark it dispatched,
            then delivered. An order over the customer’s credit limit, or placed while a bill is
            long overdue, is held: release it or cancel it. Each status change mails an active
            customer who has an email.
          </p>
          <Link to={paths.adminNewOrder} className={`mt-4 ${buttonClass("primary", "md")}`}>
            New order for a customer
          </Link>
          <OrderList />
        </>
      )}
    </>
  );
}
