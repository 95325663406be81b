import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useReducer } from "react";
import { describe, expect, it } from "vitest";
import { ReturnWindowFields } from "#app/content/admin/content-money.tsx";
import { draftReducer, type Draft } from "#app/content/admin/admin-content.ts";
import { seedDocument } from "#shared/content/document.ts";

// The return window in the Company section, against the working copy's reducer as the editor's
// page holds them: the default months, a company's own added and removed.

let latest: Draft | undefined;

function Editor({ start }: { start: Draft }) {
  const [draft, dispatch] = useReducer(draftReducer, start);
  useEffect(() => {
    latest = draft;
  }, [draft]);
  return <ReturnWindowFields content={draft.content} errors={draft.errors} dispatch={dispatch} />;
}

describe("the return window's fields", () => {
  it("sets the months, adds a company's own window and removes it, empty meaning no check", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Editor start={{ content: seedDocument(), errors: {} }} />);
    await user.type(
      screen.getByLabelText("Months after expiry expired goods are taken back", { exact: false }),
      "6",
    );
    await user.click(screen.getByRole("button", { name: "Add a company's own window" }));
    await user.type(
      screen.getByLabelText("Company, as the catalogue names it", { exact: false }),
      "Sun Pharma",
    );
    expect(latest!.content.settings.returns).toEqual({
      monthsAfterExpiry: 6,
      nearExpiryMonths: null,
      byCompany: [{ company: "Sun Pharma", months: 6 }],
    });
    await user.click(screen.getByRole("button", { name: "Remove Sun Pharma" }));
    expect(latest!.content.settings.returns.byCompany).toEqual([]);
  });
});
