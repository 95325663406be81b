import { Hono } from "hono";
import type { AdminDeps, AdminEnv, AdminGuards } from "#server/auth/guards.server.ts";
import type { CatalogueSearch } from "#server/catalogue/public.server.ts";
import { findCustomer } from "#server/customers/public.server.ts";
import { apiError } from "#server/http/api-error.server.ts";
import { mountRoute } from "#server/http/api-route.server.ts";
import { orderBodyLimit } from "./order-route-kit.server";
import type { CreditCheck } from "./credit-check.server";
import { placedAnswer } from "./order-read.server";
import { placeOrder } from "./order-store.server";

// Staff take an order for a customer by phone, WhatsApp or a visit (docs/product.md#orders):
// they search the catalogue with the terms a signed-in customer sees, and the order is placed
// by the one placement every order goes through, as the customer's order, marked with who took
// it and how. Audited by the order's id and number and the customer's id only.

/** The customers staff may order for: invited (no password yet) and active ones. */
const orderingStatuses: readonly string[] = ["invited", "active"];

export function staffOrderRoutes(
  {
    database,
    outbox,
    catalogue,
    creditCheck,
  }: AdminDeps & { catalogue: CatalogueSearch; creditCheck: CreditCheck },
  guards: AdminGuards,
) {
  const api = new Hono<AdminEnv>();
  const { sameOrigin, requireAdmin, record } = guards;
  // Every customer sees the same terms: the rate, MRP, scheme and availability of the live catalogue.
  mountRoute(
    api,
    "adminCatalogueSearch",
    { guards: [requireAdmin], refusals: { query: "The search could not be read." } },
    (c, { query }) => {
      const { total, items } = catalogue.current().search(query);
      return c.json({
        success: true as const,
        total,
        items: items.map((item) => ({ ...item, ...catalogue.termsOf(item.id) })),
      });
    },
  );

  mountRoute(
    api,
    "placeStaffOrder",
    { guards: [sameOrigin, requireAdmin, orderBodyLimit] },
    async (c, { body }) => {
      const { customerId, channel, ...request } = body;
      const customer = await findCustomer(database.db, customerId);
      if (!customer) return apiError(c, 404, "There is no such customer.");
      if (customer.erased_at || !orderingStatuses.includes(customer.status))
        return apiError(
          c,
          409,
          "Orders can be taken only for invited and active customers: this one is not.",
        );
      const placement = await placeOrder(database, catalogue, customerId, request, {
        rateLimited: false,
        takenBy: { email: c.get("admin").email, channel },
        creditCheck,
      });
      switch (placement.outcome) {
        case "unknown-items":
          return c.json(
            {
              success: false as const,
              error: "Some items are not in the catalogue any more. Remove them and place again.",
              errors: placement.errors,
            },
            404,
          );
        case "conflict":
          return apiError(
            c,
            409,
            "This order was placed already with other lines. Start a new order to place these.",
          );
        case "placed":
        case "repeat": {
          if (placement.outcome === "placed") {
            outbox.kick();
            await record(
              c,
              "place-order-for-customer",
              `order ${placement.id} (${placement.number}) for customer ${customerId}, by ${channel}`,
            );
          }
          return c.json(await placedAnswer(database.db, placement), 201);
        }
        case "needs-confirm":
        case "too-many":
          // Staff orders are neither rate-limited nor asked about large lines.
          throw new Error(`A staff order cannot be ${placement.outcome}.`);
        default: {
          const unanswered: never = placement;
          throw new Error(`No answer for ${JSON.stringify(unanswered)}.`);
        }
      }
    },
  );

  return api;
}
