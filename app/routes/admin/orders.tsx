import type { Route } from "./+types/orders";
import { site } from "#shared/content/site.ts";

export const meta: Route.MetaFunction = () => [
  { title: `Orders | Admin | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** Trade customers' orders: accepted, supplied and dispatched, and exported for billing. */
export default function Orders() {
  return <h1 className="text-3xl font-bold text-brand-900">Orders</h1>;
}
