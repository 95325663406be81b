import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { EnquiryListBadge } from "#app/catalogue/enquiry-list-badge.tsx";
import { MedicineSearch } from "#app/catalogue/medicine-search.tsx";
import { buildIndex } from "#shared/catalogue-search.ts";
import { texts } from "#shared/content/text.ts";
import { partners } from "#shared/content/partners.ts";
import { catalogueQuerySchema } from "#shared/schemas/catalogue.ts";
import type { CatalogueItem } from "#shared/schemas/catalogue-items.ts";
import {
  deferred,
  jsonAnswer,
  renderOnPage,
  stubFetch,
  type SentRequest,
} from "#tests/support/component.tsx";

// The Products page's medicine search (docs/product.md#item-catalogue), as
// tests/e2e/catalogue.spec.ts drives it in Chromium. The API is answered here as the server
// answers it: the shared search index over a few items, with the query read by its schema.

const { products } = texts.en;
const text = products.search;

const items: CatalogueItem[] = [
  {
    id: "C1",
    name: "Dolo 650",
    manufacturer: "Micro Labs",
    composition: "Paracetamol 650 mg",
    pack: "15 tablets",
    category: "Generic Medicines",
  },
  {
    id: "C2",
    name: "Calpol 500",
    manufacturer: "GSK",
    composition: "Paracetamol 500 mg",
    pack: "10 tablets",
    category: "OTC (Over-the-Counter)",
  },
  {
    id: "C3",
    name: "Mox 250",
    manufacturer: "Sun Pharma",
    composition: "Amoxicillin 250 mg",
    pack: "10 capsules",
    category: "Generic Medicines",
  },
  // More than a page (20) of one partner's items.
  ...Array.from({ length: 24 }, (_, i) => ({
    id: `C${100 + i}`,
    name: `Zenimat ${100 + i * 10}`,
    manufacturer: "Anandvan Oncolabs",
    composition: `Imatinib ${100 + i * 10} mg`,
    pack: "10 tablets",
    category: "Oncology",
  })),
];
const index = buildIndex(items, 1);

/** The catalogue API as the server answers it. */
function searchApi(request: SentRequest) {
  const url = new URL(request.url, "http://localhost");
  if (url.pathname !== "/api/catalogue/search") return jsonAnswer({ success: false }, 404);
  const query = catalogueQuerySchema.parse(Object.fromEntries(url.searchParams));
  return jsonAnswer({ success: true, ...index.search(query) });
}

/** The search on the Products page, opened at `entry` (a link may name a search). */
function renderSearch(entry = "/products") {
  const user = userEvent.setup({ delay: null });
  renderOnPage(
    <>
      <EnquiryListBadge />
      <section aria-label={text.heading}>
        <MedicineSearch
          text={text}
          terms={{ ...texts.en.account.terms, order: texts.en.orders.add }}
          specialties={products.specialties}
          companies={partners.map(({ name }) => ({ name }))}
          categories
        />
      </section>
    </>,
    { path: "/products", entry, bootScript: true },
  );
  return user;
}

const form = () => screen.getByRole("search", { name: text.label });
const searchbox = () => within(form()).getByRole("searchbox", { name: text.query });
const summary = () => screen.getAllByRole("status")[0]!;
const results = () =>
  within(screen.getByRole("region", { name: text.heading })).queryAllByRole("listitem");
const names = () =>
  results().map((item) => within(item).getByRole("heading", { level: 3 }).textContent);

