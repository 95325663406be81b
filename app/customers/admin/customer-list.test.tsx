import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CustomerList } from "#app/customers/admin/customer-list.tsx";
import { useCustomers } from "#app/customers/admin/customers.ts";
import { indiaDateTime } from "#shared/india-time.ts";
import type { CustomerDetail, CustomerRow, Invitation } from "#shared/schemas/customers.ts";
import {
  jsonAnswer,
  renderOnPage,
  stubFetch,
  type SentRequest,
} from "#tests/support/component.tsx";

// The staff's customer list (/admin/customers): its filters, one customer's details and the
// status moves. The answers are written here as the contract (shared/api/schemas.ts) promises.

const row = (change: Partial<CustomerRow> = {}): CustomerRow => ({
  id: "c1",
  status: "requested",
  code: "",
  shopName: "Maa Tarini Medical",
  contactName: "Sita Das",
  phone: "094370 11111",
  email: "sita@example.com",
  address: "College Square, Cuttack",
  drugLicence: "OD-CUT-123",
  gstin: "",
  hospital: false,
  locale: "or",
  createdAt: "2026-11-21T09:00:00.000Z",
  lastSignInAt: null,
  linkExpiresAt: null,
  spam: false,
  ...change,
});
const detail = (change: Partial<CustomerDetail> = {}): CustomerDetail => ({
  ...row(),
  source: "request",
  passwordSet: false,
  consentedAt: "2026-11-21T09:00:00.000Z",
  erasedAt: null,
  sessions: 0,
  creditLimit: null,
  maxOverdueDays: null,
  ...change,
});
const listOf = (...customers: CustomerRow[]) => ({
  success: true,
  total: customers.length,
  page: 1,
  pageSize: 25,
  customers,
});
const invitation: Invitation = {
  success: true,
  inviteUrl: "https://example.com/account/password#token=abc",
  invitation: {
    subject: "Your account & rates",
    text: "ନମସ୍କାର Sita, set your password: https://example.com/account/password#token=abc",
  },
};

/** The server: the list, the customer, and `other` for every other call. */
function stubServer(customer: CustomerDetail, other: (request: SentRequest) => Response) {
  return stubFetch((request) => {
    if (request.method === "GET" && request.url.startsWith("/api/admin/customers?"))
      return jsonAnswer(listOf(row({ ...customer })));
    if (request.method === "GET" && request.url === `/api/admin/customers/${customer.id}`)
      return jsonAnswer({ success: true, customer });
    return other(request);
  });
}

function Page() {
  return <CustomerList list={useCustomers()} />;
}
function renderList() {
  const user = userEvent.setup({ delay: null });
  renderOnPage(<Page />, { path: "/admin/customers", otherPaths: ["/admin/login"] });
  return user;
}
const lists = (sent: SentRequest[]) =>
  sent.filter((request) => request.url.startsWith("/api/admin/customers?")).map(({ url }) => url);

async function openDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Details of Maa Tarini Medical" }));
  return screen.findByRole("region", { name: "Maa Tarini Medical" });
}

