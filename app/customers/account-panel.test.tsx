import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { AccountPanel, accountPanelText } from "#app/customers/account-panel.tsx";
import { AccountStatus } from "#app/customers/account-status.tsx";
import { texts } from "#shared/content/text.ts";
import type { Locale } from "#shared/site-paths.ts";
import {
  jsonAnswer,
  renderOnPage,
  stubFetch,
  type SentRequest,
} from "#tests/support/component.tsx";
import { dolo, mox, ordersApi, stored } from "#tests/support/order-answers.ts";

// The account page (docs/product.md#trade-customers) with the header's sign-in link: a sign-in
// keeps nothing on the device but the shop's name, and every part of the page follows it.

const customer = {
  code: "MT-0042",
  shopName: "Maa Tarini Medical Store",
  contactName: "Asha Mohanty",
  phone: "9437011111",
  email: "asha@example.com",
};

const textIn = (locale: Locale) => accountPanelText(texts[locale]);

/** The account API as the server answers it, with the session the test's calls make. */
function accountApi(loginAnswer: () => Response) {
  let signedIn = false;
  return stubFetch((request: SentRequest) => {
    if (request.url === "/api/account/me")
      return signedIn
        ? jsonAnswer({ success: true, customer })
        : jsonAnswer({ success: false, error: "Please sign in to continue." }, 401);
    if (request.url === "/api/account/login") {
      const answer = loginAnswer();
      signedIn = answer.ok;
      return answer;
    }
    if (request.url === "/api/account/logout") {
      signedIn = false;
      return jsonAnswer({ success: true });
    }
    return jsonAnswer({ success: false, error: "Not found." }, 404);
  });
}

function renderPage(locale: Locale = "en") {
  const user = userEvent.setup({ delay: null });
  renderOnPage(
    <>
      <nav aria-label="Header">
        <AccountStatus className="" linkClass="" buttonClass="" />
      </nav>
      <AccountPanel text={textIn(locale)} />
    </>,
    { path: locale === "en" ? "/account" : `/${locale}/account`, locale, bootScript: true },
  );
  return user;
}

const text = textIn("en");
const form = () => screen.getByRole("button", { name: text.signIn.submit }).closest("form")!;
const header = () => screen.getByRole("navigation", { name: "Header" });