async function search(user: ReturnType<typeof userEvent.setup>, q: string) {
  await user.clear(searchbox());
  if (q) await user.type(searchbox(), q);
  await user.click(within(form()).getByRole("button", { name: text.submit }));
}

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("the medicine search", () => {
  it("asks the catalogue API and shows what it found, forgiving a typo", async () => {
    const sent = stubFetch(searchApi);
    const user = renderSearch();
    await search(user, "paracitamol");
    await waitFor(() => expect(summary().textContent).toBe("2 medicines found"));
    expect(sent.map((request) => request.url)).toEqual([
      "/api/catalogue/search?q=paracitamol&category=&manufacturer=&page=1&pageSize=20",
    ]);
    expect(sent[0]!.headers.get("accept")).toBe("application/json");
    expect(names().sort()).toEqual(["Calpol 500", "Dolo 650"]);
    const dolo = results().find((item) => item.textContent?.includes("Dolo 650"))!;
    expect(within(dolo).getByText("Paracetamol 650 mg")).toBeTruthy();
    expect(within(dolo).getByText("15 tablets · Micro Labs · Generic Medicines")).toBeTruthy();
  });

  it("says 'Searching…' until the answer comes", async () => {
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    const user = renderSearch();
    await search(user, "dolo");
    expect(summary().textContent).toBe(text.searching);
    answer.resolve(searchApi({ ...stubRequest, url: "/api/catalogue/search?q=dolo" }));
    await waitFor(() => expect(summary().textContent).toBe("1 medicine found"));
  });

  it("filters by category and company", async () => {
    const sent = stubFetch(searchApi);
    const user = renderSearch();
    await user.selectOptions(within(form()).getByRole("combobox", { name: text.category }), [
      "Generic Medicines",
    ]);
    await search(user, "");
    await waitFor(() => expect(summary().textContent).toBe("2 medicines found"));
    expect(names()).toEqual(["Dolo 650", "Mox 250"]);
    expect(new URL(sent[0]!.url, "http://localhost").searchParams.get("category")).toBe(
      "Generic Medicines",
    );
    await user.selectOptions(within(form()).getByRole("combobox", { name: text.category }), [""]);
    await user.type(
      within(form()).getByRole("combobox", { name: text.company }),
      "Anandvan Oncolabs",
    );
    await search(user, "");
    await waitFor(() => expect(summary().textContent).toBe("24 medicines found"));
  });

  it("shows 20 at a time, and the next 20 on 'Show more medicines'", async () => {
    const sent = stubFetch(searchApi);
    const user = renderSearch();
    await search(user, "imatinib");
    await waitFor(() => expect(summary().textContent).toBe("24 medicines found"));
    expect(results()).toHaveLength(20);
    await user.click(screen.getByRole("button", { name: text.more }));
    await waitFor(() => expect(results()).toHaveLength(24));
    expect(new Set(names()).size).toBe(24);
    expect(new URL(sent[1]!.url, "http://localhost").searchParams.get("page")).toBe("2");
    expect(screen.queryByRole("button", { name: text.more })).toBeNull();
  });

  it("says so in words when nothing matches, with a way to ask a person", async () => {
    stubFetch(searchApi);
    const user = renderSearch();
    await search(user, "xyzzyqq");
    expect(await screen.findByText("No medicines found for “xyzzyqq”.")).toBeTruthy();
    expect(summary().textContent).toBe("");
    const call = screen.getByRole("link", { name: /^Call \+91/ });
    expect(call.getAttribute("href")).toMatch(/^tel:\+91\d+$/);
    expect(screen.getByRole("link", { name: text.whatsapp }).getAttribute("href")).toContain(
      encodeURIComponent("xyzzyqq"),
    );
    expect(screen.getByRole("link", { name: text.enquire }).getAttribute("href")).toBe("/contact");
  });

  it("says the search did not work when the API fails or cannot be reached", async () => {
    let reachable = true;
    stubFetch(() =>
      reachable
        ? jsonAnswer({ success: false, error: "Something went wrong." }, 500)
        : Promise.reject(new TypeError("Failed to fetch")),
    );
    const user = renderSearch();
    await search(user, "dolo");
    await waitFor(() => expect(summary().textContent).toBe(text.failed));
    reachable = false;
    await search(user, "dolo");
    await waitFor(() => expect(summary().textContent).toBe(text.failed));
    expect(results()).toEqual([]);
  });

  it("adds an item with its quantity to the enquiry list", async () => {
    stubFetch(searchApi);
    const user = renderSearch();
    await search(user, "dolo");
    await waitFor(() => expect(summary().textContent).toBe("1 medicine found"));
    const [dolo] = results();
    const quantity = within(dolo!).getByLabelText(text.quantity);
    await user.clear(quantity);
    await user.type(quantity, "3");
    await user.click(within(dolo!).getByRole("button", { name: "Add to enquiry: Dolo 650" }));
    expect(within(dolo!).getByRole("status").textContent).toBe(text.added);
    expect(screen.getByRole("link", { name: "Your enquiry list: 1 item" })).toBeTruthy();
    // Adding it again adds to its quantity: still one item on the list.
    await user.click(within(dolo!).getByRole("button", { name: "Add to enquiry: Dolo 650" }));
    expect(screen.getByRole("link", { name: "Your enquiry list: 1 item" })).toBeTruthy();
  });

  it("searches a partner's items when a card's link opens the page with the company", async () => {
    const sent = stubFetch(searchApi);
    renderSearch("/products?manufacturer=Anandvan+Oncolabs");
    await waitFor(() => expect(summary().textContent).toBe("24 medicines found"));
    expect(
      (within(form()).getByRole("combobox", { name: text.company }) as HTMLInputElement).value,
    ).toBe("Anandvan Oncolabs");
    expect(sent).toHaveLength(1);
    for (const item of results()) expect(item.textContent).toContain("Anandvan Oncolabs");
  });

  it("runs the search a link names when the page opens", async () => {
    stubFetch(searchApi);
    renderSearch("/products?q=amoxycilin");
    await waitFor(() => expect(summary().textContent).toBe("1 medicine found"));
    expect((searchbox() as HTMLInputElement).value).toBe("amoxycilin");
    expect(names()).toEqual(["Mox 250"]);
  });

  it("offers the live list's companies with their counts, and no category filter for a list without any", () => {
    renderOnPage(
      <MedicineSearch
        text={text}
        terms={{ ...texts.en.account.terms, order: texts.en.orders.add }}
        specialties={products.specialties}
        companies={[
          { name: "ALEMBIC", items: 1 },
          { name: "MICRO LABS", items: 240 },
        ]}
        categories={false}
      />,
      { path: "/products" },
    );
    expect(within(form()).queryByRole("combobox", { name: text.category })).toBeNull();
    const company = within(form()).getByRole("combobox", { name: text.company });
    const offered = document.getElementById(company.getAttribute("list")!)!;
    expect(
      [...offered.querySelectorAll("option")].map((option) => [option.value, option.textContent]),
    ).toEqual([
      ["ALEMBIC", "ALEMBIC: 1 item"],
      ["MICRO LABS", "MICRO LABS: 240 items"],
    ]);
  });

  it("is a plain GET form to the server's results page without JavaScript", () => {
    renderOnPage(
      <MedicineSearch
        text={texts.hi.products.search}
        terms={{ ...texts.hi.account.terms, order: texts.hi.orders.add }}
        specialties={products.specialties}
        companies={partners.map(({ name }) => ({ name }))}
        categories
      />,
      {
        path: "/hi/products",
        locale: "hi",
      },
    );
    const element = screen.getByRole("search", { name: texts.hi.products.search.label });
    expect(element.getAttribute("method")).toBe("get");
    expect(element.getAttribute("action")).toBe("/hi/products/search");
  });
});

const stubRequest: SentRequest = { method: "GET", url: "", headers: new Headers(), body: null };
