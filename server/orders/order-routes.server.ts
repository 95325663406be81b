import type { HttpBindings } from "@hono/node-server";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { apiRoutes } from "#shared/api/routes.ts";
import { texts } from "#shared/content/text.ts";
import { MAX_JSON_BYTES, MAX_ORDER_LINES, ORDERS_PAGE_SIZE } from "#shared/limits.ts";
import {
  accountListBodySchema,
  customerOrdersQuerySchema,
  placeOrderSchema,
} from "#shared/schemas/orders.ts";
import { wholeQuantity } from "#shared/schemas/fields.ts";
import { z } from "#shared/schemas/zod.ts";
import { localePath, locales, paths, type Locale } from "#shared/site-paths.ts";
import type { CatalogueSearch } from "#server/catalogue/catalogue-index.server.ts";
import { customerOf, readInput } from "#server/customers/account-routes.server.ts";
import { bodyLimitOf } from "#server/http/api-error.server.ts";
import {
  refuse,
  refuseCrossSite,
  validate,
  wantsPage,
  type Deps,
} from "#server/submissions/form-post.server.ts";
import { noJsProblemPage } from "#server/submissions/no-js-page.server.ts";
import { Refusal } from "#server/submissions/refusal.server.ts";
import { formLocale, refererLocale, sayIn } from "#server/submissions/visitor-language.server.ts";
import {
  changeList,
  pricedList,
  readList,
  replaceList,
  resolveLines,
  writeList,
} from "./list-store.server";
import { largeLineSentences } from "#shared/large-order-text.ts";
import { orderPage } from "./order-page.server";
import { customerView, orderById } from "./order-read.server";
import {
  orderByKey,
  ordersOf,
  placeOrder,
  type OrderRequest,
  type Placement,
} from "./order-store.server";

// A signed-in customer's orders (docs/product.md#orders): the order list kept on the server,
// placing an order, and the customer's own orders; and, for a browser without JavaScript, the
// list's forms (`/account/list`) and the order page (`/account/order`). Every answer is the
// customer's alone: no browser or proxy may keep it.

type OrderContext = Context<{ Bindings: HttpBindings }>;

const answers = texts.en.orderMail.answers;
const signedOut = texts.en.account.answers.signedOut;
/** How many of the latest orders the order page lists. */
const RECENT_ORDERS = 10;

const privately: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("Cache-Control", "private, no-store");
  c.header("Vary", "Cookie");
};

/** A body over MAX_JSON_BYTES: 413, and the connection closes rather than read the rest. */
const orderBodyLimit = bodyLimitOf(MAX_JSON_BYTES, answers.tooLarge);

const isJson = (c: OrderContext) =>
  (c.req.header("content-type") ?? "").startsWith("application/json");

const quantity = wholeQuantity(answers.badQuantity);
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

/** Where a list form goes back to: a path of this site, else the order page. */
function backTo(back: unknown, locale: Locale) {
  return typeof back === "string" &&
    back.length <= 2000 &&
    /^\/(?![/\\])/.test(back) &&
    !/\p{Cc}/u.test(back)
    ? back
    : localePath(locale, paths.accountOrder);
}

