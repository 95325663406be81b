import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ChaseList } from "#app/money/admin/chase-list.tsx";
import { apiSchemas } from "#shared/api/schemas.ts";
import type { ChaseParty } from "#shared/schemas/money.ts";
import { jsonAnswer, renderOnPage, stubLinking } from "#tests/support/component.tsx";

// The chase list on the Outstanding page (GET /api/admin/outstanding): who owes, most overdue
// first, each customer's reminder as a WhatsApp and a mail link, a search by name or code.

const utkal: ChaseParty = {
  customerId: "00000000-0000-4000-8000-000000000043",
  code: "P-0043",
  name: "Utkal Medical Hall",
  bills: 2,
  pending: 1_50_000,
  overdue: 1_05_000,
  oldestDays: 128,
  reminder: {
    text: "Dear Utkal Medical Hall, your bills come to ₹1,50,000.00.",
    whatsappUrl: "https://wa.me/919437000043?text=Dear%20Utkal",
    mailtoUrl: "mailto:utkal%40example.com?subject=Your%20bills",
  },
};
const stranger: ChaseParty = {
  customerId: null,
  code: "P-0077",
  name: "SRI JAGANNATH PHARMACY",
  bills: 1,
  pending: 9_999,
  overdue: 9_999,
  oldestDays: 36,
  reminder: null,
};

describe("the chase list", () => {
  it("lists who owes with each customer's reminder links, finds a party, and links one no customer was matched to", async () => {
    const sent = stubLinking((request, url, linked) => {
      const q = url.searchParams.get("q");
      const parties = q ? [stranger] : linked ? [utkal] : [utkal, stranger];
      return jsonAnswer(
        apiSchemas.chaseList.response.parse({
          success: true,
          asOf: "2026-12-06",
          total: parties.length,
          page: 1,
          pageSize: 50,
          parties,
        }),
      );
    });
    const user = userEvent.setup({ delay: null });
    renderOnPage(<ChaseList />, { path: "/admin/outstanding" });
    expect(
      await screen.findByRole("heading", { name: "Who owes, as of 6 December 2026" }),
    ).toBeTruthy();
    const [first, second] = screen.getAllByRole("article");
    expect(first!.textContent).toContain(
      "₹1,50,000.00 due on 2 bills; ₹1,05,000.00 overdue, the oldest by 128 days",
    );
    expect(
      within(first!).getByRole("link", { name: "Remind by WhatsApp" }).getAttribute("href"),
    ).toBe(utkal.reminder!.whatsappUrl);
    expect(within(first!).getByRole("link", { name: "Remind by mail" }).getAttribute("href")).toBe(
      utkal.reminder!.mailtoUrl,
    );
    expect(within(second!).queryByRole("link")).toBeNull();
    expect(second!.textContent).toContain("Not matched to a customer");

    await user.type(screen.getByLabelText("Find a party by name or code"), "P-0077");
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
    expect(sent.at(-1)!.url).toBe("/api/admin/outstanding?q=P-0077");

    // Staff link the stranger's name to the customer it is.
    await user.clear(screen.getByLabelText("Find a party by name or code"));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(2));
    await user.click(screen.getByRole("button", { name: "Link to a customer…" }));
    await user.type(
      screen.getByLabelText("Link “SRI JAGANNATH PHARMACY” to the customer named"),
      "jagannath",
    );
    await user.click(await screen.findByRole("button", { name: "Link to Sri Jagannath Pharmacy" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
    const post = sent.find((request) => request.method === "POST")!;
    expect(JSON.parse(String(post.body))).toEqual({
      customerId: "00000000-0000-4000-8000-000000000077",
      name: "SRI JAGANNATH PHARMACY",
    });
  });
});
