import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import AdminLayout from "./layout";
import Orders from "./orders";
import { apiSchemas } from "#shared/api/schemas.ts";
import { indiaCalendarDate } from "#shared/india-time.ts";
import type { AdminOrder, AdminOrderRow, OrderLine } from "#shared/schemas/orders.ts";
import {
  adminSession as session,
  columnTitles,
  jsonAnswer,
  stubFetch,
  type SentRequest,
} from "#tests/support/component.tsx";

// The staff's Orders page (/admin/orders) inside the admin's frame: the list and the count of
// new orders in the navigation, one order's view (`?id=`) with its moves, supplied quantities,
// note and files, and its pick list. The answers are the contract's (shared/schemas/orders.ts),
// checked against its schemas before they are served.

const customer = {
  id: "c1",
  code: "MT-01",
  shopName: "Maa Tarini Medical",
  contactName: "Sita Das",
  phone: "094370 11111",
  email: "sita@example.com",
  address: "College Square, Cuttack",
  gstin: "21AAAAA0000A1Z5",
  drugLicence: "OD-CUT-123",
  locale: "or" as const,
};

const line = (change: Partial<OrderLine> = {}): OrderLine => ({
  itemId: "DOLO650",
  name: "Dolo 650",
  manufacturer: "Micro Labs",
  pack: "15 tab",
  code: "DOLO650",
  quantity: 25,
  free: 2,
  rate: 26.5,
  scheme: "10+1",
  gst: 12,
  amount: 662.5,
  availability: "in_stock",
  supplied: null,
  ...change,
});
const lines = [
  line(),
  line({
    itemId: "AZEE500",
    name: "Azee 500",
    manufacturer: "cipla",
    pack: "3 tab",
    code: "AZEE500",
    quantity: 10,
    free: 0,
    rate: null,
    scheme: "",
    gst: null,
    amount: null,
    availability: "out",
  }),
  line({
    itemId: "PAN40",
    name: "Pan 40",
    manufacturer: "Alkem",
    pack: "15 tab",
    code: "PAN40",
    quantity: 4,
    free: 0,
    scheme: "5%",
    availability: "low",
  }),
  line({
    itemId: "CIPLOX",
    name: "Ciplox 500",
    manufacturer: "Cipla",
    pack: "10 tab",
    code: "CIPLOX",
    quantity: 6,
    free: 0,
    scheme: "",
    availability: null,
  }),
];

const order = (change: Partial<AdminOrder> = {}): AdminOrder => ({
  id: "o1",
  number: 1042,
  status: "received",
  createdAt: "2026-11-21T09:00:00.000Z",
  note: "Please send before Saturday.",
  staffNote: "",
  lines,
  total: 1234.5,
  gst: 148.14,
  suppliedTotal: null,
  suppliedGst: null,
  history: [{ status: "received", at: "2026-11-21T09:00:00.000Z" }],
  customer,
  exportedAt: null,
  hold: null,
  placedByStaff: false,
  takenBy: null,
  channel: null,
  ...change,
});
const row = (change: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  id: "o1",
  number: 1042,
  status: "received",
  createdAt: "2026-11-21T09:00:00.000Z",
  lineCount: 4,
  total: 1234.5,
  gst: 148.14,
  exportedAt: null,
  customer: { id: "c1", code: "MT-01", shopName: "Maa Tarini Medical", phone: "094370 11111" },
  hold: null,
  ...change,
});

/** An answer the contract promises: checked by the route's own schema first. */
function promised(schema: { parse: (value: unknown) => unknown }, body: unknown) {
  return jsonAnswer(schema.parse(body));
}

type Server = {
  /** The list's rows, and how many orders are new. */
  rows?: AdminOrderRow[];
  newCount?: () => number;
  /** The order as the server has it now. */
  current?: () => AdminOrder;
  /** Every other call (PATCH, exports). */
  other?: (request: SentRequest) => Response;
};

