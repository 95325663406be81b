import { Hono } from "hono";
import { receiptColumns, type AdminPayment } from "#shared/schemas/money.ts";
import type { AdminEnv, AdminGuards } from "#server/auth/guards.server.ts";
import { mountList, statusFilters } from "#server/auth/list-page.server.ts";
import { fileDownload, sheetFile } from "#server/http/sheet-file.server.ts";
import type { DatabaseHandle } from "#server/db/database.server.ts";
import { toRupees } from "#server/db/money.server.ts";
import { apiError } from "#server/http/api-error.server.ts";
import { mountRoute } from "#server/http/api-route.server.ts";
import type { Outbox } from "#server/mail/outbox.server.ts";
import { confirmedBetween, decidePayment, listPayments } from "./payments-store.server";

// Staff's side of the payments customers report (docs/product.md#bills-and-payments): the
// list by status, and each confirmed against the bank statement or rejected with a reason the
// customer reads in the mail that tells them.

const modeNames = { upi: "UPI", bank: "Bank" } as const;

type Listed = Awaited<ReturnType<typeof listPayments>>["rows"][number];

const adminView = ({ row, payment }: Listed): AdminPayment => ({
  id: payment.id,
  customerId: row.customer_id,
  shopName: row.shop_name,
  code: row.code,
  mode: payment.mode,
  utr: payment.reference,
  amount: toRupees(payment.amount),
  paidOn: payment.paidOn,
  bills: payment.bills.map((part) => ({ billNo: part.billNo, amount: toRupees(part.amount) })),
  status: payment.status,
  reason: payment.reason,
  reportedAt: payment.reportedAt,
  decidedAt: row.decided_at,
  decidedBy: row.decided_by,
  exportedAt: row.exported_at,
});

export function paymentAdminRoutes(
  { database, outbox }: { database: DatabaseHandle; outbox: Pick<Outbox, "kick"> },
  guards: AdminGuards,
) {
  const { db } = database;
  const api = new Hono<AdminEnv>();
  const { sameOrigin, requireAdmin, record } = guards;

  mountRoute(
    api,
    "exportPayments",
    {
      guards: [requireAdmin],
      refusals: { query: "Give the first and last day as YYYY-MM-DD, and csv or xlsx." },
    },
    async (c, { query }) => {
      const { from, to, format } = query;
      const payments = await confirmedBetween(db, from, to);
      // One row per bill a payment is against (a payment against none is one row without a bill).
      const rows = payments.flatMap(({ row, payment }) =>
        (payment.bills.length ? payment.bills : [{ billNo: "", amount: payment.amount }]).map(
          (part) => [
            payment.paidOn,
            row.code,
            row.shop_name,
            part.billNo,
            toRupees(part.amount),
            payment.reference,
            modeNames[payment.mode],
          ],
        ),
      );
      const file = await sheetFile(format, `receipts-${from}-to-${to}`, receiptColumns, rows);
      await record(c, "export-payments", `${from} to ${to}: ${payments.length} payments`);
      return fileDownload(c, file);
    },
  );

  mountList(api, "adminPayments", guards, {
    rows: "payments",
    load: async (query) => {
      const { total, rows } = await listPayments(db, query);
      return { total, rows: rows.map(adminView) };
    },
    action: "list-payments",
    filters: statusFilters,
  });

  mountRoute(
    api,
    "decidePayment",
    {
      guards: [sameOrigin, requireAdmin],
      refusals: {
        body: (error) =>
          error.issues[0]?.path[0] === "reason"
            ? error.issues[0].message
            : 'Say "confirmed", or "rejected" with the reason the customer will read.',
      },
    },
    async (c, { body }) => {
      const id = c.req.param("id");
      const decided = await decidePayment(db, id, {
        status: body.status,
        reason: body.reason ?? "",
        by: c.get("admin").email,
      });
      if (!decided) return apiError(c, 404, "There is no such payment.");
      if (decided === "answered")
        return apiError(c, 409, "This payment was confirmed or rejected already.");
      await record(
        c,
        body.status === "confirmed" ? "confirm-payment" : "reject-payment",
        `payment ${id}`,
      );
      outbox.kick();
      return c.json({ success: true });
    },
  );

  return api;
}
