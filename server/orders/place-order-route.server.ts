import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { apiRoutes } from "#shared/api/routes.ts";
import { placeOrderSchema } from "#shared/schemas/orders.ts";
import { localePath, paths, type Locale } from "#shared/site-paths.ts";
import { readInput } from "#server/forms/form-submission.server.ts";
import { refuseCrossSite, validate, wantsPage } from "#server/forms/form-post.server.ts";
import { noJsProblemPage } from "#server/forms/no-js-page.server.ts";
import { Refusal, sayIn } from "#server/forms/refusal.server.ts";
import { formLocale } from "#server/forms/visitor-language.server.ts";
import { readList } from "./list-store.server";
import { largeLineSentences } from "#shared/large-order-text.ts";
import {
  isJson,
  orderBodyLimit,
  type OrderRouteKit,
  RECENT_ORDERS,
  type OrderDeps,
} from "./order-route-kit.server";
import { ordersOf, placedAnswer } from "./order-read.server";
import { orderByKey, placeOrder, type OrderRequest, type Placement } from "./order-store.server";

// Placing an order (docs/product.md#orders): the list sent as JSON, or, from the order page
// without JavaScript, the list kept on the server, with the page's note and key.

/**
 * What the order page's form adds to the list it places: the note, the page's key, and, on the
 * page that asked, the confirmation of its large lines.
 */
const placeFormSchema = placeOrderSchema.pick({
  note: true,
  idempotencyKey: true,
  confirmLarge: true,
});

/** The order page, confirming an order just placed. */
const placedPage = (locale: Locale, number: number) =>
  `${localePath(locale, paths.accountOrder)}?placed=${number}`;

export function mountPlaceOrder(
  api: Hono<{ Bindings: HttpBindings }>,
  deps: OrderDeps,
  kit: OrderRouteKit,
) {
  const { database, catalogue } = deps;
  const { db } = database;
  const { customer, answer, customerOrderPage } = kit;
  const rateLimited = deps.env.RATE_LIMIT !== "off";
  const r = apiRoutes;

  api.on(
    r.placeOrder.method,
    r.placeOrder.path,
    orderBodyLimit,
    answer(async (c, refererLanguage) => {
      refuseCrossSite(deps, c);
      const who = await customer(c);
      const input = await readInput(c);
      const locale = formLocale(input) ?? refererLanguage;
      const place = (request: OrderRequest) =>
        placeOrder(database, catalogue, who.id, request, {
          rateLimited,
          creditCheck: deps.creditCheck,
        });
      // The order page without JavaScript places the list kept on the server.
      let names: string[] = [];
      let formKey: string | undefined;
      let placement: Placement;
      if (isJson(c)) placement = await place(validate(placeOrderSchema, input));
      else {
        const form = validate(placeFormSchema, {
          note: input.note ?? "",
          idempotencyKey: input.idempotencyKey || undefined,
          confirmLarge: input.confirmLarge ? true : undefined,
        });
        formKey = form.idempotencyKey;
        // The page's form sent again (a double tap): the list it placed is gone, the order stays.
        const earlier = form.idempotencyKey && (await orderByKey(db, who.id, form.idempotencyKey));
        if (earlier) placement = { outcome: "repeat", id: earlier.id, number: earlier.number };
        else {
          const list = await readList(db, who.id);
          if (list.length === 0) throw new Refusal(400, "orderMail.answers.emptyList");
          names = list.map((line) => line.name);
          placement = await place({
            ...form,
            items: list.map((line) => ({ itemId: line.item_id, quantity: line.quantity })),
          });
        }
      }
      if (placement.outcome === "too-many")
        throw new Refusal(429, "orderMail.answers.tooMany", undefined, placement.retryAfterSeconds);
      if (placement.outcome === "conflict") throw new Refusal(409, "orderMail.answers.keyReused");
      if (placement.outcome === "unknown-items") {
        const published = deps.shown().texts[locale];
        const error = sayIn(published, "orderMail.answers.notInCatalogue");
        const errors = placement.errors.map((line) => ({
          ...line,
          message: sayIn(published, line.message),
        }));
        if (wantsPage(c))
          return noJsProblemPage(c, deps.writeServerPage, {
            locale,
            problems: [
              error,
              ...errors.map((line) => `${names[line.index] ?? line.itemId}: ${line.message}`),
            ],
            formPath: paths.accountOrder,
            status: 400,
          });
        return c.json({ success: false as const, error, errors }, 400);
      }
      if (placement.outcome === "needs-confirm") {
        const published = deps.shown().texts[locale];
        if (wantsPage(c)) {
          const list = await readList(db, who.id);
          const recent = await ordersOf(db, who.id, 1, RECENT_ORDERS);
          const note = typeof input.note === "string" ? input.note : "";
          return customerOrderPage(
            c,
            locale,
            who,
            list,
            recent,
            {
              confirm: {
                sentences: largeLineSentences(published.orders.large, placement.lines, (index) => {
                  const line = list[index];
                  return line && { name: line.name, quantity: line.quantity };
                }),
                note,
                idempotencyKey: formKey,
              },
            },
            409,
          );
        }
        return c.json(
          {
            success: false as const,
            error: sayIn(published, "orderMail.answers.needsConfirm"),
            needsConfirm: placement.lines,
          },
          409,
        );
      }
      if (placement.outcome === "placed") deps.outbox.kick();
      if (wantsPage(c)) return c.redirect(placedPage(locale, placement.number), 303);
      return c.json(await placedAnswer(db, placement), 201);
    }),
  );
}
