import type { HttpBindings } from "@hono/node-server";
import { type Context, type MiddlewareHandler } from "hono";
import { texts } from "#shared/content/text.ts";
import { MAX_JSON_BYTES } from "#shared/limits.ts";
import { randomUUID } from "node:crypto";
import { localePath, paths, type Locale } from "#shared/site-paths.ts";
import type { OrderPageData } from "#shared/server-pages.ts";
import type { CatalogueSearch } from "#server/catalogue/public.server.ts";
import { customerOf } from "#server/customers/public.server.ts";
import type { CreditCheck } from "./credit-check.server";
import { bodyLimitOf } from "#server/http/api-error.server.ts";
import type { Deps } from "#server/forms/form-post.server.ts";
import { hearRefusals } from "#server/forms/refusal-answer.server.ts";
import { Refusal } from "#server/forms/refusal.server.ts";
import { pricedList, readList } from "./list-store.server";
import { customerView, ordersOf } from "./order-read.server";

// What the routes of a customer's orders share: who is signed in, answers that no browser or
// proxy keeps, refusals answered in the page's language, and the order page without JavaScript.

export type OrderContext = Context<{ Bindings: HttpBindings }>;
/** What the order routes need: the forms' deps, the live catalogue, and the credit check. */
export type OrderDeps = Deps & { catalogue: CatalogueSearch; creditCheck: CreditCheck };

export const answers = texts.en.orderMail.answers;
/** How many of the latest orders the order page lists. */
export const RECENT_ORDERS = 10;

/** Every answer is the customer's alone. */
export const privately: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("Cache-Control", "private, no-store");
  c.header("Vary", "Cookie");
};

/** A body over MAX_JSON_BYTES: 413, and the connection closes rather than read the rest. */
export const orderBodyLimit = bodyLimitOf(MAX_JSON_BYTES, answers.tooLarge);

export const isJson = (c: OrderContext) =>
  (c.req.header("content-type") ?? "").startsWith("application/json");

/** What every order route needs: who is signed in, refusals answered, the order page. */
export type OrderRouteKit = ReturnType<typeof orderRouteKit>;

export function orderRouteKit(deps: OrderDeps) {
  const signedIn = customerOf(deps);

  /** The signed-in, active customer, or a 401. */
  async function customer(c: OrderContext) {
    const who = await signedIn(c);
    if (!who) throw new Refusal(401, "account.answers.signedOut");
    return who;
  }

  /** Runs a call whose refusals are answered in the page's language, as JSON or as a page. */
  const answer =
    (handle: (c: OrderContext, locale: Locale) => Promise<Response>, fixedLocale?: Locale) =>
    (c: OrderContext) =>
      handle(c, hearRefusals(c, deps, paths.accountOrder, fixedLocale).locale);

  /** The order page without JavaScript, as the site's renderer writes it. */
  function orderPage(c: OrderContext, locale: Locale, data: OrderPageData, status = 200) {
    const { html, headers } = deps.writeServerPage({
      name: "order",
      locale,
      pathname: localePath(locale, paths.accountOrder),
      data,
    });
    return c.html(html, status as 200, headers);
  }

  /** The order page of a signed-in customer: their list at today's terms and latest orders. */
  function customerOrderPage(
    c: OrderContext,
    locale: Locale,
    who: { shopName: string },
    list: Awaited<ReturnType<typeof readList>>,
    recent: Awaited<ReturnType<typeof ordersOf>>,
    more: {
      placed?: number;
      added?: number;
      confirm?: { sentences: string[]; note: string; idempotencyKey?: string };
    },
    status = 200,
  ) {
    const { confirm, ...rest } = more;
    return orderPage(
      c,
      locale,
      {
        signedIn: true,
        shopName: who.shopName,
        lines: pricedList(deps.catalogue, list).items,
        orders: recent.orders.map(customerView),
        ...rest,
        ...(confirm && { confirm: { sentences: confirm.sentences, note: confirm.note } }),
        idempotencyKey: confirm?.idempotencyKey ?? randomUUID(),
      },
      status,
    );
  }

  return { signedIn, customer, answer, orderPage, customerOrderPage };
}
