import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AccountPanel, accountPanelText } from "#app/customers/account-panel.tsx";
import { EnquiryListBadge } from "#app/catalogue/enquiry-list-badge.tsx";
import { texts } from "#shared/content/text.ts";
import { holdSentences } from "#shared/order-hold-text.ts";
import { withGst } from "#shared/order-terms.ts";
import { needsConfirmSchema, type Order } from "#shared/schemas/orders.ts";
import type { Locale } from "#shared/site-paths.ts";
import { deferred, jsonAnswer, renderOnPage, type SentRequest } from "#tests/support/component.tsx";
import {
  customer,
  dolo,
  mox,
  orderOf,
  ordersApi,
  pan,
  stored,
  type StoredLine,
} from "#tests/support/order-answers.ts";

// A signed-in customer's order on the account page (docs/product.md#orders): the list at
// today's terms with its estimate, placing it once, and "My orders". The server's answers pass
// the contract's schemas (tests/support/order-answers.ts), and what the page sends is read with
// them.

const textIn = (locale: Locale) => accountPanelText(texts[locale]);
const text = texts.en.orders;

/** An item that left the catalogue since it was added: the list keeps it by name, marked. */
const gone: StoredLine = {
  itemId: "C9",
  name: "Old Syrup",
  manufacturer: "Gone Labs",
  pack: "100 ml",
  quantity: 1,
};

type State = Parameters<typeof ordersApi>[0];

/** The account page of a signed-in customer (the device names the shop), with the header's badge. */
function renderAccount(locale: Locale = "en", entry = "") {
  window.localStorage.setItem("account-shop", customer.shopName);
  const path = locale === "en" ? "/account" : `/${locale}/account`;
  const user = userEvent.setup({ delay: null });
  renderOnPage(
    <>
      <nav aria-label="Header">
        <EnquiryListBadge />
      </nav>
      <AccountPanel text={textIn(locale)} />
    </>,
    { path, locale, entry: `${path}${entry}`, bootScript: true },
  );
  return user;
}

const orderSection = () => screen.getByRole("region", { name: text.list.heading });
const ordersSection = () => screen.getByRole("region", { name: text.mine.heading });
/** A line of the order list, found by its item's name. */
async function line(name: string) {
  await screen.findByRole("region", { name: text.list.heading });
  const found = await within(orderSection()).findByText(name);
  return found.closest("li")!;
}
/** A line's terms as "label value" pairs, as a screen reader lists them. */
const terms = (element: HTMLElement) =>
  [...element.querySelectorAll("dl > div")].map((term) =>
    [...term.children].map((part) => part.textContent).join(" "),
  );
/** The estimate's figures, by label. */
function estimate() {
  const box = within(orderSection()).getByRole("region", { name: text.estimate.heading });
  return Object.fromEntries(
    [...box.querySelectorAll("dt")].map((label) => [
      label.textContent,
      label.nextElementSibling!.textContent,
    ]),
  );
}
/** Types a quantity as a customer does: the box's number replaced. */
function setQuantity(name: string, value: number) {
  fireEvent.change(screen.getByLabelText(`Quantity of ${name}`), {
    target: { value: String(value) },
  });
}
const puts = (sent: SentRequest[]) =>
  sent
    .filter((request) => request.method === "PUT")
    .map((request) => (JSON.parse(String(request.body)) as { items: unknown[] }).items);
const posts = (sent: SentRequest[]) =>
  sent
    .filter((request) => request.method === "POST" && request.url === "/api/orders")
    .map(
      (request) =>
        JSON.parse(String(request.body)) as {
          items: { itemId: string; quantity: number }[];
          note: string;
          idempotencyKey: string;
        },
    );
