import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SetPasswordForm, type SetPasswordText } from "#app/customers/set-password-form.tsx";
import { texts } from "#shared/content/text.ts";
import type { Locale } from "#shared/site-paths.ts";
import {
  jsonAnswer,
  renderOnPage,
  stubFetch,
  type SentRequest,
} from "#tests/support/component.tsx";
import { dolo, ordersApi } from "#tests/support/order-answers.ts";

// A page the form leads to is a full page load: the test sees where it would go.
const { navigate } = vi.hoisted(() => ({ navigate: vi.fn() }));
vi.mock("#app/site/site-link.tsx", async (original) => ({
  ...(await original<typeof import("#app/site/site-link.tsx")>()),
  navigate,
}));

// The page an invitation or reset link opens (docs/product.md#trade-customers): the token comes
// in the fragment, goes to the server with the new password, and leaves the address bar.

const textIn = (locale: Locale): SetPasswordText => {
  const { account, forms } = texts[locale];
  return {
    ...account.password,
    linkGone: account.answers.linkGone,
    tooShort: account.answers.passwordTooShort,
    tooPlain: account.answers.passwordTooPlain,
    privacyLink: forms.privacyLink,
  };
};

function openLink(address: string, locale: Locale = "en") {
  window.history.replaceState(null, "", address);
  const user = userEvent.setup({ delay: null });
  const account = locale === "en" ? "/account" : `/${locale}/account`;
  renderOnPage(<SetPasswordForm text={textIn(locale)} />, {
    path: `${account}/password`,
    locale,
  });
  return user;
}

/** What the server says the link is for (`POST /api/account/link`); `other` answers the rest. */
const forLink = { success: true, shopName: "Maa Tarini Medical Store", login: "94•••••222" };
function linkServer(
  other: (request: SentRequest) => Response,
  link: () => Response = () => jsonAnswer(forLink),
) {
  const sent = stubFetch((request) =>
    request.url === "/api/account/link" ? link() : other(request),
  );
  return {
    /** What was sent besides the question about the link. */
    sent: () => sent.filter((request) => request.url !== "/api/account/link"),
    questions: () => sent.filter((request) => request.url === "/api/account/link"),
  };
}

const text = textIn("en");
const password = () => screen.getByLabelText(text.password);
const submit = () => screen.getByRole("button", { name: text.submit });

