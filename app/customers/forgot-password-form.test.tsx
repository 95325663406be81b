import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  ForgotPasswordForm,
  type ForgotPasswordText,
} from "#app/customers/forgot-password-form.tsx";
import { texts } from "#shared/content/text.ts";
import { jsonAnswer, renderOnPage, stubFetch } from "#tests/support/component.tsx";

// Asking for a reset link: the same sentence whether or not an account uses the login.

const { account } = texts.or;
const text: ForgotPasswordText = { ...account.forgot, sent: account.answers.resetSent };

describe("asking for a new password", () => {
  it("posts the login in the page's language and says a link was sent", async () => {
    const sent = stubFetch(() => jsonAnswer({ success: true }, 202));
    const user = userEvent.setup({ delay: null });
    renderOnPage(<ForgotPasswordForm text={text} />, { path: "/or/account/forgot", locale: "or" });
    const form = document.querySelector("form")!;
    expect([form.getAttribute("method"), form.getAttribute("action")]).toEqual([
      "post",
      "/api/account/reset",
    ]);
    const login = screen.getByLabelText(text.login);
    expect(login.getAttribute("autocomplete")).toBe("username");

    await user.click(screen.getByRole("button", { name: text.submit }));
    expect(screen.getByRole("status").textContent).toBe(text.missing);
    expect(sent).toEqual([]);

    await user.type(login, "asha@example.com");
    await user.click(screen.getByRole("button", { name: text.submit }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(text.sent));
    expect(JSON.parse(String(sent[0]!.body))).toEqual({ login: "asha@example.com", locale: "or" });
  });
});