async function signIn(user: ReturnType<typeof userEvent.setup>, login: string, password: string) {
  if (login) await user.type(within(form()).getByLabelText(text.signIn.login), login);
  if (password) await user.type(within(form()).getByLabelText(text.signIn.password), password);
  await user.click(screen.getByRole("button", { name: text.signIn.submit }));
}

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe("the account page", () => {
  it("posts without JavaScript to the API, with the fields a password manager knows", () => {
    accountApi(() => jsonAnswer({ success: true, shopName: customer.shopName }));
    renderPage();
    expect(form().getAttribute("method")).toBe("post");
    expect(form().getAttribute("action")).toBe("/api/account/login");
    const login = within(form()).getByLabelText(text.signIn.login);
    const password = within(form()).getByLabelText(text.signIn.password);
    expect([login.getAttribute("name"), login.getAttribute("autocomplete")]).toEqual([
      "login",
      "username",
    ]);
    expect([password.getAttribute("name"), password.getAttribute("autocomplete")]).toEqual([
      "password",
      "current-password",
    ]);
    expect((form().querySelector('input[name="locale"]') as HTMLInputElement).value).toBe("en");
    expect(screen.getByRole("link", { name: text.signIn.forgot }).getAttribute("href")).toBe(
      "/account/forgot",
    );
    expect(screen.getByRole("link", { name: text.signIn.request }).getAttribute("href")).toBe(
      "/account/request",
    );
    expect(screen.getByText(text.signIn.benefits)).toBeTruthy();
  });

  it("signs in, keeps only the shop's name on the device, and signs out", async () => {
    const sent = accountApi(() => jsonAnswer({ success: true, shopName: customer.shopName }));
    const user = renderPage();
    expect(within(header()).getByRole("link", { name: "Customer sign-in" })).toBeTruthy();
    await signIn(user, "9437011111", "correct horse");

    const login = sent.find((request) => request.url === "/api/account/login")!;
    expect(login.method).toBe("POST");
    expect(JSON.parse(String(login.body))).toEqual({
      login: "9437011111",
      password: "correct horse",
      locale: "en",
    });
    expect(
      await screen.findByRole("heading", { name: `Signed in as ${customer.shopName}` }),
    ).toBeTruthy();
    for (const value of [customer.code, customer.contactName, customer.phone, customer.email])
      expect(screen.getByText(value)).toBeTruthy();
    expect(screen.getByRole("link", { name: text.signedIn.search }).getAttribute("href")).toBe(
      "/products",
    );
    expect(screen.getByRole("link", { name: text.signedIn.bills }).getAttribute("href")).toBe(
      "/account/bills",
    );
    expect(screen.getByRole("link", { name: text.signedIn.returns }).getAttribute("href")).toBe(
      "/account/returns",
    );
    expect(
      within(header()).getByRole("link", { name: `Your account: ${customer.shopName}` }),
    ).toBeTruthy();
    expect({ ...window.localStorage }).toEqual({ "account-shop": customer.shopName });
    expect(window.sessionStorage.length).toBe(0);

    const account = screen.getByRole("region", { name: `Signed in as ${customer.shopName}` });
    await user.click(within(account).getByRole("button", { name: "Sign out" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("You have signed out."),
    );
    expect(sent.at(-1)).toMatchObject({ method: "POST", url: "/api/account/logout" });
    expect(window.localStorage.length).toBe(0);
    // The header follows.
    expect(within(header()).getByRole("link", { name: "Customer sign-in" })).toBeTruthy();
  });

  it("shows the server's sentence when it refuses, in the page's language, and keeps nothing", async () => {
    const wrong = texts.or.account.answers.signInWrong;
    const sent = accountApi(() => jsonAnswer({ success: false, error: wrong }, 401));
    const user = renderPage("or");
    const or = textIn("or").signIn;
    await user.type(screen.getByLabelText(or.login), "9437011111");
    await user.type(screen.getByLabelText(or.password), "wrong");
    await user.click(screen.getByRole("button", { name: or.submit }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(wrong));
    expect(JSON.parse(String(sent.at(-1)!.body))).toMatchObject({ locale: "or" });
    expect(window.localStorage.length).toBe(0);
  });

  it("says what is missing in the page's language without asking the server", async () => {
    const sent = accountApi(() => jsonAnswer({ success: true, shopName: customer.shopName }));
    const user = renderPage();
    await signIn(user, "9437011111", "");
    expect(screen.getByRole("status").textContent).toBe(texts.en.account.answers.signInMissing);
    // Nothing was asked: not the sign-in, nor who is signed in (the device names no shop).
    expect(sent).toEqual([]);
  });

  it("asks the server only when the device names a shop, and forgets a name it no longer knows", async () => {
    window.localStorage.setItem("account-shop", customer.shopName);
    const sent = accountApi(() => jsonAnswer({ success: true, shopName: customer.shopName }));
    renderPage();
    // The session ended meanwhile (30 days unused): the server says 401, the name goes.
    await waitFor(() => expect(window.localStorage.getItem("account-shop")).toBeNull());
    expect(sent.map((request) => request.url)).toEqual(["/api/account/me"]);
    expect(screen.getByRole("button", { name: text.signIn.submit })).toBeTruthy();
  });

  it("ends the account view when another tab signs out", async () => {
    accountApi(() => jsonAnswer({ success: true, shopName: customer.shopName }));
    const user = renderPage();
    await signIn(user, "asha@example.com", "correct horse");
    await screen.findByRole("heading", { name: `Signed in as ${customer.shopName}` });

    act(() => {
      window.localStorage.removeItem("account-shop");
      window.dispatchEvent(new StorageEvent("storage", { key: "account-shop", newValue: null }));
    });
    expect(screen.getByRole("button", { name: text.signIn.submit })).toBeTruthy();
    expect(within(header()).getByRole("link", { name: "Customer sign-in" })).toBeTruthy();
  });

  it("merges the device's enquiry list into the account's list at sign-in, then empties it", async () => {
    window.localStorage.setItem(
      "enquiry-list",
      JSON.stringify([
        {
          itemId: "C1",
          name: "Dolo 650",
          manufacturer: "Micro Labs",
          pack: "15 tablets",
          quantity: 5,
        },
        // A line kept before the list knew ids: found by its name, company and pack.
        { name: "Mox 250", manufacturer: "Micro Labs", pack: "10 capsules", quantity: 2 },
      ]),
    );
    const state = { catalogue: [dolo, mox], list: [stored(dolo, 10)], orders: [], signedIn: false };
    const sent = ordersApi(state);
    const user = renderPage();
    await signIn(user, "9437011111", "correct horse");

    const order = await screen.findByRole("region", { name: "Your order" });
    expect(await within(order).findByText("Mox 250")).toBeTruthy();
    const put = sent.find((request) => request.method === "PUT")!;
    expect(JSON.parse(String(put.body))).toEqual({
      items: [
        {
          itemId: "C1",
          name: "Dolo 650",
          manufacturer: "Micro Labs",
          pack: "15 tablets",
          quantity: 15,
        },
        { name: "Mox 250", manufacturer: "Micro Labs", pack: "10 capsules", quantity: 2 },
      ],
    });
    expect(state.list.map(({ itemId, quantity }) => [itemId, quantity])).toEqual([
      ["C1", 15],
      ["C2", 2],
    ]);
    // Merged before the account was shown, and once.
    const urls = sent.map((request) => `${request.method} ${request.url}`);
    expect(urls.indexOf("PUT /api/account/list")).toBeLessThan(urls.indexOf("GET /api/account/me"));
    expect(urls.filter((url) => url === "PUT /api/account/list")).toHaveLength(1);
    expect((within(order).getByLabelText("Quantity of Dolo 650") as HTMLInputElement).value).toBe(
      "15",
    );
    // The device keeps the shop's name and the list's ids and quantities, nothing else.
    expect({ ...window.localStorage }).toEqual({
      "account-shop": customer.shopName,
      "order-list": JSON.stringify([
        { itemId: "C1", quantity: 15 },
        { itemId: "C2", quantity: 2 },
      ]),
    });
  });

  it("empties the device's lists at sign-out", async () => {
    window.localStorage.setItem("account-shop", customer.shopName);
    window.localStorage.setItem("order-list", JSON.stringify([{ itemId: "C1", quantity: 10 }]));
    const state = { catalogue: [dolo], list: [stored(dolo, 10)], orders: [] };
    ordersApi(state);
    const user = renderPage();
    const account = await screen.findByRole("region", {
      name: `Signed in as ${customer.shopName}`,
    });
    await screen.findByLabelText("Quantity of Dolo 650");
    // An item added from another tab after sign-in waits on the device too.
    window.localStorage.setItem(
      "enquiry-list",
      JSON.stringify([{ name: "Mox 250", manufacturer: "Micro Labs", quantity: 1 }]),
    );
    await user.click(within(account).getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(window.localStorage.length).toBe(0));
    // The prices went with the account view.
    expect(screen.queryByText("Dolo 650")).toBeNull();
    expect(state.list).toHaveLength(1);
  });
});