const status = () => within(orderSection()).getAllByRole("status")[0]!;
const placeButton = () => within(orderSection()).getByRole("button", { name: text.place.submit });

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe("the order list", () => {
  it("shows today's terms with the scheme's free goods, marks what cannot be priced or ordered, and works the estimate out as quantities change", async () => {
    const state: State = {
      catalogue: [dolo, mox, pan],
      list: [stored(dolo, 10), stored(mox, 3), stored(pan, 2), gone],
      orders: [],
    };
    const sent = ordersApi(state);
    renderAccount();

    // 10 of "10+1": 1 free.
    expect(terms(await line("Dolo 650"))).toEqual([
      "Rate ₹26.88",
      "MRP ₹33.60",
      "Scheme 10+1",
      "Free 1",
      "Amount ₹268.80",
    ]);
    // "5%": no goods free, 5 % off the amount: 3 × ₹100 less 5 % = ₹285.
    expect(terms(await line("Mox 250"))).toEqual([
      "Rate ₹100.00",
      "MRP ₹120.00",
      "Scheme 5%",
      "Amount ₹285.00",
    ]);
    expect(within(await line("Mox 250")).getByText("Few left")).toBeTruthy();
    // Out of stock and without a rate: marked, kept, and left out of the total.
    const panLine = await line("Pan 40");
    expect(within(panLine).getByText("Out of stock")).toBeTruthy();
    expect(within(panLine).getByText("Rate on request: not in the total")).toBeTruthy();
    // Gone from the catalogue: marked, not dropped.
    expect(within(await line("Old Syrup")).getByText(text.list.notInCatalogue)).toBeTruthy();

    // ₹268.80 + ₹285.00; GST 12 % of 268.80 (32.26) + 5 % of 285.00 (14.25).
    expect(estimate()).toEqual({
      "Total before GST": "₹553.80",
      "GST (estimate)": "₹46.51",
      "Total with GST (estimate)": "₹600.31",
    });
    expect(within(orderSection()).getByText(text.estimate.note)).toBeTruthy();
    expect(
      within(orderSection()).getByText("2 items have no rate and are not in the total."),
    ).toBeTruthy();

    // 25 of "10+1": 2 free, and the estimate follows at once.
    setQuantity("Dolo 650", 25);
    expect(terms(await line("Dolo 650"))).toEqual([
      "Rate ₹26.88",
      "MRP ₹33.60",
      "Scheme 10+1",
      "Free 2",
      "Amount ₹672.00",
    ]);
    expect(estimate()).toEqual({
      "Total before GST": "₹957.00",
      "GST (estimate)": "₹94.89",
      "Total with GST (estimate)": "₹1,051.89",
    });

    // Saved a moment later, whole, with the gone line kept by its name.
    await waitFor(() => expect(puts(sent)).toHaveLength(1), { timeout: 3000 });
    expect(puts(sent)[0]).toEqual([
      {
        itemId: "C1",
        name: "Dolo 650",
        manufacturer: "Micro Labs",
        pack: "15 tablets",
        quantity: 25,
      },
      {
        itemId: "C2",
        name: "Mox 250",
        manufacturer: "Micro Labs",
        pack: "10 capsules",
        quantity: 3,
      },
      { itemId: "C3", name: "Pan 40", manufacturer: "Alkem", pack: "15 tablets", quantity: 2 },
      { itemId: "C9", name: "Old Syrup", manufacturer: "Gone Labs", pack: "100 ml", quantity: 1 },
    ]);
  });

  it("labels every quantity box and removes a line, saving the list", async () => {
    const state: State = {
      catalogue: [dolo, mox],
      list: [stored(dolo, 10), stored(mox, 3)],
      orders: [],
    };
    const sent = ordersApi(state);
    const user = renderAccount();
    await line("Mox 250");
    expect(screen.getByLabelText("Quantity of Dolo 650")).toBeTruthy();
    expect(screen.getByLabelText("Quantity of Mox 250")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Remove Mox 250" }));
    expect(within(orderSection()).queryByText("Mox 250")).toBeNull();
    await waitFor(() => expect(state.list.map((listed) => listed.name)).toEqual(["Dolo 650"]), {
      timeout: 3000,
    });
    expect(puts(sent)).toHaveLength(1);
  });

  it("never writes a rate to the device: the badge counts the lines from their ids and quantities", async () => {
    ordersApi({
      catalogue: [dolo, mox, pan],
      list: [stored(dolo, 10), stored(mox, 3), gone],
      orders: [],
    });
    renderAccount();
    await line("Dolo 650");
    setQuantity("Dolo 650", 25);
    await waitFor(
      () =>
        expect(JSON.parse(window.localStorage.getItem("order-list")!)).toEqual([
          { itemId: "C1", quantity: 25 },
          { itemId: "C2", quantity: 3 },
          { itemId: "C9", quantity: 1 },
        ]),
      { timeout: 3000 },
    );
    const kept = JSON.stringify({ ...window.localStorage, ...window.sessionStorage });
    expect(kept).not.toMatch(/26\.88|33\.6|100|120|10\+1|5%|rate|mrp|scheme|gst|amount|in_stock/i);
    const badge = within(screen.getByRole("navigation", { name: "Header" })).getByRole("link");
    expect(badge.textContent).toContain("Your order: 3 items");
    expect(badge.getAttribute("href")).toBe("/account#order");
  });
});

describe("placing the order", () => {
  it("places one order for a double tap, says its number, and empties the list", async () => {
    const state: State = {
      catalogue: [dolo, mox],
      list: [stored(dolo, 25), stored(mox, 3)],
      orders: [],
    };
    const held = deferred<void>();
    const sent = ordersApi(state, async (_request, answer) => {
      await held.promise;
      return answer();
    });
    const user = renderAccount();
    await line("Dolo 650");
    await user.type(screen.getByLabelText(text.place.note), "Before noon, please.");

    const form = placeButton().closest("form")!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(placeButton).toThrow();
    const pending = within(orderSection()).getByRole("button", { name: text.place.pending });
    expect(pending.hasAttribute("disabled")).toBe(true);
    await user.click(pending);
    held.resolve();

    await waitFor(() =>
      expect(status().textContent).toBe(
        "Order 1042 placed. We will let you know when it is accepted.",
      ),
    );
    expect(posts(sent)).toHaveLength(1);
    expect(posts(sent)[0]).toEqual({
      items: [
        { itemId: "C1", quantity: 25 },
        { itemId: "C2", quantity: 3 },
      ],
      note: "Before noon, please.",
      idempotencyKey: expect.stringMatching(
        /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/,
      ) as string,
    });
    expect(state.orders).toHaveLength(1);
    expect(within(orderSection()).getByText(text.list.empty)).toBeTruthy();
    expect(window.localStorage.getItem("order-list")).toBeNull();
    expect(
      within(screen.getByRole("navigation", { name: "Header" })).queryByRole("link"),
    ).toBeNull();
    // "My orders" shows it.
    expect(
      await within(ordersSection()).findByRole("heading", { name: "Order 1042" }),
    ).toBeTruthy();
  });

  it("asks to check a large order, naming its lines, and places it as it is with the same key", async () => {
    const state: State = {
      catalogue: [dolo, mox],
      list: [stored(dolo, 250), stored(mox, 3)],
      orders: [],
    };
    let asked = false;
    const sent = ordersApi(state, (request, answer) => {
      const body = JSON.parse(String(request.body)) as { confirmLarge?: true };
      if (body.confirmLarge) return answer();
      asked = true;
      return jsonAnswer(
        needsConfirmSchema.parse({
          success: false,
          error:
            "Please check the large quantities named, then place the order as it is or change them.",
          needsConfirm: [{ index: 0, reason: "usual", usual: 20 }],
        }),
        409,
      );
    });
    const user = renderAccount();
    await line("Dolo 650");
    await user.click(placeButton());
    const check = await within(orderSection()).findByRole("region", { name: text.large.heading });
    expect(asked).toBe(true);
    expect(document.activeElement?.textContent).toBe(text.large.heading);
    expect(
      within(check).getByText("Dolo 650: 250 is more than 10 times your usual 20."),
    ).toBeTruthy();
    expect(state.orders).toEqual([]);
    await user.click(within(check).getByRole("button", { name: text.large.confirm }));
    await waitFor(() => expect(status().textContent).toContain("Order 1042 placed."));
    const [first, second] = posts(sent);
    expect(first).not.toHaveProperty("confirmLarge");
    expect(second).toMatchObject({ idempotencyKey: first!.idempotencyKey, confirmLarge: true });
    // The confirmation is where the customer looks: the section's heading has the focus.
    expect(document.activeElement?.id).toBe("order-heading");
  });

  it("says beside the box that a quantity out of range is not one, keeps it as typed, and places nothing until it is put right", async () => {
    const state: State = { catalogue: [dolo], list: [stored(dolo, 25)], orders: [] };
    const sent = ordersApi(state);
    const user = renderAccount();
    await line("Dolo 650");
    const box = screen.getByLabelText("Quantity of Dolo 650") as HTMLInputElement;
    for (const typed of ["150000", "0"]) {
      fireEvent.change(box, { target: { value: typed } });
      expect(box.value).toBe(typed);
      expect(box.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById(box.getAttribute("aria-describedby")!)!.textContent).toBe(
        "Please enter a whole number from 1 to 1,00,000.",
      );
    }
    await user.click(placeButton());
    expect(document.activeElement).toBe(box);
    expect(posts(sent)).toEqual([]);
    // The most there is: its free goods grouped as the trade reads them.
    fireEvent.change(box, { target: { value: "100000" } });
    expect(box.hasAttribute("aria-invalid")).toBe(false);
    expect(terms(await line("Dolo 650"))).toContain("Free 10,000");
    fireEvent.change(box, { target: { value: "30" } });
    await user.click(placeButton());
    await waitFor(() => expect(status().textContent).toContain("Order 1042 placed."));
    expect(posts(sent)[0]!.items).toEqual([{ itemId: "C1", quantity: 30 }]);
  });

  it("retries with the same key after a lost answer, so the order is placed once", async () => {
    const state: State = { catalogue: [dolo], list: [stored(dolo, 25)], orders: [] };
    let tries = 0;
    const sent = ordersApi(state, (_request, answer) => {
      const placed = answer();
      // The first answer is lost on the way back, after the server stored the order.
      if (++tries === 1) throw new TypeError("Failed to fetch");
      return placed;
    });
    const user = renderAccount();
    await line("Dolo 650");
    await user.click(placeButton());
    await waitFor(() => expect(status().textContent).toBe(text.place.failed));
    // The list is still on the page for the retry.
    expect(await line("Dolo 650")).toBeTruthy();

    await user.click(placeButton());
    await waitFor(() => expect(status().textContent).toContain("Order 1042 placed."));
    const [first, second] = posts(sent);
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    expect(state.orders).toHaveLength(1);

    // The next order has a key of its own.
    const card = await orderCard(1042);
    await user.click(within(card).getByRole("button", { name: "Order again: order 1042" }));
    await line("Dolo 650");
    await user.click(placeButton());
    await waitFor(() => expect(status().textContent).toContain("Order 1043 placed."));
    expect(posts(sent)[2]!.idempotencyKey).not.toBe(first!.idempotencyKey);
    expect(state.orders).toHaveLength(2);
  });

  it("marks the lines the server refuses (an item that left the catalogue meanwhile) and places nothing", async () => {
    const state: State = {
      catalogue: [dolo, mox],
      list: [stored(dolo, 25), stored(mox, 3)],
      orders: [],
    };
    ordersApi(state);
    const user = renderAccount();
    const moxLine = await line("Mox 250");
    state.catalogue = [dolo];
    await user.click(placeButton());
    await waitFor(() => expect(status().textContent).toBe(text.place.lineErrors));
    expect(within(moxLine).getByText(text.place.lineError)).toBeTruthy();
    expect(within(await line("Dolo 650")).queryByText(text.place.lineError)).toBeNull();
    expect(state.orders).toEqual([]);
  });

  it("asks to remove the lines no longer in the catalogue before anything is sent", async () => {
    const state: State = { catalogue: [dolo], list: [stored(dolo, 25), gone], orders: [] };
    const sent = ordersApi(state);
    const user = renderAccount();
    await line("Old Syrup");
    await user.click(placeButton());
    expect(status().textContent).toBe(text.place.notInCatalogue);
    expect(posts(sent)).toEqual([]);
  });

  it("says so in words when the hour's orders are used up", async () => {
    ordersApi({ catalogue: [dolo], list: [stored(dolo, 25)], orders: [] }, () =>
      jsonAnswer({ success: false, error: "Too many orders." }, 429),
    );
    const user = renderAccount();
    await line("Dolo 650");
    await user.click(placeButton());
    await waitFor(() => expect(status().textContent).toBe(text.place.tooMany));
  });
});

/** Two earlier orders: 1041 accepted and supplied short with a note from staff, 1040 delivered. */
function earlierOrders(): Order[] {
  return [
    orderOf(
      [
        { item: dolo, quantity: 25, supplied: 20 },
        { item: { ...mox, id: "C9", name: "Old Syrup" }, quantity: 2, supplied: 2 },
      ],
      {
        id: "7f0c5a52-2f7e-4b53-9a1e-1b2f3c4d5e6f",
        number: 1041,
        status: "accepted",
        createdAt: "2026-11-21T10:15:00.000Z",
        note: "Before noon, please.",
        staffNote: "Dolo 650: 20 today, the rest on Monday.",
        history: [
          { status: "received", at: "2026-11-21T10:15:00.000Z" },
          { status: "accepted", at: "2026-11-21T11:40:00.000Z" },
        ],
      },
    ),
    orderOf([{ item: mox, quantity: 10 }], {
      id: "0b6e4d1c-8c55-4f0a-b6a2-5e4f3a2b1c0d",
      number: 1040,
      status: "delivered",
      createdAt: "2026-11-02T18:45:00.000Z",
      history: [
        { status: "received", at: "2026-11-02T18:45:00.000Z" },
        { status: "accepted", at: "2026-11-03T04:00:00.000Z" },
        { status: "dispatched", at: "2026-11-03T07:30:00.000Z" },
        { status: "delivered", at: "2026-11-03T12:05:00.000Z" },
      ],
    }),
  ];
}

/** An order's card in "My orders", found by its heading. */
async function orderCard(number: number) {
  const section = await screen.findByRole("region", { name: text.mine.heading });
  const heading = await within(section).findByRole("heading", {
    name: `Order ${number}`,
  });
  return heading.closest("details")!;
}

describe("my orders", () => {
  it("shows each order's number, day in India, status in words with its history, supplied quantities and the note from staff", async () => {
    ordersApi({ catalogue: [dolo, mox], list: [], orders: earlierOrders() });
    renderAccount();
    const card = await orderCard(1041);
    const summary = card.querySelector("summary")!;
    // 10:15 UTC is 3:45 pm in India.
    expect(summary.textContent).toContain("Placed on 21 November 2026");
    expect(within(summary).getByText("Accepted")).toBeTruthy();
    expect(within(card).getByText(text.mine.statusNotes.accepted)).toBeTruthy();
    expect(within(card).getByText("21 November 2026, 3:45 pm")).toBeTruthy();
    expect(within(card).getByText("21 November 2026, 5:10 pm")).toBeTruthy();

    const doloLine = within(card).getByText("Dolo 650").closest("li")!;
    expect(terms(doloLine)).toEqual(["Ordered 25", "Free 2", "Rate ₹26.88", "Amount ₹672.00"]);
    // Supplied counts billed units; its free goods follow by the scheme (10+1: 20 → 2 free).
    expect(within(doloLine).getByText("Supplied 20 + 2 free of 25 + 2 free")).toBeTruthy();
    expect(within(doloLine).getByText("Short by 5")).toBeTruthy();
    // The estimate of what goes out beside the one of the order placed.
    expect(within(card).getByText(text.estimate.suppliedHeading)).toBeTruthy();
    expect(within(card).getByText("Old Syrup").closest("li")!.textContent).not.toContain("Short");
    expect(within(card).getByText("Dolo 650: 20 today, the rest on Monday.")).toBeTruthy();
    expect(within(card).getByText("Before noon, please.")).toBeTruthy();
    expect(within(card).getByText(text.estimate.note)).toBeTruthy();

    const delivered = await orderCard(1040);
    expect(within(delivered.querySelector("summary")!).getByText("Delivered")).toBeTruthy();
    // Orders cannot be cancelled here: the page says to call, with the number.
    const call = within(ordersSection()).getByRole("link", { name: "+91 94370 12345" });
    expect(call.getAttribute("href")).toBe("tel:+919437012345");
    expect(call.parentElement!.textContent).toBe(
      "Orders cannot be cancelled or changed on the website. Please call us on +91 94370 12345.",
    );
  });

  it("marks an order staff took for the customer as placed for them, and no other", async () => {
    const [taken, own] = earlierOrders();
    ordersApi({
      catalogue: [dolo, mox],
      list: [],
      orders: [{ ...taken!, placedByStaff: true }, own!],
    });
    renderAccount();
    const summary = (await orderCard(1041)).querySelector("summary")!;
    expect(within(summary).getByText(text.mine.placedByStaff)).toBeTruthy();
    const ownSummary = (await orderCard(1040)).querySelector("summary")!;
    expect(within(ownSummary).queryByText(text.mine.placedByStaff)).toBeNull();
  });

  it("orders again: the order's lines join the list at today's rates, the gone ones marked", async () => {
    const state: State = {
      catalogue: [dolo, mox],
      list: [stored(dolo, 5)],
      orders: earlierOrders(),
    };
    const sent = ordersApi(state);
    const user = renderAccount();
    await line("Dolo 650");
    const card = await orderCard(1041);
    await user.click(within(card).getByRole("button", { name: "Order again: order 1041" }));
    await waitFor(() =>
      expect(status().textContent).toBe(
        "The items of order 1041 are in your order above, at today's rates.",
      ),
    );
    expect(puts(sent).at(-1)).toEqual([
      {
        itemId: "C1",
        name: "Dolo 650",
        manufacturer: "Micro Labs",
        pack: "15 tablets",
        quantity: 30,
      },
      {
        itemId: "C9",
        name: "Old Syrup",
        manufacturer: "Micro Labs",
        pack: "10 capsules",
        quantity: 2,
      },
    ]);
    expect(terms(await line("Dolo 650"))).toContain("Amount ₹806.40");
    expect(within(await line("Old Syrup")).getByText(text.list.notInCatalogue)).toBeTruthy();
  });

  it("prints only the order's summary, and shares it on WhatsApp as plain text", async () => {
    ordersApi({ catalogue: [dolo, mox], list: [], orders: earlierOrders() });
    const print = vi.fn();
    vi.stubGlobal("print", print);
    const user = renderAccount();
    const card = await orderCard(1041);

    await user.click(within(card).getByRole("button", { name: "Print order 1041" }));
    expect(print).toHaveBeenCalledOnce();
    const printed = document.querySelector<HTMLElement>("body > [data-print-only]")!;
    expect(printed.className).toContain("print:block");
    expect(printed.textContent).toContain("Mahanadi Pharma Distributors");
    expect(within(printed).getByRole("heading", { name: "Order 1041" })).toBeTruthy();
    expect(printed.textContent).toContain(`For ${customer.shopName}`);
    expect(printed.textContent).toContain("Placed on 21 November 2026");
    const rows = [...printed.querySelectorAll("tbody tr")].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows[0]).toEqual([
      "Dolo 650",
      "15 tablets",
      "Micro Labs",
      "25",
      "2",
      "20",
      "₹26.88",
      "₹672.00",
    ]);
    expect(printed.textContent).toContain("Total with GST (estimate)");
    // Nothing else of the page: no buttons, no note from staff.
    expect(printed.querySelector("button, a")).toBeNull();

    const share = within(card).getByRole("link", { name: "Share on WhatsApp: order 1041" });
    const href = share.getAttribute("href")!;
    expect(href.startsWith("https://wa.me/?text=")).toBe(true);
    const message = decodeURIComponent(href.slice("https://wa.me/?text=".length));
    expect(message.split("\n")).toEqual([
      "Mahanadi Pharma Distributors",
      "Order 1041",
      `For ${customer.shopName}`,
      "Placed on 21 November 2026",
      "Status: Accepted",
      "",
      "25 + 2 free × Dolo 650 (Micro Labs, 15 tablets): ₹672.00",
      "2 × Old Syrup (Micro Labs, 10 capsules): ₹190.00",
      "",
      "Total before GST: ₹862.00",
      "GST (estimate): ₹90.14",
      "Total with GST (estimate): ₹952.14",
    ]);
  });

  it("opens the order a link names, first and open, and says when it is not the customer's", async () => {
    const orders = earlierOrders();
    ordersApi({ catalogue: [dolo, mox], list: [], orders });
    renderAccount("en", `?order=${orders[1]!.id}`);
    const card = await orderCard(1040);
    await waitFor(() => expect(card.open).toBe(true));
    const cards = within(ordersSection()).getAllByRole("heading", { level: 3 });
    expect(cards.map((heading) => heading.textContent)).toEqual(["Order 1040", "Order 1041"]);
    expect((await orderCard(1041)).open).toBe(false);
  });

  it("says an order of another account cannot be found", async () => {
    ordersApi({ catalogue: [dolo], list: [], orders: earlierOrders() });
    renderAccount("en", "?order=not-mine");
    expect(await screen.findByText(text.mine.notFound)).toBeTruthy();
  });

  it("speaks the page's language: Odia headings, status words and dates", async () => {
    ordersApi({ catalogue: [dolo, mox], list: [stored(dolo, 10)], orders: earlierOrders() });
    renderAccount("or");
    const or = texts.or.orders;
    expect(await screen.findByRole("heading", { name: or.list.heading })).toBeTruthy();
    expect(await screen.findByLabelText("Dolo 650 ର ପରିମାଣ")).toBeTruthy();
    const heading = await screen.findByRole("heading", { name: "ଅର୍ଡର 1041" });
    const summary = heading.closest("summary")!;
    expect(within(summary).getByText(or.mine.statuses.accepted)).toBeTruthy();
    expect(summary.textContent).toContain("ଅର୍ଡର ତାରିଖ: 21 ନଭେମ୍ବର 2026");
    // The time of day as Odia says it, not "3:45 pm".
    const card = heading.closest("details")!;
    expect(within(card).getByText("21 ନଭେମ୍ବର 2026, ଅପରାହ୍ନ 3:45")).toBeTruthy();
  });
});

