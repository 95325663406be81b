import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { MedicineSearch } from "#app/catalogue/medicine-search.tsx";
import { texts } from "#shared/content/text.ts";
import { partners } from "#shared/content/partners.ts";
import type { CatalogueItem, CustomerItem } from "#shared/schemas/catalogue-items.ts";
import type { Locale } from "#shared/site-paths.ts";
import { EnquiryListBadge } from "#app/catalogue/enquiry-list-badge.tsx";
import { jsonAnswer, renderOnPage, stubFetch } from "#tests/support/component.tsx";
import { dolo as doloTerms, ordersApi, stored } from "#tests/support/order-answers.ts";

// What a signed-in trade customer sees on each item (docs/product.md#trade-fields): rate,
// MRP, scheme and availability in words when the search answers them, nothing when it does not,
// and never any of them kept on the device.

const dolo: CatalogueItem = {
  id: "C1",
  name: "Dolo 650",
  manufacturer: "Micro Labs",
  composition: "Paracetamol 650 mg",
  pack: "15 tablets",
  category: "Generic Medicines",
};
const mox: CatalogueItem = { ...dolo, id: "C2", name: "Mox 250", composition: "Amoxicillin" };
const withTerms: CustomerItem[] = [
  { ...dolo, mrp: 1250.5, rate: 26.88, scheme: "10+1", availability: "in_stock" },
  { ...mox, mrp: null, rate: null, scheme: "", availability: "out" },
];

/** The search API: with terms while the test's customer is signed in, as the server answers. */
function searchApi(signedIn: () => boolean) {
  return stubFetch(() =>
    jsonAnswer({ success: true, total: 2, items: signedIn() ? withTerms : [dolo, mox] }),
  );
}

function renderSearch(locale: Locale = "en") {
  const user = userEvent.setup({ delay: null });
  const { products, account, orders } = texts[locale];
  renderOnPage(
    <>
      <nav aria-label="Header">
        <EnquiryListBadge />
      </nav>
      <MedicineSearch
        text={products.search}
        terms={{ ...account.terms, order: orders.add }}
        specialties={products.specialties}
        companies={partners.map(({ name }) => ({ name }))}
        categories
      />
    </>,
    { path: locale === "en" ? "/products" : `/${locale}/products`, locale, bootScript: true },
  );
  return user;
}

async function search(user: ReturnType<typeof userEvent.setup>, locale: Locale = "en") {
  const text = texts[locale].products.search;
  await user.type(screen.getByRole("searchbox", { name: text.query }), "paracetamol");
  await user.click(screen.getByRole("button", { name: text.submit }));
  await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(2));
}

const card = (name: string) =>
  screen.getAllByRole("listitem").find((item) => item.textContent?.includes(name))!;
