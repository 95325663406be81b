import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import AdminLayout from "./layout";
import Returns from "./returns";
import { apiSchemas } from "#shared/api/schemas.ts";
import { indiaCalendarDate } from "#shared/india-time.ts";
import type { AdminReturn, ReturnStatus } from "#shared/schemas/returns.ts";
import { jsonAnswer, stubRequestsServer, type SentRequest } from "#tests/support/component.tsx";

// The staff's Returns page (/admin/returns) inside the admin's frame: the returns of a status,
// the count to answer in the navigation, the window mark and the photo, approving, crediting with
// the credit note and rejecting with a reason, and the export's link. The answers are the
// contract's, checked against its schemas before they are served.

const entry = (id: string, change: Partial<AdminReturn> = {}): AdminReturn => ({
  id,
  number: Number(id.slice(1)),
  customerId: "c1",
  shopName: "Maa Tarini Medical Store",
  code: "P-0042",
  itemName: "Curameth Plus 2.5",
  itemCode: "S100007",
  company: "Anandvan Oncolabs",
  batch: "CM2403",
  expiry: "2026-03",
  quantity: 10,
  reason: "expired",
  billNo: "",
  note: "",
  window: "inside",
  status: "requested",
  creditNote: "",
  amount: null,
  rejectReason: "",
  requestedAt: "2026-12-05T06:30:00.000Z",
  statusAt: "2026-12-05T06:30:00.000Z",
  statusBy: null,
  photo: false,
  ...change,
});

const stubServer = (returns: () => AdminReturn[], move: (request: SentRequest) => Response) =>
  stubRequestsServer({
    path: "/api/admin/returns",
    key: "returns",
    schema: apiSchemas.adminReturns.response,
    list: (status) => returns().filter((one) => one.status === (status ?? "requested")),
    rest: (request) =>
      request.method === "PATCH"
        ? move(request)
        : jsonAnswer({ success: false, error: "Not here" }, 404),
  });

describe("the returns page", () => {
  it("lists the returns to answer, counts them, shows the window and photo, approves, credits with the note and rejects with a reason", async () => {
    let stored = [
      entry("r1", { window: "outside", photo: true, note: "Back shelf" }),
      entry("r2", { reason: "breakage", window: null }),
      entry("r3", { status: "received" }),
    ];
    const sent = stubServer(
      () => stored,
      (request) => {
        const id = request.url.split("/").at(-1)!;
        const body = JSON.parse(String(request.body)) as { status: ReturnStatus };
        if (body.status === "credited" && !(body as { creditNote?: string }).creditNote)
          return jsonAnswer({ success: false, error: "Give the credit note's number." }, 400);
        stored = stored.map((one) => (one.id === id ? { ...one, status: body.status } : one));
        return jsonAnswer({ success: true });
      },
    );
    const user = userEvent.setup({ delay: null });
    const Stub = createRoutesStub([
      {
        path: "/admin",
        Component: AdminLayout,
        children: [{ path: "/admin/returns", Component: Returns }],
      },
    ]);
    render(<Stub initialEntries={["/admin/returns"]} />);
    const [outside, breakage] = await screen.findAllByRole("article");
    expect(outside!.textContent).toContain("Outside: check before approving");
    expect(outside!.textContent).toContain("CM2403, expiry March 2026");
    expect(
      within(outside!)
        .getByRole("img", { name: "The goods of return 1, as the customer sent them" })
        .getAttribute("src"),
    ).toBe("/api/admin/returns/r1/photo");
    expect(breakage!.textContent).toContain("Not checked");
    const nav = screen.getByRole("navigation", { name: "Admin" });
    await waitFor(() =>
      expect(within(nav).getByRole("link", { name: /^Returns/ }).textContent).toBe(
        "Returns, 2 new",
      ),
    );
    await user.type(
      within(breakage!).getByLabelText("Why it is rejected (the customer reads it)"),
      "Not our supply",
    );
    await user.click(within(breakage!).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Approve for pickup" }));
    expect(await screen.findByText("No returns here.")).toBeTruthy();

    await user.selectOptions(screen.getByLabelText("Show"), "received");
    const received = await screen.findByRole("article");
    await user.click(within(received).getByRole("button", { name: "Credit" }));
    expect(await within(received).findByRole("alert")).toHaveProperty(
      "textContent",
      "Give the credit note's number.",
    );
    await user.type(within(received).getByLabelText("Credit note number"), "CN-0417");
    await user.type(within(received).getByLabelText("Amount (₹)"), "1,250.50");
    await user.click(within(received).getByRole("button", { name: "Credit" }));
    expect(await screen.findByText("No returns here.")).toBeTruthy();

    const exports = screen.getByRole("region", { name: "Returns for the billing software" });
    const today = indiaCalendarDate(new Date());
    expect(within(exports).getByRole("link", { name: "Download CSV" }).getAttribute("href")).toBe(
      `/api/admin/returns/export?from=${today}&to=${today}&status=received&format=csv`,
    );
    expect(
      sent
        .filter((request) => request.method === "PATCH")
        .map(({ url, body }) => [url, JSON.parse(String(body)) as unknown]),
    ).toEqual([
      ["/api/admin/returns/r2", { status: "rejected", reason: "Not our supply" }],
      ["/api/admin/returns/r1", { status: "approved" }],
      ["/api/admin/returns/r3", { status: "credited", creditNote: "", amount: "" }],
      ["/api/admin/returns/r3", { status: "credited", creditNote: "CN-0417", amount: "1,250.50" }],
    ]);
  });
});
