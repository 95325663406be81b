import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { MAX_ORDER_LINES } from "#shared/limits.ts";
import { wholeQuantity } from "#shared/schemas/fields.ts";
import { z } from "#shared/schemas/zod.ts";
import { localePath, locales, paths, type Locale } from "#shared/site-paths.ts";
import { readInput } from "#server/forms/form-submission.server.ts";
import { refuseCrossSite, validate } from "#server/forms/form-post.server.ts";
import { Refusal } from "#server/forms/refusal.server.ts";
import { changeList, readList, resolveLines, writeList } from "./list-store.server";
import {
  orderBodyLimit,
  type OrderRouteKit,
  RECENT_ORDERS,
  type OrderDeps,
} from "./order-route-kit.server";
import { ordersOf } from "./order-read.server";

// The customer's list and order page for a browser without JavaScript: the list's forms
// (`/account/list`: add an item, change a line's quantity, remove a line) and the order page
// (`/account/order`).

const quantity = wholeQuantity("orderMail.answers.badQuantity");
const lineIndex = z.coerce
  .number()
  .int()
  .min(0)
  .max(MAX_ORDER_LINES - 1);
/** The list's forms without JavaScript: add an item, change a line's quantity, remove a line. */
const listFormSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("add"), itemId: z.string().trim().min(1).max(80), quantity }),
  z.object({ action: z.literal("set"), index: lineIndex, itemId: z.string().max(80), quantity }),
  z.object({ action: z.literal("remove"), index: lineIndex, itemId: z.string().max(80) }),
]);
/** Where a list form goes back to: a path of this site, else the order page. */
function backTo(back: unknown, locale: Locale) {
  return typeof back === "string" &&
    back.length <= 2000 &&
    /^\/(?![/\\])/.test(back) &&
    !/\p{Cc}/u.test(back)
    ? back
    : localePath(locale, paths.accountOrder);
}

export function mountNoJsOrderPages(
  api: Hono<{ Bindings: HttpBindings }>,
  deps: OrderDeps,
  kit: OrderRouteKit,
) {
  const { database, catalogue } = deps;
  const { db } = database;
  const { signedIn, customer, answer, orderPage, customerOrderPage } = kit;

  for (const locale of locales) {
    api.post(
      localePath(locale, paths.accountListForm),
      orderBodyLimit,
      answer(async (c) => {
        refuseCrossSite(deps, c);
        const who = await customer(c);
        const input = await readInput(c);
        const change = validate(listFormSchema, input);
        await changeList(database, who.id, async (trx, list) => {
          if (change.action === "add") {
            if (!catalogue.orderable(change.itemId))
              throw new Refusal(400, "orderMail.answers.lineNotInCatalogue");
            const lines = resolveLines(
              catalogue,
              [
                ...list.map((line) => ({ ...line, itemId: line.item_id ?? undefined })),
                { itemId: change.itemId, quantity: change.quantity },
              ],
              list,
            );
            if (lines.length > MAX_ORDER_LINES)
              throw new Refusal(400, "orderMail.answers.listFull");
            return writeList(trx, who.id, lines);
          }
          // The line the form was written for: the list may have changed in another tab.
          const line = list[change.index];
          if (!line || (line.item_id ?? "") !== change.itemId)
            throw new Refusal(400, "orderMail.answers.noSuchLine");
          if (change.action === "set") line.quantity = change.quantity;
          else list.splice(change.index, 1);
          return writeList(trx, who.id, list);
        });
        return c.redirect(backTo(input.back, locale), 303);
      }, locale),
    );

    api.get(localePath(locale, paths.accountOrder), async (c) => {
      c.header("X-Robots-Tag", "noindex");
      const who = await signedIn(c);
      if (!who) return orderPage(c, locale, { signedIn: false });
      const [list, recent] = await Promise.all([
        readList(db, who.id),
        ordersOf(db, who.id, 1, RECENT_ORDERS),
      ]);
      const placed = Number(c.req.query("placed"));
      const added = Number(c.req.query("added"));
      return customerOrderPage(c, locale, who, list, recent, {
        // Only an order of theirs is confirmed.
        placed: recent.orders.some((order) => order.number === placed) ? placed : undefined,
        added: Number.isInteger(added) && added > 0 && added <= MAX_ORDER_LINES ? added : undefined,
      });
    });
  }
}
