import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PartyImport } from "#app/customers/admin/party-import.tsx";
import type { PartyCheck, PartyPreview } from "#shared/schemas/customers.ts";
import {
  chooseFiles,
  columnTitles,
  jsonAnswer,
  renderOnPage,
  rowCells,
  stubFetch,
  type SentRequest,
} from "#tests/support/component.tsx";

// The party list import (POST /api/admin/customers/import): a dry run as soon as the file is
// chosen, its findings by row, then the import. The answers are the contract's.

const party = (row: number, change: Partial<PartyPreview> = {}): PartyPreview => ({
  row,
  code: `P${row}`,
  shopName: `Shop ${row}`,
  contactName: "Sita Das",
  phone: "9437011111",
  email: "",
  gstin: "21AAAAA0000A1Z5",
  drugLicence: "OD-1",
  address: "Cuttack",
  action: "create",
  ...change,
});
const clean: PartyCheck = {
  success: true,
  rows: 3,
  headerRow: 4,
  sheet: "Parties",
  errors: [],
  warnings: [
    { row: 7, message: "Row 7 (code P7): the email shop7@ is not valid and was left out." },
  ],
  preview: [party(5), party(6, { action: "update" }), party(7)],
  creates: 2,
  updates: 1,
};
const withErrors: PartyCheck = {
  ...clean,
  errors: [
    { row: 5, message: "Row 5 (code P5) has no party name." },
    { row: 9, message: "Row 9 repeats the party code P6 of row 6." },
  ],
};

const csv = (name = "parties.csv") => new File(["Code,Name\r\nP5,Shop 5\r\n"], name);
const isDryRun = (request: SentRequest) => request.url.endsWith("?dryRun=1");
const form = (request: SentRequest) => request.body as FormData;

function renderImport() {
  const user = userEvent.setup({ delay: null });
  const onImported = vi.fn();
  renderOnPage(<PartyImport onImported={onImported} />, { path: "/admin/customers" });
  return { user, onImported };
}
const fileInput = () => screen.getByLabelText("Party list file");
const importButton = () => screen.queryByRole("button", { name: /^Import / });
const status = () => screen.getAllByRole("status")[0]!;

describe("the party list import", () => {
  it("checks the file at once and shows the rows, the problems and a disabled import", async () => {
    const sent = stubFetch(() => jsonAnswer(withErrors));
    renderImport();
    expect((fileInput() as HTMLInputElement).accept).toBe(".csv,.txt,.tsv,.xlsx,.xls");
    expect(screen.getByText(/Nobody is invited by an import/)).toBeTruthy();
    chooseFiles(fileInput(), csv());
    await waitFor(() => expect(status().textContent).toBe("3 rows read from parties.csv."));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("/api/admin/customers/import?dryRun=1");
    expect((form(sent[0]!).get("file") as File).name).toBe("parties.csv");
    expect(screen.getByText(/^Header: row 4 of the sheet “Parties”\./).textContent).toBe(
      "Header: row 4 of the sheet “Parties”. Importing would create 2 customers and update 1 customer.",
    );
    const problems = screen.getByRole("region", { name: "Problems to fix (2)" });
    expect(
      within(problems)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      // The server's sentences name their row: it is not said twice.
      "Row 5 (code P5) has no party name.",
      "Row 9 repeats the party code P6 of row 6.",
    ]);
    const warnings = screen.getByRole("region", { name: "Warnings (1)" });
    expect(within(warnings).getByRole("listitem").textContent).toBe(
      "Row 7 (code P7): the email shop7@ is not valid and was left out.",
    );
    const preview = screen.getByRole("table", { name: "All 3 rows, as they would be imported" });
    expect(columnTitles(preview)).toEqual([
      ...["Row", "Code", "Name", "Contact", "Phone", "Email", "GSTIN", "Drug licence", "Action"],
    ]);
    expect(rowCells(preview, 2)).toEqual([
      "6",
      "P6",
      "Shop 6",
      "Sita Das",
      "9437011111",
      "",
      "21AAAAA0000A1Z5",
      "OD-1",
      "Update",
    ]);
    expect(importButton()!.textContent).toBe("Import 3 customers");
    expect((importButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Fix the problems first.")).toBeTruthy();
  });

  it("imports what the dry run found, then says how many were created and updated", async () => {
    const sent = stubFetch((request) =>
      isDryRun(request)
        ? jsonAnswer(clean)
        : jsonAnswer({ success: true, created: 2, updated: 1 }, 201),
    );
    const { user, onImported } = renderImport();
    chooseFiles(fileInput(), csv());
    await waitFor(() => expect((importButton() as HTMLButtonElement | null)?.disabled).toBe(false));
    await user.click(importButton()!);
    await waitFor(() => expect(status().textContent).toBe("Created 2, updated 1."));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.url).toBe("/api/admin/customers/import");
    expect(form(sent[1]!).get("headerRow")).toBe("4");
    expect(form(sent[1]!).get("sheet")).toBe("Parties");
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(importButton()).toBeNull();
  });

  it("says in a sentence why a file cannot be read", async () => {
    const sentence =
      "This file is not a spreadsheet. Please export the party list as CSV or Excel.";
    stubFetch(() => jsonAnswer({ success: false, error: sentence }, 415));
    renderImport();
    chooseFiles(fileInput(), csv("parties.doc"));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(sentence));
    expect(importButton()).toBeNull();
  });
});
