import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import AdminLayout from "./layout";
import Payments from "./payments";
import { apiSchemas } from "#shared/api/schemas.ts";
import { indiaCalendarDate } from "#shared/india-time.ts";
import type { AdminPayment } from "#shared/schemas/money.ts";
import { jsonAnswer, stubRequestsServer, type SentRequest } from "#tests/support/component.tsx";

// The staff's Payments page (/admin/payments) inside the admin's frame: the payments customers
// reported, the count to check in the navigation, confirming one and rejecting one with a
// reason. The answers are the contract's, checked against its schemas before they are served.

const payment = (id: string, change: Partial<AdminPayment> = {}): AdminPayment => ({
  id,
  customerId: "c1",
  shopName: "Maa Tarini Medical Store",
  code: "P-0042",
  mode: "upi",
  utr: `41234567890${id.slice(-1)}`,
  amount: 8_250.5,
  paidOn: "2026-12-05",
  bills: [{ billNo: "SB-1044", amount: 8_250.5 }],
  status: "reported",
  reason: "",
  reportedAt: "2026-12-05T06:30:00.000Z",
  decidedAt: null,
  decidedBy: null,
  exportedAt: null,
  ...change,
});

/** The server: the session, the orders' count, the payments of each status, and the answers. */
const stubServer = (reported: () => AdminPayment[], decide: (request: SentRequest) => Response) =>
  stubRequestsServer({
    path: "/api/admin/payments",
    key: "payments",
    schema: apiSchemas.adminPayments.response,
    list: (status) => (status === "reported" ? reported() : []),
    rest: decide,
  });

function renderPage() {
  const user = userEvent.setup({ delay: null });
  const Stub = createRoutesStub([
    {
      path: "/admin",
      Component: AdminLayout,
      children: [{ path: "/admin/payments", Component: Payments }],
    },
  ]);
  render(<Stub initialEntries={["/admin/payments"]} />);
  return user;
}

describe("the payments page", () => {
  it("lists the payments to check, counts them in the navigation, confirms one, rejects one with a reason, and links the receipts of chosen days", async () => {
    let reported = [payment("p1"), payment("p2", { mode: "bank", bills: [] })];
    const sent = stubServer(
      () => reported,
      (request) => {
        const id = request.url.split("/").at(-1)!;
        const body = JSON.parse(String(request.body)) as { status: string; reason?: string };
        if (body.status === "rejected" && !body.reason?.trim())
          return jsonAnswer(
            { success: false, error: "Say why the payment is rejected: the customer reads it." },
            400,
          );
        reported = reported.filter((item) => item.id !== id);
        return jsonAnswer({ success: true });
      },
    );
    const user = renderPage();
    const [first] = await screen.findAllByRole("article");
    expect(first!.textContent).toContain("UPI, reference 412345678901");
    expect(first!.textContent).toContain("SB-1044 (₹8,250.50)");
    const nav = screen.getByRole("navigation", { name: "Admin" });
    await waitFor(() =>
      expect(within(nav).getByRole("link", { name: /^Payments/ }).textContent).toBe(
        "Payments, 2 new",
      ),
    );

    const cards = screen.getAllByRole("article");
    await user.click(within(cards[1]!).getByRole("button", { name: "Reject" }));
    expect(await within(cards[1]!).findByRole("alert")).toHaveProperty(
      "textContent",
      "Say why the payment is rejected: the customer reads it.",
    );
    await user.type(
      within(cards[1]!).getByLabelText("Why it is rejected (the customer reads it)"),
      "Not in our bank statement",
    );
    await user.click(within(cards[1]!).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("No payments here.")).toBeTruthy();

    const receipts = screen.getByRole("region", { name: "Receipts for the billing software" });
    await user.clear(within(receipts).getByLabelText("First day"));
    await user.type(within(receipts).getByLabelText("First day"), "2026-12-01");
    expect(within(receipts).getByRole("link", { name: "Download CSV" }).getAttribute("href")).toBe(
      `/api/admin/payments/export?from=2026-12-01&to=${indiaCalendarDate(new Date())}&format=csv`,
    );
    expect(
      sent
        .filter((request) => request.method === "PATCH")
        .map(({ url, body }) => [url, JSON.parse(String(body)) as unknown]),
    ).toEqual([
      ["/api/admin/payments/p2", { status: "rejected", reason: "" }],
      ["/api/admin/payments/p2", { status: "rejected", reason: "Not in our bank statement" }],
      ["/api/admin/payments/p1", { status: "confirmed" }],
    ]);
  });
});
