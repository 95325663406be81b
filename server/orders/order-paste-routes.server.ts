import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { apiRoutes } from "#shared/api/routes.ts";
import { MAX_ITEM_QUANTITY, MAX_ORDER_LINES, MAX_PASTE_LINES } from "#shared/limits.ts";
import { adminPasteBodySchema, pasteBodySchema } from "#shared/schemas/order-message.ts";
import type { OfferedItem, PastePageData, PasteReviewLine } from "#shared/server-pages.ts";
import { localePath, locales, paths } from "#shared/site-paths.ts";
import type { AdminEnv, AdminGuards } from "#server/auth/guards.server.ts";
import type { CatalogueSearch } from "#server/catalogue/public.server.ts";
import { findCustomer } from "#server/customers/public.server.ts";
import { refuseCrossSite } from "#server/forms/form-post.server.ts";
import { Refusal } from "#server/forms/refusal.server.ts";
import { apiError } from "#server/http/api-error.server.ts";
import type { Db } from "#server/db/database.server.ts";
import { requestRate } from "#server/http/request-rate.server.ts";
import { changeList, resolveLines, writeList } from "./list-store.server";
import { privately, type OrderDeps, type OrderRouteKit } from "./order-route-kit.server";
import { pasteBodyLimit, pastedLines, readPasted, type PasteContext } from "./order-paste.server";

// Orders from a message or an indent (docs/product.md#orders-from-a-message): the customer's
// `POST /api/orders/parse`, the same for a browser without JavaScript (`/account/order/paste`,
// which answers a page of the lines and takes them back to add), and the staff's
// `POST /api/admin/orders/parse` for a customer. Nothing is ordered by reading.

/** Messages read a second per customer: a person pasting lists never meets it. */
const PASTE_RATE = { perSecond: 1, burst: 10 };
/** Items a search offers a line without JavaScript. */
const SEARCH_OFFERS = 5;

export function mountOrderPaste(
  api: Hono<{ Bindings: HttpBindings }>,
  deps: OrderDeps,
  kit: OrderRouteKit,
) {
  const { catalogue, database } = deps;
  const { customer, answer } = kit;
  const rate = requestRate(PASTE_RATE);
  const rateLimited = deps.env.RATE_LIMIT !== "off";
  /** The signed-in customer, if they may read another message now (else 429). */
  async function reader(c: Parameters<typeof customer>[0]) {
    refuseCrossSite(deps, c);
    const who = await customer(c);
    const verdict = rateLimited ? rate.take(who.id) : { allowed: true as const };
    if (!verdict.allowed)
      throw new Refusal(429, "orderMessage.answers.tooMany", undefined, verdict.retryAfterSeconds);
    return who;
  }

  const route = apiRoutes.parseOrderMessage;
  api.use(route.path, privately);
  api.on(
    route.method,
    route.path,
    pasteBodyLimit,
    answer(async (c) => {
      await reader(c);
      const lines = await pastedLines(catalogue, await readPasted(c, pasteBodySchema));
      return c.json({ success: true, lines });
    }),
  );

  for (const locale of locales) {
    const path = localePath(locale, paths.accountOrderPaste);
    api.use(path, privately);
    api.post(
      path,
      pasteBodyLimit,
      answer(async (c) => {
        const contentType = c.req.header("content-type") ?? "";
        const page = (lines: PastePageData["lines"], said?: string) => {
          const { html, headers } = deps.writeServerPage({
            name: "paste",
            locale,
            // The frame's links (other languages) lead to the order page: this one answers posts.
            pathname: localePath(locale, paths.accountOrder),
            data: { lines, said },
          });
          return c.html(html, 200, headers);
        };
        // The review form's own posts: search for lines, or add the kept ones.
        if (contentType.startsWith("application/x-www-form-urlencoded")) {
          refuseCrossSite(deps, c);
          const who = await customer(c);
          const fields = Object.fromEntries(new URLSearchParams(await c.req.text()));
          const lines = reviewedLines(catalogue, fields);
          if (fields.action === "search") return page(lines);
          const kept = keptLines(fields, lines);
          if (kept.length === 0)
            return page(lines, deps.shown().texts[locale].orderMessage.review.nothingKept);
          await addToList(database, catalogue, who.id, kept);
          return c.redirect(
            `${localePath(locale, paths.accountOrder)}?added=${kept.length}#items`,
            303,
          );
        }
        await reader(c);
        const read = await pastedLines(catalogue, await readPasted(c, pasteBodySchema));
        return page(
          read.map((line) => {
            const offered = [line.match, ...line.alternatives].filter((item) => item !== null);
            return { ...line, offered, chosen: line.match?.id ?? "", search: "" };
          }),
        );
      }, locale),
    );
  }
}

