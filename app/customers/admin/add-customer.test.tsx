import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AddCustomer } from "#app/customers/admin/add-customer.tsx";
import type { Invitation } from "#shared/schemas/customers.ts";
import { jsonAnswer, renderOnPage, stubFetch } from "#tests/support/component.tsx";

// Staff add a customer they know (POST /api/admin/customers): checked in the browser with the
// shared schema, refused by the server in a sentence (409) or by field (400), or made with an
// invitation to send.

function renderForm() {
  const user = userEvent.setup({ delay: null });
  const onAdded = vi.fn();
  renderOnPage(<AddCustomer onAdded={onAdded} />, { path: "/admin/customers" });
  return { user, onAdded };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Shop or hospital name/), "Sri Jagannath Medicals");
  await user.type(screen.getByLabelText(/^Contact person/), "Ramesh Sahu");
  await user.type(screen.getByLabelText(/^Phone/), "+91 94370 22222");
  await user.type(screen.getByLabelText(/^Email/), "ramesh@example.com");
  await user.selectOptions(screen.getByLabelText(/^Language/), "Hindi");
}
const submit = () => screen.getByRole("button", { name: "Add the customer" });
const sentence = () => screen.getByRole("alert");

describe("adding a customer", () => {
  it("says in a sentence when the phone or email is taken (409), keeping what was typed", async () => {
    const taken = "A customer with this phone number already exists: Maa Tarini Medical.";
    const sent = stubFetch(() => jsonAnswer({ success: false, error: taken }, 409));
    const { user, onAdded } = renderForm();
    await fillIn(user);
    await user.click(submit());
    await waitFor(() => expect(sentence().textContent).toBe(taken));
    expect(document.activeElement).toBe(sentence());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe("POST");
    expect(sent[0]!.url).toBe("/api/admin/customers");
    expect(JSON.parse(String(sent[0]!.body))).toMatchObject({
      shopName: "Sri Jagannath Medicals",
      phone: "+91 94370 22222",
      hospital: false,
      locale: "hi",
    });
    expect((screen.getByLabelText(/^Contact person/) as HTMLInputElement).value).toBe(
      "Ramesh Sahu",
    );
    expect(screen.queryByRole("region", { name: "Invitation" })).toBeNull();
    expect(onAdded).not.toHaveBeenCalled();
  });

  it("shows the server's field errors by their fields (400)", async () => {
    stubFetch(() =>
      jsonAnswer(
        {
          success: false,
          error: "Please correct the fields marked.",
          fieldErrors: { gstin: ["This GSTIN is not valid: check its 15 characters."] },
        },
        400,
      ),
    );
    const { user } = renderForm();
    await fillIn(user);
    await user.click(submit());
    const gstin = screen.getByLabelText("GSTIN");
    await waitFor(() => expect(gstin.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(gstin);
    expect(within(gstin.parentElement!).getByText(/This GSTIN is not valid/)).toBeTruthy();
    expect(sentence().textContent).toBe("Please correct the fields marked.");
  });

  it("checks the fields with the shared schema before sending", async () => {
    const sent = stubFetch(() => jsonAnswer({}, 500));
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Email/), "not an email");
    await user.click(submit());
    const shopName = screen.getByLabelText(/^Shop or hospital name/);
    expect(document.activeElement).toBe(shopName);
    expect(within(shopName.parentElement!).getByText(/shop's or hospital's name/)).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
  });

  it("shows the invitation to send once the customer is added, the link after a message without it", async () => {
    const made: Invitation = {
      success: true,
      id: "c9",
      inviteUrl: "https://example.com/account/password#token=xyz",
      invitation: {
        subject: "आपका खाता",
        text: "नमस्ते, अपना पासवर्ड इस लिंक से बनाएँ:",
      },
    };
    stubFetch(() => jsonAnswer(made, 201));
    const { user, onAdded } = renderForm();
    await fillIn(user);
    await user.click(submit());
    const box = await screen.findByRole("region", { name: "Invitation" });
    expect(document.activeElement).toBe(within(box).getByRole("heading"));
    expect(screen.getByText("Sri Jagannath Medicals is added.")).toBeTruthy();
    expect(
      within(box)
        .getByRole("link", { name: /^Send on WhatsApp/ })
        .getAttribute("href"),
    ).toBe(
      `https://wa.me/919437022222?text=${encodeURIComponent(`${made.invitation.text}\n\n${made.inviteUrl}`)}`,
    );
    expect(
      within(box)
        .getByRole("link", { name: /^Email the invitation/ })
        .getAttribute("href"),
    ).toBe(
      `mailto:ramesh@example.com?subject=%E0%A4%86%E0%A4%AA%E0%A4%95%E0%A4%BE%20%E0%A4%96%E0%A4%BE%E0%A4%A4%E0%A4%BE&body=${encodeURIComponent(`${made.invitation.text}\n\n${made.inviteUrl}`)}`,
    );
    expect((screen.getByLabelText(/^Shop or hospital name/) as HTMLInputElement).value).toBe("");
    expect(onAdded).toHaveBeenCalledTimes(1);
  });
});