/** The server behind the page: the session, the list, the order, and `other` for the rest. */
function stubServer({ rows = [], newCount = () => 0, current = () => order(), other }: Server) {
  return stubFetch((request) => {
    const url = new URL(request.url, "http://localhost");
    if (request.method === "GET" && url.pathname === "/api/admin/session")
      return promised(apiSchemas.adminSession.response, session);
    if (request.method === "GET" && url.pathname === "/api/admin/orders")
      return promised(apiSchemas.adminOrders.response, {
        success: true,
        total: rows.length,
        page: 1,
        pageSize: 25,
        newCount: newCount(),
        orders: url.searchParams.get("pageSize") === "1" ? rows.slice(0, 1) : rows,
      });
    if (request.method === "GET" && url.pathname === "/api/admin/orders/o1")
      return promised(apiSchemas.adminOrder.response, { success: true, order: current() });
    return other?.(request) ?? jsonAnswer({ success: false, error: "Not found" }, 404);
  });
}

/** The admin's frame with the Orders page at `entry`. */
function renderPage(entry = "/admin/orders") {
  const user = userEvent.setup({ delay: null });
  const Stub = createRoutesStub([
    {
      path: "/admin",
      Component: AdminLayout,
      children: [
        { path: "/admin/orders", Component: Orders },
        { path: "/admin/customers", Component: () => <p>Customers page</p> },
      ],
    },
    { path: "/admin/login", Component: () => <p>Sign-in page</p> },
  ]);
  render(<Stub initialEntries={[entry]} />);
  return user;
}

/** The list's reads (the navigation's count is read apart). */
const lists = (sent: SentRequest[]) =>
  sent
    .filter((request) => request.url.startsWith("/api/admin/orders?"))
    .map(({ url }) => url)
    .filter((url) => url !== countUrl);
const countUrl = "/api/admin/orders?status=received&pageSize=1";
const patches = (sent: SentRequest[]) =>
  sent
    .filter((request) => request.method === "PATCH")
    .map(({ url, body }) => ({ url, body: JSON.parse(String(body)) as unknown }));
const orderReads = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === "GET" && request.url === "/api/admin/orders/o1")
    .length;
const navOrders = () =>
  within(screen.getByRole("navigation", { name: "Admin" })).getByRole("link", {
    name: /^Orders/,
  });

