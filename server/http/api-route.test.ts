import { Hono, type MiddlewareHandler } from "hono";
import { describe, expect, it } from "vitest";
import { apiUrl, apiRoutes } from "#shared/api/routes.ts";
import { mountRoute } from "./api-route.server";

// Routes mounted from the registry read their query and body with the registry's schemas, and
// their handlers are typed from them (the planted reads below fail `tsc` if that typing is lost).

const calls: string[] = [];
const guard: MiddlewareHandler = async (c, next) => {
  calls.push(c.req.path);
  if (c.req.header("x-refuse")) return c.json({ success: false, error: "Guarded." }, 401);
  await next();
};

const app = new Hono();
mountRoute(
  app,
  "decidePayment",
  { guards: [guard], refusals: { notJson: "Send the decision as JSON." } },
  (c, { body }) => {
    const reason: string | undefined = body.reason;
    // @ts-expect-error: the decision's schema has no amount, so its handler cannot read one.
    const amount: unknown = body.amount;
    return c.json({ success: true, id: c.req.param("id"), status: body.status, reason, amount });
  },
);
mountRoute(
  app,
  "exportPayments",
  { guards: [], refusals: { query: "Give the first and last day." } },
  (c, { query, body }) => {
    // @ts-expect-error: the export's schema has no `party` filter.
    const party: unknown = query.party;
    const none: undefined = body;
    return c.json({ ...query, party, none });
  },
);

const decide = (init: RequestInit) =>
  app.request(apiUrl(apiRoutes.decidePayment, { params: { id: "p1" } }), {
    method: "PATCH",
    ...init,
  });
const json = (value: unknown) => ({
  headers: { "content-type": "application/json" },
  body: JSON.stringify(value),
});

describe("a route mounted from the registry", () => {
  it("gives its handler the body as its schema reads it, on the registry's method and path", async () => {
    const answer = await decide(json({ status: "rejected", reason: "  No such UTR  " }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      success: true,
      id: "p1",
      status: "rejected",
      reason: "No such UTR",
    });
    const wrongMethod = await app.request("/api/admin/payments/p1");
    expect(wrongMethod.status).toBe(404);
  });

  it("runs the guards first, and a guard's answer stands", async () => {
    calls.length = 0;
    const answer = await decide({ ...json({ status: "confirmed" }), headers: { "x-refuse": "1" } });
    expect(answer.status).toBe(401);
    expect(calls).toEqual(["/api/admin/payments/p1"]);
  });

  it("refuses a body that is not JSON with 415 in the route's words", async () => {
    const answer = await decide({ body: "status=confirmed" });
    expect(answer.status).toBe(415);
    expect(await answer.json()).toEqual({ success: false, error: "Send the decision as JSON." });
  });

  it("refuses JSON it cannot read, and a body its schema does not take, with 400", async () => {
    const unreadable = await decide({ ...json(null), body: "{status" });
    expect(unreadable.status).toBe(400);
    expect(await unreadable.json()).toEqual({
      success: false,
      error: "The request could not be read.",
    });
    const noReason = await decide(json({ status: "rejected", reason: " " }));
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toEqual({
      success: false,
      error: "Please check the highlighted fields.",
      fieldErrors: { reason: ["Say why the payment is rejected: the customer reads it."] },
    });
  });

  it("reads the query with its schema, defaults included, and refuses one it does not take", async () => {
    const url = apiUrl(apiRoutes.exportPayments);
    const answer = await app.request(`${url}?from=2026-11-01&to=2026-11-30`);
    expect(await answer.json()).toEqual({ from: "2026-11-01", to: "2026-11-30", format: "csv" });
    const backwards = await app.request(`${url}?from=2026-11-30&to=2026-11-01`);
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toEqual({
      success: false,
      error: "Give the first and last day.",
    });
  });
});
