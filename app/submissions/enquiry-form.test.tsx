import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EnquiryForm } from "#app/submissions/enquiry-form.tsx";
import { EnquiryListPanel } from "#app/catalogue/enquiry-list-panel.tsx";
import { useEnquiryList } from "#app/catalogue/enquiry-list.ts";
import { formTexts, texts } from "#shared/content/text.ts";
import { deferred, jsonAnswer, renderOnPage, stubFetch } from "#tests/support/component.tsx";

// The Contact page's enquiry form (docs/product.md#validation, #messages), as tests/e2e/forms.spec.ts
// drives it in Chromium: checks in words next to each field, what is posted, and its states.

const { forms, contact } = texts.en;
const form = formTexts(forms, "enquiry", "stored");
const messages = forms.validation;

/** A button that puts an item on the visitor's enquiry list, as the medicine search does. */
function AddToList() {
  const { add } = useEnquiryList();
  return (
    <button
      type="button"
      onClick={() => add({ name: "Dolo 650", manufacturer: "Micro Labs", quantity: 3 })}
    >
      Add Dolo 650
    </button>
  );
}

function renderForm() {
  const user = userEvent.setup({ delay: null });
  renderOnPage(
    <>
      <AddToList />
      <EnquiryListPanel text={contact.list} />
      <EnquiryForm text={form} />
    </>,
    { path: "/contact" },
  );
  return user;
}

const field = (name: RegExp) => screen.getByLabelText(name);
const submit = () => screen.getByRole("button", { name: form.fields.submit });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Name\b/), "Asha Mohanty");
  await user.type(field(/^Email\b/), "asha@example.com");
  await user.type(field(/^Phone\b/), "+91 94370 11111");
  await user.type(field(/^Message\b/), "Please send your price list.");
  await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
}

afterEach(() => {
  window.localStorage.clear();
  vi.useRealTimers();
});

describe("the enquiry form", () => {
  it("shows each field's error in words next to it, focuses the first and posts nothing", async () => {
    const sent = stubFetch(() => jsonAnswer({ success: true, id: "x" }, 201));
    const user = renderForm();
    await user.click(submit());
    expect(await screen.findByText(messages.nameRequired)).toBeTruthy();
    expect(screen.getByText(messages.emailRequired)).toBeTruthy();
    expect(screen.getByText(messages.phoneRequired)).toBeTruthy();
    expect(screen.getByText(messages.consent)).toBeTruthy();
    expect(field(/^Name\b/).getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(field(/^Name\b/)));

    await user.type(field(/^Name\b/), "Asha");
    await user.type(field(/^Email\b/), "asha@");
    await user.type(field(/^Phone\b/), "9437011111");
    await user.click(submit());
    const invalid = await screen.findByText(messages.emailInvalid);
    await waitFor(() => expect(document.activeElement).toBe(field(/^Email\b/)));
    expect(field(/^Email\b/).getAttribute("aria-describedby")).toContain(invalid.id);
    expect(screen.queryByText(messages.nameRequired)).toBeNull();
    expect(sent).toEqual([]);
  });

  it("says how long a message may be and refuses a longer one", async () => {
    const sent = stubFetch(() => jsonAnswer({ success: true, id: "x" }, 201));
    const user = renderForm();
    expect(screen.getByText("Optional, up to 2000 characters.")).toBeTruthy();
    await fill(user);
    await user.clear(field(/^Message\b/));
    await user.click(field(/^Message\b/));
    await user.paste("x".repeat(2001));
    await user.click(submit());
    expect(await screen.findByText("Please keep your message under 2000 characters.")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("posts the enquiry as JSON with the list's items, shows 'Sending...', then thanks, resets and empties the list", async () => {
    const answer = deferred<Response>();
    const sent = stubFetch(() => answer.promise);
    const user = renderForm();
    await user.click(screen.getByRole("button", { name: "Add Dolo 650" }));
    expect(screen.getByRole("region", { name: "Your enquiry list (1)" })).toBeTruthy();
    await fill(user);
    await user.click(submit());

    const sending = await screen.findByRole("button", { name: form.fields.pending });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.method).toBe("POST");
    expect(request!.url).toBe("/api/enquiries");
    expect(request!.headers.get("content-type")).toBe("application/json");
    const body = JSON.parse(String(request!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: "Asha Mohanty",
      email: "asha@example.com",
      phone: "+91 94370 11111",
      message: "Please send your price list.",
      consent: "on",
      locale: "en",
      website: "",
      items: [{ name: "Dolo 650", manufacturer: "Micro Labs", quantity: 3 }],
    });
    expect(body.elapsedMs).toEqual(expect.any(Number));

    answer.resolve(jsonAnswer({ success: true, id: "enq_1" }, 201));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(form.fields.success));
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
    expect((field(/^Name\b/) as HTMLInputElement).value).toBe("");
    expect((field(/^Message\b/) as HTMLTextAreaElement).value).toBe("");
    expect((screen.getByRole("checkbox", { name: /I agree/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(screen.queryByRole("region", { name: /Your enquiry list/ })).toBeNull();
  });

  it("clears the status message after 5 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
    stubFetch(() => jsonAnswer({ success: true, id: "enq_1" }, 201));
    const user = renderForm();
    await fill(user);
    await user.click(submit());
    const status = screen.getByRole("status");
    await waitFor(() => expect(status.textContent).toBe(form.fields.success));
    act(() => vi.advanceTimersByTime(4800));
    expect(status.textContent).toBe(form.fields.success);
    act(() => vi.advanceTimersByTime(300));
    expect(status.textContent).toBe("");
  });

  it("shows the failure message and keeps the form filled when the server fails", async () => {
    stubFetch(() =>
      jsonAnswer({ success: false, error: "Something went wrong on our side." }, 500),
    );
    const user = renderForm();
    await fill(user);
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(form.fields.failure));
    expect((field(/^Name\b/) as HTMLInputElement).value).toBe("Asha Mohanty");
    expect((field(/^Email\b/) as HTMLInputElement).value).toBe("asha@example.com");
    expect((field(/^Message\b/) as HTMLTextAreaElement).value).toBe("Please send your price list.");
  });

  it("shows the failure message when the server cannot be reached", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const user = renderForm();
    await fill(user);
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(form.fields.failure));
    expect((field(/^Phone\b/) as HTMLInputElement).value).toBe("+91 94370 11111");
  });

  it("shows the server's field errors next to their fields", async () => {
    stubFetch(() =>
      jsonAnswer(
        {
          success: false,
          error: "Please correct the highlighted fields.",
          fieldErrors: { email: [messages.emailInvalid] },
        },
        400,
      ),
    );
    const user = renderForm();
    await fill(user);
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(form.fields.failure));
    const group = field(/^Email\b/).parentElement!;
    expect(within(group).getByText(messages.emailInvalid)).toBeTruthy();
  });

  it("links the consent notice to the privacy page in the page's language", () => {
    renderOnPage(<EnquiryForm text={formTexts(texts.or.forms, "enquiry", "stored")} />, {
      path: "/or/contact",
      locale: "or",
    });
    const link = screen.getByRole("link", { name: texts.or.forms.privacyLink });
    expect(link.getAttribute("href")).toBe("/or/privacy");
    expect((document.querySelector('input[name="locale"]') as HTMLInputElement | null)?.value).toBe(
      "or",
    );
  });
});
