import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useReducer, useState } from "react";
import { describe, expect, it } from "vitest";
import {
  PartnersSection,
  everyPartner,
  type PartnerView,
} from "#app/content/admin/content-partners.tsx";
import { draftReducer, type Draft } from "#app/content/admin/admin-content.ts";
import { seedDocument } from "#shared/content/document.ts";

// The Partners section against the working copy's reducer, as the editor's page holds them.

function Editor({ start }: { start: Draft }) {
  const [draft, dispatch] = useReducer(draftReducer, start);
  const [view, setView] = useState<PartnerView>(everyPartner);
  return (
    <PartnersSection
      content={draft.content}
      errors={draft.errors}
      dispatch={dispatch}
      view={view}
      onView={setView}
    />
  );
}

function renderSection(errors: Draft["errors"] = {}) {
  const content = seedDocument();
  content.partners[1]!.aliases = ["Aranyak Bio"];
  render(<Editor start={{ content, errors }} />);
  return { user: userEvent.setup({ delay: null }), partners: content.partners };
}

const card = (n: number) => screen.getByRole("group", { name: `Partner ${n}` });

describe("the Partners section", () => {
  it("keeps a searched partner shown while its name is edited", async () => {
    const { user } = renderSection();
    await user.type(screen.getByLabelText("Find a partner by name"), "  KALINGA ");
    expect(screen.getByRole("status").textContent).toMatch(/^Showing 1 of \d+ partners\.$/);
    const name = screen.getByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.type(name, "Utkal Lifesciences");
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveProperty(
      "value",
      "Utkal Lifesciences",
    );
  });

  it("removes a partner by name, the next taking its place with its own other names", async () => {
    const { user, partners } = renderSection();
    await user.click(screen.getByRole("button", { name: `Remove ${partners[0]!.name}` }));
    expect(screen.getByRole("status").textContent).toBe(
      `Removed ${partners[0]!.name}. ${partners.length - 1} partners.`,
    );
    expect(document.activeElement).toBe(screen.getByRole("status"));
    expect(within(card(1)).getByRole("textbox", { name: "Name" })).toHaveProperty(
      "value",
      partners[1]!.name,
    );
    expect(within(card(1)).getByRole("textbox", { name: "Other names" })).toHaveProperty(
      "value",
      "Aranyak Bio",
    );
  });

  it("takes other names one a line, as typed, and two specialties at most", async () => {
    const { user } = renderSection();
    const aliases = within(card(1)).getByRole("textbox", { name: "Other names" });
    await user.type(aliases, "Anandvan Onco{Enter}");
    expect(aliases).toHaveProperty("value", "Anandvan Onco\n");
    const third = within(card(1)).getByRole("checkbox", { name: "Nephrology" });
    await user.click(within(card(1)).getByRole("checkbox", { name: "Generic Medicines" }));
    expect(third).toHaveProperty("disabled", true);
  });

  it("adds an empty partner last, its name focused, the search cleared", async () => {
    const { user, partners } = renderSection();
    await user.type(screen.getByLabelText("Find a partner by name"), "zzz");
    await user.click(screen.getByRole("button", { name: "Add a partner" }));
    const name = within(card(partners.length + 1)).getByRole("textbox", { name: "Name" });
    expect(document.activeElement).toBe(name);
    expect(screen.getByLabelText("Find a partner by name")).toHaveProperty("value", "");
  });

  it("explains a refused other name by its number, as the summary names it", () => {
    renderSection({ "partners.1.aliases.0": ["Text only: no HTML tags such as <b> or <a href>."] });
    const aliases = within(card(2)).getByRole("textbox", { name: "Other names" });
    expect(aliases.getAttribute("aria-invalid")).toBe("true");
    expect(within(card(2)).getByText(/^Other name 1: Text only/)).toBeTruthy();
  });
});