export function orderRoutes(deps: Deps & { catalogue: CatalogueSearch }) {
  const api = new Hono<{ Bindings: HttpBindings }>();
  const { database, catalogue } = deps;
  const { db } = database;
  const signedIn = customerOf(deps);
  const rateLimited = deps.env.RATE_LIMIT !== "off";
  const r = apiRoutes;

  for (const path of [
    r.accountList.path,
    r.placeOrder.path,
    r.customerOrder.path,
    ...locales.flatMap((locale) => [
      localePath(locale, paths.accountOrder),
      localePath(locale, paths.accountListForm),
    ]),
  ])
    api.use(path, privately);

  /** The signed-in, active customer, or a 401. */
  async function customer(c: OrderContext) {
    const who = await signedIn(c);
    if (!who) throw new Refusal(401, signedOut);
    return who;
  }

  /** Runs a call; a refusal is answered in the page's language, as JSON or as a page. */
  const answer =
    (handle: (c: OrderContext, locale: Locale) => Promise<Response>, fixedLocale?: Locale) =>
    async (c: OrderContext) => {
      const locale = fixedLocale ?? refererLocale(c);
      try {
        return await handle(c, locale);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        return refuse(c, error, deps, locale, paths.accountOrder);
      }
    };

  api.on(
    r.accountList.method,
    r.accountList.path,
    answer(async (c) => {
      const who = await customer(c);
      return c.json({ success: true, ...pricedList(catalogue, await readList(db, who.id)) });
    }),
  );

  api.on(
    r.saveAccountList.method,
    r.saveAccountList.path,
    orderBodyLimit,
    answer(async (c) => {
      refuseCrossSite(deps, c);
      const who = await customer(c);
      if (!isJson(c)) throw new Refusal(415, texts.en.server.refusals.wrongContentType);
      const { items } = validate(accountListBodySchema, await readInput(c));
      const stored = await replaceList(database, catalogue, who.id, items);
      return c.json({ success: true, ...pricedList(catalogue, stored) });
    }),
  );

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
        placeOrder(database, catalogue, who.id, request, { rateLimited });
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
          if (list.length === 0) throw new Refusal(400, answers.emptyList);
          names = list.map((line) => line.name);
          placement = await place({
            ...form,
            items: list.map((line) => ({ itemId: line.item_id, quantity: line.quantity })),
          });
        }
      }
      if (placement.outcome === "too-many")
        throw new Refusal(429, answers.tooMany, undefined, placement.retryAfterSeconds);
      if (placement.outcome === "conflict") throw new Refusal(409, answers.keyReused);
      if (placement.outcome === "unknown-items") {
        const published = deps.shown().texts[locale];
        const error = sayIn(published, answers.notInCatalogue);
        const errors = placement.errors.map((line) => ({
          ...line,
          message: sayIn(published, line.message),
        }));
        if (wantsPage(c))
          return c.html(
            noJsProblemPage({
              locale,
              problems: [
                error,
                ...errors.map((line) => `${names[line.index] ?? line.itemId}: ${line.message}`),
              ],
              backHref: localePath(locale, paths.accountOrder),
              stylesheet: deps.stylesheet,
              content: deps.shown(),
            }),
            400,
          );
        return c.json({ success: false as const, error, errors }, 400);
      }
      if (placement.outcome === "needs-confirm") {
        const published = deps.shown().texts[locale];
        if (wantsPage(c)) {
          const list = await readList(db, who.id);
          const recent = await ordersOf(db, who.id, 1, RECENT_ORDERS);
          const note = typeof input.note === "string" ? input.note : "";
          return c.html(
            orderPage({
              locale,
              stylesheet: deps.stylesheet,
              content: deps.shown(),
              customer: {
                shopName: who.shopName,
                list: pricedList(catalogue, list),
                orders: recent.orders.map(customerView),
                confirm: {
                  sentences: largeLineSentences(
                    published.orders.large,
                    placement.lines,
                    (index) => {
                      const line = list[index];
                      return line && { name: line.name, quantity: line.quantity };
                    },
                  ),
                  note,
                  idempotencyKey: formKey,
                },
              },
            }),
            409,
          );
        }
        return c.json(
          {
            success: false as const,
            error: sayIn(published, answers.needsConfirm),
            needsConfirm: placement.lines,
          },
          409,
        );
      }
      if (placement.outcome === "placed") deps.outbox.kick();
      if (wantsPage(c)) return c.redirect(placedPage(locale, placement.number), 303);
      return c.json({ success: true as const, id: placement.id, number: placement.number }, 201);
    }),
  );

  api.on(
    r.customerOrders.method,
    r.customerOrders.path,
    answer(async (c) => {
      const who = await customer(c);
      const query = validate(customerOrdersQuerySchema, c.req.query());
      const { total, orders } = await ordersOf(db, who.id, query.page, ORDERS_PAGE_SIZE);
      return c.json({ success: true, total, page: query.page, orders: orders.map(customerView) });
    }),
  );

  api.on(
    r.customerOrder.method,
    r.customerOrder.path,
    answer(async (c) => {
      const who = await customer(c);
      const order = await orderById(db, c.req.param("id") ?? "");
      // Another customer's order is answered as one that does not exist.
      if (!order || order.customerId !== who.id) throw new Refusal(404, answers.notFound);
      return c.json({ success: true, order: customerView(order) });
    }),
  );

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
              throw new Refusal(400, answers.lineNotInCatalogue);
            const lines = resolveLines(
              catalogue,
              [
                ...list.map((line) => ({ ...line, itemId: line.item_id ?? undefined })),
                { itemId: change.itemId, quantity: change.quantity },
              ],
              list,
            );
            if (lines.length > MAX_ORDER_LINES) throw new Refusal(400, answers.listFull);
            return writeList(trx, who.id, lines);
          }
          // The line the form was written for: the list may have changed in another tab.
          const line = list[change.index];
          if (!line || (line.item_id ?? "") !== change.itemId)
            throw new Refusal(400, answers.noSuchLine);
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
      if (!who)
        return c.html(orderPage({ locale, stylesheet: deps.stylesheet, content: deps.shown() }));
      const [list, recent] = await Promise.all([
        readList(db, who.id),
        ordersOf(db, who.id, 1, RECENT_ORDERS),
      ]);
      const placed = Number(c.req.query("placed"));
      return c.html(
        orderPage({
          locale,
          stylesheet: deps.stylesheet,
          content: deps.shown(),
          customer: {
            shopName: who.shopName,
            list: pricedList(catalogue, list),
            orders: recent.orders.map(customerView),
            // Only an order of theirs is confirmed.
            placed: recent.orders.some((order) => order.number === placed) ? placed : undefined,
          },
        }),
      );
    });
  }

  return api;
}
