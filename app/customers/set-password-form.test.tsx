import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startIslands } from "#app/boot/islands.ts";
import { setPasswordLink } from "#app/customers/set-password-link.ts";
import { SetPasswordFrame } from "#app/customers/set-password-frame.tsx";
import type { SetPasswordText } from "#app/customers/set-password-form.tsx";
import type { SiteFrame } from "#app/islands/root.tsx";
import { jsonData } from "#app/render/island.tsx";
import { renderWithIslands, type IslandAssets } from "#app/render/render-site.tsx";
import { PageLocationProvider } from "#app/site/site-link.tsx";
import { SiteTextProvider } from "#app/site/site-text.tsx";
import { seedVersion } from "#shared/content/document.ts";
import { site } from "#shared/content/site.ts";
import { texts } from "#shared/content/text.ts";
import { localePath, paths, type Locale } from "#shared/site-paths.ts";
import { jsonAnswer, stubFetch, type SentRequest } from "#tests/support/component.tsx";
import { dolo, ordersApi } from "#tests/support/order-answers.ts";

// A page the form leads to is a full page load: the test sees where it would go.
const { navigate } = vi.hoisted(() => ({ navigate: vi.fn() }));
vi.mock("#app/site/site-link.tsx", async (original) => ({
  ...(await original<typeof import("#app/site/site-link.tsx")>()),
  navigate,
}));

// The page an invitation or reset link opens (docs/product.md#trade-customers), as the site's
// renderer writes it and the browser runs it: the form in the HTML, the enhance script's few
// lines (set-password-link.ts) reading the token from the fragment and asking whose password it
// sets, then the island runtime hydrating the form at the first input. The token goes to the
// server with the new password, and leaves the address bar.

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

const islandAssets = {
  "account-password": { src: "/assets/account-password.js", preload: [] },
} as unknown as IslandAssets;

let running = new AbortController();

/** Opens `address` on the page as the renderer wrote it, with its scripts running. */
function openLink(address: string, locale: Locale = "en") {
  window.history.replaceState(null, "", address);
  const frame: SiteFrame = {
    locale,
    common: texts[locale].common,
    account: texts[locale].account.frame,
    site,
    closed: [],
    contentVersion: seedVersion,
    pathname: localePath(locale, paths.accountPassword),
  };
  const html = renderWithIslands(
    <PageLocationProvider value={{ pathname: frame.pathname, search: "", hash: "" }}>
      <SiteTextProvider value={frame}>
        <SetPasswordFrame text={textIn(locale)} />
      </SiteTextProvider>
    </PageLocationProvider>,
    frame,
    islandAssets,
  );
  document.body.innerHTML = `${html.replace("<!DOCTYPE html>", "")}<script type="application/json" id="site-frame">${jsonData(frame)}</script>`;
  setPasswordLink(document);
  running = new AbortController();
  startIslands({
    load: () => import("#app/islands/entries/account-password.tsx"),
    painted: Promise.resolve(),
    signal: running.signal,
  });
  return userEvent.setup({ delay: null });
}

const island = () => document.querySelector<HTMLElement>("[data-island]")!;
/** React has taken the form over (after the first input). */
const hydrated = () => waitFor(() => expect(island().dataset.state).toBe("hydrated"));

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
  running.abort();
  document.body.innerHTML = "";
  navigate.mockClear();
  window.localStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("setting a password from a link", () => {
  it("sends the fragment's token with the password and consent, then opens the account signed in", async () => {
    const server = linkServer(() =>
      jsonAnswer({ success: true, shopName: "Maa Tarini Medical Store" }),
    );
    const errors = vi.spyOn(console, "error");
    const user = openLink("/account/password#token=tok_123abc");
    // Read into the form, then taken out of the address bar, before React.
    expect(window.location.hash).toBe("");
    expect(window.location.pathname).toBe("/account/password");
    expect(document.querySelector<HTMLInputElement>("input[name=token]")!.value).toBe("tok_123abc");
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

    // React comes at the first input, onto the form as it is: nothing rendered again.
    expect(island().dataset.state).toBeUndefined();
    await user.type(password(), "river-stone-lamp");
    await hydrated();
    expect(errors).not.toHaveBeenCalled();
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
    expect(screen.queryByRole("status")).toBeNull();
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
    await hydrated();
    await user.click(screen.getByRole("button", { name: hi.submit }));
    expect((await screen.findByRole("alert")).textContent).toContain(gone);
    expect(screen.queryByLabelText(hi.password)).toBeNull();
    expect(screen.queryByText(/Utkal Medical Hall/)).toBeNull();
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
    await hydrated();
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
    await hydrated();
    await user.click(screen.getByRole("button", { name: textIn("hi").submit }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(server.sent()).toEqual([]);
  });

  it("says the link is incomplete when it has no token, asking the server nothing", () => {
    const server = linkServer(() => jsonAnswer({}, 500));
    openLink("/account/password");
    expect(screen.getByRole("alert").textContent).toContain(text.noToken);
    expect(screen.queryByLabelText(text.password)).toBeNull();
    expect(server.questions()).toEqual([]);
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
    await hydrated();
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
