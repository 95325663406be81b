import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { OutstandingUpload } from "#app/money/admin/outstanding-upload.tsx";
import type { OutstandingCheck } from "#shared/schemas/money.ts";
import {
  chooseFiles,
  jsonAnswer,
  renderOnPage,
  stubFetch,
  stubLinking,
  type SentRequest,
} from "#tests/support/component.tsx";

// The outstanding upload (POST /api/admin/outstanding): a dry run as soon as the file is chosen,
// "as of" staff may change, the parties matched and not, then the publish. The answers are the
// contract's (the client checks them with its schema).

const party = (name: string, code: string, customer?: string) => ({
  name,
  code,
  bills: 2,
  pending: 20_750.5,
  customerId: customer ? "00000000-0000-4000-8000-000000000042" : null,
  shopName: customer ?? null,
  by: customer ? ("code" as const) : null,
});
const checked: OutstandingCheck = {
  asOf: "2026-12-06",
  asOfFrom: "titles",
  headerRow: 4,
  rows: 5,
  bills: 5,
  total: 1_80_749.5,
  skipped: { aboveHeader: 3, blank: 0, total: 4, repeatedHeader: 0, footer: 0 },
  parties: {
    matched: [party("MAA TARINI MEDICAL STORE", "P-0042", "Maa Tarini Medical Store")],
    unmatched: [party("SRI JAGANNATH PHARMACY", "P-0077")],
  },
  errors: [],
  errorCount: 0,
  warnings: [
    {
      row: 0,
      column: "",
      message: "This report's total is 32% below the outstanding now shown (as of 2026-12-01).",
      quote: "",
    },
    {
      row: 9,
      column: "due date",
      message: '"soon" is not a date; the bill is due 30 days after its date.',
      quote: "SB-1100 | 45,000.00",
    },
  ],
  warningCount: 2,
  preview: [],
};

const report = () => new File(["Code,Party,Bill No\r\n"], "outstanding.xls");
const form = (request: SentRequest) => request.body as FormData;
const status = () => screen.getAllByRole("status")[0]!;
const publishButton = () => screen.queryByRole("button", { name: /^Publish / });

describe("the outstanding upload", () => {
  it("checks the report at once, shows 'as of', the warnings and the parties, then publishes as of the day shown", async () => {
    const sent = stubFetch((request) =>
      request.url.endsWith("?dryRun=1")
        ? jsonAnswer({ success: true, ...checked, asOf: form(request).get("asOf") ?? checked.asOf })
        : jsonAnswer({ success: true, ...checked, version: 3 }, 201),
    );
    const user = userEvent.setup({ delay: null });
    renderOnPage(<OutstandingUpload />, { path: "/admin/outstanding" });
    chooseFiles(screen.getByLabelText("Outstanding report file"), report());
    await waitFor(() =>
      expect(status().textContent).toBe(
        "5 pending bills of 2 parties in outstanding.xls, ₹1,80,749.50 in all.",
      ),
    );
    expect(sent.map((request) => request.url)).toEqual(["/api/admin/outstanding?dryRun=1"]);
    expect((screen.getByLabelText("As of") as HTMLInputElement).value).toBe("2026-12-06");
    expect(screen.getByText(/read from the report’s titles/)).toBeTruthy();
    expect(screen.getByText(/32% below the outstanding now shown/)).toBeTruthy();
    const warnings = screen.getByRole("region", { name: "Warnings (1)" });
    expect(warnings.textContent).toContain('Row 9 (“SB-1100 | 45,000.00”), due date: "soon"');
    const unmatched = screen.getByRole("region", { name: "Not matched to a customer (1)" });
    expect(within(unmatched).getByText("SRI JAGANNATH PHARMACY")).toBeTruthy();
    const matched = screen.getByRole("region", { name: "Matched to customers (1)" });
    expect(within(matched).getByText("Maa Tarini Medical Store")).toBeTruthy();
    expect(within(matched).getByText("party code")).toBeTruthy();

    // Staff set another day: the report is checked again as of it.
    fireEvent.change(screen.getByLabelText("As of"), { target: { value: "2026-12-05" } });
    await waitFor(() =>
      expect(publishButton()?.textContent).toBe("Publish 5 bills as of 5 December 2026"),
    );
    expect(form(sent[1]!).get("asOf")).toBe("2026-12-05");

    await user.click(publishButton()!);
    await waitFor(() =>
      expect(status().textContent).toBe(
        "Published: customers now see 5 bills as of 5 December 2026.",
      ),
    );
    expect(sent[2]!.url).toBe("/api/admin/outstanding");
    expect(form(sent[2]!).get("asOf")).toBe("2026-12-05");
    expect(publishButton()).toBeNull();
  });

  it("lists the rows to fix and keeps the publish disabled", async () => {
    const error = {
      row: 8,
      column: "bill date",
      message: '"31/02/2026" is not a date (for example 6-Dec-2026 or 06/12/2026).',
      quote: "31/02/2026 | SB-1044",
    };
    stubFetch(() =>
      jsonAnswer(
        {
          success: false,
          error: "The outstanding report has a problem to fix before it can be published.",
          ...checked,
          errors: [error],
          errorCount: 1,
        },
        400,
      ),
    );
    renderOnPage(<OutstandingUpload />, { path: "/admin/outstanding" });
    chooseFiles(screen.getByLabelText("Outstanding report file"), report());
    const problems = await screen.findByRole("region", { name: "Problems to fix (1)" });
    expect(problems.textContent).toContain("Row 8 (“31/02/2026 | SB-1044”), bill date:");
    expect(screen.getByRole("alert").textContent).toBe(
      "The outstanding report has a problem to fix before it can be published.",
    );
    expect((publishButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Fix the problems first.")).toBeTruthy();
  });

  it("links a party no customer was matched to, then checks the report again", async () => {
    const sent = stubLinking((request, url, linked) => {
      const { matched, unmatched } = checked.parties;
      return jsonAnswer({
        success: true,
        ...checked,
        parties: linked
          ? {
              matched: [...matched, { ...unmatched[0]!, customerId: "c77", by: "alias" }],
              unmatched: [],
            }
          : checked.parties,
      });
    });
    const user = userEvent.setup({ delay: null });
    renderOnPage(<OutstandingUpload />, { path: "/admin/outstanding" });
    chooseFiles(screen.getByLabelText("Outstanding report file"), report());
    await user.click(
      await screen.findByRole("button", {
        name: "Link to a customer… (SRI JAGANNATH PHARMACY)",
      }),
    );
    await user.type(
      screen.getByLabelText("Link “SRI JAGANNATH PHARMACY” to the customer named"),
      "jagannath",
    );
    await user.click(await screen.findByRole("button", { name: "Link to Sri Jagannath Pharmacy" }));
    const matched = await screen.findByRole("region", { name: "Matched to customers (2)" });
    expect(within(matched).getByText("linked name")).toBeTruthy();
    expect(screen.queryByRole("region", { name: /^Not matched/ })).toBeNull();
    expect(sent.filter((request) => request.url.endsWith("?dryRun=1"))).toHaveLength(2);
  });
});
