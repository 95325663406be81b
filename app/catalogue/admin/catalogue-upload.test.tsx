import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CatalogueUpload } from "#app/catalogue/admin/catalogue-upload.tsx";
import type { CatalogueUploadAnswer } from "#shared/schemas/catalogue.ts";
import type { PreviewItem } from "#shared/schemas/catalogue.ts";
import {
  chooseFiles,
  columnTitles,
  deferred,
  jsonAnswer,
  renderOnPage,
  rowCells,
  stubFetch,
  type SentRequest,
} from "#tests/support/component.tsx";

// The admin's item list upload (docs/product.md#item-catalogue), as
// tests/e2e/admin-catalogue.spec.ts drives it in Chromium: choosing a file checks it at once (a
// dry run), the findings show by row, the column mapping when the headings are not known, then
// publishing. The server's answers are written here as POST /api/admin/catalogue gives them.

const header = "Item Name,Company,Composition,Packing,Category,Item Code";
const csvFile = (name: string, ...rows: string[]) =>
  new File([[header, ...rows].join("\r\n")], name, { type: "text/csv" });

const row = (name: string, manufacturer = "E2E Pharma"): PreviewItem => ({
  name,
  manufacturer,
  composition: "Ibuprofen 400 mg",
  pack: "15 tablets",
  category: "OTC (Over-the-Counter)",
  code: "C1",
  ...{ mrp: null, rate: null, scheme: "", stock: null, expiry: "", hsn: "", gst: null },
});
/** Where a clean CSV's items were found: its first row names the columns. */
const source = (rows: number, items = rows) => ({
  sheet: "",
  sheets: [""],
  headerRow: 1,
  header: header.split(","),
  columns: { name: "Item Name", manufacturer: "Company" },
  rows,
  items,
  skipped: { aboveHeader: 0, blank: 0, total: 0, repeatedHeader: 0, footer: 0 },
});
const clean = {
  ...source(2),
  errors: [],
  errorCount: 0,
  warnings: [],
  warningCount: 0,
  preview: [row("Catalix 400"), row("Catalix Forte")],
};
const checked = { success: true, ...clean } satisfies CatalogueUploadAnswer;
const withProblems = {
  success: false,
  error: "The item list has 2 problems to fix before it can be published.",
  ...source(2),
  errors: [
    {
      row: 2,
      column: "item name",
      message: "The item name is empty.",
      quote: "Micro Labs | 15 TAB",
    },
    {
      row: 3,
      column: "company",
      message: "The company is empty.",
      quote: "Stock Value : 6799840.18",
    },
  ],
  errorCount: 2,
  warnings: [
    {
      row: 5,
      column: "item name",
      message: "The same item as row 4; it is listed once.",
      quote: "Catalix 400 | Catalix Labs",
    },
    {
      row: 6,
      column: "category",
      message:
        '"Cardiology" is not one of the five specialties; the item is kept without a category.',
      quote: "Odd | Odd Labs | Cardiology",
    },
  ],
  warningCount: 2,
  preview: [row("Fine"), row("Odd")],
} satisfies CatalogueUploadAnswer;
const unmapped = {
  success: false,
  error: "The item list has 2 problems to fix before it can be published.",
  ...source(0),
  header: ["Particulars", "Supplier", "Salt"],
  columns: {},
  errors: [
    {
      row: 1,
      column: "item name",
      message:
        "No column for the item name was found. Choose it in the column mapping, or choose another header row.",
      quote: "Particulars | Supplier | Salt",
    },
    {
      row: 1,
      column: "company",
      message:
        "No column for the company was found. Choose it in the column mapping, or choose another header row.",
      quote: "Particulars | Supplier | Salt",
    },
  ],
  errorCount: 2,
  warnings: [],
  warningCount: 0,
  preview: [],
} satisfies CatalogueUploadAnswer;

/** The upload endpoint answered by `answer`; whether each request was a dry run is kept. */
function stubUpload(answer: (request: SentRequest) => Response | Promise<Response>) {
  return stubFetch((request) => {
    expect(request.method).toBe("POST");
    expect(request.url).toMatch(/^\/api\/admin\/catalogue(\?dryRun=1)?$/);
    return answer(request);
  });
}
const isDryRun = (request: SentRequest) => request.url.endsWith("?dryRun=1");
const sentFile = (request: SentRequest) => (request.body as FormData).get("file") as File;