afterEach(() => {
  navigate.mockClear();
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("setting a password from a link", () => {
  it("sends the fragment's token with the password and consent, then opens the account signed in", async () => {
    const server = linkServer(() =>
      jsonAnswer({ success: true, shopName: "Maa Tarini Medical Store" }),
    );
    const user = openLink("/account/password#token=tok_123abc");
    // Read, then taken out of the address bar.
    await waitFor(() => expect(window.location.hash).toBe(""));
    expect(window.location.pathname).toBe("/account/password");
    expect(password().getAttribute("autocomplete")).toBe("new-password");
    // Whose password it is, before one is typed.
    expect(
      await screen.findByText(
        "With this link you set the password of this account: Maa Tarini Medical Store. You will sign in with 94•••••222.",
      ),
    ).toBeTruthy();
    expect(server.questions().map((request) => JSON.parse(String(request.body)))).toEqual([
      { token: "tok_123abc", locale: "en" },
    ]);

    await user.type(password(), "river-stone-lamp");
    await user.click(screen.getByRole("checkbox", { name: /^I agree/ }));
    await user.click(submit());

    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/account"));
    expect(server.sent()).toHaveLength(1);
    expect(server.sent()[0]).toMatchObject({ method: "POST", url: "/api/account/password" });
    expect(JSON.parse(String(server.sent()[0]!.body))).toEqual({
      token: "tok_123abc",
      password: "river-stone-lamp",
      consent: true,
      locale: "en",
    });
    expect({ ...window.localStorage }).toEqual({ "account-shop": "Maa Tarini Medical Store" });
  });

  it("says a used or expired link is so as the page opens, before a password is typed, with the way to a new one", async () => {
    const gone = texts.hi.account.answers.linkGone;
    const server = linkServer(
      () => jsonAnswer({}, 500),
      () => jsonAnswer({ success: false, error: gone }, 410),
    );
    openLink("/hi/account/password#token=used", "hi");
    const hi = textIn("hi");

    const alert = await screen.findByRole("alert");
    expect(server.sent()).toEqual([]);
    expect(alert.textContent).toContain(gone);
    expect(screen.getByRole("link", { name: hi.forgot }).getAttribute("href")).toBe(
      "/hi/account/forgot",
    );
    expect(screen.queryByLabelText(hi.password)).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it("says so too when the link ran out while the password was typed", async () => {
    const gone = texts.hi.account.answers.linkGone;
    linkServer(
      () => jsonAnswer({ success: false, error: gone }, 410),
      () => jsonAnswer({ ...forLink, shopName: "Utkal Medical Hall" }),
    );
    const user = openLink("/hi/account/password#token=late", "hi");
    const hi = textIn("hi");
    expect(await screen.findByText(/Utkal Medical Hall/)).toBeTruthy();
    await user.type(screen.getByLabelText(hi.password), "river-stone-lamp");
    await user.click(screen.getByRole("button", { name: hi.submit }));
    expect((await screen.findByRole("alert")).textContent).toContain(gone);
  });

  it("keeps the form when the server cannot say what the link is for", async () => {
    linkServer(
      () => jsonAnswer({ success: true, shopName: "x" }),
      () => jsonAnswer({ success: false, error: "Too many requests." }, 429),
    );
    openLink("/account/password#token=tok_busy");
    await waitFor(() => expect(screen.queryByText(text.checking)).toBeNull());
    expect(password()).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the server's field errors next to their fields", async () => {
    const consentRequired = texts.en.account.answers.consentRequired;
    linkServer(() =>
      jsonAnswer(
        {
          success: false,
          error: "Please check the highlighted fields and try again.",
          fieldErrors: { consent: [consentRequired] },
        },
        400,
      ),
    );
    const user = openLink("/account/password#token=tok_new");
    await user.type(password(), "river-stone-lamp");
    await user.click(submit());
    const message = await screen.findByText(consentRequired);
    const consent = screen.getByRole("checkbox", { name: /^I agree/ });
    expect(consent.getAttribute("aria-describedby")).toContain(message.id);
    expect(consent.getAttribute("aria-invalid")).toBe("true");
  });

  it.each([
    ["a short password", "short", texts.hi.account.answers.passwordTooShort],
    ["three characters and five spaces", "xq7     ", texts.hi.account.answers.passwordTooShort],
    ["eight spaces", "        ", texts.hi.account.answers.passwordTooShort],
    ["one character eight times", "aaaaaaaa", texts.hi.account.answers.passwordTooPlain],
  ])("refuses %s in the page's language before sending", async (_, typed, message) => {
    const server = linkServer(() => jsonAnswer({ success: true, shopName: "x" }));
    const user = openLink("/hi/account/password#token=tok_new", "hi");
    await user.type(screen.getByLabelText(textIn("hi").password), typed);
    await user.click(screen.getByRole("button", { name: textIn("hi").submit }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(server.sent()).toEqual([]);
  });

  it("says the link is incomplete when it has no token", () => {
    openLink("/account/password");
    expect(screen.getByRole("alert").textContent).toContain(text.noToken);
  });

  it("puts the device's enquiry list into the new account's order list, and empties it", async () => {
    window.localStorage.setItem(
      "enquiry-list",
      JSON.stringify([
        {
          itemId: "C1",
          name: "Dolo 650",
          manufacturer: "Micro Labs",
          pack: "15 tablets",
          quantity: 4,
        },
      ]),
    );
    const state = { catalogue: [dolo], list: [], orders: [] };
    const sent = ordersApi(state);
    const user = openLink("/account/password#token=tok_123abc");
    await user.type(password(), "river-stone-lamp");
    await user.click(screen.getByRole("checkbox", { name: /^I agree/ }));
    await user.click(submit());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/account"));
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      "POST /api/account/link",
      "POST /api/account/password",
      "GET /api/account/list",
      "PUT /api/account/list",
    ]);
    expect(state.list).toEqual([
      {
        itemId: "C1",
        name: "Dolo 650",
        manufacturer: "Micro Labs",
        pack: "15 tablets",
        quantity: 4,
      },
    ]);
    expect(window.localStorage.getItem("enquiry-list")).toBeNull();
  });
});
