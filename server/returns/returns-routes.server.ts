import type { HttpBindings } from "@hono/node-server";
import { Hono, type Context } from "hono";
import { apiRoutes } from "#shared/api/routes.ts";
import { texts } from "#shared/content/text.ts";
import { RETURNS_PER_HOUR } from "#shared/limits.ts";
import type { ReturnWindow } from "#shared/returns-window.ts";
import type { AccountReturn } from "#shared/schemas/returns.ts";
import type { ReturnsPageData } from "#shared/server-pages.ts";
import { localePath, locales, paths, type Locale } from "#shared/site-paths.ts";
import { audit } from "#server/auth/audit.server.ts";
import type { CatalogueSearch } from "#server/catalogue/public.server.ts";
import { customerOf } from "#server/customers/public.server.ts";
import { toRupees } from "#server/db/money.server.ts";
import { apiError } from "#server/http/api-error.server.ts";
import { clientAddress } from "#server/http/client-address.server.ts";
import { privately } from "#server/http/private-answer.server.ts";
import { hitRateLimit, type RateLimitRule } from "#server/http/rate-limit.server.ts";
import { refuseCrossSite, wantsPage, type Deps } from "#server/forms/form-post.server.ts";
import { inWords, Refusal } from "#server/forms/refusal.server.ts";
import { closeOnRefusal, hearRefusals } from "#server/forms/refusal-answer.server.ts";
import { orderedItems, readReturnRequest } from "./return-requests.server";
import { returnPhoto, returnsOf, storeReturn } from "./returns-store.server";

// A signed-in customer's returns (docs/product.md#returns): asking for one (JSON answer, or 303
// back to the Returns page without JavaScript), the list as JSON and as that page, and each
// return's photo. Every answer is the customer's alone: never kept by a browser or a proxy; a
// return of another customer is simply not found.

type ReturnsContext = Context<{ Bindings: HttpBindings }>;

const signedOut = texts.en.account.answers.signedOut;

const HOUR = 60 * 60 * 1000;
/** Return requests, per customer. */
export const returnsPerCustomer: RateLimitRule = {
  name: "returns",
  limit: RETURNS_PER_HOUR,
  windowMs: HOUR,
};

type Stored = Awaited<ReturnType<typeof returnsOf>>[number];

/** A stored return as its customer and staff read it. */
export const returnView = (row: Stored): AccountReturn => ({
  id: row.id,
  number: row.number,
  itemName: row.item_name,
  itemCode: row.item_code,
  company: row.company,
  batch: row.batch,
  expiry: row.expiry,
  quantity: row.quantity,
  reason: row.reason,
  billNo: row.bill_no,
  note: row.note,
  window: row.window_mark,
  status: row.status,
  creditNote: row.credit_note,
  amount: row.amount_paise === null ? null : toRupees(row.amount_paise),
  rejectReason: row.reject_reason,
  requestedAt: row.requested_at,
  statusAt: row.status_at,
  photo: row.photo,
});

/** A return's photo as its own answer: never kept, never shown as anything but an image. */
export const photoAnswer = (
  c: Context,
  photo: { content_type: string; content: Uint8Array } | undefined,
) => {
  if (!photo) return apiError(c, 404, "There is no such photo.");
  return c.body(new Uint8Array(photo.content), 200, {
    "content-type": photo.content_type,
    "cache-control": "private, no-store",
    "content-disposition": "inline",
  });
};

export function returnsRoutes(
  deps: Deps & { catalogue: Pick<CatalogueSearch, "orderable">; window: () => ReturnWindow },
) {
  const api = new Hono<{ Bindings: HttpBindings }>();
  const { db } = deps.database;
  const signedIn = customerOf(deps);
  const r = apiRoutes;
  const pagePaths = locales.map((locale) => localePath(locale, paths.accountReturns));
  for (const path of [r.requestReturn.path, r.accountReturnPhoto.path, ...pagePaths])
    api.use(path, privately);

  async function customer(c: ReturnsContext) {
    const who = await signedIn(c);
    if (!who) throw new Refusal(401, "account.answers.signedOut");
    return who;
  }

  api.on(r.requestReturn.method, r.requestReturn.path, async (c) => {
    const hearing = hearRefusals(c, deps, paths.accountReturns);
    // Whatever the client may still be uploading is not read.
    closeOnRefusal(c, hearing);
    refuseCrossSite(deps, c);
    const who = await customer(c);
    const read = await readReturnRequest(
      c,
      { db, catalogue: deps.catalogue, shown: deps.shown, window: deps.window },
      who.id,
      hearing.locale,
      (heard) => (hearing.locale = heard),
    );
    if (deps.env.RATE_LIMIT !== "off") {
      const verdict = await hitRateLimit(db, returnsPerCustomer, `customer:${who.id}`);
      if (!verdict.allowed)
        throw new Refusal(
          429,
          inWords(deps.shown().texts[hearing.locale].returns.answers.tooMany),
          undefined,
          verdict.retryAfterSeconds,
        );
    }
    const { request } = read;
    const { id, number } = await storeReturn(db, {
      customerId: who.id,
      item: read.item,
      batch: request.batch,
      expiry: request.expiry,
      quantity: request.quantity,
      reason: request.reason,
      billNo: request.billNo ?? "",
      note: request.note,
      window: read.window,
      photo: read.photo,
    });
    await audit(db, {
      actor: `customer:${who.id}`,
      action: "customer-return-requested",
      detail: `return ${number}`,
      client: clientAddress(c.env.incoming, deps.env.TRUST_PROXY),
    });
    deps.outbox.kick();
    if (wantsPage(c))
      return c.redirect(`${localePath(hearing.locale, paths.accountReturns)}?sent=${id}`, 303);
    return c.json({ success: true as const, id, number, window: read.window }, 201);
  });

  api.on(r.accountReturns.method, r.accountReturns.path, async (c) => {
    const who = await signedIn(c);
    if (!who) return apiError(c, 401, signedOut);
    const list = await returnsOf(db, who.id);
    return c.json({ success: true as const, returns: list.map(returnView) });
  });

  api.on(r.accountReturnPhoto.method, r.accountReturnPhoto.path, async (c) => {
    const who = await signedIn(c);
    if (!who) return apiError(c, 401, signedOut);
    return photoAnswer(c, await returnPhoto(db, c.req.param("id"), who.id));
  });

  /** The Returns page, as the site's renderer writes it. */
  const returnsPage = (c: ReturnsContext, locale: Locale, data: ReturnsPageData) => {
    const pathname = localePath(locale, paths.accountReturns);
    const { html, headers } = deps.writeServerPage({ name: "returns", locale, pathname, data });
    return c.html(html, 200, headers);
  };

  for (const locale of locales)
    api.get(localePath(locale, paths.accountReturns), async (c) => {
      const who = await signedIn(c);
      if (!who) return returnsPage(c, locale, { signedIn: false });
      const [list, items] = await Promise.all([returnsOf(db, who.id), orderedItems(db, who.id)]);
      const returns = list.map(returnView);
      const sent = c.req.query("sent");
      return returnsPage(c, locale, {
        signedIn: true,
        shopName: who.shopName,
        code: who.code,
        items: items.map(({ id, name, company }) => ({ id, name, company })),
        returns,
        // Only a return of theirs is thanked for.
        sent: returns.find((entry) => entry.id === sent),
      });
    });

  return api;
}
