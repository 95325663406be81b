import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AccessRequestForm, type AccessRequestText } from "#app/customers/access-request-form.tsx";
import { texts } from "#shared/content/text.ts";
import type { Locale } from "#shared/site-paths.ts";
import { jsonAnswer, renderOnPage, stubFetch } from "#tests/support/component.tsx";

// A page the form leads to is a full page load: the test sees where it would go.
const { navigate } = vi.hoisted(() => ({ navigate: vi.fn() }));
vi.mock("#app/site/site-link.tsx", async (original) => ({
  ...(await original<typeof import("#app/site/site-link.tsx")>()),
  navigate,
}));

// The trade account request (docs/product.md#trade-customers): checked in the browser with the
// server's schema, in the page's language, and posted to the API as JSON.

/** The form's texts as the page's loader composes them. */
const textIn = (locale: Locale): AccessRequestText => {
  const { account, forms } = texts[locale];
  return {
    honeypot: forms.honeypot,
    privacyLink: forms.privacyLink,
    validation: { ...forms.validation, ...account.validation },
    fields: account.request.fields,
  };
};

afterEach(() => navigate.mockClear());

function renderForm(locale: Locale) {
  const user = userEvent.setup({ delay: null });
  const prefix = locale === "en" ? "" : `/${locale}`;
  renderOnPage(<AccessRequestForm text={textIn(locale)} />, {
    path: `${prefix}/account/request`,
    locale,
  });
  return user;
}

/** A field by the start of its label (a required one ends with a star). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));

describe("the trade account request", () => {
  it("checks the fields in Odia on an Odia page, and posts only a valid request", async () => {
    const sent = stubFetch(() => jsonAnswer({ success: true, id: "c1" }, 201));
    const user = renderForm("or");
    const { account, forms } = texts.or;
    const labels = account.request.fields;
    const submit = () => user.click(screen.getByRole("button", { name: labels.submit }));
    await submit();
    for (const message of [
      account.validation.shopNameRequired,
      forms.validation.nameRequired,
      forms.validation.phoneRequired,
      forms.validation.emailRequired,
      account.validation.addressRequired,
      forms.validation.consent,
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(field(labels.shopName).getAttribute("aria-invalid")).toBe("true");

    await user.type(field(labels.shopName), "ମା ତାରିଣୀ ମେଡିକାଲ");
    await user.type(field(labels.contactName), "ଆଶା ମହାନ୍ତି");
    await user.type(field(labels.phone), "9437011111");
    await user.type(field(labels.email), "asha@example.com");
    await user.type(field(labels.address), "ଲିଙ୍କ ରୋଡ, କଟକ");
    await user.click(screen.getByRole("checkbox", { name: /^ମୁଁ ସହମତ/ }));
    // A GSTIN, when given, must be a real one (this one's check character is wrong).
    await user.type(field(labels.gstin), "21AAGCM4821Q1ZB");
    await submit();
    expect(await screen.findByText(account.validation.gstinInvalid)).toBeTruthy();

    // Everyone but a hospital gives a drug licence.
    await user.clear(field(labels.gstin));
    await submit();
    expect(await screen.findByText(account.validation.drugLicenceRequired)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole("checkbox", { name: labels.hospital }));
    await submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.parse(String(sent[0]!.body))).toMatchObject({ hospital: "on", locale: "or" });
  });

  it("posts the request as JSON in the page's language, then shows the thank-you page", async () => {
    const sent = stubFetch(() => jsonAnswer({ success: true, id: "c1" }, 201));
    const user = renderForm("en");
    const labels = texts.en.account.request.fields;
    await user.type(field(labels.shopName), "Maa Tarini Medical Store");
    await user.type(field(labels.contactName), "Asha Mohanty");
    await user.type(field(labels.phone), "94370 11111");
    await user.type(field(labels.email), "asha@example.com");
    await user.type(field(labels.address), "Link Road, Cuttack");
    await user.type(field(labels.drugLicence), "OR-CUT-20B-1234, OR-CUT-21B-1235");
    await user.type(field(labels.gstin), "21aagcm4821q1za");
    await user.click(screen.getByRole("checkbox", { name: /^I agree/ }));
    await user.click(screen.getByRole("button", { name: labels.submit }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/account/request/thank-you"));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("/api/account/request");
    const body = JSON.parse(String(sent[0]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      shopName: "Maa Tarini Medical Store",
      contactName: "Asha Mohanty",
      phone: "94370 11111",
      email: "asha@example.com",
      address: "Link Road, Cuttack",
      drugLicence: "OR-CUT-20B-1234, OR-CUT-21B-1235",
      gstin: "21aagcm4821q1za",
      consent: "on",
      locale: "en",
      website: "",
    });
    expect(body).not.toHaveProperty("hospital");
    expect(body.elapsedMs).toEqual(expect.any(Number));
  });

  it("posts to the API as a web form without JavaScript, with the right autocomplete", () => {
    renderForm("hi");
    const form = document.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/account/request");
    const labels = texts.hi.account.request.fields;
    const autocomplete = (label: string) => field(label).getAttribute("autocomplete");
    expect(autocomplete(labels.shopName)).toBe("organization");
    expect(autocomplete(labels.contactName)).toBe("name");
    expect(autocomplete(labels.phone)).toBe("tel");
    expect(autocomplete(labels.email)).toBe("email");
    expect(autocomplete(labels.address)).toBe("street-address");
    expect(field(labels.phone).getAttribute("aria-describedby")).toContain(
      screen.getByText(labels.phoneHint).id,
    );
    expect(screen.getByRole("checkbox", { name: labels.hospital }).hasAttribute("required")).toBe(
      false,
    );
    expect((document.querySelector('input[name="website"]') as HTMLInputElement).value).toBe("");
    expect((document.querySelector('input[name="locale"]') as HTMLInputElement).value).toBe("hi");
    // The consent notice states what is kept and for how long.
    expect(screen.getByText(/365/).textContent).toContain("GSTIN");
  });

  it("shows the failure and keeps the form filled when the server refuses", async () => {
    stubFetch(() => jsonAnswer({ success: false, error: "Too many." }, 429));
    const user = renderForm("en");
    const labels = texts.en.account.request.fields;
    await user.type(field(labels.shopName), "City Hospital");
    await user.type(field(labels.contactName), "Ravi Das");
    await user.type(field(labels.phone), "9437011111");
    await user.type(field(labels.email), "ravi@example.com");
    await user.type(field(labels.address), "Buxi Bazar, Cuttack");
    await user.click(screen.getByRole("checkbox", { name: labels.hospital }));
    await user.click(screen.getByRole("checkbox", { name: /^I agree/ }));
    await user.click(screen.getByRole("button", { name: labels.submit }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(labels.failure));
    expect((field(labels.shopName) as HTMLInputElement).value).toBe("City Hospital");
  });
});
