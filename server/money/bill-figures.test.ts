import { describe, expect, it } from "vitest";
import { outstandingOf, type StoredBill, type StoredPayment } from "./bill-figures.server";

// A customer's figures from the report and their payments (docs/product.md#bills-and-payments):
// ageing to "as of", overdue to today, a credit line lowering the total unaged, and only the
// payments reported after the report (and not rejected) lowering a bill.

const report = { asOf: "2026-12-06", publishedAt: "2026-12-07T04:30:00.000Z" };
const bill = (billNo: string, billDate: string, pending: number, dueOn: string | null = null) =>
  ({ billNo, billDate, amount: null, pending, dueOn }) satisfies StoredBill;
const payment = (
  reportedAt: string,
  status: StoredPayment["status"],
  bills: StoredPayment["bills"],
): StoredPayment => ({
  id: reportedAt,
  status,
  mode: "upi",
  reference: "412345678901",
  amount: bills.reduce((sum, part) => sum + part.amount, 0),
  paidOn: reportedAt.slice(0, 10),
  reason: "",
  reportedAt,
  bills,
});

describe("a customer's bills in figures", () => {
  it("ages what is due by days from each bill's date to 'as of', at the buckets' edges", () => {
    const { ageing, total } = outstandingOf(
      report,
      [
        bill("B-30", "2026-11-06", 100),
        bill("B-31", "2026-11-05", 200),
        bill("B-60", "2026-10-07", 400),
        bill("B-61", "2026-10-06", 800),
        bill("B-90", "2026-09-07", 1_600),
        bill("B-91", "2026-09-06", 3_200),
        bill("CN-1", "2026-12-01", -500),
      ],
      [],
      "2026-12-06",
    );
    expect(ageing).toEqual({ d0_30: 100, d31_60: 600, d61_90: 2_400, d90_plus: 3_200 });
    // The credit note lowers the total and is in no bucket.
    expect(total).toBe(6_300 - 500);
  });

  it("counts overdue days to today from the due date, or 30 days after the bill's date", () => {
    const { bills, overdue } = outstandingOf(
      report,
      [
        bill("B-1", "2026-11-01", 1_000),
        bill("B-2", "2026-11-10", 2_000, "2026-12-20"),
        bill("CN-1", "2026-10-01", -300),
      ],
      [],
      "2026-12-10",
    );
    expect(bills.map((b) => [b.billNo, b.dueOn, b.overdueDays])).toEqual([
      ["B-1", "2026-12-01", 9],
      ["B-2", "2026-12-20", 0],
      ["CN-1", "2026-10-31", 0],
    ]);
    expect(overdue).toBe(1_000);
  });

  it("lowers a bill by the payments reported after the report, not by earlier or rejected ones", () => {
    const { bills, total } = outstandingOf(
      report,
      [bill("SB/1", "2026-11-01", 10_000), bill("SB-2", "2026-11-02", 5_000)],
      [
        // Before the report's day ended: the report knows of it already.
        payment("2026-12-06T10:00:00.000Z", "confirmed", [{ billNo: "SB/1", amount: 1_000 }]),
        payment("2026-12-07T10:00:00.000Z", "reported", [{ billNo: "sb 1", amount: 2_500 }]),
        payment("2026-12-08T10:00:00.000Z", "rejected", [{ billNo: "SB-2", amount: 5_000 }]),
      ],
      "2026-12-10",
    );
    expect(bills.map((b) => [b.billNo, b.due, b.payment?.status])).toEqual([
      ["SB/1", 7_500, "reported"],
      // A rejected report is shown against its bill, and lowers nothing.
      ["SB-2", 5_000, "rejected"],
    ]);
    expect(total).toBe(12_500);
  });
});