describe("the customer list", () => {
  it("shows each customer and filters by status, spam and search, the CSV too", async () => {
    const sent = stubServer(detail(), () => jsonAnswer({}, 404));
    const user = renderList();
    const item = (await screen.findByRole("heading", { name: "Maa Tarini Medical" })).closest(
      "li",
    )!;
    expect(within(item).getByText("Requested")).toBeTruthy();
    for (const text of ["Sita Das", "094370 11111", "sita@example.com", "Never signed in"])
      expect(within(item).getByText(text)).toBeTruthy();
    expect(within(item).getByText(/^Created 21 Nov 2026/)).toBeTruthy();
    const csv = () => screen.getByRole("link", { name: /^Download CSV/ }).getAttribute("href");
    expect(lists(sent)).toEqual(["/api/admin/customers?q=&page=1&pageSize=25"]);
    expect(csv()).toBe("/api/export/customers.csv?q=");

    const status = screen.getByLabelText("Status");
    expect(
      within(status)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([...["All", "Requested", "Invited", "Active", "Disabled", "Rejected", "Spam"]]);
    await user.selectOptions(status, "Active");
    await waitFor(() => expect(lists(sent)).toHaveLength(2));
    expect(lists(sent)[1]).toBe("/api/admin/customers?q=&status=active&page=1&pageSize=25");
    expect(csv()).toBe("/api/export/customers.csv?q=&status=active");

    await user.selectOptions(status, "Spam");
    await user.type(screen.getByLabelText("Search shop, contact, phone, email or code"), "tarini");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(lists(sent).at(-1)).toBe("/api/admin/customers?q=tarini&spam=1&page=1&pageSize=25"),
    );
    expect(csv()).toBe("/api/export/customers.csv?q=tarini&spam=1");
  });

  it("says of each invited customer whether a link is open and until when, expired, or never made, and who has signed in", async () => {
    const inAWeek = new Date(Date.now() + 6 * 86_400_000).toISOString();
    const lastWeek = new Date(Date.now() - 86_400_000).toISOString();
    stubFetch(() =>
      jsonAnswer(
        listOf(
          row({
            id: "c1",
            shopName: "Open Link Medical",
            status: "invited",
            linkExpiresAt: inAWeek,
          }),
          row({
            id: "c2",
            shopName: "Expired Link Medical",
            status: "invited",
            linkExpiresAt: lastWeek,
          }),
          row({ id: "c3", shopName: "Imported Medical", status: "invited" }),
          row({
            id: "c4",
            shopName: "Signed In Medical",
            status: "active",
            lastSignInAt: "2026-11-25T04:30:00.000Z",
          }),
        ),
      ),
    );
    renderList();
    const item = async (name: string) =>
      (await screen.findByRole("heading", { name })).closest("li")!;
    expect(
      within(await item("Open Link Medical")).getByText(`Invited until ${indiaDateTime(inAWeek)}`),
    ).toBeTruthy();
    expect(within(await item("Expired Link Medical")).getByText("Link expired")).toBeTruthy();
    expect(within(await item("Imported Medical")).getByText("Not invited yet")).toBeTruthy();
    const active = await item("Signed In Medical");
    expect(within(active).getByText("Last sign-in 25 Nov 2026, 10:00 am")).toBeTruthy();
    expect(within(active).queryByText(/invited|Link expired/i)).toBeNull();
  });

  it("approves with the party code and shows the invitation to send, encoded for mail and WhatsApp", async () => {
    const sent = stubServer(detail({ code: "MT-01" }), () => jsonAnswer(invitation));
    const user = renderList();
    const panel = await openDetails(user);
    expect(document.activeElement).toBe(within(panel).getByRole("heading", { level: 2 }));
    const code = await within(panel).findByLabelText("Party code in the billing software");
    expect(
      within(panel)
        .getByRole("link", { name: "Orders of Maa Tarini Medical" })
        .getAttribute("href"),
    ).toBe("/admin/orders?customer=c1");
    expect((code as HTMLInputElement).value).toBe("MT-01");
    await user.clear(code);
    await user.type(code, "MT-02");
    await user.click(within(panel).getByRole("button", { name: "Approve Maa Tarini Medical" }));

    const box = await within(panel).findByRole("region", { name: "Invitation" });
    const approve = sent.find((request) => request.method === "POST")!;
    expect(approve.url).toBe("/api/admin/customers/c1/approve");
    expect(JSON.parse(String(approve.body))).toEqual({ code: "MT-02" });
    expect(document.activeElement).toBe(within(box).getByRole("heading", { name: "Invitation" }));
    expect(within(box).getByText(/never sends this invitation itself/)).toBeTruthy();
    expect((within(box).getByLabelText("Invitation link") as HTMLInputElement).value).toBe(
      invitation.inviteUrl,
    );
    const { subject, text } = invitation.invitation;
    expect(
      within(box)
        .getByRole("link", { name: /^Email the invitation/ })
        .getAttribute("href"),
    ).toBe(
      "mailto:sita@example.com?subject=Your%20account%20%26%20rates&body=" +
        encodeURIComponent(text),
    );
    expect(encodeURIComponent(subject)).toBe("Your%20account%20%26%20rates");
    expect(
      within(box)
        .getByRole("link", { name: /^Send on WhatsApp/ })
        .getAttribute("href"),
    ).toBe(`https://wa.me/919437011111?text=${encodeURIComponent(text)}`);
    await user.click(within(box).getByRole("button", { name: "Copy link" }));
    expect(await navigator.clipboard.readText()).toBe(invitation.inviteUrl);
    expect(within(box).getByText("Link copied.")).toBeTruthy();
    // The list and the details are read again, to show the new status.
    await waitFor(() => expect(lists(sent)).toHaveLength(2));
  });

  it("offers no mail without an email and no WhatsApp without a mobile", async () => {
    // A local landline: no mobile to sign in with or WhatsApp.
    const customer = detail({ status: "active", email: "", phone: "230 4567" });
    const sent = stubServer(customer, () => jsonAnswer(invitation));
    const user = renderList();
    const panel = await openDetails(user);
    await user.click(
      await within(panel).findByRole("button", { name: "New link for Maa Tarini Medical" }),
    );
    const box = await within(panel).findByRole("region", { name: "Invitation" });
    expect(sent.find((request) => request.method === "POST")!.url).toBe(
      "/api/admin/customers/c1/invite",
    );
    expect(within(box).queryByRole("link")).toBeNull();
    expect(within(box).getByText(/no email and no mobile number/)).toBeTruthy();
  });

  it("erases only after the staff confirm, and says what is kept", async () => {
    const sent = stubServer(detail({ status: "active" }), () => jsonAnswer({ success: true }));
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    const user = renderList();
    const panel = await openDetails(user);
    expect(
      await within(panel).findByText(/shop\s+name, party code and orders are kept/),
    ).toBeTruthy();
    const erase = within(panel).getByRole("button", { name: "Erase Maa Tarini Medical" });
    await user.click(erase);
    expect(confirm).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Erase the personal details of Maa Tarini Medical\?.*The shop name, party code and orders are kept/,
      ),
    );
    expect(sent.some((request) => request.method === "DELETE")).toBe(false);

    confirm.mockReturnValue(true);
    await user.click(erase);
    await waitFor(() => expect(within(panel).getByText(/^Erased: the contact name/)).toBeTruthy());
    expect(sent.filter((request) => request.method === "DELETE").map(({ url }) => url)).toEqual([
      "/api/admin/customers/c1",
    ]);
  });

  it("shows the server's sentence when a move is refused", async () => {
    const refusal = "This customer is already disabled.";
    stubServer(detail({ status: "invited" }), () =>
      jsonAnswer({ success: false, error: refusal }, 409),
    );
    vi.stubGlobal("confirm", () => true);
    const user = renderList();
    const panel = await openDetails(user);
    await user.click(
      await within(panel).findByRole("button", { name: "Disable Maa Tarini Medical" }),
    );
    await waitFor(() => expect(within(panel).getByRole("alert").textContent).toBe(refusal));
    expect(document.activeElement).toBe(within(panel).getByRole("alert"));
  });
});