describe("an order page restored from the back-forward cache", () => {
  it("asks who is signed in again before it shows prices", async () => {
    const state: State = { catalogue: [dolo], list: [stored(dolo, 10)], orders: [] };
    const sent = ordersApi(state);
    renderAccount();
    await line("Dolo 650");
    state.signedIn = false;
    const restored = new Event("pageshow");
    Object.defineProperty(restored, "persisted", { value: true });
    act(() => {
      window.dispatchEvent(restored);
    });
    expect(screen.queryByText("Dolo 650")).toBeNull();
    await screen.findByRole("button", { name: texts.en.account.signIn.submit });
    expect(sent.filter((request) => request.url === "/api/account/me")).toHaveLength(2);
    expect(window.localStorage.getItem("account-shop")).toBeNull();
  });
});

describe("an order held for credit", () => {
  it("says why in the customer's language with the way to the Bills page, and My orders says it too", async () => {
    const hold = { reason: "limit" as const, pending: 40_000, limit: 50_000, overdueDays: 0 };
    const state: State = { catalogue: [dolo], list: [stored(dolo, 10)], orders: [], hold };
    ordersApi(state);
    const user = renderAccount("hi");
    const hi = texts.hi.orders;
    await user.click(await screen.findByRole("button", { name: hi.place.submit }));
    const [order] = state.orders;
    const [why, next] = holdSentences(hi.hold, {
      number: 1042,
      hold,
      amount: withGst(order!),
    });
    expect(why).toContain("₹40,000.00");
    const region = screen.getByRole("region", { name: hi.list.heading });
    expect(await within(region).findByText(why!)).toBeTruthy();
    expect(within(region).getByText(next!)).toBeTruthy();
    expect(within(region).getByRole("link", { name: hi.hold.pay }).getAttribute("href")).toBe(
      "/hi/account/bills",
    );
    // The held order opens on My orders, saying the same.
    const card = (await screen.findByRole("heading", { name: "ऑर्डर 1042" })).closest("details")!;
    expect(card.open).toBe(true);
    expect(within(card).getByText(hi.mine.statuses.held)).toBeTruthy();
    expect(within(card).getByText(why!)).toBeTruthy();
    expect(within(card).getByRole("link", { name: hi.hold.pay }).getAttribute("href")).toBe(
      "/hi/account/bills",
    );
  });
});
