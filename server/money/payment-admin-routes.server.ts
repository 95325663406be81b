import { receiptColumns, type AdminPayment } from "#shared/schemas/money.ts";
import { decisionRoutes, type DecisionDeps } from "#server/auth/decision-routes.server.ts";
import type { AdminGuards } from "#server/auth/guards.server.ts";
import { sheetFile } from "#server/http/sheet-file.server.ts";
import { toRupees } from "#server/db/money.server.ts";
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

export function paymentAdminRoutes(deps: DecisionDeps, guards: AdminGuards) {
  const { db } = deps.database;
  return decisionRoutes(deps, guards, {
    export: {
      name: "exportPayments",
      refusal: "Give the first and last day as YYYY-MM-DD, and csv or xlsx.",
      async file({ from, to, format }) {
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
        return {
          file: await sheetFile(format, `receipts-${from}-to-${to}`, receiptColumns, rows),
          action: "export-payments",
          detail: `${from} to ${to}: ${payments.length} payments`,
        };
      },
    },
    list: {
      name: "adminPayments",
      rows: "payments",
      action: "list-payments",
      load: (query) => listPayments(db, query),
      view: adminView,
    },
    decide: {
      name: "decidePayment",
      refusal: (error) =>
        error.issues[0]?.path[0] === "reason"
          ? error.issues[0].message
          : 'Say "confirmed", or "rejected" with the reason the customer will read.',
      missing: "There is no such payment.",
      async decide(id, body, by) {
        const decided = await decidePayment(db, id, {
          status: body.status,
          reason: body.reason ?? "",
          by,
        });
        if (!decided) return undefined;
        if (decided === "answered")
          return { conflict: "This payment was confirmed or rejected already." };
        return {
          action: body.status === "confirmed" ? "confirm-payment" : "reject-payment",
          detail: `payment ${id}`,
        };
      },
    },
  });
}