describe("a customer's credit", () => {
  it("shows the customer's own terms and saves a limit of their own, no age check, or the default", async () => {
    let customer = detail({ status: "active", creditLimit: null, maxOverdueDays: "none" });
    const sent = stubFetch((request) => {
      if (request.method === "GET" && request.url.startsWith("/api/admin/customers?"))
        return jsonAnswer(listOf(row({ ...customer })));
      if (request.method === "GET" && request.url === "/api/admin/customers/c1")
        return jsonAnswer({ success: true, customer });
      const change = JSON.parse(String(request.body)) as Partial<CustomerDetail>;
      customer = { ...customer, ...change };
      return jsonAnswer({ success: true });
    });
    const user = renderList();
    const details = await openDetails(user);
    const credit = within(details).getByRole("form", { name: "Credit" });
    const limit = within(credit).getByRole("group", { name: "Credit limit: The owner’s default" });
    expect(within(credit).getByRole("group", { name: "Overdue age: No check" })).toBeTruthy();
    await user.click(within(limit).getByRole("radio", { name: "Its own limit (₹, with GST)" }));
    await user.type(within(limit).getByRole("textbox"), "50,000");
    await user.click(within(credit).getByRole("button", { name: "Save the credit terms" }));
    await waitFor(() =>
      expect(sent.filter((request) => request.method === "PATCH")).toHaveLength(1),
    );
    const [patch] = sent.filter((request) => request.method === "PATCH");
    expect(patch!.url).toBe("/api/admin/customers/c1");
    expect(JSON.parse(String(patch!.body))).toEqual({
      creditLimit: 50_000,
      maxOverdueDays: "none",
    });
    expect(
      await within(await openDetailsAgain()).findByRole("group", {
        name: "Credit limit: ₹50,000.00",
      }),
    ).toBeTruthy();
  });
});

/** The details once read again after a change. */
const openDetailsAgain = () => screen.findByRole("region", { name: "Maa Tarini Medical" });