/** A card's terms as "label value" pairs, as a screen reader lists them. */
const terms = (name: string) =>
  [...card(name).querySelectorAll("dl > div")].map((term) =>
    [...term.children].map((part) => part.textContent).join(" "),
  );

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe("a signed-in customer's terms on the results", () => {
  it("shows rate, MRP, scheme and availability in words, and 'Rate on request' without a rate", async () => {
    searchApi(() => true);
    const user = renderSearch();
    await search(user);
    expect(terms("Dolo 650")).toEqual(["Rate ₹26.88", "MRP ₹1,250.50", "Scheme 10+1"]);
    expect(within(card("Dolo 650")).getByText("In stock")).toBeTruthy();
    expect(terms("Mox 250")).toEqual([]);
    expect(within(card("Mox 250")).getByText("Rate on request")).toBeTruthy();
    expect(within(card("Mox 250")).getByText("Out of stock")).toBeTruthy();
  });

  it("names them in the page's language", async () => {
    searchApi(() => true);
    const user = renderSearch("or");
    await search(user, "or");
    const { terms: or } = texts.or.account;
    expect(terms("Dolo 650")).toEqual([
      `${or.rate} ₹26.88`,
      `${or.mrp} ₹1,250.50`,
      `${or.scheme} 10+1`,
    ]);
    expect(within(card("Mox 250")).getByText(or.availability.out)).toBeTruthy();
  });

  it("shows nothing more for an anonymous answer", async () => {
    searchApi(() => false);
    const user = renderSearch();
    await search(user);
    for (const name of ["Dolo 650", "Mox 250"]) {
      expect(terms(name)).toEqual([]);
      expect(card(name).textContent).not.toMatch(/₹|Rate|MRP|Scheme|stock/);
    }
  });

  it("never keeps a rate on the device: the enquiry list holds ids, names and quantities", async () => {
    searchApi(() => true);
    const user = renderSearch();
    await search(user);
    await user.click(within(card("Dolo 650")).getByRole("button", { name: /Dolo 650/ }));
    const stored = JSON.stringify({ ...window.localStorage, ...window.sessionStorage });
    expect(JSON.parse(window.localStorage.getItem("enquiry-list")!)).toEqual([
      {
        itemId: "C1",
        name: "Dolo 650",
        manufacturer: "Micro Labs",
        pack: "15 tablets",
        quantity: 1,
      },
    ]);
    expect(stored).not.toMatch(/26\.88|1250|10\+1|in_stock|rate|mrp|scheme/i);
  });

  it("searches again when another tab signs out, so the rates disappear", async () => {
    window.localStorage.setItem("account-shop", "Maa Tarini Medical Store");
    const sent = searchApi(() => window.localStorage.getItem("account-shop") !== null);
    const user = renderSearch();
    await search(user);
    expect(terms("Dolo 650")).toHaveLength(3);

    act(() => {
      window.localStorage.removeItem("account-shop");
      window.dispatchEvent(new StorageEvent("storage", { key: "account-shop", newValue: null }));
    });
    await waitFor(() => expect(terms("Dolo 650")).toEqual([]));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.url).toBe(sent[0]!.url);
  });

  it("signed in, puts the item into the account's order list, and the badge counts it from the device", async () => {
    window.localStorage.setItem("account-shop", "Maa Tarini Medical Store");
    const state = { catalogue: [doloTerms], list: [stored(doloTerms, 10)], orders: [] };
    const sent = ordersApi(state, undefined, () =>
      jsonAnswer({ success: true, total: 2, items: withTerms }),
    );
    const user = renderSearch();
    await search(user);
    await user.click(
      within(card("Dolo 650")).getByRole("button", { name: "Add to order: Dolo 650" }),
    );
    await waitFor(() =>
      expect(within(card("Dolo 650")).getByRole("status").textContent).toBe("Added to your order"),
    );
    expect(
      sent.filter((request) => request.url === "/api/account/list").map((r) => r.method),
    ).toEqual(["GET", "PUT"]);
    expect(state.list.map(({ itemId, quantity }) => [itemId, quantity])).toEqual([["C1", 11]]);
    // Not in the device's enquiry list: in the account's, counted by the device for the badge.
    expect(window.localStorage.getItem("enquiry-list")).toBeNull();
    const badge = within(screen.getByRole("navigation", { name: "Header" })).getByRole("link");
    expect(badge.getAttribute("href")).toBe("/account#order");
    expect(badge.textContent).toContain("Your order: 1 item");
    const kept = JSON.stringify({ ...window.localStorage, ...window.sessionStorage });
    expect(kept).not.toMatch(/26\.88|1250|10\+1|in_stock|rate|mrp|scheme/i);
  });

  it("keeps the item on the device when the session has ended, and says signed out", async () => {
    window.localStorage.setItem("account-shop", "Maa Tarini Medical Store");
    ordersApi({ catalogue: [], list: [], orders: [], signedIn: false }, undefined, () =>
      jsonAnswer({ success: true, total: 2, items: withTerms }),
    );
    const user = renderSearch();
    await search(user);
    await user.click(
      within(card("Dolo 650")).getByRole("button", { name: "Add to order: Dolo 650" }),
    );
    await waitFor(() => expect(window.localStorage.getItem("account-shop")).toBeNull());
    expect(JSON.parse(window.localStorage.getItem("enquiry-list")!)).toEqual([
      {
        itemId: "C1",
        name: "Dolo 650",
        manufacturer: "Micro Labs",
        pack: "15 tablets",
        quantity: 1,
      },
    ]);
    const badge = within(screen.getByRole("navigation", { name: "Header" })).getByRole("link");
    expect(badge.getAttribute("href")).toBe("/contact#enquiry-list");
  });
});