function renderUpload() {
  const user = userEvent.setup({ delay: null });
  const onPublished = vi.fn();
  renderOnPage(<CatalogueUpload onPublished={onPublished} />, {
    path: "/admin/catalogue",
    otherPaths: ["/admin/login"],
  });
  return { user, onPublished };
}

const fileInput = () => screen.getByLabelText("Item list file");
const status = () => screen.getByRole("status");
const publishButton = () => screen.queryByRole("button", { name: /^Publish/ });

describe("the item list upload", () => {
  it("starts idle: a file to choose, nothing to publish", () => {
    stubUpload(() => jsonAnswer(checked));
    renderUpload();
    expect(screen.getByRole("heading", { name: "Upload an item list" })).toBeTruthy();
    expect((fileInput() as HTMLInputElement).accept).toBe(".csv,.txt,.tsv,.xlsx,.xls");
    expect(status().textContent).toBe("");
    expect(publishButton()).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("checks a chosen file at once, as a dry run, and says 'Checking…' meanwhile", async () => {
    const answer = deferred<Response>();
    const sent = stubUpload(() => answer.promise);
    const { onPublished } = renderUpload();
    chooseFiles(fileInput(), csvFile("items.csv", "Catalix 400,E2E Pharma,,,,"));
    expect(status().textContent).toBe("Checking…");
    expect(sent).toHaveLength(1);
    expect(isDryRun(sent[0]!)).toBe(true);
    expect(sentFile(sent[0]!).name).toBe("items.csv");
    expect((sent[0]!.body as FormData).has("mapping")).toBe(false);

    answer.resolve(jsonAnswer(checked));
    await waitFor(() => expect(status().textContent).toBe("2 items found in items.csv."));
    const preview = screen.getByRole("table", { name: /^All 2 items/ });
    expect(columnTitles(preview)).toEqual([
      "Item name",
      "Company",
      "Composition",
      "Pack",
      "Category",
      "Item code",
    ]);
    expect(rowCells(preview, 2)).toEqual([
      "Catalix Forte",
      "E2E Pharma",
      "Ibuprofen 400 mg",
      "15 tablets",
      "OTC (Over-the-Counter)",
      "C1",
    ]);
    expect(screen.queryByRole("alert")).toBeNull();
    expect((publishButton() as HTMLButtonElement).disabled).toBe(false);
    expect(publishButton()!.textContent).toBe("Publish 2 items");
    expect(onPublished).not.toHaveBeenCalled();
  });

  it("lists every problem by row, warnings apart, and does not let the list be published", async () => {
    stubUpload(() => jsonAnswer(withProblems, 400));
    renderUpload();
    chooseFiles(fileInput(), csvFile("problems.csv", ",E2E Pharma,,,,"));
    await waitFor(() => expect(status().textContent).toBe("2 items found in problems.csv."));
    expect(screen.getByRole("alert").textContent).toBe(withProblems.error);
    const problems = screen.getByRole("region", { name: "Problems to fix (2)" });
    expect(
      within(problems)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Row 2 (“Micro Labs | 15 TAB”), item name: The item name is empty.",
      "Row 3 (“Stock Value : 6799840.18”), company: The company is empty.",
    ]);
    expect(
      within(problems).getByText(
        "Correct these rows in the billing software or the file, then choose the file again.",
      ),
    ).toBeTruthy();
    const warnings = screen.getByRole("region", { name: "Warnings (2)" });
    expect(
      within(warnings)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Row 5 (“Catalix 400 | Catalix Labs”), item name: The same item as row 4; it is listed once.",
      'Row 6 (“Odd | Odd Labs | Cardiology”), category: "Cardiology" is not one of the five specialties; the item is kept without a category.',
    ]);
    expect((publishButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Fix the problems first.")).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Header row and columns" })).toBeNull();
  });

  it("says how many more problems there are than it lists", async () => {
    stubUpload(() => jsonAnswer({ ...withProblems, errorCount: 1502 }, 400));
    renderUpload();
    chooseFiles(fileInput(), csvFile("many.csv", ",E2E Pharma,,,,"));
    const problems = await screen.findByRole("region", { name: "Problems to fix (1,502)" });
    expect(within(problems).getAllByRole("listitem").at(-1)!.textContent).toBe("…and 1,500 more");
  });

  it("offers the file's columns when the usual headings are not there, and checks again with the mapping", async () => {
    const sent = stubUpload((request) =>
      (request.body as FormData).has("mapping")
        ? jsonAnswer({
            ...checked,
            ...source(1),
            preview: [{ ...row("Mapped 1"), composition: "Zinc" }],
          })
        : jsonAnswer(unmapped, 400),
    );
    const { user } = renderUpload();
    chooseFiles(
      fileInput(),
      new File(['"Particulars";Supplier;Salt\r\nMapped 1;E2E Pharma;Zinc\r\n'], "odd.csv"),
    );
    await waitFor(() => expect(status().textContent).toBe("0 items found in odd.csv."));
    expect(screen.getByRole("alert").textContent).toBe(unmapped.error);
    expect(
      within(screen.getByRole("region", { name: "Problems to fix (2)" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Row 1 (“Particulars | Supplier | Salt”), item name: No column for the item name was found. Choose it in the column mapping, or choose another header row.",
      "Row 1 (“Particulars | Supplier | Salt”), company: No column for the company was found. Choose it in the column mapping, or choose another header row.",
    ]);
    expect(publishButton()).toBeNull();
    const mapping = screen.getByRole("group", { name: "Header row and columns" });
    const itemName = await within(mapping).findByLabelText("Item name");
    expect(
      within(itemName)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Not chosen", "Particulars", "Supplier", "Salt"]);

    await user.selectOptions(itemName, "Particulars");
    await user.selectOptions(within(mapping).getByLabelText("Company"), "Supplier");
    await user.click(within(mapping).getByRole("button", { name: "Check again" }));
    await waitFor(() => expect(status().textContent).toBe("1 item found in odd.csv."));
    expect(sent).toHaveLength(2);
    expect(isDryRun(sent[1]!)).toBe(true);
    expect(JSON.parse(String((sent[1]!.body as FormData).get("mapping")))).toEqual({
      name: "Particulars",
      manufacturer: "Supplier",
    });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("cell", { name: "Mapped 1" })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "Zinc" })).toBeTruthy();
    expect((publishButton() as HTMLButtonElement).disabled).toBe(false);
    expect(publishButton()!.textContent).toBe("Publish 1 item");
  });

  it("says where the items were found and what was skipped, shows the trade columns, and checks again from another header row", async () => {
    const report = {
      ...checked,
      ...source(7, 4),
      sheet: "Stock",
      sheets: ["Stock", "Notes"],
      headerRow: 5,
      header: ["Item Name", "Mfg.", "Pack", "M.R.P", "Rate", "Bal"],
      columns: { name: "Item Name", manufacturer: "Mfg.", pack: "Pack", mrp: "M.R.P" },
      skipped: { aboveHeader: 4, blank: 1, total: 1, repeatedHeader: 1, footer: 2 },
      preview: [{ ...row("PLANSCAR INJ 2 ML"), mrp: 45, rate: 36.5, stock: 12, expiry: "2026-12" }],
    };
    const sent = stubUpload(() => jsonAnswer(report));
    const { user } = renderUpload();
    chooseFiles(fileInput(), new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])], "stock.xls"));
    await waitFor(() => expect(status().textContent).toBe("4 items found in stock.xls."));
    expect(screen.getByText(/^Header: row 5 of the sheet “Stock”\./).textContent).toBe(
      "Header: row 5 of the sheet “Stock”. 7 rows read, 4 items after merging batches. Skipped: 4 rows above the header, 1 blank row, 1 total row, 1 repeated header row, 2 footer rows.",
    );
    const preview = screen.getByRole("table", { name: /^The first 1 of 4 items/ });
    expect(columnTitles(preview)).toEqual([
      ...["Item name", "Company", "Composition", "Pack", "Category", "Item code"],
      ...["MRP", "Rate", "Stock", "Expiry"],
    ]);
    expect(
      within(within(preview).getAllByRole("row")[1]!).getByRole("cell", { name: "36.50" }),
    ).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Change the header row or columns" }));
    const choices = screen.getByRole("group", { name: "Header row and columns" });
    expect((within(choices).getByLabelText("MRP") as HTMLSelectElement).value).toBe("M.R.P");
    expect((within(choices).getByLabelText("Sheet") as HTMLSelectElement).value).toBe("Stock");
    const headerRow = within(choices).getByLabelText("Header row");
    await user.clear(headerRow);
    await user.type(headerRow, "11");
    await user.click(within(choices).getByRole("button", { name: "Check again" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect((sent[1]!.body as FormData).get("headerRow")).toBe("11");
    expect((sent[1]!.body as FormData).has("mapping")).toBe(false);
  });

  it("publishes on request, says 'Publishing…' meanwhile, then the new version", async () => {
    const publishing = deferred<Response>();
    const sent = stubUpload((request) =>
      isDryRun(request) ? jsonAnswer(checked) : publishing.promise,
    );
    const { user, onPublished } = renderUpload();
    chooseFiles(fileInput(), csvFile("items.csv", "Catalix 400,E2E Pharma,,,,"));
    await waitFor(() => expect(status().textContent).toBe("2 items found in items.csv."));
    await user.click(publishButton()!);
    expect(status().textContent).toBe("Publishing…");
    const pending = screen.getByRole("button", { name: "Publishing…" }) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    expect(sent).toHaveLength(2);
    expect(isDryRun(sent[1]!)).toBe(false);
    expect(sentFile(sent[1]!).name).toBe("items.csv");

    publishing.resolve(jsonAnswer({ ...checked, version: 7 }, 201));
    await waitFor(() => expect(status().textContent).toBe("Published: version 7, 2 items."));
    expect(onPublished).toHaveBeenCalledTimes(1);
    expect(publishButton()).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("stays on the checked list with the server's sentence when publishing fails", async () => {
    stubUpload((request) =>
      isDryRun(request)
        ? jsonAnswer(checked)
        : jsonAnswer({ success: false, error: "The database is not answering just now." }, 503),
    );
    const { user, onPublished } = renderUpload();
    chooseFiles(fileInput(), csvFile("items.csv", "Catalix 400,E2E Pharma,,,,"));
    await waitFor(() => expect(publishButton()).not.toBeNull());
    await user.click(publishButton()!);
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("The database is not answering just now."),
    );
    expect(status().textContent).toBe("2 items found in items.csv.");
    expect((publishButton() as HTMLButtonElement).disabled).toBe(false);
    expect(onPublished).not.toHaveBeenCalled();
  });

  it("says in a sentence why a file cannot be read, with nothing to publish", async () => {
    const sentence =
      "This file is not an Excel workbook (it may be a Word document). Please upload the item list as CSV or Excel.";
    stubUpload(() => jsonAnswer({ success: false, error: sentence }, 415));
    renderUpload();
    chooseFiles(
      fileInput(),
      new File(
        [new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])],
        "items.xls",
      ),
    );
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(sentence));
    expect(status().textContent).toBe("");
    expect(publishButton()).toBeNull();
  });

  it("refuses an empty file in the browser without sending it", async () => {
    const sent = stubUpload(() => jsonAnswer(checked));
    renderUpload();
    chooseFiles(fileInput(), new File([], "empty.csv"));
    expect(screen.getByRole("alert").textContent).toBe("The file is empty.");
    expect(sent).toEqual([]);
  });

  it("says the file could not be sent when the network fails, and could not be checked when the server does", async () => {
    let network = false;
    stubUpload(() =>
      network
        ? Promise.reject(new TypeError("Failed to fetch"))
        : new Response("<h1>Bad gateway</h1>", { status: 502 }),
    );
    renderUpload();
    chooseFiles(fileInput(), csvFile("items.csv", "Catalix 400,E2E Pharma,,,,"));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "The server could not check the file. Please try again.",
      ),
    );
    network = true;
    chooseFiles(fileInput(), csvFile("again.csv", "Catalix 400,E2E Pharma,,,,"));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "The file could not be sent. Please check the connection and try again.",
      ),
    );
    expect(publishButton()).toBeNull();
  });

  it("sends an administrator whose session ended to the sign-in page", async () => {
    stubUpload(() => jsonAnswer({ success: false, error: "Please sign in." }, 401));
    renderUpload();
    chooseFiles(fileInput(), csvFile("items.csv", "Catalix 400,E2E Pharma,,,,"));
    expect(await screen.findByText("Page /admin/login")).toBeTruthy();
  });
});