describe("the order list", () => {
  it("shows new orders first with their facts, and the navigation counts the new ones", async () => {
    const sent = stubServer({
      rows: [
        row({ id: "o2", number: 1043, createdAt: "2026-11-21T10:30:00.000Z" }),
        row({
          status: "accepted",
          lineCount: 1,
          exportedAt: "2026-11-21T11:00:00.000Z",
          customer: { id: "c2", code: "", shopName: "Jena Medicos", phone: "9437022222" },
        }),
      ],
      newCount: () => 3,
    });
    const user = renderPage();
    const links = await screen.findAllByRole("link", { name: /^Order \d+$/ });
    expect(links.map((link) => link.textContent)).toEqual(["Order 1043", "Order 1042"]);
    const [fresh, older] = links.map((link) => link.closest("li")!);
    expect(within(fresh!).getByText("Received").textContent).toBe("Received (new)");
    for (const text of [
      "Maa Tarini Medical",
      "Party code MT-01",
      "4 lines",
      // Staff and the customer read the same two figures.
      "₹1,234.50 before GST",
      "₹1,382.64 with GST (estimate)",
    ])
      expect(within(fresh!).getByText(text)).toBeTruthy();
    expect(within(fresh!).getByText(/^21 Nov 2026, 4:00/)).toBeTruthy();
    expect(within(fresh!).queryByText(/^Exported/)).toBeNull();
    expect(within(older!).getByText("No party code")).toBeTruthy();
    expect(within(older!).getByText("1 line")).toBeTruthy();
    expect(within(older!).getByText("Accepted")).toBeTruthy();
    expect(within(older!).getByText(/^Exported 21 Nov 2026, 4:30/)).toBeTruthy();
    expect(links[0]!.getAttribute("href")).toBe("/admin/orders?id=o2");

    await waitFor(() => expect(navOrders().textContent).toBe("Orders, 3 new"));
    expect(sent.map(({ url }) => url)).toContain(countUrl);
    expect(lists(sent)).toContain("/api/admin/orders?q=&page=1&pageSize=25");

    const status = screen.getByLabelText("Status");
    expect(
      within(status)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All", "Held", "Received", "Accepted", "Dispatched", "Delivered", "Cancelled"]);
    await user.selectOptions(status, "Accepted");
    await waitFor(() =>
      expect(lists(sent)).toContain("/api/admin/orders?q=&status=accepted&page=1&pageSize=25"),
    );
    await user.type(screen.getByLabelText("Search order number, party code or shop"), "1042");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(lists(sent).at(-1)).toBe(
        "/api/admin/orders?q=1042&status=accepted&page=1&pageSize=25",
      ),
    );
  });

  it("opens an order's view, and back in the list the focus is on that order again", async () => {
    stubServer({ rows: [row({ id: "o2", number: 1043 }), row()] });
    const user = renderPage("/admin/orders?status=received");
    await user.click(await screen.findByRole("link", { name: "Order 1042" }));
    await screen.findByRole("heading", { name: "Order 1042" });
    const back = screen.getByRole("link", { name: "Back to orders" });
    expect(back.getAttribute("href")).toBe("/admin/orders?status=received");
    await user.click(back);
    const link = await screen.findByRole("link", { name: "Order 1042" });
    await waitFor(() => expect(document.activeElement).toBe(link));
  });

  it("shows one customer's orders when arriving from their link, until told to show all", async () => {
    const sent = stubServer({ rows: [row()] });
    const user = renderPage("/admin/orders?customer=c1");
    expect(
      await screen.findByText("Showing only the orders of Maa Tarini Medical (MT-01)."),
    ).toBeTruthy();
    expect(lists(sent)).toContain("/api/admin/orders?q=&customer=c1&page=1&pageSize=25");
    await user.click(screen.getByRole("button", { name: "Show every customer’s orders" }));
    await waitFor(() => expect(lists(sent).at(-1)).toBe("/api/admin/orders?q=&page=1&pageSize=25"));
    expect(screen.queryByText(/^Showing only the orders of/)).toBeNull();
  });

  it("downloads the orders accepted on a day, today in India unless another day is chosen", async () => {
    const sent = stubServer({
      rows: [row()],
      other: () =>
        new Response("Order No,Party Code\r\n", {
          headers: {
            "content-type": "text/csv",
            "content-disposition": 'attachment; filename="orders-2026-11-20.csv"',
          },
        }),
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const user = renderPage();
    const billing = await screen.findByRole("region", { name: "Into the billing software" });
    const day = within(billing).getByLabelText("Orders accepted on (India time)");
    const today = indiaCalendarDate(new Date());
    expect((day as HTMLInputElement).value).toBe(today);
    const href = (name: RegExp) => within(billing).getByRole("link", { name }).getAttribute("href");
    expect(href(/^Download CSV/)).toBe(`/api/admin/orders/export?date=${today}&format=csv`);
    expect(href(/^Download Excel/)).toBe(`/api/admin/orders/export?date=${today}&format=xlsx`);
    expect(
      within(billing).getByText(/Code, Item Name, Company, Pack, Qty, Free, Rate/),
    ).toBeTruthy();

    await user.clear(day);
    await user.type(day, "2026-11-20");
    expect(href(/^Download Excel/)).toBe("/api/admin/orders/export?date=2026-11-20&format=xlsx");
    const listsBefore = lists(sent).length;
    await user.click(within(billing).getByRole("link", { name: /^Download CSV/ }));
    await waitFor(() =>
      expect(within(billing).getByRole("status").textContent).toBe(
        "Downloaded orders-2026-11-20.csv.",
      ),
    );
    expect(saved).toEqual(["orders-2026-11-20.csv"]);
    expect(sent.map(({ url }) => url)).toContain(
      "/api/admin/orders/export?date=2026-11-20&format=csv",
    );
    // The list is read again, to show the orders now exported.
    await waitFor(() => expect(lists(sent).length).toBeGreaterThan(listsBefore));
  });
});

/** A server whose order moves as the PATCHes say, and answers `refuse` instead when given. */
function movingServer(start: AdminOrder, refuse?: () => Response) {
  let current = start;
  let newCount = start.status === "received" ? 1 : 0;
  const sent = stubServer({
    rows: [row({ status: start.status })],
    newCount: () => newCount,
    current: () => current,
    other: (request) => {
      if (request.method !== "PATCH") return jsonAnswer({ success: false, error: "Gone" }, 404);
      if (refuse) return refuse();
      const change = apiSchemas.updateOrder.body.parse(JSON.parse(String(request.body)));
      if (change.status) {
        current = {
          ...current,
          status: change.status,
          history: [...current.history, { status: change.status, at: "2026-11-21T10:00:00.000Z" }],
        };
        newCount = 0;
      }
      for (const { index, supplied } of change.lines ?? [])
        current = {
          ...current,
          lines: current.lines.map((line, at) => (at === index ? { ...line, supplied } : line)),
        };
      if (change.note !== undefined) current = { ...current, staffNote: change.note };
      return jsonAnswer({ success: true });
    },
  });
  return sent;
}

const openOrder = async (entry = "/admin/orders?id=o1") => {
  const user = renderPage(entry);
  const heading = await screen.findByRole("heading", { name: "Order 1042" });
  // The view moves focus to its heading in an effect, which may run after the heading shows:
  // typing before it would lose every key after the first to the heading.
  await waitFor(() => expect(document.activeElement).toBe(heading));
  return user;
};
const region = (name: string) => screen.getByRole("region", { name });
const suppliedBox = (item: string) => screen.getByLabelText(`Supplied of ${item}`);

/** A held order's view, where the staff confirm what they click. */
async function openHeld(hold: NonNullable<AdminOrder["hold"]>) {
  vi.stubGlobal(
    "confirm",
    vi.fn(() => true),
  );
  const sent = movingServer(
    order({ status: "held", hold, history: [{ status: "held", at: "2026-11-21T09:00:00.000Z" }] }),
  );
  return { sent, user: await openOrder() };
}

describe("an order's view", () => {
  it("shows the customer with ways to reach them, the note, the lines and the history", async () => {
    stubServer({});
    await openOrder();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Order 1042" }));
    const who = region("Customer");
    expect(within(who).getByRole("link", { name: "094370 11111" }).getAttribute("href")).toBe(
      "tel:09437011111",
    );
    expect(within(who).getByRole("link", { name: "WhatsApp Sita Das" }).getAttribute("href")).toBe(
      `https://wa.me/919437011111?text=${encodeURIComponent("Hello Sita Das, about your order 1042: ")}`,
    );
    expect(within(who).getByRole("link", { name: "sita@example.com" }).getAttribute("href")).toBe(
      "mailto:sita@example.com",
    );
    for (const text of ["College Square, Cuttack", "21AAAAA0000A1Z5", "OD-CUT-123", "MT-01"])
      expect(within(who).getByText(text)).toBeTruthy();
    expect(within(who).getByText("Please send before Saturday.")).toBeTruthy();
    expect(
      within(who)
        .getByRole("link", { name: "Every order of Maa Tarini Medical" })
        .getAttribute("href"),
    ).toBe("/admin/orders?customer=c1");

    const table = screen.getByRole("table", { name: "Lines of Order 1042" });
    expect(columnTitles(table)).toEqual([
      "Item",
      "Qty",
      "Free",
      "Supplied",
      "Rate",
      "Scheme",
      "Availability at placing",
      "Amount",
      "Company",
      "Pack",
      "Code",
    ]);
    const azee = within(table).getByRole("row", { name: /Azee 500/ });
    for (const text of ["AZEE500", "cipla", "3 tab", "No rate", "Out of stock", "None"])
      expect(within(azee).getAllByText(text).length).toBeGreaterThan(0);
    expect(
      within(table).getByText("1 line has no rate and is left out of the estimate."),
    ).toBeTruthy();
    expect(
      within(region("Status: Received"))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Received 21 Nov 2026, 2:30/)]);
  });

  it("offers only the next step and cancelling, and sends each move as a PATCH", async () => {
    const sent = movingServer(order());
    const user = await openOrder();
    await waitFor(() => expect(navOrders().textContent).toBe("Orders, 1 new"));
    /** The status section once the order reads `label`, and the buttons it offers. */
    const offered = async (label: string) => {
      const section = await screen.findByRole("region", { name: `Status: ${label}` });
      return within(section)
        .queryAllByRole("button")
        .map((button) => button.textContent);
    };
    expect(await offered("Received")).toEqual(["Accept", "Cancel order"]);

    await user.click(screen.getByRole("button", { name: "Accept" }));
    expect(await offered("Accepted")).toEqual(["Mark dispatched", "Cancel order"]);
    const done = screen.getByText(/^Accepted\. Set the supplied quantities/);
    expect(done.textContent).toBe(
      "Accepted. Set the supplied quantities, then mark it dispatched. A mail tells the customer at sita@example.com.",
    );
    expect(document.activeElement).toBe(done);
    expect(patches(sent)).toEqual([{ url: "/api/admin/orders/o1", body: { status: "accepted" } }]);
    // The count beside "Orders" is read again after the change.
    await waitFor(() => expect(navOrders().textContent).toBe("Orders"));

    await user.click(screen.getByRole("button", { name: "Mark dispatched" }));
    expect(await offered("Dispatched")).toEqual(["Mark delivered"]);
    await user.click(screen.getByRole("button", { name: "Mark delivered" }));
    expect(await offered("Delivered")).toEqual([]);
    expect(screen.getByText(/^Marked delivered\./)).toBeTruthy();
    expect(patches(sent).map(({ body }) => body)).toEqual([
      { status: "accepted" },
      { status: "dispatched" },
      { status: "delivered" },
    ]);
    expect(
      within(region("Status: Delivered"))
        .getAllByRole("listitem")
        .map((item) => item.firstChild?.textContent),
    ).toEqual(["Received", "Accepted", "Dispatched", "Delivered"]);
  });

  it("cancels only after the staff confirm", async () => {
    const sent = movingServer(order({ status: "accepted" }));
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    const user = await openOrder();
    const cancel = within(region("Status: Accepted")).getByRole("button", { name: "Cancel order" });
    await user.click(cancel);
    expect(confirm).toHaveBeenCalledWith(
      "Cancel Order 1042 of Maa Tarini Medical? The customer is told by email. This cannot be undone.",
    );
    expect(patches(sent)).toEqual([]);
    confirm.mockReturnValue(true);
    await user.click(cancel);
    const section = await screen.findByRole("region", { name: "Status: Cancelled" });
    expect(within(section).queryAllByRole("button")).toEqual([]);
    expect(screen.getByText(/^The order is cancelled\./)).toBeTruthy();
    expect(patches(sent).map(({ body }) => body)).toEqual([{ status: "cancelled" }]);
  });

  it("shows why a held order is held, releases it, and cancels it only with a note saying why", async () => {
    const { sent, user } = await openHeld({
      reason: "limit",
      pending: 40_000,
      limit: 50_000,
      overdueDays: 0,
    });
    const section = await screen.findByRole("region", { name: "Status: Held" });
    expect(
      within(section).getByText(
        /^Held\. Over the credit limit: owed ₹40,000\.00 before this order, limit ₹50,000\.00\./,
      ),
    ).toBeTruthy();
    expect(
      within(section)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Release", "Cancel order"]);
    await user.click(within(section).getByRole("button", { name: "Cancel order" }));
    expect(
      await screen.findByText(
        "Write why in the note to the customer below, then cancel: their mail carries it.",
      ),
    ).toBeTruthy();
    expect(patches(sent)).toEqual([]);
    await user.click(within(section).getByRole("button", { name: "Release" }));
    expect(await screen.findByRole("region", { name: "Status: Received" })).toBeTruthy();
    expect(screen.getByText(/^Released: the order now waits to be accepted\./)).toBeTruthy();
    expect(patches(sent)).toEqual([{ url: "/api/admin/orders/o1", body: { status: "received" } }]);
  });

  it("sends a held order's cancelling with the note typed", async () => {
    const { sent, user } = await openHeld({
      reason: "overdue",
      pending: 1_000,
      limit: null,
      overdueDays: 75,
    });
    expect(
      screen.getByText(/^Held\. A bill is 75 days overdue, beyond the age allowed\./),
    ).toBeTruthy();
    await user.type(
      within(region("Note to the customer")).getByLabelText("Note to the customer"),
      "Please clear SB-2 first.",
    );
    await user.click(screen.getByRole("button", { name: "Cancel order" }));
    expect(await screen.findByRole("region", { name: "Status: Cancelled" })).toBeTruthy();
    expect(patches(sent).map(({ body }) => body)).toEqual([
      { status: "cancelled", note: "Please clear SB-2 first." },
    ]);
  });

  it("says when someone changed the order meanwhile (409), and shows it as it is now", async () => {
    let current = order();
    const sent = stubServer({
      current: () => current,
      other: () => {
        // Another clerk cancelled it first.
        current = order({ status: "cancelled" });
        return jsonAnswer({ success: false, error: "The order is cancelled." }, 409);
      },
    });
    const user = await openOrder();
    await user.click(screen.getByRole("button", { name: "Accept" }));
    const alert = await screen.findByText(/^Someone changed this order meanwhile/);
    expect(alert.getAttribute("role")).toBe("alert");
    expect(document.activeElement).toBe(alert);
    await screen.findByRole("region", { name: "Status: Cancelled" });
    expect(orderReads(sent)).toBe(2);
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
  });

  it("shows the server's sentence when a move is refused", async () => {
    const refusal = "An order moves one step at a time.";
    const sent = movingServer(order(), () => jsonAnswer({ success: false, error: refusal }, 400));
    const user = await openOrder();
    await user.click(screen.getByRole("button", { name: "Accept" }));
    await waitFor(() =>
      expect(within(region("Status: Received")).getByRole("alert").textContent).toBe(refusal),
    );
    expect(orderReads(sent)).toBe(1);
  });

  it("lets supplied quantities be set only while accepted, each from 0 to qty + free", async () => {
    stubServer({});
    await openOrder();
    for (const item of ["Dolo 650", "Azee 500", "Pan 40", "Ciplox 500"])
      expect((suppliedBox(item) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Save supplied quantities" })).toBeNull();
    expect(screen.getByText("Accept the order to set what is supplied of each line.")).toBeTruthy();
  });

  it("saves the changed supplied quantities, refusing a box out of bounds", async () => {
    const sent = movingServer(order({ status: "accepted" }));
    const user = await openOrder();
    const dolo = suppliedBox("Dolo 650") as HTMLInputElement;
    expect(dolo.disabled).toBe(false);
    // Supplied counts billed units: at most the 25 ordered (its 2 free follow by the scheme).
    expect([dolo.min, dolo.max]).toEqual(["0", "25"]);
    expect((suppliedBox("Azee 500") as HTMLInputElement).max).toBe("10");

    await user.click(screen.getByRole("button", { name: "Supply all as ordered" }));
    expect(
      ["Dolo 650", "Azee 500", "Pan 40", "Ciplox 500"].map(
        (item) => (suppliedBox(item) as HTMLInputElement).value,
      ),
    ).toEqual(["25", "10", "4", "6"]);
    await user.clear(dolo);
    await user.type(dolo, "26");
    expect(screen.getByText("Give a whole number from 0 to 25.")).toBeTruthy();
    expect(dolo.getAttribute("aria-invalid")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Save supplied quantities" }));
    expect(patches(sent)).toEqual([]);
    expect(document.activeElement).toBe(dolo);

    await user.clear(dolo);
    await user.type(dolo, "20");
    const azee = suppliedBox("Azee 500");
    await user.clear(azee);
    await user.type(azee, "0");
    await user.click(screen.getByRole("button", { name: "Save supplied quantities" }));
    await waitFor(() =>
      expect(within(region("Lines (4)")).getByRole("status").textContent).toBe(
        "Supplied quantities saved.",
      ),
    );
    expect(patches(sent).map(({ body }) => body)).toEqual([
      {
        lines: [
          { index: 0, supplied: 20 },
          { index: 1, supplied: 0 },
          { index: 2, supplied: 4 },
          { index: 3, supplied: 6 },
        ],
      },
    ]);
    // Read again, the boxes hold what is saved; saving again changes nothing.
    await waitFor(() => expect(orderReads(sent)).toBe(2));
    await user.click(screen.getByRole("button", { name: "Save supplied quantities" }));
    expect(within(region("Lines (4)")).getByRole("status").textContent).toBe(
      "No supplied quantity was changed.",
    );
    expect(patches(sent)).toHaveLength(1);
  });

  it("marks dispatched with the quantities and the note typed but not saved, in one change, then freezes them", async () => {
    const sent = movingServer(order({ status: "accepted" }));
    const user = await openOrder();
    await user.type(suppliedBox("Pan 40"), "3");
    // The reason for the short supply, typed and not saved: the dispatch mail carries it.
    const note = within(region("Note to the customer")).getByLabelText("Note to the customer");
    await user.type(note, "Pan 40: one strip comes Monday.");
    await user.click(screen.getByRole("button", { name: "Mark dispatched" }));
    await screen.findByText(/^Marked dispatched\./);
    expect(patches(sent).map(({ body }) => body)).toEqual([
      {
        status: "dispatched",
        lines: [{ index: 2, supplied: 3 }],
        note: "Pan 40: one strip comes Monday.",
      },
    ]);
    await waitFor(() => expect((suppliedBox("Pan 40") as HTMLInputElement).disabled).toBe(true));
    expect((suppliedBox("Pan 40") as HTMLInputElement).value).toBe("3");
    expect((note as HTMLTextAreaElement).value).toBe("Pan 40: one strip comes Monday.");
    expect(screen.getByText("The supplied quantities are frozen since the dispatch.")).toBeTruthy();
  });

  it("saves a note to the customer, which sends no mail", async () => {
    const sent = movingServer(order({ status: "accepted", staffNote: "Azee comes Monday." }));
    const user = await openOrder();
    const note = region("Note to the customer");
    expect(within(note).getByText(/Saving a note alone sends no\s+mail/)).toBeTruthy();
    const box = within(note).getByLabelText("Note to the customer");
    expect((box as HTMLTextAreaElement).value).toBe("Azee comes Monday.");
    await user.clear(box);
    await user.type(box, "Azee comes Tuesday.");
    await user.click(within(note).getByRole("button", { name: "Save note" }));
    await waitFor(() =>
      expect(within(note).getByRole("status").textContent).toBe("Note saved. It sends no mail."),
    );
    expect(patches(sent).map(({ body }) => body)).toEqual([{ note: "Azee comes Tuesday." }]);
  });

  it("says a customer without email gets no mail at status changes", async () => {
    stubServer({ current: () => order({ customer: { ...customer, email: "" } }) });
    await openOrder();
    expect(
      screen.getByText(/^This customer has no email: status changes send no mail/),
    ).toBeTruthy();
    expect(within(region("Customer")).queryByRole("link", { name: /@/ })).toBeNull();
  });

  it("downloads the order for the billing software and shows it exported", async () => {
    let exportedAt: string | null = null;
    const sent = stubServer({
      current: () => order({ exportedAt }),
      other: () => {
        exportedAt = "2026-11-21T11:00:00.000Z";
        return new Response("Code,Item Name\r\n", {
          headers: {
            "content-disposition":
              "attachment; filename=\"order-1042.xlsx\"; filename*=UTF-8''order-1042-MT-01.xlsx",
          },
        });
      },
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const user = await openOrder();
    const billing = region("Into the billing software");
    expect(within(billing).getByText("Not exported yet.")).toBeTruthy();
    const csv = within(billing).getByRole("link", { name: "Download CSV of Order 1042" });
    const xlsx = within(billing).getByRole("link", {
      name: "Download Excel (.xlsx) of Order 1042",
    });
    expect(csv.getAttribute("href")).toBe("/api/admin/orders/o1/export?format=csv");
    expect(xlsx.getAttribute("href")).toBe("/api/admin/orders/o1/export?format=xlsx");
    await user.click(xlsx);
    await within(billing).findByText(/^Exported 21 Nov 2026, 4:30/);
    expect(saved).toEqual(["order-1042-MT-01.xlsx"]);
    expect(sent.some(({ url }) => url === "/api/admin/orders/o1/export?format=xlsx")).toBe(true);
  });
});

describe("the pick list", () => {
  it("groups the lines by company in name order, with what to pick and a box to tick", async () => {
    const print = vi.fn();
    vi.stubGlobal("print", print);
    stubServer({
      current: () =>
        order({
          status: "accepted",
          lines: [
            ...lines.map((line, index) => (index === 2 ? { ...line, supplied: 0 } : line)),
            line({ name: "Amlong 5", pack: "10 tab", quantity: 3, free: 0 }),
          ],
        }),
    });
    const user = await openOrder("/admin/orders?status=accepted&id=o1");
    const link = screen.getByRole("link", { name: "Print pick list" });
    expect(link.getAttribute("href")).toBe("/admin/orders?status=accepted&id=o1&view=pick-list");
    await user.click(link);
    const sheet = await screen.findByRole("article", { name: "Pick list: Order 1042" });
    expect(within(sheet).getByText("Maa Tarini Medical (MT-01)")).toBeTruthy();
    expect(within(sheet).getByText(/^Placed 21 Nov 2026, 2:30/)).toBeTruthy();
    // Pan 40 (Alkem) is supplied as 0: nothing to pick.
    expect(within(sheet).getByText("1 line supplied as 0 is left out.")).toBeTruthy();
    const companies = within(sheet).getAllByRole("region");
    expect(companies).toHaveLength(2);
    expect(
      within(sheet)
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(["cipla", "Micro Labs"]);
    const picks = (company: HTMLElement) =>
      within(company)
        .getAllByRole("row")
        .slice(1)
        .map((tableRow) =>
          [within(tableRow).getByRole("rowheader"), ...within(tableRow).getAllByRole("cell")]
            .slice(0, 4)
            .map((cell) => cell.textContent),
        );
    // Qty and the free goods its scheme gives on it (Dolo 650: 25 and 10+1 → 2), never summed.
    expect(picks(companies[0]!)).toEqual([
      ["Azee 500", "3 tab", "10", "0"],
      ["Ciplox 500", "10 tab", "6", "0"],
    ]);
    expect(picks(companies[1]!)).toEqual([
      ["Amlong 5", "10 tab", "3", "0"],
      ["Dolo 650", "15 tab", "25", "2"],
    ]);
    expect(within(sheet).getByRole("checkbox", { name: "Picked Dolo 650 15 tab" })).toBeTruthy();
    expect(within(sheet).queryByText("Pan 40")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole("link", { name: "Back to the order" }).getAttribute("href")).toBe(
      "/admin/orders?status=accepted&id=o1",
    );
  });

  it("picks the supplied quantity once it is set", async () => {
    stubServer({
      current: () =>
        order({
          status: "dispatched",
          lines: [line({ supplied: 12 })],
        }),
    });
    renderPage("/admin/orders?id=o1&view=pick-list");
    const sheet = await screen.findByRole("article", { name: "Pick list: Order 1042" });
    const pick = within(sheet).getByRole("row", { name: /Dolo 650/ });
    expect(
      within(pick)
        .getAllByRole("cell")
        .slice(0, 2)
        .map((cell) => cell.textContent),
    ).toEqual(["15 tab", "12"]);
    expect(screen.queryByRole("heading", { name: "Orders" })).toBeNull();
  });
});