/** The lines as the review form sent them back, with a search's offers where one was asked. */
function reviewedLines(
  catalogue: CatalogueSearch,
  fields: Record<string, string>,
): PasteReviewLine[] {
  const count = Math.min(Number(fields.count) || 0, MAX_PASTE_LINES);
  const offeredItem = (id: string): OfferedItem | undefined => {
    const item = catalogue.orderable(id);
    if (!item) return undefined;
    const { name, manufacturer, pack } = item;
    return { id, name, manufacturer, pack, ...catalogue.termsOf(id) };
  };
  return Array.from({ length: count }, (_, i) => {
    const search = (fields[`search-${i}`] ?? "").trim().slice(0, 100);
    const found = search
      ? catalogue
          .current()
          .search({ q: search, page: 1, pageSize: SEARCH_OFFERS })
          .items.map((item) => item.id)
      : (fields[`offered-${i}`] ?? "").split(" ");
    const offered = found.flatMap((id) => offeredItem(id) ?? []);
    const chosen = fields[`item-${i}`] ?? "";
    const quantity = Number(fields[`quantity-${i}`]);
    return {
      line: Math.max(1, Number(fields[`line-${i}`]) || i + 1),
      text: (fields[`text-${i}`] ?? "").slice(0, 500),
      quantity:
        Number.isInteger(quantity) && quantity >= 1 ? Math.min(quantity, MAX_ITEM_QUANTITY) : 1,
      quantityWritten: fields[`written-${i}`] === "1",
      offered,
      // A search offers new items: the first is taken until the customer chooses.
      chosen: offered.some((item) => item.id === chosen)
        ? chosen
        : search
          ? (offered[0]?.id ?? "")
          : "",
      search,
    };
  });
}

/** The lines kept, each with a live item and a whole quantity. */
function keptLines(fields: Record<string, string>, lines: PasteReviewLine[]) {
  return lines.flatMap((line, i) => {
    const quantity = Number(fields[`quantity-${i}`]);
    if (fields[`keep-${i}`] !== "1" || !line.chosen) return [];
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_ITEM_QUANTITY)
      throw new Refusal(400, "orderMail.answers.badQuantity");
    return [{ itemId: line.chosen, quantity }];
  });
}

/** The kept lines joined to the customer's list (an item already listed has them added). */
async function addToList(
  database: OrderDeps["database"],
  catalogue: CatalogueSearch,
  customerId: string,
  kept: { itemId: string; quantity: number }[],
) {
  await changeList(database, customerId, async (trx, list) => {
    const lines = resolveLines(
      catalogue,
      [...list.map((line) => ({ ...line, itemId: line.item_id ?? undefined })), ...kept],
      list,
    );
    if (lines.length > MAX_ORDER_LINES) throw new Refusal(400, "orderMail.answers.listFull");
    return writeList(trx, customerId, lines);
  });
}

/** Staff read a message or an indent for a customer: the lines in that customer's fields. */
export function adminPasteRoutes(catalogue: CatalogueSearch, db: Db, guards: AdminGuards) {
  const api = new Hono<AdminEnv>();
  const route = apiRoutes.adminParseOrderMessage;
  api.on(
    route.method,
    route.path,
    guards.sameOrigin,
    guards.requireAdmin,
    pasteBodyLimit,
    async (c) => {
      // The admin's context is the same request with the administrator beside it.
      const pasted = await readPasted(c as unknown as PasteContext, adminPasteBodySchema);
      const who = await findCustomer(db, pasted.body!.customerId);
      if (!who) return apiError(c, 404, "There is no such customer.");
      if (!["invited", "active"].includes(who.status))
        return apiError(c, 409, "Orders can be taken only for invited and active customers.");
      const lines = await pastedLines(catalogue, pasted);
      c.header("Cache-Control", "private, no-store");
      return c.json({ success: true, lines });
    },
  );
  return api;
}
